// The topic-relevance set (issue 12, "the right scripture for everyday words"): 282 hand-written
// everyday messages over the 47 life topics of the index, each labelled with one or two
// acceptable topics; every third message of each topic is the blind split, committed with its
// SHA-256 before the lexicon was tuned on the training split. This test fails if a byte changes.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet, TOPIC_BLIND_FILE, TOPIC_BLIND_HASH_FILE, TOPIC_TRAIN_FILE } from "./relevance.js";

describe("topic-relevance set", () => {
  it("blind split still matches the hash committed before tuning", () => {
    const sha = createHash("sha256").update(readFileSync(TOPIC_BLIND_FILE, "utf8")).digest("hex");
    expect(sha).toBe(readFileSync(TOPIC_BLIND_HASH_FILE, "utf8").trim());
  });

  it("labels only known topics and covers every topic in both splits", () => {
    const known = new Set(TOPICS.map((t) => t.id));
    const train = readTopicSet(TOPIC_TRAIN_FILE);
    const blind = readTopicSet(TOPIC_BLIND_FILE);
    for (const m of [...train, ...blind]) for (const t of m.topics) expect(known.has(t), t).toBe(true);
    for (const id of known) {
      expect(train.some((m) => m.topics[0] === id)).toBe(true);
      expect(blind.some((m) => m.topics[0] === id)).toBe(true);
    }
    expect(train.length + blind.length).toBeGreaterThanOrEqual(280);
  });
});
