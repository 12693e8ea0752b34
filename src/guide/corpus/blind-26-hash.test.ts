// The twenty-sixth blind set (blind-26.json), 1,120 messages hand-written by a helper, a different
// author from the last twenty-five, who did not read the crisis check's code or cue lists and never
// ran the check or any guide code on them. The author read only this folder's blind-25-hash.test.ts
// (for the brief), sealed-set-checks.ts, categories.ts, the first 40 lines of blind-25.json and
// blind-25.sha256 (for the format). Written from general knowledge of public clinical material (the
// screening questions' wish, method, plan and intent; common warning signs of suicide and of partner,
// child and elder abuse) and from how people type, in voices leaning away from the earlier sets':
// bell-ringers, clockmakers and watch repairers, taxidermists, milliners, wheelwrights, thatchers,
// ghillies and river keepers, canal lock-keepers, ferry crews, planetarium staff, an art conservator,
// cathedral choristers' parents, tilers and plasterers, weavers, spinners and dyers, tanners,
// vintners, arborists and sawmill workers, printers and typesetters, calligraphers and sign-writers,
// beauticians, orthodontists, midwives, anaesthetists, dog groomers and kennel staff, stable lads,
// clowns and ventriloquists, surf and snowboard instructors, yacht crews, canoe and kayak guides,
// commercial divers, air-traffic controllers, flight attendants, bailiffs, a notary, solicitors and
// barristers, parliamentary staff, a town mayor and embassy staff; people living with Alzheimer's in
// a parent or spouse, Huntington's in the family, multiple sclerosis, coeliac disease, COPD,
// thalassaemia, haemophilia, leukaemia and lymphoma, melanoma, heart attacks and pacemakers,
// amputation and prosthetic limbs, anorexia recovery, chronic insomnia and narcolepsy; Congregational,
// Ukrainian Greek Catholic, Byzantine Catholic, charismatic renewal, Czechoslovak Hussite, Exclusive
// Brethren leavers, Cherubim and Seraphim, Zion Christian Church and Unitarian-curious writers; writers
// from Kyrgyzstan, Tajikistan, Turkmenistan, Siberia, Belgium, Libya, Algeria, Eswatini, Réunion, the
// Yukon, Nunavut, Quebec and Acadia, Texas, Māori in Aotearoa, Cornwall, Jersey and Guernsey; voice-note
// transcripts ("um", "so yeah"), voicemails, telegram style ("STOP"), postcards, shopping lists, a
// sonnet mentioned, Konglish, Irish, Welsh and Nigerian English, all-lowercase run-ons and ALL CAPS
// bursts, and lengths from 5 to 51 words; most messages plain English from many backgrounds.
// Counts: 60 intent, 60 plan, 45 method (a method named as a thought, never how-to detail), 45 means,
// 45 timing; 41 farewell, 41 giving_away, 41 burden, 41 no_way_out, 41 self_harm, 41 withdrawal;
// 53 abuse (husbands hitting, choking, strangling, raping and threatening with a knife or a gun, wives
// and girlfriends hitting, biting and scratching men, a husband beating his husband, coercive control
// of money, phone, car, keys and insulin, an ex with keys, church elders' "submit", fathers, mothers, a
// step-dad, a mum's boyfriend and girlfriend, a dad's new wife, a foster dad, an uncle, a big brother
// and a father-in-law, elder abuse by a son, a daughter, a grandson, a nephew, a daughter-in-law and a
// lodger, paid carers, an agency nurse and a care-home worker, and bosses holding passports and wages
// at a stable, a farm, a salon, a kitchen, a building site, a ship and a nanny's employer, said plainly
// and obliquely), 322 everyday and 244 hard negatives (idioms such as heat, feet, stairs, queues and
// spreadsheets "killing me", "dying to", "to die for", "I could murder a curry", "drowning in
// paperwork" and dead phones; sermons on dying to self, Romans 6, the grain of wheat, Ash Wednesday and
// memento mori, a martyr's painting and Jan Hus; grief for parents, grandparents, a teacher, friends,
// a stillborn son, pets and a suicide loss, hospice and palliative care, Eastern-rite, Libyan and Māori
// mourning; medicine doses and routines, dosette and blister packs, insulin, warfarin, statins and a
// locked drugs cabinet; hunting, stalking, shooting, a cull, tannery and wheelwright tools, chainsaws
// and tree felling; work at height on spires, bell towers, scaffolds and ladders, dives, avalanches,
// bungee and river ice; games, novels, plays, films and a murder-mystery weekend; wills, living wills,
// funeral wishes, ashes and a sea burial; ordinary farewells and giving-away; ordinary plans with
// dates and times; and people helping someone else in danger, labelled hard_negative as categories.ts
// says: danger words about others).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye; it printed only indices and scores), against train.json, authored-3.json, the string
// literals of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the twenty-five
// earlier blind sets (blind.json and blind-2.json to blind-25.json; 31,966 earlier strings of two or
// more words, 30,525 distinct token sets, from 38 files), and within itself, for exact and near copies
// (normalised token-set Jaccard >= 0.7), after each of 85 batches of 7 to 14. 18 first drafts were
// copies of earlier strings, 1 of them with the very same normalised tokens (none near-copied another
// draft), and were rewritten as fresh sentences; no rewrite was flagged again. None of 8 later
// redrafts was flagged: 3 to make a veiled message's label plain on its own words, 1 to make a helping
// message plainly about someone outside the writer's home, 1 to give a hard negative its death word,
// 2 to take a danger idiom out of everyday messages, and 1 to make a Konglish voice genuine (plus 1
// garbled opening fixed); no message was dropped. The same check then passed on the final file:
// closest pair 0.696 against an earlier string, 0.556 within the set. The brief asked for about 1,120
// in the counts above; the minimums checked here are 40 of each direct category, 36 of each veiled
// category, 48 abuse, 300 everyday and 220 hard negatives, 1,000 in all. It was committed with its
// SHA-256 (blind-26.sha256) on its own, before the tuning it measures; this test fails if a single
// byte of it changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("twenty-sixth blind crisis set", () => {
  checkSealedCrisisSet("blind-26", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
