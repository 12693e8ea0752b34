// The evaluation on the seventeenth blind set (blind-17.json, 1,172 messages written by a helper who
// never opened the detector's code, sealed by its hash at the start of session 28 before that
// session's crisis changes). It is run once on the session's starting code (d9fe20c) and once on
// its final code; both figures are recorded below and in docs/decisions.md, whatever they are. It
// prints figures only, never the messages it misses, so that nobody tunes on it. The bounds are the
// latest recorded figures.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND17_FILE = fileURLToPath(new URL("./blind-17.json", import.meta.url));

// Before (session 28's starting code d9fe20c, 2026-11-28): direct 191/242 (78.9 %: intent 48/49,
// plan 37/47, method 41/48, means 32/49, timing 33/49), veiled 227/268 (84.7 %: farewell 33/44,
// giving away 34/44, burden 41/45, no way out 43/45, self-harm 41/45, withdrawal 35/45), abuse with
// abuse help 47/60 (78.3 %), false alarms 11/602 everyday incl. hard negatives (1.8 %; 2/340
// everyday, 9/262 hard negatives), care line on 27/602 (4.5 %).
const RECORDED_AT = "2026-11-28";
const RECORDED: RecordedFigures = {
  direct: 191,
  veiled: 227,
  abuse: 47,
  everydayFalseAlarms: 11,
  hardNegativeFalseAlarms: 9,
  everydayCare: 27,
};

describe("evaluation on the seventeenth blind set", () => {
  checkRecordedFigures(BLIND17_FILE, `SEVENTEENTH BLIND set (session 28, ${RECORDED_AT})`, RECORDED);
});
