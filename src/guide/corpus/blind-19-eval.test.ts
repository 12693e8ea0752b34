// The evaluation on the nineteenth blind set (blind-19.json, 1,193 messages written by a helper who
// never opened the detector's code, sealed by its hash at the start of session 30 before that
// session's crisis changes). It is run once on the session's starting code (b98c40f) and once on
// its final code; both figures are recorded below and in docs/decisions.md, whatever they are. It
// prints figures only, never the messages it misses, so that nobody tunes on it. The bounds are the
// latest recorded figures.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND19_FILE = fileURLToPath(new URL("./blind-19.json", import.meta.url));

// Before (session 30's starting code b98c40f, 2026-11-28): direct 234/250 (93.6 %: intent 50/50,
// plan 44/50, method 46/50, means 45/50, timing 49/50), veiled 258/276 (93.5 %: farewell 42/46,
// giving away 42/46, burden 45/46, no way out 46/46, self-harm 46/46, withdrawal 37/46), abuse with
// abuse help 49/60 (81.7 %), false alarms 19/607 everyday incl. hard negatives (3.1 %; 0/347
// everyday, 19/260 hard negatives), care line on 14/607 (2.3 %).
const RECORDED_AT = "2026-11-28";
const RECORDED: RecordedFigures = {
  direct: 234,
  veiled: 258,
  abuse: 49,
  everydayFalseAlarms: 19,
  hardNegativeFalseAlarms: 19,
  everydayCare: 14,
};

describe("evaluation on the nineteenth blind set", () => {
  checkRecordedFigures(BLIND19_FILE, `NINETEENTH BLIND set (session 30, ${RECORDED_AT})`, RECORDED);
});
