import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_42_STUDY, PLAN_BLIND_42_WEEKLY } from "../fixtures/pastoral/plan-blind-42.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed forty-third set", { timeout: 300_000 }, () => {
  // The forty-third plan set (plan-blind-42.ts: 180 weekly threads, 150 study themes, written by a helper who never
  // opened the guide's code, sealed with labels.ts in session 58 before anything was tuned on it). Run on the session's
  // starting code (cc3e3f9, 2026-12-03): weekly plan days 1216/1260 (96.5 %), none wounding; study plan days 1009/1050
  // (96.1 %), none wounding; replies 158/163 (96.9 %), none wounding; care line on 2/44 everyday messages. Run once more
  // on its final code (plan-blind-39 among the readers' older sets, all four models retrained, plan-blind-41's cues,
  // crisis round 22): weekly 1210 (-6, 96.0 %), study 1009 (level, 96.1 %), replies 159 (+1, 97.5 %), care line 2/44,
  // none wounding. Targets: 90 % fit met on weekly days, study days and replies; care line under 5 % met. Its runs
  // done, it is readable from session 59 on.
  it("forty-third plan set (blind, session 58): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_42_WEEKLY, PLAN_BLIND_42_STUDY, STUDY_LABELS);
    console.log(report("forty-third plan set (blind, session 58)", f));
    expectRecordHeld(f, PLAN_BLIND_42_WEEKLY, {
      planFit: 1210,
      studyFit: 1009,
      replyFit: 159,
      careOnEveryday: 2,
    });
  });
});
