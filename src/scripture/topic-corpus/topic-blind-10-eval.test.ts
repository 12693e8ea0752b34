// Topic blind-10's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_10_FILE = fileURLToPath(new URL("./blind-10.json", import.meta.url));

describe("topic relevance, sealed blind-10", () => {
  // blind-10.json (728 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 27 before its topic round): run on the session's
  // starting code (2c69746, 2026-11-28): 432/728 relevant (59.3 %; 68 no topic, 228 a wrong topic),
  // target 90 % NOT met. Run once more on its final code (topic blind-8 in the classifier and its new
  // blend): 441/728 (60.6 %; 67 no topic, 220 a wrong topic), +9. Nobody has read it. Only the
  // figure is printed. Both runs done, it is readable from session 28 on.
  // In the classifier's training since session 28, so its figure here is in-sample and no estimate
  // (679/728 on session 28's blend); the floor stays its last sealed figure. Its honest reading is its
  // fold in topic-leave-one-set-out.test.ts.
  it("blind-10 split (blind): prints the figure and holds it", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_10_FILE));
    console.log(formatRelevance("blind-10 split (blind, session 27)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(441);
  });
});
