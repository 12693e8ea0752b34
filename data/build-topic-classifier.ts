/**
 * Builds the topic classifier the guide ships: data/topic-classifier/weights.bin, a softmax
 * regression over the 60 life topics (src/scripture/topic-classifier-model.ts) trained on every
 * readable labelled topic set (TOPIC_CLASSIFIER_FILES: train.json and blind-2..blind-11.json; a
 * sealed set never). Deterministic: the same sets give the same bytes. About 20 s:
 *   npm run build:topic-classifier        # = npx tsx data/build-topic-classifier.ts
 * Rebuild after a labelled topic set changes or joins the list. It also writes weights.inputs, a
 * SHA-256 of what training reads (each message's features and topics, the options, the topic ids
 * and the training code); topic-classifier.test.ts checks it in seconds and fails until the
 * committed files are what this script writes. `--check` retrains and compares the bytes:
 *   npx tsx data/build-topic-classifier.ts --check
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { TOPICS } from "./topics.js";
import { TOPIC_CLASSIFIER_FILE } from "../src/scripture/topic-classifier.js";
import { serialiseTopicModel, topicFeatures, trainTopicModel, TOPIC_TRAIN_OPTIONS } from "../src/scripture/topic-classifier-model.js";
import { TrainingFingerprint, writeOrCheck } from "../src/guide/classifier/training-fingerprint.js";
import { TOPIC_CLASSIFIER_FILES } from "../src/scripture/topic-corpus/example-files.js";
import { countedWords } from "../src/scripture/topics.js";

type Labelled = { text: string; topics: string[] };

const readableMessages = (): Labelled[] => TOPIC_CLASSIFIER_FILES.flatMap((file) => JSON.parse(readFileSync(file, "utf8")) as Labelled[]);

const trainingExamples = (messages: readonly Labelled[]) =>
  messages.map((m) => ({
    features: topicFeatures(m.text, countedWords(m.text), TOPIC_TRAIN_OPTIONS),
    topics: m.topics,
  }));

/** Where the fingerprint of the committed weights' training inputs is kept. */
export const TOPIC_INPUTS_FILE = TOPIC_CLASSIFIER_FILE.replace(/\.bin$/, ".inputs");

/**
 * A SHA-256 of everything training reads: each readable message's features and topics, the
 * options, the topic ids and the training code (topic-classifier-model.ts). Training is
 * deterministic, so equal fingerprints give equal weights.
 */
export function topicTrainingFingerprint(): string {
  const fingerprint = new TrainingFingerprint(
    { TOPIC_TRAIN_OPTIONS, topics: TOPICS.map((t) => t.id) },
    fileURLToPath(new URL("../src/scripture/topic-classifier-model.ts", import.meta.url)),
  );
  for (const { features, topics } of trainingExamples(readableMessages())) {
    fingerprint.text(topics.join(",")).numbers(features.index).numbers(features.value);
  }
  return fingerprint.digest();
}

/** Trains on these labelled messages (every readable set when none are given) and returns the file's bytes. */
export function buildTopicModelBytes(messages: readonly Labelled[] = readableMessages()): Buffer {
  const examples = trainingExamples(messages);
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
  writeOrCheck(TOPIC_CLASSIFIER_FILE, bytes, () => {
    mkdirSync(dirname(TOPIC_CLASSIFIER_FILE), { recursive: true });
    writeFileSync(TOPIC_CLASSIFIER_FILE, bytes);
    writeFileSync(TOPIC_INPUTS_FILE, `${topicTrainingFingerprint()}\n`);
    console.log(`wrote ${TOPIC_CLASSIFIER_FILE} (${bytes.length} bytes) and its inputs' fingerprint`);
  });
}
