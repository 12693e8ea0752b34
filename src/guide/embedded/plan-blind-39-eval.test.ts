import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_39_STUDY, PLAN_BLIND_39_WEEKLY } from "../fixtures/pastoral/plan-blind-39.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed fortieth set", { timeout: 300_000 }, () => {
  // The fortieth plan set (plan-blind-39.ts: 180 weekly threads, 150 study themes, written by a helper who never
  // opened the guide's code, sealed with labels.ts in session 55 before anything was tuned on it). Run on the
  // session's starting code (916e933, 2026-12-03): weekly plan days 1160/1260 (92.1 %), none wounding; study plan days
  // 913/1050 (87.0 %), none wounding; replies 158/165 (95.8 %), none wounding; care line on 0/45 everyday messages.
  // Run once more on its final code (plan-blind-36 among the readers' older sets, all four models retrained, more study
  // themes named by their own words, crisis round 19, the care line's second look widened): weekly 1161 (+1, 92.1 %),
  // study 920 (+7, 87.6 %), replies 158 (level, 95.8 %), care line 0/45, none wounding. Targets: 90 % fit met on weekly
  // days and replies, NOT on study days; care line under 5 % met. Its runs done, it is readable from session 56 on.
  // Session 56 (readable, tuned on: study themes named by their own words, a death's anniversary told as time gone; held
  // out from the readers' training with plan-blind-38): weekly 1161 -> 1168, study 920 -> 960, replies 158, care line 0/45,
  // none wounding. No longer an estimate of a new author.
  it("fortieth plan set (blind, session 55): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_39_WEEKLY, PLAN_BLIND_39_STUDY, STUDY_LABELS);
    console.log(report("fortieth plan set (blind, session 55)", f));
    expectRecordHeld(f, PLAN_BLIND_39_WEEKLY, {
      planFit: 1168,
      studyFit: 960,
      replyFit: 158,
      careOnEveryday: 0,
    });
  });
});
