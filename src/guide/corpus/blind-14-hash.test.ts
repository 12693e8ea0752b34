// The fourteenth blind set (blind-14.json), 1,081 messages hand-written by a helper, a different author
// from the last thirteen, who did not read the crisis check's code or cue lists and never ran the
// check on them. Written from public clinical material (Columbia screening questions; 988, AFSP and
// WHO warning signs; National DV Hotline warning signs) and from how people type, in voices leaning
// away from the thirteenth set's: nurses and care-home workers, truck drivers, construction and
// oil-field workers, farmers, veterans and military spouses, first-generation college students,
// musicians, people in recovery (AA/NA), chronic-pain patients, new mothers, divorced fathers,
// elderly widowers, teenagers in group homes, immigrants writing English as a second language
// (Spanish, Tagalog, Korean and Yoruba speakers), phone texting ("rn", "idk", "tbh", "ngl"),
// Bible-quoting believers, questions, sarcasm, and long messages that bury the sign in other news.
// Counts: 44 intent, 42 each of plan, method, means and timing; 40 each of farewell, giving_away,
// burden, no_way_out, self_harm and withdrawal; 52 abuse, 332 everyday and 245 hard negatives
// (figurative speech, sermons on death, grief for others, hospice, nursing and emergency work,
// hunting, fishing, cooking, chemistry, pharmacy, pets' and parents' medicine, climbing and sailing
// ropes, bridges and heights, games, novels, films, history, true crime, jokes, and helping someone
// else in danger).
// Checked mechanically against train.json, authored-3.json, the string literals of authored-4.ts to
// authored-8.ts and sources/*.ts, the thirteen earlier blind sets, and within itself, for exact and
// near copies (normalised token Jaccard >= 0.7; 81 drafts were copies and were rewritten as fresh
// sentences, one of them twice, 82 rewrites in all, until the same check passed). It was committed
// with its SHA-256 (blind-14.sha256) on its own, before the tuning it measures; this test fails if a
// single byte of it changes. It is never read while tuning: only its figures are printed, once, at
// the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("fourteenth blind crisis set", () => {
  checkSealedCrisisSet("blind-14", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
