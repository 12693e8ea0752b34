// The thirtieth blind set (blind-30.json), 1,120 messages hand-written by a helper, a different
// author from the last twenty-nine, who did not read the crisis check's code or cue lists and never
// ran the check or any guide code on them. The author read only the brief it was given, this
// folder's blind-29-hash.test.ts, sealed-set-checks.ts, categories.ts, the first 40 lines of
// blind-29.json and blind-29.sha256 (for the format), and the repository's .prettierrc.json and
// .prettierignore (for formatting), and listed the folder's file names (and those of sources/). One
// slip to record: while checking how group ids are spelt, a grep over the whole of blind-29.json
// printed its fourteen "b29-<category>-1" group ids (one per category, e.g. b29-giving_away-1),
// some from beyond line 40; no message text was printed or read, and no other file or history.
// Written from general knowledge of public clinical material (the screening questions' wish,
// method, plan and intent; common warning signs of suicide and of partner, child, elder and
// workplace abuse) and from how people type, in voices leaning away from the earlier sets':
// beekeepers, ferry deckhands, tram drivers, bus mechanics, sign-language interpreters at a Deaf
// church, night bakers, dairy farmers, foresters and tree surgeons, stonemasons, bell-ringers,
// choir directors, translators, tax accountants, pharmacists, paramedics, coastguards, prison
// officers, postal workers, crossing guards, roofers, scaffolders, fishmongers, butchers, vets and
// vet nurses, dental nurses, hairdressers, tailors, cobblers, locksmiths, security guards, railway
// signallers, air ambulance crew, long-haul truckers, a shearers' cook, vineyard workers, mushroom
// pickers, refuse collectors, care-home night staff, youth pastors and church treasurers; people
// living with Crohn's, MS, Parkinson's, migraine, scoliosis, psoriasis, coeliac disease, stroke
// recovery, a cochlear implant, a stoma, bipolar disorder, OCD, PTSD, an eating disorder in
// recovery, chronic pain and infertility, and caring for a son with autism or a spouse with motor
// neurone disease; Moravian, Mennonite, Amish, Quaker, Maronite, Chaldean, Church of South India,
// Kimbanguist, Aladura, Salvation Army, Nazarene, Assemblies of God, Missouri Synod Lutheran,
// Church of Norway, Laestadian, Greek, Romanian and Serbian Orthodox, Old Catholic, Polish National
// Catholic, Seventh-day Adventist, Hutterite and Khasi Presbyterian writers; writers in or from the
// Faroe Islands, Iceland, Sapmi, Cape Verde, Sao Tome, the Seychelles, Mauritius, Fiji, the Solomon
// Islands, Kiribati, Guam, Alaska, the Yukon, Nunavut, eastern Kentucky, the Ozarks, the Texas
// panhandle, Welsh Patagonia, Cornwall, the Isle of Man, Jersey, Malta, Cyprus, Lebanon, northern
// Iraq, Manipur, Meghalaya, Sri Lanka, Myanmar's Kachin and Karen peoples, Rwanda, Burundi, South
// Sudan, Zambia and Zimbabwe; Cornish, Yorkshire, Brummie, Glaswegian, Ulster Scots, Hawaiian
// Pidgin, Bislama, Trinidadian, Bajan, AAVE, Cajun English, text-speak, voice-to-text errors, all
// caps, no punctuation, emoji, teenagers, elders, a pasted email, a forwarded notice, a prayer-list
// format, and non-native English from Korean, Portuguese, Arabic, Swahili, Romanian, Karen, Kachin,
// Kiribati and Icelandic speakers; lengths from 3 to 85 words (short fragments, mid-length messages
// and long rambles); most messages plain English. Counts: 60 intent, 60 plan, 45 method (a method
// named as a thought, never how-to detail or a quantity, most of them a thought or picture that
// keeps coming back tied to the writer's own day: stepping off a ferry's stern into the wake,
// walking out in front of an oncoming tram, the honey shed, letting go on a scaffold (half-joking),
// pills at 3am by the bakery ovens, the slurry pit at milking, the fox rifle on Sunday evenings, a
// tree surgeon cutting his own line, the bell tower on practice night, the boning knife, the vet's
// euthanasia drug, overpass pillars on I-40, the Torshavn harbour wall, lithium in the teaspoon
// drawer, stopping eating in eating-disorder recovery, the 0240 freight at the signal box, the
// headland with a wife who has MND, leaning back off a roofer's ladder, going over the side of a
// coastguard RIB, the ash on the school run, the drugs in a paramedic's own bag, the bath on
// migraine day 4, the Kingston Bridge (Glaswegian), a gorge edge while mushroom picking, lying down
// in the Yukon snow, the prison landing netting, stepping off a cathedral scaffold, the lake by the
// vineyard, a pharmacist's counting tray, the rig off a mountain pass, the big surf (Hawaiian
// Pidgin), a tree on the A30, a locksmith's back-room beam, a balcony (with OCD), the bin lorry's
// crusher, a tailor's shears, the train at Douglas, a tree coming down while felling, heart tablets
// after a stroke, the air ambulance door, painkillers at pill-box time, the cliffs at Land's End
// (Cornish), weedkiller in the shed (Trinidadian), tipping the boat on the bayou (Cajun) and a hymn
// translator's study-ceiling beam), 45 means, 45 timing; 41 farewell, 41 giving_away, 41 burden, 41
// no_way_out, 41 self_harm, 41 withdrawal; 53 abuse (husbands hitting, splitting a lip, kicking a
// pregnant wife (a deacon), squeezing a neck, strangling to unconsciousness then bringing flowers,
// a knife at the throat, a hand round the throat against the fridge, "it's not that bad, he only
// grabs", rape in marriage ("his right", "doesn't count because we're married"), forced kneeling
// confession called leading the household, and a youth pastor locking his wife out; a wife punching
// a roofer, a girlfriend going for a man's eyes, a wife taking a trawlerman's wages and scratching;
// coercive control of a phone, car tracking and mileage, a deckhand's rota and pay, fifty calls a
// shift to a tram driver, sleeping in the car, Mass, MS tablets, bipolar pills and a stairs shove
// blamed on mania, threats about social services and a partner's threat to kill her and the
// children; a stepfather at night, a father throwing an 8-year-old at the wall (typed by a mother),
// a mother's hairbrush, a father's cane, a mother's boyfriend threatening the dog (typed by a
// gran), an uncle at family parties, sextortion by a boyfriend, a father punching a mother and son,
// and a mother hitting children with the iron flex; a mother-in-law taking wages, a
// brother-in-law's and a father-in-law's groping, a mother-in-law and sisters-in-law beating a wife
// for bearing only girls and a pastor father-in-law hitting over tithe; elder abuse by a son, a
// grandson, a daughter, a son hitting his mother after her stroke, a daughter's carer and a
// care-home carer; and passports and pay held by a vineyard boss, a farmer, a nail-bar owner, a
// fishing-boat captain and a Kachin jade-mine boss, a dentist groping a dental nurse and an owner's
// son grabbing a translator on a visa; said plainly and obliquely), 322 everyday and 244 hard
// negatives (idioms: a dead man's handle, killing two birds, dead on my feet, the suspense is
// killing me, a phone and a minibus battery dying, bored to death, laughed till we nearly died, a
// cake to die for, killing time, killing it, dead tired, a dead-end job, scared to death, sick to
// death, die-hard, the dead of night, shoot me a verse, made a killing, "I'm going to kill my
// brother" over a ladder, hanging by a thread, plants dying, jumped out of my skin, killing a
// conversation, hanging up the bell rope; study and sermons on Saul's sword at Gilboa and David's
// lament, Elijah under the broom tree, Jonah 4, Job 3, Samson, Absalom, James and Peter in Acts 12,
// Stephen, "I die daily", the grain of wheat, "the last enemy", Hezekiah, Jezebel, Psalm 116:15,
// Herod's worms, "it is finished", 2 Timothy 4:6, Cain and Abel, Jael, "promoted to Glory", Uriah,
// Revelation 21:4, the firstborn in Exodus 12; Polycarp, Perpetua and Felicity, Ignatius, Kolbe,
// Romero, Becket, the Uganda martyrs, Jim Elliot, Paul Miki, Andrew Kim Taegon, Margaret Clitherow,
// Peter, the Melanesian Brothers, Bernard Mizeki, the Buta seminarians, Ragheed Ganni, Jon Arason,
// the Massabki brothers, Tyndale, Bartholomew, Latimer and Ridley, Archbishop Kyprianos, St Lazar
// and Thomas More; grief at a Faroese funeral, an Icelandic erfidrykkja, a Cypriot 40-day memorial,
// a Romanian parastas, a Salvation Army bandsman's funeral, Amish, Moravian, Hutterite, Quaker and
// Adventist funerals and memorials, a kurova guva, a Karen grandmother, a son's friend in a car
// crash, a Fijian reguregu, Ozark Decoration Day, a hive, a dog, a cow, a Patagonian grandmother,
// Kwibuka, a tram driver, a Cornish fisherman, a grandpa, a chorister and an interpreter at a Deaf
// family's funeral; medicine routines for Crohn's, MS, Parkinson's, migraine, psoriasis, lithium,
// IVF, blood thinners, dosette boxes, sertraline, PTSD nightmares, a stoma, MND tube feeding,
// insulin at 70, a cochlear implant tune-up, an eating disorder meal plan, a steroid taper, a wrong
// prescription caught, a pain patch, melatonin, a fainting dental patient, a dog's painkillers,
// scoliosis rods and a gluten-free prescription; deer culls, the Faroese grind, Icelandic rettir,
// Sami reindeer, Nunavut caribou, Ozark squirrels, feral hogs, the knacker, requeening a hive,
// lamping, a lovo pig, a Christmas turkey, lobsters, Yukon moose, a mole catcher, a cast ewe and a
// fox, bull calves, ptarmigan, vineyard gas guns, Hutterite chickens, gutting fish and coon
// hunting; safety talk for roofers, scaffolders, tree surgeons, coastguards, ferry crews,
// signallers, air ambulance, bin crews, stonemasons, prison officers, security guards, mushroom
// pickers, paramedics, locksmiths, trams, vets, crossing guards, slurry pits, butchers, bell
// towers, fishing boats, hairdressers and care homes; Hamlet, It's a Wonderful Life, Les
// Miserables, Of Mice and Men, Silence, The Lord of the Rings, Narnia, Among Us, Elden Ring,
// Minecraft, And Then There Were None, a church murder mystery, The Green Mile, Dead Poets Society,
// Wolf Hall, Werewolf, Marley & Me, Poldark, The Lion King, The Lovely Bones, Assassin's Creed,
// Hacksaw Ridge, The Hunger Games and Cluedo; wills after twins, funeral hymns at 67, a prepaid
// funeral plan, body donation, a green burial, a DNR talk, an Amish will, probate, God's Acre, an
// advance directive, a single dad's will and a widower's gravestone; ordinary farewells and
// clearing out (leaving a bakery, a late mother's house, moving to Alaska, emigrating,
// decluttering, a last tram shift, a chapel closing, selling a dairy herd, a youth pastor moving
// on, baby things, leaving Jersey, handing over the treasurer's books, a cobbler retiring, a mother
// flying home); ordinary plans with dates and times (a proposal, ending a Netflix subscription,
// quitting a job on 1st March, a baptism Sunday, ending a lease, a first day as skipper); and
// people worried about someone else: a choir friend's midnight text, a son's cuts, a shearer on the
// crew, a client's bruised neck, an organist giving things away, a prisoner on suicide watch, a
// neighbour's crashes at night, a widowed father, a youth group girl's post, a dairy-farmer brother
// and the insurance, a care-home resident's son, a coastguard search, a best friend's stepdad, a
// depot colleague's tools, a Karen neighbour's passport, a wife's friend and a father in Zambia,
// labelled hard_negative as categories.ts says: danger words about others). Checked mechanically,
// by a throwaway script outside the repository (the earlier texts were never read by eye; it
// printed only indices, categories and scores), against train.json, authored-3.json, the string
// literals of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the twenty-nine
// earlier blind sets (blind.json and blind-2.json to blind-29.json): every string value and literal
// in those 42 files, 101,692 in all, 79,472 of them normalising (lowercase, apostrophes dropped,
// split on punctuation and underscores) to two or more tokens (66,029 distinct token sets); and
// within itself, for exact and near copies (token-set Jaccard >= 0.7), after each of 47 batches of
// 20 to 30. 5 first drafts were near copies of earlier strings (0.714 to 0.750: a timing, a burden,
// a self-harm and two everyday drafts; none near-copied another draft) and were rewritten as fresh
// sentences; no rewrite was flagged again. Of 159 later redrafts, 4 were flagged (0.714 to 0.800,
// all new fragments of 3 to 5 words) and rewritten again, not flagged after: 55 to widen the spread
// of lengths (16 short fragments, 14 mid-length messages, 25 long rambles); 49 to make a message's
// label plain on its own words (13 giving-away and 12 farewell drafts that could have read as a
// retirement or an ordinary leaving, 12 timing, intent and plan drafts whose "end it", "this" or
// "planning" blurred the label, 7 means drafts that had not said what the means was for, 4 intent
// drafts with a date taken out so they stay intent, and 1 no-way-out draft that mixed in debt
// bondage); 22 to take out detail that leaned towards how-to, lethality, a quantity or getting
// round a check (10 method, 7 means, 1 timing, 1 self-harm and 3 hard-negative safety drafts); 23
// to lean away from voices and themes blind-29 lists (6 of them Caribbean drafts that read as
// Jamaican Patois, rewritten as Trinidadian or Bajan); 8 to mend an odd detail, dialect or repeated
// voice; and 2 trimmed to stay within 85 words. 2 everyday drafts were relabelled hard_negative (a
// bell-ringer "hanging up the rope" on retiring, and an interpreter asked to sign at a funeral).
// The same check then passed on the final file: closest pair 0.692 against an earlier string, 0.412
// within the set. The brief asked for about 1,120 in the counts above; the minimums checked here
// are 40 of each direct category, 36 of each veiled category, 48 abuse, 300 everyday and 220 hard
// negatives, 1,000 in all. The set was written as two-space JSON with a final newline and run
// through prettier before hashing (the repository's ignore file skips it, so prettier was run with
// --ignore-path /dev/null; it changed nothing). It was committed with its SHA-256 (blind-30.sha256)
// on its own, before the tuning it measures; this test fails if a single byte of it changes. It is
// never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("thirtieth blind crisis set", () => {
  checkSealedCrisisSet("blind-30", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
