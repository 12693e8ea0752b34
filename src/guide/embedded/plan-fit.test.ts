// Pastoral fit of the weekly and study plans on the second blind set (fixtures/pastoral/plan-blind.ts),
// sealed by SHA-256 together with the labels it relies on before the plans were tuned.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PASTORAL_LABELS } from "../fixtures/pastoral/labels.js";
import { evaluatePlans, type PlanFigures } from "../fixtures/pastoral/evaluate.js";
import { PLAN_BLIND_STUDY, PLAN_BLIND_WEEKLY, STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";
import { PLAN_DEV_STUDY, PLAN_DEV_WEEKLY } from "../fixtures/pastoral/plan-dev.js";

const DIR = "src/guide/fixtures/pastoral";
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;

function report(name: string, f: PlanFigures): string {
  return (
    `[plan fit] ${name}: weekly plan days fit ${f.planFit}/${f.planDays} = ${pct(f.planFit, f.planDays)}, ${f.planWounding} wounding ` +
    `(${f.weeklyCases} threads); study plan days fit ${f.studyFit}/${f.studyDays} = ${pct(f.studyFit, f.studyDays)}, ${f.studyWounding} wounding ` +
    `(${f.studyCases} themes); replies to single-message threads fit ${f.replyFit}/${f.replies} = ${pct(f.replyFit, f.replies)}, ` +
    `${f.replyWounding} wounding (four styles), care line on everyday messages ${f.careOnEveryday}/${f.everyday} = ${pct(f.careOnEveryday, f.everyday)}`
  );
}

describe("plan blind set", () => {
  it("is exactly as sealed (plan-blind.ts and labels.ts)", () => {
    const sealed = readFileSync(`${DIR}/plan-blind.sha256`, "utf8").trim().split("\n");
    expect(sealed).toHaveLength(2);
    for (const line of sealed) {
      const [hash, file] = line.split(/\s+/);
      expect(
        createHash("sha256")
          .update(readFileSync(`${DIR}/${file}`))
          .digest("hex"),
        file,
      ).toBe(hash);
    }
  });

  it("has at least 120 weekly situations and 80 study themes, every label known", () => {
    expect(PLAN_BLIND_WEEKLY.length).toBeGreaterThanOrEqual(120);
    expect(PLAN_BLIND_STUDY.length).toBeGreaterThanOrEqual(80);
    for (const c of [...PLAN_BLIND_WEEKLY, ...PLAN_BLIND_STUDY])
      expect(PASTORAL_LABELS[c.label] ?? STUDY_LABELS[c.label], c.label).toBeDefined();
  });
});

describe("plan fit", { timeout: 300_000 }, () => {
  it("tuning threads and themes: every day fits (>= 90 %) and none wounds", async () => {
    const f = await evaluatePlans(PLAN_DEV_WEEKLY, PLAN_DEV_STUDY, STUDY_LABELS);
    console.log(report("tuning set", f));
    expect(f.wounds).toEqual([]);
    expect(f.planFit / f.planDays).toBeGreaterThanOrEqual(0.9);
    expect(f.studyFit / f.studyDays).toBeGreaterThanOrEqual(0.9);
  });

  // The blind set, measured once after tuning ended (docs/decisions.md, Issue 15): weekly plan
  // days 787/924 (85.2 %, the goal of 90 % is missed), study plan days 550/609 (90.3 %), nothing
  // wounding; replies 77/94 (81.9 %, missed), no care line on the 17 everyday messages. After
  // issue 12's topic-index changes were merged the same set gives weekly 789/924 and replies
  // 76/94 (80.9 %); the bounds hold the merged figures. Only
  // figures are printed, never misses; these bounds keep the figures from getting worse, they
  // do not claim the goal.
  it("blind threads and themes (sealed before tuning): nothing wounds; fit no worse than measured", async () => {
    const f = await evaluatePlans(PLAN_BLIND_WEEKLY, PLAN_BLIND_STUDY, STUDY_LABELS);
    console.log(report("blind set", f));
    expect(f.planDays).toBe(7 * PLAN_BLIND_WEEKLY.length);
    expect(f.planWounding + f.studyWounding + f.replyWounding).toBe(0);
    expect(f.planFit).toBeGreaterThanOrEqual(787);
    expect(f.studyFit).toBeGreaterThanOrEqual(550);
    expect(f.replyFit).toBeGreaterThanOrEqual(76);
    expect(f.careOnEveryday / f.everyday).toBeLessThanOrEqual(0.05);
  });
});
