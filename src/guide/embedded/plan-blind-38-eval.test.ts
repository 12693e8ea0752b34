import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_38_STUDY, PLAN_BLIND_38_WEEKLY } from "../fixtures/pastoral/plan-blind-38.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed thirty-ninth set", { timeout: 300_000 }, () => {
  // The thirty-ninth plan set (plan-blind-38.ts: 180 weekly threads, 150 study themes, written by a helper who
  // never opened the guide's code, sealed with labels.ts in session 54 before anything was tuned on it). Run on
  // the session's starting code (08fc695, 2026-12-03): weekly plan days 1096/1260 (87.0 %), none wounding; study
  // plan days 946/1050 (90.1 %), none wounding; replies 149/162 (92.0 %), none wounding; care line on 3/44
  // everyday messages (6.8 %). Run once more on its final code (plan-blind-35 among the readers' older sets, all
  // four models retrained, study themes named by their own words, crisis round 18): weekly 1115 (+19, 88.5 %),
  // study 943 (-3, 89.8 %), replies 150 (+1, 92.6 %), care line 3/44, none wounding. Targets: 90 % fit met on
  // replies only; care line under 5 % NOT met. Its runs done, it is readable from session 55 on.
  // Session 55 (readable, tuned on: its everyday care lines and crisis replies mended as everyday life and ordinary
  // speech, its study themes named by their own words; the join's readers with plan-blind-36 among the older sets, this
  // set held out): weekly 1117, study 983, replies 152, care line 0/45, none wounding. No longer an estimate of a new author.
  // Session 56 (join, plan-blind-37 among the readers' older sets; the topic blend leaning toward the classifier):
  // weekly 1117 -> 1116 (one day of a thread the retrained situation reader reads otherwise), study 983 -> 984.
  it("thirty-ninth plan set (blind, session 54): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_38_WEEKLY, PLAN_BLIND_38_STUDY, STUDY_LABELS);
    console.log(report("thirty-ninth plan set (blind, session 54)", f));
    expectRecordHeld(f, PLAN_BLIND_38_WEEKLY, {
      planFit: 1116,
      studyFit: 983,
      replyFit: 152,
      careOnEveryday: 0,
    });
  });
});
