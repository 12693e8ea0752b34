// The fortieth blind set (blind-40.json), 840 messages hand-written by a helper, a different author
// from the last thirty-nine, who did not read the crisis check's code, cue lists or classifiers and
// never ran the check, the classifier or any guide code on them. The author read only the brief it was
// given and the common rules it points to, this folder's blind-39-hash.test.ts, the header comments
// (only) of blind-38-hash.test.ts and blind-37-hash.test.ts (printed by an awk filter that stopped at
// the first line that was not a comment), sealed-set-checks.ts, categories.ts, the first 40 lines of
// blind-39.json (for the format), blind-39.sha256 only as `od -c | tail -3` and `wc -c`, and the
// repository's .prettierrc.json and .prettierignore, and listed the file names of this folder and of
// sources/. Slips, recorded plainly: the `git worktree add` the common rules prescribe printed main's
// HEAD commit subject ("HEAD is now at ..."), so before writing anything the author saw that line, which
// describes crisis-check internals: the phrases 'planned my own death' and 'what it started', a
// 'nearly died' lookahead, and readings of another's controlling relationship over a list of
// relatives and friends. It was not sought and nothing was looked up from it, but it was seen. In the
// finished set 4 plan messages say "planned my death" or "planning my death" in the writer's own
// words (none says "what it started" or "nearly died"); they were written as people type, not aimed at
// that phrase, but the reader should know the author had seen it. Otherwise no node_modules listing
// was made (typescript was reached through createRequire from the worktree, prettier and vitest
// through npx), no git command other than `git worktree add` (as prescribed), `git status --short`,
// `git add` and `git commit` was run, no other repository file was opened (after the commit, the author
// read its branch's ref file under .git/refs/heads to learn the commit's hash, noted by the session lead),
// and no earlier message text
// was read apart from the first 40 lines of blind-39.json the brief allowed. The copy check's only
// output was indices, categories, file names and scores (it kept no cache; it re-read the earlier
// files on each run). Written from general knowledge of public clinical material (the screening
// questions' wish, method, plan and intent; the common published lists of suicide warning signs;
// common signs of partner, child, elder, workplace, trafficking, spiritual, financial abuse and
// coercive control) and from how people type, in voices leaning away from the lists in blind-37's,
// blind-38's and blind-39's headers and toward fresh ones: piano tuners, potters, veterinary nurses,
// hearse drivers, locksmiths, zookeepers, oyster farmers, tailors, brewery and distillery workers,
// railway signallers, an archivist, school cooks, ice-road truckers, bell ringers, mine rescue
// teams, tree surgeons, crossing guards, sign-language interpreters, boat builders, seed-potato
// growers, cable-car engineers, saddlers, a rural postie, glaziers, a cheesemaker, lifeguards,
// bookbinders, ski-lift staff, a hotel night porter, a harbour-office clerk, seasonal apple pickers, a
// pecan-farm hand, an au pair, a hospice chaplain, a GP receptionist, a tattoo artist and a kidney
// donor; people living with ME/CFS, kidney dialysis, cystic fibrosis, haemophilia, deafness and
// hearing loss, spina bifida, macular degeneration, migraine, alopecia, coeliac disease, Tourette's,
// vitiligo, a hip replacement, MS and (in the writer's care) cerebral palsy; Church of the Brethren,
// Armenian Apostolic, Reformed Church in Hungary, Evangelical Covenant, Korean Presbyterian,
// Papua New Guinea Lutheran, Church of North India, Church of Pentecost (Ghana), Nazarene, Old
// Catholic and Tongan writers, with Church of Uganda (the Uganda Martyrs) and Waldensian touches;
// writers in or from the Azores (Ponta Delgada), the Chatham Islands, Galicia, the Basque country
// (Bilbao), Armenia (Yerevan), Timor-Leste, Åland, Greenland (Nuuk), Newfoundland (Corner Brook, St.
// John's), Prince Edward Island, Labrador, Nunavut, Montana, New Mexico, Louisiana's bayou, Vanuatu,
// Kiribati (Tarawa), Palau and Guam, Chiloé, central Australia, Uganda (Jinja, Namugongo), Lucknow,
// Lahore and Manchester, Dublin and the Alps; non-native English from Portuguese, Hungarian, German,
// Armenian, Tetum, Galician, Basque, Palauan and I-Kiribati speakers; text-speak, voice-to-text, no
// punctuation, teenagers and elders. A few messages still touch things on the earlier headers' lists,
// several also on the common rules' fresh list (Hutterite, Sardinia, Sabah, Kohima in Nagaland,
// Botswana (Maun), Orkney's small isles, the Faroes, Tasmania, Wales, Bavaria, a ferry, a hip
// replacement, Jan Hus, the Waldensians, a nurse, Welsh hymns). Lengths from 3 to 101 words (30 short
// fragments of 8 words or fewer, 23 long rambles of 50 or more, the rest mid-length; mean 24.7,
// median 23). Counts: 45 intent, 45 plan (worked out, written down, gone over in the head, a date,
// letters, wills and debts settled, a funeral paid for, never how-to detail), 35 method (a method
// named only as a thought or picture tied to the writer's own day: a train past a signal box,
// hanging, going over a ferry's side, a car into a wall, a multi-storey, a cable car, an overdose,
// deep water past oyster racks, a reservoir, a lorry, shooting, a rig through the ice, stopping
// dialysis, a cliff path, a roof, the sea, a bell tower, a bridge pillar, drowning from a kayak, a
// bridge, a mine shaft, a fall from a tree, a train, a motorbike crash, swimming out past the flags,
// heights, poisoning, a river and a bus; never how-to detail, lethality or a quantity), 35 means (a
// late father's shotgun, pills, a husband's deer rifle, rope, a late wife's medicines, a knife, a
// seal-hunting rifle, migraine tablets, a grandfather's gun, painkillers, a potter's trimming blade, a
// brother's crossbow, sleeping tablets, a rancher's rifle, a mother's heart pills, a shark rifle on a
// boat, cystic fibrosis medicines, a leatherworker's knife, antidepressants, a father's wartime pistol,
// a daughter's epilepsy pills, blood pressure tablets, household tablets, a mother's medicines, and
// "the means", "everything I need" and "what I'd need", with no brand, dose, quantity, hiding place,
// route of getting them or cover story), 35 timing; 30 farewell, 30 giving_away, 30 burden, 30
// no_way_out, 30 self_harm (the plain fact only) and 30 withdrawal; 40 abuse (a landlord letting
// himself in and demanding sex for the room, a 23-year-old's threats to a 15-year-old and her sister,
// moneylenders naming daughters' school, a 16-year-old son's violence to his mother, a Ugandan widow's
// in-laws seizing land with threats, a police-officer husband, a husband breaking a deaf wife's
// hearing aids and refusing her an interpreter, a son's friend taking over a 72-year-old's flat to
// deal from it, a partner taking a wheelchair's charger and tipping the writer out, a daughter's
// swimming coach, a fishing captain's beatings and passports at sea, dowry threats and a stove, a
// neighbour's assaults and threat, a toddler grandson bruised at a co-grandparent's, an older sister's
// beatings and a locked garage, a stepmother starving a little brother in the writer's care, an au
// pair's host father, a carer withholding tablets from a woman with MS, a hunting rifle pointed in a
// kitchen, an ex breaching an order at the school gates, a father throwing a gay son down the stairs,
// a girlfriend's outing threat and thrown phone, a ski chalet owner and staff housing, a passport taken
// and a door locked on a visit abroad, a pastor's wife's forced fasts and belt at youth camp, a
// brother's attack over a vineyard inheritance, a mother's new husband hitting younger brothers, a
// nephew's wife taking an 88-year-old's money and pinching her, a kitchen boss and scalding steam, a
// landlord's son hitting and robbing a brother with cerebral palsy in the writer's care, a husband's
// family's threat after a marriage was left, rugby "initiation" beatings, a boxing coach slapping an
// 11-year-old son, a prayer camp chaining a brother in the writer's care, a wife's drunken blows, an
// adult daughter on drugs knocking down a 79-year-old mother, a pecan-farm boss's unpaid wages, blows
// and immigration threat, a stepfather intruding on a 12-year-old, a partner taking keys and phone and
// punching a wall by the writer's head, and a father-in-law slapping a 5-year-old), 240 everyday
// (worries, work, family, prayer, scripture questions, joys, some heavy but not in danger) and 185
// hard negatives (idioms of exasperation, "dying to self" and "dead to sin", sermons, scripture
// (Abimelech, Ahithophel, Elijah under the broom tree, Ananias and Sapphira, the Maccabees, Stephen,
// Lazarus, Abraham and Isaac), history and martyrs (the Uganda Martyrs, Polycarp, Jan Hus, Thomas
// More, Tyndale, the Nagasaki martyrs, the Armenian martyrs, Corrie ten Boom, Jim Elliot, Eric
// Liddell, the Waldensians, Rome's lions), films, books and games (Silence, Of Gods and Men, The
// Mission, Chariots of Fire, a war film, Romeo and Juliet, The Old Man and the Sea, Anna Karenina,
// Charlotte's Web, The Book Thief, The Lord of the Rings, Elden Ring, Minecraft, Stardew Valley),
// hunting, shooting, fishing and the Faroese grind, drills and training (lockdown, fire, CPR, first
// aid, lifeguard, mine and mountain rescue, avalanche, man-overboard, live firing), medicine routines
// (dialysis, CF physio, factor infusions, a weekly pill box, radiotherapy, a pain-relief timetable),
// wills, funeral plans, DNR forms and organ, kidney and platelet donation, hospice and grief, and
// people worried about SOMEONE ELSE in danger, labelled hard_negative as categories.ts says).
// Checked mechanically, by a throwaway script in the scratch folder (the earlier texts were never read
// by eye; it printed only indices, categories, file names and scores; TypeScript's own parser, from
// node_modules, pulled the string literals, including template literal parts, out of the .ts files),
// against train.json, authored-3.json, the string literals of authored-4.ts to authored-8.ts and the
// six sources/*.ts files, and the thirty-nine earlier blind sets (blind.json and blind-2.json to
// blind-39.json): every string value and literal in those 52 files, 133,641 in all, 104,237 of them
// normalising (lowercase, apostrophes dropped, split on any non-letter/digit character) to two or
// more tokens (87,308 distinct token sets); and within itself, for exact and near copies (token-set
// Jaccard >= 0.7), after each of 18 batches (30 to 60 messages; each batch checked against the earlier
// files and every message already written), and again after every round of edits. 32 first drafts
// were near copies of earlier strings (0.700 to 1.000; 13 of them, mostly short fragments and plain
// questions, had exactly an earlier string's token set, 6 of those being the very same string: an
// intent, a timing, a farewell, a withdrawal and nine everyday; the others were two intent, a plan, a
// timing, a burden, two no-way-out, a self-harm, nine everyday and two hard negatives); none
// near-copied another draft. All 32 were rewritten as fresh sentences and none was flagged again. 37
// drafts were redrafted for safety, most of them right after their batch was written: 7 plan drafts (a
// cover story told to an undertaker, a plan's place in a phone's notes, a hint of having looked into
// the how, "told nobody", "only telling you" twice, an insurance policy checked), 10 method drafts
// ("at speed", stopping dialysis called the simplest way out, the steps of tipping a kayak, knowing a
// mine's shafts, a farm gun (a means), stepping down at a stop, a top floor and a list of high places,
// cleaning (a hint at household chemicals), a bath, a bus's time), 15 means drafts (medicines never
// taken back to a chemist, painkillers left from an operation, glaze and kiln chemicals at work, how a
// crossbow came to the house, guns "in every house", a practice's drugs as "a way to die", the place
// of a mother's pills and of a daughter's, guns for "every family", insulin, counting tablets, a gun
// from the army reserves, a named painkiller, a gun licence, "holding it a while"), 2 timing drafts (an
// employer told the writer is off, "everyone'll be busy"), 2 intent drafts (not telling anyone at
// work, writing so a mother can't read it) and 1 self-harm draft (a room in the house); no self-harm
// message gives technique, a body part, a place chosen to hide or severity. Other edits: 10 drafts
// leaned further away from the earlier lists (Stornoway, a croft, dementia, Judas, Samson, Hacksaw
// Ridge, Bonhoeffer twice, a shepherd in Nagaland, lambing), 4 abuse drafts leaned away from the
// earlier headers' abuse themes (a throat grab, coercive control over a baby, a respite home, a ranch
// in Wyoming), 4 everyday drafts reworded to carry no danger word (a marriage "dead" with "no abuse", a
// pet funeral, "bruised", "hurt"), 1 hard negative moved from the writer's own child to another mum's,
// 1 intent ramble replaced because it repeated another intent's voice, 1 method draft mended where a
// cut left a dangling word, 15 drafts lengthened into rambles and 8 shortened into fragments; twice a
// replacement first landed on the wrong line of the author's own draft file (one line was restored as
// written, the other replaced by a fresh question on the same theme) and both were re-checked. The
// same check then passed on the final file: closest pair 0.692 against an earlier string (a timing
// message), 0.455 within the set (two means messages); no exact duplicates. The brief asked for 840
// in the counts above; the minimums checked here are 30 of each direct category, 27 of each veiled
// category, 36 abuse, 220 everyday and 165 hard negatives, 760 in all. The set was written as
// two-space JSON with a final newline and run through prettier before hashing (the repository's
// ignore file skips it, so prettier was run with --ignore-path /dev/null; it changed nothing). It was
// committed with its SHA-256 (blind-40.sha256) on its own, before the tuning it measures; this test
// fails if a single byte of it changes. It is never read while tuning: only its figures are printed,
// once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("fortieth blind crisis set", () => {
  checkSealedCrisisSet("blind-40", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
