// Topic blind-11's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_11_FILE = fileURLToPath(new URL("./blind-11.json", import.meta.url));

describe("topic relevance, sealed blind-11", () => {
  // blind-11.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 28 before its topic round): run on the session's
  // starting code (d9fe20c, 2026-11-28): 511/780 relevant (65.5 %; 45 no topic, 224 a wrong topic),
  // target 90 % NOT met. Nobody has read it. Only the figure is printed. Run once more on its final
  // code (topic blind-9 and -10 in the classifier, session 28's blend and lexicon phrases, the plan
  // round and the care side): 528/780 (67.7 %; 43 no topic, 209 a wrong topic), +17. Both runs
  // done, it is readable from session 29 on.
  // In the classifier's training since session 29, so its figure here is IN-SAMPLE and no blind
  // measure any more: 737/780 (94.5 %; 5 no topic, 38 a wrong topic) with blind-11 in the training
  // and session 28's blend; 759/780 (97.3 %; 5 no topic, 16 a wrong topic) with session 29's blend,
  // 761/780 (97.6 %; 4 no topic, 15 a wrong topic) with its everyday phrases.
  // The bound holds that in-sample figure; its honest reading is its fold in
  // topic-leave-one-set-out.test.ts (528/780 with session 28's blend, 539 with session 29's, the
  // classifier trained without it).
  it("blind-11 split (in-sample since session 29): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_11_FILE));
    console.log(formatRelevance("blind-11 split (in the classifier's training since session 29; in-sample, not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(761);
  });
});
