// A multinomial logistic regression (softmax) over the life topics: the crisis heads' hashed word
// unigrams, bigrams and character 3-5-grams (src/guide/classifier/features.ts) and, optionally, the
// message's mean word vector (word-vectors.ts messageVector). Trained by stochastic gradient
// descent in a fixed pseudo-random order: the same examples give the same weights to the last bit.
import { hashString } from "../guide/seed.js";
import { BUCKETS, MAX_BUCKETS, vectorOf } from "../guide/classifier/features.js";
import { messageVector } from "./word-vectors.js";

export interface TopicTrainOptions {
  epochs: number;
  rate: number;
  l2: number;
  /** The mean word vector's weight among the features (0: not used). */
  vectorWeight: number;
  /**
   * Each later topic's share of a message's target, the leading topic having the rest (unset: shared
   * equally). A message's second topic is a lesser part of what it is about.
   */
  secondWeight?: number;
  /**
   * The trained weights and biases times this (unset: 1): above 1 the probabilities are surer. The
   * blend (topic-blend.ts) reads them against fixed thresholds, and the leave-one-set-out folds read
   * better with them sharper (docs/decisions.md, "Classifier round (session 35)").
   */
  sharpen?: number;
  /** How many buckets the hashed n-grams go into (unset: the crisis heads' BUCKETS). */
  buckets?: number;
}

/**
 * The topic classifier's hashed n-grams go into eight times the crisis heads' buckets: at 8,192 the
 * 60 topics' cues collided (session 40, the newest two leave-one-set-out folds: 1,216 -> 1,236 of
 * 1,560 at 65,536; 1,223 at 32,768, 1,236 at 262,144; docs/decisions.md "Topic classifier capacity
 * (session 40)").
 */
export const TOPIC_BUCKETS = MAX_BUCKETS;

// Session 35 (classifier round): the second topic at a quarter of the target and the probabilities
// sharpened by 1.5, read on the leave-one-set-out folds (docs/decisions.md, "Classifier round (session 35)").
// Session 40: TOPIC_BUCKETS buckets, and l2 1e-5 -> 8e-5: with eight times the weights the model
// over-fitted its training sets (the newest two folds at 65,536 buckets: 1e-5 1,236 of 1,560, 2e-5
// 1,242, 4e-5 1,248, 6e-5 1,248, 8e-5 1,252; the classifier alone 1,227 -> 1,266).
export const TOPIC_TRAIN_OPTIONS: TopicTrainOptions = {
  epochs: 60,
  rate: 3,
  l2: 8e-5,
  vectorWeight: 1,
  secondWeight: 0.25,
  sharpen: 1.5,
  buckets: TOPIC_BUCKETS,
};

export interface TopicModel {
  topics: readonly string[];
  /** How many buckets the hashed n-grams go into. */
  buckets: number;
  /** dims = buckets + word vector length (0 when not used). */
  dims: number;
  /** weights[feature * topics.length + topic] */
  weights: Float32Array | Float64Array;
  bias: Float64Array | Float32Array;
  vectorWeight: number;
}

export interface Features {
  index: number[];
  value: number[];
}

/** How a model reads a message: its word vector's weight and its buckets (a TopicModel or TopicTrainOptions). */
export interface FeatureShape {
  vectorWeight: number;
  buckets?: number;
}

/** The message's features: hashed n-grams (buckets ascending), then the weighted word vector. */
export function topicFeatures(text: string, tokens: readonly string[], { vectorWeight, buckets = BUCKETS }: FeatureShape): Features {
  // Another reader has often hashed this message already (vectorOf keeps the last one at each bucket
  // count); the word vector's components go on after the buckets, in copies.
  const hashed = vectorOf(text, buckets);
  const f: Features = { index: [...hashed.index], value: [...hashed.value] };
  const v = vectorWeight > 0 ? messageVector(tokens) : undefined;
  if (v)
    for (let k = 0; k < v.length; k++) {
      f.index.push(buckets + k);
      f.value.push(v[k] * vectorWeight);
    }
  return f;
}

