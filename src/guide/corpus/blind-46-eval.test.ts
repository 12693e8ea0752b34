// The forty-sixth blind set (blind-46.json, 840 messages by a new helper author, sealed at the start of session 57
// before anything was tuned on it; its hash test records what the author read). Run once on the session's starting
// code (f2d10ff, 2026-12-03: crisis round 20, blind-44 in the three heads): direct 185/195 (94.9 %), veiled 170/180
// (94.4 %), abuse 36/40 (90.0 %), false alarms 4/425 (0.9 %; 4 of 185 hard negatives, 2.2 %), care lines 20/425.
// Run once more on its final code (crisis round 21, blind-45 in the three heads and the neighbours, one accident
// reading for every self-harm rule): every figure level (direct 185, veiled 170, abuse 36, false alarms 4, care lines
// 20). Targets: direct 100 % NOT met (10 missed: 6 methods, 3 means, 1 timing), veiled at least 90 % met, false
// alarms at most 2 % met. Its runs done, it is readable from session 58 on.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND46_FILE = fileURLToPath(new URL("./blind-46.json", import.meta.url));

const RECORDED_AT = "2026-12-03";
// Session 58: readable, tuned on (crisis round 22 written from its misses; in the three heads and the neighbours since the
// session's join): direct 185 -> 195, veiled 170 -> 180, abuse 36 -> 40, false alarms 4 -> 0 (hard negatives 4 -> 0),
// care lines 20 -> 18. In-sample from here on, no longer an estimate of a new author.
const RECORDED: RecordedFigures = {
  direct: 195,
  veiled: 180,
  abuse: 40,
  everydayFalseAlarms: 0,
  hardNegativeFalseAlarms: 0,
  everydayCare: 18,
};

describe("evaluation on the forty-sixth blind set", () => {
  checkRecordedFigures(BLIND46_FILE, `FORTY-SIXTH BLIND set (session 57, ${RECORDED_AT})`, RECORDED);
});
