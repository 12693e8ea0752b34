// The twelfth blind set (blind-12.json), 1,075 messages hand-written by a helper, a different author
// from the last eleven, who did not read the crisis check's code or cue lists and never ran the
// check on them. Written from public clinical material (Columbia screening questions; 988, AFSP and
// WHO warning signs; National DV Hotline warning signs) and from how people type on their phones, in
// voices leaning away from the eleventh set's: teenagers texting, LGBTQ youth rejected by church or
// family, people writing English as a second language (Spanish, Tagalog, Nigerian, Indian, Korean
// and Brazilian speakers), pastors, worship leaders and missionaries speaking of themselves, truckers
// and construction crews, chefs and line cooks, people in chronic pain or addiction recovery,
// caregivers of a spouse with dementia, divorced fathers, farmers in drought, people after a
// miscarriage, musicians, injured athletes, immigrants without papers, people with eating
// disorders, gamers, people far from help, dark humour, prayers addressed to God, one-word
// fragments, ALL CAPS and long messages that bury the sign in other news.
// Counts: 44 each of intent, plan, method, means and timing; 42 each of farewell, giving_away,
// burden, no_way_out, self_harm and withdrawal; 52 abuse, 324 everyday and 227 hard negatives.
// Checked mechanically against train.json, authored-3.json, authored-4.ts to authored-7.ts, the
// eleven earlier blind sets and the strings of sources/*.ts, and within itself, for exact and near
// copies (normalised token Jaccard >= 0.7; 54 drafts were copies and were rewritten as fresh
// sentences, which passed the same check). It was committed with its SHA-256 (blind-12.sha256) on
// its own, before the tuning it measures; this test fails if a single byte of it changes. It is
// never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("twelfth blind crisis set", () => {
  checkSealedCrisisSet("blind-12", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 210, total: 960 });
});
