// THE final evaluation on the blind split (blind.json, hash frozen before any tuning). It was run
// once, after all tuning on the training split was finished; its figures are recorded below and
// in docs/decisions.md ("Issue 12"), whatever they were. It prints the figures only, never the
// messages it misses, so that nobody tunes on it. The bounds are the recorded figures: a later
// change that does worse on the blind split fails here; one that does better should update the
// record honestly (the split is then no longer blind to that change's author).
// Since that run the first blind split is training material (issue 12, second round: the rules
// and the classifier were tuned on it); the honest estimate is blind-2-eval.test.ts. These bounds
// stay as a floor against regressions only.
import { describe } from "vitest";
import { BLIND_FILE } from "./build.js";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

// Recorded at the single run (2026-11-23), after tuning: direct 69/87 (79.3 %), veiled 53/72
// (73.6 %), abuse with abuse help 15/26 (57.7 %), false alarms 6/320 everyday incl. hard negatives
// (1.9 %; 0/197 everyday, 6/123 hard negatives = 4.9 %). The direct (100 %) and veiled (90 %)
// targets are NOT met; see docs/decisions.md. The third round (2026-11-24) raised the floors to
// its tuned figures: direct 87/87, veiled 72/72, abuse 26/26, no false alarms, care line on 6/320
// everyday messages (regression guards only; the split has been training material since round 2).
// The sixth round (session 21) lowered the care line to 2/320 (falling apart over a task, goodbye
// to a habit, trapped in a dead-end job: corpus/authored-6.ts).
// Session 28's care side (the care head and the neighbours on every readable crisis set, the direct
// head on blind-15 and -16 too; docs/decisions.md, "A care side that reads every set"): veiled 72 -> 71 (in sample).
// Session 30 (the helper's line, doses at work, drugs taken from work, blind-18 in the heads, the
// topic and fourteenth plan rounds): everydayCare 2 -> 3.
// Session 31 (blind-19 in both heads and the neighbours, the crisis round, the helper's warning signs and emergency line, the topic and fifteenth plan rounds): everydayCare 3 -> 5.
// Session 33 (care-line round): everydayCare 5 -> 4 (a care guess that reads as everyday life beside the plan sets' everyday messages stands down).
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on, and its mends):
// everydayCare 4 -> 3.
const RECORDED: RecordedFigures = {
  direct: 87,
  veiled: 71,
  abuse: 26,
  everydayFalseAlarms: 0,
  hardNegativeFalseAlarms: 0,
  everydayCare: 4,
};

describe("final evaluation on the blind split", () => {
  checkRecordedFigures(BLIND_FILE, "first blind split (blind once; training material since)", RECORDED);
});
