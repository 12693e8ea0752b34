// The eleventh blind set (blind-11.json), 1,001 messages hand-written by a helper, a different author
// from the last ten, who did not read the crisis check's code or cue lists and never ran the check
// on them. Written from public clinical material (Columbia screening questions; 988, AFSP and WHO
// warning signs; National DV Hotline warning signs) and from how people type on their phones, in
// voices leaning away from the tenth set's: widowers and retirees in small towns, nurses,
// paramedics, pharmacists, dispatchers and firefighters speaking of themselves, students in exam
// weeks, new mothers at night feeds, terse practical men, people in debt or facing eviction, people
// out of prison or the military, the chronically ill and disabled, farmers and gig drivers, prayers
// addressed to God, late-night fragments, and long messages that bury the sign in other news.
// Counts: 43 intent, 40 plan, 38 each of method, means and timing; 38 each of farewell,
// giving_away, burden, no_way_out, self_harm and withdrawal; 48 abuse, 312 everyday and 216 hard
// negatives. Checked mechanically against train.json, authored-3.json, authored-4.ts to
// authored-7.ts, the ten earlier blind sets and the strings of sources/*.ts, and within itself, for
// exact and near copies (normalised token Jaccard >= 0.7; 84 drafts were copies and were rewritten
// as fresh sentences, which passed the same check). It was committed with its SHA-256
// (blind-11.sha256) on its own, before the tuning it measures; this test fails if a single byte of
// it changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("eleventh blind crisis set", () => {
  checkSealedCrisisSet("blind-11", { perDirect: 38, perVeiled: 36, abuse: 46, everyday: 290, hardNegative: 190, total: 930 });
});
