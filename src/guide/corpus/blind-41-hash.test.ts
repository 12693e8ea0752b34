// The forty-first blind set (blind-41.json), 840 messages hand-written by a helper, a different author
// from the last forty, who did not read the crisis check's code, cue lists or classifiers and never ran
// the check, the classifier or any guide code on them. The author read only the brief it was given and
// the common rules it points to, this folder's blind-40-hash.test.ts, the header comments (only) of
// blind-39-hash.test.ts and blind-38-hash.test.ts (printed by an awk filter that stopped at the first
// line that was not a comment; blind-39's was printed twice, the second time cut to its first 80
// lines, because the first printing was truncated in the author's terminal), sealed-set-checks.ts,
// categories.ts, the first 40 lines of blind-40.json (for the format), blind-40.sha256 only as
// `od -c | tail -3` and `wc -c`, and the repository's .prettierrc.json and .prettierignore, and listed
// the file names of this folder and of sources/. The `git worktree add` was run with its output sent
// to /dev/null as the common rules prescribe, so no commit subject was seen. No node_modules listing
// was made (typescript was reached through createRequire from the worktree, prettier and vitest
// through npx), no git command other than `git worktree add`, `git status --short`, `git add`,
// `git commit` and `git rev-parse HEAD` was run, no other repository file was opened, and no earlier
// message text was read apart from the first 40 lines of blind-40.json the brief allowed. Slips and
// caveats, recorded plainly: blind-40's header, which the brief allowed, quotes phrases from a commit
// subject about crisis-check internals, so the author had seen them ('planned my own death', 'what it
// started', a 'nearly died' lookahead) before writing. One plan draft began with the words "planned my
// death" and was reworded before the first check; no message says "planned my death", "planning my
// death" or "what it started", but 1 plan message says "a plan for my death" in the writer's own words
// and 1 hard negative uses the common idiom "nearly died laughing" about a nativity play. Both were
// written as people type, not aimed at those phrases, but the reader should know the author had seen
// them. Within the writing, 7 drafts slipped into muddled mid-message self-corrections (a pellet gun,
// Newfoundland to Cape Breton, a mosque to a church, Lahore to Karachi, Quaker to Methodist, a cruise
// ship, Tbilisi to Batumi), several naming things on the earlier headers' lists; 6 were redrafted and
// 1 dropped (counted below). Twice a replacement first landed on the wrong line of the author's own
// draft file (a plan and an everyday message); each line was restored as written, the intended line
// replaced, and both re-checked. Once the throwaway script that copies the set's texts out for the
// final check was run from this folder by mistake, so its copy landed in a new final/ folder here; it
// was deleted before the commit and never committed. The copy check's only output was indices, file names and scores (it
// kept no cache; it re-read the earlier files on each run). Written from general knowledge of public
// clinical material (the screening questions' wish, method, plan and intent; the common published
// lists of suicide warning signs; common signs of partner, child, elder, workplace, trafficking,
// spiritual, financial abuse and coercive control) and from how people type, in voices leaning away
// from the lists in blind-38's, blind-39's and blind-40's headers and toward fresh ones: farriers,
// beekeepers, forklift drivers, a midwife, wind-turbine technicians, call-centre staff, dental
// hygienists, a shipyard welder, a subtitler, stable hands and a jockey, a church organist, an office
// cleaner, landscapers, a paramedic, phlebotomists, a thatcher, court translators and interpreters,
// youth workers, an Uber driver, a falconer, an actuary, a quantity surveyor, a gamekeeper, a chimney
// sweep, a fish-farm diver, a crane operator, a stonemason, a pharmacy technician, a barista, a
// hairdresser, a creamery worker, a speech therapist, a radiographer, a luthier, a crossword setter, a
// retired cartographer, a prison officer and a bookkeeper; people living with lymphoma, Huntington's,
// MND, type 1 diabetes, a stroke, bipolar disorder and ADHD, PCOS, arthritis, breast cancer, a peanut
// allergy, menopause and a knee replacement, and (in the writer's care) autism, deafness with learning
// difficulties and dementia; Mar Thoma, Coptic, Chin Baptist, Church of God in Christ, Christian
// Reformed, Presbyterian Church in Taiwan, Assemblies of God (Brazil), Finnish Lutheran, Primitive
// Methodist, Greek and Ethiopian Orthodox and Polish Catholic writers; writers in or from Gozo, Recife,
// Dundee, Oulu, Gdańsk, Newmarket, Aberdeen, Angola and Lisbon, Indianapolis, Tallinn, Houston, Kaunas,
// Pune, Urk, Kalgoorlie, Haarlem, Tromsø, Mykonos, Bondi, the Lofoten, Gisborne, Benidorm, Wisconsin,
// Rotterdam, Lake Michigan, Reykjavík, Tainan, Almaty, Kitwe, Bulawayo, Rarotonga, Madagascar and
// Lyon, Cochabamba, Jaffna, Kodiak, Kraków, Whitehorse, Accra, Medellín, Auckland, the Free State,
// Lambourn, Winnipeg, Grimsby, Cobh, Darwin, Durban, Michigan's Upper Peninsula, Keswick, Kerala and
// Dubai, Kyrenia, Gulu, Cebu, Tulsa, Huelva, Beirut, Doha and Albania; non-native English from
// Portuguese, Polish, Lithuanian, Dutch, Kazakh, Spanish, Malayalam and Acadian French speakers;
// text-speak, voice-to-text, no punctuation, teenagers and elders. A few messages still touch things
// on the earlier headers' lists (Nagaland, a Tongan choir, Wales, Cornwall, Montana, Saskatchewan,
// Eritrea, coeliac disease, Parkinson's, dementia, warfarin, dialysis, a Deaf churchgoer, a ferry, a
// hospice nurse, a funeral director, a day-centre driver, Uganda's Janani Luwum). Lengths from 3 to 89
// words (27 short fragments of 8 words or fewer, 15 long rambles of 50 or more, the rest mid-length;
// mean 22.1, median 21). Counts: 45 intent, 45 plan (worked out, gone over in the head, a date, letters,
// wills and debts settled, a funeral paid for, never how-to detail), 35 method (a method named only as
// a thought or picture tied to the writer's own day: a train, hanging, a coast road, a turbine tower, a
// fjord, an overdose, a shipyard's staging, a lorry, a horse at the rails, shooting, a bridge, going
// over a ferry's side, a tanker on a motorway, swimming out, a railway line, a multi-storey, a block of
// flats, the sea, a fall from a roof, poisoning, drowning on a dive, a river, a car into a tree, a
// hotel balcony, a cliff path, a crane cab, a car, thin ice, a bus, a pool, a tram; never how-to
// detail, lethality or a quantity), 35 means (a late father's shotgun, pills, a gamekeeper's rifle, a
// farrier's knives, rope, a husband's hunting rifle, a late mother's medicines, "the means", a farm
// rifle, sleeping tablets, chemo and pain medicines, a kitchen knife, a gun, a brother's gun, drugs at
// a vet's practice, a seal shotgun on a boat, painkillers, a grandfather's revolver, a late wife's
// heart medicines, antidepressants, pills at a pharmacy, a deer rifle, a crossbow, a grandmother's
// heart pills, a police partner's gun, the writer's own medication, weedkiller, a mother's epilepsy
// tablets and "everything I would need", with no brand, dose, quantity, hiding place, route of getting
// them or cover story), 35 timing; 30 farewell, 30 giving_away, 30 burden, 30 no_way_out, 30 self_harm
// (the plain fact only) and 30 withdrawal; 40 abuse (a boyfriend's phone checks and blows, a drunk
// father's belt, a Vietnamese nail-salon worker's passport and debt, a husband's food allowance and
// night lock-outs, a 16-year-old daughter's violence to her mother, a wife's thrown objects and
// sabotage of a job, bruises on an autistic son in a group home in the writer's care, a prayer-commune
// leader's rod, a mother's new boyfriend draining her account with a threat, Huelva strawberry pickers,
// an ex with a key and a threat of fire, an older brother at night, a stepmother pinching a father with
// dementia in the writer's care, a girlfriend's tracking and blows, a youth leader grooming a
// 14-year-old daughter, a Beirut domestic worker locked in and unpaid, strangling with children at
// home, a grandfather, a landlady's son and an undocumented Eritrean lodger, a carer slapping a
// 79-year-old after a stroke, an uncle seizing a widow's shop money, a head chef's pans and deportation
// threat, a wife's control and blows to a husband, a sister-in-law hurting a mother, a mother's partner's
// threat to a 12-year-old, church elders sending a wife back after a broken arm, a husband holding a
// passport in Leeds, a partner taking cards and pinning down, a day-centre driver robbing and shoving a
// deaf brother in the writer's care, a landlord's cut-off heating and a threat with a bar, a mother
// beating two children, a Doha building site, an Albanian car-wash boss, a nephew taking an
// 84-year-old's pension and locking her in, a husband's threat to take children to Algeria, a
// 10-year-old's football coach, a mother-in-law beating a pregnant wife, a forced engagement, a cult's
// threats, and a stalking ex), 240 everyday (worries, work, family, prayer, scripture questions, joys,
// some heavy but not in danger) and 185 hard negatives (idioms of exasperation and sport: feet "killing"
// me, "murder a curry", "over my dead body", "suicides" on a basketball court, suicide doors, killer
// sudoku, a deadlift, sudden death; ordinary plans: a last day at a bank and a mine, a resignation, a
// break-up, a gap year, a Holy Land trip, a bike race, an ultramarathon, a marathon, diets, Lent,
// Orthodox and Coptic fasts, a move to Portugal, a wedding timeline, leaving a class at retirement;
// medicine and care routines: a pill organiser, a dosette box, chemo, an insulin pump, EpiPen and
// naloxone training, warfarin checks, old medicines taken to a pharmacy; firearms for deer, duck,
// pigeon, moose, trap, clay and biathlon, a gun safe, a police requalification; wills, a DNR, an advance
// care plan, funeral hymns, a green burial, organ, body and bone-marrow donation, ashes at Whitby, a
// headstone, a burial-ground warden, a collie put to sleep; scripture (the Philippian jailer, Jonah and
// Moses asking to die, Zimri, Job 3, Jephthah, Jael, Rizpah, Eli, Saul's armour-bearer, Elisha's bears,
// Korah, Lot's wife, Uzzah, Herod's massacre, Paul's "to die is gain" and dying daily); history
// (Maximilian Kolbe, Joan of Arc, Oscar Romero, Perpetua and Felicity, the Covenanters, Cranmer,
// Latimer, Masada, Sophie Scholl, Edith Cavell, Janani Luwum, the Titanic's band); films, books and
// games (Schindler's List, Hamlet, Of Mice and Men, Dead Poets Society, Macbeth, Les Misérables, Breaking
// Bad, Bridge to Terabithia, Where the Red Fern Grows, Harry Potter, The Hunger Games, Jane Eyre, A Tale
// of Two Cities, Gladiator, Saving Private Ryan, To Kill a Mockingbird, Wuthering Heights, The Walking
// Dead, And Then There Were None, The Last of Us, Call of Duty, Red Dead Redemption 2, Hades, Sea of
// Thieves, Celeste, Fortnite, Dark Souls, a raid boss, a murder-mystery party, true-crime podcasts);
// drills and training (an active-shooter drill, a lockdown drill, ASIST, mental health first aid,
// swift-water and Scout water rescue, a care-home fire drill, Krav Maga, tactical first aid, hostage
// negotiation, a ropes course, CPR, safeguarding); and people worried about SOMEONE ELSE in danger (a
// friend's post, a father giving away tools, a brother's drinking, a pupil's story, a neighbour's
// screams, a son's friend, a resident in a care home, a workmate's children, a friend's controlling
// husband, a niece, an army friend, a pupil's uncle, an uncle's goodbyes, a sister-in-law, a student
// friend, a coworker, a grandson, an elderly neighbour, a niece's boyfriend, a woman at church, a
// pharmacy customer), labelled hard_negative as categories.ts says). Checked mechanically, by a
// throwaway script in the scratch folder (the earlier texts were never read by eye; it printed only
// indices, file names and scores; TypeScript's own parser, from node_modules, pulled the string
// literals, including template literal parts, out of the .ts files), against train.json,
// authored-3.json, the string literals of authored-4.ts to authored-8.ts and the six sources/*.ts
// files, and the forty earlier blind sets (blind.json and blind-2.json to blind-40.json): every string
// value and literal in those 53 files, 136,161 in all, 106,192 of them normalising (lowercase,
// apostrophes dropped, split on any non-letter/digit character) to two or more tokens (88,988 distinct
// token sets); and within itself, for exact and near copies (token-set Jaccard >= 0.7), after each of
// 14 batches (35 to 180 messages; the six veiled categories were written and checked together; each
// batch checked against the earlier files and every message already written), and again after every
// round of edits. 30 first drafts were near copies of earlier strings (0.706 to 1.000; 5 of them, short
// plain questions and a short farewell, had exactly an earlier string's token set: a farewell and four
// everyday; the others were two intent, two means, two farewell, a giving_away, a burden, three
// no-way-out, a self-harm, a withdrawal, an abuse, eight everyday and three hard negatives); none
// near-copied another draft. All 30 were rewritten as fresh sentences; 3 of the rewrites (a self-harm
// line and, from the length pass below, an everyday and a timing fragment) were flagged in turn (0.700
// to 0.857) and rewritten again. 50 drafts were redrafted for safety, most before their batch was first
// checked: 8 plan drafts (a friend told the hives were only "for a while", a solicitor told a will was
// just sensible, a plan written in a language others nearby can't read, an undertaker told a reason, a
// plan kept in a Bible, in a phone's notes and in a pocket, planning around what a stroke left), 12
// method drafts (unclipping a harness, a welding torch, a beam and rafters as places, a floor number,
// insulin, poison's place in a shed, air running out on a dive, self-injury of a severity, a stove's
// gas, a mother's pills on a counter (a means), "that would be easy"), 19 means drafts (wrists named,
// guns "like every farm", "all at once", a gun's room, work drugs "that could end my life" and taking
// some home, painkillers left from an operation, a rope bought, medicines never taken back, a late
// wife's medicines kept, "the lot instead of one a day", taking pills from work, a cupboard, a gun
// reached while someone sleeps, a bathroom cabinet, insulin (redrafted twice, the second time to drop a
// named medicine), drinking weedkiller in a shed, "in my room", a mother "at work till late", rope's
// place in a garage), 3 timing drafts (telling nobody in person, friends thinking the writer out
// celebrating, parents away), 5 self-harm drafts (technique named four times, long sleeves to hide), 1
// farewell draft (a note left at work), 1 giving_away draft (a friend told of a move) and 1 hard
// negative (a hint of stockpiling), besides the plan draft reworded away from the phrase seen above;
// no self-harm message gives technique, a body part, a place chosen to hide or severity.
// Other edits: the 7 muddled self-corrections above (6 redrafted, 1 dropped; the intent draft file
// also held one extra message, dropped); 5 everyday drafts reworded to carry no danger word (a
// goldfish's end, a hospice, a eulogy, a verse about the dead, a "farewell" card); 1 abuse draft (an
// elderly neighbour, not in the writer's care) rewritten as the writer's own, and 3 hard negatives
// moved further from the writer's own household (a daughter's boyfriend to a niece's, a mother in a
// care home to a resident where the writer volunteers, the writer's own children to a workmate's); 1
// hard negative added to reach 185; 14 drafts lengthened into rambles and 26 shortened into fragments
// (one of those later rewritten mid-length). The same check then passed on the final file: closest pair
// 0.692 against an earlier string (a no-way-out message), 0.441 within the set (two plan messages); no
// exact duplicates. The brief asked for 840 in the counts above; the minimums checked here are 30 of
// each direct category, 27 of each veiled category, 36 abuse, 220 everyday and 165 hard negatives, 760
// in all. The set was written as two-space JSON with a final newline and run through prettier before
// hashing (the repository's ignore file skips it, so prettier was run with --ignore-path /dev/null; it
// changed nothing). It was committed with its SHA-256 (blind-41.sha256) on its own, before the tuning
// it measures; this test fails if a single byte of it changes. It is never read while tuning: only its
// figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("forty-first blind crisis set", () => {
  checkSealedCrisisSet("blind-41", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
