// The thirty-eighth blind set (blind-38.json, 840 messages by a new helper who read none of the
// crisis check's code, sealed in session 49, after the session's crisis round was first committed and
// before anything was tuned on it). Nobody has read it; only its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND38_FILE = fileURLToPath(new URL("./blind-38.json", import.meta.url));

// Before (session 49's starting code 2beb243, 2026-12-02: blind-36 in the three heads and the neighbours):
// direct 183/195 (93.8 %: intent 45/45, plan 41/45, method 32/35, means 33/35, timing 32/35), veiled 174/180
// (96.7 %), abuse with abuse help 32/40 (80.0 %), false alarms 12/425 (2.8 %: 1 everyday, 11 hard negatives),
// care lines on everyday messages 19/425.
// After (the session's final code 86854d4: blind-37 in the three heads and the neighbours, the thirteenth
// crisis round, the helper's line for a quoted wish): direct 184/195 (94.4 %, +1: method 33/35), veiled 174/180
// (level), abuse 33/40 (82.5 %, +1), false alarms 12/425 (level: 1 everyday, 11 hard negatives, 5.9 % of them),
// care lines 19/425 (level). Targets: veiled >= 90 % met; direct 100 % and false alarms <= 2 % not met. Both
// runs done, it is readable from session 50 on. Read once more on the session's last code (c14c3a8): level.
// Session 50 (join: blind-38 in the three heads and the neighbours, in sample from here; the fourteenth crisis
// round written from its misses): direct 184 -> 195, veiled 174 -> 179, abuse 33 -> 40, false alarms 12 -> 1 (1
// hard negative), care lines 19 -> 21 (five helpers' reports of another's danger moved from the crisis reply to
// the care line; two hard negatives and two everyday messages lost theirs).
// Session 55: a friend who "doesn't want to be here" or "alive anymore", told by a helper, gets the helper's line
// (crisis-signals-helper.ts, THEIR_RISK): everydayCare 21 -> 22.
const RECORDED_AT = "2026-12-02";
const RECORDED: RecordedFigures = {
  direct: 195,
  veiled: 179,
  abuse: 40,
  everydayFalseAlarms: 1,
  hardNegativeFalseAlarms: 1,
  everydayCare: 22,
};

describe("evaluation on the thirty-eighth blind set", () => {
  checkRecordedFigures(BLIND38_FILE, `THIRTY-EIGHTH BLIND set (session 49, ${RECORDED_AT})`, RECORDED);
});
