// The third topic-relevance blind set: everyday messages over the index's 60 topics (questions,
// confessions, idioms, long rambles, some with no topic word at all), written by a helper who had
// not read the topic lexicons, checked mechanically against train.json and blind-2.json for exact
// and near copies, and sealed with its SHA-256 on its own before the tuning it measures. Its labels
// are the index's 60 topics (data/topics.ts). Fails if a byte changes.
import { describe } from "vitest";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 3", () => {
  checkSealedTopicSet("blind-3", 360);
});
