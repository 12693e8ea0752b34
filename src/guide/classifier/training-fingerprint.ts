// What both trained models' build scripts share (the crisis heads, classifier/train.ts; the topic
// classifier, data/build-topic-classifier.ts): a SHA-256 of everything a deterministic training
// reads, which the unit suite checks in seconds where a retrain takes minutes, and the scripts'
// `--check`, which retrains and compares the committed file instead of writing it.
import { createHash, type Hash } from "node:crypto";
import { readFileSync } from "node:fs";

export class TrainingFingerprint {
  private readonly hash: Hash = createHash("sha256");

  /** `settings`: options, thresholds and labels, as JSON; `trainingCode`: the training module's file. */
  constructor(settings: unknown, trainingCode: string) {
    this.hash.update(JSON.stringify(settings));
    this.hash.update(readFileSync(trainingCode));
  }

  text(value: string): this {
    this.hash.update(value);
    return this;
  }

  numbers(values: ArrayLike<number>): this {
    this.hash.update(new Uint8Array(Float64Array.from(values).buffer));
    return this;
  }

  digest(): string {
    return this.hash.digest("hex");
  }
}

/** With `--check`, compares `built` with the committed `file` and sets the exit code; otherwise calls `write`. */
export function writeOrCheck(file: string, built: string | Buffer, write: () => void): void {
  if (!process.argv.includes("--check")) return write();
  const same = typeof built === "string" ? built === readFileSync(file, "utf8") : built.equals(readFileSync(file));
  console.log(same ? `${file} is what training writes` : `${file} differs from what training writes`);
  process.exitCode = same ? 0 : 1;
}
