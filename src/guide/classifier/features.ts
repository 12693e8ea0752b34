// Feature extraction for the crisis-signal classifier: normalised word unigrams and bigrams plus
// character 3-5-grams (within word boundaries), hashed into a fixed number of buckets. Pure.

export const BUCKETS = 1 << 13;

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
const bucketOf = (h: number) => (h >>> 0) % BUCKETS;

/** Calls `add(bucket)` once for each hashed feature of a message (unigrams, bigrams, char 3-5-grams). */
function eachFeature(message: string, add: (bucket: number) => void): void {
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
const counts = new Uint32Array(BUCKETS);

/**
 * L2-normalised sublinear (1 + log count) feature vector as parallel arrays, buckets ascending (the
 * order every sum over it is taken in, so scores are the same to the last bit however it is built).
 */
export function vector(message: string): { index: number[]; value: number[] } {
  const index: number[] = [];
  eachFeature(message, (b) => {
    if (counts[b]++ === 0) index.push(b);
  });
  index.sort((a, b) => a - b);
  const raw = index.map((i) => 1 + Math.log(counts[i]));
  for (const i of index) counts[i] = 0;
  const norm = Math.sqrt(raw.reduce((s, v) => s + v * v, 0)) || 1;
  return { index, value: raw.map((v) => v / norm) };
}

// The crisis check's two heads and the topic classifier (src/scripture/topic-classifier.ts) read the
// same message one after another: its vector is kept until the next message. Callers must not
// change the arrays it returns.
let lastVector: { message: string; vector: ReturnType<typeof vector> } | undefined;

/** vector(message), computed once for the message read last. */
export function vectorOf(message: string): { readonly index: readonly number[]; readonly value: readonly number[] } {
  if (lastVector?.message !== message) lastVector = { message, vector: vector(message) };
  return lastVector.vector;
}
