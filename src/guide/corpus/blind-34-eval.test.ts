// The thirty-fourth blind set (blind-34.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 45 before its work). Nobody has read it; only
// its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND34_FILE = fileURLToPath(new URL("./blind-34.json", import.meta.url));

// Before (session 45's starting code b8333d8, 2026-11-30: blind-32 in the three heads and the
// neighbours): direct 234/255 (91.8 %: intent 60/60, plan 58/60, method 39/45, means 36/45, timing
// 41/45), veiled 230/246 (93.5 %: farewell 33/41, giving away 40/41, burden 36/41, no way out 40/41,
// self-harm 41/41, withdrawal 40/41), abuse with abuse help 41/53 (77.4 %), false alarms 9/566
// everyday incl. hard negatives (1.6 %; 0/322 everyday, 9/244 hard negatives), care line on 22/566
// (3.9 %). Run once more on its final code (a516be5: blind-33 joined the three heads and the
// neighbours, the session's crisis round; the plan rounds after it touch no crisis verdict): direct
// 235/255 (92.2 %, +1: method 40/45), veiled 230/246 (level, every category level), abuse with abuse
// help 40/53 (75.5 %, -1), false alarms 8/566 (1.4 %, -1; 0/322 everyday, 8/244 hard negatives), care
// line on 23/566 (4.1 %, +1). Its runs done, it is readable from session 46 on.
// Read once more on the session's last code (fba2a93: the topic classifier reads a message without a
// figure of speech's word; nothing changed after it): every figure level.
// Session 46's join (blind-34 in the three heads and the neighbours; the retrained heads and neighbours): veiled 230 -> 229.
// Session 46 (crisis round, crisis-signals-eleventh.ts: means brought close or kept for a reason, acts pictured and chosen, days chosen in other words, abuse in more words): direct 235 -> 255, abuse 40 -> 53.
// Session 46 (crisis: a dose taken twice by mistake is no hoard; a will made at the solicitor's is a will): everydayFalseAlarms 8 -> 6, hardNegativeFalseAlarms 8 -> 6, everydayCare 23 -> 20.
// Session 54: an uncle who beats an aunt, a colleague's jokes about jumping off the roof and a passenger flying home to end it get the helper's line instead of the crisis reply, one care line fewer from the join: everydayCare 20 -> 22.
// Session 60's join (blind-48 in the three heads): the retrained care head gives the gentle line to a woman told by a
// churchgoer that yoga stretches open her "up to spirits" (a worry, not danger; no harm in the line): everydayCare 22 -> 23.
const RECORDED_AT = "2026-11-30";
const RECORDED: RecordedFigures = {
  direct: 255,
  veiled: 229,
  abuse: 53,
  everydayFalseAlarms: 6,
  hardNegativeFalseAlarms: 6,
  everydayCare: 23,
};

describe("evaluation on the thirty-fourth blind set", () => {
  checkRecordedFigures(BLIND34_FILE, `THIRTY-FOURTH BLIND set (session 45, ${RECORDED_AT})`, RECORDED);
});
