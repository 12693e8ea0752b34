// The single everyday messages of every readable labelled plan set (fixtures/pastoral/): what a
// member writes on an ordinary day, where the care line belongs at most 5 % of the time (issue 15).
import { PASTORAL_LABELS } from "../../src/guide/fixtures/pastoral/labels.js";
import { HELD_OUT_PLAN_SETS, OLDER_PLAN_SETS } from "../../src/guide/fixtures/pastoral/readable-plan-sets.js";

// Every readable set but the tuning set plan-dev, whose everyday messages were written to tune on.
const READABLE = [...OLDER_PLAN_SETS, ...HELD_OUT_PLAN_SETS].filter(([name]) => name !== "plan-dev").map(([, weekly]) => weekly);

export function everydayPlanMessages(): string[] {
  return READABLE.flat()
    .filter((c) => c.recent.length === 1 && PASTORAL_LABELS[c.label].everyday)
    .map((c) => c.recent[0]);
}
