// The twenty-seventh blind set (blind-27.json), 1,120 messages hand-written by a helper, a different
// author from the last twenty-six, who did not read the crisis check's code or cue lists and never
// ran the check or any guide code on them. The author read only this folder's blind-26-hash.test.ts
// (for the brief), sealed-set-checks.ts, categories.ts, the first 40 lines of blind-26.json and
// blind-26.sha256 (for the format). Written from general knowledge of public clinical material (the
// screening questions' wish, method, plan and intent; common warning signs of suicide and of partner,
// child and elder abuse) and from how people type, in voices leaning away from the earlier sets':
// glassblowers, farriers, cobblers, luthiers and piano tuners, locksmiths, chimney sweeps,
// cartographers and surveyors, lighthouse keepers, cheesemakers, chocolatiers, fishmongers, florists,
// window cleaners, tram and bus drivers, couriers, refuse collectors, cinema projectionists, museum
// guards, archivists, interpreters, court stenographers, actuaries, meteorologists, seismologists,
// zookeepers, falconers, beekeepers, oil-rig workers, wind-turbine technicians, puppeteers, stage
// magicians, circus acrobats, e-sports players, chess coaches, referees, jockeys, rowers and
// lifeguards; people living with lupus, endometriosis, sickle cell, cystic fibrosis, tinnitus and
// hearing loss, macular degeneration, stroke recovery, long COVID, ME/CFS, epilepsy, Tourette's,
// kidney dialysis, the transplant wait, psoriasis and gout; Moravian, Waldensian, Mar Thoma, Armenian
// Apostolic, Ethiopian Orthodox Tewahedo, Syriac Orthodox, Old Catholic, Free Methodist, Church of the
// Nazarene, Free Church of Scotland psalm-singing, Vineyard and Missouri Synod Lutheran writers;
// writers from the Faroe Islands, Greenland, Sámi Lapland, Estonia, Moldova, Georgia (the country),
// Mongolia, Bhutan, Timor-Leste, Papua New Guinea, Vanuatu, Tonga, Madagascar, Malawi, Namibia, Cape
// Verde, Suriname, Belize, Paraguay, Patagonia, Tasmania, Appalachia, the Louisiana bayou,
// Newfoundland, Shetland and Orkney and the Isle of Man; dictation with spoken punctuation ("comma",
// "full stop", "new line"), autocorrect slips, emails with a subject line, forum posts with a title,
// diary entries, a prayer card, haiku-ish lines, to-do lists, text-speak (ngl, tbh, rn), Scots,
// Singlish, Australian and Appalachian English, Spanglish, short fragments and long rambles, and
// lengths from 7 to 77 words; most messages plain English from many backgrounds.
// Counts: 60 intent, 60 plan, 45 method (a method named as a thought, never how-to detail), 45 means,
// 45 timing; 41 farewell, 41 giving_away, 41 burden, 41 no_way_out, 41 self_harm, 41 withdrawal;
// 53 abuse (husbands hitting, strangling, kicking a pregnant wife, raping and threatening with a knife,
// a pistol and a rifle, a wife and a girlfriend hitting, scratching and throwing things at men, a wife
// biting her wife, a husband throwing his husband at a wall, coercive control of money, phone, car
// keys, epilepsy tablets, lifts to dialysis, a wheelchair's battery and hearing aids, a pastor's and a
// husband's "submit", fathers, a mother, a step-dad, a step-mum, a mum's girlfriend, a foster dad, an
// uncle, a big brother, a big sister, a father-in-law, a family forcing a marriage and an ex with keys,
// elder abuse by a son, a daughter, a grandson, a nephew, an agency carer and a care-home night
// worker, and bosses holding passports and wages on a farm, a fishing boat, a racing yard, a mountain
// dairy and in a nanny's and a maid's households, said plainly and obliquely), 322 everyday and 244
// hard negatives (idioms such as heat, feet, stairs and a cold "killing me", "dying to know", "over
// my dead body", "I could murder a bacon roll", "I'd kill for a day off", a drop-dead sunset, dead
// phones and hearing-aid batteries, death by slideshow and killer sudoku; sermons on dying to self,
// the grain of wheat and the seed that dies, Romans 6, Philippians 1:21, taking up the cross,
// Colossians 3, Bonhoeffer, Tenebrae, Good Friday, Stephen, Hebrews 11, the pale horse and the
// Maccabees; the Armenian, Syriac, Waldensian and Ethiopian martyrs and Jan Hus; grief for parents,
// grandparents, a minister, a twin, a stillborn daughter, a dialysis neighbour, suicide losses, pets,
// a horse and a zoo lion, hospice and chaplaincy, a tezkar, a Mar Thoma 41st day, a famadihana and
// God's Acre; medicine routines and doses, enzymes, colchicine, allopurinol, prednisolone, insulin,
// dosette and blister packs, rescue medicine and EpiPens; hunting, falconry kills, a shoot, a cull,
// an abattoir, a wedding pig, the grindadráp, reindeer slaughter, a wasp nest and gutting mackerel;
// work on turbines, roofs, high-rise ropes, cliffs, rigs, lifeboats and in mines; games, films,
// novels and plays (a murder mystery, a crime novel, Murder in the Cathedral, a battle royale, an
// escape room, Punch and Judy, a sawing-in-half trick, the Fried Liver Attack); wills, living wills,
// funeral wishes, a grave plot, ashes, an obituary and guardianship; ordinary farewells and
// giving-away; ordinary plans with dates and times; and people helping someone else in danger, a
// suicidal friend, colleague, brother or house-group member, a self-harming friend or player, a
// neighbour, friend, sister, church member or customer being hit, labelled hard_negative as
// categories.ts says: danger words about others).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye; it printed only indices and scores), against train.json, authored-3.json, the string
// literals of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the twenty-six
// earlier blind sets (blind.json and blind-2.json to blind-26.json; 29,864 earlier strings of two or
// more words, 28,687 distinct token sets, from 39 files; every other string value or literal that
// normalises to two or more tokens was compared as well, 68,132 strings in all), and within itself,
// for exact and near copies (normalised token-set Jaccard >= 0.7), after each of 80 batches of 9 to
// 16. 7 first drafts were copies of earlier strings, none with the very same normalised tokens (none
// near-copied another draft), and were rewritten as fresh sentences; no rewrite was flagged again.
// None of 11 later redrafts was flagged: 9 to make a veiled or means message's label plain on its own
// words, 1 to correct a Greenlandic detail and 1 to move an everyday message further from an earlier
// string (0.692); no message was dropped. The same check then passed on the final file: closest pair
// 0.692 against an earlier string, 0.462 within the set. The brief asked for about 1,120 in the counts
// above; the minimums checked here are 40 of each direct category, 36 of each veiled category, 48
// abuse, 300 everyday and 220 hard negatives, 1,000 in all. The set was written as two-space JSON
// and run through prettier before hashing (the repository's ignore file skips it, so prettier was run
// with --ignore-path /dev/null; it added only the final newline). It was committed with its SHA-256
// (blind-27.sha256) on its own, before the tuning it measures; this test fails if a single byte of it
// changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("twenty-seventh blind crisis set", () => {
  checkSealedCrisisSet("blind-27", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
