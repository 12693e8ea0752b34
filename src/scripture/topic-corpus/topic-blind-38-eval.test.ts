import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_38_FILE = fileURLToPath(new URL("./blind-38.json", import.meta.url));

describe("topic relevance, sealed blind-38", () => {
  // blind-38.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 55 before anything was tuned on it): run on the session's starting code
  // (916e933, 2026-12-03: topic blind-36 in the classifier): 476/600 relevant (79.3 %; 23 no topic, 101 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (topic blind-37 joined the classifier): 477/600
  // (79.5 %, +1; 25 no topic, 98 a wrong topic), target NOT met. Its runs done, it is readable from session 56 on.
  // Session 56: in the topic classifier's training since the session's join, so in sample: 598/600. Its honest reading
  // is the run above, and its fold in topic-leave-one-set-out.test.ts (482 with the session's blend).
  it("blind-38 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_38_FILE));
    console.log(formatRelevance("blind-38 split (blind, session 55)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(598);
  });
});
