// The ninth blind set (blind-9.json), 982 messages hand-written by a helper, a different author from
// the last eight, who did not read the crisis check's code or cue lists and never ran the check on
// them. Written from public clinical material (Columbia screening questions; 988, AFSP and WHO
// warning signs; National DV Hotline warning signs) and from how people type on their phones, in
// voices of its own: farmers, shift workers and nurses, students abroad, new parents, widowers and
// older adults, people in recovery or in chronic pain, prison leavers, soldiers and veterans, some
// blunt, some oblique, short and long. Checked mechanically against train.json, authored-3.json,
// authored-4.ts to authored-6.ts, the eight earlier blind sets and the strings of sources/*.ts, and
// within itself, for exact and near copies (normalised token Jaccard >= 0.7; 105 drafts were copies
// and were rewritten as fresh sentences, which passed the same check). It was committed with its
// SHA-256 (blind-9.sha256) on its own, before the tuning it measures; this test fails if a single
// byte of it changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("ninth blind crisis set", () => {
  checkSealedCrisisSet("blind-9", { perDirect: 38, perVeiled: 36, abuse: 46, everyday: 290, hardNegative: 190, total: 930 });
});
