// The thirty-first blind set (blind-31.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 42 before its work). Nobody has read it; only
// its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND31_FILE = fileURLToPath(new URL("./blind-31.json", import.meta.url));

// Before (session 42's starting code 47bbb1b, 2026-11-30: blind-29 in the three heads and the
// neighbours): direct 241/255 (94.5 %: intent 60/60, plan 60/60, method 33/45, means 43/45, timing
// 45/45), veiled 231/246 (93.9 %: farewell 37/41, giving away 40/41, burden 39/41, no way out 39/41,
// self-harm 37/41, withdrawal 39/41), abuse with abuse help 40/53 (75.5 %), false alarms 3/566
// everyday incl. hard negatives (0.5 %; 0/322 everyday, 3/244 hard negatives), care line on 17/566
// (3.0 %). Run once more on its final code (b80650e: the join of blind-30 with its mends, one's own act
// pictured heard beside the care line, a blow at home, a passport held, harm, farewells, withdrawal and
// plans in plainer words; study, glad-news and decision rounds): direct 244/255 (95.7 %, +3; method
// 36/45), veiled 231/246 (level), abuse with abuse help 41/53 (77.4 %, +1), false alarms 3/566 (level;
// all hard negatives), care line on 17/566 (level). Both runs done, it is readable from session 43 on.
// Session 54: a pupil's notebook and a youth leader's post get the helper's line instead of the crisis reply (crisis-signals-helper.ts): everydayCare 17 -> 19.
const RECORDED_AT = "2026-11-30";
const RECORDED: RecordedFigures = {
  direct: 244,
  veiled: 231,
  abuse: 41,
  everydayFalseAlarms: 3,
  hardNegativeFalseAlarms: 3,
  everydayCare: 19,
};

describe("evaluation on the thirty-first blind set", () => {
  checkRecordedFigures(BLIND31_FILE, `THIRTY-FIRST BLIND set (session 42, ${RECORDED_AT})`, RECORDED);
});
