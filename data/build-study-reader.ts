/**
 * Builds the trained study reader the guide ships: data/study-reader/weights.bin, a softmax
 * regression (src/scripture/topic-classifier-model.ts, the topic classifier's learner) over the
 * study readings of STUDY_READING_OF_LABEL (bank situations and teaching themes), trained on the
 * older readable plan sets' study themes (OLDER_PLAN_SETS; never the held-out pair nor a sealed
 * set), each theme's label mapped to its reading. Deterministic: the same themes give the same
 * bytes. Seconds:
 *   npm run build:study-reader        # = npx tsx data/build-study-reader.ts
 * Rebuild after an older plan set changes or joins the list. It also writes weights.inputs, a
 * SHA-256 of what training reads; study-reader.test.ts checks it. `--check` retrains and compares.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { STUDY_READER_FILE } from "../src/guide/embedded/study-reader.js";
import { OLDER_PLAN_SETS, type NamedPlanSet } from "../src/guide/fixtures/pastoral/readable-plan-sets.js";
import { serialiseTopicModel, topicFeatures, trainTopicModel, type TopicTrainOptions } from "../src/scripture/topic-classifier-model.js";
import { countedWords } from "../src/scripture/topics.js";
import { TrainingFingerprint, writeOrCheck } from "../src/guide/classifier/training-fingerprint.js";
import { STUDY_READING_OF_LABEL } from "./study-reader-targets.js";

// A label with no reading of its own (growth) is still a class, so the reader learns to name
// nothing for such themes rather than force them into another.
const NO_READING = "none";

export const STUDY_READER_OPTIONS: TopicTrainOptions = { epochs: 40, rate: 3, l2: 1e-5, vectorWeight: 1 };

/** The classes, in a fixed order: every mapped reading, then the class that names none. */
export const STUDY_READER_CLASSES: readonly string[] = [...new Set(Object.values(STUDY_READING_OF_LABEL)), NO_READING];

const trainingExamples = (sets: readonly NamedPlanSet[], options: TopicTrainOptions) =>
  sets.flatMap(([, , study]) =>
    study.map(({ theme, label }) => ({
      features: topicFeatures(theme, countedWords(theme), options.vectorWeight),
      topics: [STUDY_READING_OF_LABEL[label] ?? NO_READING],
    })),
  );

/** Where the fingerprint of the committed weights' training inputs is kept. */
export const STUDY_READER_INPUTS_FILE = STUDY_READER_FILE.replace(/\.bin$/, ".inputs");

/** A SHA-256 of everything training reads: each theme's features and class, the options, the classes and the training code. */
export function studyReaderFingerprint(): string {
  const fingerprint = new TrainingFingerprint(
    { STUDY_READER_OPTIONS, STUDY_READER_CLASSES },
    fileURLToPath(new URL("../src/scripture/topic-classifier-model.ts", import.meta.url)),
  );
  for (const { features, topics } of trainingExamples(OLDER_PLAN_SETS, STUDY_READER_OPTIONS)) {
    fingerprint.text(topics.join(",")).numbers(features.index).numbers(features.value);
  }
  return fingerprint.digest();
}

/** The reader trained on these sets (the older plan sets when none are given). */
export function trainStudyReader(sets: readonly NamedPlanSet[] = OLDER_PLAN_SETS, options = STUDY_READER_OPTIONS) {
  return trainTopicModel(trainingExamples(sets, options), STUDY_READER_CLASSES, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bytes = serialiseTopicModel(trainStudyReader());
  writeOrCheck(STUDY_READER_FILE, bytes, () => {
    mkdirSync(dirname(STUDY_READER_FILE), { recursive: true });
    writeFileSync(STUDY_READER_FILE, bytes);
    writeFileSync(STUDY_READER_INPUTS_FILE, `${studyReaderFingerprint()}\n`);
    console.log(`wrote ${STUDY_READER_FILE} (${bytes.length} bytes) and its inputs' fingerprint`);
  });
}
