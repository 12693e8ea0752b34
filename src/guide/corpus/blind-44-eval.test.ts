// The forty-fourth blind set (blind-44.json, 840 messages by a new helper who read none of the crisis check's code,
// sealed in session 55 before anything was tuned on it). Nobody has read it; only its figures are printed.
// Before (session 55's starting code 916e933, 2026-12-03: blind-42 in the three heads and the neighbours): direct
// 184/195 (94.4 %: intent 44/45, plan 42/45, method 33/35, means 30/35, timing 35/35), veiled 175/180 (97.2 %), abuse
// with abuse help 35/40 (87.5 %), false alarms 4/425 (0.9 %: 0 everyday, 4 of 185 hard negatives, 2.2 %), care lines
// on everyday messages 24/425 (4 everyday, 20 hard negatives).
// After (the session's final code: blind-43 in the three heads and the neighbours, crisis round 19 written from
// blind-43's misses and false alarms): direct 186/195 (95.4 %, +2: plan 44/45), veiled 176/180 (97.8 %, +1: farewell
// 29/30), abuse 36/40 (90.0 %, +1), false alarms 4/425 (level; 4 of 185 hard negatives, 2.2 %), care lines 23/425 (-1).
// Targets: veiled >= 90 % and false alarms <= 2 % of everyday messages met; direct 100 % not met. Both runs done, it is
// readable from session 56 on.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND44_FILE = fileURLToPath(new URL("./blind-44.json", import.meta.url));

const RECORDED_AT = "2026-12-03";
// Session 56: readable, tuned on (crisis round 20 written from its misses; in the three heads and the neighbours since the
// session's join): direct 186 -> 195, veiled 176 -> 180, abuse 36 -> 40, false alarms 4 -> 0 (hard negatives 4 -> 0),
// care lines 23 -> 21. In-sample from here on, no longer an estimate of a new author.
const RECORDED: RecordedFigures = {
  direct: 195,
  veiled: 180,
  abuse: 40,
  everydayFalseAlarms: 0,
  hardNegativeFalseAlarms: 0,
  everydayCare: 21,
};

describe("evaluation on the forty-fourth blind set", () => {
  checkRecordedFigures(BLIND44_FILE, `FORTY-FOURTH BLIND set (session 55, ${RECORDED_AT})`, RECORDED);
});
