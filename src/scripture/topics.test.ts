import { describe, expect, it } from "vitest";
import { getPassage } from "./index.js";
import { detectTopics, detectTopicsByRules, GENERAL_TOPIC, TOPICS } from "./topics.js";

describe("topic index", () => {
  it("has at least 60 topics, each with a lexicon and at least 8 distinct passages", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(60);
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
      "discipleship",
      "church",
      "worship",
      "scripture",
      "service",
      "evangelism",
      "waiting",
      "school",
      "caregiving",
      "aging",
      "divorce",
      "rejection",
      "spiritual_dryness",
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

  it("does not count a negated state word, but counts a cue that names the negation", () => {
    expect(detectTopics("I'm not anxious, just tired")[0].id).toBe("rest");
    expect(detectTopics("I'm not really that worried or sad, just exhausted")[0].id).toBe("rest");
    expect(detectTopics("I'm not doubting God, I just can't feel Him")[0].id).toBe("spiritual_dryness");
    // The rules count the cue "can't relax" as anxiety (2.5, rest 1). Since the topic classifier
    // (session 25) the blend puts rest a hair ahead (1.03 against 1.01: the classifier reads
    // "relax" as rest, 0.66), so the rules' count is held here and anxiety only among the blend's
    // first two (docs/decisions.md, "A trained topic classifier beside the topic rules").
    expect(detectTopicsByRules("I can't relax")[0].id).toBe("anxiety");
    expect(
      detectTopics("I can't relax")
        .slice(0, 2)
        .map((d) => d.id),
    ).toContain("anxiety");
    // Likewise "didn't invite": the rules read rejection (9.75, friendship 1); since session 49's join the
    // retrained classifier reads "my friends" as friendship and the blend puts it a little ahead (2.92
    // against 2.65), so rejection is held among the blend's first two.
    expect(detectTopicsByRules("my friends didn't invite me")[0].id).toBe("rejection");
    expect(
      detectTopics("my friends didn't invite me")
        .slice(0, 2)
        .map((d) => d.id),
    ).toContain("rejection");
    // "not" reaches only the next word of its own clause.
    expect(detectTopics("I'm not sure, but I'm anxious about tomorrow")[0].id).toBe("anxiety");
  });

  // Plain phrases several authors used for a topic whose usual words they did not use (session 28,
  // topic blind-5 to blind-10); fresh sentences here, read by the rules alone.
  it("reads everyday phrases for a topic without its usual words", () => {
    const byRules = (text: string) => detectTopicsByRules(text)[0]?.id;
    expect(byRules("my teacher said I'd never amount to much")).toBe("self_worth");
    expect(byRules("pension day and it's heating and eating again")).toBe("money");
    expect(byRules("overdrawn again and it's a week to payday")).toBe("money");
    expect(byRules("properly skint this month")).toBe("money");
    expect(byRules("working on step three with my sponsor")).toBe("addiction");
    expect(byRules("one day at a time, and today was long")).toBe("addiction");
    expect(byRules("vaping in the car park twenty times a day")).toBe("addiction");
    expect(byRules("the decree nisi arrived in the post")).toBe("divorce");
    expect(byRules("I should be making my will before the operation")).toBe("mortality");
    expect(byRules("could pocket the change, no one would ever know")).toBe("temptation");
    expect(byRules("what does abiding in Christ mean on a night shift")).toBe("faith_growth");
    expect(byRules("forty years a believer and still on milk")).toBe("faith_growth");
    expect(byRules("missed a penalty in the cup tie and the lads won't look at me")).toBe("failure");
    expect(byRules("always looking over the fence at what the others have")).toBe("contentment");
  });

  it("reads figures of speech by their meaning, not their literal word", () => {
    expect(detectTopics("this exam is killing me")[0].id).toBe("school");
    expect(detectTopics("what does dying to self mean")[0].id).toBe("discipleship");
    expect(detectTopics("my phone died")).toEqual([]);
    expect(detectTopics("I've lost my mind with this to-do list")[0]?.id).not.toBe("grief");
    expect(detectTopics("my grandmother died last week")[0].id).toBe("grief");
  });
});
