// Topic relevance on the topic-relevance set (issue 12, "the right scripture for everyday words").
// Training split (1,030 messages over 60 topics, including the first blind split, read and merged):
// the lexicon, negation and figure handling were tuned on it, so its figure is not an estimate.
// The blind split (blind.json, when present) is the honest measure: only figures are printed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance, TOPIC_BLIND_FILE, TOPIC_TRAIN_FILE } from "./relevance.js";

// Measured 927/1030 (90.0 %) after the widening to 60 topics; 638/903 (70.7 %) with the 13 new
// topics' first lexicons and no other change.
const TRAIN_FLOOR = 925;
// The target on an independent blind split.
const BLIND_TARGET = 0.9;

describe("topic relevance", () => {
  it("training split (tuned on): prints the figure and holds its floor", () => {
    const r = topicRelevance(readTopicSet(TOPIC_TRAIN_FILE));
    console.log(formatRelevance("training split (tuned on; not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(TRAIN_FLOOR);
  });

  it.skipIf(!existsSync(TOPIC_BLIND_FILE))("blind split: prints the figure against the 90 % target", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_FILE));
    console.log(formatRelevance(`BLIND split (target ${BLIND_TARGET * 100} %)`, r));
    // Report the figure whatever it is; the lead records it and sets the floor at the measured value.
    expect(r.total).toBeGreaterThan(0);
  });
});
