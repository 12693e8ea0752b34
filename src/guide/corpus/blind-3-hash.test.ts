// The third blind set (blind-3.json), hand-written by a helper who did not read the detector's code,
// from public clinical material (Columbia screening questions; 988, AFSP and WHO warning signs;
// National DV Hotline warning signs), and checked against train.json, blind.json and blind-2.json
// for exact and near copies. It was committed with its SHA-256 (blind-3.sha256) on its own, before
// the tuning it measures; this test fails if a single byte of it changes. It is never read while
// tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("third blind crisis set", () => {
  checkSealedCrisisSet("blind-3", { perDirect: 32, perVeiled: 30, abuse: 40, everyday: 260, hardNegative: 150, total: 780 });
});
