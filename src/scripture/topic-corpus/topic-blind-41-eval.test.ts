import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_41_FILE = fileURLToPath(new URL("./blind-41.json", import.meta.url));

describe("topic relevance, sealed blind-41", () => {
  // blind-41.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 58 before anything was tuned on it): run on the session's starting code
  // (cc3e3f9, 2026-12-03: topic blind-39 in the classifier): 478/600 relevant (79.7 %; 21 no topic, 101 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (topic blind-40 joined the classifier): 482/600
  // (80.3 %, +4; 20 no topic, 98 a wrong topic), target NOT met. Its runs done, it is readable from session 59 on.
  // Session 59: in the topic classifier's training since the session's join, so in sample: 599/600. Its honest reading
  // is the run above, and its fold in topic-leave-one-set-out.test.ts.
  it("blind-41 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_41_FILE));
    console.log(formatRelevance("blind-41 split (blind, session 58)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(599);
  });
});
