// Topic blind-26's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_26_FILE = fileURLToPath(new URL("./blind-26.json", import.meta.url));

describe("topic relevance, sealed blind-26", () => {
  // blind-26.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 43 before its work): run on the session's starting code
  // (d6cc6b0, 2026-11-30: topic blind-24 in the classifier): 624/780 relevant (80.0 %; 18 no topic, 138
  // a wrong topic), target 90 % NOT met. Run once more on its final code (1b253c7: topic blind-25
  // joined the classifier): 624/780 (level; 20 no topic, 136 a wrong topic), target NOT met. Read once
  // more on the session's last code (b1cb79f): 624/780 (level). Its runs done, it is readable from
  // session 44 on.
  it("blind-26 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_26_FILE));
    console.log(formatRelevance("blind-26 split (blind, session 43)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(624);
  });
});
