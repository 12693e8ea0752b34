// Topic relevance on the topic-relevance set (issue 12, "the right scripture for everyday words").
// Training split (1,030 messages over 60 topics, including the first blind split, read and merged):
// the lexicon, negation and figure handling were tuned on it, so its figure is not an estimate.
// The blind split (blind-2.json, 359 messages over the 60 topics, written by someone who had not
// read the lexicons and sealed before the widening) is the honest measure: only figures are printed.
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance, TOPIC_BLIND_FILE, TOPIC_TRAIN_FILE } from "./relevance.js";

// Measured 927/1030 (90.0 %) after the widening to 60 topics; 638/903 (70.7 %) with the 13 new
// topics' first lexicons and no other change.
const TRAIN_FLOOR = 925;
// Recorded at the single blind run (2026-11-24, after the merge of the widening): 244/359
// (68.0 %; 34 with no topic, 81 wrong). Target 90 %: NOT met. A later change that does worse fails
// here; one that does better should update the record honestly.
const BLIND_RECORDED = 244;

describe("topic relevance", () => {
  it("training split (tuned on): prints the figure and holds its floor", () => {
    const r = topicRelevance(readTopicSet(TOPIC_TRAIN_FILE));
    console.log(formatRelevance("training split (tuned on; not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(TRAIN_FLOOR);
  });

  it("blind split (final, run once after tuning): prints the figure and holds the recorded one", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_FILE));
    console.log(formatRelevance("BLIND split (final, run once after tuning; target 90 %)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(BLIND_RECORDED);
  });
});
