// The tenth topic-relevance blind set: 728 everyday messages over the index's 60 topics, in voices
// leaning away from the earlier sets' (farmers and ranchers, long-haul truckers, construction,
// oil-rig and electrical workers, vets, nurses and paramedics, chefs, musicians and writers,
// athletes, new mothers, divorced dads, retirees in their 70s and 80s, people with chronic pain or
// disability, people leaving prison, soldiers and veterans, small-business owners, missionaries
// abroad, the American South, Australian, Irish, South African, Kenyan and Ghanaian English,
// Spanglish, people who write very formally, and teenagers): voice-to-text with no punctuation,
// emoji, questions about what the Bible says, confessions, prayer requests, one-line fragments,
// long rambles with the topic buried, idioms, negation ("it's not about the money, it's that ..."),
// situations with no topic word at all, reflections on hard passages and church-insider jargon.
// Hand-written by a new helper who read only the blind-9 hash test, sealed-set-checks.ts,
// relevance.ts's readTopicSet, the first 40 lines of blind-9.json (for the format) and the topics'
// ids and names (printed by a script that imported topics.ts), never read the topic lexicons or the
// detection code and never ran topic detection on them, labelled with what a pastor would say each
// is about (72 carry a second topic; each topic leads 12 or 13). Checked mechanically against
// train.json and blind-2.json to blind-9.json (6,279 messages), and within itself, for exact and
// near copies (normalised token-set Jaccard >= 0.7): the first check flagged 39 of 664 drafts, and
// one more was flagged among the revised drafts, so 40 were rewritten as fresh sentences (183 other
// drafts were reworded for voice or labelling and 64 messages added, all under the same check); the
// final set's closest pair is 0.688 against the earlier sets and 0.529 within itself. Sealed with its
// SHA-256 on its own before the tuning it measures. Its labels are the 60 topic ids of TOPICS in
// ../topics.ts; its brief asked for at least 660 messages and for each topic to lead at least
// eleven. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 10", () => {
  checkSealedTopicSet("blind-10", 620);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-10.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
