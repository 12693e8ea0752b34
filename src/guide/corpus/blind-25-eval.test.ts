// The twenty-fifth blind set (blind-25.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 36 before its crisis work). Nobody has read it;
// only its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND25_FILE = fileURLToPath(new URL("./blind-25.json", import.meta.url));

// Before (session 36's starting code 60d819b, 2026-11-29: blind-24 in the three heads and the
// neighbours): direct 251/255 (98.4 %: intent 59/60, plan 59/60, method 44/45, means 44/45, timing
// 45/45), veiled 239/246 (97.2 %: farewell 37/41, giving away 41/41, burden 41/41, no way out 39/41,
// self-harm 40/41, withdrawal 41/41), abuse with abuse help 41/53 (77.4 %), false alarms 12/566
// everyday incl. hard negatives (2.1 %; 0/322 everyday, 12/244 hard negatives), care line on 30/566
// (5.3 %). Run once more on its final code (c6e1247: the crisis round's abuse likely level with harm
// from a named person, the care-line round, the study round, the review of plan-blind-17's replies):
// direct 251/255 (level), veiled 239/246 (level), abuse with abuse help 42/53 (79.2 %, +1), false
// alarms 12/566 (level; all hard negatives), care line on 30/566 (level). Both runs done, it is
// readable from session 37 on.
// Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on): everydayCare 25 -> 26, the floor re-set.
// Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on, and its four mends): veiled
// 240 -> 241; everydayCare 26 -> 25.
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on, and its mends): veiled
// 241 -> 239; everydayCare 25 -> 27.
// Session 42 (crisis: he's and whoever's as the abuse families read them): abuse 50 -> 51.
// Session 42 (crisis: harm told in other words: where it doesn't show, tonight's beating, a belt or
// a spoon used on a child, a fist raised): abuse 51 -> 52.
// Session 42 (crisis: farewells in the words of a note, weeks of cutting, hiding from the door earn
// the care line): veiled 239 -> 241.
// Session 42 (crisis: plain words of a plan, a time and the means): direct 253 -> 254.
// Session 54: a Sunday school child whose dad hits him (the crisis reply before) and a mate's post about not wanting to be here get the helper's line (crisis-signals-abuse.ts, crisis-signals-helper.ts), one care line fewer from the join: everydayCare 28 -> 29.
const RECORDED_AT = "2026-11-29";
// Session 37 (join, docs/decisions.md "Session 37's join"): veiled 239 -> 240; everydayCare 30 -> 25.
// Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): abuse 42 -> 43; everydayCare 25 -> 24.
// Session 39 (crisis round, docs/decisions.md "Crisis round (session 39)"): direct 251 -> 253; abuse 43 -> 50;
// everydayFalseAlarms 12 -> 9; hardNegativeFalseAlarms 12 -> 9; everydayCare 24 -> 25 (a goodbye to a
// church group with its move named gets the care line, no longer the crisis reply).
// Session 53 (join, blind-41 in the three heads and the neighbours): everydayCare 27 -> 28 (the join's retrained care head gives the care line to "I'm going to strangle the printer").
const RECORDED: RecordedFigures = {
  direct: 254,
  veiled: 241,
  abuse: 52,
  everydayFalseAlarms: 9,
  hardNegativeFalseAlarms: 9,
  everydayCare: 29,
};

describe("evaluation on the twenty-fifth blind set", () => {
  checkRecordedFigures(BLIND25_FILE, `TWENTY-FIFTH BLIND set (session 36, ${RECORDED_AT})`, RECORDED);
});
