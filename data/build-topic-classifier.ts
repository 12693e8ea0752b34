/**
 * Builds the topic classifier the guide ships: data/topic-classifier/weights.bin, a softmax
 * regression over the 60 life topics (src/scripture/topic-classifier-model.ts) trained on every
 * readable labelled topic set (TOPIC_CLASSIFIER_FILES: train.json and blind-2..blind-11.json; a
 * sealed set never). Deterministic: the same sets give the same bytes. About 20 s:
 *   npm run build:topic-classifier        # = npx tsx data/build-topic-classifier.ts
 * Rebuild after a labelled topic set changes or joins the list; topic-classifier.test.ts fails
 * until the committed file is what this script writes.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { TOPICS } from "./topics.js";
import { TOPIC_CLASSIFIER_FILE } from "../src/scripture/topic-classifier.js";
import { serialiseTopicModel, topicFeatures, trainTopicModel, TOPIC_TRAIN_OPTIONS } from "../src/scripture/topic-classifier-model.js";
import { TOPIC_CLASSIFIER_FILES } from "../src/scripture/topic-corpus/example-files.js";
import { countedWords } from "../src/scripture/topics.js";

/** Trains on these labelled messages (every readable set when none are given) and returns the file's bytes. */
export function buildTopicModelBytes(
  messages: readonly { text: string; topics: string[] }[] = TOPIC_CLASSIFIER_FILES.flatMap(
    (file) => JSON.parse(readFileSync(file, "utf8")) as { text: string; topics: string[] }[],
  ),
): Buffer {
  const examples = messages.map((m) => ({
    features: topicFeatures(m.text, countedWords(m.text), TOPIC_TRAIN_OPTIONS.vectorWeight),
    topics: m.topics,
  }));
  return serialiseTopicModel(
    trainTopicModel(
      examples,
      TOPICS.map((t) => t.id),
      TOPIC_TRAIN_OPTIONS,
    ),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bytes = buildTopicModelBytes();
  mkdirSync(dirname(TOPIC_CLASSIFIER_FILE), { recursive: true });
  writeFileSync(TOPIC_CLASSIFIER_FILE, bytes);
  console.log(`wrote ${TOPIC_CLASSIFIER_FILE} (${bytes.length} bytes)`);
}
