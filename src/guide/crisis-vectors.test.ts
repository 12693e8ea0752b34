import { describe, expect, it } from "vitest";
import { CARE_UPGRADE_AT, crisisVectorScorer, DIRECT_UPGRADE_AT, vectorWords, type LabelledMessage } from "./crisis-vectors.js";
import type { WordVectorSource } from "../scripture/word-vectors.js";

// Four made-up directions: ending one's life, a veiled goodbye, ordinary life, and the words every
// message shares ("i", "the"), which the rarity weight and the common direction both play down.
const WORDS: Record<string, [number[], number]> = {
  i: [[0.2, 0.2, 0.2, 1], 1],
  the: [[0.1, 0.1, 0.1, 1], 0],
  pills: [[1, 0, 0, 0.2], 9000],
  overdose: [[0.95, 0.05, 0, 0.2], 12000],
  tonight: [[0.8, 0.1, 0.1, 0.3], 3000],
  goodbye: [[0.1, 1, 0, 0.2], 5000],
  burden: [[0, 0.95, 0.1, 0.2], 8000],
  pizza: [[0, 0, 1, 0.2], 7000],
  movie: [[0.05, 0, 0.95, 0.2], 4000],
  ca: [[0.1, 0.1, 0.3, 0.5], 2000],
  "n't": [[0.1, 0.2, 0.2, 0.8], 60],
  "o'clock": [[0, 0, 0.6, 0.3], 6000],
};
const source: WordVectorSource = {
  vectorOf: (word) => (WORDS[word] ? Float32Array.from(WORDS[word][0]) : undefined),
  rankOf: (word) => WORDS[word]?.[1],
};

const EXAMPLES: LabelledMessage[] = [
  { text: "the pills tonight", category: "plan" },
  { text: "I have the pills", category: "means" },
  { text: "overdose tonight", category: "timing" },
  { text: "goodbye, I am a burden", category: "farewell" },
  { text: "I'm a burden", category: "burden" },
  { text: "goodbye goodbye", category: "farewell" },
  { text: "pizza and a movie", category: "everyday" },
  { text: "the movie tonight", category: "everyday" },
  { text: "pizza, the pizza", category: "hard_negative" },
  { text: "zzz qqq", category: "intent" },
];

describe("crisis word-vector neighbours", () => {
  it("reads words as GloVe wrote them: clitics split off, a known whole word kept", () => {
    expect(vectorWords("I CAN\u2019T, at 9 o'clock!", source)).toEqual(["i", "ca", "n't", "at", "9", "o'clock"]);
    expect(vectorWords("I'm 'done'", source)).toEqual(["i", "'m", "done"]);
  });

  const score = crisisVectorScorer(EXAMPLES, source, { nearest: 3 });

  it("scores a new wording of a direct statement as direct, over the upgrade threshold", () => {
    expect(score("Overdose on the pills")).toEqual({ direct: 1, veiled: 1 });
    expect(score("Overdose on the pills").direct).toBeGreaterThanOrEqual(DIRECT_UPGRADE_AT);
  });

  it("scores a veiled goodbye as needing care but not the crisis reply", () => {
    const scores = score("just a burden, goodbye");
    expect(scores).toEqual({ direct: 0, veiled: 1 });
    expect(scores.veiled).toBeGreaterThanOrEqual(CARE_UPGRADE_AT);
    expect(scores.direct).toBeLessThan(DIRECT_UPGRADE_AT);
  });

  it("scores an ordinary message low", () => {
    expect(score("a pizza and the movie")).toEqual({ direct: 0, veiled: 0 });
  });

  it("answers zero for a message with no known word, and never uses such an example", () => {
    expect(score("zzz qqq")).toEqual({ direct: 0, veiled: 0 });
  });

  it("gives the same scores every time", () => {
    expect(score("pills tonight")).toEqual(score("pills tonight"));
    expect(crisisVectorScorer(EXAMPLES, source, { nearest: 3 })("pills tonight")).toEqual(score("pills tonight"));
  });

  it("finds the same neighbours with the single-precision first pass as with double precision throughout", () => {
    // Eight dimensions take the WebAssembly first pass; the same vectors with a ninth, zero
    // component (no inner product changes) take the double-precision loop alone.
    let state = 11;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 31 - 1;
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    const vectors = new Map(words.map((w) => [w, Array.from({ length: 8 }, next)]));
    const eight: WordVectorSource = { vectorOf: (w) => (vectors.has(w) ? Float32Array.from(vectors.get(w)!) : undefined) };
    const nine: WordVectorSource = { vectorOf: (w) => (vectors.has(w) ? Float32Array.from([...vectors.get(w)!, 0]) : undefined) };
    const categories = ["plan", "farewell", "everyday", "hard_negative", "means", "burden"] as const;
    const sentence = () => Array.from({ length: 5 }, () => words[Math.floor(((next() + 1) / 2) * words.length)]).join(" ");
    const examples: LabelledMessage[] = Array.from({ length: 400 }, (_, i) => ({
      text: sentence(),
      category: categories[i % categories.length],
    }));
    const withFirstPass = crisisVectorScorer(examples, eight);
    const withoutFirstPass = crisisVectorScorer(examples, nine);
    for (let i = 0; i < 200; i++) {
      const text = sentence();
      expect(withFirstPass(text)).toEqual(withoutFirstPass(text));
    }
  });

  it("finds the same neighbours with the bounded 8-bit first pass as with a full single-precision pass", () => {
    // 208 dimensions whose size falls off (principal directions first, as in the shipped file); the
    // bounded pass reads 192 of them in 8-bit integers, the full pass all 208 in single precision.
    let state = 23;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 31 - 1;
    const dims = 208;
    const words = Array.from({ length: 80 }, (_, i) => `w${i}`);
    const vectors = new Map(words.map((w) => [w, Float32Array.from({ length: dims }, (_, i) => next() / (1 + i / 8))]));
    const wide: WordVectorSource = { vectorOf: (w) => vectors.get(w) };
    const categories = ["plan", "farewell", "everyday", "hard_negative", "means", "burden"] as const;
    const sentence = () => Array.from({ length: 4 }, () => words[Math.floor(((next() + 1) / 2) * words.length)]).join(" ");
    const examples: LabelledMessage[] = Array.from({ length: 600 }, (_, i) => ({
      text: sentence(),
      category: categories[i % categories.length],
    }));
    // Repeated examples tie exactly: the earlier one must win either way.
    examples.push(...examples.slice(0, 50).map((e) => ({ ...e, category: "intent" as const })));
    const bounded = crisisVectorScorer(examples, wide, { leading: 192 });
    const full = crisisVectorScorer(examples, wide, { leading: dims });
    for (let i = 0; i < 300; i++) {
      const text = i % 3 === 0 ? examples[i].text : sentence();
      expect(bounded(text)).toEqual(full(text));
    }
  });
});
