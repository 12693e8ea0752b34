// The life topic by a trained classifier: a softmax regression over the 60 topics on a message's
// hashed words, word pairs and character n-grams and its mean word vector
// (topic-classifier-model.ts), trained on every readable labelled topic set by
// data/build-topic-classifier.ts into data/topic-classifier/weights.bin. Unlike the nearest
// neighbours it weighs every cue against every topic at once, so it reads new authors' wording
// better (docs/decisions.md, "A trained topic classifier"). topic-blend.ts weighs it against the rules.
import { readFileSync } from "node:fs";
import { bundledDataFile } from "./bundled-data.js";
import { deserialiseTopicModel, topicFeatures, topicProbabilities, type TopicModel } from "./topic-classifier-model.js";

/** Topic id -> the classifier's probability, every topic in index order. */
export type TopicProbabilities = Map<string, number>;

export const TOPIC_CLASSIFIER_FILE = bundledDataFile("topic-classifier", "weights.bin");

let model: TopicModel | undefined;

/** The classifier's likely topics for a message (its text, and the words the rules counted). */
export function classifierProbabilities(text: string, tokens: readonly string[]): TopicProbabilities {
  model ??= deserialiseTopicModel(readFileSync(TOPIC_CLASSIFIER_FILE));
  return probabilitiesBy(model, text, tokens);
}

/** The same for any model (the leave-one-set-out test's, trained without the set it reads). */
export function probabilitiesBy(m: TopicModel, text: string, tokens: readonly string[]): TopicProbabilities {
  const p = topicProbabilities(m, topicFeatures(text, tokens, m));
  return new Map(m.topics.map((id, k) => [id, p[k]]));
}

/** Loads the weights now, so a member's first message does not wait. */
export function warmTopicClassifier(): void {
  classifierProbabilities("", []);
}
