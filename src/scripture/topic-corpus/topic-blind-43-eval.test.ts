import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_43_FILE = fileURLToPath(new URL("./blind-43.json", import.meta.url));

describe("topic relevance, sealed blind-43", () => {
  // blind-43.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 60 before anything was tuned on it): run on the session's starting code
  // (95536a7, 2026-12-04: topic blind-41 in the classifier): 480/600 relevant (80.0 %; 11 no topic, 109 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (topic blind-42 joined the classifier): 482/600
  // (80.3 %, +2; 10 no topic, 108 a wrong topic), target NOT met. Its runs done, it is readable from session 61 on.
  it("blind-43 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_43_FILE));
    console.log(formatRelevance("blind-43 split (blind, session 60)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(482);
  });
});
