// The thirty-ninth blind set (blind-39.json), 840 messages hand-written by a helper, a different
// author from the last thirty-eight, who did not read the crisis check's code, cue lists or
// classifiers and never ran the check, the classifier or any guide code on them. The author read only
// the brief it was given and the common rules it points to, this folder's blind-38-hash.test.ts, the
// header comments (only) of blind-37-hash.test.ts and blind-36-hash.test.ts (printed by a filter that
// stopped at the first line that was not a comment), sealed-set-checks.ts, categories.ts, the first
// 40 lines of blind-38.json (for the format), and the repository's .prettierrc.json and
// .prettierignore, and listed the file names of this folder and of sources/. Slips, recorded
// honestly: to copy the shape of the .sha256 file it also printed blind-38.sha256 (with cat, and as an
// od dump and a byte count), a file the brief did not name, though the common rules ask for the hash
// file to be shaped like the earlier one. Otherwise no node_modules listing was made (typescript was
// reached through createRequire from the worktree, prettier and vitest through npx), no other git
// command than `git status --short`, `git add` and `git commit` was run, no other repository file was
// opened, and no earlier message text was read apart from the first 40 lines of blind-38.json the
// brief allowed. The copy check's only output was indices, categories, file names and scores (it kept
// no cache; it re-read the earlier files on each run). Written from general knowledge of public
// clinical material (the screening questions' wish, method, plan and intent; the common published
// lists of suicide warning signs; common signs of partner, child, elder, workplace, trafficking,
// spiritual, financial abuse and coercive control) and from how people type, in voices leaning away
// from the common rules' "used already" list and the lists in blind-36's, blind-37's and blind-38's
// headers and toward fresh ones: lock keepers, a ferry deckhand, bus mechanics, hospital porters,
// court stenographers, dairy relief milkers, pharmacy assistants, ambulance dispatchers and 999 call
// handlers, prison chaplaincy volunteers, a taxidermist, organ builders, stained-glass restorers,
// salt-pan workers, pearl-farm hands, reindeer herders' families, sheep shearers and a shearing gang,
// long-haul pilots, cruise-ship cabin stewards and crew, a hotel cleaner, a lobsterman, a fishmonger, a
// bandsman and a primary head teacher; people living with Parkinson's in their forties, long COVID,
// glaucoma, a stoma, sickle cell, tinnitus, Crohn's, a pacemaker, a prosthetic leg, narcolepsy, a
// stammer, lupus, MS, gout and a heart valve on warfarin; Mennonite
// Brethren, programmed Quaker (Friends church), Free Presbyterian, Assyrian Church of the East,
// Ethiopian Evangelical (Mekane Yesus), Samoan Congregational, Kimbanguist, Karen Baptist, Salvation
// Army corps, Transylvanian Saxon Lutheran, Georgian Orthodox, Moldovan Orthodox and Blantyre Synod
// writers, with a few Tongan Methodist, Moravian, Batak Lutheran, Vineyard and Church of South India
// touches; writers in or from the Isle of Man, the Yukon, Fiji's Lau group, Samoa, Rwanda, Mauritius,
// the Seychelles, Belize, Guyana, Suriname, Trinidad, Montserrat, the Dakotas, Kansas, Minnesota,
// Omaha, Indiana, Appalachia, Maine, Cornwall, Bavaria, Transylvania, Moldova, Georgia, Tamil Nadu,
// the Tuamotus, Jämtland, Otago's Maniototo, Iloilo, Kinshasa, Medan, Kuching and Ballymena; touches
// of Scots, Geordie, Singlish, Manglish, Trinidadian English, Nigerian Pidgin, Afrikaans-English,
// Jamaican patois, Krio and Tok Pisin; non-native English from German, Romanian, Tagalog, Tamil,
// Amharic, Karen and Tahitian speakers; text-speak, voice-to-text, no punctuation, teenagers and
// elders. A few messages still touch things on the earlier lists (Patagonia's Welsh chapel, Malawi,
// Nebraska's Sandhills, a Manx circuit, a shepherd reading asked for at a shearer's funeral, Samson,
// Bonhoeffer, the Seventh-day Adventist medic of a film, Sami reindeer herding, the Syriac of a
// liturgy, a ferry, a fishmonger, dementia, endometriosis, fibromyalgia, psoriasis and a Mennonite grandmother).
// Lengths from 4 to 79 words (25 short fragments of 8 words or fewer, 25 long rambles of 50 or more,
// the rest mid-length; mean 21). Counts: 45 intent, 45 plan (worked out, written down, gone over in
// the head, a date, letters, wills and debts settled, a funeral paid for, never how-to detail), 35
// method (a method named only as a thought or picture tied to the writer's own day: drowning in a
// canal lock, hanging, a bus, going over a ferry's side, a hospital roof, a hotel balcony, a ute into
// a tree, shooting, an overdose, poisoning, swimming out in a lagoon, the snow at night, a train by
// the salt pans, jumping, the sea off a promenade, a river, a Metro and an MRT train, a car crash, a
// loch, a fall in an organ loft and from a ladder, stopping medicines, a bridge and a lorry; never
// how-to detail, lethality or a quantity), 35 means (a father's shotgun, pills and tablets, rope, a
// rifle on a farm, for rabbits, for a herd and from a shooting club, a late husband's hospice
// medicines, a mother's pills, a gun kept for wild boar, a cutlass, poison, painkillers, workshop
// tools, a kitchen knife, pesticide, an uncle's gun, rat poison, a shell knife, a late brother's gun,
// Crohn's medicines, "the means" and "everything I need", with no brand, dose, quantity, hiding place,
// route of getting them or cover story), 35 timing; 30 farewell, 30 giving_away, 30 burden, 30
// no_way_out, 30 self_harm (the plain fact only) and 30 withdrawal; 40 abuse (a husband's blows, a
// stepfather, a head steward's shoves and pay threat, a Vietnamese captive in a grow house, a visa
// sponsor's wage debt, elders holding a woman down for "deliverance", a son-in-law's takeover of an
// 83-year-old's cards and house, passwords, doorway-blocking and threats without blows, a
// 7-year-old's mark after an access weekend, a day-centre driver grabbing a brother with Down's
// syndrome in the writer's care, a wife throwing plates, a boyfriend's image threats and grab at the
// neck, an agency carer's shouting and thefts from a father with dementia in the writer's care, a
// forced marriage, a night supervisor, a Riyadh household, a house-church leader taking wages, a
// stalking ex, an uncle at night, a throat squeezed before children, a drunk father, a Singapore
// employer, being locked in, a night locked out with a baby, a Lagos madam, a farmer's blows and
// eviction threat, a grandson's takeover and locking in of an 87-year-old, a boyfriend hiding an
// inhaler and pinning down, a shearing contractor's passports, a foster child grabbed by her birth
// father, a husband shoving a mother in the writer's care, canings at a church school of the writer's
// son, control in pregnancy, a judge's assaults, a father's beatings, a job-finder's documents and
// threat to a sister, a husband's hold on wages and threat over the children, a father and brother's
// surveillance and slaps, and a cousin bullying an aunt in the writer's care), 240 everyday (worries,
// work, family, prayer, scripture questions, joys, some heavy but not in danger) and 185 hard negatives
// (idioms of exasperation, "dying to self", sermons, scripture, history and martyrs, films, books and
// games, hunting, shooting, culling and fishing, drills and training, medicine routines, wills,
// funeral plans and organ donation, hospice and grief, and people worried about SOMEONE ELSE in
// danger, including a neighbour and friends facing abuse, labelled hard_negative as categories.ts
// says). Checked mechanically, by a throwaway script in the scratch folder (the earlier texts were
// never read by eye; it printed only indices, categories, file names and scores; TypeScript's own
// parser, from node_modules, pulled the string literals, including template literal parts, out of the
// .ts files), against train.json, authored-3.json, the string literals of authored-4.ts to
// authored-8.ts and the six sources/*.ts files, and the thirty-eight earlier blind sets (blind.json
// and blind-2.json to blind-38.json): every string value and literal in those 51 files, 131,121 in all
// (85,628 distinct token sets of two or more tokens after normalising: lowercase, apostrophes
// dropped, split on any non-letter/digit character); and within itself, for exact and near copies
// (token-set Jaccard >= 0.7), after each of 19 batches (30 to 72 messages; each batch checked against
// the earlier files and every message already written). 15 first drafts were near copies of earlier
// strings (0.700 to 1.000; 2 of them, a plain intent line and a one-line scripture question, had
// exactly an earlier string's token set; the others were an intent, two timing, two farewell, a
// giving_away, a burden, a no-way-out, a self-harm, two everyday and two hard negatives); none
// near-copied another draft. All 15 were rewritten as fresh sentences and none was flagged again. 27
// drafts were redrafted for safety, most of them as they were being written, before the batch was
// first saved: 4 plan drafts (a clause about who would find the writer, where a letter was kept, a
// plan hidden from a mother, a cover story told to an undertaker), 7 method drafts (a grandfather's
// gun, which made it a means, "all my tablets", an overdose of the writer's own medicines, a tie to
// work chemicals, a named station and its platform doors, a chosen stairwell, a rifle "on every
// farm"), 13 means drafts (rope's place at a lock cottage, hospice medicines "nobody came for", "loads"
// and "all" of a mother's pills, poison bought and kept in a room, a gun safe, pills on a bedside
// table, a landlady supplying poison, "I know I can take" an uncle's gun, rope in a garage, sleeping
// pills "kept", a taxidermist's work chemicals, a "whole shelf" of medicines, and sleeping tablets "the
// company doctor gave me"), 1 timing draft (after the children are asleep) and 2 self-harm drafts (a
// ship's cabin with a sleeping room-mate, a pun on cutting); no self-harm message gives technique, a
// body part, a place chosen to hide or severity. Other edits: 1 abuse draft moved so the danger is to
// someone in the writer's care, 5 abuse drafts leaned away from the earlier headers' abuse themes, 3
// everyday drafts kept free of a danger word ("dying of embarrassment", "hang out washing", "feel
// hurt"), 1 hard negative dropped (a lifeboat crew, on the earlier lists) to keep 185, 13 drafts
// lengthened into long rambles and 7 shortened into fragments. The same check then passed on the
// final file: closest pair 0.692 against an earlier string (a hard negative), 0.500 within the set
// (two means messages); no exact duplicates. The brief asked for 840 in the counts above; the
// minimums checked here are 30 of each direct category, 27 of each veiled category, 36 abuse, 220
// everyday and 165 hard negatives, 760 in all. The set was written as two-space JSON with a final
// newline and run through prettier before hashing (the repository's ignore file skips it, so prettier
// was run with --ignore-path /dev/null; it changed nothing). It was committed with its SHA-256
// (blind-39.sha256) on its own, before the tuning it measures; this test fails if a single byte of it
// changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("thirty-ninth blind crisis set", () => {
  checkSealedCrisisSet("blind-39", { perDirect: 30, perVeiled: 27, abuse: 36, everyday: 220, hardNegative: 165, total: 760 });
});
