// The fourth blind set (blind-4.json), hand-written by a helper who did not read the detector's code,
// from public clinical material (Columbia screening questions; 988, AFSP and WHO warning signs;
// National DV Hotline warning signs) and from how people type on their phones, and checked
// mechanically against train.json, authored-3.json, the three earlier blind sets and the corpus
// sources for exact and near copies. It was committed with its SHA-256 (blind-4.sha256) on its own,
// before the tuning it measures; this test fails if a single byte of it changes. It is never read
// while tuning: only its figures are printed, once, at the end.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sha256 } from "./build.js";
import { CORPUS_CATEGORIES, DIRECT_CATEGORIES, VEILED_CATEGORIES, type CorpusMessage } from "./categories.js";

const BLIND4_FILE = fileURLToPath(new URL("./blind-4.json", import.meta.url));
const BLIND4_HASH_FILE = fileURLToPath(new URL("./blind-4.sha256", import.meta.url));

describe("fourth blind crisis set", () => {
  const text = readFileSync(BLIND4_FILE, "utf8");
  const messages = JSON.parse(text) as CorpusMessage[];
  const count = (category: string) => messages.filter((m) => m.category === category).length;

  it("still matches the hash committed before tuning", () => {
    expect(sha256(text)).toBe(readFileSync(BLIND4_HASH_FILE, "utf8").trim());
  });

  it("has only known categories", () => {
    expect(messages.every((m) => (CORPUS_CATEGORIES as readonly string[]).includes(m.category))).toBe(true);
  });

  it.each(DIRECT_CATEGORIES)("has >= 34 direct messages of %s", (category) => {
    expect(count(category)).toBeGreaterThanOrEqual(34);
  });

  it.each(VEILED_CATEGORIES)("has >= 32 veiled messages of %s", (category) => {
    expect(count(category)).toBeGreaterThanOrEqual(32);
  });

  it("has >= 42 abuse, >= 270 everyday and >= 160 hard negatives, >= 800 in all", () => {
    expect(count("abuse")).toBeGreaterThanOrEqual(42);
    expect(count("everyday")).toBeGreaterThanOrEqual(270);
    expect(count("hard_negative")).toBeGreaterThanOrEqual(160);
    expect(messages.length).toBeGreaterThanOrEqual(800);
  });
});
