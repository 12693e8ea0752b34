import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_42_FILE = fileURLToPath(new URL("./blind-42.json", import.meta.url));

describe("topic relevance, sealed blind-42", () => {
  // blind-42.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 59 before anything was tuned on it): run on the session's starting code
  // (8a7ff99, 2026-12-04: topic blind-40 in the classifier): 478/600 relevant (79.7 %; 15 no topic, 107 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (topic blind-41 joined the classifier): 477/600
  // (79.5 %, -1; 15 no topic, 108 a wrong topic), target NOT met. Its runs done, it is readable from session 60 on.
  // Session 60: in the topic classifier's training since the session's join, so in sample: 596/600. Its honest reading
  // is the run above, and its fold in topic-leave-one-set-out.test.ts.
  it("blind-42 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_42_FILE));
    console.log(formatRelevance("blind-42 split (blind, session 59)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(596);
  });
});
