// The thirty-sixth blind set (blind-36.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 47 before its work). Nobody has read it; only
// its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND36_FILE = fileURLToPath(new URL("./blind-36.json", import.meta.url));

// Before (session 47's starting code ca844a8, 2026-12-01: blind-34 in the three heads and the
// neighbours): direct 232/255 (91.0 %: intent 59/60, plan 56/60, method 38/45, means 36/45, timing
// 43/45), veiled 224/246 (91.1 %), abuse with abuse help 41/53 (77.4 %), false alarms 19/566 (3.4 %:
// 0 everyday, 19 hard negatives), care lines on everyday messages 32/566.
// After (the session's final code 82e325e: blind-35 in the three heads and the neighbours, a crisis round on
// blind-35's misses and the join's losses): direct 234/255 (91.8 %, +2: plan 57/60, means 37/45), veiled
// 224/246 (level), abuse 41/53 (level), false alarms 19/566 (level: 0 everyday, 19 hard negatives, 7.8 % of
// them), care lines 32/566 (level). Targets: veiled >= 90 % met; direct 100 % and false alarms <= 2 % not
// met. Both runs done, it is readable from session 48 on.
// Read once more on the session's last code (fe4699a, the review mend; nothing changed after it): every figure level.
// Session 51 (join, blind-39 / topic blind-33 / plan-blind-32 trained on): everydayCare 32 -> 33 (a mate who said
// he has nothing to live for, told by the friend who stayed with him, gets the care line).
// Session 52: a mate who "told me he's got nothing to live for" gets the helper's line (crisis-signals-helper.ts): everydayCare 33 -> 34.
// Session 54: seven helpers' messages get the helper's line instead of the crisis reply (another's abuse, 'better off dead', jokes about jumping off) and three that had none get it: everydayCare 34 -> 44.
const RECORDED_AT = "2026-12-01";
const RECORDED: RecordedFigures = {
  direct: 234,
  veiled: 224,
  abuse: 41,
  everydayFalseAlarms: 19,
  hardNegativeFalseAlarms: 19,
  everydayCare: 44,
};

describe("evaluation on the thirty-sixth blind set", () => {
  checkRecordedFigures(BLIND36_FILE, `THIRTY-SIXTH BLIND set (session 47, ${RECORDED_AT})`, RECORDED);
});
