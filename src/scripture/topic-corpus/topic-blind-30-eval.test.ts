// Topic blind-30's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_30_FILE = fileURLToPath(new URL("./blind-30.json", import.meta.url));

describe("topic relevance, sealed blind-30", () => {
  // blind-30.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 47 before its work): run on the session's starting code
  // (ca844a8, 2026-12-01: topic blind-28 in the classifier): 575/780 relevant (73.7 %; 19 no topic, 186
  // a wrong topic), target 90 % NOT met. Run once more on its final code (82e325e: topic blind-29 joined the
  // classifier): 583/780 (74.7 %, +8; 17 no topic, 180 a wrong topic), target NOT met. Its runs done, it is
  // readable from session 48 on. Read once more on the session's last code (fe4699a, the review mend;
  // nothing changed after it): level.
  it("blind-30 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_30_FILE));
    console.log(formatRelevance("blind-30 split (blind, session 47)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(583);
  });
});
