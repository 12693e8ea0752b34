// The thirty-fifth blind set (blind-35.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 46 before its work). Nobody has read it; only
// its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND35_FILE = fileURLToPath(new URL("./blind-35.json", import.meta.url));

// Before (session 46's starting code 016adfe, 2026-11-30: blind-33 in the three heads and the
// neighbours): direct 219/255 (85.9 %: intent 57/60, plan 50/60, method 35/45, means 42/45, timing
// 35/45), veiled 224/246 (91.1 %), abuse with abuse help 37/53 (69.8 %), false alarms 14/566 (2.5 %:
// 1 everyday, 13 hard negatives), care lines on everyday messages 17/566.
// After (the session's final code 9aadd64: blind-34 in the three heads and the neighbours, a crisis round
// on blind-34's families): direct 218/255 (85.5 %, -1: means 42 -> 41), veiled 222/246 (90.2 %, -2:
// farewell and withdrawal one each), abuse 38/53 (71.7 %, +1), false alarms 14/566 (level: 1 everyday, 13
// hard negatives), care lines 16/566 (-1). Targets: veiled >= 90 % met; false alarms <= 2 % and direct
// 100 % not met. Both runs done, it is readable from session 47 on.
// Read once more on the session's last code (6d4c8c1: a double dose by mistake and a will at the
// solicitor's raise no alarm; nothing changed after it): every figure level.
// Session 47's join (blind-35 itself in the three heads and the neighbours, so in sample from here):
// direct 218 -> 220, veiled 222 -> 224, abuse 38 -> 39, care lines 16 -> 14.
// Session 47's crisis round (northern reflexives, a life finished, method and means words as risk words\nfor the direct head): direct 220 -> 229.
// Session 54: four helpers' messages get the helper's line instead of the crisis reply (a cousin's wife hit, a father's 'won't be around', a mother's 'not wake up', a friend 'better off dead') and three that had none get it; everydayCare 14 -> 21 (recorded in session 47; the sessions between added some).
const RECORDED_AT = "2026-12-01";
const RECORDED: RecordedFigures = {
  direct: 229,
  veiled: 224,
  abuse: 39,
  everydayFalseAlarms: 14,
  hardNegativeFalseAlarms: 13,
  everydayCare: 21,
};

describe("evaluation on the thirty-fifth blind set", () => {
  checkRecordedFigures(BLIND35_FILE, `THIRTY-FIFTH BLIND set (session 46, ${RECORDED_AT})`, RECORDED);
});
