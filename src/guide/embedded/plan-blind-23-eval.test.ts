// The twenty-fourth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_23_STUDY, PLAN_BLIND_23_WEEKLY } from "../fixtures/pastoral/plan-blind-23.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed twenty-fourth set", { timeout: 300_000 }, () => {
  // The twenty-fourth plan set (plan-blind-23.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 39,
  // before its work). Run on the session's starting code (76d50ca, 2026-11-30): weekly plan days
  // 1520/1666 (91.2 %), none wounding; study plan days 1174/1330 (88.3 %), none wounding; replies
  // 203/218 (93.1 %), none wounding; care line on 2/52 everyday messages (3.8 %). Run once more on its
  // final code (3ab0980, and the same on a815c3d after two more crisis families; the join, plan-blind-20 in both readers' training; the crisis round; no plan
  // round): weekly 1520 (level), study 1174 (level), replies 203 (level), care line on 3/52 everyday
  // messages (5.8 %, +1, over the 5 % aim). Both runs done, it is readable from session 40 on. Nobody
  // has read it. Only figures are printed.
  it("twenty-fourth plan set (blind, session 39): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_23_WEEKLY, PLAN_BLIND_23_STUDY, STUDY_LABELS);
    console.log(report("twenty-fourth plan set (blind, session 39)", f));
    // Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on; the topic classifier at 65,536 buckets): planFit 1520 -> 1518, the floor re-set.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): planFit 1518 -> 1525.
    // Session 41 (study: passages named by their first words or story, NAMED_TEACHINGS): studyFit 1174 -> 1180.
    // Session 41 (study: more of scripture's own names for a teaching): studyFit 1180 -> 1186.
    // Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on; the topic classifier and both readers retrained): planFit 1525 -> 1625, studyFit 1186 -> 1228, replyFit 203 -> 209, careOnEveryday 3 -> 2.
    // Session 42 (study: the easy yoke, learning to pray, forgiven and forgiving, love your neighbour, healthy giving): studyFit 1228 -> 1251.
    // Session 42 (glad news in more words: the call came, sung at the top of one's voice, a scan clear; a killing keeps the hurt): planFit 1625 -> 1632, replyFit 209 -> 210.
    // Session 42 (weekly: a choice weighed about an ageing parent's care or a course is the decision): planFit 1632 -> 1635, replyFit 210 -> 211.
    // Session 42 (topic: the classifier weighs 4 in the blend): replyFit 211 -> 212.
    // Session 43 (join, blind-31 / topic blind-25 / plan-blind-24 trained on; the topic classifier and both readers retrained): studyFit 1251 -> 1246, replyFit 212 -> 211.
    // Session 43 (the care line stands down on good news told gladly, another's "cannot cope" and worship every night; "hidden sin" is shame): studyFit 1246 -> 1251.
    // Session 43 (study: a theme headed by serving is a study of serving): studyFit 1251 -> 1258.
    // Session 44's join (crisis blind-32, topic blind-26, plan-blind-25 trained on; the readers retrained): replyFit: 211 -> 210.
    // Session 45's join (crisis blind-33, topic blind-27, plan-blind-26 trained on; the readers retrained): replyFit: 210 -> 209.
    expectRecordHeld(f, PLAN_BLIND_23_WEEKLY, { planFit: 1635, studyFit: 1258, replyFit: 209, careOnEveryday: 2 });
  });
});
