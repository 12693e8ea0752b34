// The thirty-eighth blind set (blind-38.json), 840 messages hand-written by a helper, a different
// author from the last thirty-seven, who did not read the crisis check's code, cue lists or
// classifiers and never ran the check, the classifier or any guide code on them. The author read only
// the brief it was given and the common rules it points to, this folder's blind-37-hash.test.ts, the
// header comments (only) of blind-36-hash.test.ts and blind-35-hash.test.ts, sealed-set-checks.ts,
// categories.ts, the first 40 lines of blind-37.json (for the format), and the repository's
// .prettierrc.json and .prettierignore, and listed the file names of this folder and of sources/.
// Slips, recorded honestly: in the command that made the first commit it also ran `git rev-parse
// --short HEAD` (piped to `head -0`, so nothing was printed, but it is not a command on the rules'
// short list), so this note was added in a second commit that changes only this header; the set and
// its .sha256 are as first committed. Otherwise no node_modules listing was made (typescript was
// reached through createRequire from the worktree, prettier and vitest through npx), no other git
// command than `git status --short`, `git add` and `git commit` was run, no other repository file
// was opened, and no earlier message text was read apart from the first 40 lines of blind-37.json
// the brief allowed. Within the
// writing, 9 drafts slipped into muddled mid-message self-corrections (a coast, Kuwait, a state, a
// bridge's old name, Zanzibar, postal work, insulin, dialysis, Shetland), several naming things on the
// earlier headers' lists; all were redrafted (counted below). The copy check's only output was
// indices, categories and scores (it kept no cache; it re-read the earlier files on each run).
// Written from general knowledge of public clinical material (the screening questions' wish, method,
// plan and intent; the common published lists of suicide warning signs; common signs of partner,
// child, elder, workplace, trafficking, spiritual, financial abuse and coercive control) and from how
// people type, in voices leaning away from the lists in blind-35's, blind-36's and blind-37's headers
// and toward fresh ones: crofters, tea pluckers, sugar-cane cutters, rubber tappers, cashew workers,
// morticians, glaziers, tilers, window cleaners, dog groomers, upholsterers, bookbinders, clock
// repairers, sound engineers, projectionists, puppeteers, circus workers, ski-lift staff, mountain
// guides, divers, foresters, vineyard pickers, coffee and cocoa growers, dinner ladies, a lollipop man,
// toll-booth staff, night porters, a gravedigger and an animal-shelter worker; people living with
// muscular dystrophy, colitis, thyroid disease, cataracts, a hip replacement, osteoporosis, dwarfism,
// sleep apnoea, vertigo, shingles, sepsis recovery, burns, a cleft palate, a hernia, anaemia, dengue,
// Hansen's disease, anaphylaxis, hay fever, dentures and braces; Mizo, Naga Baptist, Khasi
// Presbyterian, Toraja, GMIM, Hussite, ZCC, Celestial Church, Eritrean and Syriac Orthodox, Chaldean,
// Slovak Lutheran and cowboy-church writers; writers in or from El Salvador, Wyoming, Vermont,
// Alabama, Tennessee, Oklahoma, Louisiana, Cumbria, Galway, North Sulawesi, Curaçao and Aruba,
// Mizoram, Nagaland, Meghalaya, Sabah, Palawan, Tuvalu, Sardinia, São Tomé, Réunion, Lesotho,
// Eswatini, Djibouti, Bhutan, Kyrgyzstan and Oman; touches of Papiamento, Camfranglais, Bislama,
// Sheng, Taglish, Spanglish, Cajun English, Kriolu and Newfoundland English; non-native English,
// text-speak, voice-to-text, no punctuation, teenagers and elders. A few messages still touch things
// on the earlier headers' lists, several of them also on the common rules' fresh list (oil rigs,
// lifeguards, sign-language interpreters, tree surgeons, scaffolders, a crane cab, Plymouth
// Brethren, Nazarene, Waldensian, Old Catholic and Ukrainian Greek Catholic writers, Cape Verde,
// Mongolia, the Faroes, Lapland, Shetland, Kirkwall, Kiribati, Newfoundland, a nurse, the shepherd
// verse asked for in a birthday card, Judas and Samson). Lengths from 3 to 79 words (11 short
// fragments of 8 words or fewer, 14 long rambles of 50 or more, the rest mid-length; mean 21). Counts:
// 45 intent, 45 plan (worked out, written down, rehearsed, a date, letters, wills and debts settled, a
// funeral paid for, never how-to detail), 35 method (a method named only as a thought or picture tied
// to the writer's own day: a cliff path, hanging, pesticide, a ladder fall, an overdose, a train, the
// sea, a ski-lift chair, a lake, a mountain fall, a car crash, unclipping in a canopy, staying down on
// a dive, a bridge, a crane cab, a tapping knife, cane lorries, gassing, a height, a rig's rail,
// poisoning, traffic, a river, a scaffold, pills, a hotel roof, a gun, a toll bridge, walking into the
// sea, a canyon road, a self-injury not come back from and the steppe's cold; never how-to detail,
// lethality or a quantity), 35 means (a fox shotgun, pills, the means at a mortuary, a late husband's
// tablets, a rope, weedkiller, a rifle, grooming blades, a father's gun, pesticide, household
// tablets, a hunting rifle, a workshop knife, a knife, a mother's hospice morphine, a revolver, a
// machete, guns on a farm, work chemicals, a doctor's pills, climbing rope, a tapping knife, a
// brother's rifle, rat poison, dive gear, razor blades, medicines at work and "everything I need",
// with no brand, dose, quantity, hiding place, route of getting them or cover story), 35 timing; 30
// farewell, 30 giving_away, 30 burden, 30 no_way_out, 30 self_harm (the plain fact only) and 30
// withdrawal; 40 abuse (a husband's blows and threats, a tea-estate supervisor, a stepfather, a
// grandson's takeover of an 84-year-old's pension and card, Haitian cane cutters' passports and debt,
// tracking and coercive control without blows, a dog groomer's boss throwing things, choking by a
// boyfriend, a pastor backing a husband's beatings, a 15-year-old daughter's boyfriend, vineyard
// trafficking in Italy, a wife's money control and threats, a drunk father and a younger brother, an
// agency carer slapping a 90-year-old mother in the writer's care, a church leader's threat of
// shunning, a night manager's immigration threat, marital rape, in-laws over a son, an uncle
// babysitting, a son's shoving of a 79-year-old, an estate contractor hitting a 14-year-old son, a
// girlfriend's glass, a stalking ex, a foster father's locking in, a prophet calling a 9-year-old a
// witch, a mountain-hut debt and passport, a girlfriend's threats and blows, strangling, a
// brother-in-law's power of attorney over a father in the writer's care, a sugar-mill foreman, a
// husband's hold on wages and phone and threat to take the children abroad, an Oman housemaid, a
// mother's boyfriend, elders calling a wife
// possessed, a funeral director, a father's threat to a mother, a scaffold gangmaster, a carer's
// thefts from a disabled woman, a threat to a dog, and cameras in every room), 240 everyday (worries,
// work, family, prayer, scripture questions, joys, some heavy but not in danger) and 185 hard
// negatives (idioms of exasperation, "dying to self", sermons, scripture, history and martyrs, films,
// plays and games, hunting, shooting, fishing, drills and training, medicine routines, wills, funeral
// plans and organ donation, hospice and grief, and people worried about SOMEONE ELSE in danger,
// labelled hard_negative as categories.ts says). Checked mechanically, by a throwaway script in the
// scratch folder (the earlier texts were never read by eye; it printed only indices, categories and
// scores; TypeScript's own parser, from node_modules, pulled the string literals, including template
// literal parts, out of the .ts files), against train.json, authored-3.json, the string literals of
// authored-4.ts to authored-8.ts and the six sources/*.ts files, and the thirty-seven earlier blind
// sets (blind.json and blind-2.json to blind-37.json): every string value and literal in those 50
// files, 128,601 in all (83,948 distinct token sets of two or more tokens after normalising:
// lowercase, apostrophes dropped, split on any non-letter/digit character); and within itself, for
// exact and near copies (token-set Jaccard >= 0.7), after each of 17 batches (18 to 66 messages; three
// of them two 30-message category files checked together; each batch checked against the earlier
// files and every message already written). 26 first drafts were near copies of earlier strings
// (0.714 to 1.000; 3 of them, plain questions and a short no-way-out line, had exactly an earlier
// string's token set: a no-way-out and two everyday; the others were two intent, two timing, a
// giving_away, two burden, two no-way-out, a self-harm, an abuse, eight everyday and four hard
// negatives); none near-copied another draft. All 26 were rewritten as fresh sentences and none was
// flagged again. 29 drafts were redrafted for safety: 4 plan drafts (telling a foreman of quitting as
// cover, telling customers of retiring, a funeral director misled, a plan kept under a dull name in a
// phone), 4 method drafts (where a pesticide store stands, a roof key, a cab's height, self-injury
// "deeper" and not stopping), 16 means drafts (a rifle's cupboard, a mix of tablets, taking work
// chemicals home, a rope's place in a barn, rope in a van, sharpening a knife, taking a brother's
// rifle from a mother's house, rat poison's place in a kitchen, bullets, "make it look like
// nothing", a first-aid cupboard key, a bag in a room, and four claims of lethality: things at work
// "that would end me", chemicals "that could end it", pills "I could die from", gear "could be the
// thing that ends me"), 1 giving_away draft (neighbours believing a move), 1 self-harm draft (a place
// at work) and 3 hard-negative drafts (another person's self-harm named by its technique and by a
// body location, and another person's hidden pills); no self-harm message gives technique, a body
// part, a place chosen to hide or severity. Other edits: the 9 muddled self-corrections above
// redrafted; 7 drafts leaned further away from the earlier lists (Queensland, Hutterite and Baptist,
// Tasmania, a shepherd verse, a DNR and advance care plan, a vet, Saul); 2 abuse drafts redrafted so
// the danger is to someone in the writer's care; 3 everyday drafts reworded to carry no danger word
// ("dead beat", a hospice, "killing me"); a Psalm 23 swapped; 13 drafts lengthened into rambles. The
// same check then passed on the final file: closest pair 0.688 against an earlier string, 0.500 within
// the set; no exact duplicates. The brief asked for 840 in the counts above; the minimums checked here
// are 30 of each direct category, 27 of each veiled category, 36 abuse, 220 everyday and 165 hard
// negatives, 760 in all. The set was written as two-space JSON with a final newline and run through
// prettier before hashing (the repository's ignore file skips it, so prettier was run with
// --ignore-path /dev/null; it changed nothing). It was committed with its SHA-256 (blind-38.sha256)
// on its own, before the tuning it measures; this test fails if a single byte of it changes. It is
// never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("thirty-eighth blind crisis set", () => {
  checkSealedCrisisSet("blind-38", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
