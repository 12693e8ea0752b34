// The topics of a message's nearest labelled messages by word vectors: a reading of meaning that
// carries to wording the lexicons have never seen ("my boss keeps piling work on me" near "my
// manager expects too much"). topic-blend.ts weighs it against the rules.
import { readFileSync } from "node:fs";
import { normaliseText } from "./normalise-text.js";
import { TOPIC_EXAMPLE_FILES } from "./topic-corpus/example-files.js";
import { dotProducts } from "./dot-products.js";
import { messageVector, unit } from "./word-vectors.js";

export interface TopicExample {
  topics: string[];
  text: string;
}

/** Topic votes by the message's nearest examples: topic id -> summed cosine similarity. */
export type NeighbourVotes = Map<string, number>;

/** How many nearest examples vote (1, 3 and 5 were measured; 3 read held-out sets best). */
const NEIGHBOURS = 3;

/**
 * A reader of topics by the nearest of these examples. Every message vector shares a common
 * direction (the words all messages use); it is taken out, measured over the examples, so the
 * similarity reads what a message is about rather than that it is a message.
 */
export function topicNeighbours(examples: readonly TopicExample[]): (tokens: readonly string[]) => NeighbourVotes {
  const vectors = examples.map((e) => ({ topics: e.topics, vector: messageVector(normaliseText(e.text)) }));
  const known = vectors.filter((e): e is { topics: string[]; vector: Float32Array } => e.vector !== undefined);
  const dims = known[0]?.vector.length ?? 0;
  const common = new Float32Array(dims);
  for (const { vector } of known) for (let k = 0; k < dims; k++) common[k] += vector[k];
  unit(common);
  const withoutCommon = (v: Float32Array) => {
    let along = 0;
    for (let k = 0; k < dims; k++) along += v[k] * common[k];
    for (let k = 0; k < dims; k++) v[k] -= along * common[k];
    return unit(v);
  };
  // One flat array, so a message is compared with every example in a single tight loop.
  const matrix = new Float32Array(known.length * dims);
  known.forEach(({ vector }, i) => matrix.set(withoutCommon(vector), i * dims));
  const topics = known.map((e) => e.topics);
  // A single-precision first pass, four lanes at a time (dot-products.ts); then the examples within
  // SINGLE_PRECISION_MARGIN of the third best are compared again exactly as before, in example
  // order: the same neighbours and the same similarities as comparing every example.
  const single = dims % 4 === 0 && known.length > 0 ? dotProducts(matrix, dims) : undefined;

  return (tokens) => {
    const votes: NeighbourVotes = new Map();
    const v = messageVector(tokens);
    if (!v) return votes;
    withoutCommon(v);
    const best: Array<{ at: number; similarity: number }> = [];
    const consider = (at: number, similarity: number) => {
      if (best.length === NEIGHBOURS && similarity <= best[NEIGHBOURS - 1].similarity) return;
      // Kept sorted, most similar first; an equal similarity keeps the earlier example first.
      const j = best.findIndex((b) => similarity > b.similarity);
      best.splice(j < 0 ? best.length : j, 0, { at, similarity });
      if (best.length > NEIGHBOURS) best.pop();
    };
    if (single) {
      single.query.set(v);
      const rough = single.run();
      const floor = nthLargest(rough, NEIGHBOURS) - SINGLE_PRECISION_MARGIN;
      for (let at = 0; at < rough.length; at++) if (rough[at] >= floor) consider(at, rowProduct(v, matrix, at));
    } else {
      for (let at = 0; at < known.length; at++) consider(at, rowProduct(v, matrix, at));
    }
    for (const { at, similarity } of best) for (const t of topics[at]) votes.set(t, (votes.get(t) ?? 0) + Math.max(similarity, 0));
    return votes;
  };
}

/** Far more than a single-precision inner product of 100 unit-vector components can be off by. */
const SINGLE_PRECISION_MARGIN = 1e-4;

/** The n-th largest value (1 = the largest); -Infinity when there are fewer. */
function nthLargest(values: Float32Array, n: number): number {
  const top = new Float64Array(n).fill(-Infinity);
  for (const value of values) {
    if (value <= top[n - 1]) continue;
    let place = n - 1;
    for (; place > 0 && top[place - 1] < value; place--) top[place] = top[place - 1];
    top[place] = value;
  }
  return top[n - 1];
}

let everyExample: ((tokens: readonly string[]) => NeighbourVotes) | undefined;

/** The reader over all five labelled sets, built on first use (3,653 messages, about 50 ms). */
export function neighbourVotes(tokens: readonly string[]): NeighbourVotes {
  everyExample ??= topicNeighbours(TOPIC_EXAMPLE_FILES.flatMap((file) => JSON.parse(readFileSync(file, "utf8")) as TopicExample[]));
  return everyExample(tokens);
}

/** Loads the word vectors and builds the reader now, so a member's first message does not wait. */
export function warmTopicNeighbours(): void {
  neighbourVotes([]);
}

/** Row `row` of the matrix (rows of v's length, one after another) times v. */
function rowProduct(v: Float32Array, matrix: Float32Array, row: number): number {
  // Four running sums: V8 does not vectorise, and one sum chains every addition on the last.
  const dims = v.length;
  const at = row * dims;
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let k = 0;
  for (; k + 3 < dims; k += 4) {
    a += v[k] * matrix[at + k];
    b += v[k + 1] * matrix[at + k + 1];
    c += v[k + 2] * matrix[at + k + 2];
    d += v[k + 3] * matrix[at + k + 3];
  }
  for (; k < dims; k++) a += v[k] * matrix[at + k];
  return a + b + c + d;
}
