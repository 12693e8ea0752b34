// The eleventh plan set's evaluation, kept apart from plan-fit.test.ts while it was sealed (so that a
// plan round could run that file without reading it); read since session 28, it is tuning data
// now, held here to its in-sample figures beside the history of its two sealed runs.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_10_STUDY, PLAN_BLIND_10_WEEKLY } from "../fixtures/pastoral/plan-blind-10.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, eleventh set (sealed until session 28)", { timeout: 300_000 }, () => {
  // The eleventh plan set (plan-blind-10.ts: 201 weekly threads, 177 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts during session 26 and merged
  // once its plan changes were final). Run ONCE on session 26's final code (2026-11-25): weekly plan
  // days 1114/1407 (79.2 %), none wounding; study plan days 955/1239 (77.1 %), none wounding; replies
  // 127/163 (77.9 %), none wounding; care line on 3/43 everyday messages (7.0 %). It is the "before"
  // of the next plan round; nobody has read it. Only figures are printed.
  // Run once more on session 27's final code (2026-11-28, the eleventh plan round and topic blind-8
  // in the classifier): weekly 1143/1407 (81.2 %), study 966/1239 (78.0 %), replies 131/163 (80.4 %),
  // none wounding, care line 3/43 (7.0 %). Readable from session 28 on.
  // Since then (session 28) it has been READ and used for tuning (its misses by thread and theme,
  // docs/decisions.md, "Twelfth plan round"; the audience said last and low worth beside a strain
  // were designed on it), so it is tuning data now: weekly 1154/1407 (82.0 %), study 1047/1239
  // (84.5 %), replies 133/163, nothing wounding, care line 3/43; the bounds hold those figures.
  // plan-blind-12 is the honest measure.
  it("eleventh plan set (read since session 28, now tuning data): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_10_WEEKLY, PLAN_BLIND_10_STUDY, STUDY_LABELS);
    console.log(report("eleventh plan set (tuning data since session 28)", f));
    // Session 28 merged (the plan round, the topic round and the care side; docs/decisions.md): weekly
    // 1154 -> 1142 and replies 133 -> 131 with the topic round, care line 3 -> 0 of 43.
    // Session 29's plan round (a check set, no change designed on it): weekly 1142 -> 1147 (seeking
    // read only from steps of faith), study 1047 -> 1054 (fostering as the group's setting), raised.
    // Session 30's round (docs/decisions.md, "Fourteenth plan round"): weekly 1147 -> 1164, study 1054 -> 1061, replies 131 -> 133 (at the start 1151, 1054, 131).
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1164 -> 1176, studyFit 1061 -> 1068, replyFit 133 -> 150.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1176 -> 1198.
    // Session 32 (study round): studyFit 1068 -> 1099, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 1068 -> 1099, replyFit 150 -> 152.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): studyFit 1099 -> 1101.
    // Session 33 (the reply review: saving read as money only when it is saving up): planFit 1198 -> 1205, replyFit 152 -> 153.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 1101 -> 1119.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1205 -> 1216.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 1119 -> 1122, raised.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1216 -> 1228.
    // Session 34 (topic blind-16 joins the topic classifier's training, crisis blind-22 the crisis heads, plan-blind-15 the care line's everyday neighbours; the retrained topic classifier moves these, docs/decisions.md, "Session 34's join"): studyFit 1122 -> 1114.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 1114 -> 1134.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1228 -> 1280, replyFit 153 -> 156.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1280 -> 1286.
    // Session 34 (merged: the topic round's classifier weighing 3 wherever the rules are not sure, docs/decisions.md): planFit 1286 -> 1285.
    // Session 34 (merged: false crisis replies on pastoral messages mended, so those messages get a scored reply; plan-blind-16 one care line where the crisis reply was, docs/decisions.md): replyFit 156 -> 157.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1285 -> 1369, replyFit 157 -> 162.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 1134 -> 1178.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): planFit 1369 -> 1370.
    // Session 36 (session 35's sealed sets join: topic blind-18 in the topic classifier, plan-blind-17 in both trained readers, blind-24 in the crisis heads; plan-blind-17 now in sample): planFit 1370 -> 1369, lowered.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 1178 -> 1185.
    // Session 37 (join, docs/decisions.md "Session 37's join"): planFit 1369 -> 1370.
    // Session 37 (weekly glad-cue overrule): planFit 1370 -> 1389, replyFit 162 -> 165.
    // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): planFit 1389 -> 1388, lowered.
    // Session 41 (study: more of scripture's own names for a teaching): studyFit 1185 -> 1192.
    // Session 42 (topic: the classifier weighs 4 in the blend): planFit 1388 -> 1384, replyFit 165 -> 164.
    expectRecordHeld(f, PLAN_BLIND_10_WEEKLY, { planFit: 1384, studyFit: 1192, replyFit: 164, careOnEveryday: 0 });
  });
});
