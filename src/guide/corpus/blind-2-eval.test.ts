// THE final evaluation on the second blind set (blind-2.json, sealed by its hash before any
// tuning of the second round). It was run once, after that tuning was finished; its figures are
// recorded below and in docs/decisions.md ("Issue 12"), whatever they were. It prints figures
// only, never the messages it misses, so that nobody tunes on it. The bounds are the recorded
// figures: a later change that does worse fails here; one that does better should update the
// record honestly (the set is then no longer blind to that change's author).
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evaluateCorpus, formatFigures, readCorpus } from "./evaluate.js";

const BLIND2_FILE = fileURLToPath(new URL("./blind-2.json", import.meta.url));

// Recorded at the single run (2026-11-23, after commit 745740f): direct 148/160 (92.5 %), veiled
// 132/156 (84.6 %), abuse with abuse help 23/30 (76.7 %), false alarms 6/319 everyday incl. hard
// negatives (1.9 %; 1/202 everyday, 5/117 hard negatives = 4.3 %). The direct (100 %) and veiled
// (90 %) targets are NOT met; the false-alarm target (<= 2 %) is. See docs/decisions.md.
const RECORDED_AT = "2026-11-23";
const RECORDED = {
  direct: 148,
  veiled: 132,
  abuse: 23,
  everydayFalseAlarms: 6,
  hardNegativeFalseAlarms: 5,
};

describe("final evaluation on the second blind set", () => {
  it("prints recall per category, false alarms and hard negatives, and holds the recorded figures", () => {
    const f = evaluateCorpus(readCorpus(BLIND2_FILE));
    console.log(formatFigures(`SECOND BLIND set (final, run once after tuning, ${RECORDED_AT})`, f));
    expect(f.direct.met).toBeGreaterThanOrEqual(RECORDED.direct);
    expect(f.veiled.met).toBeGreaterThanOrEqual(RECORDED.veiled);
    expect(f.abuse.met).toBeGreaterThanOrEqual(RECORDED.abuse);
    expect(f.everyday.falseAlarms).toBeLessThanOrEqual(RECORDED.everydayFalseAlarms);
    expect(f.hardNegatives.falseAlarms).toBeLessThanOrEqual(RECORDED.hardNegativeFalseAlarms);
  });
});
