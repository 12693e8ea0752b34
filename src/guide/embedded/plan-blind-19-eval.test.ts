// The twentieth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_19_STUDY, PLAN_BLIND_19_WEEKLY } from "../fixtures/pastoral/plan-blind-19.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed twentieth set", { timeout: 300_000 }, () => {
  // The twentieth plan set (plan-blind-19.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 35,
  // before its plan work). Run on the session's starting code (8bfe737, 2026-11-29: session 34's sealed
  // sets joined): weekly plan days 1512/1666 (90.8 %), none wounding; study plan days 1095/1330
  // (82.3 %), none wounding; replies 187/196 (95.4 %), none wounding; care line on 1/53 everyday
  // messages (1.9 %); crisis replies on 8 of its 284 messages. Nobody has read it. Only figures are
  // printed. Run once more on its final code (8f1e66b: the study reader, the review of plan-blind-16's
  // replies, the abuse head, the topic classifier round): weekly 1512/1666 (90.8 %, level), study
  // 1121/1330 (84.3 %, +26), replies 188/196 (95.9 %, +1), none wounding, care line on 1/53 everyday
  // messages (level), crisis replies on 8 of 284 (level). Both runs done, it is readable from session
  // 36 on.
  it("twentieth plan set (blind, session 35): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_19_WEEKLY, PLAN_BLIND_19_STUDY, STUDY_LABELS);
    console.log(report("twentieth plan set (blind, session 35)", f));
    // Session 36 (session 35's sealed sets join: topic blind-18 in the topic classifier, plan-blind-17 in both trained readers, blind-24 in the crisis heads; plan-blind-17 now in sample): planFit 1512 -> 1504, replyFit 188 -> 187, careOnEveryday 1 -> 2, lowered.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 1121 -> 1118, lowered: 3 days fewer on this held-out set, the held-out pair 2,296 -> 2,312 in aggregate.
    // Session 36 (care-line round, merged with the study round and the review: everyday life said in its own words stands the trained care guesses down): careOnEveryday 2 -> 1.
    // Session 37 (join, docs/decisions.md "Session 37's join"): planFit 1504 -> 1516; studyFit 1118 -> 1117, lowered; replyFit 187 -> 188; careOnEveryday 1 -> 0.
    // Session 37 (study audience: a teaching before people said by who they are is the study): studyFit 1117 -> 1126.
    // Session 37 (weekly glad-cue overrule): planFit 1516 -> 1523.
    // Session 37 (weekly glad-cue overrule merged with the study-audience and Baptist mends): planFit 1516 -> 1523.
    // Session 38 (join, docs/decisions.md "Session 38's join"): planFit 1523 -> 1627; studyFit 1126 -> 1226; replyFit 188 -> 192.
    // Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on; the topic classifier at 65,536 buckets): studyFit 1226 -> 1221, the floor re-set.
    // Session 41 (study: passages named by their first words or story, NAMED_TEACHINGS): studyFit 1221 -> 1226.
    // Session 41 (study: more of scripture's own names for a teaching): studyFit 1226 -> 1254.
    // Session 41 (good news told gladly is thanked for, glad-news.ts): planFit 1627 -> 1634, replyFit 192 -> 193.
    // Session 42 (study: scripture's own names read first: the tea rota, mercy ministry, Jethro, rhythms of rest, brotherly love, nothing can separate us, Bible reading habits, hope deferred, the tree planted by water): studyFit 1254 -> 1288.
    // Session 42 (topic: the classifier weighs 4 in the blend): replyFit 193 -> 194.
    // Session 43 (join, blind-31 / topic blind-25 / plan-blind-24 trained on; the topic classifier and both readers retrained): replyFit 194 -> 193.
    expectRecordHeld(f, PLAN_BLIND_19_WEEKLY, { planFit: 1634, studyFit: 1288, replyFit: 193, careOnEveryday: 0 });
  });
});
