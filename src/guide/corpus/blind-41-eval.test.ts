// The forty-first blind set (blind-41.json, 840 messages by a new helper who read none of the crisis
// check's code, sealed in session 52 before anything was tuned on it). Nobody has read it; only its
// figures are printed.
// Before (session 52's starting code ef1842a, 2026-12-02: blind-39 in the three heads and the neighbours):
// direct 185/195 (94.9 %: intent 45/45, plan 44/45, method 32/35, means 29/35, timing 35/35), veiled 172/180
// (95.6 %), abuse with abuse help 31/40 (77.5 %), false alarms 8/425 (1.9 %: 0 everyday, 8 of 185 hard
// negatives), care lines on everyday messages 14/425 (0 everyday, 14 hard negatives).
// After (the session's final code: blind-40 in the three heads and the neighbours, the round on blind-40's hard
// negatives and plan-blind-35's care lines, the sixteenth crisis round): direct 186/195 (+1: plan 45), veiled
// 172/180 (level), abuse 31/40 (level), false alarms 8/425 (level), care lines 14/425 (level). Targets: veiled
// >= 90 % and false alarms <= 2 % met; direct 100 % not met. Both runs done, it is readable from session 53 on.
// Session 53 (join: blind-41 in the three heads and the neighbours; crisis round 17, written from its misses): every
// message met, direct 186 -> 195, veiled 172 -> 180, abuse 31 -> 40, false alarms 8 -> 0, care lines 14 -> 17 (four
// hard negatives' false alarms on helpers and idioms now keep the care line; one retirement plan loses it). Tuned on
// now, these figures show only that the rules read what they were written from.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND41_FILE = fileURLToPath(new URL("./blind-41.json", import.meta.url));

const RECORDED_AT = "2026-12-02";
const RECORDED: RecordedFigures = {
  direct: 195,
  veiled: 180,
  abuse: 40,
  everydayFalseAlarms: 0,
  hardNegativeFalseAlarms: 0,
  everydayCare: 17,
};

describe("evaluation on the forty-first blind set", () => {
  checkRecordedFigures(BLIND41_FILE, `FORTY-FIRST BLIND set (session 52, ${RECORDED_AT})`, RECORDED);
});
