// The thirty-first plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_30_STUDY, PLAN_BLIND_30_WEEKLY } from "../fixtures/pastoral/plan-blind-30.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed thirty-first set", { timeout: 300_000 }, () => {
  // The thirty-first plan set (plan-blind-30.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 46,
  // before its work). Run on the session's starting code (016adfe, 2026-11-30): weekly plan days
  // 1523/1666 (91.4 %), 1 wounding; study plan days 1133/1330 (85.2 %), 1 wounding; replies 200/211
  // (94.8 %), none wounding; care line on 1/58 everyday messages (1.7 %).
  it("thirty-first plan set (blind, session 46): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_30_WEEKLY, PLAN_BLIND_30_STUDY, STUDY_LABELS);
    console.log(report("thirty-first plan set (blind, session 46)", f));
    expectRecordHeld(f, PLAN_BLIND_30_WEEKLY, {
      planFit: 1523,
      studyFit: 1133,
      replyFit: 200,
      careOnEveryday: 1,
      planWounding: 1,
      studyWounding: 1,
    });
  });
});
