// The twenty-seventh blind set (blind-27.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 38 before its crisis work). Nobody has read it;
// only its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND27_FILE = fileURLToPath(new URL("./blind-27.json", import.meta.url));

// Before (session 38's starting code 2ab98a6, 2026-11-29: blind-26 in the three heads and the
// neighbours): direct 245/255 (96.1 %: intent 60/60, plan 60/60, method 36/45, means 44/45, timing
// 45/45), veiled 236/246 (95.9 %: farewell 40/41, giving away 37/41, burden 40/41, no way out 41/41,
// self-harm 41/41, withdrawal 37/41), abuse with abuse help 45/53 (84.9 %), false alarms 11/566
// everyday incl. hard negatives (1.9 %; 1/322 everyday, 10/244 hard negatives), care line on 21/566
// (3.7 %).
// No guide change followed in session 38 (its remaining work was the CI repair), so this is also its final figure; readable from session 39 on.
// Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on, and its four mends): abuse
// 50 -> 51.
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on, and its mends): veiled
// 239 -> 238.
// Session 42 (crisis: harm told in other words: where it doesn't show, tonight's beating, a belt or
// a spoon used on a child, a fist raised): abuse 51 -> 52.
// Session 42 (crisis: farewells in the words of a note, weeks of cutting, hiding from the door earn
// the care line): veiled 238 -> 239.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 239 ->
// 242.
// Session 42 (crisis: a purpose another believes, then denied, points at the use; 'and then me'
// said last): veiled 242 -> 243.
// Session 52: three false alarms on helpers become the helper's line (crisis-signals-helper.ts, crisis-signals-abuse.ts), and the join's retrained care head stands one care line down: everydayCare 17 -> 19.
const RECORDED_AT = "2026-11-29";
// Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): direct 245 -> 246; veiled 236 -> 239; everydayCare 21 -> 17 (in the three heads and the neighbours since session 39, so in-sample, not an estimate; its honest reading is the run above).
// Session 39 (crisis round, docs/decisions.md "Crisis round (session 39)"): direct 246 -> 253; abuse 45 -> 50.
// Session 56 (join, blind-44 / topic blind-38 / plan-blind-37 trained on): everydayCare 19 -> 20 (the join's retrained care head gives the care line to a lifeguard asking for Bible stories with swimming in them; the readable sets' care lines on everyday messages fell 1,006 -> 1,001 of 25,629).
const RECORDED: RecordedFigures = {
  direct: 253,
  veiled: 243,
  abuse: 52,
  everydayFalseAlarms: 11,
  hardNegativeFalseAlarms: 10,
  everydayCare: 20,
};

describe("evaluation on the twenty-seventh blind set", () => {
  checkRecordedFigures(BLIND27_FILE, `TWENTY-SEVENTH BLIND set (session 38, ${RECORDED_AT})`, RECORDED);
});
