// The forty-second blind set (blind-42.json), 840 messages hand-written by a helper, a different author
// from the last forty-one, who did not read the crisis check's code, cue lists or classifiers and never
// ran the check, the classifier or any guide code on them. The author read only the brief it was given
// and the common rules it points to, this folder's blind-41-hash.test.ts, the header comments (only) of
// blind-40-hash.test.ts and blind-39-hash.test.ts (printed by the awk filter the common rules give, which
// stops at the first line that is not a comment, into files in the scratch folder, then read there),
// sealed-set-checks.ts, categories.ts, the first 40 lines of blind-41.json (for the format),
// blind-41.sha256 only as `od -c | tail -3` and `wc -c`, and the repository's .prettierrc.json and
// .prettierignore, and listed the file names of this folder and of sources/. The `git worktree add` was
// run with its output sent to /dev/null as the common rules prescribe, so no commit subject was seen. No
// git command other than `git worktree add`, `git status --short`, `git add`, `git commit` and `git
// rev-parse HEAD` was run, no other repository file was opened (sealed-set-checks.ts imports build.js; it
// was not opened), and no earlier message text was read apart from the first 40 lines of blind-41.json
// the brief allowed. Slips and caveats, recorded plainly: (1) blind-41's and blind-40's headers, which
// the brief allowed, quote phrases from a commit subject about crisis-check internals ('planned my own
// death', 'what it started', a 'nearly died' lookahead), so the author had seen them before writing. No
// message says "planned my death", "planning my death", "plan for my death", "what it started" or "nearly
// died" (checked with grep on the drafts), but 1 plan message (a sound engineer's) says in the writer's
// own words that he planned his suicide the way he plans his work, and 9 others use "planned" of their
// own plan; they were written as people type, not aimed at those phrases, but the reader should know the
// author had seen them. (2) Before making the worktree, to see whether the npm install had finished, the
// author ran `ls -d /work/main/node_modules` and `ls /work/main/node_modules | wc -l`, which printed only
// a count of entries, no names; it also listed /work/wt and /work/scratch (outside the repository) to see
// whether they existed, and saw the names of the folders there, opening none but its own brief folder.
// Otherwise no node_modules listing was made (typescript was reached through createRequire from the
// worktree's node_modules symlink, prettier and vitest through npx). (3) Within the writing, 9 everyday
// drafts slipped into muddled mid-message self-corrections (a call centre to a tour guide, Aberystwyth to
// Cardiff, Ballymena to Portrush, cheese to olives, Houston to San Jose, a lifeboat shop to a hospice
// café to a church café, Eritrea to Sudan, a hairdresser to a nail technician to a barber, Grimsby to
// Hull), most of them swerving away from a name on the earlier headers' lists mid-sentence; all 9 were
// redrafted as plain messages, none dropped. (4) 3 everyday drafts carried a danger word (rain that
// "killed" trade, nobody "hurt" in an earthquake, a hamster that had "gone") and were reworded. The copy
// check's only output was indices, categories, file names and scores (it kept no cache; it re-read the
// earlier files on each run); the author's own drafts, one message a line in the scratch folder, were
// edited through a small script that replaced a numbered line, and every replacement was re-checked (all
// flagged lines cleared each time, and no unflagged line was lost). Written from general knowledge of
// public clinical material (the screening questions' wish, method, plan and intent; the common published
// lists of suicide warning signs; common signs of partner, child, elder, workplace, trafficking,
// spiritual, financial abuse and coercive control) and from how people type, in voices leaning away from
// the lists in blind-39's, blind-40's and blind-41's headers and toward fresh ones: scaffolders, a
// sommelier, an optician, a florist, an air traffic controller, a tram driver, an upholsterer, a tiler, a
// dog groomer, a bin man, a swimming teacher, a joiner, a probation officer, a bouncer, a football
// referee, a driving instructor and a driving examiner, a watchmaker, a plasterer, an estate agent, a
// cattle auctioneer, a nursery nurse, a retired librarian, a sound engineer, warehouse pickers, a quarry
// driver, a roofer, a motorbike courier, a hydro-dam fitter, a car park attendant, cabin crew, tea-estate
// workers, a train driver, a greenkeeper, a butcher, a security guard, a chef, a pest controller, a game
// warden, coffee pickers, a barber, a pawnbroker, a chocolatier, a cobbler, a sign writer, a dietitian, a
// water-lab scientist, a lay reader, a locum GP, a district nurse, conservation and wildlife rangers, an
// athletics starter, a taxi driver, a pharmacist, a postwoman, a wedding photographer, a piano teacher
// and a chip-shop fryer; people living with OCD, postnatal depression, sciatica, an amputation, sleep
// apnoea, IVF, eczema, scoliosis, type 2 diabetes, gallstones, shingles, rheumatoid arthritis, dyslexia,
// COPD, Bell's palsy, asthma, a biopsy wait and anorexia in a daughter in treatment; Maronite, Serbian
// Orthodox, Hmong Christian and Missionary Alliance, Syro-Malabar, Melkite, Chaldean, Romanian Orthodox,
// Ukrainian Greek Catholic, Southern Baptist, AME Zion, Celestial Church of Christ, Zion Christian
// Church, Kyodan, Church of Sweden, Aglipayan, Toraja, Minahasa, Korean Methodist, Free Methodist,
// Vietnamese Evangelical, Tanzanian Lutheran and Anglican, and Myanmar Baptist writers; writers in or
// from Lausanne, Wrocław, Graz, Leipzig, Boise, Leicester, Busan, Zahlé and Adelaide, Mombasa, Kumasi,
// Novi Sad, Linz, Da Nang, Stoke, Norwich, Chittagong and Kuala Lumpur, Riga, Enugu, Ulaanbaatar,
// Nouméa, Aleppo and Gothenburg, Hanoi, Harare, Toowoomba, Osaka, Pokhara, Manizales, Chiang Mai,
// Tucson, Java and Hong Kong, Punjab and Latina, Ibadan, Peshawar, Arkansas, Galway, Dunedin, Plovdiv,
// Kisumu, Iași, San Diego, Kandy, Aizawl, Cusco, Arusha and Oslo, Mangalore, Fresno, Homs and Montreal,
// Inverness, Ghent, Lubbock, Dodoma, Limerick, Sapporo, Guayaquil, Asunción, Davao, Luleå, Rantepao,
// Fargo, Cotonou, Windhoek, Providence, San Jose, Thunder Bay, Duluth, Port Harcourt, Moncton, Zadar,
// Sioux Falls, Mackay, Limpopo, Spokane, Yangon, Daegu, Kelowna, Kigali and Brussels, Manado, Cluj,
// Ostrava, Brno, Aarhus, Nelson, Taichung, Oaxaca, New Orleans, the Kaimanawas, Laikipia, the Coromandel,
// Valparaíso, Gippsland and the Mendips; non-native English from Ukrainian, Farsi, Korean, Swahili,
// Latvian, Vietnamese, Bengali, Mongolian, Thai, Spanish, Nepali, Arabic, Japanese, German, Serbian,
// Romanian and Sinhala speakers; text-speak, voice-to-text, no punctuation, teenagers and elders. A few
// messages still touch things on the earlier headers' lists (Wales (Cardiff, Swansea, Merthyr, Tredegar),
// Cornwall (Falmouth, Newquay), Leeds, Bristol, Belfast, Hobart, Ghana, Kampala, a memory clinic, a
// miscarriage, Lent, chemo's last bell, Mass, lifeboat stations on an oil rig, nurses). Lengths from 3 to
// 81 words (50 short fragments of 8 words or fewer, 26 long rambles of 50 or more, the rest mid-length;
// mean 19.1, median 17). Counts: 45 intent, 45 plan (worked out, gone over in the head, a date, letters,
// wills and debts settled, a funeral paid for, an order of service, never how-to detail), 35 method (a
// method named only as a thought or picture tied to the writer's own day: a train, hanging, a fall from
// scaffolding, a quarry's edge, an overdose, a roof, a lake, shooting, a lorry on a dual carriageway, a
// viaduct, a river, a harbour, a car park, poisoning, a hydro dam, a level crossing, a balcony, a hotel
// window, the sea, a mountain road, tall buildings, a bridge, the line a train driver drives, a motorbike
// crash and a headland; never how-to detail, lethality or a quantity), 35 means (a late father's shotgun,
// pills, a butcher's and a chef's knives, rope, a father-in-law's pig rifle, a mother's tablets, a gun, a
// security guard's work gun, a brother's pistol, sleeping pills, an uncle's farm gun, sciatica
// painkillers, a father's guns, a knife carried, a grandfather's army rifle, the writer's own pills, a
// pest controller's rat poisons, a farm rifle for foxes, a game warden's gun, a soldier boyfriend's gun,
// a khukuri, a hunting rifle, a clay shotgun, a late mother's medicines, "the means" and "what I'd need",
// with no brand, dose, quantity, hiding place, route of getting them or cover story), 35 timing; 30
// farewell, 30 giving_away, 30 burden, 30 no_way_out, 30 self_harm (the plain fact only) and 30
// withdrawal; 40 abuse (a husband's knife and threat to find the writer, a stepfather hitting a
// 13-year-old, a Javanese helper in Hong Kong, Punjabi farm workers near Latina, a girlfriend's stalking
// ex shoving the writer, a wife's blows to a husband, a 24-year-old son on drugs robbing and punching a
// 67-year-old, a church "prophet" demanding sex with a curse threat, a landlord's deportation threat and
// grab, a forced marriage threat and a locked room, a boyfriend's control and a thrown chair in
// pregnancy, a husband's brothers' beatings, a drunk father hitting a mother and two girls, a care worker
// stealing from and shouting at a wheelchair user, an ex's tracker and watching at a child's window, a
// pastor caning an 11-year-old son, a partner's hands round the neck, a haulage agency boss's stolen pay
// and threats to families, a brother-in-law at night, a mother's boyfriend's threat to a 14-year-old and
// her dog, a son's girlfriend taking an 86-year-old's pension and slapping her, a husband barring a
// doctor, a sister's violent husband at the door with a hammer, a brother hitting a father with
// Alzheimer's in the writer's care, a Brazilian house cleaner's passport, debt and a hand at the throat,
// a husband's gun on the table, a girlfriend's blows and false-accusation threat to a young man, a
// husband shoving an 80-year-old mother in the writer's care, a foster brother and a 10-year-old,
// hotel-job sex trafficking, a husband's receipts and kicks, a landlord's men and a baby, a father's
// cable and a Year 9 pupil, an ex watching and a forced door, church elders confining a gay 17-year-old,
// coercive control with a fist through a door, a teenage son's shoves and threat, a tomato-farm crew boss
// holding IDs, an uncle beating a 15-year-old and cousins, and a stalker from an old church), 240
// everyday (worries, work, family, prayer, scripture questions, joys, some heavy but not in danger) and
// 185 hard negatives (idioms of exasperation and sport: a commute "killing" me, "murder a pint", "bored
// to death", a killer serve, a suicide squeeze in baseball, a Hail Mary pass, the dead man's float, a
// squash kill shot, a dead heat, a dead ball line, hanging baskets, a jump start, a penalty shootout;
// ordinary plans and endings: a last day at a bakery and on the buses, leaving a choir, kittens and baby
// clothes given away, moving house, goodbye letters to a class, a church plant closing, a shop closing, a
// resignation, a last parkrun; medicine and care routines: methotrexate, repeat prescriptions, a child's
// insulin, tube feeds, a doubled blood-pressure tablet checked with 111, an iron infusion, a sharps bin,
// a nebuliser, home IV antibiotics, lithium levels, old medicines taken back, a district nurse's round,
// epilepsy rescue-medicine training; firearms for rabbits, feral goats, pheasants, crows, boar, possums,
// a starting pistol, black-powder reenactment, a university rifle club, air cadets, ten-metre air pistol
// and anti-poaching patrols; wills, an executor, lasting power of attorney, funeral hymns, a burial at
// sea, a requiem, a Ghanaian fish coffin, a woodland burial, a memorial bench, prepaid funeral plans, a
// miner's headstone, an obituary, a wake, shiva, Qingming, cremation, Day of the Dead, a Filipino novena,
// a jazz funeral, a Clydesdale put down; scripture (Absalom, Haman, Jezebel, Ehud and Eglon, Nadab and
// Abihu, Achan, Eutychus, Ecclesiastes 3, Psalm 23, Psalm 116, Uriah, Cain and Abel, 1 Corinthians 15,
// the Passover, Tabitha, Ezekiel's dry bones); history (Thomas Becket, Eyam, the Coptic martyrs of 2015,
// Watchman Nee, John and Betty Stam, Father Damien, the Salvadoran Jesuits, Anne Askew, Aberfan,
// Gallipoli, Martin Luther King); films, books, shows and games (The Green Mile, Dead Man Walking, Coco,
// Up, Little Women, A Monster Calls, Crime and Punishment, Murder on the Orient Express, Cluedo, Among
// Us, Skyrim, Game of Thrones, Line of Duty, Midsomer Murders, Julius Caesar, King Lear, Plants vs
// Zombies, Resident Evil, the Mafia party game, Squid Game, chess, Halo, The Passion of the Christ, Dead
// by Daylight); drills and training (earthquake, tsunami, bushfire, oil-rig muster, helicopter underwater
// escape, a code blue simulation, QPR suicide prevention, a defibrillator, de-escalation, a tornado, a
// chemical spill, a fire warden, self-defence for nurses, cave rescue); and people worried about SOMEONE
// ELSE in danger outside their own household (a friend's posts, a quiet coworker, a pupil's black eye, a
// student's diary, a churchgoer giving things away, a cousin in Nairobi, a former colleague's goodbye
// text, a rugby teammate, a barbershop regular, a taxi passenger, a man on a bridge, a friend's teenage
// son, a sister in Kent, a mum at the school gate, a neighbour's father, a youth leader's texts to a
// friend's daughter, an aunt's new "friend", a hungry pupil, a boy at football talking of his dad's gun,
// a university friend who had taken something, a pharmacy customer, a church organist's note), labelled
// hard_negative as categories.ts says). Checked mechanically, by a throwaway script in the scratch folder
// (the earlier texts were never read by eye; it printed only indices, categories, file names and scores;
// TypeScript's own parser, from node_modules, pulled the string literals, including template literal
// parts, out of the .ts files), against train.json, authored-3.json, the string literals of authored-4.ts
// to authored-8.ts and the six sources/*.ts files, and the forty-one earlier blind sets (blind.json and
// blind-2.json to blind-41.json): every string value and literal in those 54 files, 138,681 in all,
// 108,147 of them normalising (lowercase, apostrophes dropped, split on any non-letter/digit character)
// to two or more tokens (90,668 distinct token sets); and within itself, for exact and near copies
// (token-set Jaccard >= 0.7), after each of 10 batches (6 to 180 messages; the six veiled categories were
// written and checked together; each batch checked against the earlier files and every message already
// written), and again after every round of edits. 73 first drafts were near copies of earlier strings
// (0.700 to 1.000; 18 of them, mostly short plain questions and short veiled lines, had exactly an
// earlier string's token set: a timing, a farewell, three burden, a no-way-out, a withdrawal, nine
// everyday and two hard negatives; the others were four intent, a plan, six timing, two farewell, two
// giving_away, three burden, eight no-way-out, five self-harm, three withdrawal, fifteen everyday and six
// hard negatives); none near-copied another draft. All 73 were rewritten as fresh sentences; 1 of the
// rewrites (a timing message) was flagged in turn (0.700) and rewritten again. 9 saved drafts were
// redrafted for safety: 2 method drafts (the top level of a car park, a moment when the writer is alone),
// 5 means drafts (Sunday visits and "when I visit" as access to a relative's gun, a late father's shotgun
// walked past in the house, "after school" as time alone, a late mother's medicines kept in the house), 1
// timing draft (redrafted twice: a quiet house, then a canal walk that could read as a method) and 1
// self-harm draft ("when I am alone"); many more were reworded in the head before they were first saved
// (rope bought, a cover story, a car boot, a garage, pills saved up, a doctor as a source, a calendar
// entry as cover, a pharmacy queue, low barriers, "not stopping", a jack, an insurance policy, an
// undertaker). No self-harm message gives technique, a body part, a place chosen to hide or severity.
// Other edits: the 9 muddled self-corrections and 3 danger words above; a length pass that took 1 timing
// fragment from 2 words to 3, lengthened 7 everyday and 4 hard negatives into rambles and shortened 4
// hard negatives into fragments. The same check then passed on the final file: closest pair 0.696 against
// an earlier string (a hard negative), 0.538 within the set (two means messages); no exact duplicates.
// The brief asked for 840 in the counts above; the minimums checked here are 30 of each direct category,
// 27 of each veiled category, 36 abuse, 220 everyday and 165 hard negatives, 760 in all. The set was
// written as two-space JSON with a final newline and run through prettier before hashing (the
// repository's ignore file skips it, so prettier was run with --ignore-path /dev/null; it changed
// nothing). It was committed with its SHA-256 (blind-42.sha256) on its own, before the tuning it
// measures; this test fails if a single byte of it changes. It is never read while tuning: only its
// figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("forty-second blind crisis set", () => {
  checkSealedCrisisSet("blind-42", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
