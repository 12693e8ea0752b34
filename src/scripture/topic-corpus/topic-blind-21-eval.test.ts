// Topic blind-21's evaluation, apart from topic-relevance.test.ts so that a topic round can run that
// file without reading this sealed set. Run by the lead only: once before a round and once after.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance } from "./relevance.js";

const TOPIC_BLIND_21_FILE = fileURLToPath(new URL("./blind-21.json", import.meta.url));

describe("topic relevance, sealed blind-21", () => {
  // blind-21.json (780 messages over the 60 topics, written by a helper who had not read the
  // lexicons, sealed at the start of session 38 before its topic work): run on the session's
  // starting code (2ab98a6, 2026-11-29: topic blind-20 in the classifier): 597/780 relevant (76.5 %;
  // 14 no topic, 169 a wrong topic), target 90 % NOT met. Nobody has read it. Only the figure is
  // printed.
  // No guide change followed in session 38 (its remaining work was the CI repair), so this is also its final figure; readable from session 39 on.
  it("blind-21 split (blind): prints the figure and holds it", { timeout: 120_000 }, () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_21_FILE));
    console.log(formatRelevance("blind-21 split (blind, session 38)", r));
    // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): relevant 597 -> 775 (in the classifier's training since session 39, so in-sample, not an estimate; its honest reading is its fold in topic-leave-one-set-out.test.ts, 597).
    expect(r.relevant).toBeGreaterThanOrEqual(775);
  });
});
