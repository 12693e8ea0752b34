// How the plan-fit tests print a labelled plan set's figures and hold it to its recorded ones; shared
// by plan-fit.test.ts and each set's own evaluation file (a sealed set's is kept apart so that tuning
// can run plan-fit.test.ts without reading it; plan-blind-10 and -11 kept theirs once read).
import { expect } from "vitest";
import type { PlanFigures } from "../fixtures/pastoral/evaluate.js";

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;

export function report(name: string, f: PlanFigures): string {
  return (
    `[plan fit] ${name}: weekly plan days fit ${f.planFit}/${f.planDays} = ${pct(f.planFit, f.planDays)}, ${f.planWounding} wounding ` +
    `(day by day, Sunday first: ${f.planFitByDay.map((n) => pct(n, f.weeklyCases)).join(", ")}) ` +
    `(${f.weeklyCases} threads); study plan days fit ${f.studyFit}/${f.studyDays} = ${pct(f.studyFit, f.studyDays)}, ${f.studyWounding} wounding ` +
    `(${f.studyCases} themes); replies to single-message threads fit ${f.replyFit}/${f.replies} = ${pct(f.replyFit, f.replies)}, ` +
    `${f.replyWounding} wounding (four styles), care line on everyday messages ${f.careOnEveryday}/${f.everyday} = ${pct(f.careOnEveryday, f.everyday)}`
  );
}

/** The figures a labelled plan set is held to (the recorded ones): at least as many fitting days
 * and replies, no more wounding days (none in replies) and no more care lines. */
export interface PlanRecord {
  planFit: number;
  studyFit: number;
  replyFit: number;
  planWounding?: number;
  studyWounding?: number;
  careOnEveryday?: number;
}

export function expectRecordHeld(f: PlanFigures, weekly: readonly unknown[], record: PlanRecord): void {
  expect(f.planDays).toBe(7 * weekly.length);
  expect(f.planFit).toBeGreaterThanOrEqual(record.planFit);
  expect(f.studyFit).toBeGreaterThanOrEqual(record.studyFit);
  expect(f.replyFit).toBeGreaterThanOrEqual(record.replyFit);
  expect(f.planWounding).toBeLessThanOrEqual(record.planWounding ?? 0);
  expect(f.studyWounding).toBeLessThanOrEqual(record.studyWounding ?? 0);
  expect(f.replyWounding).toBe(0);
  expect(f.careOnEveryday).toBeLessThanOrEqual(record.careOnEveryday ?? 0);
}
