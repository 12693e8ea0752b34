// Trains the two crisis heads and writes weights.generated.ts. Run from the repository root:
//   npm run build:crisis-classifier            (writes the file)
//   npm run build:crisis-classifier -- --check (retrains and fails if the file differs)
//  - care head (crisis vs ordinary; adds only the gentle care line, and is a second reader for the
//    crisis reply): data.ts's careHeadExamples (the older labelled fixtures, never
//    crisis-heldout-2.ts, and every readable crisis set); its threshold, CARE_HEAD_THRESHOLD, was
//    chosen leaving one set out with the whole crisis check (bench/crisis-care-loso.ts,
//    docs/decisions.md "A care side that reads every set");
//  - direct head (direct statements vs ordinary; raises the full crisis reply when no rule did):
//    hashed features and the message's mean word vector (direct-head-features.ts), trained on every
//    readable crisis set (data.ts's directHeadExamples); its threshold, DIRECT_HEAD_THRESHOLD, was
//    chosen leaving one set out with the whole crisis check (bench/crisis-direct-loso.ts,
//    docs/decisions.md "A direct head that reads meaning");
//  - abuse head (abuse at home vs every other message; adds help for abuse to the crisis reply, or
//    raises it with that help when the concern rules or the care head hear distress too): the
//    direct head's features, trained on every readable crisis set (data.ts's abuseHeadExamples); its threshold,
//    ABUSE_HEAD_THRESHOLD, was chosen leaving one set out with the whole crisis check
//    (bench/crisis-abuse-loso.ts, docs/decisions.md "Abuse head round (session 35)").
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { abuseHeadExamples, careHeadExamples, directHeadExamples } from "./data.js";
import { directDenseFeatures } from "./direct-head-features.js";
import { BUCKETS, vector } from "./features.js";
import { train, TRAIN_OPTIONS } from "./model.js";
import { TrainingFingerprint, writeOrCheck } from "./training-fingerprint.js";

/**
 * The care head flags a message at this score. Leaving each of the four newest authors' sets out in
 * turn (blind-13 to -16: the care head trained on every other readable set and the neighbours drawn
 * from them too; bench/crisis-care-loso.ts), against session 27's care side (the care head on the
 * older fixtures and the first corpus sets at 0.76, the neighbours from the sets up to blind-9):
 * 0.76 met 5 more direct statements of 867 and 23 more veiled signs of 985, with 16 fewer care
 * lines and 1 fewer false alarm on 2,275 everyday messages; 0.7 +7 direct, +25 veiled, -1 care
 * line; 0.8 +1 direct, +13 veiled, -16 care lines, -2 false alarms. The labelled plan sets' 312
 * everyday messages kept 11 to 13 care lines (12 before).
 */
export const CARE_HEAD_THRESHOLD = 0.76;
/**
 * The direct head flags a message at this score. Leaving each of the 19 readable sets out in turn
 * (train on the rest, run the whole crisis check on the set left out; bench/crisis-direct-loso.ts),
 * against the check with no head at all, on the four blind sets by new authors (blind-7, -9, -11,
 * -12): 0.9 met 16 more direct statements for 1 more false alarm in 2,061 everyday messages; 0.85
 * +25 for +2; 0.8 +28 for +4. Over all 19 sets 0.85 added 28 false alarms and 0.9 15, most on
 * authored-6's twins of direct statements ("i've made up my mind, it's going to be pizza
 * tonight"); 0.85 also flagged "how do i forgive myself?", a message a faith app hears daily.
 */
export const DIRECT_HEAD_THRESHOLD = 0.9;
/**
 * Below DIRECT_HEAD_THRESHOLD, the head's "likely" level: crisis.ts then asks a word of risk and a
 * second reader (the concern rules or the care head) too. Leaving each of the 21 readable sets out
 * in turn (session 27, blind-13 and -14 in the other folds' training; bench/crisis-direct-loso.ts),
 * on the four newest authors (blind-11 to -14) 0.9 alone met 16 more direct statements than no head
 * for no false alarm; 0.9 with "likely" at 0.8 met 20 for none; at 0.75 22 for 1; at 0.7 23 for 2.
 * Over all 21 sets 0.8 added 9 direct statements for 4 false alarms beside 0.9 alone.
 */
export const DIRECT_LIKELY = 0.8;

/**
 * The abuse head is sure at this score. Leaving each of the six newest older authors out in turn
 * (blind-16 to -21: the head trained on every other readable set, the neighbours drawn from them;
 * bench/crisis-abuse-loso.ts), the check met 351 of their 357 abuse messages with help at 0.85 and
 * 0.9 and 350 at 0.95 (349 with no head: the rules, written from these sets, meet nearly all), with
 * no false alarm added at any; the head on its own flagged 277, 247 and 166 of the abuse messages
 * and 6, 2 and 2 of 3,610 everyday ones. 0.95, not 0.9: at 0.9 one more of the held-out plan sets'
 * messages got the crisis reply (docs/decisions.md, "Abuse head round (session 35)").
 */
export const ABUSE_HEAD_THRESHOLD = 0.95;

/** Weights quantised to int16 (little-endian, base64) with one scale, so the file stays small. */
function quantise(weights: ArrayLike<number>): { scale: number; data: string } {
  let max = 0;
  for (let i = 0; i < weights.length; i++) max = Math.max(max, Math.abs(weights[i]));
  const scale = max / 32767 || 1;
  const buf = Buffer.alloc(weights.length * 2);
  for (let i = 0; i < weights.length; i++) buf.writeInt16LE(Math.round(weights[i] / scale), i * 2);
  return { scale: Number(scale.toPrecision(8)), data: buf.toString("base64") };
}

