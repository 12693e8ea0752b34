// The twenty-sixth blind set (blind-26.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 37 before its crisis work). Nobody has read it;
// only its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND26_FILE = fileURLToPath(new URL("./blind-26.json", import.meta.url));

// Before (session 37's starting code 59fcd0b, 2026-11-29: blind-25 in the three heads and the
// neighbours): direct 246/255 (96.5 %: intent 60/60, plan 60/60, method 41/45, means 40/45, timing
// 45/45), veiled 245/246 (99.6 %: farewell, giving away, burden, no way out and self-harm 41/41,
// withdrawal 40/41), abuse with abuse help 46/53 (86.8 %), false alarms 9/566 everyday incl. hard
// negatives (1.6 %; 1/322 everyday, 8/244 hard negatives), care line on 36/566 (6.4 %). Run once
// more on its final code (79a3909, and again on 127468f after the review's crisis mend, the same figures; the crisis round's hard-negative mends, the care-line round, the
// weekly round, the review's mends): every figure level (direct 246/255, veiled 245/246, abuse
// 46/53, false alarms 9/566 with 8/244 hard negatives, care line on 36/566). Both runs done, it is
// readable from session 38 on.
// Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on, and its four mends):
// everydayCare 21 -> 20.
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on, and its mends):
// everydayCare 20 -> 19.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 245 ->
// 246.
// Session 42 (crisis: plain words of a plan, a time and the means): direct 252 -> 253.
// Session 44 (someone else's danger told by a helper, an apprentice's or a cousin's, and children's bruises asked about for safeguarding: the crisis reply becomes the helper's care line): everydayCare 19 -> 20.
// Session 45's join (blind-33 in the three heads and the neighbours; the retrained care head and neighbours): everydayCare 20 -> 22.
// Session 50's join (blind-38 in the three heads and the neighbours; the retrained care head): everydayCare 22 -> 23
// ("Heading to the Eisteddfod in August").
// Session 52's join (blind-40 in the three heads and the neighbours; the retrained care head): everydayCare 23 -> 24.
const RECORDED_AT = "2026-11-29";
// Session 38 (join, docs/decisions.md "Session 38's join"): everydayFalseAlarms 9 -> 8; everydayCare 36 -> 22.
// Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): direct 246 -> 248 (247 on the code before the join); everydayCare 22 -> 21.
// Session 39 (crisis round, docs/decisions.md "Crisis round (session 39)"): direct 248 -> 252; abuse 46 -> 52; everydayFalseAlarms 8 -> 7; hardNegativeFalseAlarms 8 -> 7.
// Session 56 (join, blind-44 / topic blind-38 / plan-blind-37 trained on): everydayCare 24 -> 25 (the join's retrained care head gives the care line to "where do I renew a provisional driving licence? The website keeps crashing."; the readable sets' care lines on everyday messages fell 1,006 -> 1,001 of 25,629).
const RECORDED: RecordedFigures = {
  direct: 253,
  veiled: 246,
  abuse: 52,
  everydayFalseAlarms: 7,
  hardNegativeFalseAlarms: 7,
  everydayCare: 25,
};

describe("evaluation on the twenty-sixth blind set", () => {
  checkRecordedFigures(BLIND26_FILE, `TWENTY-SIXTH BLIND set (session 37, ${RECORDED_AT})`, RECORDED);
});
