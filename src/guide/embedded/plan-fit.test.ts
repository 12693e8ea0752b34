// Pastoral fit of the weekly and study plans on the second labelled plan set (fixtures/pastoral/plan-blind.ts),
// sealed by SHA-256 together with the labels it relies on before the plans were tuned; read and used
// for tuning since its one blind measurement (see below), so no longer blind.
import { describe, expect, it } from "vitest";
import { PASTORAL_LABELS } from "../fixtures/pastoral/labels.js";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { expectRecordHeld, report } from "./plan-records.js";
import { PLAN_BLIND_STUDY, PLAN_BLIND_WEEKLY, STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_2_STUDY, PLAN_BLIND_2_WEEKLY } from "../fixtures/pastoral/plan-blind-2.js";
import { PLAN_BLIND_3_STUDY, PLAN_BLIND_3_WEEKLY } from "../fixtures/pastoral/plan-blind-3.js";
import { PLAN_BLIND_4_STUDY, PLAN_BLIND_4_WEEKLY } from "../fixtures/pastoral/plan-blind-4.js";
import { PLAN_BLIND_5_STUDY, PLAN_BLIND_5_WEEKLY } from "../fixtures/pastoral/plan-blind-5.js";
import { PLAN_BLIND_6_STUDY, PLAN_BLIND_6_WEEKLY } from "../fixtures/pastoral/plan-blind-6.js";
import { PLAN_BLIND_7_STUDY, PLAN_BLIND_7_WEEKLY } from "../fixtures/pastoral/plan-blind-7.js";
import { PLAN_BLIND_8_STUDY, PLAN_BLIND_8_WEEKLY } from "../fixtures/pastoral/plan-blind-8.js";
import { PLAN_BLIND_9_STUDY, PLAN_BLIND_9_WEEKLY } from "../fixtures/pastoral/plan-blind-9.js";
import { PLAN_DEV_STUDY, PLAN_DEV_WEEKLY } from "../fixtures/pastoral/plan-dev.js";
import { readSeal } from "../fixtures/pastoral/sealed.js";

describe("plan blind set", () => {
  it("is exactly as sealed (plan-blind.ts and labels.ts)", () => {
    const seal = readSeal("plan-blind.sha256");
    expect(seal.map((s) => s.file)).toEqual(["plan-blind.ts", "labels.ts"]);
    for (const s of seal) expect(s.now, s.file).toBe(s.sealed);
  });

  it("has at least 120 weekly situations and 80 study themes, every label known", () => {
    expect(PLAN_BLIND_WEEKLY.length).toBeGreaterThanOrEqual(120);
    expect(PLAN_BLIND_STUDY.length).toBeGreaterThanOrEqual(80);
    for (const c of [...PLAN_BLIND_WEEKLY, ...PLAN_BLIND_STUDY])
      expect(PASTORAL_LABELS[c.label] ?? STUDY_LABELS[c.label], c.label).toBeDefined();
  });
});

