// The eighth blind set (blind-8.json), 1,018 messages hand-written by a helper who did not read the
// crisis check's code or cue lists and never ran the check on them, from public clinical material
// (Columbia screening questions; 988, AFSP and WHO warning signs; National DV Hotline warning
// signs) and from how people type on their phones, including very short messages and long ones
// that bury the sign in other news. Checked mechanically against train.json, authored-3.json,
// authored-4.ts to authored-6.ts, the seven earlier blind sets and the strings of sources/*.ts,
// and within itself, for exact and near copies (normalised token Jaccard >= 0.7; 71 drafts were
// copies and were rewritten as fresh sentences, which passed the same check). It was committed
// with its SHA-256 (blind-8.sha256) on its own, before the tuning it measures; this test fails if
// a single byte of it changes. It is never read while tuning: only its figures are printed, once,
// at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("eighth blind crisis set", () => {
  checkSealedCrisisSet("blind-8", { perDirect: 38, perVeiled: 36, abuse: 46, everyday: 290, hardNegative: 190, total: 930 });
});
