import { describe, expect, it } from "vitest";
import { getPassage } from "./index.js";
import { detectTopics, GENERAL_TOPIC, TOPICS } from "./topics.js";

describe("topic index", () => {
  it("has at least 40 topics, each with a lexicon and at least 8 distinct passages", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TOPICS.map((t) => t.id)).size).toBe(TOPICS.length);
    for (const t of TOPICS) {
      expect(t.lexicon.length, t.id).toBeGreaterThanOrEqual(5);
      expect(new Set(t.passages).size, t.id).toBeGreaterThanOrEqual(8);
      expect(t.practices.length, t.id).toBeGreaterThanOrEqual(3);
      expect(t.questions.length, t.id).toBeGreaterThanOrEqual(2);
    }
    for (const id of [
      "anxiety",
      "grief",
      "loneliness",
      "fear",
      "anger",
      "forgiveness",
      "guilt",
      "doubt",
      "gratitude",
      "joy",
      "hope",
      "purpose",
      "work",
      "money",
      "health",
      "marriage",
      "parenting",
      "temptation",
      "patience",
      "rest",
    ]) {
      expect(
        TOPICS.some((t) => t.id === id),
        id,
      ).toBe(true);
    }
  });

  it("every passage exists in both bundled translations", { timeout: 60_000 }, () => {
    const missing: string[] = [];
    for (const t of [...TOPICS, GENERAL_TOPIC]) {
      for (const ref of t.passages) {
        if (!getPassage(ref, "WEB")) missing.push(`${t.id}: ${ref} (WEB)`);
        if (!getPassage(ref, "KJV")) missing.push(`${t.id}: ${ref} (KJV)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("detects topics from words, stems and phrases, strongest first", () => {
    expect(detectTopics("I'm so worried")[0].id).toBe("anxiety");
    expect(detectTopics("my grandmother passed away")[0].id).toBe("grief");
    expect(detectTopics("")).toEqual([]);
    expect(detectTopics("the quick brown fox")).toEqual([]);
  });
});
