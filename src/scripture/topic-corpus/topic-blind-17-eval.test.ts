// Topic blind-17's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_17_FILE = fileURLToPath(new URL("./blind-17.json", import.meta.url));

describe("topic relevance, sealed blind-17", () => {
  // blind-17.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 34 before its topic work): run on the session's
  // starting code (068ac47, 2026-11-29: topic blind-16 in the classifier): 582/780 relevant (74.6 %;
  // 5 no topic, 193 a wrong topic), target 90 % NOT met. Nobody has read it. Only the figure is
  // printed. Run once more on its final code (3dd34e5: the classifier weighs 3 wherever the rules are
  // not sure): 593/780 (76.0 %; 5 no topic, 182 a wrong topic), +11. Both runs done, it is readable
  // from session 35 on.
  it("blind-17 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_17_FILE));
    console.log(formatRelevance("blind-17 split (blind, session 34)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(593);
  });
});
