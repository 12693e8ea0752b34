// The thirty-first plan set's evaluation, apart from plan-fit.test.ts so that a plan round can run
// that file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, it } from "vitest";
import { evaluatePlans } from "../fixtures/pastoral/evaluate.js";
import { STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_30_STUDY, PLAN_BLIND_30_WEEKLY } from "../fixtures/pastoral/plan-blind-30.js";
import { expectRecordHeld, report } from "./plan-records.js";

describe("plan fit, sealed thirty-first set", { timeout: 300_000 }, () => {
  // The thirty-first plan set (plan-blind-30.ts: 238 weekly threads, 190 study themes, written by a
  // helper who never opened the guide's code, sealed with labels.ts at the start of session 46,
  // before its work). Run on the session's starting code (016adfe, 2026-11-30): weekly plan days
  // 1523/1666 (91.4 %), 1 wounding; study plan days 1133/1330 (85.2 %), 1 wounding; replies 200/211
  // (94.8 %), none wounding; care line on 1/58 everyday messages (1.7 %). Run once more on its final
  // code (9aadd64: plan-blind-27 among the readers' older sets, both retrained; a crisis round): weekly
  // 1527/1666 (91.7 %, +4), 1 wounding; study 1128/1330 (84.8 %, -5), 1 wounding; replies 201/212 (94.8 %),
  // none wounding; care line 1/58 (level). Its runs done, it is readable from session 47 on.
  // Read once more on the session's last code (6d4c8c1: a double dose by mistake and a will at the
  // solicitor's raise no alarm; nothing changed after it): every figure level.
  it("thirty-first plan set (blind, session 46): prints the figures and holds them", async () => {
    const f = await evaluatePlans(PLAN_BLIND_30_WEEKLY, PLAN_BLIND_30_STUDY, STUDY_LABELS);
    console.log(report("thirty-first plan set (blind, session 46)", f));
    // Session 47's join (plan-blind-28 among the readers' older sets, all four models retrained): planFit 1527 -> 1529,
    // studyFit 1128 -> 1127.
    // Session 47 (read for its wounds: "forgiving each other" for a sister who sold the late mother's house
    // without telling them and kept the money, and for a study on a church split "when brothers and sisters
    // turned on each other"; both words now name a betrayal's sore spots, and a study theme keeps off
    // them as a member's week does): planWounding 1 -> 0, studyWounding 1 -> 0, planFit 1529 -> 1531.
    // Session 47 (a week of scripture or a Bible circle for the people a theme names is their study): studyFit 1127 -> 1134.
    expectRecordHeld(f, PLAN_BLIND_30_WEEKLY, { planFit: 1531, studyFit: 1134, replyFit: 201, careOnEveryday: 1 });
  });
});
