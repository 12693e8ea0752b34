// The forty-seventh blind set (blind-47.json, 840 messages by a new helper author, sealed at the start of session 58
// before anything was tuned on it; its hash test records what the author read). Run once on the session's starting
// code (cc3e3f9, 2026-12-03: crisis round 21, blind-45 in the three heads): direct 178/195 (91.3 %; intent 45/45, plan
// 37/45, method 34/35, means 34/35, timing 28/35), veiled 164/180 (91.1 %), abuse 34/40 (85.0 %), false alarms 7/425
// (1.6 %; 7 of 185 hard negatives, 3.8 %), care lines 24/425. Run once more on its final code (crisis round 22,
// blind-46 in the three heads and the neighbours): every figure level (direct 178, veiled 164, abuse 34, false alarms
// 7, care lines 24). Targets: direct 100 % NOT met (17 missed: 8 plans, 1 method, 1 means, 7 timing), veiled at least
// 90 % met, false alarms at most 2 % met (hard negatives alone 3.8 %). Its runs done, it is readable from session 59 on.
// Session 59 tuned on it (crisis round 23, crisis-signals-twenty-third.ts), so its figures below are no longer blind:
// direct 193/195 (the two left: a plan "like a project at work" and "working out the plan was the easy bit"), veiled
// 180/180, abuse 40/40, false alarms 0, care lines 30 (six hard negatives moved from the crisis reply to the care line).
// Session 59's join (blind-47 in the three heads and the neighbours): every figure level but the care lines, 30 -> 27.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND47_FILE = fileURLToPath(new URL("./blind-47.json", import.meta.url));

const RECORDED_AT = "2026-12-04";
const RECORDED: RecordedFigures = {
  direct: 193,
  veiled: 180,
  abuse: 40,
  everydayFalseAlarms: 0,
  hardNegativeFalseAlarms: 0,
  everydayCare: 27,
};

describe("evaluation on the forty-seventh blind set", () => {
  checkRecordedFigures(BLIND47_FILE, `FORTY-SEVENTH BLIND set (session 58, ${RECORDED_AT})`, RECORDED);
});
