// The single everyday messages of every readable labelled plan set (fixtures/pastoral/): what a
// member writes on an ordinary day, where the care line belongs at most 5 % of the time (issue 15).
import { PASTORAL_LABELS } from "../../src/guide/fixtures/pastoral/labels.js";
import { PLAN_BLIND_WEEKLY, type PlanCase } from "../../src/guide/fixtures/pastoral/plan-blind.js";
import { PLAN_BLIND_2_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-2.js";
import { PLAN_BLIND_3_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-3.js";
import { PLAN_BLIND_4_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-4.js";
import { PLAN_BLIND_5_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-5.js";
import { PLAN_BLIND_6_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-6.js";
import { PLAN_BLIND_7_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-7.js";
import { PLAN_BLIND_8_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-8.js";
import { PLAN_BLIND_9_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-9.js";
import { PLAN_BLIND_10_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-10.js";
import { PLAN_BLIND_11_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-11.js";
import { PLAN_BLIND_12_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-12.js";
import { PLAN_BLIND_13_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-13.js";
import { PLAN_BLIND_14_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-14.js";
import { PLAN_BLIND_15_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-15.js";
import { PLAN_BLIND_16_WEEKLY } from "../../src/guide/fixtures/pastoral/plan-blind-16.js";

const READABLE: readonly (readonly PlanCase[])[] = [
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
  PLAN_BLIND_15_WEEKLY,
  PLAN_BLIND_16_WEEKLY,
];

export function everydayPlanMessages(): string[] {
  return READABLE.flat()
    .filter((c) => c.recent.length === 1 && PASTORAL_LABELS[c.label].everyday)
    .map((c) => c.recent[0]);
}
