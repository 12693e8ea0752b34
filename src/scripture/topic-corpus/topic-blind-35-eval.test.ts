import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_35_FILE = fileURLToPath(new URL("./blind-35.json", import.meta.url));

describe("topic relevance, sealed blind-35", () => {
  // blind-35.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 52 before anything was tuned on it): run on the session's starting code
  // (ef1842a, 2026-12-02: topic blind-33 in the classifier): 495/600 relevant (82.5 %; 14 no topic, 91 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (topic blind-34 joined the classifier):
  // 496/600 (82.7 %, +1; 13 no topic, 91 a wrong topic), target NOT met. Its runs done, it is readable from
  // session 53 on.
  it("blind-35 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_35_FILE));
    console.log(formatRelevance("blind-35 split (blind, session 52)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(496);
  });
});
