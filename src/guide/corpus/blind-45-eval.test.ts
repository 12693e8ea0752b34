// The forty-fifth blind set (blind-45.json, 840 messages by a new helper author, sealed at the start of session 56
// before anything was tuned on it; its hash test records what the author read). Run once on the session's starting
// code (e53b16a, 2026-12-03: crisis round 19, blind-43 in the three heads): direct 194/195 (99.5 %), veiled 175/180
// (97.2 %), abuse 36/40 (90.0 %), false alarms 5/425 (1.2 %; 5 of 185 hard negatives, 2.7 %), care lines 21/425.
// Run once more on its final code (crisis round 20, blind-44 in the three heads and the neighbours, the accident
// reading of a self-injury holding for plurals): direct 194 (level), veiled 175 (level), abuse 36 (level), false
// alarms 4/425 (0.9 %; 4 of 185 hard negatives, 2.2 %), care lines 21. Targets: direct 100 % NOT met (1 missed), veiled
// at least 90 % met, false alarms at most 2 % met. Its runs done, it is readable from session 57 on.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND45_FILE = fileURLToPath(new URL("./blind-45.json", import.meta.url));

const RECORDED_AT = "2026-12-03";
// Session 57: readable, tuned on (crisis round 21 written from its misses; in the three heads and the neighbours since the
// session's join): direct 194 -> 195, veiled 175 -> 180, abuse 36 -> 40, false alarms 4 -> 0 (hard negatives 4 -> 0),
// care lines 21 -> 20. In-sample from here on, no longer an estimate of a new author.
const RECORDED: RecordedFigures = {
  direct: 195,
  veiled: 180,
  abuse: 40,
  everydayFalseAlarms: 0,
  hardNegativeFalseAlarms: 0,
  everydayCare: 20,
};

describe("evaluation on the forty-fifth blind set", () => {
  checkRecordedFigures(BLIND45_FILE, `FORTY-FIFTH BLIND set (session 56, ${RECORDED_AT})`, RECORDED);
});
