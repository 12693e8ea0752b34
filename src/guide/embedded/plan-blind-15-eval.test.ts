// The sixteenth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_15_STUDY, PLAN_BLIND_15_WEEKLY } from "../fixtures/pastoral/plan-blind-15.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed sixteenth set", { timeout: 300_000 }, () => {
  // The sixteenth plan set (plan-blind-15.ts: 236 weekly threads, 185 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 31,
  // before its plan work). Run on the session's starting code (adc0b64, 2026-11-28): weekly plan
  // days 1245/1652 (75.4 %), none wounding; study plan days 1082/1295 (83.6 %), none wounding;
  // replies 142/194 (73.2 %), none wounding; care line on 1/49 everyday messages (2.0 %). Nobody has
  // read it. Only figures are printed. Run once more on its final code (the fifteenth plan round, the
  // topic and crisis rounds, the helper's reply): weekly 1245/1652 (75.4 %, level), study 1088/1295
  // (84.0 %, 6 days more), replies 165/193 (85.5 %, 23 more; one thread fewer scored: a
  // reply that is a crisis reply or has no scripture is not scored), none wounding, care
  // line on 2/49 everyday messages (4.1 %, one more). Both runs done, it is readable from session 32 on.
  it("sixteenth plan set (blind, session 31): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_15_WEEKLY, PLAN_BLIND_15_STUDY, STUDY_LABELS);
    console.log(report("sixteenth plan set (blind, session 31)", f));
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1245 -> 1252, studyFit 1088 -> 1081, replyFit 165 -> 166.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1252 -> 1302, raised; held out in this round (only its figures were read).
    // Session 32 (study round): studyFit 1081 -> 1143, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 1081 -> 1143.
    // Session 32 (merged topic round with the plan and study rounds (the topic change's plan-blind-2 gain ran into the plan round's general week)): planFit 1302 -> 1305.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1305 -> 1298, replyFit 166 -> 164.
    // Session 33 (care-line round): careOnEveryday 2 -> 1 (a care guess that reads as everyday life beside the older plan sets' everyday messages stands down; out of sample).
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 1143 -> 1169.
    // Session 33 (topic round: the classifier leads where the rules are unsure and picks among close rule topics): planFit 1298 -> 1305, replyFit 164 -> 165.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1305 -> 1307.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 1169 -> 1172, raised.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1307 -> 1308, replyFit 165 -> 166.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 1172 -> 1220.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1308 -> 1385, replyFit 166 -> 172.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1385 -> 1388.
    // Session 34 (merged: false crisis replies on pastoral messages mended, so those messages get a scored reply; plan-blind-16 one care line where the crisis reply was, docs/decisions.md): replyFit 172 -> 177.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1388 -> 1595, replyFit 177 -> 190.
    // Session 35 (session 34's sealed sets join: topic blind-17 in the topic classifier, plan-blind-16 in the situation reader, blind-23 in the crisis heads; plan-blind-16 now in sample): careOnEveryday 1 -> 0.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 1220 -> 1252.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): studyFit 1252 -> 1254, replyFit 190 -> 189, lowered.
    // Session 36 (session 35's sealed sets join: topic blind-18 in the topic classifier, plan-blind-17 in both trained readers, blind-24 in the crisis heads; plan-blind-17 now in sample): studyFit 1254 -> 1245, replyFit 189 -> 190, lowered.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 1245 -> 1250.
    // Session 37 (join, docs/decisions.md "Session 37's join"): studyFit 1250 -> 1262; replyFit 190 -> 189, lowered.
    // Session 37 (weekly glad-cue overrule): planFit 1595 -> 1622, replyFit 189 -> 192.
    // Session 38 (join, docs/decisions.md "Session 38's join"): replyFit 192 -> 193.
    // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): replyFit 193 -> 192, lowered.
    // Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on; the topic classifier at 65,536 buckets): planFit 1622 -> 1621, the floor re-set.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): studyFit 1262 -> 1263, replyFit 192 -> 193.
    // Session 45's join (crisis blind-33, topic blind-27, plan-blind-26 trained on; the readers retrained): studyFit: 1263 -> 1250.
    // Session 59 (join, blind-47 / topic blind-41 / plan-blind-40 trained on; all four models retrained): careOnEveryday 0 -> 1 (the retrained care head gives the gentle line to a mother weighing work against staying
    // home after maternity leave).
    expectRecordHeld(f, PLAN_BLIND_15_WEEKLY, { planFit: 1621, studyFit: 1250, replyFit: 193, careOnEveryday: 1 });
  });
});
