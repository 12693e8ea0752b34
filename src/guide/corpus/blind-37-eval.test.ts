// The thirty-seventh blind set (blind-37.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 48 before its work). Nobody has read it; only
// its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND37_FILE = fileURLToPath(new URL("./blind-37.json", import.meta.url));

// Before (session 48's starting code 5001b12, 2026-12-01: blind-35 in the three heads and the
// neighbours): direct 238/255 (93.3 %: intent 57/60, plan 57/60, method 42/45, means 39/45, timing
// 43/45), veiled 237/246 (96.3 %), abuse with abuse help 44/53 (83.0 %), false alarms 11/566 (1.9 %:
// 1 everyday, 10 hard negatives), care lines on everyday messages 32/566.
// After (the session's final code c63290c: blind-36 in the three heads and the neighbours, the twelfth
// crisis round and the care-line round): every figure level: direct 238/255 (two more means messages get
// the care line, none the crisis reply), veiled 237/246, abuse 44/53, false alarms 11/566 (1 everyday, 10
// hard negatives, 4.1 % of them), care lines 32/566. Targets: veiled >= 90 % and false alarms <= 2 % met;
// direct 100 % not met. Both runs done, it is readable from session 49 on. Read once more on the session's
// last code (39966c6, the review mend, after one more rule in 468faf0): every figure level.
// Session 54: a friend whose husband is hurting her and a lad who thought about going over the side get the helper's line instead of the crisis reply, and a soldier's 'not wanting to be here' gets it: everydayCare 32 -> 34.
const RECORDED_AT = "2026-12-01";
const RECORDED: RecordedFigures = {
  direct: 238,
  veiled: 237,
  abuse: 44,
  everydayFalseAlarms: 11,
  hardNegativeFalseAlarms: 10,
  everydayCare: 34,
};

describe("evaluation on the thirty-seventh blind set", () => {
  checkRecordedFigures(BLIND37_FILE, `THIRTY-SEVENTH BLIND set (session 48, ${RECORDED_AT})`, RECORDED);
});
