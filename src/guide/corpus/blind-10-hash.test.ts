// The tenth blind set (blind-10.json), 1,038 messages hand-written by a helper, a different author from
// the last nine, who did not read the crisis check's code or cue lists and never ran the check on
// them. Written from public clinical material (Columbia screening questions; 988, AFSP and WHO
// warning signs; National DV Hotline warning signs) and from how people type on their phones, in
// voices of its own: people writing in a second language, teenagers and young adults with current
// slang, pastors, deacons and church volunteers speaking of themselves, people with disabilities,
// farmers and city gig drivers, retirees, single parents, the deeply religious in scripture words,
// prayers addressed to God, "asking for myself" questions, messages with typos and no punctuation,
// very short ones and long ones that bury the sign in other news. Counts: 42 each of intent, plan,
// method, means and timing; 40 each of farewell, giving_away, burden, no_way_out, self_harm and
// withdrawal; 52 abuse, 321 everyday and 215 hard negatives. Checked mechanically against
// train.json, authored-3.json, authored-4.ts to authored-6.ts, the nine earlier blind sets and the
// strings of sources/*.ts, and within itself, for exact and near copies (normalised token Jaccard
// >= 0.7; 81 drafts were copies and were rewritten as fresh sentences, which passed the same check).
// It was committed with its SHA-256 (blind-10.sha256) on its own, before the tuning it measures;
// this test fails if a single byte of it changes. It is never read while tuning: only its figures
// are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("tenth blind crisis set", () => {
  checkSealedCrisisSet("blind-10", { perDirect: 38, perVeiled: 36, abuse: 46, everyday: 290, hardNegative: 190, total: 930 });
});
