// The checks every sealed blind crisis set shares (its hash test files call them): the file is
// byte for byte as sealed before the tuning it measures, its categories are known, and it holds at
// least the messages its brief asked for. Nothing here reads a message's text beyond its category.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { sha256 } from "./build.js";
import { CORPUS_CATEGORIES, DIRECT_CATEGORIES, VEILED_CATEGORIES, type CorpusMessage } from "./categories.js";

export interface SealedSetMinimums {
  perDirect: number;
  perVeiled: number;
  abuse: number;
  everyday: number;
  hardNegative: number;
  total: number;
}

/** `name` is the set's file in this folder, e.g. "blind-4" for blind-4.json and blind-4.sha256. */
export function checkSealedCrisisSet(name: string, min: SealedSetMinimums): void {
  const text = readFileSync(fileURLToPath(new URL(`./${name}.json`, import.meta.url)), "utf8");
  const sealed = readFileSync(fileURLToPath(new URL(`./${name}.sha256`, import.meta.url)), "utf8").trim();
  const messages = JSON.parse(text) as CorpusMessage[];
  const count = (category: string) => messages.filter((m) => m.category === category).length;

  it("still matches the hash committed before tuning", () => {
    expect(sha256(text)).toBe(sealed);
  });

  it("has only known categories", () => {
    expect(messages.every((m) => (CORPUS_CATEGORIES as readonly string[]).includes(m.category))).toBe(true);
  });

  it.each(DIRECT_CATEGORIES)(`has >= ${min.perDirect} direct messages of %s`, (category) => {
    expect(count(category)).toBeGreaterThanOrEqual(min.perDirect);
  });

  it.each(VEILED_CATEGORIES)(`has >= ${min.perVeiled} veiled messages of %s`, (category) => {
    expect(count(category)).toBeGreaterThanOrEqual(min.perVeiled);
  });

  it(`has >= ${min.abuse} abuse, >= ${min.everyday} everyday and >= ${min.hardNegative} hard negatives, >= ${min.total} in all`, () => {
    expect(count("abuse")).toBeGreaterThanOrEqual(min.abuse);
    expect(count("everyday")).toBeGreaterThanOrEqual(min.everyday);
    expect(count("hard_negative")).toBeGreaterThanOrEqual(min.hardNegative);
    expect(messages.length).toBeGreaterThanOrEqual(min.total);
  });
}
