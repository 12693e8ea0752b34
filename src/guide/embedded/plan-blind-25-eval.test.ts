// The twenty-sixth plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_25_STUDY, PLAN_BLIND_25_WEEKLY } from "../fixtures/pastoral/plan-blind-25.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed twenty-sixth set", { timeout: 300_000 }, () => {
  // The twenty-sixth plan set (plan-blind-25.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 41,
  // before its work). Run on the session's starting code (e7c74dc, 2026-11-30): weekly plan
  // days 1449/1666 (87.0 %), none wounding; study plan days 1164/1330 (87.5 %), none wounding; replies
  // 188/206 (91.3 %), none wounding; care line on 3/48 everyday messages (6.3 %). Run once more on its
  // final code (658a90c): weekly 1459/1666 (87.6 %, +10), study 1164/1330 (87.5 %, level), replies
  // 189/206 (91.7 %, +1), care line 3/48 (level), none wounding. Both runs done, it is readable from
  // session 42 on.
  it("twenty-sixth plan set (blind, session 41): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_25_WEEKLY, PLAN_BLIND_25_STUDY, STUDY_LABELS);
    console.log(report("twenty-sixth plan set (blind, session 41)", f));
    // Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on; the topic classifier and both readers retrained): planFit 1459 -> 1466, studyFit 1164 -> 1167, replyFit 189 -> 190.
    // Session 42 (topic: the classifier weighs 4 in the blend): studyFit 1167 -> 1174.
    // Session 43 (join, blind-31 / topic blind-25 / plan-blind-24 trained on; the topic classifier and both readers retrained): planFit 1466 -> 1473, studyFit 1174 -> 1166, replyFit 190 -> 189.
    // Session 43 (the care line stands down on good news told gladly, another's "cannot cope" and worship every night; "hidden sin" is shame): careOnEveryday 3 -> 2.
    // Session 43 (study: a theme headed by rest is a study of rest): studyFit 1166 -> 1170.
    // Session 44 (study: scripture's own names read on this set's themes, now an older set: lectio divina,
    // not by bread alone, marriage enrichment, in sickness and in health, the seventh day, the prodigal and
    // his older brother, steadfast love; a marriage kept strong at the head): studyFit 1170 -> 1248.
    expectRecordHeld(f, PLAN_BLIND_25_WEEKLY, { planFit: 1473, studyFit: 1248, replyFit: 189, careOnEveryday: 2 });
  });
});
