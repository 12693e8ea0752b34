// The thirty-fifth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_34_STUDY, PLAN_BLIND_34_WEEKLY } from "../fixtures/pastoral/plan-blind-34.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed thirty-fifth set", { timeout: 300_000 }, () => {
  // The thirty-fifth plan set (plan-blind-34.ts: 180 weekly threads, 150 study themes, written by a helper who
  // never opened the guide's code, sealed with labels.ts in session 50 before anything was tuned on it). Run on
  // the session's starting code (f47b3a0, 2026-12-02): weekly plan days 1147/1260 (91.0 %), none wounding; study
  // plan days 953/1050 (90.8 %), none wounding; replies 150/165 (90.9 %), none wounding; care line on 0/49
  // everyday messages. Run once more on its final code (0a3cecb: plan-blind-31 among the readers' older sets, all
  // four models retrained): weekly 1160/1260 (92.1 %, +13), none wounding; study 967/1050 (92.1 %, +14), none
  // wounding; replies 150/165 (90.9 %, level), none wounding; care line 0/49 (level). Its runs done, it is
  // readable from session 51 on.
  // Session 51 (join: plan-blind-34 held out with plan-blind-33, never trained on; topic blind-33, crisis blind-39 and
  // plan-blind-32 trained on, all four models retrained): planFit 1160 -> 1165; studyFit 967 -> 952, lowered (the
  // retrained study reader).
  // Session 52 (join: plan-blind-33 among the older sets, plan-blind-34 held out with plan-blind-35; all four models
  // retrained): planFit 1165 -> 1156, lowered (the retrained situation reader); studyFit 952 -> 956.
  it("thirty-fifth plan set (blind, session 50): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_34_WEEKLY, PLAN_BLIND_34_STUDY, STUDY_LABELS);
    console.log(report("thirty-fifth plan set (blind, session 50)", f));
    expectRecordHeld(f, PLAN_BLIND_34_WEEKLY, {
      planFit: 1156,
      studyFit: 956,
      replyFit: 150,
      careOnEveryday: 0,
    });
  });
});
