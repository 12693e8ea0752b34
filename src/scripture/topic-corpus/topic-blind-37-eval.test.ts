import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_37_FILE = fileURLToPath(new URL("./blind-37.json", import.meta.url));

describe("topic relevance, sealed blind-37", () => {
  // blind-37.json (600 messages over the 60 topics, 10 led by each, written by a helper who had not read the
  // lexicons, sealed in session 54 before anything was tuned on it): run on the session's starting code
  // (08fc695, 2026-12-03: topic blind-35 in the classifier): 484/600 relevant (80.7 %; 10 no topic, 106 a wrong
  // topic), target 90 % NOT met. Run once more on its final code (topic blind-36 joined the classifier): 488/600
  // (81.3 %, +4; 10 no topic, 102 a wrong topic), target NOT met. Its runs done, it is readable from session 55 on.
  it("blind-37 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_37_FILE));
    console.log(formatRelevance("blind-37 split (blind, session 54)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(488);
  });
});
