// The crisis classifiers at run time: pure, deterministic, no I/O after module load.
//  - the care head (crisisScore / classifierFlags) only adds the gentle care line (safety-net.ts);
//  - the direct head (directScore / directFlags) raises the full crisis reply in checkCrisis when
//    no rule fired, at a threshold chosen by cross-validation for near-zero false alarms.
import { BUCKETS, vectorOf } from "./features.js";
import { CRISIS_MODEL_DATA, DIRECT_MODEL_DATA } from "./weights.generated.js";

interface ModelData {
  bias: number;
  threshold: number;
  scale: number;
  weights: string;
}

function decode(data: ModelData): Float64Array {
  const bytes = Buffer.from(data.weights, "base64");
  const w = new Float64Array(BUCKETS);
  for (let i = 0; i < BUCKETS; i++) w[i] = bytes.readInt16LE(i * 2) * data.scale;
  return w;
}

const CARE_WEIGHTS = decode(CRISIS_MODEL_DATA);
const DIRECT_WEIGHTS = decode(DIRECT_MODEL_DATA);

function scoreWith(weights: Float64Array, bias: number, message: string): number {
  const { index, value } = vectorOf(message);
  let z = bias;
  for (let j = 0; j < index.length; j++) z += weights[index[j]] * value[j];
  return 1 / (1 + Math.exp(-z));
}

/** Crisis-likeness score in [0, 1] from the committed care head. */
export function crisisScore(message: string): number {
  return scoreWith(CARE_WEIGHTS, CRISIS_MODEL_DATA.bias, message);
}

/** Whether the care head flags the message (score at or above the cross-validated threshold). */
export function classifierFlags(message: string): boolean {
  return crisisScore(message) >= CRISIS_MODEL_DATA.threshold;
}

/** Likeness to a direct statement of intent, plan, method, means or timing, in [0, 1]. */
export function directScore(message: string): number {
  return scoreWith(DIRECT_WEIGHTS, DIRECT_MODEL_DATA.bias, message);
}

/** Whether the direct head flags the message (its cross-validated threshold). */
export function directFlags(message: string): boolean {
  return directScore(message) >= DIRECT_MODEL_DATA.threshold;
}

export const CLASSIFIER_THRESHOLD: number = CRISIS_MODEL_DATA.threshold;
export const DIRECT_THRESHOLD: number = DIRECT_MODEL_DATA.threshold;
