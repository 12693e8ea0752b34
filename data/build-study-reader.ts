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
import { fileURLToPath } from "node:url";
import { STUDY_READER_FILE } from "../src/guide/embedded/study-reader.js";
import { OLDER_PLAN_SETS, type NamedPlanSet } from "../src/guide/fixtures/pastoral/readable-plan-sets.js";
import { topicFeatures, trainTopicModel, type TopicTrainOptions } from "../src/scripture/topic-classifier-model.js";
import { countedWords } from "../src/scripture/topics.js";
import { inputsFileOf, readerFingerprint, writeReader } from "./trained-reader-build.js";
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
      features: topicFeatures(theme, countedWords(theme), options),
      topics: [STUDY_READING_OF_LABEL[label] ?? NO_READING],
    })),
  );

/** Where the fingerprint of the committed weights' training inputs is kept. */
export const STUDY_READER_INPUTS_FILE = inputsFileOf(STUDY_READER_FILE);

/** A SHA-256 of everything training reads (trained-reader-build.ts). */
export const studyReaderFingerprint = () =>
  readerFingerprint({ STUDY_READER_OPTIONS, STUDY_READER_CLASSES }, trainingExamples(OLDER_PLAN_SETS, STUDY_READER_OPTIONS));

/** The reader trained on these sets (the older plan sets when none are given). */
export function trainStudyReader(sets: readonly NamedPlanSet[] = OLDER_PLAN_SETS, options = STUDY_READER_OPTIONS) {
  return trainTopicModel(trainingExamples(sets, options), STUDY_READER_CLASSES, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  writeReader(STUDY_READER_FILE, trainStudyReader(), studyReaderFingerprint);
