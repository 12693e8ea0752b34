// Topic blind-15's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_15_FILE = fileURLToPath(new URL("./blind-15.json", import.meta.url));

describe("topic relevance, sealed blind-15", () => {
  // blind-15.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 32 before its topic work): run on the session's
  // starting code (fc9a22c, 2026-11-29: topic blind-14 in the classifier): 482/780 relevant (61.8 %;
  // 34 no topic, 264 a wrong topic), target 90 % NOT met. Nobody has read it. Only the figure is
  // printed. Run once more on its final code (the classifier weighing 8 where the rules' only cue is a
  // hint, naming a topic alone from 0.6 when the message speaks of someone or asks; the crisis, plan
  // and study rounds): 483/780 (61.9 %; 32 no topic, 265 a wrong topic), +1. Both runs done, it is
  // readable from session 33 on.
  it("blind-15 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_15_FILE));
    console.log(formatRelevance("blind-15 split (blind, session 32)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(483);
  });
});
