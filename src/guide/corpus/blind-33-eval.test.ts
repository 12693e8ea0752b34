// The thirty-third blind set (blind-33.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 44 before its work). Only its figures were
// printed during session 44; it is readable since session 45.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND33_FILE = fileURLToPath(new URL("./blind-33.json", import.meta.url));

// Before (session 44's starting code 12ede83, 2026-11-30: blind-31 in the three heads and the
// neighbours): direct 237/255 (92.9 %: intent 59/60, plan 60/60, method 35/45, means 39/45, timing
// 44/45), veiled 225/246 (91.5 %: farewell 35/41, giving away 35/41, burden 38/41, no way out 39/41,
// self-harm 39/41, withdrawal 39/41), abuse with abuse help 44/53 (83.0 %), false alarms 10/566
// everyday incl. hard negatives (1.8 %; 1/322 everyday, 9/244 hard negatives), care line on 14/566
// (2.5 %). Run once more on its final code (5c71959: blind-32 joined the three heads and the
// neighbours, and the session's crisis rounds): direct 238/255 (93.3 %, +1: method 36/45), veiled
// 225/246 (level: burden 37/41, withdrawal 40/41), abuse with abuse help 46/53 (86.8 %, +2), false
// alarms 10/566 (level; 1/322 everyday, 9/244 hard negatives), care line on 15/566 (2.7 %, +1). Its
// runs done, it is readable from session 45 on.
// Read once more on the session's last code (66932f3: the gun word narrowed, a decision round on
// weekly plans; nothing changed after it): every figure level.
// Session 45: read since the session began. Its join (blind-33 in the three heads and the neighbours):
// direct 238 -> 239, veiled 225 -> 227, abuse 46, false alarms 10, care 15 -> 14. Its crisis round, read
// on this set's misses (in sample): direct 239 -> 252, abuse 46 -> 51, false alarms 10 -> 1 (the pastor's
// wife's bruises, a helper's question, still reads as abuse), care 14 -> 16 (two false alarms become
// the care line).
// Session 46's join (blind-34 in the three heads and the neighbours; the retrained heads and neighbours): abuse 51 -> 50, everydayCare 16 -> 17.
// Session 46 (crisis round, crisis-signals-eleventh.ts: means brought close or kept for a reason, acts pictured and chosen, days chosen in other words, abuse in more words): abuse 50 -> 51.
const RECORDED_AT = "2026-11-30";
const RECORDED: RecordedFigures = {
  direct: 252,
  veiled: 227,
  abuse: 51,
  everydayFalseAlarms: 1,
  hardNegativeFalseAlarms: 1,
  everydayCare: 17,
};

describe("evaluation on the thirty-third blind set", () => {
  checkRecordedFigures(BLIND33_FILE, `THIRTY-THIRD BLIND set (session 44, ${RECORDED_AT})`, RECORDED);
});
