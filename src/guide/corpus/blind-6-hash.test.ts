// The sixth blind set (blind-6.json), 983 messages hand-written by a helper who did not read the
// crisis check's code or cue lists and never ran the check on them, from public clinical material
// (Columbia screening questions; 988, AFSP and WHO warning signs; National DV Hotline warning
// signs) and from how people type on their phones. Checked mechanically against train.json,
// authored-3.json, authored-4.ts, authored-5.ts, the five earlier blind sets and the strings of
// sources/*.ts, and within itself, for exact and near copies (normalised token Jaccard >= 0.7;
// 80 drafts removed, and fresh drafts written in their place passed the same check). It was
// committed with its SHA-256 (blind-6.sha256) on its own, before the tuning it measures; this test
// fails if a single byte of it changes. It is never read while tuning: only its figures are
// printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("sixth blind crisis set", () => {
  checkSealedCrisisSet("blind-6", { perDirect: 36, perVeiled: 34, abuse: 44, everyday: 280, hardNegative: 170, total: 900 });
});
