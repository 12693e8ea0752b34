// The thirteenth plan set's evaluation, kept apart from plan-fit.test.ts while it was sealed (so that a
// plan round could run that file without reading it); read since session 29, it is tuning data
// now, held here to its in-sample figures beside the history of its two sealed runs.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_12_STUDY, PLAN_BLIND_12_WEEKLY } from "../fixtures/pastoral/plan-blind-12.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, thirteenth set (sealed until session 29)", { timeout: 300_000 }, () => {
  // The thirteenth plan set (plan-blind-12.ts: 219 weekly threads, 173 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 28,
  // before its plan round). Run on the session's starting code (d9fe20c, 2026-11-28): weekly plan
  // days 1289/1533 (84.1 %), none wounding; study plan days 934/1211 (77.1 %), none wounding;
  // replies 149/181 (82.3 %), none wounding; care line on 1/45 everyday messages (2.2 %). Nobody
  // has read it. Only figures are printed. Run once more on its final code (the twelfth plan round,
  // the topic round and the care side): weekly 1280/1533 (83.5 %, 9 days fewer), study 946/1211
  // (78.1 %, +12), replies 148/181 (81.8 %, one fewer), none wounding, care line on 2/45 everyday
  // messages (4.4 %, one more). Both runs done, it is readable from session 29 on.
  // Since then (session 29) it has been READ and used for tuning (its misses by thread and theme,
  // docs/decisions.md, "Thirteenth plan round"; every change of that round was designed on it), so
  // the figures below are IN-SAMPLE, not a measure for new authors: weekly 1313/1533 (85.7 %), study
  // 1002/1211 (82.7 %), replies 154/181 (85.1 %), nothing wounding, care line 2/45 (4.4 %); the
  // bounds hold those figures. plan-blind-13 is the honest measure.
  it("thirteenth plan set (read since session 29, now tuning data): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_12_WEEKLY, PLAN_BLIND_12_STUDY, STUDY_LABELS);
    console.log(report("thirteenth plan set (tuning data since session 29)", f));
    // Session 29 merged: weekly 1313 -> 1311 (the topic round's blend).
    // Session 30's round (docs/decisions.md, "Fourteenth plan round"): held out as validation (figures only, no items read):
    // weekly 1320 -> 1326, study 998 -> 1005 (below its record of 1002 at the start, after session 29's retrained topic
    // classifier), replies 154 -> 155.
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1326 -> 1325, studyFit 1005 -> 1014, replyFit 155 -> 165.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1325 -> 1338.
    // Session 32 (study round): studyFit 1014 -> 1064, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 1014 -> 1064, replyFit 165 -> 166.
    // Session 33 (the reply review: plain words for loneliness, a death, waking in the night, a discharge, a hidden wrong, a flare): replyFit 166 -> 167.
    // Session 33 (the reply review: a couple at each other's throats, a sober parent's child who is using): planFit 1338 -> 1343.
    // Session 33 (the reply review: a question about the faith is taught): replyFit 167 -> 168.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 2 -> 0.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 1064 -> 1089.
    // Session 33 (topic round: the classifier leads where the rules are unsure and picks among close rule topics): planFit 1343 -> 1345.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1345 -> 1359.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 1089 -> 1096, raised.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1359 -> 1373, replyFit 168 -> 170.
    // Session 34 (topic blind-16 joins the topic classifier's training, crisis blind-22 the crisis heads, plan-blind-15 the care line's everyday neighbours; the retrained topic classifier moves these, docs/decisions.md, "Session 34's join"): planFit 1373 -> 1371.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 1096 -> 1115.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1371 -> 1436, replyFit 170 -> 176.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1436 -> 1440.
    // Session 34 (merged: false crisis replies on pastoral messages mended, so those messages get a scored reply; plan-blind-16 one care line where the crisis reply was, docs/decisions.md): replyFit 176 -> 177.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1440 -> 1499, replyFit 177 -> 179.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 1115 -> 1130.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 1130 -> 1146.
    // Session 37 (review: a Baptist church is no baptism): planFit 1499 -> 1506; replyFit 179 -> 180.
    // Session 37 (weekly glad-cue overrule): planFit 1499 -> 1519, replyFit 179 -> 182.
    // Session 37 (weekly glad-cue overrule merged with the study-audience and Baptist mends): planFit 1506 -> 1519; replyFit 180 -> 182.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): planFit 1519 -> 1523.
    // Session 41 (study: passages named by their first words or story, NAMED_TEACHINGS): studyFit 1146 -> 1153.
    // Session 41 (study: more of scripture's own names for a teaching): studyFit 1153 -> 1158.
    // Session 42 (study: scripture's own names read first: the tea rota, mercy ministry, Jethro, rhythms of rest, brotherly love, nothing can separate us, Bible reading habits, hope deferred, the tree planted by water): studyFit 1158 -> 1165.
    expectRecordHeld(f, PLAN_BLIND_12_WEEKLY, { planFit: 1523, studyFit: 1165, replyFit: 182, careOnEveryday: 0 });
  });
});
