// The forty-ninth blind set (blind-49.json, 840 messages by a new helper author, sealed in session 60 before anything
// was tuned on it; its hash test records what the author read). Run once on the session's starting code (95536a7,
// 2026-12-04: crisis round 23, blind-47 in the three heads): direct 188/195 (96.4 %; intent 45/45, plan 44/45, method
// 33/35, means 32/35, timing 34/35), veiled 169/180 (93.9 %), abuse 33/40 (82.5 %), false alarms 13/425 (3.1 %; all 13
// of 185 hard negatives, 7.0 %), care lines 33/425. Run once more on its final code (crisis round 24, blind-48 in the
// three heads and the neighbours): every figure level. Targets: direct 100 % NOT met (7 missed), veiled at least 90 %
// met, false alarms at most 2 % NOT met (3.1 %). Its runs done, it is readable from session 61 on.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND49_FILE = fileURLToPath(new URL("./blind-49.json", import.meta.url));

const RECORDED_AT = "2026-12-04";
const RECORDED: RecordedFigures = {
  direct: 188,
  veiled: 169,
  abuse: 33,
  everydayFalseAlarms: 13,
  hardNegativeFalseAlarms: 13,
  everydayCare: 33,
};

describe("evaluation on the forty-ninth blind set", () => {
  checkRecordedFigures(BLIND49_FILE, `FORTY-NINTH BLIND set (session 60, ${RECORDED_AT})`, RECORDED);
});
