// The second topic-relevance blind set (issue 12, "the right scripture for everyday words"):
// everyday messages over the 60 topics the index is being widened to, written by someone who had
// not read the topic lexicons and sealed with its SHA-256 before that tuning. Its labels are the
// index's 60 topics (data/topics.ts). Fails if a byte changes.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";

const BLIND_2_FILE = fileURLToPath(new URL("./blind-2.json", import.meta.url));
const BLIND_2_HASH_FILE = fileURLToPath(new URL("./blind-2.sha256", import.meta.url));

const TOPIC_IDS = TOPICS.map((t) => t.id);

describe("topic-relevance blind set 2", () => {
  it("still matches the hash committed before tuning", () => {
    const sha = createHash("sha256").update(readFileSync(BLIND_2_FILE, "utf8")).digest("hex");
    expect(sha).toBe(readFileSync(BLIND_2_HASH_FILE, "utf8").trim());
  });

  it("has at least 300 messages, labels only the 60 topics, and leads with each at least 5 times", () => {
    expect(new Set(TOPIC_IDS).size).toBe(60);
    const known = new Set(TOPIC_IDS);
    const messages = readTopicSet(BLIND_2_FILE);
    expect(messages.length).toBeGreaterThanOrEqual(300);
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
