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

/** Hashed feature buckets of a message with counts (unigrams, bigrams, char 3-5-grams). */
export function features(message: string): Map<number, number> {
  const words = normalise(message);
  const out = new Map<number, number>();
  const add = (b: number) => out.set(b, (out.get(b) ?? 0) + 1);
  for (let i = 0; i < words.length; i++) {
    add(bucketOf(hashOn(WORD, words[i]))); // `w:${word}`
    if (i + 1 < words.length) add(bucketOf(hashOn(Math.imul(hashOn(BIGRAM, words[i]) ^ SPACE, FNV_PRIME), words[i + 1]))); // `b:${a} ${b}`
  }
  const text = ` ${words.join(" ")} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= text.length; i++) add(bucketOf(hashOn(CHARS, text, i, i + n))); // `c:${gram}`
  }
  return out;
}

/** L2-normalised sublinear (1 + log count) feature vector as parallel arrays. */
export function vector(message: string): { index: number[]; value: number[] } {
  const f = features(message);
  const index = [...f.keys()].sort((a, b) => a - b);
  const raw = index.map((i) => 1 + Math.log(f.get(i) ?? 1));
  const norm = Math.sqrt(raw.reduce((s, v) => s + v * v, 0)) || 1;
  return { index, value: raw.map((v) => v / norm) };
}
