// The twenty-ninth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_28_STUDY, PLAN_BLIND_28_WEEKLY } from "../fixtures/pastoral/plan-blind-28.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed twenty-ninth set", { timeout: 300_000 }, () => {
  // The twenty-ninth plan set (plan-blind-28.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 44,
  // before its work). Run on the session's starting code (12ede83, 2026-11-30): weekly plan days
  // 1462/1666 (87.8 %), none wounding; study plan days 1150/1330 (86.5 %), none wounding; replies
  // 197/212 (92.9 %), none wounding; care line on 1/54 everyday messages (1.9 %). Run once more on its final code (5c71959: plan-blind-25
  // among the older sets, the readers retrained, the study round): weekly 1469/1666 (88.2 %, +7), study
  // 1161/1330 (87.3 %, +11), replies 197/212 (level), care line 1/54 (level), none wounding. Its runs
  // done, it is readable from session 45 on.
  // Read once more on the session's last code (66932f3: the gun word narrowed, a decision round on
  // weekly plans; nothing changed after it): every figure level.
  it("twenty-ninth plan set (blind, session 44): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_28_WEEKLY, PLAN_BLIND_28_STUDY, STUDY_LABELS);
    console.log(report("twenty-ninth plan set (blind, session 44)", f));
    expectRecordHeld(f, PLAN_BLIND_28_WEEKLY, { planFit: 1469, studyFit: 1161, replyFit: 197, careOnEveryday: 1 });
  });
});
