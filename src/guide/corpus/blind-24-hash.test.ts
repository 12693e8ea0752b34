// The twenty-fourth blind set (blind-24.json), 1,193 messages hand-written by a helper, a different
// author from the last twenty-three, who did not read the crisis check's code or cue lists and never
// ran the check or any guide code on them. The author read only this folder's blind-23-hash.test.ts
// (for the brief), sealed-set-checks.ts, categories.ts, the first 40 lines of blind-23.json and
// blind-23.sha256 (for the format). Written from general knowledge of public clinical material (the
// Columbia screening questions' wish, method, plan and intent; common warning signs of suicide and of
// partner, child and elder abuse) and from how people type, in voices leaning away from the earlier
// sets': ice-road truckers, sommeliers and baristas, clock and watch repairers, distillery and vineyard
// workers, falconers, sheep shearers, jockeys and stable hands, golf caddies, football referees and
// cricket umpires, casino croupiers and bingo callers, circus performers, puppeteers, stage magicians
// and children's entertainers, stunt performers, sign-language interpreters, braille transcribers and
// guide-dog trainers, opticians, audiologists, phlebotomists and sonographers, podiatrists and
// chiropractors, embalmers, cartographers and land surveyors, geologists, amateur astronomers, cabin
// crew, submariners, coastguard volunteers, border and customs officers, subtitlers, podcasters,
// YouTubers and esports players, chess club players, crossword setters, quilters and knitting circles,
// model-railway hobbyists, birdwatchers, metal detectorists, family-history researchers, ham-radio
// operators, rowers, triathletes and marathon runners, lawn-bowls, darts and snooker players, rugby and
// hurling players and curlers; people living with sickle cell, cystic fibrosis, a stutter, alopecia,
// psoriasis and eczema, coeliac disease, severe asthma and PTSD (veterans and first responders);
// surrogates and families through surrogacy, children of a parent on parole, pastors' kids,
// third-culture kids and catechumens preparing for baptism; Plymouth Brethren, Christadelphian-adjacent
// Bible students, Old Catholic, Polish National Catholic, Dutch Reformed, Afrikaans NG Kerk, Legio
// Maria, Harrist, Kimbanguist, Moravian, Waldensian, Maronite, Melkite, Armenian Apostolic, Ukrainian
// Greek Catholic, programmed Quaker, Salvation Army, Nazarene, Free Methodist and Vineyard believers;
// writers from Kiribati, Palau, Guam, Bhutan, Laos, Macau, Kazakhstan, Uzbekistan, Azerbaijan, Lebanon,
// Christian Arabs in Israel and Palestine, Turkey, Morocco, Tunisia, Chad, Senegal, The Gambia, Ivory
// Coast, Burkina Faso, Togo, Benin, Gabon, Lesotho, Eswatini, Mauritius, Seychelles, Luxembourg, the
// Nordic and Baltic countries, Belarus, Moldova, Bosnia, Montenegro, North Macedonia, Kosovo, Paraguay,
// Costa Rica, Mexico, Barbados, Grenada, St Lucia, Suriname, the Faroe Islands, Greenland, Orkney, the
// Hebrides, the Isle of Man and the Channel Islands; Māori, Mi'kmaq, Yup'ik, Haida, Zulu and Xhosa
// writers; Baltimore, Manglish, Scouse, Geordie, Brummie, Glaswegian, Cajun and Gullah voices;
// voice-note transcripts with "um" and "like", lists and bullet points, bracketed asides, tweet-length
// posts with hashtags, haiku and a rhyming couplet, messages that are nothing but questions, stream of
// consciousness, a "P.S." tacked on, all lowercase with no punctuation, a child's words typed by a
// parent or teacher, a friend's text quoted back, and lengths from 3 to 33 words.
// Counts: 50 intent, 50 plan, 50 method, 50 means, 50 timing; 46 farewell, 46 giving_away,
// 46 burden, 46 no_way_out, 46 self_harm, 46 withdrawal; 60 abuse (partners hitting, choking, raping
// and threatening, coercive control of money, phone, church and passport, stalking, trackers and new
// accounts, parents, step-parents, foster parents, siblings and uncles, paid carers and family carers,
// elder abuse by sons, daughters and in-laws, a landlord, a pastor and a yard's head lad, said plainly
// and obliquely), 345 everyday and 262 hard negatives (figurative speech and idioms, heat, feet,
// homework, sermons and deadlines "killing me", studies on dying to self, martyrs and the deaths of
// Bible stories, grief for people and animals, suicide loss, hospice and palliative care, medicine
// doses, pill organisers and dosette boxes, hunting, shooting, stalking deer and fishing, kitchen,
// butchery and pocket knives, work at height on turbines, spires, scaffolds, cliffs and bridges,
// abseils, skydives and bungee, circus and stunt work, games, novels, plays, films and true crime,
// benign plans, wills, funeral wishes and living wills, ordinary farewells and giving-away, dead phones,
// boilers, vans and bees, and people helping someone else in danger, labelled hard_negative as
// categories.ts says: danger words about others).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye; it printed only indices and scores), against train.json, authored-3.json, the string
// literals of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the twenty-three
// earlier blind sets (blind.json and blind-2.json to blind-23.json; 28,907 earlier strings of two or
// more words, 27,716 distinct token sets, from 36 files), and within itself, for exact and near copies
// (normalised token-set Jaccard >= 0.7), after each of fifteen batches. 15 first drafts were copies of
// earlier strings, 5 of them with the very same normalised tokens (none near-copied another draft), and
// were rewritten as fresh sentences; one rewrite (a short form) was flagged again with the very same
// tokens as an earlier string and was rewritten once more, and none of 27 later redrafts (9 to make a
// message's label plain on its own, 1 to take a how-to detail out of a method message, 17 to widen the
// spread of lengths with short forms, 3 of them second trims) was flagged; no message was dropped. The same check then passed:
// closest pair 0.667 against an earlier string, 0.440 within the set. It was committed with its
// SHA-256 (blind-24.sha256) on its own, before the tuning it measures; this test fails if a single
// byte of it changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("twenty-fourth blind crisis set", () => {
  checkSealedCrisisSet("blind-24", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
