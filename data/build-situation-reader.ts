/**
 * Builds the trained situation reader the guide ships: data/situation-reader/weights.bin, a
 * softmax regression (src/scripture/topic-classifier-model.ts, the topic classifier's learner) over
 * the bank situations of SITUATION_OF_LABEL, trained on the older readable plan sets' weekly
 * threads (OLDER_PLAN_SETS; never the held-out pair nor a sealed set), each thread's pastoral label
 * mapped to its situation. Deterministic: the same threads give the same bytes. Seconds:
 *   npm run build:situation-reader        # = npx tsx data/build-situation-reader.ts
 * Rebuild after an older plan set changes or joins the list. It also writes weights.inputs, a
 * SHA-256 of what training reads; situation-reader.test.ts checks it. `--check` retrains and compares.
 */
import { fileURLToPath } from "node:url";
import { SITUATION_READER_FILE, threadText } from "../src/guide/embedded/situation-reader.js";
import { OLDER_PLAN_SETS, type NamedPlanSet } from "../src/guide/fixtures/pastoral/readable-plan-sets.js";
import { topicFeatures, trainTopicModel, type TopicTrainOptions } from "../src/scripture/topic-classifier-model.js";
import { countedWords } from "../src/scripture/topics.js";
import { inputsFileOf, readerFingerprint, writeReader } from "./trained-reader-build.js";
import { SITUATION_OF_LABEL } from "./situation-reader-targets.js";

// A label with no situation of its own (growth) is still a class, so the reader learns to name
// nothing for such threads rather than force them into a hurt.
const NO_SITUATION = "none";

export const SITUATION_READER_OPTIONS: TopicTrainOptions = { epochs: 40, rate: 3, l2: 1e-5, vectorWeight: 1 };

/** The classes, in a fixed order: every mapped situation, then the class that names none. */
export const READER_CLASSES: readonly string[] = [...new Set(Object.values(SITUATION_OF_LABEL)), NO_SITUATION];

const trainingExamples = (sets: readonly NamedPlanSet[]) =>
  sets.flatMap(([, weekly]) =>
    weekly.map((thread) => {
      const text = threadText(thread.recent);
      return {
        features: topicFeatures(text, countedWords(text), SITUATION_READER_OPTIONS),
        topics: [SITUATION_OF_LABEL[thread.label] ?? NO_SITUATION],
      };
    }),
  );

/** Where the fingerprint of the committed weights' training inputs is kept. */
export const SITUATION_READER_INPUTS_FILE = inputsFileOf(SITUATION_READER_FILE);

/** A SHA-256 of everything training reads (trained-reader-build.ts). */
export const situationReaderFingerprint = () =>
  readerFingerprint({ SITUATION_READER_OPTIONS, READER_CLASSES }, trainingExamples(OLDER_PLAN_SETS));

/** The reader trained on these sets (the older plan sets when none are given). */
export function trainSituationReader(sets: readonly NamedPlanSet[] = OLDER_PLAN_SETS, options = SITUATION_READER_OPTIONS) {
  return trainTopicModel(trainingExamples(sets), READER_CLASSES, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  writeReader(SITUATION_READER_FILE, trainSituationReader(), situationReaderFingerprint);
