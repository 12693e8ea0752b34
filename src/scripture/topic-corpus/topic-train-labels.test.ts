// The topic-relevance set (issue 12, "the right scripture for everyday words"). The first blind
// split (94 messages, sealed 2026-11-23, evaluated once at 73/94) was read afterwards and merged
// into the training split when the index grew from 47 to 60 topics (docs/decisions.md, Issue 12).
// The new blind split over all 60 topics, written independently, is blind-2.json; its hash, counts
// and labels are checked by topic-blind-2-hash.test.ts.
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet, TOPIC_TRAIN_FILE } from "./relevance.js";

const known = new Set(TOPICS.map((t) => t.id));

describe("topic-relevance set", () => {
  it("training split labels only known topics, one or two each, and leads with every topic", () => {
    const train = readTopicSet(TOPIC_TRAIN_FILE);
    for (const m of train) {
      expect(m.topics.length, m.text).toBeGreaterThanOrEqual(1);
      expect(m.topics.length, m.text).toBeLessThanOrEqual(2);
      for (const t of m.topics) expect(known.has(t), t).toBe(true);
    }
    for (const id of known)
      expect(
        train.some((m) => m.topics[0] === id),
        id,
      ).toBe(true);
    expect(new Set(train.map((m) => m.text)).size).toBe(train.length);
    expect(train.length).toBeGreaterThanOrEqual(750);
  });
});
