// The fourth topic-relevance blind set: everyday messages over the index's 60 topics (questions,
// confessions, idioms, long rambles, some with no topic word at all, reflections on hard passages),
// written by a helper who had not read the topic lexicons, checked mechanically against train.json,
// blind-2.json and blind-3.json for exact and near copies (token Jaccard >= 0.7; 67 drafts removed),
// and sealed with its SHA-256 on its own before the tuning it measures. Its labels are the index's
// 60 topics (data/topics.ts); its brief asked for each to lead at least six messages. Fails if a
// byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 4", () => {
  checkSealedTopicSet("blind-4", 440);

  it("leads with each topic at least 6 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-4.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(6);
  });
});
