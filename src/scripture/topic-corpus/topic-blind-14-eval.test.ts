// Topic blind-14's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_14_FILE = fileURLToPath(new URL("./blind-14.json", import.meta.url));

describe("topic relevance, sealed blind-14", () => {
  // blind-14.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 31 before its topic work): run on the session's
  // starting code (adc0b64, 2026-11-28): 513/780 relevant (65.8 %; 32 no topic, 235 a wrong topic),
  // target 90 % NOT met. Nobody has read it. Only the figure is printed. Run once more on its final
  // code (topic blind-13 in the classifier, the classifier and neighbours agreeing from 0.2, the
  // classifier alone from 0.65, the plan and crisis rounds): 520/780 (66.7 %; 32 no topic, 228 a
  // wrong topic), +7. Both runs done, it is readable from session 32 on.
  it("blind-14 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_14_FILE));
    console.log(formatRelevance("blind-14 split (blind, session 31)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(520);
  });
});
