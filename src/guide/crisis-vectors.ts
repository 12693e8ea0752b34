// A second net behind the crisis rules for wordings no labelled set held: a message's meaning as one
// vector (its words' static vectors, weighted by rarity, with the direction all messages share taken
// out) and its ten nearest labelled messages. Rules memorise phrasing; the neighbours of a new
// author's sentence are often the old authors' sentences that mean the same. Pure: the word vectors
// come in through `WordVectorSource`, so any vector file can plug in. Leave-one-set-out figures and
// the thresholds' choice: docs/decisions.md ("Word-vector neighbours behind the crisis rules";
// "Crisis neighbours on the sentence encoder's word vectors" for the vectors and the 9-of-10 care line).
import type { WordVectorSource } from "../scripture/word-vectors.js";
import { isDirect, isEveryday, type CorpusCategory } from "./corpus/categories.js";
import { innerProduct, nearCandidates } from "../scripture/dot-products.js";

export interface LabelledMessage {
  text: string;
  category: CorpusCategory;
}

/** Shares of the message's nearest labelled messages (0..1). */
export interface CrisisVectorScores {
  /** Direct statements (intent, plan, method, means, timing): they need the full crisis reply. */
  direct: number;
  /** Any sign that needs at least the care line: veiled, direct or abuse. */
  veiled: number;
}

/** How many nearest labelled messages vote (5, 15 and 20 read the held-out sets about as well). */
export const NEAREST = 10;
/**
 * Upgrade to the full crisis reply at this direct share: all ten neighbours (with GloVe's vectors,
 * session 22, leave-one-set-out over six blind sets: 10 of 10 met 20 more of 988 direct statements
 * for one more false alarm in 2,478 everyday messages; 9 of 10 met 51 more for 5 more false alarms,
 * one a parent's message about their son). With the sentence encoder's vectors (session 24) 9 of 10
 * still added a direct statement and a false alarm on the ninth blind set, so it stays at 10.
 */
export const DIRECT_UPGRADE_AT = 1;
/**
 * The care line at this veiled share: nine of ten. Out of sample over nine blind sets, a message
 * whose neighbours are exactly 9 of 10 veiled is a veiled sign 463 times, a direct statement or
 * abuse 535 times, an everyday message 20 times (of ~3,900); on the ninth blind set, not among the
 * examples, 9 of 10 met 195 of 222 veiled signs against 174 at 10 of 10 (docs/decisions.md).
 */
export const CARE_UPGRADE_AT = 0.9;
/** The crisis check builds the crisis reply on the neighbours' care line only when all ten agree. */
export const CRISIS_FROM_CARE_AT = 1;

/**
 * Rarity weight, rank / (rank + 75): smooth inverse frequency (Arora et al. 2017, a = 0.001) with
 * Zipf's law for the frequency of a 340,000-word list, so "the" and "i" count little.
 */
const FREQUENT_RANK = 75;
/** A word's clitic, as GloVe's tokenizer split it off ("can't" -> "ca" "n't"). */
export const CLITIC = /^(.+?)(n't|'s|'m|'re|'ve|'ll|'d)$/;

/** The text's words, lowercase, apostrophes kept inside a word and unified (’ -> '). */
export function apostropheWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((raw) => raw.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length > 0);
}

/**
 * The message's words as GloVe's tokenizer wrote them: lowercase, "can't" -> "ca" "n't", "i'm" ->
 * "i" "'m" (dropping the apostrophe, "im", "dont", lands on rarer, noisier vectors and read the
 * held-out sets worse), a word the source knows whole ("o'clock") kept whole.
 */
