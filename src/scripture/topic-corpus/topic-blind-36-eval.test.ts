import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_36_FILE = fileURLToPath(new URL("./blind-36.json", import.meta.url));

describe("topic relevance, sealed blind-36", () => {
  // blind-36.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 53 before anything was tuned on it): run on the session's starting code
  // (32d41fb, 2026-12-02: topic blind-34 in the classifier): 475/600 relevant (79.2 %; 11 no topic, 114 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (topic blind-35 joined the classifier):
  // 473/600 (78.8 %, -2; 13 no topic, 114 a wrong topic), target NOT met. Its runs done, it is readable from
  // session 54 on.
  it("blind-36 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_36_FILE));
    console.log(formatRelevance("blind-36 split (blind, session 53)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(473);
  });
});
