// The crisis-signal classifier at run time: pure, deterministic, no I/O after module load. Used
// ONLY to add the gentle care line (safety-net.ts), never to raise the full crisis reply.
import { BUCKETS, vector } from "./features.js";
import { CRISIS_MODEL_DATA } from "./weights.generated.js";

function decode(): Float64Array {
  const bytes = Buffer.from(CRISIS_MODEL_DATA.weights, "base64");
  const w = new Float64Array(BUCKETS);
  for (let i = 0; i < BUCKETS; i++) w[i] = bytes.readInt16LE(i * 2) * CRISIS_MODEL_DATA.scale;
  return w;
}

const WEIGHTS = decode();

/** Crisis-likeness score in [0, 1] from the committed model. */
export function crisisScore(message: string): number {
  const { index, value } = vector(message);
  let z: number = CRISIS_MODEL_DATA.bias;
  for (let j = 0; j < index.length; j++) z += WEIGHTS[index[j]] * value[j];
  return 1 / (1 + Math.exp(-z));
}

/** Whether the classifier flags the message (score at or above the cross-validated threshold). */
export function classifierFlags(message: string): boolean {
  return crisisScore(message) >= CRISIS_MODEL_DATA.threshold;
}

export const CLASSIFIER_THRESHOLD: number = CRISIS_MODEL_DATA.threshold;
