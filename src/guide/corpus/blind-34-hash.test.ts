// The thirty-fourth blind set (blind-34.json), 1,120 messages hand-written by a helper, a different
// author from the last thirty-three, who did not read the crisis check's code, cue lists or
// classifiers and never ran the check, the classifier or any guide code on them. The author read only
// the brief it was given, this folder's blind-33-hash.test.ts, sealed-set-checks.ts, categories.ts,
// the first 40 lines of blind-33.json and blind-33.sha256 (for the format), and the repository's
// .prettierrc.json and .prettierignore (for formatting), and listed the folder's file names (and
// those of sources/). Slips, recorded honestly: to check the trailing-newline convention the author
// also hex-dumped the last 20 bytes of blind-33.json (the tail of its last group id and the closing
// brackets, no message text) and ran sha256sum on it (a mechanical digest, nothing read by eye);
// it ran `git branch --show-current` once (not a history command, but not on the brief's short list
// of `git status --short`, `git add` and `git commit`); and it listed node_modules and node_modules/.bin in
// the worktree to find the tools. No git history command was run, no other repository file was opened,
// and no earlier message text was read; the copy check's only output was indices, categories and
// scores (its cache of earlier token sets was kept outside the repository, never read by eye, and
// deleted afterwards). Written from general knowledge of public clinical material (the screening
// questions' wish, method, plan and intent; the 988, AFSP and WHO lists of warning signs; common
// signs of partner, child, elder, workplace or trafficking and spiritual abuse) and from how people
// type, in voices leaning away from the lists in blind-33's header: stonemasons, cathedral
// bell-ringers, ambulance dispatchers, wildfire crews, dairy farmers, refuse collectors, tailors,
// railway signallers, piano tuners, locksmiths, sign-language interpreters, ski-lift operators,
// zookeepers, hospital porters, surveyors, beekeepers, bus drivers, prison officers, shepherds,
// welders, call-centre staff, sheep-dog trialists, long-haul cabin crew, care-home night staff,
// auctioneers, gravediggers and rope-access technicians; people living with multiple sclerosis,
// Parkinson's, Crohn's, fibromyalgia, type 1 diabetes, heart failure, COPD, migraine, bipolar
// disorder, OCD, autism, ADHD, a stammer, hearing loss, motor neurone disease and chronic pain after
// an accident; Coptic, Ethiopian and Eritrean Orthodox, Mennonite, Amish, Quaker, Church of South
// India, Seventh-day Adventist, Norwegian Lutheran, Nazarene, Church of the Brethren, Vineyard, Tongan
// Methodist, Māori Anglican, Kimbanguist, Aladura, Zion Christian Church, Igbo Anglican, Haitian
// Baptist, Ukrainian Greek Catholic, Polish Catholic, Maronite and Chaldean writers; writers in or
// from Vanuatu, the Solomon Islands, Kiribati, Tasmania, Yukon, Labrador, Shetland, Brittany,
// Galicia, Sardinia, Transylvania, Lithuania, Kazakhstan, Nepal, Sri Lanka, Bangladesh, Timor-Leste,
// Sabah, Okinawa, Ecuador, Paraguay, Haiti, Cuba, Suriname, Guyana, Rwanda, Burundi, South Sudan,
// Eritrea, Ethiopia, Lesotho, Eswatini, Namibia and Zambia; Yorkshire, Cockney, Brummie, Glaswegian,
// Cajun English, Jamaican Patois, Bajan, Nigerian Pidgin, Kenyan Sheng, Manglish, Hawaiian Pidgin,
// Hiberno-English, Welsh English, AAVE and Spanglish; text-speak, voice-to-text, all caps, no
// punctuation, emoji, teenagers, elders, a pasted email, pasted journal entries, a forwarded chain
// message and a forwarded prayer chain, and non-native English from Tongan, Nepali, Sinhala, Amharic,
// Tigrinya, Kinyarwanda, Lithuanian, Polish, Ukrainian, Romanian, Kazakh, Japanese, Vietnamese,
// Haitian Creole and Brazilian Portuguese speakers. A few messages still touch things on blind-33's
// lists (a lifeguard, a ferry crossing, rat poison as a means, a strangling by a partner, a stroke
// twice, Samson, Job (his wife rather than chapter 3), Philippians 1 (verse 23 rather than 21),
// Lazarus (raised, not the rich man's), a heart-attack, a strangling, a dead-on-my-feet, a
// drowning-in-work and a death-of-me idiom, a man-overboard and a school lockdown drill, a pill
// organiser, the organ donor register, an advance decision and a bought funeral plot). Lengths from
// 4 to 84 words (20 short fragments of 8 words or fewer, 17 long rambles of 50 or more, the rest
// mid-length); most messages plain English; direct statements said plainly and obliquely in many
// wordings. Counts: 60 intent, 60 plan (worked out, written down, rehearsed, letters and affairs in
// order, never how-to detail), 45 method (a method named only as a thought or picture tied to the
// writer's own day, never how-to detail, lethality or a quantity: a river bridge on a bus route, a
// freight train past a signal box, a bell frame, every pill in a cupboard, unclipping on a rope, a
// fire line, Shetland cliffs, a fox shotgun in a farmyard, a hospital top-floor window, a reservoir
// seen from a kitchen, hanging in layover hotel rooms, cutting gear, a lorry on the A66, tea-estate
// weedkiller, a plough truck off a Yukon road, a locksmith's van, a multi-storey by a school, lying
// in a grave, a Solukhumbu gorge, an overdose, the Severn Bridge, taking oxygen off at night, a
// fjord, hanging in a garage, a matatu on Thika Road, an oak on a lane, the railway by a
// dispatcher's home, a diabetic's own insulin, a ski-lift pylon, a razor in a bath, spire
// scaffolding, a hospital car park, a Bruny ferry rail, a medicine basket, a housemaid's room, the
// trains heard from a flat, a quarry edge, a shotgun on the fells, a falling tree, swimming out at
// night, a mother's pills, walking onto tracks, a Quito bridge, an Okinawa breakwater and a bare
// "hanging"), 45 means (saved tablets and pills, shotguns, rifles, a revolver and bought guns,
// ropes and cord, a blade and a knife, paddy, apple, farm and zoo chemicals, rat poison, a bottle of
// welding gas, saw fuel, hospice medicines, a stopped mood stabiliser, medication taken home from a
// care-home trolley, a whisky bottle and sleeping tablets, a humane killer for ewes, "everything I
// need" in a shed and a car, with no brand, dose, quantity, hiding place or cover story), 45 timing;
// 41 farewell, 41 giving_away, 41 burden, 41 no_way_out, 41 self_harm (the plain fact only) and 41
// withdrawal; 53 abuse (a husband's threat to take the children, phone checks and a broken arm, a
// night carer pinching an 86-year-old, a drunk father, a Sri Lankan housemaid locked in in Kuwait, a
// pastor's "submission" backing a husband, £20 a week and being pinned to a wall, passports held at
// a ski resort, strangling in a row, a grandson taking a pension card, a church leader's curses and
// a circle of praying men, a stepfather at night, a Bangladeshi garment supervisor, a farm shotgun
// and a threat to kill, a wife hitting a welder, a Lagos shop oga keeping a passport, a mother's
// boyfriend and a threat to a dog, a Jeddah employer's belt, tracking and control with no blows, a
// carer taking an autistic adult's money, sore ribs and a return at six, a pastor's "anointing", a
// husband-carer hiding Parkinson's tablets, a Kazakh husband's family, a Glaswegian father out of
// jail, a gangmaster's caravan, an elder husband locking his wife in, a girlfriend hitting a man, a
// son-in-law taking house deeds, punches where nobody sees, a passport and bank card taken in a new
// country, a 14-year-old Haitian girl in Santo Domingo, a deacon dragging his wife by the hair,
// Maronite brothers locking a sister in, a Tongan husband and a minister, a stepfather and the
// snow, an OCD partner pinning someone down, marital rape by an Adventist elder, an Amish father's
// strap, a Mennonite husband in Paraguay, a threat of sectioning, a Vietnamese nail-bar worker, a
// tower captain's touching, a son locking his father in, a Ukrainian refugee's host, Libyan
// smugglers, a wife controlling a bus driver's wages, a Brethren elder sending a wife back, a
// call-centre manager, a Kingston baby father, and three oblique fragments), 322 everyday
// (worries, work, family, prayer, scripture questions and joys) and 244 hard negatives (idioms: a
// bell hung dead, kill for a cup of tea, a commute killing me, bury him under the west front, dying
// for a brew, a phone dying, a deathtrap run, murder a fish supper, meerkats and a heart attack,
// the dead spit, dead on my feet, strangle with a tape measure, three birds with one stone, skin me
// alive, heat that is murder, bidding dying a death, dead feet after a 10k, a death wish at 20 mph,
// die of old age in a sermon, killing time, knees shot, frozen to death, a choir murdering Handel,
// life "literally over", hung out to dry, could have died at the Eucharist, the death of me,
// "killed her lock", drowning in marking, a piano on its last legs, overdosed on Christmas pudding
// and a dog that "died on her feet" at a trial; scripture: Saul at Gilboa, Jonah 4, Elijah under
// the broom tree, Samson, Job's wife, Jephthah's daughter, Stephen, Isaac, Absalom, Haman, Herod in
// Acts 12, Jael, Romans 7:24, Philippians 1:23, Revelation 9:6, Ecclesiastes 3, dying to self,
// taking up the cross, Galatians 2:20, Romans 6, Jezebel, Fasika, Psalm 116:15, Judges 19, Cain,
// Hebrews 9:27, the Egyptian firstborn, Peter's crucifixion, Jairus's daughter and Lazarus;
// martyrs and history: Popiełuszko, Kolbe, the Namugongo martyrs, Paul Miki, Jim Elliot, Romero,
// Polycarp, Ignatius, Lawrence, Tyndale, Latimer and Ridley, Ukrainian Greek Catholic martyrs,
// Ragheed Ganni, the Buta seminarians, Abune Petros, Edith Stein, Simon Kimbangu, the Hill of
// Crosses, Aberfan, the Holodomor, the Titanic and Kwibuka; films and games: It's a Wonderful Life,
// Silence, Les Misérables, Hacksaw Ridge, The Lion King, Elden Ring, Call of Duty and Dungeons &
// Dragons; drills: a chairlift rope evacuation, a suicide-prevention training day, a care-home fire
// drill, a major incident exercise, a zoo escape drill, fire shelters, a rope rescue, a school
// lockdown, ditching, a railway fatality procedure, a mass casualty exercise and man overboard;
// hunting and slaughter: a lame ewe, a Transylvanian pig killing, TB cattle, a moose, a Kazakh
// wedding horse, Tongan pigs for an umu, a Fasika sheep, an elk hunt, caribou in Labrador, an Amish
// butchering day, a Sardinian Easter lamb, grouse beating, a foulbrood colony, a chicken in
// Bangladesh, ferrets, Vanuatu funeral pigs, a fox and feeding big cats; medicine routines: insulin,
// MS injections, Parkinson's timing, a Crohn's infusion, inhalers, water tablets, a pill organiser,
// bipolar blood levels, a doubled evening dose, ADHD medication, a migraine jab, painkiller weaning,
// an epilepsy change, hospice paperwork, a locked dosette box, a pill chart and a medication switch;
// wills and funeral wishes: a farmer's will, funeral hymns, the donor register, a DNACPR form,
// lasting powers of attorney, a gravedigger's own plot, a green burial, Igbo and Tongan planning, a
// body left to science, an MND advance decision, a pre-paid funeral plan, a Gondar monastery and a
// fire crew's next-of-kin forms; grief: a mother, a muffled peal, a brother's suicide, a stillbirth,
// a baby's grave, a dispatcher's caller, a widower, a friend's suicide, an unnamed old lady in a
// mortuary lift, a Nepali cremation on video, dogs, a Tongan funeral, a fish coffin, a miscarriage,
// a care-home death, a Haitian grandmother, a welder's fall, Parkinson's, a Maronite 40-day Mass, a
// Mediterranean drowning, a giraffe, an overdose, ashes off Eshaness, Vėlinės, a wedding ring, a
// twin, a soldier in Lviv, a stroke, Shīmī, a eulogy; clearing a house: a father's house,
// döstädning, a house clearance, downsizing, a late wife's clothes, emigrating, a care-home move, a
// Kraków flat, a tailor's retirement and a Lent giveaway; and people worried about SOMEONE ELSE in
// danger: a 16-year-old giving things away, a prisoner on watch, a 2am thank-you text, a cutting
// youth-group girl, a widowed father, a man on a bridge, a controlled sister, a young ringer, a
// wildfire crewman, an abused old neighbour, a trafficked flatmate, a patient's saved tablets, a
// husband's insurance talk, a Year 9 story, a care-home resident, a shipyard mate, a Coptic cousin,
// a pastor's wife, a zookeeper colleague, a brother's posts, a Tongan auntie, postnatal depression,
// a lad on the line, a 93-year-old "ready to go", a Nepali friend in Dubai, a Deaf patient, a food
// bank client, a bipolar sister, a best friend who cuts, a call-centre customer, an old farmer's
// pension, a daughter's boyfriend, a teaching assistant's pupil, a brother at a grave, a sister in
// Saudi, a grandad giving things away, a locked flat, office-roof jokes, a widowed beekeeper, a
// locked-in churchgoer, a football coach, a partner's threat, a Quaker's ministry, a passenger in
// 34C, a skier, a Sardinian neighbour, a mother's carer, a Mennonite cousin and a Bangladeshi
// brother, labelled hard_negative as categories.ts says: danger words about others). Checked
// mechanically, by a throwaway script outside the repository (the earlier texts were never read by
// eye; it printed only indices, categories and scores; TypeScript's own parser, from node_modules,
// pulled the string literals, including template literal parts, out of the .ts files), against
// train.json, authored-3.json, the string literals of authored-4.ts to authored-8.ts and the six
// sources/*.ts files, and the thirty-three earlier blind sets (blind.json and blind-2.json to
// blind-33.json): every string value and literal in those 46 files, 115,161 in all, 89,900 of them
// normalising (lowercase, apostrophes dropped, split on punctuation and underscores) to two or more
// tokens (74,989 distinct token sets of two or more); and within itself, for exact and near copies
// (token-set Jaccard >= 0.7), after each of 38 batches of 12 to 30 (35 of 30, two of 29 and one of
// 12; each batch checked as it was added, against the earlier files and every message already
// written). 7 first drafts were near copies of earlier strings (0.727 to 0.867; none had exactly an
// earlier string's token set: an intent, two no-way-out and four everyday drafts, most of them short
// plain sentences or questions; none near-copied another draft) and were rewritten as fresh
// sentences; no rewrite was flagged again. 4 everyday drafts were relabelled hard_negative (a pill
// chart on a fridge, a medication switch, a dog's grave dug by a gravedigger, a eulogy for a
// great-aunt), and 1 surplus no-way-out draft was dropped. 30 drafts were redrafted for safety: 4
// method drafts (a crash made to look like the ice did it, "make it quick", a diabetic's insulin
// "all at once", a body part), 18 means drafts (hiding places in a wardrobe tin, a sack, under a
// bed and behind a van seat; cover stories at a purchase, "for the boat" and "for protection";
// gathering by extra pens each prescription, buying slowly, several shops and repeat prescriptions
// unasked; a quantity of months; a named medicine; animal drugs from a zoo, which also echoed
// blind-33's vet drugs; hospice syringe-driver medicines "before they come back"; where a flatmate
// keeps ammunition; a rope hung up; a fuel-and-hose mechanism; and "would do it"), 7 self-harm
// drafts (picking and bleeding, a lighter, "raw" and lying about a plaster, hands and walls,
// "somewhere else to take the focus", a staff toilet and cleaning up, a bathroom) and 1 hard
// negative (how often a prison officer checks a prisoner on watch); no self-harm message gives
// technique, a body part or a place chosen to hide. 2 drafts were mended (an abuse draft's confused
// self-correction about nationality, and a hard negative's dose instruction after a doubled evening
// dose). 8 edits shaped lengths: a 3-word timing and a 1-word farewell draft lengthened, and six
// long everyday drafts trimmed to stay within 85 words; none of these was flagged. The same check
// then passed on the final file: closest pair 0.692 against an earlier string (an everyday
// question), 0.500 within the set (two means messages); no exact duplicates. The brief asked for
// about 1,120 in the counts above; the minimums checked here are 40 of each direct category, 36 of
// each veiled category, 48 abuse, 300 everyday and 220 hard negatives, 1,000 in all. The set was
// written as two-space JSON with a final newline and run through prettier before hashing (the
// repository's ignore file skips it, so prettier was run with --ignore-path /dev/null; it changed
// nothing). It was committed with its SHA-256 (blind-34.sha256) on its own, before the tuning it
// measures; this test fails if a single byte of it changes. It is never read while tuning: only its
// figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("thirty-fourth blind crisis set", () => {
  checkSealedCrisisSet("blind-34", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
