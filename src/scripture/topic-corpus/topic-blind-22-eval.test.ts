// Topic blind-22's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_22_FILE = fileURLToPath(new URL("./blind-22.json", import.meta.url));

describe("topic relevance, sealed blind-22", () => {
  // blind-22.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 39 before its topic work): run on the session's starting
  // code (76d50ca, 2026-11-30: topic blind-20 in the classifier): 608/780 relevant (77.9 %; 12 no
  // topic, 160 a wrong topic), target 90 % NOT met. Run once more on its final code (3ab0980, and the same on a815c3d after two more crisis families; topic
  // blind-21 joined the classifier; no topic round): 610/780 (78.2 %; 13 no topic, 157 a wrong topic).
  // Both runs done, it is readable from session 40 on. Nobody has read it. Only the figure is printed.
  // Session 40 (join): in the topic classifier's training since session 40, so in-sample: 777/780 (not
  // an estimate; its honest reading is the runs above).
  it("blind-22 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_22_FILE));
    console.log(formatRelevance("blind-22 split (blind, session 39)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(777);
  });
});
