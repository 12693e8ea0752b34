// The thirty-ninth blind set (blind-39.json, 840 messages by a new helper who read none of the
// crisis check's code, sealed in session 50 before anything was tuned on it). Nobody has read it;
// only its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND39_FILE = fileURLToPath(new URL("./blind-39.json", import.meta.url));

// Before (session 50's starting code f47b3a0, 2026-12-02: blind-37 in the three heads and the neighbours):
// direct 177/195 (90.8 %: intent 45/45, plan 38/45, method 32/35, means 32/35, timing 30/35), veiled 173/180
// (96.1 %), abuse with abuse help 27/40 (67.5 %), false alarms 4/425 (0.9 %: 0 everyday, 4 of 185 hard
// negatives), care lines on everyday messages 18/425 (7 everyday, 11 hard negatives).
// After (the session's final code 0a3cecb: blind-38 in the three heads and the neighbours, the fourteenth crisis
// round, the helper's readings widened): direct 177/195 (level), veiled 173/180 (level), abuse 27/40 (level), false
// alarms 4/425 (level), care lines 19/425 (+1: 7 everyday, 12 hard negatives). Targets: veiled >= 90 % and false
// alarms <= 2 % met; direct 100 % not met. Both runs done, it is readable from session 51 on.
const RECORDED_AT = "2026-12-02";
const RECORDED: RecordedFigures = {
  direct: 177,
  veiled: 173,
  abuse: 27,
  everydayFalseAlarms: 4,
  hardNegativeFalseAlarms: 4,
  everydayCare: 19,
};

describe("evaluation on the thirty-ninth blind set", () => {
  checkRecordedFigures(BLIND39_FILE, `THIRTY-NINTH BLIND set (session 50, ${RECORDED_AT})`, RECORDED);
});
