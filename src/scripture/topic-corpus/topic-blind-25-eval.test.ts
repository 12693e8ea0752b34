// Topic blind-25's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_25_FILE = fileURLToPath(new URL("./blind-25.json", import.meta.url));

describe("topic relevance, sealed blind-25", () => {
  // blind-25.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 42 before its work): run on the session's starting code
  // (47bbb1b, 2026-11-30: topic blind-23 in the classifier): 606/780 relevant (77.7 %; 8 no topic,
  // 166 a wrong topic), target 90 % NOT met. Run once more on its final code (b80650e: topic blind-24
  // joined the classifier): 621/780 (79.6 %, +15; 7 no topic, 152 a wrong topic), target NOT met. Both
  // runs done, it is readable from session 43 on. Session 42 (topic: the classifier weighs 4 in the
  // blend, decided on the leave-one-set-out folds and the plan sets, after both runs): 621 -> 623.
  it("blind-25 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_25_FILE));
    console.log(formatRelevance("blind-25 split (blind, session 42)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(623);
  });
});
