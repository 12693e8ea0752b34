// Pastoral fit of the weekly and study plans on the second blind set (fixtures/pastoral/plan-blind.ts),
// sealed by SHA-256 together with the labels it relies on before the plans were tuned.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PASTORAL_LABELS } from "../fixtures/pastoral/labels.js";
import { PLAN_BLIND_STUDY, PLAN_BLIND_WEEKLY, STUDY_LABELS } from "../fixtures/pastoral/plan-blind.js";

const DIR = "src/guide/fixtures/pastoral";

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
