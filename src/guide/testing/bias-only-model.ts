// A stub trained reader for tests: its weights are all zero, so its bias alone decides and it reads
// every text alike.
import { BUCKETS } from "../classifier/features.js";
import type { TopicModel } from "../../scripture/topic-classifier-model.js";

export function biasOnlyModel(topics: readonly string[], bias: readonly number[]): TopicModel {
  return {
    topics,
    buckets: BUCKETS,
    dims: BUCKETS,
    weights: new Float64Array(BUCKETS * topics.length),
    bias: Float64Array.from(bias),
    vectorWeight: 0,
  };
}
