// Members' everyday messages from the older labelled plan sets (fixtures/pastoral/, OLDER_PLAN_SETS:
// plan-dev, plan-blind and the numbered sets up to the newest tuned on): a choice being weighed, a
// budget, a busy week, good news, a wish to grow. The crisis corpus holds few messages about ordinary
// life written this way, so the care line's second look (care-line-everyday.ts) reads them beside it.
// The two newest readable plan sets stay out (HELD_OUT_PLAN_SETS): they are the plan rounds'
// validation, and their care lines are measured out of sample.
import { PASTORAL_LABELS } from "../fixtures/pastoral/labels.js";
import { OLDER_PLAN_SETS, type NamedPlanSet } from "../fixtures/pastoral/readable-plan-sets.js";
import type { CorpusMessage } from "./categories.js";

/**
 * Every message of the older plan sets' threads labelled everyday, as everyday corpus examples
 * (`sets`: those sets, or fewer, to leave one out).
 */
export function everydayPlanExamples(sets: readonly NamedPlanSet[] = OLDER_PLAN_SETS): CorpusMessage[] {
  // In the sets' fixed order: a tie between neighbours goes to the earlier example.
  return sets
    .flatMap(([, weekly]) => weekly)
    .filter((c) => PASTORAL_LABELS[c.label]?.everyday)
    .flatMap((c) => c.recent.map((text): CorpusMessage => ({ text, category: "everyday", group: "plan-everyday" })));
}
