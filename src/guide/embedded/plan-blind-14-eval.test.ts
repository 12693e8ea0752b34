// The fifteenth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_14_STUDY, PLAN_BLIND_14_WEEKLY } from "../fixtures/pastoral/plan-blind-14.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed fifteenth set", { timeout: 300_000 }, () => {
  // The fifteenth plan set (plan-blind-14.ts: 235 weekly threads, 186 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 30,
  // before its plan work). Run on the session's starting code (b98c40f, 2026-11-28): weekly plan
  // days 1347/1645 (81.9 %), none wounding; study plan days 1045/1302 (80.3 %), none wounding;
  // replies 165/198 (83.3 %), none wounding; care line on 2/50 everyday messages (4.0 %). Nobody has
  // read it. Only figures are printed. Run once more on its final code (the fourteenth plan round,
  // the topic round and the crisis round): weekly 1355/1645 (82.4 %, 8 days more), study 1040/1302
  // (79.9 %, 5 days fewer), replies 165/198 (83.3 %, level), none wounding, care line on 2/50
  // everyday messages (level). Both runs done, it is readable from session 31 on.
  it("fifteenth plan set (blind, session 30): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_14_WEEKLY, PLAN_BLIND_14_STUDY, STUDY_LABELS);
    console.log(report("fifteenth plan set (blind, session 30)", f));
    // Session 31's round (docs/decisions.md, "Fifteenth plan round"), held out (figures only): weekly 1355 -> 1347,
    // lowered (1347 at the round's start, after a4bfcd4's retrained topic classifier; the round moves no weekly day);
    // study 1040 -> 1057 (1052 at the start), replies 165 -> 178 (164 at the start), raised.
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1347 -> 1345.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1345 -> 1374, raised; held out in this round (only its figures were read).
    // Session 32 (study round): studyFit 1057 -> 1085, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 1057 -> 1085.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1374 -> 1378.
    // Session 33 (the reply review: saving read as money only when it is saving up): planFit 1378 -> 1384.
    // Session 33 (the reply review: a couple at each other's throats, a sober parent's child who is using): planFit 1384 -> 1389, replyFit 178 -> 179.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 2 -> 1.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 1085 -> 1116.
    // Session 33 (topic round: the classifier leads where the rules are unsure and picks among close rule topics): planFit 1389 -> 1391.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1391 -> 1404.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 1116 -> 1133, raised.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1404 -> 1419, replyFit 179 -> 180.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 1133 -> 1188.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1419 -> 1504, replyFit 180 -> 186.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1504 -> 1512.
    // Session 34 (merged: false crisis replies on pastoral messages mended, so those messages get a scored reply; plan-blind-16 one care line where the crisis reply was, docs/decisions.md): replyFit 186 -> 188.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1512 -> 1597, replyFit 188 -> 192.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 1188 -> 1225.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): studyFit 1225 -> 1232.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 1232 -> 1243.
    // Session 36 (care-line round, merged with the study round and the review: everyday life said in its own words stands the trained care guesses down): careOnEveryday 1 -> 0.
    // Session 37 (study audience: a teaching before people said by who they are is the study): studyFit 1243 -> 1250.
    // Session 37 (weekly glad-cue overrule): planFit 1597 -> 1604, replyFit 192 -> 193.
    // Session 37 (weekly glad-cue overrule merged with the study-audience and Baptist mends): planFit 1597 -> 1604; replyFit 192 -> 193.
    // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): studyFit 1250 -> 1243, lowered.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): planFit 1604 -> 1600, studyFit 1243 -> 1250.
    // Session 41 (study: more of scripture's own names for a teaching): studyFit 1250 -> 1271.
    // Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on; the topic classifier and both readers retrained): planFit 1600 -> 1604.
    // Session 43 (join, blind-31 / topic blind-25 / plan-blind-24 trained on; the topic classifier and both readers retrained): planFit 1604 -> 1600.
    expectRecordHeld(f, PLAN_BLIND_14_WEEKLY, { planFit: 1600, studyFit: 1271, replyFit: 193, careOnEveryday: 0 });
  });
});
