// Members' everyday messages from the older labelled plan sets (fixtures/pastoral/, the plan-dev set
// to plan-blind-14): a choice being weighed, a budget, a busy week, good news, a wish to grow. The
// crisis corpus holds few messages about ordinary life written this way, so the care line's second
// look (care-line-everyday.ts) reads them beside it. plan-blind-15 and -16 stay out: they are the
// plan rounds' validation sets (session 33), and their care lines are measured out of sample.
import { PASTORAL_LABELS } from "../fixtures/pastoral/labels.js";
import { PLAN_BLIND_WEEKLY, type PlanCase } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_2_WEEKLY } from "../fixtures/pastoral/plan-blind-2.js";
import { PLAN_BLIND_3_WEEKLY } from "../fixtures/pastoral/plan-blind-3.js";
import { PLAN_BLIND_4_WEEKLY } from "../fixtures/pastoral/plan-blind-4.js";
import { PLAN_BLIND_5_WEEKLY } from "../fixtures/pastoral/plan-blind-5.js";
import { PLAN_BLIND_6_WEEKLY } from "../fixtures/pastoral/plan-blind-6.js";
import { PLAN_BLIND_7_WEEKLY } from "../fixtures/pastoral/plan-blind-7.js";
import { PLAN_BLIND_8_WEEKLY } from "../fixtures/pastoral/plan-blind-8.js";
import { PLAN_BLIND_9_WEEKLY } from "../fixtures/pastoral/plan-blind-9.js";
import { PLAN_BLIND_10_WEEKLY } from "../fixtures/pastoral/plan-blind-10.js";
import { PLAN_BLIND_11_WEEKLY } from "../fixtures/pastoral/plan-blind-11.js";
import { PLAN_BLIND_12_WEEKLY } from "../fixtures/pastoral/plan-blind-12.js";
import { PLAN_BLIND_13_WEEKLY } from "../fixtures/pastoral/plan-blind-13.js";
import { PLAN_BLIND_14_WEEKLY } from "../fixtures/pastoral/plan-blind-14.js";
import { PLAN_DEV_WEEKLY } from "../fixtures/pastoral/plan-dev.js";
import type { CorpusMessage } from "./categories.js";

/** The older plan sets in a fixed order (a tie between neighbours goes to the earlier example). */
const OLDER_PLAN_SETS: readonly (readonly PlanCase[])[] = [
  PLAN_DEV_WEEKLY,
  PLAN_BLIND_WEEKLY,
  PLAN_BLIND_2_WEEKLY,
  PLAN_BLIND_3_WEEKLY,
  PLAN_BLIND_4_WEEKLY,
  PLAN_BLIND_5_WEEKLY,
  PLAN_BLIND_6_WEEKLY,
  PLAN_BLIND_7_WEEKLY,
  PLAN_BLIND_8_WEEKLY,
  PLAN_BLIND_9_WEEKLY,
  PLAN_BLIND_10_WEEKLY,
  PLAN_BLIND_11_WEEKLY,
  PLAN_BLIND_12_WEEKLY,
  PLAN_BLIND_13_WEEKLY,
  PLAN_BLIND_14_WEEKLY,
];

/** Every message of the older plan sets' threads labelled everyday, as everyday corpus examples. */
export function everydayPlanExamples(): CorpusMessage[] {
  return OLDER_PLAN_SETS.flat()
    .filter((c) => PASTORAL_LABELS[c.label]?.everyday)
    .flatMap((c) => c.recent.map((text): CorpusMessage => ({ text, category: "everyday", group: "plan-everyday" })));
}
