// The third topic-relevance blind set: everyday messages over the index's 60 topics (questions,
// confessions, idioms, long rambles, some with no topic word at all), written by a helper who had
// not read the topic lexicons, checked mechanically against train.json and blind-2.json for exact
// and near copies, and sealed with its SHA-256 on its own before the tuning it measures. Its labels
// are the index's 60 topics (data/topics.ts). Fails if a byte changes.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";

const BLIND_3_FILE = fileURLToPath(new URL("./blind-3.json", import.meta.url));
const BLIND_3_HASH_FILE = fileURLToPath(new URL("./blind-3.sha256", import.meta.url));

const TOPIC_IDS = TOPICS.map((t) => t.id);

describe("topic-relevance blind set 3", () => {
  it("still matches the hash committed before tuning", () => {
    const sha = createHash("sha256").update(readFileSync(BLIND_3_FILE, "utf8")).digest("hex");
    expect(sha).toBe(readFileSync(BLIND_3_HASH_FILE, "utf8").trim());
  });

  it("has at least 360 messages, labels only the 60 topics, and leads with each at least 5 times", () => {
    expect(new Set(TOPIC_IDS).size).toBe(60);
    const known = new Set(TOPIC_IDS);
    const messages = readTopicSet(BLIND_3_FILE);
    expect(messages.length).toBeGreaterThanOrEqual(360);
    for (const m of messages) {
      expect(typeof m.text).toBe("string");
      expect(m.topics.length === 1 || m.topics.length === 2).toBe(true);
      for (const t of m.topics) expect(typeof t === "string" && known.has(t), String(t)).toBe(true);
    }
    for (const id of TOPIC_IDS) {
      expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(5);
    }
  });
});
