// The fifth blind set (blind-5.json), hand-written by a helper who did not read the detector's code,
// from public clinical material (Columbia screening questions; 988, AFSP and WHO warning signs;
// National DV Hotline warning signs) and from how people type on their phones, and checked
// mechanically against train.json, authored-3.json, authored-4.ts, the four earlier blind sets and
// the corpus sources for exact and near copies (token Jaccard >= 0.7; 110 drafts removed). It was
// committed with its SHA-256 (blind-5.sha256) on its own, before the tuning it measures; this test
// fails if a single byte of it changes. It is never read while tuning: only its figures are printed,
// once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("fifth blind crisis set", () => {
  checkSealedCrisisSet("blind-5", { perDirect: 34, perVeiled: 32, abuse: 42, everyday: 270, hardNegative: 160, total: 800 });
});
