// The thirty-fourth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_33_STUDY, PLAN_BLIND_33_WEEKLY } from "../fixtures/pastoral/plan-blind-33.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed thirty-fourth set", { timeout: 300_000 }, () => {
  // The thirty-fourth plan set (plan-blind-33.ts: 180 weekly threads, 150 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts in session 49 before anything was
  // tuned on it). Run on the session's starting code (2beb243, 2026-12-02): weekly plan days 1110/1260
  // (88.1 %), none wounding; study plan days 967/1050 (92.1 %), none wounding; replies 157/163 (96.3 %),
  // none wounding; care line on 0/46 everyday messages. Run once more on its final code (86854d4:
  // plan-blind-30 among the readers' older sets, all four models retrained): weekly 1126/1260 (89.4 %, +16),
  // none wounding; study 964/1050 (91.8 %, -3), none wounding; replies 156/163 (95.7 %, -1), none wounding;
  // care line 0/46 (level). Its runs done, it is readable from session 50 on. Read once more on the session's last code (c14c3a8): level.
  // Session 50 (join: plan-blind-33 held out with plan-blind-32, never trained on; topic blind-32, crisis blind-38 and
  // plan-blind-31 trained on, all four models retrained): planFit 1126 -> 1119, lowered; studyFit 964 -> 966.
  // Session 51 (join: plan-blind-33 held out with plan-blind-34, never trained on; topic blind-33, crisis blind-39 and
  // plan-blind-32 trained on, all four models retrained): planFit 1119 -> 1104, replyFit 156 -> 155, both lowered. The
  // retrained situation reader overrules a fourteen-year-old's "my parents are splitting up and they both want me to
  // choose" to a big decision (7 days), and reads an IVF wait and a Papiamento breakup otherwise (4 each).
  it("thirty-fourth plan set (blind, session 49): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_33_WEEKLY, PLAN_BLIND_33_STUDY, STUDY_LABELS);
    console.log(report("thirty-fourth plan set (blind, session 49)", f));
    expectRecordHeld(f, PLAN_BLIND_33_WEEKLY, {
      planFit: 1104,
      studyFit: 964,
      replyFit: 155,
      careOnEveryday: 0,
    });
  });
});
