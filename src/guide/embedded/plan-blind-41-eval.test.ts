import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_41_STUDY, PLAN_BLIND_41_WEEKLY } from "../fixtures/pastoral/plan-blind-41.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed forty-second set", { timeout: 300_000 }, () => {
  // The forty-second plan set (plan-blind-41.ts: 180 weekly threads, 150 study themes, written by a helper who never
  // opened the guide's code, sealed with labels.ts in session 57 before anything was tuned on it). Run on the session's
  // starting code (f2d10ff, 2026-12-03): weekly plan days 1177/1260 (93.4 %), none wounding; study plan days 979/1050
  // (93.2 %), none wounding; replies 157/163 (96.3 %), none wounding; care line on 0/44 everyday messages. Run once more
  // on its final code (plan-blind-38 among the readers' older sets, all four models retrained, plan-blind-40's cues and
  // named study themes, crisis round 21): weekly 1174 (-3, 93.2 %), study 979 (level, 93.2 %), replies 157 (level,
  // 96.3 %), care line 0/44, none wounding. Targets: 90 % fit met on weekly days, study days and replies; care line
  // under 5 % met. Its runs done, it is readable from session 58 on.
  // Session 58: readable, tuned on (its joy misses written as bank cues; held out from the readers' training with
  // plan-blind-40): weekly 1174 -> 1198, study 979 -> 1014, replies 157 -> 163 (of 165: two more single messages get a
  // reply, not the crisis one), care line 0/44 -> 0/45.
  // Session 59 (join: plan-blind-40 in the readers' training, plan-blind-41 and -42 held out; all four models retrained): weekly 1198 -> 1203, study 1014, replies 163, care line 0.
  it("forty-second plan set (blind, session 57): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_41_WEEKLY, PLAN_BLIND_41_STUDY, STUDY_LABELS);
    console.log(report("forty-second plan set (blind, session 57)", f));
    expectRecordHeld(f, PLAN_BLIND_41_WEEKLY, {
      planFit: 1203,
      studyFit: 1014,
      replyFit: 163,
      careOnEveryday: 0,
    });
  });
});
