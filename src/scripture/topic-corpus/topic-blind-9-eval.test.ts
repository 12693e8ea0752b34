// Topic blind-9's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance, TOPIC_BLIND_9_FILE } from "./relevance.js";

describe("topic relevance, sealed blind-9", () => {
  // blind-9.json (670 messages over the 60 topics, written by a helper who had not read the lexicons,
  // sealed during session 26 and merged once its topic changes were final): run ONCE on session 26's
  // final code (2026-11-25): 393/670 relevant (58.7 %; 59 no topic, 218 a wrong topic), target 90 %
  // NOT met. It is the "before" of the next topic round; nobody has read it.
  // Run once more on session 27's final code (2026-11-28, topic blind-8 in the classifier and its
  // new blend): 411/670 (61.3 %; 61 no topic, 198 a wrong topic), +18. Readable from session 28 on.
  // In the classifier's training since session 28, so its figure here is in-sample and no estimate
  // (624/670 on session 28's blend); the floor stays its last sealed figure. Its honest reading is its
  // fold in topic-leave-one-set-out.test.ts.
  it("blind-9 split (blind, run on session 26's and session 27's final code): prints the figure and holds it", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_9_FILE));
    console.log(formatRelevance("blind-9 split (blind, run on session 26's and session 27's final code)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(411);
  });
});
