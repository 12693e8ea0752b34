// Topic relevance on the topic-relevance set (issue 12, "the right scripture for everyday words").
// Training split: the lexicon was widened on it (synonyms, phrases, idioms such as "dying to
// self", "running on empty", "blood boils"), so its figure is not an estimate. Blind split: run
// once, after that tuning, its figure recorded below and in docs/decisions.md whatever it was;
// only figures are printed, never the messages. A later change that does worse fails here.
import { describe, expect, it } from "vitest";
import { formatRelevance, readTopicSet, topicRelevance, TOPIC_BLIND_FILE, TOPIC_TRAIN_FILE } from "./relevance.js";

// Before the widening, the training split scored 104/188 (55.3 %): 38 with no topic, 46 wrong.
const TRAIN_FLOOR = 180;
// Recorded at the single blind run (2026-11-23): 73/94 (77.7 %; 8 with no topic, 13 wrong). Target
// 90 %: NOT met. The same blind split scored 49/94 (52.1 %; 20 with no topic, 25 wrong) with the lexicon before the widening.
const BLIND_RECORDED = 73;

describe("topic relevance", () => {
  it("training split (tuned on): prints the figure and holds its floor", () => {
    const r = topicRelevance(readTopicSet(TOPIC_TRAIN_FILE));
    console.log(formatRelevance("training split (tuned on; not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(TRAIN_FLOOR);
  });

  it("blind split (final, run once after tuning): prints the figure and holds the recorded one", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_FILE));
    console.log(formatRelevance("BLIND split (final, run once after tuning)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(BLIND_RECORDED);
  });
});
