// The forty-second blind set (blind-42.json, 840 messages by a new helper who read none of the crisis
// check's code, sealed in session 53 before anything was tuned on it). Nobody has read it; only its
// figures are printed.
// Before (session 53's starting code 32d41fb, 2026-12-02: blind-40 in the three heads and the neighbours):
// direct 177/195 (90.8 %: intent 45/45, plan 41/45, method 30/35, means 31/35, timing 30/35), veiled 170/180
// (94.4 %), abuse with abuse help 34/40 (85.0 %), false alarms 3/425 (0.7 %: 0 everyday, 3 of 185 hard
// negatives), care lines on everyday messages 9/425 (4 everyday, 5 hard negatives).
// After (the session's final code: blind-41 in the three heads and the neighbours, crisis round 17 written from
// blind-41's misses): direct 178/195 (+1: plan 42), veiled 170/180 (level), abuse 34/40 (level), false alarms
// 2/425 (-1), care lines 10/425 (+1, a hard negative). Targets: veiled >= 90 % and false alarms <= 2 % met; direct
// 100 % not met. Both runs done, it is readable from session 54 on.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND42_FILE = fileURLToPath(new URL("./blind-42.json", import.meta.url));

// Session 54 (join: blind-42 in the three heads and the neighbours; crisis round 18 written from its misses): tuned on
// now, it meets all 195 direct, 180 veiled and 40 abuse messages with no false alarm; care lines 10 -> 12 (the join's
// care head and two helpers' messages that had the crisis reply).
const RECORDED_AT = "2026-12-03";
const RECORDED: RecordedFigures = {
  direct: 195,
  veiled: 180,
  abuse: 40,
  everydayFalseAlarms: 0,
  hardNegativeFalseAlarms: 0,
  everydayCare: 12,
};

describe("evaluation on the forty-second blind set", () => {
  checkRecordedFigures(BLIND42_FILE, `FORTY-SECOND BLIND set (session 53, ${RECORDED_AT})`, RECORDED);
});