function careHeadBlock(): string[] {
  const examples = careHeadExamples();
  const model = train(examples);
  const { scale, data } = quantise(model.weights);
  const positives = examples.filter((e) => e.crisis).length;
  return [
    `// CRISIS_MODEL_DATA: ${examples.length} messages of the older fixtures and every readable crisis set (${positives} crisis, ${examples.length - positives} ordinary); threshold chosen leaving one set out.`,
    "export const CRISIS_MODEL_DATA = {",
    `  buckets: ${BUCKETS},`,
    `  bias: ${Number(model.bias.toPrecision(8))},`,
    `  threshold: ${CARE_HEAD_THRESHOLD},`,
    `  scale: ${scale},`,
    `  weights: "${data}",`,
    "} as const;",
  ];
}

/**
 * A head that reads the hashed features and the mean word vector (the direct and abuse heads),
 * trained on `examples` and written as `name` with its header comment and thresholds.
 */
function wordVectorHeadBlock(
  name: string,
  examples: ReturnType<typeof directHeadExamples>,
  describe: (positives: number, others: number) => string,
  thresholds: Record<string, number>,
): string[] {
  const model = train(examples, TRAIN_OPTIONS, directDenseFeatures);
  const hashed = quantise(model.weights);
  const dense = quantise(model.denseWeights!);
  const positives = examples.filter((e) => e.crisis).length;
  return [
    `// ${name}: ${describe(positives, examples.length - positives)}; hashed features and the mean word vector; threshold chosen leaving one set out.`,
    `export const ${name} = {`,
    `  buckets: ${BUCKETS},`,
    `  bias: ${Number(model.bias.toPrecision(8))},`,
    ...Object.entries(thresholds).map(([key, value]) => `  ${key}: ${value},`),
    `  scale: ${hashed.scale},`,
    `  weights: "${hashed.data}",`,
    `  denseScale: ${dense.scale},`,
    `  denseWeights: "${dense.data}",`,
    "} as const;",
  ];
}

function directHeadBlock(): string[] {
  const examples = directHeadExamples();
  return wordVectorHeadBlock(
    "DIRECT_MODEL_DATA",
    examples,
    (positives, others) => `${examples.length} messages of every readable crisis set (${positives} direct statements, ${others} ordinary)`,
    { threshold: DIRECT_HEAD_THRESHOLD, likely: DIRECT_LIKELY },
  );
}

function abuseHeadBlock(): string[] {
  const examples = abuseHeadExamples();
  return wordVectorHeadBlock(
    "ABUSE_MODEL_DATA",
    examples,
    (positives, others) =>
      `${examples.length} messages of every readable crisis set and the older fixtures' ordinary ones (${positives} abuse at home, ${others} other)`,
    { threshold: ABUSE_HEAD_THRESHOLD },
  );
}

/**
 * A SHA-256 of everything training reads: each head's examples as the features it trains on (the
 * hashed features, and the direct head's word-vector mean), their labels, the options, thresholds
 * and the training code (model.ts). Equal fingerprints give equal weights (training is
 * deterministic), so the unit suite checks this in seconds where a retrain takes minutes; `npm run
 * build:crisis-classifier -- --check` retrains and compares the whole file.
 */
export function trainingInputsFingerprint(): string {
  const fingerprint = new TrainingFingerprint(
    { TRAIN_OPTIONS, BUCKETS, CARE_HEAD_THRESHOLD, DIRECT_HEAD_THRESHOLD, DIRECT_LIKELY, ABUSE_HEAD_THRESHOLD },
    fileURLToPath(new URL("./model.ts", import.meta.url)),
  );
  const addExamples = (examples: readonly { text: string; crisis: boolean }[], dense: boolean) => {
    for (const e of examples) {
      const { index, value } = vector(e.text);
      fingerprint
        .text(e.crisis ? "+" : "-")
        .numbers(index)
        .numbers(value);
      if (dense) fingerprint.numbers(directDenseFeatures(e.text));
    }
  };
  fingerprint.text("care");
  addExamples(careHeadExamples(), false);
  fingerprint.text("direct");
  addExamples(directHeadExamples(), true);
  fingerprint.text("abuse");
  addExamples(abuseHeadExamples(), true);
  return fingerprint.digest();
}

const FINGERPRINT_LINE = "// Training inputs' SHA-256: ";

/** The fingerprint weights.generated.ts was written from (its header line). */
export function recordedFingerprint(file: string): string | undefined {
  return file
    .split("\n")
    .find((line) => line.startsWith(FINGERPRINT_LINE))
    ?.slice(FINGERPRINT_LINE.length);
}

/** The full text of weights.generated.ts (deterministic: same data, same file). */
function buildModelFile(): string {
  return [
    "// GENERATED by src/guide/classifier/train.ts — do not edit. Regenerate with:",
    "//   npm run build:crisis-classifier",
    `// Options ${JSON.stringify(TRAIN_OPTIONS)}; every head's threshold chosen leaving one labelled set out.`,
    `${FINGERPRINT_LINE}${trainingInputsFingerprint()}`,
    ...careHeadBlock(),
    ...directHeadBlock(),
    ...abuseHeadBlock(),
    "",
  ].join("\n");
}

export const MODEL_FILE = fileURLToPath(new URL("./weights.generated.ts", import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = buildModelFile();
  writeOrCheck(MODEL_FILE, built, () => {
    writeFileSync(MODEL_FILE, built);
    console.log(`wrote ${MODEL_FILE}`);
  });
}
