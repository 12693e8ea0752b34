// The blind set is frozen: its SHA-256 was committed (blind.sha256) before any tuning, and the
// corpus build still reproduces both files byte for byte.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLIND_FILE, BLIND_HASH_FILE, corpus, serialise, sha256, split, TRAIN_FILE } from "./build.js";

describe("crisis corpus", () => {
  it("blind file still matches the hash recorded before tuning", () => {
    expect(sha256(readFileSync(BLIND_FILE, "utf8"))).toBe(readFileSync(BLIND_HASH_FILE, "utf8").trim());
  });

  it("is rebuilt byte for byte from its sources (train and blind)", () => {
    const { train, blind } = split(corpus());
    expect(serialise(blind)).toBe(readFileSync(BLIND_FILE, "utf8"));
    expect(serialise(train)).toBe(readFileSync(TRAIN_FILE, "utf8"));
  });

  it("has >= 2,000 messages, >= 600 crisis, >= 1,400 everyday of which >= 300 hard negatives, blind >= 20 %", () => {
    const all = corpus();
    const { blind } = split(all);
    const everyday = all.filter((m) => m.category === "everyday" || m.category === "hard_negative");
    expect(all.length).toBeGreaterThanOrEqual(2000);
    expect(all.length - everyday.length).toBeGreaterThanOrEqual(600);
    expect(everyday.length).toBeGreaterThanOrEqual(1400);
    expect(all.filter((m) => m.category === "hard_negative").length).toBeGreaterThanOrEqual(300);
    expect(blind.length / all.length).toBeGreaterThanOrEqual(0.2);
    const trainGroups = new Set(split(all).train.map((m) => m.group));
    expect(blind.filter((m) => trainGroups.has(m.group))).toEqual([]);
  });
});
