// The nineteenth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_18_STUDY, PLAN_BLIND_18_WEEKLY } from "../fixtures/pastoral/plan-blind-18.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed nineteenth set", { timeout: 300_000 }, () => {
  // The nineteenth plan set (plan-blind-18.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 34,
  // before its plan work). Run on the session's starting code (068ac47, 2026-11-29: session 33's sealed
  // sets joined): weekly plan days 1450/1666 (87.0 %), none wounding; study plan days 1132/1330
  // (85.1 %), none wounding; replies 188/200 (94.0 %), none wounding; care line on 2/46 everyday
  // messages (4.3 %); crisis replies on 6 of its 284 messages. Nobody has read it. Only figures are
  // printed. Run once more on its final code (3dd34e5: the trained situation reader and its overrule
  // of a cue's reading, the weekly round, the third study round, the review of plan-blind-15's
  // replies, the crisis rounds): weekly 1581/1666 (94.9 %, +131: the weekly target met on a fresh
  // author for the first time), study 1136/1330 (85.4 %, +4), replies 194/201 (96.5 %, +6), none
  // wounding, care line on 2/46 everyday messages (4.3 %, level), crisis replies on 4 of 284 (6 -> 4).
  // Both runs done, it is readable from session 35 on.
  it("nineteenth plan set (blind, session 34): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_18_WEEKLY, PLAN_BLIND_18_STUDY, STUDY_LABELS);
    console.log(report("nineteenth plan set (blind, session 34)", f));
    // Session 35 (session 34's sealed sets join: topic blind-17 in the topic classifier, plan-blind-16 in the situation reader, blind-23 in the crisis heads; plan-blind-16 now in sample): planFit 1581 -> 1586, replyFit 194 -> 195.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 1136 -> 1175.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): planFit 1586 -> 1592.
    // Session 36 (session 35's sealed sets join: topic blind-18 in the topic classifier, plan-blind-17 in both trained readers, blind-24 in the crisis heads; plan-blind-17 now in sample): planFit 1592 -> 1591, careOnEveryday 2 -> 3, lowered.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 1175 -> 1194.
    // Session 37 (join, docs/decisions.md "Session 37's join"): planFit 1591 -> 1629; studyFit 1194 -> 1229; replyFit 195 -> 196.
    // Session 37 (study audience: a teaching before people said by who they are is the study): studyFit 1229 -> 1276.
    // Session 37 (review: a Baptist church is no baptism): studyFit 1276 -> 1283.
    // Session 37 (care-line round: a heavy topic's care line gets the care head's second look beside everyday life): careOnEveryday 3 -> 2.
    // Session 37 (weekly glad-cue overrule): planFit 1629 -> 1649, replyFit 196 -> 198.
    // Session 37 (weekly glad-cue overrule merged with the study-audience and Baptist mends): planFit 1629 -> 1649; replyFit 196 -> 198.
    // Session 41 (study: more of scripture's own names for a teaching): studyFit 1283 -> 1296.
    // Session 43 (the care line stands down on good news told gladly, another's "cannot cope" and worship every night; "hidden sin" is shame): careOnEveryday 2 -> 1.
    // Session 44's join (crisis blind-32, topic blind-26, plan-blind-25 trained on; the readers retrained): planFit: 1649 -> 1648.
    expectRecordHeld(f, PLAN_BLIND_18_WEEKLY, { planFit: 1648, studyFit: 1296, replyFit: 198, careOnEveryday: 1 });
  });
});
