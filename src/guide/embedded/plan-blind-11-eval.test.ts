// The twelfth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_11_STUDY, PLAN_BLIND_11_WEEKLY } from "../fixtures/pastoral/plan-blind-11.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed twelfth set", { timeout: 300_000 }, () => {
  // The twelfth plan set (plan-blind-11.ts: 206 weekly threads, 150 study themes (its header and commit say 151), written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 27,
  // before its plan round). Run on the session's starting code (2c69746, 2026-11-28): weekly plan
  // days 1240/1442 (86.0 %), none wounding; study plan days 817/1050 (77.8 %), none wounding;
  // replies 145/171 (84.8 %), none wounding; care line on 3/45 everyday messages (6.7 %). Nobody
  // has read it. Only figures are printed. Run once more on its final code (the eleventh plan round
  // and topic blind-8 in the classifier): weekly 1239/1442 (85.9 %, one day fewer), study 825/1050
  // (78.6 %), replies 145/171, none wounding, care line 3/45 (6.7 %). Readable from session 28 on.
  it("twelfth plan set (blind, session 27): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_11_WEEKLY, PLAN_BLIND_11_STUDY, STUDY_LABELS);
    console.log(report("twelfth plan set (blind, session 27)", f));
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1239 -> 1242 and replies 145 -> 146, raised; study 825 -> 820, lowered (its sealed runs above stay as recorded).
    expectRecordHeld(f, PLAN_BLIND_11_WEEKLY, { planFit: 1242, studyFit: 820, replyFit: 146, careOnEveryday: 3 });
  });
});
