// The eleventh plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_10_STUDY, PLAN_BLIND_10_WEEKLY } from "../fixtures/pastoral/plan-blind-10.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed eleventh set", { timeout: 300_000 }, () => {
  // The eleventh plan set (plan-blind-10.ts: 201 weekly threads, 177 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts during session 26 and merged
  // once its plan changes were final). Run ONCE on session 26's final code (2026-11-25): weekly plan
  // days 1114/1407 (79.2 %), none wounding; study plan days 955/1239 (77.1 %), none wounding; replies
  // 127/163 (77.9 %), none wounding; care line on 3/43 everyday messages (7.0 %). It is the "before"
  // of the next plan round; nobody has read it. Only figures are printed.
  // Run once more on session 27's final code (2026-11-28, the eleventh plan round and topic blind-8
  // in the classifier): weekly 1143/1407 (81.2 %), study 966/1239 (78.0 %), replies 131/163 (80.4 %),
  // none wounding, care line 3/43 (7.0 %). Readable from session 28 on.
  it("eleventh plan set (blind, run on session 26's and session 27's final code): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_10_WEEKLY, PLAN_BLIND_10_STUDY, STUDY_LABELS);
    console.log(report("eleventh plan set (blind, run on session 26's and session 27's final code)", f));
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1143 -> 1131 and replies 131 -> 129, lowered (its sealed runs above stay as recorded).
    expectRecordHeld(f, PLAN_BLIND_10_WEEKLY, { planFit: 1131, studyFit: 966, replyFit: 129, careOnEveryday: 3 });
  });
});
