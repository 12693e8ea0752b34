import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_39_FILE = fileURLToPath(new URL("./blind-39.json", import.meta.url));

describe("topic relevance, sealed blind-39", () => {
  // blind-39.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 56 before anything was tuned on it): run on the session's starting code
  // (e53b16a, 2026-12-03: topic blind-37 in the classifier): 455/600 relevant (75.8 %; 15 no topic, 130 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (topic blind-38 joined the classifier, the blend leans
  // toward it): 461/600 (76.8 %, +6; 15 no topic, 124 a wrong topic), target NOT met. Its runs done, it is readable
  // from session 57 on.
  // Session 57: in the topic classifier's training since the session's join, so in sample: 595/600. Its honest reading
  // is the run above, and its fold in topic-leave-one-set-out.test.ts (461).
  it("blind-39 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_39_FILE));
    console.log(formatRelevance("blind-39 split (blind, session 56)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(595);
  });
});
