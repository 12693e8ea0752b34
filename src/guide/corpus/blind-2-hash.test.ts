// The second blind set (blind-2.json), hand-written after the first blind set had been read, from
// the same public clinical material (Columbia screening questions; 988, AFSP and WHO warning
// signs) in new voices, and checked against train.json and blind.json for exact and near copies.
// It was committed with its SHA-256 (blind-2.sha256) on its own, before any tuning; this test
// fails if a single byte of it changes. It is never read while tuning (see blind-2-eval.test.ts).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sha256 } from "./build.js";
import { CORPUS_CATEGORIES, isDirect, isEveryday, isVeiled, type CorpusMessage } from "./categories.js";

const BLIND2_FILE = fileURLToPath(new URL("./blind-2.json", import.meta.url));
const BLIND2_HASH_FILE = fileURLToPath(new URL("./blind-2.sha256", import.meta.url));

describe("second blind crisis set", () => {
  const text = readFileSync(BLIND2_FILE, "utf8");

  it("still matches the hash committed before tuning", () => {
    expect(sha256(text)).toBe(readFileSync(BLIND2_HASH_FILE, "utf8").trim());
  });

  it("has >= 150 direct, >= 150 veiled, >= 300 everyday of which >= 100 hard negatives, in known categories", () => {
    const messages = JSON.parse(text) as CorpusMessage[];
    expect(messages.every((m) => (CORPUS_CATEGORIES as readonly string[]).includes(m.category))).toBe(true);
    expect(messages.filter((m) => isDirect(m.category)).length).toBeGreaterThanOrEqual(150);
    expect(messages.filter((m) => isVeiled(m.category)).length).toBeGreaterThanOrEqual(150);
    expect(messages.filter((m) => isEveryday(m.category)).length).toBeGreaterThanOrEqual(300);
    expect(messages.filter((m) => m.category === "hard_negative").length).toBeGreaterThanOrEqual(100);
  });
});
