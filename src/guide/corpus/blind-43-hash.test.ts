// The forty-third blind set (blind-43.json), 840 messages hand-written by a helper, a different author
// from the last forty-two, who did not read the crisis check's code, cue lists or classifiers and never
// ran the check, the classifier or any guide code on them. The author read only the brief it was given
// and the common rules it points to, this folder's blind-42-hash.test.ts (whole), the header comments
// (only) of blind-41-hash.test.ts and blind-40-hash.test.ts (printed by the awk filter the common rules
// give, which stops at the first line that is not a comment, into files in the scratch folder, then read
// there), sealed-set-checks.ts, categories.ts, the first 40 lines of blind-42.json (for the format),
// blind-42.sha256 only as `od -c | tail -3` and `wc -c`, and the repository's .prettierrc.json and
// .prettierignore, and listed the file names of this folder and of sources/. The `git worktree add` was
// run with its output sent to /dev/null as the common rules prescribe, so no commit subject was seen. No
// git command other than `git worktree add`, `git status --short`, `git add`, `git commit` and `git
// rev-parse HEAD` was run, no other repository file was opened (sealed-set-checks.ts imports build.js; it
// was not opened), no node_modules listing was made (typescript was reached through createRequire from
// the worktree's node_modules symlink, prettier and vitest through npx), and no earlier message text was
// read apart from the first 40 lines of blind-42.json the brief allowed. What was run: the author's own
// throwaway scripts in the scratch folder (node: the copy check, a word-count script, a line-replacing
// script and the script that wrote this set from the drafts; python3: a script that replaced draft lines
// found by a unique substring, and one inline edit of a draft batch), sha256sum on this set, prettier,
// and vitest on this test only. Slips and caveats, recorded plainly: (1) blind-42's and blind-41's
// headers, which the brief allowed, quote phrases from a commit subject about crisis-check internals
// ('planned my own death', 'what it started', a 'nearly died' lookahead), so the author had seen them
// before writing. No message says "planned my death", "planning my death", "plan for my death", "what it
// started" or "nearly died" (checked with grep on the drafts), but 4 plan messages use "planned" of the
// writer's own plan (a dairy farmer's "I've planned my suicide", a Moravian's "planned out how I'm going
// to end my life", "I've planned it carefully", "I planned it that way"); they were written as people
// type, not aimed at those phrases, but the reader should know the author had seen them. (2) The author
// first printed both earlier headers with one `cat`, and the terminal cut 16 lines from the middle of
// that output (inside blind-41's header), so lines 145 to 168 of the same scratch file were printed again
// with sed; nothing else was read. (3) The author kept slipping, while drafting, into muddled mid-message
// self-corrections, usually swerving away from a name on the earlier headers' lists: 25 drafts in all (an
// intent (Tbilisi, Batumi, Thessaloniki); five plan (Saskatoon to Regina, Leicester to Derby, Wisconsin
// to Minnesota, Minya to Cairo, Kraków to Lublin); two method (Romania to Moldova, Kodiak to Dutch
// Harbor); two means (a nurse to a healthcare assistant, an air rifle to a hunting rifle); a timing
// (Ramadan to "the holidays"); a farewell (a lollipop lady to a crossing patrol); a giving_away (a
// seminarian to a postman); two burden (a shipyard to a port, Eritrea to Ethiopia); two withdrawal (a
// mosque to a church, Gothenburg to Malmö); two abuse (Algeria to Oran, a car wash to a factory in
// Northern Ireland); six everyday (a security guard to a night receptionist, a midwife to a maternity
// support worker, Rotterdam to Amsterdam, Lisbon to Porto, a call centre to a bank teller, Bristol to
// Swindon)). All 25 were caught by grep before their batch was checked and redrafted as plain messages;
// none was dropped. (4) Twice a replacement in the author's own draft files landed on the wrong line
// because the author counted lines by memory: in the plan drafts two lines were overwritten (a software
// tester's and an accountant's plans), and in the everyday drafts three (questions about "Amazing Grace",
// Jesus writing in the sand and a Fijian Methodist's church singing). The copy check caught both times as
// near copies within the set (0.765 and 0.778, each a draft against its own reworded twin); every
// overwritten line was restored as written and the intended line replaced, and from then on line numbers
// were taken from grep -n or edits were made by unique substring. (5) Once an inline python edit of a
// 54-message everyday batch stopped on a wrong line number before writing anything, but the unedited
// batch was appended to the draft file anyway because the commands were chained with ';'. Its five
// intended edits (a muddled correction, a danger word, a cremation question moved out of everyday,
// Cardiff and Leeds) were then made in the draft file itself before that batch was checked. (6) The
// burden drafts were first written with 29 messages (a miscount); one was added. The copy check's only
// output was indices, categories, file names and scores (it kept no cache; it re-read the earlier files
// on each run). Written from general knowledge of public clinical material (the screening questions'
// wish, method, plan and intent; the common published lists of suicide warning signs; common signs of
// partner, child, elder, workplace, trafficking, spiritual, financial abuse and coercive control) and
// from how people type, in voices leaning away from the lists in blind-40's, blind-41's and blind-42's
// headers and toward fresh ones: a bus mechanic and a bus-garage fitter, a teaching assistant, a
// Salvation Army bandsman, a hospital-laundry worker, a kebab-shop worker, a research chemist, an
// electrician and an electrician's apprentice, a Bible translator, a proofreader, a hotel cleaner, a
// Syriac Orthodox deacon, a breakfast radio presenter, long-haul truckers, a bricklayer, a law student, a
// garden-centre cashier, a West End stagehand, a payroll clerk, a cinema projectionist, a firefighter, a
// Murano glassblower, a kitchen fitter, a power-line worker, a museum guard, a data-entry clerk, a
// seamstress, a software tester and a software developer, a calligrapher, a chartered accountant, a
// school-bus driver, a hospital porter and a hospital cleaner, a river bargeman, a care assistant, a
// courier, a crop-spraying pilot, a stay-at-home dad, a forestry worker, a railway track inspector, a
// vet, a retired police officer, a dental receptionist, a forklift driver, a hop grower, a ski
// instructor, a school crossing patrol, a retired woodworker, a cellist, a lab technician, a glazier, a
// night receptionist, a maternity support worker, a tour-bus driver, a tuk-tuk driver, a church treasurer
// and a churchwarden, a night-market pancake seller, a lighting technician, an insurance salesman, a bank
// teller, a street sweeper, a physiotherapist, a kids' party magician, a legal secretary, an organ
// builder, a dentist, a funeral celebrant, a sacristan, a post office counter clerk and a Samaritans
// trainee; people living with lupus, fibromyalgia, Crohn's, long COVID, tinnitus, heart failure, sickle
// cell, gout, dyspraxia, glaucoma, cataracts, essential tremor, a stoma, a PICC line, a steroid taper,
// HRT, hay fever, social anxiety, bulimia, a brain injury and Down syndrome (in the writer's care);
// Salvation Army, Seventh-day Adventist, Syriac Orthodox, Church of Scotland, Mennonite, Moravian,
// Ukrainian Orthodox, Uniting Church in Australia, Khasi Presbyterian, Amish, Fijian Methodist, Karen,
// Church of God (Cleveland), Icelandic Lutheran, Quaker, Church of South India, Czech Brethren, Ethiopian
// Evangelical and Korean Catholic writers; writers in or from Coventry, Thessaloniki, Tacoma, Bremen,
// Basel, Stirling, Kupang, Palermo, Södertälje, Exeter, El Paso, Chennai, Kinshasa, Ipswich, Manitoba,
// Erbil and Stockholm, Murano, Saskatoon, Bruges, Bethlehem (Pennsylvania), Bradford, Porto, Hue and
// Melbourne, Minnesota, Cairo, Iloilo, Lublin, Whitby, Yellowknife, Duisburg, Calgary, Lille, Dubbo,
// Dutch Harbor, Newcastle, Cairns, Oregon, Bendigo, Kaohsiung, Timaru, Seoul, Bern, Uppsala, Minneapolis,
// Herefordshire, Innsbruck, Ballarat, Taipei, Gdynia, Maharashtra, Reno, Kano, Santo Domingo, Tehran,
// Leuven, Jeddah, the Alentejo, Jaipur, Muscat and Freetown, Hawke's Bay, Gazipur, Lincolnshire, Bergen,
// Siem Reap, Tartu, Durban, St Paul, Omaha, Oaxaca and Glasgow, Wagga Wagga, Bogotá, Cork, Cleveland
// (Tennessee), Lancaster County, Shillong, Bangalore, Kansas, Bukidnon and Toronto, Swindon, Plymouth,
// Wolverhampton, Wigtown, Łódź, Launceston, Soweto, Port of Spain, Otranto, Lindisfarne, Hokkaido,
// Khulna, Darjeeling, Catterick, Carlisle, Otago, Michigan and Tampa; non-native English from Georgian,
// Turkish, Tamil, Urdu, Cebuano, Ukrainian, Romanian (Moldovan), Uzbek, Somali, Tongan, Korean,
// Vietnamese, Arabic, Mandarin, Italian and Portuguese speakers; text-speak, voice-to-text, no
// punctuation, teenagers and elders. A few messages still touch things on the earlier headers' lists
// (Kerala, Kraków, Brno, Saskatchewan, Tongan writers, Durban, Accra, Houston, Auckland, Cebu, Aberdeen,
// Gdańsk, Lyon, Dubai, Manchester, Dublin, Adelaide, Leicester, Oulu, Galway, Nairobi, a barista, a
// hairdresser, a taxi driver, a chippy, nurses and a midwife, pharmacies, Mass, dementia, Parkinson's, a
// stroke, ADHD, autism and sleep apnoea). Lengths from 3 to 83 words (49 short fragments of 8 words or
// fewer, 26 long rambles of 50 or more, the rest mid-length; mean 22.3, median 21). Counts: 45 intent, 45
// plan (worked out, gone over in the head, a date, letters, wills and debts settled, an order of service
// for a funeral, never how-to detail), 35 method (a method named only as a thought or picture tied to the
// writer's own day: a river bridge, a fall from a power pole, hanging, an overdose, a cliff, a lorry on
// an interstate, a bus, shooting, lying down in the snow, the Rhine, a lake, a glass tower, a train line,
// a car into a tree, somewhere high, going over a boat's side, poisoning, a car crash, the Metro,
// swimming out past a reef, a canal, a viaduct, flying into the ground, the sea, pills, a falling tree, a
// farm dam, a balcony, a motorbike crash and a train; never how-to detail, lethality or a quantity), 35
// means (a husband's gun, pills, drugs at a vet's practice, a father's deer rifle, brothers' hunting
// guns, "what I need", heart failure medicines, a retired police officer's firearm, a fisherman's knife,
// blood pressure tablets, a grandad's shotgun, rope, a stepdad's gun, painkillers after an operation,
// sleeping tablets, a boyfriend's pistol, a work knife, "the meds", an uncle's revolver, a son's hunting
// rifle, antidepressants and a wife's painkillers, a gun at a parents' place, "the means", opioids, a
// farm rifle, cancer medicines, a hunter husband's guns, a target-shooting gun, a wife's MS medicines, a
// blade, a farm shotgun, a pharmacy's medicines and a late husband's tablets, with no brand, dose,
// quantity, hiding place, route of getting them or cover story), 35 timing; 30 farewell, 30 giving_away,
// 30 burden, 30 no_way_out, 30 self_harm (the plain fact only) and 30 withdrawal; 40 abuse (a husband's
// bank passwords and a shove, a drinking father and a 10-year-old, a Kenyan housemaid in Jeddah, a
// gambling son taking a 76-year-old's pension card, a deliverance pastor slapping a 15-year-old daughter,
// a girlfriend's outing threat and blows to a man, a husband's mileage checks and a threat to take
// children abroad, Nepali packers in the Alentejo, a stepbrother robbing and shoving a father with
// Parkinson's in the writer's care, a wife withholding MS medicine, a mother's boyfriend and a
// 15-year-old, a son-in-law smashing a window where a grandmother minds the children, a Jaipur joint
// family locking a wife out, a 19-year-old daughter's violence, a 16-year-old's boyfriend's blows and
// threats, loans taken in a wife's name, an older brother hitting siblings, an uncle taking a brother
// with Down syndrome's money, a house-church leader seizing wages and confining a 23-year-old, an ex
// breaching an order and ramming a car, a husband with dementia hitting a 72-year-old wife, a partner
// taking crutches, an online predator and a 13-year-old daughter, a Sierra Leonean domestic worker in
// Muscat, a husband quoting "submit", a grandson taking an 81-year-old's bank app, a stepfather and an
// 11-year-old, a Samoan picker and an orchard supervisor, a same-sex husband's control, a Gazipur garment
// line, a wife's blows to a husband, an uncle abusing a 7-year-old cousin, a Romanian factory worker's
// debt bondage, a live-in carer slapping an 88-year-old, brothers' honour threats to a 17-year-old, a
// partner's control in pregnancy, a Sunday-school man living in the house, a Mongolian guesthouse worker,
// a wife's adult son hitting her after a brain injury, and an ex-wife's boyfriend bruising a 6-year-old),
// 240 everyday (worries, work, family, prayer, scripture questions, joys, some heavy but not in danger: a
// redundancy, a divorce, a first Christmas after it, glaucoma, a cataract operation, doubt) and 185 hard
// negatives (idioms of exasperation and sport: a spreadsheet "killing" me, a boss who'll "kill" me,
// "dying to see", "murdered 6-0", dead on my feet, killing time, "I'd kill for a week off", a dead phone
// and a dead battery, "died of embarrassment", "shoot me now", "go for the kill" in volleyball, a dead
// rubber, a sacrifice bunt, a killer crossover, death by PowerPoint, "slaughtered" at rugby and darts,
// "destroyed" legs, a commute that's "murder", a photo finish and a "killed" hamstring; ordinary plans
// and endings: leaving a brass band, a bookshop and a bakery closing, a resignation, clearing a loft, a
// time capsule, a leaving do, a house sale, a last episode, a bucket list, a youth band's last gig, a
// last assembly, a Land Rover sold, a treasurer stepping down, emigrating; medicine and care routines:
// Parkinson's alarms, ADHD medicine at school, a PICC line, a stoma bag, a CPAP machine, crushable
// tablets, B12 jabs, a steroid taper, blood-thinner injections, HRT, hay fever, the last physio session;
// lawful firearms: duck season, a firearms certificate, a hunter safety course, feral pigs, a bear rifle,
// cowboy action shooting, licensed kangaroo culling, rabbits with a .22, deer camp, a police firearms
// instructor, army blanks on exercise; wills and funerals: guardians in a will, an executor, funeral
// hymns, an oak for a grandad, a funeral celebrant, ashes on Helvellyn, a Jamaican Nine Night, Korean
// jesa, a tombstone unveiling in Soweto, an Orthodox forty-day memorial, All Souls' Day, a eulogy, an
// advance care plan, burial plots, a lighthouse keeper's memorial, a wake; scripture (Samson, Ahab at
// Ramoth-gilead, Josiah, Moses on Nebo, the widow of Nain's son, Herod in Acts 12, Rachel, John the
// Baptist, James, Hezekiah, the prophet of 1 Kings 13, Jairus's daughter, crucifixion); history (the
// Black Death, the 1918 flu in Samoa, the Otranto martyrs, Ignatius of Antioch, Lindisfarne, Andrew Kim
// Taegon, a Korean War memorial); films, books, shows and games (Hamnet, Grave of the Fireflies, Knives
// Out, Poirot, Hollow Knight, Assassin's Creed, Antigone, The Crucible, a murder mystery night, Beowulf,
// Apex Legends, Pokémon, a Tamagotchi, The Duchess of Malfi, Band of Brothers, The Remains of the Day,
// The Sopranos, Sweeney Todd, a ghost story at Scout camp, Only Murders in the Building, Station Eleven,
// werewolf); drills and training (a school fire drill, hurricane prep, a tsunami siren, Stop the Bleed,
// safeTALK, search-and-rescue dogs, a mass casualty exercise, a volcano drill, first aid at work, a
// cyclone shelter, a landslide drill, a gas-leak evacuation, Samaritans training, a care-home flood
// drill, a Bronze Medallion, self-defence, stop drop and roll); and people worried about SOMEONE ELSE in
// danger outside their own household (a print-shop coworker, a tutoring student's poem, a university
// friend in Lyon, an 80-year-old widower at church, a friend's controlling husband, a neighbour's
// bruises, a café regular's goodbye, an online gaming friend, a cousin in Lagos, a boy in a son's class,
// a girl in a youth group, a rugby teammate, a salon client's passport, a neighbour's nephew, a
// sister-in-law's goodbye post, a college mentee, a woman at Bible study, a bus passenger, a friend's
// teenage son, a former colleague's 2am text, a netball coach, a pen pal in Kenya, an uncle's "sorted
// everything", a food-bank visitor, a flatmate's girlfriend, a streamer, a student's essay, a man at the
// gym, a best mate's dad, a niece's boyfriend, an old parishioner, a hairdresser's client, a child
// screaming in a neighbour's house, a stranger's post, a sacristan's card, a post office regular, an
// elderly dad's carer across town, a daughter's friend's stepdad, a neighbour's son, a gran in a care
// home, a street pastor's night and a colleague's goodbye in a group chat), labelled hard_negative as
// categories.ts says). Checked mechanically, by a throwaway script in the scratch folder (the earlier
// texts were never read by eye; it printed only indices, categories, file names and scores; TypeScript's
// own parser, from node_modules, pulled the string literals, including template literal parts, out of the
// .ts files), against train.json, authored-3.json, the string literals of authored-4.ts to authored-8.ts
// and the six sources/*.ts files, and the forty-two earlier blind sets (blind.json and blind-2.json to
// blind-42.json): every string value and literal in those 55 files, 141,201 in all, 110,102 of them
// normalising (lowercase, apostrophes dropped, split on any non-letter/digit character) to two or more
// tokens (92,348 distinct token sets; every string with at least one token was compared); and within
// itself, for exact and near copies (token-set Jaccard >= 0.7), after each of 8 batches (40 to 180
// messages: intent and plan; method, means and timing; the six veiled categories together; abuse; two
// everyday; two hard negative; each batch checked against the earlier files and every message already
// written), and again after every round of edits and on the final file. 36 first drafts were near copies
// of earlier strings (0.706 to 1.000; 13 of them, mostly short plain scripture questions and short veiled
// lines, had exactly an earlier string's token set: a burden, a no-way-out, a withdrawal and ten
// everyday; the others were an intent, a means, two timing, a farewell, a burden, a no-way-out, a
// self-harm, a withdrawal and fourteen everyday); no draft near-copied another except the two twins made
// by the wrong-line slip above. All 36 were rewritten as fresh sentences; 1 of the rewrites (an everyday
// question about John 8) was flagged in turn (0.792) and rewritten again. 32 drafts were redrafted for
// safety, all but one before their batch was first checked: 6 plan drafts (a cover story to a solicitor,
// a dog sent on a "holiday", a partner told "stepping back", a funeral folder given to nobody, "where",
// phones wiped), 8 method drafts (inherited guns (a means), a floor number, a car park roof visited on
// breaks, chemicals at work, an "accident" as cover, being alone on a farm, a quiet house at nap time, a
// high floor), 16 means drafts (drugs "that could end my life", "a lot of" medication, a wife and a gun
// club not told (twice), "a lot of" a late mother's medicines, rope's place in a shed, medicines around
// on shift, a partner's night shifts as time alone, poisons at work, Sunday lunch visits as access,
// "pills saved", a named medicine and a "table full", insulin, a barn, a pharmacy's "stock" "right
// there", and after the check a rewrite that named a bathroom), 1 timing draft (children going back to
// their father as time alone), 1 giving_away draft (workmates thinking the writer is moving house) and,
// before drafting, more reworded in the head. No self-harm message gives technique, a body part, a place
// chosen to hide or severity. Other edits: the 25 muddled self-corrections above; 6 everyday drafts
// reworded to carry no danger word ("nobody got hurt", "not in any danger", "not dangerous", a hamster's
// funeral, a son "crashing" the car, "hurting old friends") and 1 everyday cremation question replaced;
// 26 drafts leaned further from the earlier lists (a ferry, Cornwall, Kent, a pest controller, dementia,
// Cardiff, Leeds twice, Hay, a church organist's note, a pharmacy customer, Call of Duty, Cluedo,
// Macbeth, Minecraft, Stardew Valley, a lifeguard requalification, an earthquake drill, a lockdown drill,
// live firing on Salisbury Plain, the Maccabees, Uzzah, Dorcas, a radiotherapy bell, a dead heat, Welsh;
// one of them, the pest controller, was also a safety redraft, and two, Cardiff and a Leeds, were among
// the edits of slip (5)); a length pass that shortened 19 drafts into fragments and lengthened 15 into
// rambles, and 3 short hard negatives added to reach 185. The same check then passed on the final file:
// closest pair 0.688 against an earlier string (a farewell message, against blind-21.json), 0.435 within
// the set (two burden messages); no exact duplicates. The brief asked for 840 in the counts above; the
// minimums checked here are 30 of each direct category, 27 of each veiled category, 36 abuse, 220
// everyday and 165 hard negatives, 760 in all. The set was written as two-space JSON with a final newline
// and run through prettier before hashing (the repository's ignore file skips it, so prettier was run
// with --ignore-path /dev/null; it changed nothing). It was committed with its SHA-256 (blind-43.sha256)
// on its own, before the tuning it measures; this test fails if a single byte of it changes. It is never
// read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("forty-third blind crisis set", () => {
  checkSealedCrisisSet("blind-43", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
