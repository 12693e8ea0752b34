// The forty-eighth blind set (blind-48.json, 840 messages by a new helper author, sealed in session 59 before anything
// was tuned on it; its hash test records what the author read). Run once on the session's starting code (8a7ff99,
// 2026-12-04: crisis round 22, blind-46 in the three heads): direct 184/195 (94.4 %; intent 45/45, plan 43/45, method
// 31/35, means 32/35, timing 33/35), veiled 164/180 (91.1 %), abuse 36/40 (90.0 %), false alarms 7/425 (1.6 %; 5 of
// 185 hard negatives, 2.7 %), care lines 14/425. Run once more on its final code (crisis round 23, blind-47 in the three
// heads and the neighbours): direct 185 (+1: method 32/35), veiled 165 (+1), abuse 38 (+2), false alarms 7 and care lines
// 14, level. Targets: direct 100 % NOT met (10 missed: 2 plans, 3 methods, 3 means, 2 timing), veiled at least 90 % met,
// false alarms at most 2 % met (hard negatives alone 2.7 %). Its runs done, it is readable from session 60 on.
// Session 60 (crisis round 24 read on it, then the join with it in the three heads and the neighbours): tuned on, so
// in sample: direct 195, veiled 180, abuse 40, false alarms 0; care lines 14 -> 17 (three hard negatives, a helper told
// of another's abuse, moved from the crisis reply to the helper's care line).
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND48_FILE = fileURLToPath(new URL("./blind-48.json", import.meta.url));

const RECORDED_AT = "2026-12-04";
const RECORDED: RecordedFigures = {
  direct: 195,
  veiled: 180,
  abuse: 40,
  everydayFalseAlarms: 0,
  hardNegativeFalseAlarms: 0,
  everydayCare: 17,
};

describe("evaluation on the forty-eighth blind set", () => {
  checkRecordedFigures(BLIND48_FILE, `FORTY-EIGHTH BLIND set (session 59, tuned on in session 60, ${RECORDED_AT})`, RECORDED);
});
