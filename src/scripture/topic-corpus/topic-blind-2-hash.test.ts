// The second topic-relevance blind set (issue 12, "the right scripture for everyday words"):
// everyday messages over the 60 topics the index is being widened to, written by someone who had
// not read the topic lexicons and sealed with its SHA-256 before that tuning. Its labels are the
// index's 60 topics (data/topics.ts). Fails if a byte changes.
import { describe } from "vitest";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 2", () => {
  checkSealedTopicSet("blind-2", 300);
});
