// Logistic regression over hashed features (features.ts) and, for the direct head, a dense vector
// beside them (the message's mean word vector, direct-head-features.ts). Training is full-batch
// gradient descent with L2 and a fixed number of steps, in example order: fully deterministic.
import { BUCKETS, vector } from "./features.js";

export interface Model {
  bias: number;
  /** Dense weights, one per hashed bucket (BUCKETS). */
  weights: ArrayLike<number>;
  /** Weights of the dense features, when the model was trained with them. */
  denseWeights?: ArrayLike<number>;
}

export interface TrainOptions {
  epochs: number;
  rate: number;
  l2: number;
}

export const TRAIN_OPTIONS: TrainOptions = { epochs: 400, rate: 8, l2: 1e-4 };

/** A message's dense features (a fixed length for every message), or none. */
export type DenseFeatures = (text: string) => ArrayLike<number>;

export function train(
  examples: readonly { text: string; crisis: boolean }[],
  options: TrainOptions = TRAIN_OPTIONS,
  denseOf?: DenseFeatures,
): Model {
  const xs = examples.map((e) => vector(e.text));
  const ds = denseOf ? examples.map((e) => denseOf(e.text)) : [];
  const dims = ds[0]?.length ?? 0;
  const ys = examples.map((e) => (e.crisis ? 1 : 0));
  const pos = ys.reduce<number>((s, y) => s + y, 0);
  // Class weights so the rarer crisis class counts as much as the ordinary one.
  const wPos = examples.length / (2 * Math.max(1, pos));
  const wNeg = examples.length / (2 * Math.max(1, examples.length - pos));
  const w = new Float64Array(BUCKETS);
  const u = new Float64Array(dims);
  let bias = 0;
  const n = examples.length;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const grad = new Float64Array(BUCKETS);
    const gradDense = new Float64Array(dims);
    let gBias = 0;
    for (let k = 0; k < n; k++) {
      const { index, value } = xs[k];
      let z = bias;
      for (let j = 0; j < index.length; j++) z += w[index[j]] * value[j];
      for (let d = 0; d < dims; d++) z += u[d] * ds[k][d];
      const p = 1 / (1 + Math.exp(-z));
      const err = (p - ys[k]) * (ys[k] === 1 ? wPos : wNeg);
      for (let j = 0; j < index.length; j++) grad[index[j]] += err * value[j];
      for (let d = 0; d < dims; d++) gradDense[d] += err * ds[k][d];
      gBias += err;
    }
    for (let i = 0; i < BUCKETS; i++) w[i] -= options.rate * (grad[i] / n + options.l2 * w[i]);
    for (let d = 0; d < dims; d++) u[d] -= options.rate * (gradDense[d] / n + options.l2 * u[d]);
    bias -= (options.rate * gBias) / n;
  }
  return denseOf ? { bias, weights: w, denseWeights: u } : { bias, weights: w };
}

/** Probability-like score in [0, 1] that the message is a crisis. */
export function score(model: Model, message: string, denseOf?: DenseFeatures): number {
  const { index, value } = vector(message);
  let z = model.bias;
  for (let j = 0; j < index.length; j++) z += model.weights[index[j]] * value[j];
  if (model.denseWeights && denseOf) {
    const dense = denseOf(message);
    for (let d = 0; d < dense.length; d++) z += model.denseWeights[d] * dense[d];
  }
  return 1 / (1 + Math.exp(-z));
}
