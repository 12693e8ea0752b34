// Feature extraction for the crisis-signal classifier: normalised word unigrams and bigrams plus
// character 3-5-grams (within word boundaries), hashed into a fixed number of buckets. Pure.

export const BUCKETS = 1 << 13;
/**
 * The most buckets a vector may be hashed into: the crisis heads use BUCKETS; the topic classifier
 * more (src/scripture/topic-classifier-model.ts TOPIC_BUCKETS), where the 60 topics' cues collided.
 */
export const MAX_BUCKETS = 1 << 16;

/** Lowercase, unify apostrophes and drop them ("can't" -> "cant"), keep letters and digits only. */
export function normalise(message: string): string[] {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((w) => w.length > 0);
}

// FNV-1a (seed.ts hashString) continued over part of a string, so a key such as `c:${gram}` is
// hashed without building the string: the same bucket as hashString(key) % BUCKETS.
const FNV_PRIME = 0x01000193;
function hashOn(h: number, text: string, start = 0, end = text.length): number {
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}
const FNV_OFFSET = 0x811c9dc5;
const WORD = hashOn(FNV_OFFSET, "w:");
const BIGRAM = hashOn(FNV_OFFSET, "b:");
const CHARS = hashOn(FNV_OFFSET, "c:");
const SPACE = " ".charCodeAt(0);
/** Calls `add(bucket)` once for each hashed feature of a message (unigrams, bigrams, char 3-5-grams). */
function eachFeature(message: string, buckets: number, add: (bucket: number) => void): void {
  const bucketOf = (h: number) => (h >>> 0) % buckets;
  const words = normalise(message);
  for (let i = 0; i < words.length; i++) {
    add(bucketOf(hashOn(WORD, words[i]))); // `w:${word}`
    if (i + 1 < words.length) add(bucketOf(hashOn(Math.imul(hashOn(BIGRAM, words[i]) ^ SPACE, FNV_PRIME), words[i + 1]))); // `b:${a} ${b}`
  }
  const text = ` ${words.join(" ")} `;
  // `c:${gram}` for the 3-, 4- and 5-grams starting at each place: each longer gram's hash goes on
  // from the shorter one's (FNV-1a reads left to right), so each character is hashed once per start.
  for (let i = 0; i + 3 <= text.length; i++) {
    let h = hashOn(CHARS, text, i, i + 3);
    add(bucketOf(h));
    for (let end = i + 4; end <= Math.min(i + 5, text.length); end++) {
      h = hashOn(h, text, end - 1, end);
      add(bucketOf(h));
    }
  }
}

/** Each bucket's count for the message being read; only the buckets it touched are non-zero, and reset after. */
const counts = new Uint32Array(MAX_BUCKETS);

/**
 * L2-normalised sublinear (1 + log count) feature vector as parallel arrays, buckets ascending (the
 * order every sum over it is taken in, so scores are the same to the last bit however it is built).
 */
export function vector(message: string, buckets = BUCKETS): { index: number[]; value: number[] } {
  if (buckets > MAX_BUCKETS) throw new RangeError(`at most ${MAX_BUCKETS} buckets`);
  const index: number[] = [];
  eachFeature(message, buckets, (b) => {
    if (counts[b]++ === 0) index.push(b);
  });
  index.sort((a, b) => a - b);
  const raw = index.map((i) => 1 + Math.log(counts[i]));
  for (const i of index) counts[i] = 0;
  const norm = Math.sqrt(raw.reduce((s, v) => s + v * v, 0)) || 1;
  return { index, value: raw.map((v) => v / norm) };
}

// The crisis check's heads, and the topic classifier and the trained readers, each read the same
// message one after another: its vector at each bucket count is kept until the next message. Callers
// must not change the arrays it returns.
const lastVectors = new Map<number, { message: string; vector: ReturnType<typeof vector> }>();

/** vector(message, buckets), computed once for the message read last at that bucket count. */
export function vectorOf(message: string, buckets = BUCKETS): { readonly index: readonly number[]; readonly value: readonly number[] } {
  let last = lastVectors.get(buckets);
  if (last?.message !== message) lastVectors.set(buckets, (last = { message, vector: vector(message, buckets) }));
  return last.vector;
}
