// The thirty-third plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_32_STUDY, PLAN_BLIND_32_WEEKLY } from "../fixtures/pastoral/plan-blind-32.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed thirty-third set", { timeout: 300_000 }, () => {
  // The thirty-third plan set (plan-blind-32.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 48,
  // before its work). Run on the session's starting code (5001b12, 2026-12-01): weekly plan days
  // 1613/1666 (96.8 %), none wounding; study plan days 1251/1330 (94.1 %), none wounding; replies 212/217
  // (97.7 %), none wounding; care line on 0/58 everyday messages (0.0 %). Run once more on its final code
  // (c63290c: plan-blind-29 among the readers' older sets, all four models retrained; caregiving said as looking
  // after loved ones; the care-line round): weekly 1613/1666 (level), none wounding; study 1258/1330 (94.6 %, +7),
  // none wounding; replies 213/217 (98.2 %, +1), none wounding; care line 0/58 (level). Its runs done, it is
  // readable from session 49 on. Read once more on the session's last code (39966c6, the review mend): level.
  it("thirty-third plan set (blind, session 48): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_32_WEEKLY, PLAN_BLIND_32_STUDY, STUDY_LABELS);
    console.log(report("thirty-third plan set (blind, session 48)", f));
    expectRecordHeld(f, PLAN_BLIND_32_WEEKLY, {
      planFit: 1613,
      studyFit: 1258,
      replyFit: 213,
      careOnEveryday: 0,
    });
  });
});
