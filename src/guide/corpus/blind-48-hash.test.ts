// The forty-eighth blind set (blind-48.json), 840 messages hand-written by a helper, a new author who
// had never seen the app's code or the earlier sets' messages, who did not read the crisis check's code,
// cue lists or classifiers and never ran the check, the classifier or any guide code on them. The author
// read only the brief it was given and the common rules it points to, this folder's
// blind-47-hash.test.ts (whole: a first `cat` printed it together with the two headers below and the
// tool cut the middle of that output, so its lines 140-222 were printed again with sed), the header
// comments (only) of blind-46-hash.test.ts and blind-45-hash.test.ts (printed by the awk filter the brief
// gives into files in the scratch folder; of blind-46's header lines 1-134 were read, and of blind-45's
// lines 50-110 and the closing lines that the first, cut `cat` showed; the rest of those two headers was
// not read, so the lean-away below rests mostly on blind-47's lists), sealed-set-checks.ts,
// categories.ts, the first 40 lines of blind-47.json (for the format), and the repository's
// .prettierrc.json and .prettierignore, and listed the file names of this folder and of sources/. The
// `git worktree add` was run with its output sent to /dev/null, so no commit subject was seen. No git
// command other than `git worktree add`, `git status --short`, `git add`, `git commit` and `git
// rev-parse HEAD` was run, no other repository file was opened (sealed-set-checks.ts imports build.js
// and categories.ts names docs/decisions.md; neither was opened), nothing in node_modules was listed or
// opened (typescript was reached through createRequire from the worktree's node_modules symlink,
// prettier and vitest through npx), and no earlier message text was read apart from the first 40 lines
// of blind-47.json the brief allowed. What was run: mkdir, ln -s, ls, cat, head, wc, awk, sed, cut and
// grep as above; the author's own throwaway scripts in the scratch folder (node: the copy check, first
// tried once on a one-line dummy draft and timed with `time`, and the script that wrote this set from
// the drafts and counted words; python3: two line-replacing scripts, one that replaced a given line
// number only if it held a given substring, one that replaced the single line holding a given
// substring); sed -i (whole-phrase swaps and two single-line rewrites), grep, cat, sed -n and wc on the
// author's own drafts (sed -n also printed the first 60-70 characters of the author's OWN flagged
// drafts, by line number, to aim the rewrites; no earlier text was ever printed); sha256sum, tail and od
// on this set; and prettier and vitest (through npx) on this set and this test only.
// Slips and caveats, recorded plainly: (1) Five times the author's drafting slipped into a muddled
// mid-message self-correction swerving between place names or jobs: a plan draft "Burton no, I'm in
// Tadcaster" (Burton is on blind-47's list), a method draft "fitting the solar panels no I'm a roofer's
// mate", a means draft "near Brecon no, near Builth" (Brecon is on an earlier list), an abuse draft
// "Dubai no I am in Riyadh", and the rewrite of a flagged abuse draft "living in Slough no wait, I don't
// want to say where" (Slough is on blind-45's list). All five were caught, by reading back or by a grep
// for "no wait", ", no", " no, ", "I mean", "sorry, i", "or rather" and "scratch that", before the
// check that followed them, and were redrafted as plain messages; none was dropped. A timing rewrite
// that read "Me, I mean, my life" was also redrafted before its check. The final grep finds only plain
// uses ("I mean it this time", "No job", "no seeing anyone"). (2) Line-number mistakes in the author's
// own edit scripts: a timing edit aimed at line 30 carried the text meant for line 32 and the substring
// guard refused it; a withdrawal edit aimed at line 22 carried line 23's text and was refused; in the
// length pass seven edits were aimed at guessed line numbers and all seven were refused, then redone by
// substring, and one already-made everyday edit was applied a second time with identical text. Nothing
// was overwritten wrongly. (3) The two allowed header files were only partly read (above); this
// is less than the brief allowed, not more. (4) The vitest run on this test printed a Vite warning naming the repository's vitest config files and quoting one import; they were not opened.
// Written from general knowledge of public clinical material (the screening questions' wish, method,
// plan and intent; common published lists of suicide warning signs; common signs of partner, child,
// elder, workplace, trafficking, spiritual, financial abuse and coercive control) and from how people
// type, in voices leaning away from blind-47's lists (and the parts of blind-46's and blind-45's read)
// toward fresh ones: a locksmith in Arbroath, a verger, a dry stone waller near Hawes, a warehouse worker
// from Arequipa in Bolton, a tree surgeon, a Church of the Nazarene member, a pest controller in Luton, a
// grandfather in Ballarat, a school bus escort in Omagh, an ice-cream van man, a Serbian Orthodox writer,
// a postwoman in Hexham, a mother from Lilongwe in Peterborough, a harbour master's assistant at Oban, a
// retired piano tuner, a youth worker in Margate, an Elim member, an airport baggage handler, a Free
// Church of Scotland man from Dingwall in Paisley, a fishmonger in King's Lynn, a tyre fitter in Crewe,
// a cake decorator in Bognor, a milkman in Tunbridge Wells, a brother in Busan, a Church of Ireland
// chorister, a dressmaker in Cluj, a tower bell-ringer, a hop picker from Kharkiv in Kent, a
// boatbuilder's apprentice in Looe, an AME pastor's daughter in Savannah, a cattery worker, a traffic
// warden in Colchester, a brewery forklift driver in Tadcaster, a car park attendant, a steel erector, a
// night train guard, a mill worker, a roofer's mate, a ferry hand, a coach driver, a lock keeper, a
// satellite-dish installer, a dental lab worker, a pheasant beater, a farm lad near Llandovery, a
// competitive shooter, a father of a bride at a Baptist chapel, a sorting-office worker, a cash and
// carry worker, a dinner lady, a housemaid from Batangas in Riyadh, a dental receptionist in Taunton,
// foster carers, a chapel flower arranger in Aberaeron, a tattooist, a Wesleyan couple, a whisky-bond
// worker in Perth, a chicken-factory worker, a lollipop lady, a Greek Orthodox family in Camden, a bike
// mechanic in Galway, first-time buyers in Rhyl, a tyre-factory redundancy, a nursery nurse, a hospital
// cleaner, a night bus cleaner, a Calvary Chapel friend, an engagement on Snowdon, a paramedic, a
// logistics office worker, a Syrian Christian in Reading, a Burundian family, a carer for a husband with
// Huntington's, a Church of South India mother, a maths teacher bound for Lusaka, a glassblower in
// Stourbridge, a Kimbanguist choir in Brussels, a Brethren woman, a frozen-food depot night worker, a
// greyhound adopter, a husband of a wife from Busan, a midwife, a son fishing the Wye, a lock-keeper on
// the Kennet and Avon, an Armenian deacon in Manchester, a Zambian nurse in Southampton, a street
// sweeper, Morecambe Bay, a Welsh learner, bell-ringers, a Zion Christian Church family in Polokwane, a
// Salvadoran congregation in Houston, an apprentice joiner, a new aunt in Hobart, hosts in Spokane, a
// retired blacksmith at a Free Methodist chapel, a piano teacher in Bury St Edmunds, a florist, a grouse
// moor manager, boar hunters in the Ardennes, a Swiss sport shooter, a Montana hunter-education class,
// ashes at Whitehaven, a Nigerian funeral, a mother from Stockton-on-Tees in Ohio, a course before Juba,
// a brother in Motherwell and an aunt in Exeter; text-speak, no punctuation, teenagers and elders,
// non-native English from Peruvian Spanish, Romanian, Ukrainian and Filipino speakers.
// A few messages still touch things on the earlier headers' lists (Cardiff, Manchester, Houston, Montana,
// Bangor (swapped in for Aberdeen before the writer noticed Bangor on blind-46's list), a roofer's mate,
// a bakery, a churchwarden, nurses and midwives, a postie, army reserves, lifeguards, a call-handling
// job, dementia, epilepsy, diabetes, migraine, HRT, methotrexate, morphine, insulin, a flu jab, a blood
// donor, boar, clays, Samson, Saul on Gilboa, Judas, Lazarus, Job, the Titanic's chaplain, the Blitz, a
// lockdown drill, a mass casualty exercise, an active shooter drill and a will and funeral plan).
// Lengths from 3 to 77 words (21 short fragments of 8 words or fewer, 13 long rambles of 50 or more made
// in a length pass, the rest mid-length; mean 17.0, median 16). Counts: 45 intent, 45 plan (worked out,
// gone over in the head, a date, letters, a will, debts and rent settled, tools and cats rehomed, a
// bell-tower key handed back, never how-to detail), 35 method (a method named only as a thought or
// picture tied to the writer's own day: a train on a dog walk, hanging, a lorry on the school run, an
// overdose, jumping from somewhere high, the sea, shooting, a level crossing, a motorbike bend, a river
// on the way to a mill, a car into a wall, a ferry rail, a van on a dual carriageway, a bus, a coach off
// a straight road, a balcony, a lock, the motorway, drowning, a ladder, a river bridge; never how-to
// detail, lethality, a quantity or a named spot), 35 means (a late father's shotgun, pills, a work gun, a
// rope, a husband's rifle, old antidepressants, a farm shotgun, a knife, a grandad's service pistol, "the
// means", a late wife's medication, a fella's handgun, a prescription, sleeping tablets, a mother's
// painkillers, a brother's air rifle, a hunting rifle, a gun for sheep-worrying dogs, a mother's heart
// tablets, a blade, hip-operation painkillers, knives, a revolver, an uncle's guns, medicine for a
// condition, a competition rifle, a late mother's morphine, a partner's pistol; with no brand, dose,
// quantity, place kept, route of getting them or cover story), 35 timing; 30 farewell, 30 giving_away,
// 30 burden, 30 no_way_out, 30 self_harm (the plain fact only) and 30 withdrawal; 40 abuse (partner,
// child, elder, financial, spiritual, workplace, trafficking and coercive control: phone checks and
// pinning, a stepdad at night and a 13-year-old, a son taking a pension, a girlfriend hitting a man, a
// housemaid locked in with a passport kept, tracking, a father hitting a mother and a 14-year-old, an
// allowance with receipts, fellowship elders sending a strangled wife home, a carer stealing and
// pinching, an older brother's threats, a wife throwing a pan, a farm gaffer holding passports, a
// threat to post pictures, an uncle and a 10-year-old, an ex breaking an order, a mother's boyfriend
// hitting a little brother, a daughter-in-law taking bank cards, a pastor's curse over savings, a threat to
// take children abroad, a forced marriage at 16, medication withheld, marital rape, a foster mother
// locking in an 11-year-old, a son with a knife, a restaurant boss, drunken beatings in front of
// children, a wife's control and false-accusation threat, a grandson pushing an elder, a stepmother
// pulling hair, a kick in pregnancy, a husband's pistol and a murder-suicide threat, a brother-in-law in
// the bathroom, a locked food cupboard, a hotel-job trafficking debt, a job given up under pressure, a
// father's belt, in-laws taking gold, a girlfriend smashing things, a daughter shoving an elder), 240
// everyday (worries, work, family, prayer, scripture questions, joys, some heavy but not in danger: a
// redundancy, a mother's dementia, an autism diagnosis, a widower, grief, a friend's divorce,
// doubt) and 185 hard negatives (idioms of exasperation and sport, ordinary plans and endings, medicine
// and care routines, lawful firearms and hunting, wills and funerals, scripture (Saul, Samson, Ananias
// and Sapphira, Abraham and Isaac, Cain and Abel, Jonah, Moses in Numbers 11, Absalom, Nadab and Abihu,
// Haman, Aaron on Mount Hor, David's infant son, "let the dead bury their dead", Philippians 1:21, the
// lake of fire), history (the Tudors, Passchendaele, Dunkirk, the Uganda martyrs, Bonhoeffer,
// Auschwitz, the Black Death, the Gunpowder Plot, Anne Boleyn, Salem, the Titanic's chaplain, the
// Blitz), fiction, films and games (The Lion King, Call of Duty, Line of Duty, Lord of the Flies,
// Othello, Stranger Things, Minecraft, Little Women, Hacksaw Ridge, Gladiator, Zelda, D&D, Julius
// Caesar, Jaws, The Hunger Games, A Monster Calls, Elden Ring), drills and training (a fire marshal
// course, a lockdown drill, first aid at work, a mountain rescue exercise, lifeguard practice, a
// sheltered-housing evacuation, an active shooter drill, a mock car crash, a suicide prevention course,
// a mass casualty exercise, lifeguard requalification, a hostile-environment course), and people
// worried about SOMEONE ELSE in danger outside their own household (a coworker, a neighbour, a boy in a
// son's class, a best friend online, an elderly neighbour, a young man at church, a nephew, a coworker
// with a plan, a friend's controlling husband, a boy at youth group, a brother in Motherwell, a student,
// a father's new partner, a school friend's goodbye post, an aunt's lodger, a woman upstairs, a colleague
// with a black eye, a boy at the park, a threatened friend, a teen at church, a best mate giving things
// away, a man at a foodbank), labelled hard_negative as categories.ts says).
// Checked mechanically, by a throwaway script in the scratch folder (the earlier texts were never read
// by eye; it printed only indices, categories, file names and scores; TypeScript's own parser pulled
// the string literals, including template literal parts, out of the .ts files), against train.json,
// authored-3.json, the string literals of authored-4.ts to authored-8.ts and the six sources/*.ts files,
// and the forty-seven earlier blind sets (blind.json and blind-2.json to blind-47.json): every string
// value and literal in those 60 files, 153,801 in all, 153,765 of them with at least one token after
// normalising (lowercase, apostrophes ' ’ ‘ ` dropped, split on any non-letter/digit character; every one
// of those was compared), 119,877 with two or more, 100,852 distinct token sets; and within itself, for
// exact and near copies (token-set Jaccard >= 0.7), after each of 8 batches (intent and plan; method,
// means and timing; the six veiled categories together; abuse; two everyday; two hard negative; each
// batch checked against the earlier files and every message already written), after every round of
// edits and on the final formatted file. 127 first drafts scored 0.6 or more against an earlier string:
// 66 near copies (0.700 to 1.000; 10 of them, short plain lines and questions, had exactly an earlier
// string's token set: a timing, three self-harm, five everyday and a hard negative; by batch the 66 were
// 3 intent and plan, 9 method, means and timing, 23 veiled, 1 abuse, 25 everyday and 5 hard negatives)
// and 61 at 0.600 to 0.699; no draft scored 0.6 against another of this set's drafts. All 127 were
// rewritten as fresh sentences; 1 rewrite (a no-way-out message) was flagged in turn (0.778) and
// rewritten again. The same check then passed on the final formatted file: closest pair 0.588 against
// an earlier string (an intent message, against blind-17.json), 0.474 within the set (an intent and a
// plan message); no exact duplicates; 53 messages at 0.55 or more, none at 0.6 or more.
// Safety: drafts were redrafted for safety, most before their batch's first check. Plan: a cover story
// told about life insurance. Method: "once the kids were out" (time alone), a car park's top floor and a
// garage (places), a mother's medicine box (a route), a throat and a kitchen (a body part and a place),
// "all my tablets at once" (a quantity), alcohol with pills (a technique), a gun "to my head" (an aim).
// Means: a shed, the kitchen, a bag, "carry around" (places kept), "the whole lot" and "all" (quantities),
// tablets kept back (a stockpile), stolen painkillers and "got it last week" (routes), "whether it would
// work", "strong" and "could end it" (lethality), "alone in the house" (time alone). Timing: "once
// everyone's asleep" (time alone). Giving_away: "they think I'm just being nice" (a cover). Self_harm:
// "worse than I meant to" and "not badly" (severity). Hard negatives: a student "cutting" became
// "hurting herself". No self-harm message gives technique, a body part, a place chosen to hide or
// severity. Other edits: about 45 lean-away swaps of places, jobs, conditions, films, scripture and
// drills that sat on the earlier lists (among them a tower crane, a lorry driver, a window fitter, a
// call centre, Stornoway, Sudan, Parkinson's, a knee replacement, Coventry, Dundee, a nursing home,
// Leeds, a chippy, a hospice shop, Aberdeen, a bin man, Tigrinya, a Kenyan nurse, a hip operation, Of
// Mice and Men, The Walking Dead, Corrie ten Boom, the Somme, Romeo and Juliet, a care home, Harry
// Potter, Elijah, Glasgow, Squid Game, Jezebel, Uzzah, Moses on Nebo, Hamlet, Red Dead Redemption and
// Bisley); an everyday "my feet are killing me" reworded; a length pass that made 13 messages into
// rambles of 50 words or more. The brief asked for 840 in the counts above; the minimums checked here
// are 30 of each direct category, 27 of each veiled category, 36 abuse, 220 everyday and 165 hard
// negatives, 760 in all. The set was written as two-space JSON with a final newline and run through
// prettier before hashing (the repository's ignore file skips it, so prettier was run with --ignore-path
// /dev/null; it changed nothing, and a second run changed nothing). It was committed with its SHA-256
// (blind-48.sha256) on its own, before the tuning it measures; this test fails if a single byte of it
// changes. It is never read while tuning: it is evaluated once, by the lead, at the end of the tuning,
// and only its figures are printed.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("forty-eighth blind crisis set", () => {
  checkSealedCrisisSet("blind-48", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
