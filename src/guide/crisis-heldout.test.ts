// Held-out evaluation of the crisis check (fixtures/crisis-heldout*.ts). Prints the figures.
// The first held-out set was written before this round's rule changes and is now tuned: every
// crisis must be caught. The second was written after the rules were finished and measured once
// before any further change (6/35 caught, 5/58 false alarms); it is never tuned on, so its
// bounds only guard against regressions and its figure is the generalisation estimate.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";
import { CRISIS_HELDOUT, type CrisisEvalSet } from "./fixtures/crisis-heldout.js";
import { CRISIS_HELDOUT_2 } from "./fixtures/crisis-heldout-2.js";

function evaluate(set: CrisisEvalSet) {
  const missed = set.crisis.filter((m) => !checkCrisis(m).crisis);
  const falseAlarms = set.ordinary.filter((m) => checkCrisis(m).crisis);
  const concern = set.ordinary.filter((m) => checkCrisis(m).concern);
  return {
    caught: set.crisis.length - missed.length,
    recall: (set.crisis.length - missed.length) / set.crisis.length,
    missed,
    falseAlarms,
    falseAlarmRate: falseAlarms.length / set.ordinary.length,
    concern: concern.length,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function report(name: string, set: CrisisEvalSet, r: ReturnType<typeof evaluate>) {
  console.log(
    `[crisis evaluation] ${name} (${set.crisis.length} crisis, ${set.ordinary.length} ordinary): caught ${r.caught}/${set.crisis.length} (${pct(r.recall)}), false alarms ${r.falseAlarms.length}/${set.ordinary.length} (${pct(r.falseAlarmRate)}), ordinary with the concern line ${r.concern}`,
  );
}

// The first test builds the word-vector neighbours (about a second alone, more on a loaded machine).
describe("crisis check on held-out sets", { timeout: 60_000 }, () => {
  it("first held-out set: has >= 80 crisis and >= 150 ordinary messages, every crisis caught, <= 2 % false alarms", () => {
    expect(CRISIS_HELDOUT.crisis.length).toBeGreaterThanOrEqual(80);
    expect(CRISIS_HELDOUT.ordinary.length).toBeGreaterThanOrEqual(150);
    const r = evaluate(CRISIS_HELDOUT);
    report("first held-out set", CRISIS_HELDOUT, r);
    expect(r.missed).toEqual([]);
    expect(r.falseAlarmRate).toBeLessThanOrEqual(0.02);
  });

  it("second held-out set (never tuned on): prints the generalisation estimate and guards regressions", () => {
    expect(CRISIS_HELDOUT_2.crisis.length).toBeGreaterThanOrEqual(30);
    expect(CRISIS_HELDOUT_2.ordinary.length).toBeGreaterThanOrEqual(50);
    const r = evaluate(CRISIS_HELDOUT_2);
    report("second held-out set (generalisation estimate)", CRISIS_HELDOUT_2, r);
    // Measured before any change: 6/35 caught (17.1 %), 5/58 false alarms (8.6 %). The 2 % false
    // alarm target is NOT met on this set; the ceiling below is the measured figure, not the target,
    // so that a regression fails without tuning on the set. See docs/decisions.md.
    // Issue 12 (rules tuned on the new corpus, classifier direct head; this set not read): 7/35
    // caught (20.0 %), 4/58 false alarms (6.9 %); the bounds follow the new measured figures.
    // Issue 12, third round (general signals; this set still not read): 8/35 caught, 4/58 false alarms.
    // Issue 12, fourth round (families of signs; this set still not read): 8/35 caught, 3/58 false
    // alarms (an injury told as an accident, "on the oven", no longer reads as self-harm).
    expect(r.caught).toBeGreaterThanOrEqual(8);
    expect(r.falseAlarms.length).toBeLessThanOrEqual(3);
  });

  // A ratio, not a time: on a shared machine a time bound fails under load (it did at load 6), but
  // four times the text taking about four times as long holds at any load (2.2 to 4.3 measured).
  // Catastrophic backtracking grows far faster than the text (quadratic already reads 16 times).
  it("checks a 4000-character message in about four times a 1000-character one's time (no catastrophic backtracking)", () => {
    const chunks = [
      "I had a long day at work and my back hurts, but church was good and I'm grateful. ",
      "i wish i want i hope i pray im ready to ",
      "my dad my mom he she they my husband my boss ",
      "aaaaaaaa!!!! ''' ,,,, ",
    ];
    const fastest = (input: string) => {
      checkCrisis(input);
      let best = Infinity;
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        checkCrisis(input);
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };
    for (const chunk of chunks) {
      const long = chunk.repeat(Math.ceil(4000 / chunk.length)).slice(0, 4000);
      expect(fastest(long) / fastest(long.slice(0, 1000))).toBeLessThan(10);
    }
  });
});
