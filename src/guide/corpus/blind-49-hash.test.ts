// The forty-ninth blind set (blind-49.json), 840 messages hand-written by a helper, a new author who had
// never seen the app's code or the earlier sets' messages, who did not read the crisis check's code, cue
// lists or classifiers and never ran the check, the classifier or any guide code on them. The author read
// only the brief it was given and the common rules it points to, this folder's blind-48-hash.test.ts
// (whole: printed once with sed, all 183 lines, nothing cut), the header comments (only) of
// blind-47-hash.test.ts and blind-46-hash.test.ts (printed by the awk filter the brief gives into files in
// the scratch folder, then each printed whole with cat; neither output was cut), sealed-set-checks.ts,
// categories.ts, the first 40 lines of blind-48.json (for the format), blind-48.sha256 (with cat, od -c
// and wc -c, for the format), and the repository's .prettierrc.json and .prettierignore, and listed the
// file names of this folder and of sources/. `git -C /work/main rev-parse 95536a7` was run for the full
// commit hash and the `git worktree add` was run with its output sent to /dev/null, so no commit subject
// was seen. No git command other than those, `git status --short`, `git add`, `git commit` and `git
// rev-parse HEAD` was run, no other repository file was opened (sealed-set-checks.ts imports build.js and
// categories.ts names docs/decisions.md; neither was opened), and no earlier message text was read apart
// from the first 40 lines of blind-48.json the brief allowed. What was run: mkdir, ln -s, ls, cat, head,
// tail, wc, awk, sed, cut, od, grep, `which node python3 npx` and `node --version`; the author's own
// throwaway scripts in the scratch folder (node: the copy check, first tried once on a one-line dummy
// draft and timed with `time`, then edited twice with sed to take the category from a draft file's name
// and to label its results by file; and the script that wrote this set from the drafts; python3: a script
// that replaced a given line of a draft only if that line held a given substring, the same for a list of
// such edits, a count and length script, one inline `python3 -c` that counted categories, groups and
// lengths in this set, and a script that listed which capitalised words of the three allowed headers also
// occur in the drafts; and a shell loop that grepped the three headers, copied together into one scratch
// file, for about 150 of the author's own jobs, places, titles and conditions to see which were on them);
// sed -i (two phrase swaps) on the author's own drafts; sha256sum, tail and od on this set; and prettier
// and vitest (through npx) on this set and this test only.
// Slips and caveats, recorded plainly: (1) Before starting, `ls /work/main/node_modules/.bin/prettier` was
// run once, because the lead's instructions said to check that way whether the install had finished; it
// printed that one path. Later, in the worktree, `ls node_modules/.bin/prettier` was run once more with
// all its output thrown away, just before the first prettier run. Both named a single file inside
// node_modules; nothing else there was listed, counted, grepped or opened (typescript was reached through
// createRequire from the worktree's node_modules symlink, prettier and vitest through npx). (2) The
// author's first command also ran `cat` on the search tool's own README (/work/.library/search/README.md,
// not a repository file) piped into head with the output sent to /dev/null; nothing from it was seen. (3)
// Line-number mistakes in the author's own edit lists: in the first hard-negative batch two edits were
// aimed one line too early (at the lines just before the two flagged ones, a scripture and a history
// message); the substring guard refused both, so nothing was overwritten wrongly; running the same list
// again re-applied one already-made edit with identical text (its guard phrase survived in its new text)
// and the rest were refused as done; the two flagged lines were then rewritten by line and substring. In
// the second everyday batch the copy check's first run labelled that file's lines with the first everyday
// file's label; the first file was already clean, and the check was changed to label by file before any
// edit was made. (4) A grep of the drafts for "no wait", ", no", "no, ", "I mean", "sorry, i", "or
// rather", "scratch that" and "sorry." found no muddled mid-message self-correction (the hits are plain
// uses such as "I mean that literally" and an apology), but one means draft had opened with a Spanish
// phrase and then "sorry" before switching to English; it was redrafted as a plain message before that
// batch's rewrites were checked. (5) To aim edits the author printed the first 20 to 40 characters of some
// of the author's OWN draft lines, by line number (sed, cut, awk); no earlier text was ever printed, and
// the copy check printed only indices, categories, file names and scores. (6) The first build of this set
// was hashed once and then thrown away, before any commit, because two touches of blind-48's bell-ringers
// (a withdrawal and a hard negative) were swapped out; the set was rebuilt, checked again, run through
// prettier and hashed again. (7) blind-46's and blind-47's headers quote phrases from a commit subject
// about crisis-check internals ('planned my own death', 'what it started', a 'nearly died' lookahead), so
// the author had seen them before writing. A grep on the drafts before sealing found no message saying "my
// death", "my own death", "what it started" or "nearly died"; 3 plan messages say "planned my suicide" or
// "planning my suicide" of the writer's own plan. They were written as people type, not aimed at those
// phrases, but the reader should know. (8) One hard-negative batch was drafted with 92 (93 planned) and
// the other with 93; the total is as the brief asks. (9) The vitest run on this test (through `timeout 600
// npx vitest run`) printed a Vite warning naming the repository's vitest config files and quoting one
// import; they were not opened.
// Written from general knowledge of public clinical material (the screening questions' wish, method, plan
// and intent; common published lists of suicide warning signs; common signs of partner, child, elder,
// workplace, trafficking, spiritual, financial abuse and coercive control) and from how people type, in
// voices leaning away from the lists in blind-48's, blind-47's and blind-46's headers toward fresh ones: a
// farrier near Ludlow, a kitchen porter in Folkestone, an office cleaner from Douala in Lyon, a Methodist
// local preacher, a beekeeper in Herefordshire, a PhD student in Utrecht, a woman from Cuenca in Valencia,
// a shearer from Gisborne working in mid Wales, a parish organist, a delivery rider in Portsmouth, a Mar
// Thoma deacon, a zookeeper, a Korean Presbyterian from Daejeon studying in Toronto, a retired bank
// cashier in Scarborough, an apprentice electrician in Swansea, a mother in Wigan, a Tongan Methodist in
// Auckland, a dairy milker outside Cardigan, a religious sister, a wedding DJ, a tour guide in Porto from
// Braga, a saddler in Newmarket, a bookbinder in Oxford, a caregiver from Iloilo in Haifa, a plasterer
// from Sunderland, a URC foodbank rota keeper, a vet student in Edinburgh, an ex-soldier, a cheesemaker in
// Somerset, a Coptic Egyptian in Milan, a contract tractor driver, a youth pastor, a radiographer in
// Hereford, a Brazilian student in Dublin, a bricklayer, a tram driver in Nottingham, an open-water
// swimmer, a petrol-station night worker, a village parcel driver, a beach-clean volunteer, an arable
// farmer, a crofter, an elk hunter, a garden-centre manager, a former Monterrey policeman's child in
// Tucson, a car salesman in Swindon, a harvest-festival flower arranger, a Filipino group chat from
// Pampanga, cousins in Kumasi, an Owain whose Nain had a caravan in Abersoch, a packaging-plant worker, a
// dialysis patient, a student from Mutare in Sunderland, a candle-stall holder, a Polish Mass-goer, a
// five-a-side organiser, a nail-bar worker, a housemaid in Doha, a Vietnamese worker held in a house, a
// car-wash worker, a hotel chambermaid, a 17-year-old facing a marriage in Mirpur, a daughter-in-law in
// Wembley, a dental nurse in Livingston, a barber in Northampton, a plumber, a worker in Tromsø, an
// engagement at Tenby, a hairdresser in Hastings, door staff in Blackpool, a Georgian Orthodox writer from
// Tbilisi, a Chinese student in Loughborough, a woman raised Amish in Ohio, a pilot, a Nigerian from Abuja
// in Chelmsford, a Filipina in Winnipeg, farmers round Dodoma, a cricket groundsman in Worcester, an
// Estonian from Tartu starting work in Helsinki, a vet nurse, a window cleaner in Ilkeston, a market-stall
// holder, a refugee drop-in volunteer in Newport, Free Presbyterian smallholders near Monmouth, a software
// engineer from Kerala in Stuttgart, a postgraduate in Aarhus, a new citizen from Asmara, a Fijian rugby
// player in Gloucester, an Eritrean asylum seeker in Frankfurt, a theatre wig maker in Bristol, a
// Messianic Jew, a Sri Lankan's first Christmas in Oslo, a dairyman's daughter, an estate gardener in
// Cheshire, a day out at Bridlington, duck shooting, wildfowling on the Solway, a gunsmith near Kendal,
// hunter safety in Wisconsin, turkey season in Kentucky, smallbore shooting, a moose hunt in Sweden,
// biathlon, feral pigs in Queensland, a firearms licence in New Zealand, ashes on Skye, a Ga funeral in
// Accra, hurricane drill in Pensacola, a grandmother in Harrogate and a niece in Kilmarnock; text-speak,
// no punctuation, teenagers and elders, non-native English from French (Cameroonian), Spanish (Ecuadorian,
// Mexican), Filipino, Portuguese (Brazilian), Arabic (Egyptian), Estonian, Sinhala, Malayalam, Georgian,
// Eritrean and Vietnamese speakers.
// A few messages still touch things on the earlier headers' lists (Wales, Ireland, Scotland, London, Ohio,
// Sweden, New Zealand, Accra and Kumasi in Ghana, a Coptic writer, Methodists, a Free Presbyterian couple,
// a Polish Mass, a deacon, a choir, an allotment, a hotel, a redundancy, a divorce, hanging, an overdose,
// a train, a ferry, a motorbike, a bridge, the sea, a shotgun, a rifle, a rope, a knife, a blade,
// antidepressants, sleeping tablets, painkillers after an operation, a late mother's medication, a rifle
// club, rabbits, wills, a Chinese student, Facebook, Herod (a different one), Moses, Saul (at Stephen's
// death), Revelation (as the end of a reading plan), and first aid and listening courses).
// Lengths from 4 to 90 words (39 short fragments of 8 words or fewer, 17 long rambles of 50 or more, the
// rest mid-length; mean 17.7, median 16). Counts: 45 intent, 45 plan (worked out, gone over in the head, a
// date, letters, a will, debts and rent settled, a pension nomination changed, passwords left for a
// sister, cats and a dog rehomed, a foodbank rota handed on, a locker cleared, never how-to detail), 35
// method (a method named only as a thought or picture tied to the writer's own day: a train from a
// platform, hanging, stepping off scaffolding, an overdose, a canal on a dog walk, a tram, a motorway
// barrier, shooting, jumping from somewhere high, swimming out, a river on a commute, a bus on a cycle to
// work, a lorry, a tree on the drive home, a clifftop, a railway bridge, a reservoir, traffic at a
// crossing, a motorbike on bends, the sea at a beach clean, a ferry, a wall on back lanes, jumping off a
// building; never how-to detail, lethality, a quantity or a named spot), 35 means (an inherited rifle,
// pills, a fox-control rifle, a rope, antidepressants, a knife, a father's club gun, painkillers after an
// operation, a gun, a shotgun for pigeons and one for rabbits, a hunter husband's gun, a late brother's
// hunting knife, a wife's target pistol, a blade, "the means", a grandad's army gun, prescription
// medicine, own medication, a croft rifle, an elk rifle, a handgun for protection, sleeping tablets, a
// father-in-law's shotgun, a late mother's medication, an uncle's gun, a work pocket knife, a father's
// pistol; with no brand, dose, quantity, place kept, route of getting them or cover story), 35 timing; 30
// farewell, 30 giving_away, 30 burden, 30 no_way_out, 30 self_harm (the plain fact only) and 30
// withdrawal; 40 abuse (partner, child, elder, financial, spiritual, workplace, trafficking and coercive
// control: phone checks and blows, a stepmother locking a 13-year-old out, a son holding a 79-year-old's
// cards, strangling, a Doha housemaid's passport, a pastor calling bruises a cross, tracking, a nail-bar
// owner's slaps and visa threats, a drunk father and a 12-year-old, a wife hitting a man, an uncle and an
// 11-year-old, a son-in-law changing an 84-year-old's locks, a Vietnamese worker held for a debt, wages
// taken, a girlfriend's threats and a smashed phone, a mother's slaps over grades, a bishop sending a wife
// home, a son hitting his mother for drink money, marital rape justified by scripture, a cousin and a
// 9-year-old, a threat to take children to Poland, a forced marriage in Mirpur, a wife hiding an
// 81-year-old's frame and hearing aids, a car-wash boss holding a passport, a hotel night manager, loans
// taken in a wife's name, a mother's boyfriend kicking a 10-year-old, sleep deprivation, a granddaughter's
// partner taking disability money, a pastor shunning a beaten wife, a wife cracking a husband's lip, a
// 19-year-old brother and a 13-year-old, a threat to have children taken, a mother-in-law's beatings, a
// 15-year-old worked late and hit, cameras in every room, an elder left in wet sheets, a false modelling
// job and debt bondage, a 24-year-old grooming a 15-year-old, a deacon husband's control and a broken
// finger), 240 everyday (worries, work, family, prayer, scripture questions, joys, some heavy but not in
// danger: a father's prostate cancer, a miscarriage, burnout, parents divorcing, a redundancy, a son
// coming out, a brother leaving rehab, a baby in neonatal care, grief for a nan, a mother and a grandad,
// doubt) and 185 hard negatives (idioms of exasperation and sport, ordinary plans and endings, medicine
// and care routines, lawful firearms and hunting, wills and funerals, scripture (Eli, Abimelech and the
// millstone, Ahithophel, Stephen, Jael, Ecclesiastes' time to die, 2 Timothy 4:6, Lot's wife, Korah,
// Josiah at Megiddo, Herod's massacre, Psalm 23), history (Tyndale, Kolbe, Jim and Elisabeth Elliot,
// Romero, Latimer and Ridley, Perpetua and Felicity, Jan Hus, Mary Queen of Scots, Lindisfarne, Sophie
// Scholl), fiction, films and games (Skyrim, Les Misérables, Dead Poets Society, The Last of Us,
// Frankenstein, Narnia, The Lord of the Rings, Cluedo, Fortnite, Hades, And Then There Were None, Bambi,
// Peaky Blinders, Madame Butterfly, Toy Story 3, Vera, Charlotte's Web, Undertale, Breaking Bad, Mario
// Kart), drills and training (a factory fire drill, mental health first aid, sea survival and helicopter
// escape, a flood evacuation, a bomb-threat evacuation, QPR training, a cruise muster drill, avalanche
// transceiver practice, a chemical leak exercise, self-defence, crisis text line roleplay, rail track
// safety, choking first aid, a hurricane drill, a nursery fire drill, de-escalation training), and people
// worried about SOMEONE ELSE in danger outside their own household (a coworker, a boy on a son's team, a
// university friend, an elderly neighbour, a church sound man, a friend whose husband hits her, a student,
// a cousin in Accra, a barber's regular, a five-a-side mate, a niece, a woman at church, a friend's
// controlling boyfriend, a pupil, a pastor friend, an army mate, a man above a shop, a Discord friend, a
// brother-in-law, a neighbour's boy, a friend's mother taking wages, a lunch-club lady, a classmate, an
// ex-colleague, a grandmother in Harrogate, a godson, a man on a soup run, a best mate, a girl at dance
// class, a friend in debt), labelled hard_negative as categories.ts says).
// Checked mechanically, by a throwaway script in the scratch folder (the earlier texts were never read by
// eye; it printed only indices, categories, file names and scores; TypeScript's own parser pulled the
// string literals, including template literal parts, out of the .ts files), against train.json,
// authored-3.json, the string literals of authored-4.ts to authored-8.ts and the six sources/*.ts files,
// and the forty-eight earlier blind sets (blind.json and blind-2.json to blind-48.json): every string
// value and literal in those 61 files, 156,321 in all, 156,285 of them with at least one token after
// normalising (lowercase, apostrophes ' ’ ‘ ` dropped, split on any non-letter/digit character), 121,832
// with two or more, 102,532 distinct token sets; each message was scored against every distinct token set
// whose size was within a factor of two of its own (a pair outside that range cannot reach 0.5, so every
// score of 0.5 or more was found), and within itself against every other message, for exact and near
// copies (token-set Jaccard >= 0.7), after each of 8 batches (intent and plan; method, means and timing;
// the six veiled categories together; abuse; two everyday; two hard negative; each batch checked against
// the earlier files and every message already written), after every round of edits and on the final
// formatted file. 114 first drafts scored 0.6 or more against an earlier string: 72 near copies (0.700 to
// 1.000; 15 of them, short plain lines and questions, had exactly an earlier string's token set: a timing,
// a withdrawal, twelve everyday and a hard negative; by batch the 72 were 2 intent and plan, 9 method,
// means and timing, 19 veiled, 0 abuse, 33 everyday and 9 hard negatives) and 42 at 0.600 to 0.699; one
// pair of this set's own drafts (two means) scored 0.688, and one of the two was also among the 42. All
// 114 were rewritten as fresh sentences; 3 rewrites, all everyday, were flagged in turn (0.889, 0.706 and
// 0.625) and rewritten again. The same check then passed on the final formatted file: closest pair 0.593
// against an earlier string (a plan message, against blind-12.json), 0.517 within the set (two means
// messages); no exact duplicates; 42 messages at 0.55 or more, none at 0.6 or more.
// Safety: drafts were redrafted for safety, most in the head before saving. Left out before saving: "in
// the house" beside a means (a place kept), tablets "kept" or "left over" (a stockpile), "all" of them (a
// quantity), sorting a mother's tablets (a route), a vet nurse's access to drugs (a route and lethality),
// "at full speed" (lethality), "once I'd dropped them" on a school run (time alone), a slurry pit (a
// place), a farewell where friends think the writer is going home to Manila, a dog handed over "because of
// work hours", a husband who thinks the giver has "gone minimalist" and insurance in a burden message
// (covers), and goodbye letters hidden in a bag (a hiding place). Redrafted after saving: a means "when
// he's at work" (time alone), a method "while he's packing up the rods" and one "when I go out to the
// bins" (moments unobserved), and a method "top of a building" beside "sit outside the office" (could read
// as a place chosen); in hard negatives a niece "cutting" was written as "hurting herself". No self-harm
// message gives technique, a body part, a place chosen to hide or severity. Other edits: lean-away swaps
// of a security guard and Texas (on blind-47's and blind-46's lists) for a policeman and Tucson, of Elijah
// and a migraine (blind-48) for Goliath and a cold, and of two bell-ringing touches (blind-48) for a
// cycling club and an orchestra; one everyday message about disliking one's looks was softened so it could
// not read as a warning sign. The brief asked for 840 in the counts above; the minimums checked here are
// 30 of each direct category, 27 of each veiled category, 36 abuse, 220 everyday and 165 hard negatives,
// 760 in all. The set was written as two-space JSON with a final newline and run through prettier before
// hashing (the repository's ignore file skips it, so prettier was run with --ignore-path /dev/null; it
// changed nothing, and a second run changed nothing). It was committed with its SHA-256 (blind-49.sha256)
// on its own, before the tuning it measures; this test fails if a single byte of it changes. It is never
// read while tuning: it is evaluated once, by the lead, at the end of the tuning, and only its figures are
// printed.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("forty-ninth blind crisis set", () => {
  checkSealedCrisisSet("blind-49", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