describe("plan fit", { timeout: 300_000 }, () => {
  // Held to every day >= 90 %, not to a count. With the topic classifier (session 25) weekly plan
  // days 2756 -> 2747/2821 and replies 266 -> 265/273; study 1172/1190 unchanged. Session 26's
  // round: weekly 2751/2821.
  // days 2756 -> 2747/2821 and replies 266 -> 265/273; study 1172/1190 unchanged. Session 26 (topic
  // blind-7 in the classifier, then its new blend): weekly 2749, then 2754/2821, replies 266/273.
  // Session 27's round (docs/decisions.md, "Eleventh plan round"): weekly 2759/2821.
  // Session 27 (topic blind-8 in the classifier): weekly 2758 -> 2756/2821, replies 266 -> 265/273
  // ("she's not a believer, should I propose?" read as evangelism, 6 days and its reply; "my
  // daughter's been missing since last night and the police are looking" gains 4 days); session 27's
  // blend moves nothing here.
  it("tuning threads and themes: every day fits (>= 90 %) and none wounds", async () => {
    const f = await evaluatePlans(PLAN_DEV_WEEKLY, PLAN_DEV_STUDY, STUDY_LABELS);
    console.log(report("tuning set", f));
    expect(f.wounds).toEqual([]);
    for (const n of f.planFitByDay) expect(n / f.weeklyCases).toBeGreaterThanOrEqual(0.9);
    expect(f.studyFit / f.studyDays).toBeGreaterThanOrEqual(0.9);
  });

  // This set was blind once: measured once after the second round of tuning (docs/decisions.md,
  // Issue 15) it gave weekly plan days 787/924 (85.2 %; 789/924 after issue 12's topic index was
  // merged), study plan days 550/609 (90.3 %), replies 76/94 (80.9 %), nothing wounding, no care
  // line on the 17 everyday messages. It has since been READ and used for tuning (third round:
  // which days missed and why), so it is no longer blind and these figures no longer measure
  // generalisation; the honest measure is plan-blind-2, written separately and never seen here.
  // After the third round: weekly 901/924 (97.5 %), study 550/609, replies 90/94 (95.7 %), nothing
  // wounding, 0/17 care lines; after merging the 60-topic index (issue 12) weekly 896/924 (97.0 %).
  // After session 20's round (wording families, structural register rules): weekly 908/924 (98.3 %),
  // study 593/609 (97.4 %), replies 92/94. After session 21's round: weekly 911/924, replies 93/94.
  // After session 23's round (plan-blind-6's families): weekly 913/924. After session 26's: 914/924.
  // The bounds hold those figures so they cannot get worse.
  it("former blind threads and themes (read since, now tuning data): every day >= 90 %, nothing wounds, no worse than measured", async () => {
    const f = await evaluatePlans(PLAN_BLIND_WEEKLY, PLAN_BLIND_STUDY, STUDY_LABELS);
    console.log(report("blind set", f));
    // Weekly 913 -> 912: lowered with session 26's topic blend (docs/decisions.md, "Topic round, session 26"): one day of
    // "I've got nothing left, work and home are taking everything" read as strength, not work.
    // Session 26, the tenth plan round and the topic blend merged: weekly 913, study 593, replies 94.
    // Session 27's round (low worth said as a feeling): weekly 917.
    // Session 31's round (docs/decisions.md, "Fifteenth plan round"): replies 94 -> 93, lowered (a reply now gives its
    // situation's most widely shared passage, which one thread's label does not list); study 593 -> 596, raised.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 917 -> 915, lowered (threads whose guessed or contested hurt was the right reading: a family quarrel, shame, a work deadline).
    // Session 32 (study round): studyFit 596 -> 593, lowered: "Faith at work" now read as work stress, not serving (-5), "Contentment and money" gains 2 (docs/decisions.md, "Study plan round (session 32)"; the older sets together gain 301).
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 596 -> 593.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 915 -> 916.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 593 -> 589, lowered: "Hope for the grieving" is now the study of hope (-4; plan-blind-4's "Hope for the grieving: 1 Thessalonians 4" gains 5, the older sets together 77).
    // Session 34 (merged: the topic round's classifier weighing 3 wherever the rules are not sure, docs/decisions.md): planFit 916 -> 915.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 915 -> 916.
    // Session 35 (session 34's sealed sets join: topic blind-17 in the topic classifier, plan-blind-16 in the situation reader, blind-23 in the crisis heads; plan-blind-16 now in sample): planFit 916 -> 917.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 589 -> 598.
    expectRecordHeld(f, PLAN_BLIND_WEEKLY, { planFit: 917, studyFit: 598, replyFit: 93 });
    // Every day of the week, not only the week on average.
    for (const n of f.planFitByDay) expect(n / f.weeklyCases).toBeGreaterThanOrEqual(0.9);
  });

  // THE final evaluation on the third plan set (plan-blind-2.ts, written by someone who never opened
  // the plan or matching code and sealed with labels.ts before the third round of tuning). Run once,
  // after that tuning was merged; figures recorded here and in docs/decisions.md (Issue 15),
  // whatever they were. Only figures are printed, never misses. Recorded (2026-11-24, commit
  // f99615a): weekly plan days 864/1134 (76.2 %; day by day 79.0, 82.1, 75.9, 79.6, 71.6, 73.5,
  // 71.6 %), 1 wounding day; study plan days 540/756 (71.4 %), none wounding; replies to the 78
  // single-message threads 58/78 (74.4 %), none wounding; care line 0/25 everyday. The goal (>= 90 %
  // and 0 wounding) is NOT met. Since then it has been READ and used for tuning (fourth round,
  // docs/decisions.md, Issue 15), so it is no longer blind: after that round weekly 1098/1134
  // (96.8 %), study 735/756 (97.2 %), replies 73/78 (93.6 %), nothing wounding, 0/25 care lines.
  // The bounds hold those figures so they cannot get worse; plan-blind-3 is the honest measure now.
  // After session 23's round (plan-blind-6's families): weekly 1104/1134, replies 74/78.
  it("third plan set (read since the fourth round, now tuning data): prints the figures, no worse than after tuning", async () => {
    const f = await evaluatePlans(PLAN_BLIND_2_WEEKLY, PLAN_BLIND_2_STUDY, STUDY_LABELS);
    console.log(report("third plan set (tuning data since the fourth round)", f));
    // Session 24: the crisis neighbours' care line at 9 of 10 (sentence-encoder word vectors) reaches
    // one everyday message of this set (docs/decisions.md); its record allows that one.
    // Weekly 1104 -> 1098 with both (the ninth plan round and the topic classifier; the classifier
    // alone: 1091): lowered with the topic classifier, session 25 (docs/decisions.md, "A trained
    // topic classifier beside the topic rules"); study and replies unchanged. Session 26's round
    // (docs/decisions.md, "Plans and replies, tenth round"): weekly 1105, study 738, replies 75.
    // topic classifier beside the topic rules"); study and replies unchanged.
    // Session 26: topic blind-7 in the classifier 1104, then its new blend 1101 (docs/decisions.md, "Topic round, session 26").
    // Session 26, the tenth plan round and the topic blend merged: weekly 1109, study 738, replies 75.
    // Weekly 1109 -> 1103 and replies 75 -> 74: lowered with session 27's topic blend (docs/decisions.md,
    // "Topic round, session 27"): "should we downsize now the kids have left?" read as divorce rather
    // than decisions (6 days and its reply).
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1103 -> 1098, study 738 -> 731, lowered.
    // Session 28's care side (the care head and the neighbours on every readable crisis set;
    // docs/decisions.md, "A care side that reads every set"): the care line 1 -> 2 of 25 ("should we
    // downsize now the kids have left?", nine of its ten nearest labelled messages needing care).
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1098 -> 1100, studyFit 731 -> 742, replyFit 74 -> 76.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1100 -> 1095, lowered (threads whose guessed or contested hurt was the right reading: a family quarrel, shame, a work deadline).
    // Session 32 (study round): studyFit 742 -> 740, lowered: "Money, possessions and the kingdom" now read as a need with money, not the teaching on giving (docs/decisions.md, "Study plan round (session 32)"; the older sets together gain 301).
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 742 -> 740.
    // Session 32 (topic round): planFit 1100 -> 1104: where the rules' only cue is a hint the classifier decides (docs/decisions.md, "Topic round, session 32").
    // Session 32 (merged topic round with the plan and study rounds (the topic change's plan-blind-2 gain ran into the plan round's general week)): planFit 1095 -> 1094.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1094 -> 1095.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 2 -> 1.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1095 -> 1099.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 740 -> 739, lowered: "Hope in depression" is now the study of hope (-4), "Questions and doubts in suffering" God's silence (+3).
    // Session 34 (topic blind-16 joins the topic classifier's training, crisis blind-22 the crisis heads, plan-blind-15 the care line's everyday neighbours; the retrained topic classifier moves these, docs/decisions.md, "Session 34's join"): planFit 1099 -> 1103, replyFit 76 -> 77.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 739 -> 744.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1103 -> 1119, replyFit 77 -> 78.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1119 -> 1117.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1117 -> 1126.
    // Session 35 (session 34's sealed sets join: topic blind-17 in the topic classifier, plan-blind-16 in the situation reader, blind-23 in the crisis heads; plan-blind-16 now in sample): studyFit 744 -> 738, lowered.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 738 -> 744.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): studyFit 744 -> 750.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 750 -> 753.
    // Session 36 (care-line round, merged with the study round and the review: everyday life said in its own words stands the trained care guesses down): careOnEveryday 1 -> 0.
    // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): studyFit 753 -> 746, lowered.
    // Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on; the topic classifier at 65,536 buckets): planFit 1126 -> 1119, the floor re-set.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): planFit 1119 -> 1126, studyFit 746 -> 753.
    // Session 45's join (crisis blind-33, topic blind-27, plan-blind-26 trained on; the readers retrained): planFit: 1126 -> 1119.
    expectRecordHeld(f, PLAN_BLIND_2_WEEKLY, { planFit: 1119, studyFit: 753, replyFit: 78, careOnEveryday: 0 });
  });

  // THE final evaluation on the fourth plan set (plan-blind-3.ts, written by someone who never opened
  // the plan or matching code and sealed with labels.ts before the fourth round of tuning). Run once,
  // after that round was merged; figures recorded here and in docs/decisions.md (Issue 15), whatever
  // they were. Only figures are printed, never misses; it is not to be read while tuning. Recorded
  // (2026-11-24): weekly plan days 793/1029 (77.1 %; day by day 76.9, 78.9, 79.6, 76.9, 74.8, 77.6,
  // 74.8 %), 1 wounding day; study plan days 520/644 (80.7 %), 1 wounding; replies to the 113
  // single-message threads 87/113 (77.0 %), none wounding; care line 0/25 everyday. The goal
  // (>= 90 % and 0 wounding) is NOT met. The code before that round scored 775, 470 and 85 on it.
  // Since then (session 20) it has been READ and used for tuning (its misses grouped into wording
  // families, its two wounding days traced to the register rules), so it is training data now:
  // after that round weekly 1005/1029 (97.7 %), study 621/644 (96.4 %), replies 111/113 (98.2 %),
  // nothing wounding, 0/25 care lines; merged with that session's topic lexicon families, weekly
  // 1000/1029 (five days moved to another situation's passages), the bound below. The next sealed
  // plan set (plan-blind-4) is the honest measure. After session 21's round (plan-blind-4's
  // families): weekly 1006/1029, study 621/644, replies 112/113, the bounds below.
  it("fourth plan set (read since session 20, now tuning data): prints the figures, no worse than after tuning", async () => {
    const f = await evaluatePlans(PLAN_BLIND_3_WEEKLY, PLAN_BLIND_3_STUDY, STUDY_LABELS);
    console.log(report("fourth plan set (tuning data since session 20)", f));
    // Weekly 1006 -> 1005 and replies 112 -> 111: lowered with the topic classifier, session 25
    // (docs/decisions.md, "A trained topic classifier beside the topic rules"); study unchanged.
    // Session 26's round: weekly 1006, study 624.
    // Weekly 1005 -> 1002 and study 621 -> 616: lowered with session 26's topic blend
    // (docs/decisions.md, "Topic round, session 26"): "they sentenced the man who killed my sister to 4 years" read as
    // betrayal (3 days), the study theme "Working for the Lord, not for men" as waiting (5 days).
    // Session 26, the tenth plan round and the topic blend merged: weekly 1004, study 619, replies 111.
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1004 -> 998, lowered.
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 998 -> 1000, studyFit 619 -> 622, replyFit 111 -> 113.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1000 -> 986, lowered (threads whose guessed or contested hurt was the right reading: a family quarrel, shame, a work deadline).
    // Session 32 (study round): studyFit 622 -> 626, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 622 -> 626, replyFit 113 -> 114.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 986 -> 990.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 990 -> 1012.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1012 -> 1011.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1011 -> 1025.
    // Session 35 (session 34's sealed sets join: topic blind-17 in the topic classifier, plan-blind-16 in the situation reader, blind-23 in the crisis heads; plan-blind-16 now in sample): studyFit 626 -> 631.
    expectRecordHeld(f, PLAN_BLIND_3_WEEKLY, { planFit: 1025, studyFit: 631, replyFit: 114 });
  });

  // THE final evaluation on the fifth plan set (plan-blind-4.ts, written by a helper who never opened
  // the plan or matching code and sealed with labels.ts before session 20's plan round). Run ONCE,
  // after that round's merges (2026-11-24): weekly plan days 1058/1323 (80.0 %), 2 wounding days;
  // study plan days 653/784 (83.3 %), none wounding; replies to single-message threads 109/137
  // (79.6 %), none wounding; care line on no everyday message. The goal (>= 90 % and 0 wounding) is
  // NOT met. The code before that round (2581cf9) scored 960 (3 wounding), 627 and 96.
  // Since then (session 21) it has been READ and used for tuning (its two wounding days traced to
  // the rules that let them through, its misses grouped into families, fresh paraphrases and twins
  // in plan-dev.ts), so it is training data now: weekly 1309/1323 (98.9 %), nothing wounding, study
  // 754/784 (96.2 %), replies 135/137, 0/30 care lines; the bounds hold those figures. The next
  // sealed plan set (plan-blind-5) is the honest measure.
  it("fifth plan set (read since session 21, now tuning data): prints the figures, no worse than after tuning", async () => {
    const f = await evaluatePlans(PLAN_BLIND_4_WEEKLY, PLAN_BLIND_4_STUDY, STUDY_LABELS);
    console.log(report("fifth plan set (tuning data since session 21)", f));
    // Session 24: the crisis neighbours' care line at 9 of 10 (sentence-encoder word vectors) reaches
    // one everyday message of this set (docs/decisions.md); its record allows that one.
    // Weekly 1309 -> 1299: lowered with the topic classifier, session 25 (docs/decisions.md, "A
    // trained topic classifier beside the topic rules"); study and replies unchanged. Session 26's
    // round: weekly 1300, study 763.
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1300 -> 1293, lowered.
    // Weekly 1293 -> 1288, lowered: measured at the start of session 30's plan round (2c9e6f1, before any of its
    // changes), after session 29's retrained topic classifier (topic blind-12 in weights.bin); the round's own
    // changes move nothing on this set (docs/decisions.md, "Fourteenth plan round").
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1288 -> 1295, replyFit 135 -> 137.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1295 -> 1308.
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): replyFit 137 -> 138.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 1 -> 0.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 763 -> 766.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 766 -> 764, lowered: "Budgeting as worship" is now read as worship (-7), "Hope for the grieving: 1 Thessalonians 4" as hope (+5).
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1308 -> 1307.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1307 -> 1318, replyFit 138 -> 139.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 764 -> 773.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): planFit 1318 -> 1319.
    expectRecordHeld(f, PLAN_BLIND_4_WEEKLY, { planFit: 1319, studyFit: 773, replyFit: 139, careOnEveryday: 0 });
  });

  // THE final evaluation on the sixth plan set (plan-blind-5.ts: 179 weekly threads, 117 study
  // themes, written by a helper who never opened the plan or matching code, sealed with labels.ts
  // before session 21's plan round). Run ONCE, after that round's merges (2026-11-24): weekly plan
  // days 931/1253 (74.3 %), none wounding; study plan days 644/819 (78.6 %), 1 wounding; replies to
  // single-message threads 50/67 (74.6 %), none wounding; care line on 0/17 everyday messages. The
  // goal (>= 90 % and 0 wounding) is NOT met. The code before that round (d5c0ce3) scored 931, 615
  // (1 wounding) and 50. Only figures are printed; the bounds hold the recorded figures. It has not
  // been read since (its misses not printed): after session 22 it gave 936 weekly; after session 23's
  // round (plan-blind-6's families, its figures used as held-out evidence) weekly 959/1253, study
  // 661/819, replies 51/67, and its one recorded wounding study day (a theme on "burnout" read as
  // serving, given "let us not grow weary in doing good") gone with the one-word "burnout" read as
  // exhaustion and a study theme in words of distress getting no duty or rebuke. After session 25's
  // round (plan-blind-7's misses by structure): weekly 981/1253 (the opener's weight and the general
  // week for threads only guessed at), study 661/819, replies 51/67. After session 26's round (its
  // figures, never its misses, used as the check beside plan-blind-7 and -8): weekly 1002/1253,
  // study 671/819, replies 52/67; the bounds hold those figures.
  it("sixth plan set (blind, run once): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_5_WEEKLY, PLAN_BLIND_5_STUDY, STUDY_LABELS);
    console.log(report("sixth plan set (blind, run once after session 21)", f));
    // Session 26's topic blend: weekly 981 -> 986 (docs/decisions.md, "Topic round, session 26").
    // Session 26, the tenth plan round and the topic blend merged: weekly 1007, study 671, replies 52.
    // Session 27's round (its figures, never its misses, used as a check): weekly 1016, study 678
    // (the study gain from the Nehemiah rule is not blind: two of its themes were seen, see decisions.md).
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1016 -> 1017 and replies 52 -> 54, raised; study 678 -> 677, lowered.
    // Session 29 merged (the thirteenth plan round, the topic round and the crisis round): weekly 1017 -> 1016, lowered (topic blind-11 in the classifier and the blend; docs/decisions.md, "Topic round, session 29"); replies 54 -> 55, raised.
    // Session 30's round (docs/decisions.md, "Fourteenth plan round"): weekly 1016 -> 1036, replies 55 -> 57 (at the start 1030 and 56).
    // Session 31's round (docs/decisions.md, "Fifteenth plan round"): weekly 1036 -> 1029, lowered (1029 at the round's
    // start, after a4bfcd4's retrained topic classifier; the round moves no weekly day here); study 677 -> 680, replies 57 -> 62, raised.
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1029 -> 1034.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1034 -> 1060.
    // Session 32 (study round): studyFit 680 -> 730, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 680 -> 730, replyFit 62 -> 63.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1060 -> 1059.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 730 -> 738.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1059 -> 1067.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 738 -> 756, raised.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1067 -> 1074.
    // Session 34 (topic blind-16 joins the topic classifier's training, crisis blind-22 the crisis heads, plan-blind-15 the care line's everyday neighbours; the retrained topic classifier moves these, docs/decisions.md, "Session 34's join"): planFit 1074 -> 1061, replyFit 63 -> 62.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 756 -> 757.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1061 -> 1128, replyFit 62 -> 64.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1128 -> 1132.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1132 -> 1228, replyFit 64 -> 66.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 757 -> 773.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): studyFit 773 -> 767, lowered.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 767 -> 774.
    // Session 37 (join, docs/decisions.md "Session 37's join"): planFit 1228 -> 1224, lowered.
    // Session 37 (weekly glad-cue overrule): planFit 1224 -> 1241, replyFit 66 -> 67.
    // Session 38 (join, docs/decisions.md "Session 38's join"): planFit 1241 -> 1245.
    // Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on; the topic classifier at 65,536 buckets): planFit 1245 -> 1241, the floor re-set.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): planFit 1241 -> 1245, replyFit 67 -> 68.
    // Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on; the topic classifier and both readers retrained): planFit 1245 -> 1241.
    expectRecordHeld(f, PLAN_BLIND_5_WEEKLY, { planFit: 1241, studyFit: 774, replyFit: 68 });
  });

  // plan-blind-6.ts (192 weekly threads, 127 study themes, sealed with labels.ts before session 22's
  // changes by a helper who had not read the guide's code or the labels' passages): run ONCE after
  // the session's topic vectors and crisis neighbours were merged (2026-11-25): weekly plan days
  // 1025/1344 (76.3 %), 2 wounding; study plan days 702/889 (79.0 %), none wounding; replies to
  // single-message threads 49/68 (72.1 %), none wounding; care line on 0/17 everyday messages. The
  // goal (>= 90 % and 0 wounding) is NOT met. The code before those changes (08a4401) scored 1025
  // (2 wounding), 703 and 49. Since then (session 23) it has been READ and used for tuning (its two
  // wounding days traced to the rules that let them through, its misses grouped into families), so
  // it is training data now: weekly 1279/1344 (95.2 %), nothing wounding, study 866/889 (97.4 %),
  // replies 66/68, 0/17 care lines; the bounds hold those figures. The next sealed plan set
  // (plan-blind-7) is the honest measure. After session 25's round: weekly 1284/1344.
  it("seventh plan set (read since session 23, now tuning data): prints the figures, no worse than after tuning", async () => {
    const f = await evaluatePlans(PLAN_BLIND_6_WEEKLY, PLAN_BLIND_6_STUDY, STUDY_LABELS);
    console.log(report("seventh plan set (tuning data since session 23)", f));
    // Session 24: the crisis neighbours' care line at 9 of 10 (sentence-encoder word vectors) reaches
    // one everyday message of this set (docs/decisions.md); its record allows that one.
    // Weekly 1284 (ninth plan round) -> 1280 with the topic classifier, session 25 (docs/decisions.md,
    // "A trained topic classifier beside the topic rules"); study and replies unchanged. Session 26's
    // round: weekly 1285, study 872.
    // "A trained topic classifier beside the topic rules"); study and replies unchanged.
    // Weekly 1280 -> 1275: lowered with session 26's topic blend (docs/decisions.md, "Topic round, session 26"): "dad gave
    // that company 30 yrs and they cut his pension. the ceo got a bonus" read as work (4 days), one
    // day of a carer's thread ("the respite place cancelled on us again").
    // Session 26, the tenth plan round and the topic blend merged: weekly 1280, study 872, replies 66.
    // Session 27's round: weekly 1285.
    // Session 27, topic blind-8 in the classifier: weekly 1285 (docs/decisions.md, "Topic round, session 27");
    // then lowered to 1278 with session 27's blend: a shame thread ("my mum found out from a neighbour
    // before i could tell her / got done for drink driving. its going to be in the local paper"; the
    // first message now read as betrayal rather than family) 6 days, and again one day of the carer's
    // "the respite place cancelled on us again".
    // Session 27's plan round and topic round merged: weekly 1279 (the round's 1285 less the blend's threads above).
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1279 -> 1274, lowered.
    // Session 29 merged (the thirteenth plan round, the topic round and the crisis round): weekly 1274 -> 1269, lowered (topic blind-11 in the classifier and the blend; docs/decisions.md, "Topic round, session 29"); replies 66 -> 64 on the merged code (neither branch alone lost them), lowered.
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1269 -> 1274, replyFit 64 -> 67.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1274 -> 1273, lowered (threads whose guessed or contested hurt was the right reading: a family quarrel, shame, a work deadline).
    // Session 32 (study round): studyFit 872 -> 869, lowered: "money, contentment and the weekly shop" now the teaching on generosity beside contentment, not the money situation (docs/decisions.md, "Study plan round (session 32)"; the older sets together gain 301).
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 872 -> 869.
    // Session 32 (topic round): planFit 1274 -> 1271, lowered: the classifier now names a topic alone from 0.6 for a message about someone (docs/decisions.md, "Topic round, session 32"; the readable plan sets' weekly days 20,571 -> 20,574 with the round's other change).
    // Session 32 (merged topic round with the plan and study rounds (the topic change's plan-blind-2 gain ran into the plan round's general week)): planFit 1273 -> 1270.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1270 -> 1266.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 1 -> 0.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 869 -> 871.
    // Session 33 (topic round: the classifier leads where the rules are unsure and picks among close rule topics): planFit 1266 -> 1262.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1262 -> 1268.
    // Session 34 (topic blind-16 joins the topic classifier's training, crisis blind-22 the crisis heads, plan-blind-15 the care line's everyday neighbours; the retrained topic classifier moves these, docs/decisions.md, "Session 34's join"): planFit 1268 -> 1259, replyFit 67 -> 66.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1259 -> 1292, replyFit 66 -> 67.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1292 -> 1291.
    // Session 34 (merged: the topic round's classifier weighing 3 wherever the rules are not sure, docs/decisions.md): planFit 1291 -> 1290.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1290 -> 1323, replyFit 67 -> 68.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 871 -> 888.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): planFit 1323 -> 1324.
    // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): studyFit 888 -> 881, lowered.
    // Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on; the topic classifier at 65,536 buckets): planFit 1324 -> 1323, the floor re-set.
    // Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on; the topic classifier and both readers retrained): studyFit 881 -> 888.
    // Session 42 (topic: the classifier weighs 4 in the blend): studyFit 888 -> 881.
    expectRecordHeld(f, PLAN_BLIND_6_WEEKLY, { planFit: 1323, studyFit: 881, replyFit: 68, careOnEveryday: 0 });
  });

  // THE final evaluation on the eighth plan set (plan-blind-7.ts: 185 weekly threads, 129 study
  // themes, written by a helper who never opened the guide's code, labels or passage lists, sealed
  // with labels.ts before session 23's plan round was merged). Run ONCE after the round's merge
  // (2026-11-25): weekly plan days 1083/1295 (83.6 %), none wounding; study plan days 759/903
  // (84.1 %), none wounding; replies to single-message threads 99/109 (90.8 %), none wounding; care
  // line on 0/21 everyday messages. The code before the round (09fb889) scored 1087 (1 wounding),
  // 767 and 99: the round removed the wounding day and moved fit by -4 weekly and -8 study days. The
  // goal (>= 90 % and 0 wounding for every day) is NOT met. Only figures are printed.
  // Since then (session 25) it has been READ and used for tuning (its misses grouped by cause in
  // docs/decisions.md): weekly 1117/1295 (86.3 %), study 759/903, replies 101/109, nothing wounding,
  // 0/21 care lines; the bounds hold those figures. plan-blind-8 is the honest measure. After
  // session 26's round (its misses read beside plan-blind-8's): weekly 1129/1295, study 775/903,
  // replies 101/109.
  it("eighth plan set (read since session 25, now tuning data): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_7_WEEKLY, PLAN_BLIND_7_STUDY, STUDY_LABELS);
    console.log(report("eighth plan set (tuning data since session 25)", f));
    // Session 26's topic blend: weekly 1117 -> 1119 (docs/decisions.md, "Topic round, session 26").
    // Session 26, the tenth plan round and the topic blend merged: weekly 1130, study 775, replies 101.
    // Session 27's round (a check set, its misses read): weekly 1132, study 782.
    // Weekly 1130 -> 1124 and replies 101 -> 100: lowered with topic blind-8 in the classifier, session 27
    // (docs/decisions.md, "Topic round, session 27"): "after 30 years as a mum the kids have left and i dont
    // know who i am or what im for anymore. feel like furniture" (worth) read as purpose, 6 days and its reply.
    // Weekly 1124 -> 1119 with session 27's blend: "ketamine, since he was at college / i know it's the
    // drugs not him / he stole my late husbands watch and pawned it" (a son's addiction; the last
    // message now read as marriage beside grief) lost 5 days.
    // Session 27's plan round and topic round merged: weekly 1121, study 782, replies 100.
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1121 -> 1126 and study 782 -> 785, raised.
    // Session 28's plan round (a check set): study 782 -> 789 (the audience said last).
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1126 -> 1137, studyFit 789 -> 796, replyFit 100 -> 104.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1137 -> 1145.
    // Session 32 (study round): studyFit 796 -> 817, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 796 -> 817.
    // Session 32 (topic round): planFit 1137 -> 1139: where the rules' only cue is a hint the classifier decides (docs/decisions.md, "Topic round, session 32").
    // Session 33 (the reply review: someone else's wedding is an occasion, not the member's marriage): planFit 1145 -> 1152, replyFit 104 -> 105.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 817 -> 832.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1152 -> 1157.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 832 -> 837, raised.
    // Session 33 (second topic round: "I'll" is not "ill"; a budget thread opened with "a spreadsheet i'll actually stick to" is no longer read as health): planFit 1157 -> 1151.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1151 -> 1160, replyFit 105 -> 106.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1160 -> 1215, replyFit 106 -> 108.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1215 -> 1216.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1216 -> 1279, replyFit 108 -> 109.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 837 -> 857.
    // Session 36 (session 35's sealed sets join: topic blind-18 in the topic classifier, plan-blind-17 in both trained readers, blind-24 in the crisis heads; plan-blind-17 now in sample): planFit 1279 -> 1284.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 857 -> 868.
    // Session 37 (join, docs/decisions.md "Session 37's join"): planFit 1284 -> 1279, lowered.
    // Session 37 (weekly glad-cue overrule): planFit 1279 -> 1285.
    // Session 41 (study: more of scripture's own names for a teaching): studyFit 868 -> 882.
    // Session 42 (topic: the classifier weighs 4 in the blend): planFit 1285 -> 1290.
    // Session 43 (join, blind-31 / topic blind-25 / plan-blind-24 trained on; the topic classifier and both readers retrained): planFit 1290 -> 1285.
    expectRecordHeld(f, PLAN_BLIND_7_WEEKLY, { planFit: 1285, studyFit: 882, replyFit: 109 });
  });

  // THE final evaluation on the ninth plan set (plan-blind-8.ts: 190 weekly threads, 137 study
  // themes, written by a helper who never opened the guide's code, labels or passage lists, sealed
  // with labels.ts at the start of session 25). Run once on the session's starting code (443c33d):
  // weekly 1012/1330 (76.1 %), study 768/959 (80.1 %), replies 94/118 (79.7 %), nothing wounding,
  // care line on 2/29 everyday messages. Run once more on its final code (2026-11-25, after the ninth
  // plan round and the topic classifier): weekly plan days 1037/1330 (78.0 %), none wounding; study
  // plan days 770/959 (80.3 %), none wounding; replies 94/118 (79.7 %), none wounding; care line on
  // 2/29 everyday messages (6.9 %). The goals (>= 90 % and 0 wounding; care <= 5 %) are NOT met.
  // Since then (session 26) it has been READ and used for tuning (its misses counted by kind in
  // docs/decisions.md, "Plans and replies, tenth round"), so it is tuning data now: weekly 1078/1330
  // (81.1 %), study 802/959 (83.6 %), replies 96/118, nothing wounding, care line on 2/29 everyday
  // messages (6.9 %, the trained care guesses'; a fix cost veiled catches and was not kept); the
  // bounds hold those figures. plan-blind-9 is the honest measure.
  it("ninth plan set (read since session 26, now tuning data): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_8_WEEKLY, PLAN_BLIND_8_STUDY, STUDY_LABELS);
    // Session 26's topic blend: weekly 1037 -> 1044, replies 94 -> 95 (docs/decisions.md, "Topic round, session 26").
    console.log(report("ninth plan set (tuning data since session 26)", f));
    // Session 26, the tenth plan round and the topic blend merged: weekly 1087, study 802, replies 97.
    // Session 27's round (a check set, its misses read; two changes designed on it): weekly 1117,
    // study 822, replies 101; care line still 2/29.
    // Session 27, topic blind-8 in the classifier: weekly 1091, replies 98 (docs/decisions.md, "Topic round, session 27").
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1117 -> 1108, lowered; replies 101 -> 102, raised.
    // Session 29's plan round (a check set, no change designed on it): study 822 -> 828, raised (a
    // teaching named only by the chapter of a cited verse it does not read gives way to the words).
    // Session 29 merged (the thirteenth plan round, the topic round and the crisis round): weekly 1108 -> 1103, lowered (topic blind-11 in the classifier and the blend; docs/decisions.md, "Topic round, session 29").
    // Session 30's round (docs/decisions.md, "Fourteenth plan round"): weekly 1103 -> 1119 (at the start 1113).
    // Merged with the topic round's lexicon (setting words as hints; it alone took this set's weekly
    // 1113 -> 1108): 1119 -> 1114, lowered.
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1114 -> 1118, studyFit 828 -> 831, replyFit 102 -> 106, careOnEveryday 2 -> 1.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1118 -> 1138.
    // Session 32 (study round): studyFit 831 -> 849, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 831 -> 849, replyFit 106 -> 107.
    // Session 32 (merged topic round with the plan and study rounds (the topic change's plan-blind-2 gain ran into the plan round's general week)): planFit 1138 -> 1139.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1139 -> 1144.
    // Session 33 (the reply review: saving read as money only when it is saving up): planFit 1144 -> 1150.
    // Session 33 (the reply review: plain words for loneliness, a death, waking in the night, a discharge, a hidden wrong, a flare): planFit 1150 -> 1157, replyFit 107 -> 108.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 1 -> 0.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 849 -> 861.
    // Session 33 (topic round: the classifier leads where the rules are unsure and picks among close rule topics): planFit 1157 -> 1158.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1158 -> 1161.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 861 -> 865, raised.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1161 -> 1171.
    // Session 34 (topic blind-16 joins the topic classifier's training, crisis blind-22 the crisis heads, plan-blind-15 the care line's everyday neighbours; the retrained topic classifier moves these, docs/decisions.md, "Session 34's join"): planFit 1171 -> 1170.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 865 -> 877.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1170 -> 1220, replyFit 108 -> 110.
    // Session 34 (merged: the weekly round's glad, choosing and asking weeks drawing on the bank's most widely shared passages, with the reader, study and crisis rounds, docs/decisions.md): planFit 1220 -> 1217.
    // Session 34 (merged: false crisis replies on pastoral messages mended, so those messages get a scored reply; plan-blind-16 one care line where the crisis reply was, docs/decisions.md): replyFit 110 -> 113.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1217 -> 1302, replyFit 113 -> 117.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 877 -> 921.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): studyFit 921 -> 916, lowered.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 916 -> 931.
    // Session 37 (study audience: a teaching before people said by who they are is the study): studyFit 931 -> 938.
    // Session 37 (weekly glad-cue overrule): planFit 1302 -> 1309, replyFit 117 -> 118.
    // Session 37 (weekly glad-cue overrule merged with the study-audience and Baptist mends): planFit 1302 -> 1309; replyFit 117 -> 118.
    // Session 54's join (plan-blind-35 among the readers' older sets; the study reader retrained): studyFit 938 -> 936.
    // Session 56's join (plan-blind-37 among the readers' older sets; the situation reader retrained): planFit 1309 -> 1305
    // (one thread's week read otherwise by the retrained reader; the readable plan sets' weekly days rose 59,190 -> 59,276).
    expectRecordHeld(f, PLAN_BLIND_8_WEEKLY, { planFit: 1305, studyFit: 936, replyFit: 118, careOnEveryday: 0 });
  });

  // THE evaluation on the tenth plan set (plan-blind-9.ts: 216 weekly threads, 152 study themes,
  // written by a helper who never opened the guide's code, labels or passage lists, sealed with
  // labels.ts at the start of session 26). Run once on the session's starting code (9c2ea17): weekly
  // 1190/1512 (78.7 %), 1 wounding day; study 803/1064 (75.5 %), none wounding; replies 135/168
  // (80.4 %), none wounding; care line on 1/43 everyday messages. Run once more on its final code
  // (2026-11-25, after the tenth plan round, the topic round and the direct head): weekly plan days
  // 1227/1512 (81.2 %), none wounding; study plan days 808/1064 (75.9 %), none wounding; replies
  // 139/168 (82.7 %), none wounding; care line on 1/43 (2.3 %). The fit goals (>= 90 %) are NOT met;
  // nothing wounds and the care line is under 5 %. Since then (session 27) it has been READ and used
  // for tuning (its misses by thread and theme, docs/decisions.md, "Eleventh plan round"), so it is
  // tuning data now: weekly 1290/1512 (85.3 %), study 898/1064 (84.4 %), replies 146/168, nothing
  // wounding, care line on 1/43; the bounds hold those figures. plan-blind-10 and -11 (in their own
  // files, plan-blind-10-eval.test.ts and plan-blind-11-eval.test.ts) have been read since session
  // 28 too; plan-blind-12 is the honest measure.
  it("tenth plan set (read since session 27, now tuning data): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_9_WEEKLY, PLAN_BLIND_9_STUDY, STUDY_LABELS);
    console.log(report("tenth plan set (tuning data since session 27)", f));
    // Weekly 1227 -> 1220: lowered with topic blind-8 in the classifier, session 27 (docs/decisions.md,
    // "Topic round, session 27"; that round treated the set as blind and named no thread). Session
    // 27's blend: 1220 -> 1222.
    // Session 27's plan round and topic round merged: weekly 1285, study 898, replies 146.
    // Session 28 (topic blind-9 and blind-10 in the classifier, session 28's blend; docs/decisions.md,
    // "Topic round, session 28"): weekly 1285 -> 1292, raised; study 898 -> 884, lowered.
    // Session 28's plan round (a check set, its misses read): study 898 -> 908 (the audience said first or last).
    // Session 28 merged (the plan round, the topic round and the care side): weekly 1292, study 894,
    // replies 145 (one reply fewer with the care side).
    // Session 29's plan round (a check set, no change designed on it): study 894 -> 901, raised
    // (fostering or adopting as the group's setting: "foster and adoptive parents' group").
    // Session 29 merged (the thirteenth plan round, the topic round and the crisis round): weekly 1292 -> 1288, lowered (topic blind-11 in the classifier and the blend; docs/decisions.md, "Topic round, session 29").
    // Session 30's round (docs/decisions.md, "Fourteenth plan round"): weekly 1288 -> 1298, study 901 -> 916, replies 145 -> 146 (at the start 1285, below
    // its record after session 29's retrained topic classifier, 909 and 145).
    // Session 31's round (docs/decisions.md, "Fifteenth plan round"): one wounding weekly day at the round's start, after
    // a4bfcd4's retrained topic classifier (a friend's betrayal read as struggling to forgive, given Ephesians 4:31-32);
    // recorded, not fixed, so the lead sees it; care line 1 -> 2 likewise at the start; study 916 -> 923, replies 146 -> 157, raised.
    // Then fixed (session 31): a betrayal the topic index hears among a message's first two readings is a
    // sore spot of the week too (situation-match.ts, soreTopicsOf), so no day tells this reader to forgive.
    // Session 31 merged (the plan round with the crisis round, the helper's reply and the topic round): replies 157 -> 156.
    // Session 32 (crisis blind-20 and topic blind-14 in the classifiers, the betrayal heard among three readings from 0.45; raised where earlier gains were not yet recorded): planFit 1298 -> 1301, replyFit 156 -> 155.
    // Session 32 (sixteenth plan round, docs/decisions.md): a hurt that is only the topic index's guess, or that is named among three or more hurts (by each message naming it, or by the thread), gives the general week: planFit 1301 -> 1331.
    // Session 32 (study round): studyFit 923 -> 966, raised (study themes read for the teaching or need they name: docs/decisions.md, "Study plan round (session 32)").
    // Session 32 (merged: the sixteenth plan round, the study round and the pastoral false alarms together; replies more where a false crisis reply became a scored reply): studyFit 923 -> 966, replyFit 155 -> 156.
    // Session 33 (session 32's sealed sets join the crisis and topic classifiers' training, retrained): planFit 1331 -> 1324.
    // Session 33 (the reply review: a couple at each other's throats, a sober parent's child who is using): planFit 1324 -> 1329.
    // Session 33 (the reply review: a question about the faith is taught): replyFit 156 -> 157.
    // Session 33 (care-line round: a trained care guess gets a second look among everyday plan examples): careOnEveryday 2 -> 0.
    // Session 33 (study round: themes read by a table of readings, who the group is, setting words, word families): studyFit 966 -> 979.
    // Session 33 (seventeenth plan round: the general week opens with Psalm 34:18; married as if single; faith shaken told of oneself; workload told): planFit 1329 -> 1334.
    // Session 33 (second study round: doubt beside suffering, hope at a theme's head, a form of prayer, worship or service, the examen, a marriage ended): studyFit 979 -> 988, raised.
    // Session 33 (second weekly round: adoption out of hand, exhaustion beside work, a pounding heart, told to forgive, newlyweds' quarrel, a first budget, a fixed income, a calling, a lender, cheating, a long marriage ended): planFit 1334 -> 1345, replyFit 157 -> 158.
    // Session 34 (topic blind-16 joins the topic classifier's training, crisis blind-22 the crisis heads, plan-blind-15 the care line's everyday neighbours; the retrained topic classifier moves these, docs/decisions.md, "Session 34's join"): planFit 1345 -> 1352, replyFit 158 -> 159.
    // Session 34 (third study round: words that say a group meets to study set aside, forgiving beside a deep hurt, marriage at a theme's head, bereaved parents, Isaiah 6, waiting for what is waited on, far from home, grief groups' names): studyFit 988 -> 1003.
    // Session 34 (third study round: answered prayers celebrated or thanked for are the joy of an answered prayer): studyFit 1003 -> 1009.
    // Session 34 (merged: the review of plan-blind-15's replies, the third study round, the crisis round and the trained situation reader, docs/decisions.md): planFit 1352 -> 1401, replyFit 159 -> 162.
    // Session 34 (merged: the trained reader overrules a cue's reading when it is at least 0.7 sure of another, with the other rounds, docs/decisions.md): planFit 1401 -> 1469, replyFit 162 -> 165.
    // Session 35 (study reader: a trained reader of group study themes reads those the study rules read nothing in, and overrules them when all but sure): studyFit 1009 -> 1034.
    // Session 35 (merged: the classifier round's topic classifier, a second topic at a quarter of the target and sharpened by 1.5, with the study reader, docs/decisions.md): studyFit 1034 -> 1029, lowered.
    // Session 36 (session 35's sealed sets join: topic blind-18 in the topic classifier, plan-blind-17 in both trained readers, blind-24 in the crisis heads; plan-blind-17 now in sample): planFit 1469 -> 1473.
    // Session 36 (study round: the study reader may overrule a teaching no label names, such as parenting, wisdom or identity, at the same 0.8): studyFit 1029 -> 1045.
    // Session 37 (join, docs/decisions.md "Session 37's join"): planFit 1473 -> 1469, lowered.
    // Session 37 (weekly glad-cue overrule): planFit 1469 -> 1483, replyFit 165 -> 167.
    // Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on; the topic classifier and both readers retrained): studyFit 1045 -> 1050.
    // Session 45's join (crisis blind-33, topic blind-27, plan-blind-26 trained on; the readers retrained): replyFit: 167 -> 166.
    expectRecordHeld(f, PLAN_BLIND_9_WEEKLY, { planFit: 1483, studyFit: 1050, replyFit: 166, careOnEveryday: 0 });
  });
});
