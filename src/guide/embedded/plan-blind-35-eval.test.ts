import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_35_STUDY, PLAN_BLIND_35_WEEKLY } from "../fixtures/pastoral/plan-blind-35.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed thirty-sixth set", { timeout: 300_000 }, () => {
  // The thirty-sixth plan set (plan-blind-35.ts: 180 weekly threads, 150 study themes, written by a helper who
  // never opened the guide's code, sealed with labels.ts in session 51 before anything was tuned on it). Run on
  // the session's starting code (2bbf00d, 2026-12-02): weekly plan days 1150/1260 (91.3 %), none wounding; study
  // plan days 990/1050 (94.3 %), none wounding; replies 151/162 (93.2 %), none wounding; care line on 5/47
  // everyday messages (10.6 %, above the 5 % aim). Run once more on its final code (006b442: plan-blind-32 among
  // the readers' older sets, all four models retrained): every total level (weekly 1150, study 990, replies 151,
  // care line 5/47), none wounding. Its runs done, it is readable from session 52 on.
  // Session 52 (its everyday messages read once readable: everyday life said in more words; the direct head without a
  // word of risk read beside everyday life; then the join, plan-blind-35 held out with plan-blind-34): weekly
  // 1150 -> 1155, study 990 -> 984 (lowered: the retrained study reader), replies 151/162 -> 152/163 (the bible
  // study's crisis reply is now a reply), care line 5/47 -> 0/48.
  // Session 53 (join: plan-blind-34 among the readers' older sets, plan-blind-35 and -36 held out; all four models
  // retrained): weekly 1155 -> 1159, study 984 -> 990, replies 152 -> 153, care line 0 -> 1 of 48 (a pensioner
  // couple's "i don't see how this winter. need to sit down and make a proper plan": the join's neighbours raised the
  // crisis reply, the round's ordinary reason took it back to the care line, which "i don't see how" keeps).
  it("thirty-sixth plan set (blind, session 51): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_35_WEEKLY, PLAN_BLIND_35_STUDY, STUDY_LABELS);
    console.log(report("thirty-sixth plan set (blind, session 51)", f));
    expectRecordHeld(f, PLAN_BLIND_35_WEEKLY, {
      planFit: 1159,
      studyFit: 990,
      replyFit: 153,
      careOnEveryday: 1,
    });
  });
});
