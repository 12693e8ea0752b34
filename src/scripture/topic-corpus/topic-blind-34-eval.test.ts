import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_34_FILE = fileURLToPath(new URL("./blind-34.json", import.meta.url));

describe("topic relevance, sealed blind-34", () => {
  // blind-34.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 51 before anything was tuned on it): run on the session's starting code
  // (2bbf00d, 2026-12-02: topic blind-32 in the classifier): 468/600 relevant (78.0 %; 11 no topic, 121 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (006b442: topic blind-33 joined the
  // classifier): 471/600 (78.5 %, +3; 13 no topic, 116 a wrong topic), target NOT met. Its runs done, it is
  // readable from session 52 on.
  it("blind-34 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_34_FILE));
    console.log(formatRelevance("blind-34 split (blind, session 51)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(471);
  });
});