export function trainTopicModel(
  examples: readonly { features: Features; topics: readonly string[] }[],
  topics: readonly string[],
  options: TopicTrainOptions = TOPIC_TRAIN_OPTIONS,
  vectorDims = 100,
): TopicModel {
  const K = topics.length;
  const buckets = options.buckets ?? BUCKETS;
  const dims = buckets + (options.vectorWeight > 0 ? vectorDims : 0);
  const w = new Float64Array(dims * K);
  const bias = new Float64Array(K);
  const at = new Map(topics.map((t, i) => [t, i]));
  const targets = examples.map((e) => {
    const ys = e.topics.map((t) => at.get(t)).filter((i): i is number => i !== undefined);
    return ys;
  });
  const shares = targets.map((ys) =>
    ys.map((_, i) =>
      options.secondWeight === undefined ? 1 / ys.length : i === 0 ? 1 - options.secondWeight * (ys.length - 1) : options.secondWeight,
    ),
  );
  const p = new Float64Array(K);
  const n = examples.length;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const order = [...Array(n).keys()].sort((a, b) => hashString(`${epoch}:${a}`) - hashString(`${epoch}:${b}`) || a - b);
    const rate = options.rate / (1 + epoch * 0.5);
    for (const e of order) {
      const { index, value } = examples[e].features;
      const ys = targets[e];
      if (!ys.length) continue;
      let max = -Infinity;
      for (let k = 0; k < K; k++) {
        let z = bias[k];
        for (let j = 0; j < index.length; j++) z += w[index[j] * K + k] * value[j];
        p[k] = z;
        if (z > max) max = z;
      }
      let sum = 0;
      for (let k = 0; k < K; k++) sum += p[k] = Math.exp(p[k] - max);
      for (let k = 0; k < K; k++) p[k] /= sum;
      ys.forEach((y, i) => (p[y] -= shares[e][i]));
      for (let k = 0; k < K; k++) bias[k] -= rate * p[k];
      for (let j = 0; j < index.length; j++) {
        const row = index[j] * K;
        const x = value[j];
        for (let k = 0; k < K; k++) w[row + k] -= rate * (p[k] * x + options.l2 * w[row + k]);
      }
    }
  }
  const sharpen = options.sharpen ?? 1;
  if (sharpen !== 1) {
    for (let i = 0; i < w.length; i++) w[i] *= sharpen;
    for (let k = 0; k < K; k++) bias[k] *= sharpen;
  }
  return { topics, buckets, dims, weights: w, bias, vectorWeight: options.vectorWeight };
}

/** Each topic's probability for the message's features, in model.topics order. */
export function topicProbabilities(model: TopicModel, features: Features): Float64Array {
  const K = model.topics.length;
  const p = new Float64Array(K);
  const { index, value } = features;
  let max = -Infinity;
  const w = model.weights;
  for (let k = 0; k < K; k++) p[k] = model.bias[k];
  // Four features at a time: a quarter of the passes over the topics' sums.
  let j = 0;
  for (; j + 3 < index.length; j += 4) {
    const [r0, r1, r2, r3] = [index[j] * K, index[j + 1] * K, index[j + 2] * K, index[j + 3] * K];
    const [x0, x1, x2, x3] = [value[j], value[j + 1], value[j + 2], value[j + 3]];
    for (let k = 0; k < K; k++) p[k] += w[r0 + k] * x0 + w[r1 + k] * x1 + w[r2 + k] * x2 + w[r3 + k] * x3;
  }
  for (; j < index.length; j++) {
    const row = index[j] * K;
    const x = value[j];
    for (let k = 0; k < K; k++) p[k] += w[row + k] * x;
  }
  for (let k = 0; k < K; k++) if (p[k] > max) max = p[k];
  let sum = 0;
  for (let k = 0; k < K; k++) sum += p[k] = Math.exp(p[k] - max);
  for (let k = 0; k < K; k++) p[k] /= sum;
  return p;
}

/** The serialised model's header: K, d, vector weight, scale and buckets, four bytes each. */
const HEADER = 20;

/**
 * The model as bytes (little-endian): u32 topic count K, u32 dimensions d, f32 vector weight, f32
 * scale, u32 buckets; K f32 biases; d x K int16 weights (weight = int16 x scale, the largest maps to
 * 32767); the topic ids, UTF-8, "\n"-separated. The same model gives the same bytes.
 */
export function serialiseTopicModel(model: TopicModel): Buffer {
  const K = model.topics.length;
  let max = 0;
  for (const x of model.weights) max = Math.max(max, Math.abs(x));
  const scale = Math.fround(max / 32767 || 1);
  const names = Buffer.from(model.topics.join("\n"), "utf8");
  const out = Buffer.alloc(HEADER + 4 * K + 2 * model.dims * K + names.length);
  out.writeUInt32LE(K, 0);
  out.writeUInt32LE(model.dims, 4);
  out.writeFloatLE(model.vectorWeight, 8);
  out.writeFloatLE(scale, 12);
  out.writeUInt32LE(model.buckets, 16);
  for (let k = 0; k < K; k++) out.writeFloatLE(model.bias[k], HEADER + 4 * k);
  const at = HEADER + 4 * K;
  for (let i = 0; i < model.weights.length; i++) out.writeInt16LE(Math.round(model.weights[i] / scale), at + 2 * i);
  names.copy(out, at + 2 * model.weights.length);
  return out;
}

export function deserialiseTopicModel(bytes: Uint8Array): TopicModel {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const K = view.getUint32(0, true);
  const dims = view.getUint32(4, true);
  const vectorWeight = view.getFloat32(8, true);
  const scale = view.getFloat32(12, true);
  const buckets = view.getUint32(16, true);
  const bias = new Float32Array(K);
  for (let k = 0; k < K; k++) bias[k] = view.getFloat32(HEADER + 4 * k, true);
  const at = HEADER + 4 * K;
  const weights = new Float32Array(dims * K);
  for (let i = 0; i < weights.length; i++) weights[i] = view.getInt16(at + 2 * i, true) * scale;
  const topics = new TextDecoder().decode(bytes.subarray(at + 2 * weights.length)).split("\n");
  return { topics, buckets, dims, weights, bias, vectorWeight };
}
