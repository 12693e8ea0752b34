// The topics of a message's nearest labelled messages by word vectors: a reading of meaning that
// carries to wording the lexicons have never seen ("my boss keeps piling work on me" near "my
// manager expects too much"). topic-blend.ts weighs it against the rules.
import { readFileSync } from "node:fs";
import { normaliseText } from "./normalise-text.js";
import { TOPIC_EXAMPLE_FILES } from "./topic-corpus/example-files.js";
import { nearCandidates } from "./dot-products.js";
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
  // One flat array: the first pass copies it once, and the exact comparison reads it row by row.
  const matrix = new Float32Array(known.length * dims);
  known.forEach(({ vector }, i) => matrix.set(withoutCommon(vector), i * dims));
  const topics = known.map((e) => e.topics);
  // A single-precision first pass picks the examples near enough to compare again exactly as
  // before, in example order (dot-products.ts): the same neighbours and similarities as a full pass.
  const candidatesFor = nearCandidates(matrix, dims);

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
    for (const at of candidatesFor(v, NEIGHBOURS)) consider(at, rowProduct(v, matrix, at));
    for (const { at, similarity } of best) for (const t of topics[at]) votes.set(t, (votes.get(t) ?? 0) + Math.max(similarity, 0));
    return votes;
  };
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
