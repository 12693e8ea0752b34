// Issue 12, session 32: the crisis reply on the readable plan sets' weekly-thread messages. Their
// authors wrote ordinary pastoral situations (grief, dying, illness, caregiving, past abuse), and a
// crisis reply is not scored by the plan figures, so false alarms there were invisible. This prints
// the older sets' crisis replies and bounds them; the two newest readable plan sets are held out
// (counted, never printed). Figures: docs/decisions.md, "False crisis replies on pastoral messages".
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";
import { PLAN_DEV_WEEKLY } from "./fixtures/pastoral/plan-dev.js";
import { PLAN_BLIND_WEEKLY, type PlanCase } from "./fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_2_WEEKLY } from "./fixtures/pastoral/plan-blind-2.js";
import { PLAN_BLIND_3_WEEKLY } from "./fixtures/pastoral/plan-blind-3.js";
import { PLAN_BLIND_4_WEEKLY } from "./fixtures/pastoral/plan-blind-4.js";
import { PLAN_BLIND_5_WEEKLY } from "./fixtures/pastoral/plan-blind-5.js";
import { PLAN_BLIND_6_WEEKLY } from "./fixtures/pastoral/plan-blind-6.js";
import { PLAN_BLIND_7_WEEKLY } from "./fixtures/pastoral/plan-blind-7.js";
import { PLAN_BLIND_8_WEEKLY } from "./fixtures/pastoral/plan-blind-8.js";
import { PLAN_BLIND_9_WEEKLY } from "./fixtures/pastoral/plan-blind-9.js";
import { PLAN_BLIND_10_WEEKLY } from "./fixtures/pastoral/plan-blind-10.js";
import { PLAN_BLIND_11_WEEKLY } from "./fixtures/pastoral/plan-blind-11.js";
import { PLAN_BLIND_12_WEEKLY } from "./fixtures/pastoral/plan-blind-12.js";
import { PLAN_BLIND_13_WEEKLY } from "./fixtures/pastoral/plan-blind-13.js";
import { PLAN_BLIND_14_WEEKLY } from "./fixtures/pastoral/plan-blind-14.js";
import { PLAN_BLIND_15_WEEKLY } from "./fixtures/pastoral/plan-blind-15.js";
import { PLAN_BLIND_16_WEEKLY } from "./fixtures/pastoral/plan-blind-16.js";

type Weekly = readonly PlanCase[];

const OLDER: Array<[string, Weekly]> = [
  ["plan-dev", PLAN_DEV_WEEKLY],
  ["plan-blind", PLAN_BLIND_WEEKLY],
  ["plan-blind-2", PLAN_BLIND_2_WEEKLY],
  ["plan-blind-3", PLAN_BLIND_3_WEEKLY],
  ["plan-blind-4", PLAN_BLIND_4_WEEKLY],
  ["plan-blind-5", PLAN_BLIND_5_WEEKLY],
  ["plan-blind-6", PLAN_BLIND_6_WEEKLY],
  ["plan-blind-7", PLAN_BLIND_7_WEEKLY],
  ["plan-blind-8", PLAN_BLIND_8_WEEKLY],
  ["plan-blind-9", PLAN_BLIND_9_WEEKLY],
  ["plan-blind-10", PLAN_BLIND_10_WEEKLY],
  ["plan-blind-11", PLAN_BLIND_11_WEEKLY],
  ["plan-blind-12", PLAN_BLIND_12_WEEKLY],
  ["plan-blind-13", PLAN_BLIND_13_WEEKLY],
  ["plan-blind-14", PLAN_BLIND_14_WEEKLY],
];
const HELD_OUT: Weekly[] = [PLAN_BLIND_15_WEEKLY, PLAN_BLIND_16_WEEKLY];

// Session 32: 54 -> 25 of 3,996 on the older sets; 13 of 558 on the held-out sets (unchanged).
// Session 33: plan-blind-14 joins the older sets and plan-blind-16 (session 32's sealed set, both its
// runs done) the held-out pair: older 25 -> 31 (plan-blind-14's 6), held out 13 -> 19 (plan-blind-15's
// 7 and plan-blind-16's 12); the retraining on blind-21 moved none.
const OLDER_BOUND = 31;
const HELD_OUT_BOUND = 19;

const crisisReplies = (weekly: Weekly) =>
  weekly.flatMap((c) => c.recent.filter((m) => checkCrisis(m).crisis).map((m) => ({ label: c.label, message: m })));

describe("crisis replies on the readable plan sets' messages", () => {
  it("prints the older sets' crisis replies and holds them at the bound", () => {
    const found = OLDER.flatMap(([name, weekly]) => crisisReplies(weekly).map((r) => `${name} ${r.label}: ${r.message}`));
    console.log(`crisis replies on older plan-set messages: ${found.length}\n${found.join("\n")}`);
    expect(found.length).toBeLessThanOrEqual(OLDER_BOUND);
  });

  it("holds the held-out sets' count at the bound (count only)", () => {
    const count = HELD_OUT.reduce((n, weekly) => n + crisisReplies(weekly).length, 0);
    console.log(`crisis replies on held-out plan-set messages: ${count}`);
    expect(count).toBeLessThanOrEqual(HELD_OUT_BOUND);
  });
});
