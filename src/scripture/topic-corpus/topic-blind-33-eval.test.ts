// Topic blind-33's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_33_FILE = fileURLToPath(new URL("./blind-33.json", import.meta.url));

describe("topic relevance, sealed blind-33", () => {
  // blind-33.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 50 before anything was tuned on it): run on the session's starting code
  // (f47b3a0, 2026-12-02: topic blind-31 in the classifier): 487/600 relevant (81.2 %; 14 no topic, 99 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (0a3cecb: topic blind-32 joined the
  // classifier): 491/600 (81.8 %, +4; 13 no topic, 96 a wrong topic), target NOT met. Its runs done, it is
  // readable from session 51 on.
  it("blind-33 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_33_FILE));
    console.log(formatRelevance("blind-33 split (blind, session 50)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(491);
  });
});
