/**
 * What building a trained reader (build-situation-reader.ts, build-study-reader.ts) does the same
 * way for each: the fingerprint of its training inputs, kept beside its weights as `.inputs`, and
 * writing (or, with `--check`, comparing) the weights and that fingerprint.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { serialiseTopicModel, type Features, type TopicModel } from "../src/scripture/topic-classifier-model.js";
import { TrainingFingerprint, writeOrCheck } from "../src/guide/classifier/training-fingerprint.js";

/** Where the fingerprint of a reader's committed weights' training inputs is kept. */
export const inputsFileOf = (weightsFile: string) => weightsFile.replace(/\.bin$/, ".inputs");

/**
 * A SHA-256 of everything training reads: `settings` (its options and classes, by name), each
 * example's features and class, and the training code.
 */
export function readerFingerprint(
  settings: Record<string, unknown>,
  examples: readonly { features: Features; topics: readonly string[] }[],
): string {
  const fingerprint = new TrainingFingerprint(
    settings,
    fileURLToPath(new URL("../src/scripture/topic-classifier-model.ts", import.meta.url)),
  );
  for (const { features, topics } of examples) fingerprint.text(topics.join(",")).numbers(features.index).numbers(features.value);
  return fingerprint.digest();
}

/** Writes (or with `--check` compares) a reader's weights, and its inputs' fingerprint beside them. */
export function writeReader(weightsFile: string, model: TopicModel, fingerprint: () => string): void {
  const bytes = serialiseTopicModel(model);
  writeOrCheck(weightsFile, bytes, () => {
    mkdirSync(dirname(weightsFile), { recursive: true });
    writeFileSync(weightsFile, bytes);
    writeFileSync(inputsFileOf(weightsFile), `${fingerprint()}\n`);
    console.log(`wrote ${weightsFile} (${bytes.length} bytes) and its inputs' fingerprint`);
  });
}
