import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_40_FILE = fileURLToPath(new URL("./blind-40.json", import.meta.url));

describe("topic relevance, sealed blind-40", () => {
  // blind-40.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 57 before anything was tuned on it): run on the session's starting code
  // (f2d10ff, 2026-12-03: topic blind-38 in the classifier): 468/600 relevant (78.0 %; 18 no topic, 114 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (topic blind-39 joined the classifier): 473/600
  // (78.8 %, +5; 18 no topic, 109 a wrong topic), target NOT met. Its runs done, it is readable from session 58 on.
  // Session 58: in the topic classifier's training since the session's join, so in sample: 596/600. Its honest reading
  // is the run above, and its fold in topic-leave-one-set-out.test.ts.
  it("blind-40 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_40_FILE));
    console.log(formatRelevance("blind-40 split (blind, session 57)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(596);
  });
});
