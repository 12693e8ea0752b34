// The checks every sealed topic-relevance blind set shares (its hash test files call them): the
// file is byte for byte as sealed before the tuning it measures, it labels only the index's topics
// (one or two per message), and every topic leads at least five messages.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";

/** `name` is the set's file in this folder, e.g. "blind-3" for blind-3.json and blind-3.sha256. */
export function checkSealedTopicSet(name: string, minMessages: number): void {
  const file = fileURLToPath(new URL(`./${name}.json`, import.meta.url));
  const hashFile = fileURLToPath(new URL(`./${name}.sha256`, import.meta.url));
  const topicIds = TOPICS.map((t) => t.id);

  it("still matches the hash committed before tuning", () => {
    const sha = createHash("sha256").update(readFileSync(file, "utf8")).digest("hex");
    expect(sha).toBe(readFileSync(hashFile, "utf8").trim());
  });

  it(`has at least ${minMessages} messages, labels only the 60 topics, and leads with each at least 5 times`, () => {
    expect(new Set(topicIds).size).toBe(60);
    const known = new Set(topicIds);
    const messages = readTopicSet(file);
    expect(messages.length).toBeGreaterThanOrEqual(minMessages);
    for (const m of messages) {
      expect(typeof m.text).toBe("string");
      expect(m.topics.length === 1 || m.topics.length === 2).toBe(true);
      for (const t of m.topics) expect(typeof t === "string" && known.has(t), String(t)).toBe(true);
    }
    for (const id of topicIds) {
      expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(5);
    }
  });
}
