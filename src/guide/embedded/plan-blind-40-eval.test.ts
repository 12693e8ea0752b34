import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_40_STUDY, PLAN_BLIND_40_WEEKLY } from "../fixtures/pastoral/plan-blind-40.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed forty-first set", { timeout: 300_000 }, () => {
  // The forty-first plan set (plan-blind-40.ts: 180 weekly threads, 150 study themes, written by a helper who never
  // opened the guide's code, sealed with labels.ts in session 56 before anything was tuned on it). Run on the session's
  // starting code (e53b16a, 2026-12-03): weekly plan days 1171/1260 (92.9 %), none wounding; study plan days 954/1050
  // (90.9 %), none wounding; replies 154/163 (94.5 %; two of its 165 single messages get the crisis reply), none
  // wounding; care line on 2/42 everyday messages (4.8 %). Run once more on its final code (plan-blind-37 among the
  // readers' older sets, all four models retrained, more study themes named by their own words, the topic blend leaning
  // toward the classifier, crisis round 20): weekly 1174 (+3, 93.2 %), study 961 (+7, 91.5 %), replies 154 (level,
  // 94.5 %), care line 2/42, none wounding. Targets: 90 % fit met on weekly days, study days and replies; care line under
  // 5 % met. Its runs done, it is readable from session 57 on.
  // Session 57 (readable, tuned on: bank cues and study themes named by their own words written from its misses, three of
  // its messages' crisis replies mended; held out from the readers' training with plan-blind-39): weekly 1174 -> 1212,
  // study 961 -> 1015, replies 154 -> 162 (of 165: three more single messages now get a reply, not the crisis one),
  // care line 2/43, none wounding. No longer an estimate of a new author.
  // Session 58 (join: plan-blind-39 in the readers' training, plan-blind-40 still held out with plan-blind-41): weekly
  // 1212 -> 1202 (the retrained situation reader now reads a carer's visa threat as a decision and a partner who blocked
  // the writer everywhere as low self-worth, 6 and 4 days), study 1015 -> 1022, replies 162 -> 161 (the visa message).
  // Session 59 (join: plan-blind-40 in the readers' training, plan-blind-41 and -42 held out; all four models retrained): in sample now: weekly 1202 -> 1251, study 1022 -> 1041, replies 161 -> 164, care line 2 -> 1.
  it("forty-first plan set (blind, session 56): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_40_WEEKLY, PLAN_BLIND_40_STUDY, STUDY_LABELS);
    console.log(report("forty-first plan set (blind, session 56)", f));
    expectRecordHeld(f, PLAN_BLIND_40_WEEKLY, {
      planFit: 1251,
      studyFit: 1041,
      replyFit: 164,
      careOnEveryday: 1,
    });
  });
});
