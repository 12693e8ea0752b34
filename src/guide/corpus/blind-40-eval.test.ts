// The fortieth blind set (blind-40.json, 840 messages by a new helper who read none of the crisis
// check's code, sealed in session 51 before anything was tuned on it). Nobody has read it; only its
// figures are printed.
// Before (session 51's starting code 2bbf00d, 2026-12-02: blind-38 in the three heads and the neighbours):
// direct 181/195 (92.8 %: intent 45/45, plan 44/45, method 28/35, means 31/35, timing 33/35), veiled 166/180
// (92.2 %), abuse with abuse help 28/40 (70.0 %), false alarms 13/425 (3.1 %: 0 everyday, 13 of 185 hard
// negatives), care lines on everyday messages 27/425 (9 everyday, 18 hard negatives).
// After (the session's final code 006b442: blind-39 in the three heads and the neighbours, the fifteenth crisis
// round, the false alarms found writing look-alikes): direct 181/195 (level: method 29, means 30), veiled
// 166/180 (level), abuse 29/40 (+1), false alarms 13/425 (level), care lines 27/425 (level). Targets: veiled
// >= 90 % met; direct 100 % and false alarms <= 2 % not met. Both runs done, it is readable from session 52 on.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND40_FILE = fileURLToPath(new URL("./blind-40.json", import.meta.url));

// Session 52: nine false alarms on helpers become the helper's line (crisis-signals-helper.ts, crisis-signals-abuse.ts), and the join's care head stands four everyday care lines down: everydayCare 27 -> 32.
const RECORDED_AT = "2026-12-02";
// Session 53 (join, blind-41 in the three heads and the neighbours): everydayCare 32 -> 33 (the join's retrained care head gives the care line to a marriage that has "simply run out").
const RECORDED: RecordedFigures = {
  direct: 181,
  veiled: 166,
  abuse: 29,
  everydayFalseAlarms: 13,
  hardNegativeFalseAlarms: 13,
  everydayCare: 33,
};

describe("evaluation on the fortieth blind set", () => {
  checkRecordedFigures(BLIND40_FILE, `FORTIETH BLIND set (session 51, ${RECORDED_AT})`, RECORDED);
});
