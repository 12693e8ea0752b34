// The forty-sixth blind set (blind-46.json), 840 messages hand-written by a helper, a new author who had
// never seen the app's code or the earlier sets' messages, who did not read the crisis check's code, cue
// lists or classifiers and never ran the check, the classifier or any guide code on them. The author read
// only the brief it was given and the common rules it points to, this folder's blind-45-hash.test.ts
// (whole), the header comments (only) of blind-44-hash.test.ts and blind-43-hash.test.ts (printed by the
// awk filter the common rules give, which stops at the first line that is not a comment, into files in the
// scratch folder, then read there with sed in two ranges each, so nothing was cut off),
// sealed-set-checks.ts, categories.ts, the first 40 lines of blind-45.json (for the format),
// blind-45.sha256 only as `wc -c`, and the repository's .prettierrc.json and .prettierignore, and listed
// the file names of this folder and of sources/. The `git worktree add` was run with its output sent to
// /dev/null as the common rules prescribe, so no commit subject was seen. No git command other than `git
// worktree add`, `git status --short`, `git add`, `git commit` and `git rev-parse HEAD` was run, no other
// repository file was opened (sealed-set-checks.ts imports build.js and categories.ts names
// docs/decisions.md; neither was opened), no npm process was checked for, and no earlier message text was
// read apart from the first 40 lines of blind-45.json the brief allowed. What was run: `which npx node
// python3` and `node --version`; the author's own throwaway scripts in the scratch folder (node: the copy
// check, first tried once on a one-line dummy draft, and the script that wrote this set from the drafts;
// python3: a word-count script, a script that replaced or deleted a draft line only if a given substring
// matched exactly one line, and a script that listed which capitalised words of the three allowed headers
// also occur in the drafts, to report the touches below), grep, cat, sed and awk on the author's own drafts
// and scratch files (sed also made the eight place and job swaps in (3) below), sha256sum on this set, and
// prettier and vitest (through npx) on this set and this test only. Slips and caveats, recorded plainly:
// (1) Right after making the node_modules symlink the author ran `ls -la node_modules | head -2` in the
// worktree to see that the link was there. Because ls -l does not follow a symlink named on its command
// line, it printed one line, the link itself and its target, and nothing inside node_modules; but it was a
// listing aimed at node_modules, which the common rules forbid, so it is recorded here. Nothing in
// node_modules was otherwise listed, counted, grepped or opened (typescript was reached through
// createRequire from the worktree's node_modules symlink, prettier and vitest through npx). (2) blind-44's
// and blind-43's headers, which the brief allowed, quote phrases from a commit subject about crisis-check
// internals ('planned my own death', 'what it started', a 'nearly died' lookahead), so the author had seen
// them before writing. A grep on the drafts before sealing found no message saying "planned my death",
// "planning my death", "plan for my death", "my own death", "what it started" or "nearly died"; 1 plan
// message says "Planned it. Letters written." of the writer's own plan and 1 hard negative says "I've
// planned my whole retirement". They were written as people type, not aimed at those phrases, but the
// reader should know the author had seen them. (3) Some names and jobs on the earlier headers' lists got
// into saved drafts and were only caught after their batch's first check, by reading back and by the
// capitalised-word script and a grep for listed jobs and conditions: Bendigo (blind-43) and Tirana
// (blind-45) in two abuse messages, "Boston, Lincolnshire" (Lincolnshire is on blind-43's list) in an
// intent message, a sushi chef (a chef is on blind-45's), a trainee accountant (a chartered accountant is
// on blind-43's), a hospice shop, a chip shop (a chippy is on blind-43's) and a church cleaner (on
// blind-44's). All 8 were swapped for Toowoomba, Izmir, Skegness, a karate teacher, a graduate engineer, a
// Red Cross shop, a corner shop and a church flower arranger, and the check was run again. (4) Miscounts
// while drafting, put right before sealing: the first everyday batch was written with 119 (1 added after
// its first check), the second with 118 (2 added after its first check), and the second hard-negative batch
// with 99 (7 dropped unchecked: Er in Genesis 38, the souls under the altar, Watership Down, Squid Game,
// Doctor Who, a funeral-cover salesman and a funeral tea). (5) Once the line-replacing script was run with
// empty input on the method drafts; it wrote the file back unchanged. (6) The author did not, as far as a
// grep for "I mean", "no wait", "or rather", "scratch that" and the like on the drafts shows, slip into
// muddled mid-message self-corrections; the place and job swaps in (3) were made as whole-word
// replacements, not as corrections inside a message. (7) The vitest run on this test (through `timeout 300
// npx vitest run`) printed a Vite warning that names the repository's vitest config files and quotes one
// import line from one of them; they were not opened. The copy check's only output was indices, categories,
// file names and scores (it kept no cache; it re-read the earlier files on each run). Written from general
// knowledge of public clinical material (the screening questions' wish, method, plan and intent; the common
// published lists of suicide warning signs; common signs of partner, child, elder, workplace, trafficking,
// spiritual, financial abuse and coercive control) and from how people type, in voices leaning away from
// the lists in blind-43's, blind-44's and blind-45's headers and toward fresh ones: a cobbler in Grimsby, a
// thatcher in Dorset, a packing-plant worker from Guayaquil in Murcia, an air traffic controller, a
// scaffolder from Middlesbrough, a retired optician in Hartlepool, a karate teacher in Bournemouth, a
// student from Kisumu, a wind turbine technician, a hospital chaplain, a refugee from Goma in Kampala, a
// sommelier in Inverness, a broadband engineer round Wrexham, a tiler from Plovdiv in Milton Keynes, a golf
// caddie in Fife, a girl in Kelowna, a bin man, a nanny from Davao in Hong Kong, a retired driving
// instructor in Skegness, an auctioneer, a social worker, an upholsterer in Stockport, a picture framer in
// Kidderminster, a lift engineer in Preston, a mushroom grower near Evesham, a bus dispatcher in Doncaster,
// a woman from Cochabamba, a retired actuary, a greenkeeper near Ayr, a florist in Lisburn, a vineyard
// worker from Mendoza in South Australia, a roofer in Hull, a swimming teacher, an army cadet instructor, a
// kayaking coach, a quarry worker, a worker from Poznań in Crawley, a piano teacher in Aylesbury, a
// corrections officer in Texas, a bow hunter, a cattleman near Charters Towers, a writer in Eldoret, a
// rancher in Wyoming, a dog groomer in Stoke, a carpet fitter, a potato grower in Angus, a laundrette
// owner, a hotel night porter in Chester, a ballet teacher from Riga in Tallinn, a soldier on leave, a
// choir alto in Cheltenham, a man ringing his navy friends, a model-railway man, a sawmill worker whose
// mother-in-law is in Tamale, a man in Barrow, a sugar-cane farmer near Bundaberg, a Boys' Brigade helper,
// a graduate engineer in Leamington, a retired geologist in Invercargill, a council-office cleaner in
// Darlington, Fujian workers in a Prato clothing workshop, a reception teacher in Walsall, a gay man and
// his boyfriend, a 17-year-old facing a marriage in Peshawar, a wife from Chittagong on a spousal visa, a
// wheelchair user, a mother in Toowoomba, young women from Enugu, a chimney sweep in Shropshire, a student
// from Yogyakarta in Groningen, a night hospital switchboard operator, a lay reader in the Fens, a ukulele
// learner at 71, a wedding photographer, a ferry-port ticket clerk in Holyhead, a dental hygienist, an
// estate agent, a hospital cook in Gulu, an arepa food-truck owner in Charlotte, a worship leader in
// Basildon, a new grandmother in Derby with a daughter in Blantyre, a widower learning to cook, a
// sign-writer in Falkirk, a solar panel installer in Devon, a glassworks retiree in St Helens, a Maronite
// from Zahlé in Sydney, Chin families from Hakha in Indianapolis, a doom metal bassist, a boarding-school
// matron in Malvern, a vending-machine restocker in Bedfordshire, a Goan Catholic engaged to a Hindu from
// Pune, a writer in Turkana, a farmer in Mbeya, a Welsh male voice choir singer, an audiologist, an au pair
// from Dumaguete in Vienna, a librarian, a landlord, a depot supervisor, a firearms licence holder, a New
// Zealand stag hunter's wife, an IPSC shooter near Ostrava and a Scout parent; people living with sciatica,
// asthma, eczema, shingles, anaemia, COPD, ankylosing spondylitis, postnatal depression, hearing loss, a
// heart defect (a nephew's), a kidney infection, a gallbladder operation, spinal surgery and wisdom teeth;
// Church of Pentecost, Chaldean Catholic, Maronite, Ethiopian Orthodox, Cook Islands Christian Church,
// Anglican, Baptist, Goan Catholic and Presbyterian (a men's breakfast) writers; writers in or from
// Grimsby, Dorset, Guayaquil and Murcia, Middlesbrough, Hartlepool, Bournemouth, Kisumu, Goma and Kampala,
// Rotherham, Inverness, Wrexham, Plovdiv and Milton Keynes, Fife, Kelowna, Davao and Hong Kong, Skegness,
// Stockport, Kidderminster, Preston, Evesham, Doncaster, Cochabamba, Ayr, Lisburn, Mendoza and South
// Australia, Hull, the Lake District, Aylesbury, Poznań and Crawley, Texas, Charters Towers, Eldoret,
// Wyoming, Stoke, Angus, Chester, Riga and Tallinn, Kigali, Yerevan, Cheltenham, Bulawayo, Tamale, Barrow,
// Bundaberg, Leamington, Invercargill (Zambia and Western Australia), Darlington, Fujian and Prato,
// Walsall, Peshawar, Chittagong, Toowoomba, Izmir, Enugu, Shropshire, Yogyakarta and Groningen, Cambridge,
// the Fens, Holyhead, Barnstaple, Gulu, Charlotte, Basildon, Blantyre and Derby, Lancaster, Stansted,
// Falkirk, Haiti, Detroit, Saltburn, Devon, St Helens, Zahlé and Sydney, Mbeya, Hakha and Indianapolis,
// Washington DC, Shetland, Malvern, Bedfordshire, Goa and Pune, Turkana, Vienna and Dumaguete, Brisbane,
// Bangor, Chichester, Moray, Georgia, Nebraska, Oklahoma, Ostrava, Arizona, the Southern Alps, Norway,
// South Dakota, Penang, Lewis, Mayo, New Orleans, Toraja and Wakefield, Whanganui, Limerick, London,
// Ibadan, Carmarthen and Yeovil; non-native English from Spanish (Ecuadorian, Bolivian, Argentinian and
// others), Congolese French, Polish, Filipino, Kenyan, Chinese and Indonesian speakers; text-speak,
// voice-to-text, no punctuation, teenagers and elders. A few messages still touch things on the earlier
// headers' lists (South and Western Australia, a council-office cleaner, a Presbyterian men's breakfast,
// Navy friends, a night porter, army cadets, a reception (primary) teacher, the Coptic martyrs, a Samoan
// fa'alavelave, a Korean-Canadian teenager, an Ethiopian Orthodox writer, a Ghanaian family wedding, a
// Welsh choir, travel jabs for Uganda, the Southern Alps, Derby, Revelation, antidepressants among the
// means, sleeping tablets, chemo (a friend's), a divorce, a redundancy, police (an amnesty, a licence
// check, a welfare check) and a defibrillator dummy). Lengths from 4 to 84 words (50 short fragments of 8
// words or fewer, 29 long rambles of 50 or more, the rest mid-length; mean 17.9, median 16). Counts: 45
// intent, 45 plan (worked out, gone over in the head, a date, letters, wills and debts settled, a cat
// rehomed, a dog's vet records left ready, never how-to detail), 35 method (a method named only as a
// thought or picture tied to the writer's own day: stepping off a roof, a car drifting into oncoming
// lights, hanging, an overdose, a train at a platform, walking into the sea, shooting, jumping on leaving a
// multi-storey, a river on a dog walk, crashing a car, a footbridge over a bypass, a bus, drops in the Lake
// District, a kayak lake, the tracks on a commute, a tree on country lanes, dump trucks at a quarry, a flat
// window, a river bridge, a dual carriageway, somewhere high, a pier, a quarry pit, a level crossing and a
// fast train; never how-to detail, lethality, a quantity or a well-known spot), 35 means (a gun, a
// grandad's shotgun, pills, a son's crossbow, a rope, a corrections officer's duty weapon, wisdom-tooth
// painkillers, a boyfriend's handgun, a father's hunting knife, a hunting bow, antidepressants, a station
// rifle, a nan's heart tablets, a husband's pistol, a late father's bayonet, a farm-security gun, back
// painkillers, an uncle's gun, a father's gun at 14, tablets at 90, a farm shotgun for vermin, a keen
// shot's guns, a ranch gun left by a father, antipsychotics, a wife's prescription, inherited guns,
// pain-clinic medication, a carpet fitter's work knife, "something at home", a grandfather's rifle, a
// flatmate's pills and mood stabilisers, with no brand, dose, quantity, place kept, route of getting them
// or cover story), 35 timing; 30 farewell, 30 giving_away, 30 burden, 30 no_way_out, 30 self_harm (the
// plain fact only) and 30 withdrawal; 40 abuse (a husband taking a cleaner's wages and dragging her by the
// hair, a mother's boyfriend and a 13-year-old, a wife's saucepan and cut-up uniform, a son-in-law taking
// over an 83-year-old's house and bank book, Fujian workers in a Prato workshop with passports taken,
// fellowship elders who sent home a wife whose husband puts his hands on her throat, a cousin punching an
// 11-year-old, a husband's tracking and a thrown laptop, a granddaughter's boyfriend pushing an elder down
// a step, a boyfriend's blows to a gay man, a forced marriage threat in Peshawar with passport and phone
// taken, a stepdad and a dog lead, a stepbrother and a 10-year-old, a nephew draining savings with a
// care-home threat, a husband's machete threat, a brother-in-law hitting small children, a hidden
// contraceptive pill and pinning down, a wheelchair battery taken, a visa sponsor's deportation threat and
// slaps, a 19-year-old brother, "biblical" kneeling and a stick, church and friends forbidden, a filmed
// threat, a 76-year-old hit after 52 years, children locked in a bedroom without food, a father's knife and
// death threat, a mother's kettle lead, strangulation and a calm breakfast, an ex-husband letting himself
// in at night, a father-in-law at night while a husband is at sea, a twin taking disability money, a
// mother's friend staying in the house, vodka and a 14-year-old, "he hit me again", "he's hitting the kids
// now too", a wife locking an 81-year-old out, a husband's control and a thrown glass at a man, a father
// taking a 16-year-old's wages, a son-in-law's broken arm and abduction threat, a Toowoomba husband's shove
// into a bookcase, and young women from Enugu held by debt and passports), 240 everyday (worries, work,
// family, prayer, scripture questions, joys, some heavy but not in danger: a divorce, a lost job at a
// bottling plant, postnatal depression, a friend's chemo, doubt, parents divorcing at 12) and 185 hard
// negatives (idioms of exasperation and sport: "finish me off", "over my dead body", thrashed 9-0, suicide
// sprints, a suicide squeeze, a printer that "wants me dead", "throttle", "lost my mind", "wiped me out",
// sudden-death penalties, "walk into the sea" over Baby Shark, "murder me", "put me out of my misery",
// "dead last", "expire in the pew", carnage, "buried alive", a crime scene, "draining the life out of me",
// "heart would explode", guts for garters, "obliterated", a wrecked knee, "jumping ship", a graveyard
// in-tray, a darts final, "might not make it out alive", "blew up", "put my body on the line", a chilli
// that "finished me off", "eating me alive", a shootout, "hang me out to dry", "a killer to sing", "dead on
// arrival"; ordinary plans and endings: a last garden-centre shift, a toddler group closing, a notice
// handed in, a narrowboat sold, a church bookstall handed on, a tin tabernacle's last service, baby clothes
// given away, a retirement plan, an emptied classroom, a goodbye card, a choir disbanding, a workshop sold,
// a last night in halls, a last driving lesson, subscriptions cancelled, a book club's end, grey hair, a
// cake stall closing, affairs sorted before a gallbladder op, a referee's final whistle, a move to Moray;
// medicine and care routines: a tablet reminder system, an allergy injection, ibuprofen with blood-pressure
// tablets, iron infusions, a nebuliser, antibiotics, an asthma spacer, steroids for eczema, a shingles jab,
// tapering an antidepressant with a GP, dental antibiotics, a blood donor session, spondylitis injections,
// a dog's painkillers, sleeping tablets for a shift change, a first aid box, nicotine patches, travel
// vaccines and antihistamines; lawful firearms and hunting: dove season, a 10m air pistol, pronghorn, a
// licence check, zeroing a scope, quail, IPSC, javelina, Scout rifle shooting, red stag, a licensed
// feral-goat cull, ptarmigan, junior Olympic trap, prairie dogs, 4-H shooting sports, a police amnesty and
// a game supper; wills and funerals: wills at 35, carrying a grandad's coffin, gardener's funeral hymns, a
// Filipino pasiyam, Qingming in Penang, a bagpiper, an anniversary service in Mayo, a memorial bench, a New
// Orleans jazz funeral, a body left to science, a codicil, a tangi, a Samoan fa'alavelave, an organ donor
// card, ashes at a cricket ground, Queen at a funeral and a Toraja funeral; scripture (Absalom, Nadab and
// Abihu, Zimri, Eutychus, Jonah's wish to die, Philippians 1:21, Simeon's Nunc Dimittis, Haman, Esther,
// Cain and Abel, Jacob's burial, the valley of dry bones, Elisha's bones, the bears of 2 Kings 2, Agag,
// Psalm 116:15 and Nabal); history (Edith Cavell, Eric Liddell, Aberfan, Thomas Becket, the 21 Coptic
// martyrs, Father Damien, Alban, Charles I, Martin Luther King's mountaintop speech, Gallipoli and the
// Carmelites of Compiègne); films, books, shows and games (Up, The Green Mile, The Passion of the Christ,
// Avengers: Endgame, To Kill a Mockingbird, An Inspector Calls, Animal Farm, Little Women, A Christmas
// Carol, The Pilgrim's Progress, Spiritfarer, Celeste, Among Us, Game of Thrones, Gladiator, The Hunger
// Games, Bohemian Rhapsody, Saving Private Ryan and Julius Caesar); drills and training (fire warden
// training, a tornado drill, a bushfire plan, swift water rescue, working at heights, a confined-space
// rescue, a defibrillator refresher, a chemical spill drill, cabin crew evacuation, an ASIST suicide
// intervention course and submarine escape training); and people worried about SOMEONE ELSE in danger
// outside their own household (a choir friend's post, a boy on a son's cricket team, a neighbour through
// the wall, a best mate in Limerick, an 84-year-old piano teacher, a mum at a baby group, a cousin in
// Ibadan, a landlord's tenant, a sister's husband, a girl in a daughter's class, an ex-colleague's post, a
// library regular, a grandad in Carmarthen, an online Roblox friend, a young driver at a depot, a
// goddaughter in Yeovil and a running-club friend), labelled hard_negative as categories.ts says). Checked
// mechanically, by a throwaway script in the scratch folder (the earlier texts were never read by eye; it
// printed only indices, categories, file names and scores; TypeScript's own parser pulled the string
// literals, including template literal parts, out of the .ts files), against train.json, authored-3.json,
// the string literals of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the forty-five
// earlier blind sets (blind.json and blind-2.json to blind-45.json): every string value and literal in
// those 58 files, 148,761 in all, 148,725 of them with at least one token after normalising (lowercase,
// apostrophes ' ’ ‘ ` dropped, split on any non-letter/digit character; every one of those was compared),
// 115,967 with two or more, 97,492 distinct token sets; and within itself, for exact and near copies
// (token-set Jaccard >= 0.7), after each of 8 batches (40 to 180 messages: intent and plan; method, means
// and timing; the six veiled categories together; abuse; two everyday; two hard negative; each batch
// checked against the earlier files and every message already written), and again after every round of
// edits and on the final formatted file. 65 first drafts were near copies of earlier strings (0.700 to
// 1.000; 13 of them, mostly short plain questions and short lines, had exactly an earlier string's token
// set: a method, a burden and eleven everyday; the others were three intent, three plan, five timing, a
// farewell, a giving_away, three burden, seven no-way-out, three self-harm, three withdrawal, twenty-one
// everyday and two hard negatives); no draft near-copied another. All 65 were rewritten as fresh sentences;
// 1 of the rewrites (an everyday question about why there are four gospels) was flagged in turn (0.750) and
// rewritten again. 45 more drafts that passed but sat at 0.600 to 0.692 (four intent, a plan, a means, four
// timing, two farewell, a giving_away, two burden, two no-way-out, six self-harm, two withdrawal, an abuse,
// seventeen everyday and two hard negatives) were rewritten to widen the margin; 16 others were left at
// 0.600 to 0.615. Safety: drafts were redrafted for safety, some in the head before saving and some after:
// 3 saved drafts after their batch's check (a method at the top of a multi-storey car park, a means whose
// duty weapon "comes home with me", a means with painkillers "left over"), and before sealing 2 more (a
// means "to end it all" beside tablets, read as a possible quantity, and a plan that named the sheds where
// the writer works); before saving, a banister, a weedkiller aisle, a pill box "all", passing a chemist,
// rope in a garage or van, "loaded", a borrowed rifle kept, carrying a knife, rat poison on an allotment, a
// crowd "counting down", children back at school (time alone), "it'd look like an accident" (a cover), a
// train time, a cat's new owner who "doesn't know why", "done the research", life insurance, "climb masts",
// a self-harm "at work in the break" (a place), "I cut myself" (a technique), a hamster given away with an
// excuse and friends who "think I'm quitting the server" were left out or reworded. No self-harm message
// gives technique, a body part, a place chosen to hide or severity. Other edits: the 8 lean-away swaps in
// (3); 1 everyday hymn question (It Is Well, whose story is of drowned daughters) replaced by another so
// everyday carries no death story; everyday drafts written without danger words (a pet put to sleep, a will
// row and a curate's farewell were kept out); a length pass that lengthened 15 fragments into mid-length
// messages. The same check then passed on the final formatted file: closest pair 0.615 against an earlier
// string (an everyday message, against blind-10.json), 0.500 within the set (two means messages); no exact
// duplicates. The brief asked for 840 in the counts above; the minimums checked here are 30 of each direct
// category, 27 of each veiled category, 36 abuse, 220 everyday and 165 hard negatives, 760 in all. The set
// was written as two-space JSON with a final newline and run through prettier before hashing (the
// repository's ignore file skips it, so prettier was run with --ignore-path /dev/null; it changed nothing,
// and a second run changed nothing). It was committed with its SHA-256 (blind-46.sha256) on its own, before
// the tuning it measures; this test fails if a single byte of it changes. It is never read while tuning: it
// is evaluated once, by the lead, at the end of the tuning, and only its figures are printed.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("forty-sixth blind crisis set", () => {
  checkSealedCrisisSet("blind-46", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
