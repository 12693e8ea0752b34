// THE final evaluation on the blind split (blind.json, hash frozen before any tuning). It was run
// once, after all tuning on the training split was finished; its figures are recorded below and
// in docs/decisions.md ("Issue 12"), whatever they were. It prints the figures only, never the
// messages it misses, so that nobody tunes on it. The bounds are the recorded figures: a later
// change that does worse on the blind split fails here; one that does better should update the
// record honestly (the split is then no longer blind to that change's author).
// Since that run the first blind split is training material (issue 12, second round: the rules
// and the classifier were tuned on it); the honest estimate is blind-2-eval.test.ts. These bounds
// stay as a floor against regressions only.
import { describe, expect, it } from "vitest";
import { BLIND_FILE } from "./build.js";
import { evaluateCorpus, formatFigures, readCorpus } from "./evaluate.js";

// Recorded at the single run (2026-11-23), after tuning: direct 69/87 (79.3 %), veiled 53/72
// (73.6 %), abuse with abuse help 15/26 (57.7 %), false alarms 6/320 everyday incl. hard negatives
// (1.9 %; 0/197 everyday, 6/123 hard negatives = 4.9 %). The direct (100 %) and veiled (90 %)
// targets are NOT met; see docs/decisions.md.
const RECORDED = {
  direct: 69,
  veiled: 53,
  abuse: 15,
  everydayFalseAlarms: 6,
  hardNegativeFalseAlarms: 6,
};

describe("final evaluation on the blind split", () => {
  it("prints recall per category, false alarms and hard negatives, and holds the recorded figures", () => {
    const f = evaluateCorpus(readCorpus(BLIND_FILE));
    console.log(formatFigures("BLIND split (final, run once after tuning)", f));
    expect(f.direct.met).toBeGreaterThanOrEqual(RECORDED.direct);
    expect(f.veiled.met).toBeGreaterThanOrEqual(RECORDED.veiled);
    expect(f.abuse.met).toBeGreaterThanOrEqual(RECORDED.abuse);
    expect(f.everyday.falseAlarms).toBeLessThanOrEqual(RECORDED.everydayFalseAlarms);
    expect(f.hardNegatives.falseAlarms).toBeLessThanOrEqual(RECORDED.hardNegativeFalseAlarms);
  });
});
