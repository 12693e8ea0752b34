// Topic blind-12's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_12_FILE = fileURLToPath(new URL("./blind-12.json", import.meta.url));

describe("topic relevance, sealed blind-12", () => {
  // blind-12.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 29 before its topic work): run on the session's
  // starting code (7ba6f67, 2026-11-28): 457/780 relevant (58.6 %; 57 no topic, 266 a wrong topic),
  // target 90 % NOT met. Nobody has read it. Only the figure is printed. Run once more on its final
  // code (topic blind-11 in the classifier, session 29's blend and phrases, the plan and crisis
  // rounds): 476/780 (61.0 %; 50 no topic, 254 a wrong topic), +19. Both runs done, it is readable
  // from session 30 on.
  it("blind-12 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_12_FILE));
    console.log(formatRelevance("blind-12 split (blind, session 29)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(476);
  });
});
