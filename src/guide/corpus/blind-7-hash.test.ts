// The seventh blind set (blind-7.json), 920 messages hand-written by a helper who did not read the
// crisis check's code or cue lists and never ran the check on them, from public clinical material
// (Columbia screening questions; 988, AFSP and WHO warning signs; National DV Hotline warning
// signs) and from how people type on their phones. Checked mechanically against train.json,
// authored-3.json, authored-4.ts to authored-6.ts, the six earlier blind sets and the strings of
// sources/*.ts, and within itself, for exact and near copies (normalised token Jaccard >= 0.7;
// 84 drafts removed, and fresh drafts written in their place passed the same check). It was
// committed with its SHA-256 (blind-7.sha256) on its own, before the tuning it measures; this test
// fails if a single byte of it changes. It is never read while tuning: only its figures are
// printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("seventh blind crisis set", () => {
  checkSealedCrisisSet("blind-7", { perDirect: 34, perVeiled: 32, abuse: 42, everyday: 260, hardNegative: 160, total: 850 });
});
