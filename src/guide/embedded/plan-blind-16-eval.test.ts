// The seventeenth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_16_STUDY, PLAN_BLIND_16_WEEKLY } from "../fixtures/pastoral/plan-blind-16.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed seventeenth set", { timeout: 300_000 }, () => {
  // The seventeenth plan set (plan-blind-16.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 32,
  // before its plan work). Run on the session's starting code (fc9a22c, 2026-11-29): weekly plan
  // days 1328/1666 (79.7 %), none wounding; study plan days 1094/1330 (82.3 %), none wounding;
  // replies 172/195 (88.2 %), none wounding; care line on 3/51 everyday messages (5.9 %, above the
  // 5 % target). Nobody has read it. Only figures are printed. Run once more on its final code (the
  // sixteenth plan round's general week for an unsure reading, the study round, the topic, crisis and
  // pastoral rounds, the child's emergency): weekly 1338/1666 (80.3 %, 10 days more), study 1123/1330
  // (84.4 %, 29 more), replies 172/195 (88.2 %, level), none wounding, care line on 3/51 everyday
  // messages (5.9 %, level, above the target). Both runs done, it is readable from session 33 on.
  it("seventeenth plan set (blind, session 32): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_16_WEEKLY, PLAN_BLIND_16_STUDY, STUDY_LABELS);
    console.log(report("seventeenth plan set (blind, session 32)", f));
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1338 -> 1332, replyFit 172 -> 171.
    // Session 33 (the reply review: someone else's wedding is an occasion, not the member's marriage): planFit 1332 -> 1339, replyFit 171 -> 172.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 3 -> 1.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 1123 -> 1147.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1339 -> 1358, replyFit 172 -> 173.
    // Session 33 (the reply review: good news the bank has no words for is thanked for; one held-out reply lost, not read): replyFit 173 -> 172.
    // Session 33 (second study round: doubt beside suffering, a marriage ended, hope, named as prayer; 'Hope for the grieving' themes read as the hurt): planFit 1358 -> 1360, studyFit 1147 -> 1156.
    // Session 33 (second topic round: "I'll" is not "ill"; a budget thread opened with "a spreadsheet i'll actually stick to" is no longer read as health): planFit 1360 -> 1366.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1366 -> 1372, replyFit 172 -> 173.
    // Session 34 (topic blind-16 joins the topic classifier's training, crisis blind-22 the crisis heads, plan-blind-15 the care line's everyday neighbours; the retrained topic classifier moves these, docs/decisions.md, "Session 34's join"): planFit 1372 -> 1384, replyFit 173 -> 174.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 1156 -> 1174.
    // Session 34 (third study round: answered prayers celebrated or thanked for are the joy of an answered prayer): studyFit 1174 -> 1180.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1384 -> 1404, replyFit 174 -> 176.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1404 -> 1410.
    // Session 34 (merged: false crisis replies on pastoral messages mended, so those messages get a scored reply; plan-blind-16 one care line where the crisis reply was, docs/decisions.md): replyFit 176 -> 177, careOnEveryday 1 -> 2.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1410 -> 1481, replyFit 177 -> 182.
    // Session 35 (session 34's sealed sets join: topic blind-17 in the topic classifier, plan-blind-16 in the situation reader, blind-23 in the crisis heads; plan-blind-16 now in sample): planFit 1481 -> 1625, replyFit 182 -> 189.
    // Session 35 (review of plan-blind-16's replies: a sum done any which way is no act, generosity beyond money, a question after a statement): planFit 1625 -> 1631, replyFit 189 -> 192.
    // Session 35 (merged: the study reader, docs/decisions.md "Study reader (session 35)"): studyFit 1180 -> 1224.
    // Session 36 (session 35's sealed sets join: topic blind-18 in the topic classifier, plan-blind-17 in both trained readers, blind-24 in the crisis heads; plan-blind-17 now in sample): replyFit 192 -> 193.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 1224 -> 1244.
    // Session 36 (care-line round, merged with the study round and the review: everyday life said in its own words stands the trained care guesses down): careOnEveryday 2 -> 0.
    // Session 37 (join, docs/decisions.md "Session 37's join"): studyFit 1244 -> 1237, lowered; replyFit 193 -> 192, lowered.
    // Session 37 (study audience: a teaching before people said by who they are is the study): studyFit 1237 -> 1247.
    // Session 37 (weekly glad-cue overrule): planFit 1631 -> 1638, replyFit 192 -> 193.
    // Session 37 (weekly glad-cue overrule merged with the study-audience and Baptist mends): planFit 1631 -> 1638; replyFit 192 -> 193.
    // Session 38 (join, docs/decisions.md "Session 38's join"): planFit 1638 -> 1637, lowered.
    // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): replyFit 193 -> 194.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): planFit 1637 -> 1638, studyFit 1247 -> 1254, replyFit 194 -> 195.
    // Session 41 (study: more of scripture's own names for a teaching): studyFit 1254 -> 1282.
    // Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on; the topic classifier and both readers retrained): studyFit 1282 -> 1275.
    // Session 43 (join, blind-31 / topic blind-25 / plan-blind-24 trained on; the topic classifier and both readers retrained): planFit 1638 -> 1637.
    // Session 43 (study: a theme headed by rest is a study of rest): studyFit 1275 -> 1282.
    expectRecordHeld(f, PLAN_BLIND_16_WEEKLY, { planFit: 1637, studyFit: 1282, replyFit: 195, careOnEveryday: 0 });
  });
});
