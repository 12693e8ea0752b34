// Feature extraction for the crisis-signal classifier: normalised word unigrams and bigrams plus
// character 3-5-grams (within word boundaries), hashed into a fixed number of buckets. Pure.
import { hashString } from "../seed.js";

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

/** Hashed feature buckets of a message with counts (unigrams, bigrams, char 3-5-grams). */
export function features(message: string): Map<number, number> {
  const words = normalise(message);
  const out = new Map<number, number>();
  const add = (key: string) => {
    const b = hashString(key) % BUCKETS;
    out.set(b, (out.get(b) ?? 0) + 1);
  };
  for (let i = 0; i < words.length; i++) {
    add(`w:${words[i]}`);
    if (i + 1 < words.length) add(`b:${words[i]} ${words[i + 1]}`);
  }
  const text = ` ${words.join(" ")} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= text.length; i++) add(`c:${text.slice(i, i + n)}`);
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
