// Topic blind-20's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_20_FILE = fileURLToPath(new URL("./blind-20.json", import.meta.url));

describe("topic relevance, sealed blind-20", () => {
  // blind-20.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 37 before its topic work): run on the session's
  // starting code (59fcd0b, 2026-11-29: topic blind-19 in the classifier): 583/780 relevant (74.7 %;
  // 12 no topic, 185 a wrong topic), target 90 % NOT met. Nobody has read it. Only the figure is
  // printed. Run once more on its final code (79a3909, and again on 127468f after the review's crisis mend, the same figures; the session's topic round shipped nothing):
  // 583/780 (74.7 %, level). Both runs done, it is readable from session 38 on.
  it("blind-20 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_20_FILE));
    console.log(formatRelevance("blind-20 split (blind, session 37)", r));
    // Session 38 (join, docs/decisions.md "Session 38's join"): relevant 583 -> 776 (in the classifier's training since session 38, so in-sample, not an estimate; its honest reading is its fold in topic-leave-one-set-out.test.ts, 583).
    // Session 41 (join, topic blind-23 trained on): 776 -> 775, the floor lowered.
    // Session 45 (the classifier reads a message without a figure of speech's word, topics.ts): 775 -> 774.
    expect(r.relevant).toBeGreaterThanOrEqual(774);
  });
});
