// Logistic regression over hashed features (features.ts). Training is full-batch gradient descent
// with L2 and a fixed number of steps, in example order: fully deterministic.
import { BUCKETS, vector } from "./features.js";

export interface Model {
  bias: number;
  /** Dense weights, one per hashed bucket (BUCKETS). */
  weights: ArrayLike<number>;
}

export interface TrainOptions {
  epochs: number;
  rate: number;
  l2: number;
}

export const TRAIN_OPTIONS: TrainOptions = { epochs: 400, rate: 8, l2: 1e-4 };

export function train(examples: readonly { text: string; crisis: boolean }[], options: TrainOptions = TRAIN_OPTIONS): Model {
  const xs = examples.map((e) => vector(e.text));
  const ys = examples.map((e) => (e.crisis ? 1 : 0));
  const pos = ys.reduce<number>((s, y) => s + y, 0);
  // Class weights so the rarer crisis class counts as much as the ordinary one.
  const wPos = examples.length / (2 * Math.max(1, pos));
  const wNeg = examples.length / (2 * Math.max(1, examples.length - pos));
  const w = new Float64Array(BUCKETS);
  let bias = 0;
  const n = examples.length;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const grad = new Float64Array(BUCKETS);
    let gBias = 0;
    for (let k = 0; k < n; k++) {
      const { index, value } = xs[k];
      let z = bias;
      for (let j = 0; j < index.length; j++) z += w[index[j]] * value[j];
      const p = 1 / (1 + Math.exp(-z));
      const err = (p - ys[k]) * (ys[k] === 1 ? wPos : wNeg);
      for (let j = 0; j < index.length; j++) grad[index[j]] += err * value[j];
      gBias += err;
    }
    for (let i = 0; i < BUCKETS; i++) w[i] -= options.rate * (grad[i] / n + options.l2 * w[i]);
    bias -= (options.rate * gBias) / n;
  }
  return { bias, weights: w };
}

/** Probability-like score in [0, 1] that the message is a crisis. */
export function score(model: Model, message: string): number {
  const { index, value } = vector(message);
  let z = model.bias;
  for (let j = 0; j < index.length; j++) z += model.weights[index[j]] * value[j];
  return 1 / (1 + Math.exp(-z));
}
