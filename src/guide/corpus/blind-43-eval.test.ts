// The forty-third blind set (blind-43.json, 840 messages by a new helper who read none of the crisis check's code,
// sealed in session 54 before anything was tuned on it). Nobody has read it; only its figures are printed.
// Before (session 54's starting code 08fc695, 2026-12-03: blind-41 in the three heads and the neighbours): direct
// 181/195 (92.8 %: intent 45/45, plan 38/45, method 31/35, means 33/35, timing 34/35), veiled 169/180 (93.9 %), abuse
// with abuse help 36/40 (90.0 %), false alarms 10/425 (2.4 %: 0 everyday, 10 of 185 hard negatives), care lines on
// everyday messages 19/425 (1 everyday, 18 hard negatives).
// After (the session's final code: blind-42 in the three heads and the neighbours, crisis round 18 written from
// blind-42's misses, the helper's words and ordinary speech read on the readable sets' false alarms): direct 181/195
// (level), veiled 170/180 (+1: withdrawal 25), abuse 36/40 (level), false alarms 9/425 (-1; 2.1 %), care lines 19/425
// (level). Targets: veiled >= 90 % met; direct 100 % and false alarms <= 2 % not met. Both runs done, it is readable
// from session 55 on.
// Session 55 (readable, tuned on: crisis round 19 written from its misses and false alarms, then joined to the three
// heads and the neighbours): direct 195/195, veiled 180/180, abuse 40/40, false alarms 1/425 (a gaming friend abroad
// who "has a gun", read as an emergency now), care lines 26/425 (helpers' messages that had the crisis reply now get
// the helper's line). No longer an estimate of a new author.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND43_FILE = fileURLToPath(new URL("./blind-43.json", import.meta.url));

const RECORDED_AT = "2026-12-03";
const RECORDED: RecordedFigures = {
  direct: 195,
  veiled: 180,
  abuse: 40,
  everydayFalseAlarms: 1,
  hardNegativeFalseAlarms: 1,
  everydayCare: 26,
};

describe("evaluation on the forty-third blind set", () => {
  checkRecordedFigures(BLIND43_FILE, `FORTY-THIRD BLIND set (session 54, ${RECORDED_AT})`, RECORDED);
});
