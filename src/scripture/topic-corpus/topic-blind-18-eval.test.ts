// Topic blind-18's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_18_FILE = fileURLToPath(new URL("./blind-18.json", import.meta.url));

describe("topic relevance, sealed blind-18", () => {
  // blind-18.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 35 before its topic work): run on the session's
  // starting code (8bfe737, 2026-11-29: topic blind-17 in the classifier): 534/780 relevant (68.5 %;
  // 30 no topic, 216 a wrong topic), target 90 % NOT met. Nobody has read it. Only the figure is
  // printed. Run once more on the session's final code (8f1e66b: the classifier round's topic classifier,
  // a second topic at a quarter of the target and sharpened by 1.5, short messages left to the rules,
  // topic blind-17 in its training): 548/780 (70.3 %, +14; 20 no topic, 212 a wrong topic). Both runs
  // done, it is readable from session 36 on.
  it("blind-18 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_18_FILE));
    console.log(formatRelevance("blind-18 split (blind, session 35)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(548);
  });
});
