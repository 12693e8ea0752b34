import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_37_STUDY, PLAN_BLIND_37_WEEKLY } from "../fixtures/pastoral/plan-blind-37.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed thirty-eighth set", { timeout: 300_000 }, () => {
  // The thirty-eighth plan set (plan-blind-37.ts: 180 weekly threads, 150 study themes, written by a helper who
  // never opened the guide's code, sealed with labels.ts in session 53 before anything was tuned on it). Run on
  // the session's starting code (32d41fb, 2026-12-02): weekly plan days 1111/1260 (88.2 %), none wounding; study
  // plan days 863/1050 (82.2 %), none wounding; replies 144/161 (89.4 %), none wounding; care line on 2/47
  // everyday messages (4.3 %). Run once more on its final code (plan-blind-34 among the readers' older sets, all
  // four models retrained, crisis round 17): weekly 1113 (+2), study 856 (-7), replies 143 (-1), care line 2/47,
  // none wounding. Targets: 90 % fit NOT met on any of the three; care line under 5 % met. Its runs done, it is
  // readable from session 54 on.
  // Session 54 (join: plan-blind-35 among the readers' older sets, plan-blind-37 held out with -36; all four models
  // retrained; study themes named by their own words, written from this set's study misses, so study is in sample):
  // weekly 1113 -> 1103 (the retrained situation reader), study 856 -> 909, replies 143 -> 144, care line 2 -> 1.
  // Session 55 (join: plan-blind-36 among the readers' older sets, plan-blind-37 held out with -38; all four models
  // retrained; more study themes named by their own words): weekly 1103 -> 1114, study 909 -> 915, replies 144 -> 145,
  // care line 1 (a decision weighed, "should i tell my new boss ... or keep nodding along", read as everyday life again).
  it("thirty-eighth plan set (blind, session 53): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_37_WEEKLY, PLAN_BLIND_37_STUDY, STUDY_LABELS);
    console.log(report("thirty-eighth plan set (blind, session 53)", f));
    // Session 59 (join, blind-47 / topic blind-41 / plan-blind-40 trained on; all four models retrained): careOnEveryday 1 -> 2 (the retrained care head gives the gentle line to a son offered a move abroad
    // with his father of 80 alone, and to a 17-year-old drunk at a cousin's wedding; one other line went).
    expectRecordHeld(f, PLAN_BLIND_37_WEEKLY, {
      planFit: 1114,
      studyFit: 915,
      replyFit: 145,
      careOnEveryday: 2,
    });
  });
});
