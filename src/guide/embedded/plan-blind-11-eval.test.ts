// The twelfth plan set's evaluation, kept apart from plan-fit.test.ts while it was sealed (so that a
// plan round could run that file without reading it); read since session 28, it is tuning data
// now, held here to its in-sample figures beside the history of its two sealed runs.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_11_STUDY, PLAN_BLIND_11_WEEKLY } from "../fixtures/pastoral/plan-blind-11.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, twelfth set (sealed until session 28)", { timeout: 300_000 }, () => {
  // The twelfth plan set (plan-blind-11.ts: 206 weekly threads, 150 study themes (its header and commit say 151), written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 27,
  // before its plan round). Run on the session's starting code (2c69746, 2026-11-28): weekly plan
  // days 1240/1442 (86.0 %), none wounding; study plan days 817/1050 (77.8 %), none wounding;
  // replies 145/171 (84.8 %), none wounding; care line on 3/45 everyday messages (6.7 %). Nobody
  // has read it. Only figures are printed. Run once more on its final code (the eleventh plan round
  // and topic blind-8 in the classifier): weekly 1239/1442 (85.9 %, one day fewer), study 825/1050
  // (78.6 %), replies 145/171, none wounding, care line 3/45 (6.7 %). Readable from session 28 on.
  // Since then (session 28) it has been READ and used for tuning (its misses by thread and theme,
  // docs/decisions.md, "Twelfth plan round"; the group's setting beside a teaching was designed on
  // it), so it is tuning data now: weekly 1239/1442 (85.9 %), study 879/1050 (83.7 %), replies
  // 145/171, nothing wounding, care line 3/45; the bounds hold those figures. plan-blind-12 is the
  // honest measure.
  it("twelfth plan set (read since session 28, now tuning data): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_11_WEEKLY, PLAN_BLIND_11_STUDY, STUDY_LABELS);
    console.log(report("twelfth plan set (tuning data since session 28)", f));
    // Session 28 merged (the plan round, the topic round and the care side; docs/decisions.md): weekly
    // 1239 -> 1242, study 879 -> 874, replies 145 -> 146, care line 3 of 45 still.
    // Session 29's plan round (a check set, no change designed on it): study 874 -> 881, raised
    // ("Longing for a baby: small group for couples still waiting" now read as infertility).
    // Session 29: blind-17 in the care head gives one more everyday message the care line ("one year
    // out today ... never thought i'd see it", 0.761 against 0.76): 3 -> 4 of 45.
    // Session 30's round (docs/decisions.md, "Fourteenth plan round"): weekly 1242 -> 1251, replies 146 -> 148 (at the start 1238, below its record after
    // session 29's retrained topic classifier, and 146).
    // Session 31's round (docs/decisions.md, "Fifteenth plan round"): care line 4 -> 5, lowered (5 at the round's start,
    // after a4bfcd4's retrained care heads); replies 148 -> 161, raised.
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1251 -> 1255, studyFit 881 -> 885.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1255 -> 1267.
    // Session 32 (study round): studyFit 885 -> 928, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 885 -> 928, replyFit 161 -> 162.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1267 -> 1260.
    // Session 33 (the reply review: saving read as money only when it is saving up): planFit 1260 -> 1266.
    // Session 33 (the reply review: a couple at each other's throats, a sober parent's child who is using): planFit 1266 -> 1273, replyFit 162 -> 163.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 5 -> 4.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 928 -> 947.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1273 -> 1274.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 947 -> 951, raised.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1274 -> 1279, studyFit 951 -> 954.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 954 -> 956.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1279 -> 1321, replyFit 163 -> 167.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1321 -> 1320.
    // Session 34 (situation reader round two: the trained reader overrules a cue's reading when all but sure of another hurt on another topic, docs/decisions.md): planFit 1320 -> 1418, replyFit 167 -> 170.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 956 -> 970.
    // Session 36 (session 35's sealed sets join: topic blind-18 in the topic classifier, plan-blind-17 in both trained readers, blind-24 in the crisis heads; plan-blind-17 now in sample): careOnEveryday 4 -> 5, lowered.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 970 -> 981.
    // Session 36 (care-line round, merged with the study round and the review: everyday life said in its own words stands the trained care guesses down): careOnEveryday 5 -> 0.
    // Session 37 (weekly glad-cue overrule): planFit 1418 -> 1423, replyFit 170 -> 171.
    // Session 38 (join, docs/decisions.md "Session 38's join"): studyFit 981 -> 976, lowered.
    // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): studyFit 976 -> 975, lowered.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): studyFit 975 -> 981.
    // Session 41 (study: passages named by their first words or story, NAMED_TEACHINGS): studyFit 981 -> 986.
    // Session 42 (study: scripture's own names read first: the tea rota, mercy ministry, Jethro, rhythms of rest, brotherly love, nothing can separate us, Bible reading habits, hope deferred, the tree planted by water): studyFit 986 -> 992.
    // Session 43 (study: a theme headed by serving is a study of serving): studyFit 992 -> 999.
    expectRecordHeld(f, PLAN_BLIND_11_WEEKLY, { planFit: 1423, studyFit: 999, replyFit: 171, careOnEveryday: 0 });
  });
});
