// The care line on the plan sets' everyday single-message threads (issue 15: at most 5 %), measured
// honestly: each older plan set read with its own everyday messages left out of the care line's
// second look (care-line-everyday.ts, whose everyday examples are the older sets' messages), and the
// held-out pair as shipped (they are not among the examples), in aggregate. Prints the care line's
// reasons (safety-net.ts, careReason); the older sets' messages are printed, the held-out ones never.
// docs/decisions.md, "Care-line round (session 36)". About 3 minutes:
//   npx tsx bench/care-line-loso.ts
import { everydayPlanExamples } from "../src/guide/corpus/everyday-plan-examples.js";
import { crisisExampleMessages } from "../src/guide/corpus/example-sets.js";
import { checkCrisis } from "../src/guide/crisis.js";
import { withNeighbourPool } from "../src/guide/crisis-neighbours.js";
import { PASTORAL_LABELS } from "../src/guide/fixtures/pastoral/labels.js";
import type { PlanCase } from "../src/guide/fixtures/pastoral/plan-blind.js";
import { HELD_OUT_PLAN_SETS, OLDER_PLAN_SETS } from "../src/guide/fixtures/pastoral/readable-plan-sets.js";
import { careReason, type CareReason } from "../src/guide/safety-net.js";

interface CareTally {
  everyday: number;
  care: number;
  reasons: Partial<Record<CareReason, number>>;
  cared: string[];
}

/** The care line on the everyday single-message threads that do not get the crisis reply (as evaluatePlans counts them). */
function careOn(weekly: readonly PlanCase[], tally: CareTally): void {
  for (const c of weekly) {
    if (c.recent.length !== 1 || !PASTORAL_LABELS[c.label].everyday) continue;
    const [text] = c.recent;
    const check = checkCrisis(text);
    if (check.crisis) continue;
    tally.everyday++;
    const reason = careReason(text, check);
    if (!reason) continue;
    tally.care++;
    tally.reasons[reason] = (tally.reasons[reason] ?? 0) + 1;
    tally.cared.push(`[${reason}] ${text}`);
  }
}

const empty = (): CareTally => ({ everyday: 0, care: 0, reasons: {}, cared: [] });
const pct = (t: CareTally) => `${t.care}/${t.everyday} (${((100 * t.care) / t.everyday).toFixed(1)} %)`;

const older = empty();
for (const set of OLDER_PLAN_SETS) {
  const tally = empty();
  const everyday = everydayPlanExamples(OLDER_PLAN_SETS.filter((other) => other !== set));
  withNeighbourPool([...crisisExampleMessages(), ...everyday], () => careOn(set[1], tally), "beside everyday life");
  console.log(`${set[0]}, its own everyday messages left out: ${pct(tally)}`);
  for (const line of tally.cared) console.log(`  ${line}`);
  older.everyday += tally.everyday;
  older.care += tally.care;
  for (const [reason, n] of Object.entries(tally.reasons))
    older.reasons[reason as CareReason] = (older.reasons[reason as CareReason] ?? 0) + n;
}
console.log(`older sets, each left out: ${pct(older)}, by reason ${JSON.stringify(older.reasons)}`);

const heldOut = empty();
for (const [, weekly] of HELD_OUT_PLAN_SETS) careOn(weekly, heldOut);
console.log(
  `held-out pair (${HELD_OUT_PLAN_SETS.map(([name]) => name).join(", ")}), aggregate: ${pct(heldOut)}, by reason ${JSON.stringify(heldOut.reasons)}`,
);
