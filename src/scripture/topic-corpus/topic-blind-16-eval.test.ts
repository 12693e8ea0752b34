// Topic blind-16's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_16_FILE = fileURLToPath(new URL("./blind-16.json", import.meta.url));

describe("topic relevance, sealed blind-16", () => {
  // blind-16.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 33 before its topic work): run on the session's
  // starting code (20e63a7, 2026-11-29: topic blind-15 in the classifier): 483/780 relevant (61.9 %;
  // 58 no topic, 239 a wrong topic), target 90 % NOT met. Nobody has read it. Only the figure is
  // printed. Run once more on its final code (00e819f: the classifier leads where the rules are unsure,
  // chooses between close rule topics and names a topic alone from 0.45 for a message about someone;
  // "I'll" is not "ill"; the neighbours' top topic for a message about someone): 490/780 (62.8 %; 50
  // no topic, 240 a wrong topic), +7. Both runs done, it is readable from session 34 on.
  it("blind-16 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_16_FILE));
    console.log(formatRelevance("blind-16 split (blind, session 33)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(490);
  });
});
