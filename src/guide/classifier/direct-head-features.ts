// The direct head's dense features: the message's meaning as one vector, the rarity-weighted mean
// of the sentence encoder's word vectors (crisis-vectors.ts, the same vectors the crisis
// neighbours read), scaled to length 1 so it weighs as much as the hashed features. Hashed word
// and character grams learn phrasing; the vector lets a new author's wording land near the old
// authors' words that mean the same (docs/decisions.md, "A direct head that reads meaning").
import { crisisWordVectors } from "../../scripture/word-vectors.js";
import { meanVector } from "../crisis-vectors.js";

/** The length of the encoder's word vectors (data/word-vectors/crisis-vectors.bin). */
export const DIRECT_DENSE_DIMENSIONS = 256;

let last: { message: string; dense: Float64Array } | undefined;

/** The unit mean word vector of the message (all zeros when it has no known word); kept for the message read last. */
export function directDenseFeatures(message: string): Float64Array {
  if (last?.message === message) return last.dense;
  const mean = meanVector(message, crisisWordVectors(), DIRECT_DENSE_DIMENSIONS) ?? new Float64Array(DIRECT_DENSE_DIMENSIONS);
  let norm = 0;
  for (const x of mean) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < mean.length; d++) mean[d] /= norm;
  last = { message, dense: mean };
  return mean;
}
