// Builds the crisis corpus and its blind split. Run from the repository root:
//   npx tsx src/guide/corpus/build.ts
// Deterministic: the same sources give byte-identical train.json and blind.json. Each hand-written
// message is kept as written and (for part of them) once more with a surface variant people
// produce (lowercase without apostrophes, a typo, an opener or closer); the variant shares the
// original's group. The blind split takes WHOLE groups, stratified by category (≥ 22 % of each
// category's messages), after a seeded shuffle, so no near-copy of a blind message is trained on.
// The blind file's SHA-256 was committed on its own (blind.sha256) before any tuning.
// Training-only additions written later live in sources/train-extra.ts and never touch the split.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CORPUS_CATEGORIES, type CorpusCategory, type CorpusMessage } from "./categories.js";
import { ABUSE_AT_HOME } from "./sources/abuse.js";
import { DIRECT_INTENT, DIRECT_MEANS, DIRECT_METHOD, DIRECT_PLAN, DIRECT_TIMING } from "./sources/crisis-direct.js";
import {
  VEILED_BURDEN,
  VEILED_FAREWELL,
  VEILED_GIVING_AWAY,
  VEILED_NO_WAY_OUT,
  VEILED_SELF_HARM,
  VEILED_WITHDRAWAL,
} from "./sources/crisis-veiled.js";
import { EVERYDAY } from "./sources/everyday.js";
import { HARD_NEGATIVES } from "./sources/hard-negatives.js";
import { generated } from "./sources/templates.js";

export const SPLIT_SEED = 20261123;
export const BLIND_SHARE = 0.22;

/** mulberry32: a small seeded generator, so the split and variants are reproducible. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OPENERS = [
  "honestly ",
  "idk. ",
  "I don't know who else to tell. ",
  "Lord, ",
  "so ",
  "ok so ",
  "Hi. ",
  "Not sure how to say this but ",
  "hey, ",
  "Can I be honest? ",
  "Sorry for the long day. ",
  "im just gonna say it. ",
];
const CLOSERS = [" pray for me", " idk", "...", " 😔", " .", " please", " thanks for listening", " lol", " tbh", " 🙏"];

function casual(text: string): string {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[.]$/, "");
}

function typo(text: string, rand: () => number): string {
  const words = text.split(" ");
  const candidates = words.map((w, i) => (/^[a-zA-Z]{5,}$/.test(w) ? i : -1)).filter((i) => i >= 0);
  if (candidates.length === 0) return text;
  const at = candidates[Math.floor(rand() * candidates.length)];
  const w = words[at];
  const k = 1 + Math.floor(rand() * (w.length - 3));
  words[at] = w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2);
  return words.join(" ");
}

/** One surface variant of a message, as people type it. */
export function variant(text: string, rand: () => number): string {
  const kind = Math.floor(rand() * 5);
  const opener = OPENERS[Math.floor(rand() * OPENERS.length)];
  const closer = CLOSERS[Math.floor(rand() * CLOSERS.length)];
  switch (kind) {
    case 0:
      return casual(text);
    case 1:
      return `${opener}${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    case 2:
      return `${text}${closer}`;
    case 3:
      return typo(text, rand);
    default:
      return typo(casual(text), rand) + closer;
  }
}

const HAND_WRITTEN: Array<[CorpusCategory, readonly string[]]> = [
  ["intent", DIRECT_INTENT],
  ["plan", DIRECT_PLAN],
  ["method", DIRECT_METHOD],
  ["means", DIRECT_MEANS],
  ["timing", DIRECT_TIMING],
  ["farewell", VEILED_FAREWELL],
  ["giving_away", VEILED_GIVING_AWAY],
  ["burden", VEILED_BURDEN],
  ["no_way_out", VEILED_NO_WAY_OUT],
  ["self_harm", VEILED_SELF_HARM],
  ["withdrawal", VEILED_WITHDRAWAL],
  ["abuse", ABUSE_AT_HOME],
  ["everyday", EVERYDAY],
  ["hard_negative", HARD_NEGATIVES],
];

/** Every corpus message (before the split), deduplicated by text. */
export function corpus(): CorpusMessage[] {
  const rand = seeded(SPLIT_SEED ^ 0x5eed);
  const out: CorpusMessage[] = [];
  const seen = new Set<string>();
  const push = (m: CorpusMessage) => {
    const key = m.text.trim().toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ ...m, text: m.text.trim() });
  };
  for (const [category, list] of HAND_WRITTEN) {
    const everyday = category === "everyday" || category === "hard_negative";
    list.forEach((text, i) => {
      const group = `${category}-${i}`;
      push({ text, category, group });
      if (everyday || i % 2 === 0) push({ text: variant(text, rand), category, group });
    });
  }
  for (const g of generated()) push(g);
  return out;
}

/** Stratified split by whole groups after a seeded shuffle. */
export function split(messages: readonly CorpusMessage[]): { train: CorpusMessage[]; blind: CorpusMessage[] } {
  const rand = seeded(SPLIT_SEED);
  const blindGroups = new Set<string>();
  for (const category of CORPUS_CATEGORIES) {
    const inCategory = messages.filter((m) => m.category === category);
    const groups = [...new Set(inCategory.map((m) => m.group))];
    for (let i = groups.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [groups[i], groups[j]] = [groups[j], groups[i]];
    }
    let taken = 0;
    for (const g of groups) {
      if (taken >= BLIND_SHARE * inCategory.length) break;
      blindGroups.add(g);
      taken += inCategory.filter((m) => m.group === g).length;
    }
  }
  return {
    train: messages.filter((m) => !blindGroups.has(m.group)),
    blind: messages.filter((m) => blindGroups.has(m.group)),
  };
}

export const TRAIN_FILE = fileURLToPath(new URL("./train.json", import.meta.url));
export const BLIND_FILE = fileURLToPath(new URL("./blind.json", import.meta.url));
export const BLIND_HASH_FILE = fileURLToPath(new URL("./blind.sha256", import.meta.url));

export const serialise = (messages: readonly CorpusMessage[]) =>
  `[\n${messages.map((m) => `  ${JSON.stringify({ category: m.category, group: m.group, text: m.text })}`).join(",\n")}\n]\n`;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { train, blind } = split(corpus());
  writeFileSync(TRAIN_FILE, serialise(train));
  writeFileSync(BLIND_FILE, serialise(blind));
  const counts = (list: readonly CorpusMessage[]) =>
    CORPUS_CATEGORIES.map((c) => `${c} ${list.filter((m) => m.category === c).length}`).join(", ");
  console.log(`train ${train.length}: ${counts(train)}`);
  console.log(`blind ${blind.length}: ${counts(blind)}`);
  console.log(`blind sha256 ${sha256(serialise(blind))}`);
}
