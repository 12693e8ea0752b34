// Static word vectors (data/word-vectors/, built by data/build-word-vectors.ts): vectors.bin (GloVe's
// 100-d vectors) makes a message's meaning one vector for reading its topic by the nearest labelled
// messages (topic-neighbours.ts; ~1.3 MB, a few ms to load); crisis-vectors.bin (a sentence
// encoder's vectors for single words, 256-d) is read as a lookup for the crisis check's neighbours
// (crisisWordVectors, ~5.7 MB). Each loads on first use.
import { readFileSync } from "node:fs";
import { bundledDataFile } from "./bundled-data.js";

interface WordVectors {
  dims: number;
  index: Map<string, number>;
  scales: Float32Array;
  ranks: Uint32Array;
  components: Int8Array;
}

/**
 * How much a word weighs in a message's vector, by its frequency rank: rank / (rank + 100), the
 * smooth inverse frequency weighting of Arora et al. (2017) with Zipf's law for the frequency, so
 * "the", "and" and "i" count little and rarer words, which carry the meaning, count nearly fully.
 */
const FREQUENT_RANK = 100;
/**
 * Below this frequency rank a word is too common to say what a message is about ("you", "me",
 * "what", "good", "help"); 150 let "tell me more about that please" through, 500 lost more.
 */
const CONTENT_RANK = 300;

function readVectorFile(name: string): WordVectors {
  const file = readFileSync(bundledDataFile("word-vectors", name));
  // Copied into a fresh buffer so the typed arrays below start on aligned offsets.
  const bytes = new Uint8Array(file);
  const [count, dims] = new Uint32Array(bytes.buffer, 0, 2);
  const scales = new Float32Array(bytes.buffer, 8, count);
  const ranks = new Uint32Array(bytes.buffer, 8 + 4 * count, count);
  const components = new Int8Array(bytes.buffer, 8 + 8 * count, count * dims);
  const words = new TextDecoder().decode(bytes.subarray(8 + 8 * count + count * dims)).split("\n");
  return { dims, index: new Map(words.map((w, i) => [w, i])), scales, ranks, components };
}

let loaded: WordVectors | undefined;

function wordVectors(): WordVectors {
  loaded ??= readVectorFile("vectors.bin");
  return loaded;
}

/** At most this many bytes of unpacked vectors are kept: 8,192 words of 100 components, 3,200 of 256. */
const RECENT_BYTES = 8192 * 100 * 4;

/** Word vectors as a lookup: a word's vector (shared: never changed by callers) and its frequency rank. */
export interface WordVectorSource {
  /** The word's vector (every vector the same length; read it, never write it), or undefined for a word it does not know. */
  vectorOf(word: string): Float32Array | undefined;
  /** The word's frequency rank, 0 = most frequent; without it every word weighs the same. */
  rankOf?(word: string): number | undefined;
}

/**
 * The crisis check's word vectors (data/word-vectors/crisis-vectors.bin: GloVe's own tokens,
 * apostrophes and clitics kept, its 20,000 most frequent words and the crisis sets' own, each with
 * the sentence encoder's vector for it), read on first use and shared.
 */
export function crisisWordVectors(): WordVectorSource {
  crisisSource ??= crisisVectorSource();
  return crisisSource;
}

// One lookup serves the crisis neighbours and the direct head: the file is read once.
let crisisSource: WordVectorSource | undefined;

function crisisVectorSource(): WordVectorSource {
  const { dims, index, scales, ranks, components } = readVectorFile("crisis-vectors.bin");
  // Words recur from message to message: their unpacked vectors are kept (at most RECENT_BYTES of them).
  const unpacked = new Map<number, Float32Array>();
  const recentWords = Math.floor(RECENT_BYTES / (4 * dims));
  return {
    vectorOf(word) {
      const i = index.get(word);
      if (i === undefined) return undefined;
      let v = unpacked.get(i);
      if (!v) {
        v = new Float32Array(dims);
        for (let k = 0, at = i * dims; k < dims; k++, at++) v[k] = components[at] * scales[i];
        if (unpacked.size >= recentWords) unpacked.clear();
        unpacked.set(i, v);
      }
      return v;
    },
    rankOf: (word) => {
      const i = index.get(word);
      return i === undefined ? undefined : ranks[i];
    },
  };
}

/**
 * The message's vector: its known words' vectors, weighted by rarity, summed and scaled to length
 * 1; undefined when no word is known.
 */
export function messageVector(tokens: readonly string[]): Float32Array | undefined {
  const { dims, index, scales, ranks, components } = wordVectors();
  const sum = new Float32Array(dims);
  let known = 0;
  for (const token of tokens) {
    const i = index.get(token);
    if (i === undefined) continue;
    const rank = ranks[i] + 1;
    const weight = (rank / (rank + FREQUENT_RANK)) * scales[i];
    for (let k = 0, at = i * dims; k < dims; k++, at++) sum[k] += weight * components[at];
    known++;
  }
  return known ? unit(sum) : undefined;
}

/** How many of the message's words say what it is about (known, and no function word). */
export function contentWordCount(tokens: readonly string[]): number {
  const { index, ranks } = wordVectors();
  return tokens.filter((t) => {
    const i = index.get(t);
    return i !== undefined && ranks[i] >= CONTENT_RANK;
  }).length;
}

/** The vector scaled to length 1 (in place); a zero vector stays zero. */
export function unit(v: Float32Array): Float32Array {
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let k = 0; k < v.length; k++) v[k] /= norm;
  return v;
}
