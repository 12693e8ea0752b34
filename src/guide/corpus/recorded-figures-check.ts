// The check every evaluation of a crisis set shares (its eval test files call it): the set's figures,
// printed (never its messages, so that nobody tunes on a set by reading a test's output), are held
// to floors recorded in the test: at least as many met, at most as many alarms and care lines.
import { expect, it } from "vitest";
import { evaluateCorpus, fallenBelowRecord, formatFigures, readCorpus, type RecordedFigures } from "./evaluate.js";

/** `file` is the set's JSON, `label` what the printed figures are headed with. */
export function checkRecordedFigures(file: string, label: string, floors: RecordedFigures): void {
  it("prints recall per category, false alarms and hard negatives, and holds the recorded figures", { timeout: 120_000 }, () => {
    const f = evaluateCorpus(readCorpus(file));
    console.log(formatFigures(label, f));
    expect(fallenBelowRecord(f, floors)).toEqual([]);
  });
}
