// The thirty-second plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_31_STUDY, PLAN_BLIND_31_WEEKLY } from "../fixtures/pastoral/plan-blind-31.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed thirty-second set", { timeout: 300_000 }, () => {
  // The thirty-second plan set (plan-blind-31.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 47,
  // before its work). Run on the session's starting code (ca844a8, 2026-12-01): weekly plan days
  // 1579/1666 (94.8 %), none wounding; study plan days 1216/1330 (91.4 %), none wounding; replies 207/216
  // (95.8 %), none wounding; care line on 4/51 everyday messages (7.8 %). Run once more on its final code
  // (82e325e: plan-blind-28 among the readers' older sets, all four models retrained; betrayal's sore spots
  // widened and kept by study themes; a week of scripture for those it names): weekly 1580/1666 (94.8 %, +1),
  // none wounding; study 1210/1330 (91.0 %, -6), none wounding; replies 207/216 (level); care line 4/51
  // (level, above the 5 % aim). Its runs done, it is readable from session 48 on. Read once more on the
  // session's last code (fe4699a, the review mend; nothing changed after it): every figure level.
  // Session 48: held out beside plan-blind-30 (its runs done, readable). The join (blind-36 / topic blind-30 /
  // plan-blind-29 trained on, the readers retrained): weekly 1580 -> 1579, study 1210 -> 1204; its four everyday
  // care lines read (a sponsor abroad, two offers, whether to give up driving, knees that cannot take the
  // Christmas rush) and stood down: careOnEveryday 4 -> 0.
  it("thirty-second plan set (blind, session 47): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_31_WEEKLY, PLAN_BLIND_31_STUDY, STUDY_LABELS);
    console.log(report("thirty-second plan set (blind, session 47)", f));
    expectRecordHeld(f, PLAN_BLIND_31_WEEKLY, {
      // Session 49's join (plan-blind-30 among the readers' older sets, all four models retrained; this set held out
      // beside plan-blind-32): planFit 1579 -> 1574, studyFit 1204 -> 1210, replyFit 207 -> 206.
      planFit: 1574,
      studyFit: 1210,
      replyFit: 206,
      careOnEveryday: 0,
    });
  });
});
