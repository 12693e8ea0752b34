// Performance work on the guide must not change what it says. This test runs every open text set
// (labelled, held-out, everyday, both crisis held-out sets, the crisis corpus's training split and
// the topic corpus's training split; sealed sets are not read) through the crisis check, the care
// decision, topic detection and a whole reply (rotating styles, versions, denominations, with the
// previous text's reply as context), and compares a digest of each block of answers with the one
// recorded in fixtures/reply-fingerprints.json.
//
// A deliberate change to what the guide says (new crisis signals, new material) changes the
// digests: regenerate them with `UPDATE_REPLY_FINGERPRINTS=1 npx vitest run src/guide/reply-fingerprint.test.ts`
// and say so in the commit. A change meant only to make the guide faster must leave them as they are.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BIBLE_VERSIONS, DENOMINATIONS, GUIDANCE_STYLES, MUSIC_STYLES } from "@core/options";
import { detectTopics } from "../scripture/topics.js";
import { TOPIC_TRAIN_FILE } from "../scripture/topic-corpus/relevance.js";
import { TRAIN_FILE } from "./corpus/build.js";
import { checkCrisis } from "./crisis.js";
import { CRISIS_HELDOUT } from "./fixtures/crisis-heldout.js";
import { CRISIS_HELDOUT_2 } from "./fixtures/crisis-heldout-2.js";
import { EVERYDAY_MESSAGES } from "./fixtures/everyday-messages.js";
import { HELD_OUT_MESSAGES } from "./fixtures/held-out-messages.js";
import { LABELLED_MESSAGES } from "./fixtures/labelled-messages.js";
import { createGuide, type ContextMessage } from "./index.js";
import { careReason } from "./safety-net.js";

const FINGERPRINTS = fileURLToPath(new URL("./fixtures/reply-fingerprints.json", import.meta.url));
const BLOCK = 100;

const readTexts = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { text: string }[]).map((item) => item.text);

const SETS: Record<string, string[]> = {
  labelled: LABELLED_MESSAGES.map((m) => m.text),
  "held-out": HELD_OUT_MESSAGES.map((m) => m.text),
  everyday: [...EVERYDAY_MESSAGES],
  "crisis held-out": [...CRISIS_HELDOUT.crisis, ...CRISIS_HELDOUT.ordinary],
  "crisis held-out 2": [...CRISIS_HELDOUT_2.crisis, ...CRISIS_HELDOUT_2.ordinary],
  "crisis corpus train": readTexts(TRAIN_FILE),
  "topic corpus train": readTexts(TOPIC_TRAIN_FILE),
};

const profile = (i: number) => ({
  first_name: i % 3 === 0 ? "Sam" : null,
  communication_style: GUIDANCE_STYLES[i % GUIDANCE_STYLES.length],
  bible_version: BIBLE_VERSIONS[i % BIBLE_VERSIONS.length],
  denomination: DENOMINATIONS[i % DENOMINATIONS.length],
  music_preference: MUSIC_STYLES[i % MUSIC_STYLES.length],
  favorite_artists: [],
});

/** Digests of each block of BLOCK texts' answers, in order. */
async function fingerprints(texts: string[]): Promise<string[]> {
  const guide = createGuide({});
  const digests: string[] = [];
  let hash = createHash("sha256");
  let messages: ContextMessage[] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    const reply = await guide.respond(text, { messages }, profile(i));
    hash.update(JSON.stringify({ crisis: checkCrisis(text), care: careReason(text) ?? null, topics: detectTopics(text), reply }));
    // The next text follows this one in the same thread (follow-ups, passages already shown).
    messages = [
      ...messages,
      { role: "user" as const, content: text },
      { role: "assistant" as const, content: JSON.stringify(reply.response) },
    ].slice(-5);
    if ((i + 1) % BLOCK === 0 || i === texts.length - 1) {
      digests.push(hash.digest("hex").slice(0, 16));
      hash = createHash("sha256");
      messages = [];
    }
  }
  return digests;
}

describe("the guide's answers on the open text sets", () => {
  it("are the recorded ones", { timeout: 300_000 }, async () => {
    const actual: Record<string, { texts: number; digests: string[] }> = {};
    for (const [name, texts] of Object.entries(SETS)) actual[name] = { texts: texts.length, digests: await fingerprints(texts) };
    if (process.env.UPDATE_REPLY_FINGERPRINTS) writeFileSync(FINGERPRINTS, `${JSON.stringify(actual, null, 2)}\n`);
    const recorded = JSON.parse(readFileSync(FINGERPRINTS, "utf8")) as typeof actual;
    expect(actual).toEqual(recorded);
  });
});
