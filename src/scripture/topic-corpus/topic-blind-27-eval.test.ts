// Topic blind-27's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_27_FILE = fileURLToPath(new URL("./blind-27.json", import.meta.url));

describe("topic relevance, sealed blind-27", () => {
  // blind-27.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 44 before its work): run on the session's starting code (12ede83, 2026-11-30: topic blind-25 in the
  // classifier): 607/780 relevant (77.8 %; 21 no topic, 152 a wrong topic), target 90 % NOT met. Run once more on its final code (5c71959: topic blind-26 joined the classifier):
  // 612/780 (78.5 %; 22 no topic, 146 a wrong topic), target NOT met. Its runs done, it is readable from
  // session 45 on.
  // Read once more on the session's last code (66932f3: the gun word narrowed, a decision round on
  // weekly plans; nothing changed after it): every figure level.
  it("blind-27 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_27_FILE));
    console.log(formatRelevance("blind-27 split (blind, session 44)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(612);
  });
});