export function vectorWords(text: string, source: WordVectorSource): string[] {
  const words: string[] = [];
  for (const word of apostropheWords(text)) {
    const known = source.vectorOf(word) !== undefined;
    const clitic = known ? null : CLITIC.exec(word);
    if (clitic) words.push(clitic[1], clitic[2]);
    else words.push(word.includes("'") && !known ? word.replace(/'/g, "") : word);
  }
  return words;
}

/** The length of the source's vectors, read from the first word of the examples it knows. */
function dimensionsOf(examples: readonly LabelledMessage[], source: WordVectorSource): number {
  for (const e of examples) {
    for (const word of vectorWords(e.text, source)) {
      const v = source.vectorOf(word);
      if (v) return v.length;
    }
  }
  return 0;
}

/** The rarity-weighted mean of the known words' vectors; undefined when no word is known. */
export function meanVector(text: string, source: WordVectorSource, dims: number): Float64Array | undefined {
  const sum = new Float64Array(dims);
  let known = 0;
  for (const word of vectorWords(text, source)) {
    const v = source.vectorOf(word);
    if (!v) continue;
    const rank = source.rankOf?.(word);
    const weight = rank === undefined ? 1 : (rank + 1) / (rank + 1 + FREQUENT_RANK);
    for (let i = 0; i < dims; i++) sum[i] += weight * v[i];
    known++;
  }
  if (!known) return undefined;
  for (let i = 0; i < dims; i++) sum[i] /= known;
  return sum;
}

/** The first principal direction of the rows (power iteration): what every message has in common. */
function commonDirection(rows: Float32Array, dims: number): Float64Array {
  let u = new Float64Array(dims).fill(1 / Math.sqrt(dims));
  for (let round = 0; round < 50; round++) {
    const next = new Float64Array(dims);
    for (let at = 0; at < rows.length; at += dims) {
      let d = 0;
      for (let i = 0; i < dims; i++) d += rows[at + i] * u[i];
      for (let i = 0; i < dims; i++) next[i] += d * rows[at + i];
    }
    const norm = Math.hypot(...next) || 1;
    u = next.map((x) => x / norm);
  }
  return u;
}

/** Takes the common direction out of v (in place) and scales it to length 1. */
function project(v: Float64Array, common: Float64Array): Float64Array {
  let d = 0;
  for (let i = 0; i < v.length; i++) d += v[i] * common[i];
  let norm = 0;
  for (let i = 0; i < v.length; i++) {
    v[i] -= d * common[i];
    norm += v[i] * v[i];
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i] /= norm;
  return v;
}

/**
 * The neighbour search's first pass reads this many leading components of each example and bounds
 * the rest (dot-products.ts). The vector file's coordinates are the examples' principal directions,
 * largest first (data/build-word-vectors.ts), so 128 of 256 rule out all but a few dozen of
 * ~17,000 examples (~10,900 when measured); the neighbours are the same as a full pass's. (96 and 192 were slower.)
 */
const LEADING_DIMENSIONS = 128;

/** What a labelled neighbour asks for. */
const DIRECT = 0;
const CARE = 1;
const NONE = 2;

/**
 * Builds the neighbour index over the labelled messages once; the returned function scores a
 * message by its `nearest` most similar ones (cosine; ties to the earlier example).
 */
export function crisisVectorScorer(
  examples: readonly LabelledMessage[],
  source: WordVectorSource,
  { nearest = NEAREST, leading = LEADING_DIMENSIONS }: { nearest?: number; leading?: number } = {},
): (text: string) => CrisisVectorScores {
  const dims = dimensionsOf(examples, source);
  const means = examples.map((e) => meanVector(e.text, source, dims));
  // A message with no known word has no direction; it cannot be anyone's neighbour.
  const kept = examples.filter((_, j) => means[j]);
  const n = kept.length;
  // Single precision: 256 components for each of ~17,000 examples is 17 MB; every product below is
  // still summed in double precision.
  const rows = new Float32Array(n * dims);
  means.filter((m) => m !== undefined).forEach((m, j) => rows.set(m, j * dims));
  const common = commonDirection(rows, dims);
  for (let j = 0; j < n; j++) rows.set(project(Float64Array.from(rows.subarray(j * dims, (j + 1) * dims)), common), j * dims);
  const signs = Uint8Array.from(kept, (e) => (isDirect(e.category) ? DIRECT : isEveryday(e.category) ? NONE : CARE));
  const k = Math.min(nearest, n);
  if (k === 0) return () => ({ direct: 0, veiled: 0 });
  const topSim = new Float64Array(k);
  const topRow = new Int32Array(k);
  // A first pass (dot-products.ts: 8-bit leading components and a bound on the rest) picks the
  // examples near enough to compare again in double precision: the same neighbours, with the same
  // ties, as a full pass.
  const candidatesFor = nearCandidates(rows, dims, Math.min(leading, dims));

  // The candidates come in example order, so a tie keeps the earlier example.
  const insert = (j: number, sim: number) => {
    if (sim <= topSim[k - 1]) return;
    let place = k - 1;
    for (; place > 0 && topSim[place - 1] < sim; place--) {
      topSim[place] = topSim[place - 1];
      topRow[place] = topRow[place - 1];
    }
    topSim[place] = sim;
    topRow[place] = j;
  };
  return (text) => {
    const mean = meanVector(text, source, dims);
    if (!mean) return { direct: 0, veiled: 0 };
    const q = project(mean, common);
    topSim.fill(-Infinity);
    for (const j of candidatesFor(q, k)) insert(j, innerProduct(q, rows, j, dims));
    let direct = 0;
    let care = 0;
    for (let r = 0; r < k; r++) {
      if (signs[topRow[r]] === DIRECT) direct++;
      if (signs[topRow[r]] !== NONE) care++;
    }
    return { direct: direct / k, veiled: care / k };
  };
}
