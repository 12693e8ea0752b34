// The twenty-eighth blind set (blind-28.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 39 before its crisis work). Nobody has read it;
// only its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND28_FILE = fileURLToPath(new URL("./blind-28.json", import.meta.url));

// Before (session 39's starting code 76d50ca, 2026-11-30: blind-26 in the three heads and the
// neighbours): direct 248/255 (97.3 %: intent 59/60, plan 59/60, method 42/45, means 43/45, timing
// 45/45), veiled 238/246 (96.7 %: farewell 38/41, giving away 40/41, burden 40/41, no way out 41/41,
// self-harm 40/41, withdrawal 39/41), abuse with abuse help 45/53 (84.9 %), false alarms 10/566
// everyday incl. hard negatives (1.8 %; 0/322 everyday, 10/244 hard negatives), care line on 16/566
// (2.8 %). Run once more on its final code (3ab0980, and the same on a815c3d after two more crisis families; the join of blind-27, the crisis round's method,
// own-death, abuse and false-alarm families): direct 248/255 (level: the round's families met none of
// this author's seven misses), veiled 238/246 (level), abuse with abuse help 46/53 (86.8 %, +1), false
// alarms 10/566 (level; all hard negatives), care line on 17/566 (3.0 %, +1, a hard negative). Both runs
// done, it is readable from session 40 on.
// Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on): direct 248 -> 250; everydayCare 17 -> 16 (in the three heads and the neighbours since session 40, so in-sample, not an estimate; its honest reading is the run above).
// Session 41 (crisis: a one-way act pictured again and again at one's work, PICTURED_ONE_WAY_ACT):
// direct 250 -> 252.
// Session 41 (crisis: Jamaican miself, Scots aboot and aff respelled; off a ship where nobody would
// see): direct 252 -> 253.
// Session 42 (crisis: a passport held with pay, a debt or a way out named is abuse): abuse 46 ->
// 49.
// Session 42 (crisis: harm told in other words: where it doesn't show, tonight's beating, a belt or
// a spoon used on a child, a fist raised): abuse 49 -> 52.
// Session 42 (crisis: farewells in the words of a note, weeks of cutting, hiding from the door earn
// the care line): veiled 238 -> 243.
// Session 42 (crisis: plain words of a plan, a time and the means): direct 253 -> 254.
// Session 46's join (blind-34 in the three heads and the neighbours; the retrained heads and neighbours): veiled 243 -> 242.
const RECORDED_AT = "2026-11-30";
const RECORDED: RecordedFigures = {
  direct: 254,
  veiled: 242,
  abuse: 52,
  everydayFalseAlarms: 10,
  hardNegativeFalseAlarms: 10,
  everydayCare: 16,
};

describe("evaluation on the twenty-eighth blind set", () => {
  checkRecordedFigures(BLIND28_FILE, `TWENTY-EIGHTH BLIND set (session 39, ${RECORDED_AT})`, RECORDED);
});
