// The twenty-eighth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_27_STUDY, PLAN_BLIND_27_WEEKLY } from "../fixtures/pastoral/plan-blind-27.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed twenty-eighth set", { timeout: 300_000 }, () => {
  // The twenty-eighth plan set (plan-blind-27.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 43,
  // before its work). Run on the session's starting code (d6cc6b0, 2026-11-30): weekly plan days
  // 1524/1666 (91.5 %), none wounding; study plan days 1094/1330 (82.3 %), none wounding; replies
  // 200/212 (94.3 %), none wounding; care line on 1/52 everyday messages (1.9 %). Run once more on its
  // final code (1b253c7): weekly 1542/1666 (92.6 %, +18), study 1102/1330 (82.9 %, +8), replies 202/212
  // (95.3 %, +2), care line 0/52 (-1), none wounding. Read once more on the session's last code
  // (b1cb79f, after further study and crisis rounds, no change made after it): weekly 1542 (level),
  // study 1109/1330 (83.4 %, +7), replies 202 (level), care line 0/52, none wounding. Its runs done, it
  // is readable from session 44 on.
  it("twenty-eighth plan set (blind, session 43): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_27_WEEKLY, PLAN_BLIND_27_STUDY, STUDY_LABELS);
    console.log(report("twenty-eighth plan set (blind, session 43)", f));
    // Session 44's join (crisis blind-32, topic blind-26, plan-blind-25 trained on; the readers retrained): planFit: 1542 -> 1540; studyFit 1109 -> 1101 (the study reader retrained);
    // careOnEveryday 0 -> 1 (the neighbours, with blind-32 among their examples, hear a Jamaican father's
    // "mi cyaan decide" about a cruise-ship contract as a veiled sign).
    expectRecordHeld(f, PLAN_BLIND_27_WEEKLY, { planFit: 1540, studyFit: 1101, replyFit: 202, careOnEveryday: 1 });
  });
});
