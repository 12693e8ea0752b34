// The training data: the crisis corpus's TRAINING split (src/guide/corpus/train.json), the first
// and second blind sets (blind.json, blind-2.json: each read once for its figures, so training
// material since; the third blind set is written elsewhere and never seen here) plus every
// crisis/non-crisis labelled message in the older fixtures EXCEPT crisis-heldout-2.ts, which stays
// an untouched generalisation estimate.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CorpusMessage } from "../corpus/categories.js";
import { isAbuse, isCrisisCategory, isDirect, isEveryday as isEverydayCategory } from "../corpus/categories.js";
import { BLIND_MESSAGES } from "../fixtures/blind-messages.js";
import { CRISIS_HELDOUT } from "../fixtures/crisis-heldout.js";
import { FINAL_BLIND_MESSAGES } from "../fixtures/final-blind-messages.js";
import { HELD_OUT_MESSAGES } from "../fixtures/held-out-messages.js";
import { LABELLED_MESSAGES } from "../fixtures/labelled-messages.js";
import { readableCrisisSets } from "../corpus/example-sets.js";

export interface Example {
  text: string;
  crisis: boolean;
  /**
   * For the direct head: true for a direct statement (intent, plan, method, means, timing), false
   * for an ordinary message, undefined when the message is a crisis of another kind (veiled,
   * abuse, or an older fixture without a category), which that head does not learn from.
   */
  direct: boolean | undefined;
  set: string;
  /** Labelled topics (empty for crisis messages and unlabelled ordinary ones). */
  topics: readonly string[];
  /** The corpus category, when the example comes from the corpus. */
  category?: string;
  /** Cross-validation key: a corpus message's group (so variants share a fold), else its text. */
  foldKey: string;
}

const TRAIN_SPLIT = fileURLToPath(new URL("../corpus/train.json", import.meta.url));
const FIRST_BLIND_SPLIT = fileURLToPath(new URL("../corpus/blind.json", import.meta.url));
const SECOND_BLIND_SET = fileURLToPath(new URL("../corpus/blind-2.json", import.meta.url));

/** A labelled crisis set's message as an example of `set`: a crisis of any kind, direct or not, its group the fold key. */
function corpusExample(m: CorpusMessage, set: string): Example {
  const direct = isDirect(m.category) ? true : isEverydayCategory(m.category) ? false : undefined;
  return { text: m.text, crisis: isCrisisCategory(m.category), direct, set, topics: [], category: m.category, foldKey: m.group };
}

export function trainingExamples(): Example[] {
  const out: Example[] = [];
  const seen = new Set<string>();
  const push = (e: Omit<Example, "foldKey"> & { foldKey?: string }) => {
    if (seen.has(e.text)) return;
    seen.add(e.text);
    out.push({ ...e, foldKey: e.foldKey ?? e.text });
  };
  for (const [set, list] of [
    ["labelled", LABELLED_MESSAGES],
    ["held-out", HELD_OUT_MESSAGES],
    ["blind", BLIND_MESSAGES],
    ["final-blind", FINAL_BLIND_MESSAGES],
  ] as const) {
    for (const m of list) push({ text: m.text, crisis: m.crisis, direct: m.crisis ? undefined : false, set, topics: m.topics });
  }
  for (const text of CRISIS_HELDOUT.crisis) push({ text, crisis: true, direct: undefined, set: "heldout-1", topics: [] });
  for (const text of CRISIS_HELDOUT.ordinary) push({ text, crisis: false, direct: false, set: "heldout-1", topics: [] });
  const corpus = [TRAIN_SPLIT, FIRST_BLIND_SPLIT, SECOND_BLIND_SET].flatMap(
    (file) => JSON.parse(readFileSync(file, "utf8")) as CorpusMessage[],
  );
  for (const m of corpus) push(corpusExample(m, "corpus-train"));
  return out;
}

/**
 * The care head's examples: trainingExamples, then every readable crisis set's messages (a crisis
 * of any kind against everyday messages and hard negatives), each message once, `set` naming its
 * set (the folds of bench/crisis-care-loso.ts). Never a sealed set.
 */
export function careHeadExamples(): Example[] {
  const out = trainingExamples();
  const seen = new Set(out.map((e) => e.text));
  for (const [set, messages] of readableCrisisSets()) {
    for (const m of messages) {
      if (seen.has(m.text)) continue;
      seen.add(m.text);
      out.push(corpusExample(m, set));
    }
  }
  return out;
}

/**
 * The direct head's examples: the older fixtures' ordinary messages (the set "fixtures"), then
 * every readable crisis set's direct statements and ordinary messages (veiled signs and abuse are
 * left out: that head does not learn them), each message once, `set` naming its set (the folds of
 * bench/crisis-direct-loso.ts). Never a sealed set.
 */
export function directHeadExamples(): Example[] {
  const fixtures = trainingExamples().filter((e) => e.set !== "corpus-train" && e.direct !== undefined);
  const seen = new Set(fixtures.map((e) => e.text));
  const out: Example[] = fixtures.map((e) => ({ ...e, set: "fixtures", crisis: e.direct === true }));
  for (const [set, messages] of readableCrisisSets()) {
    for (const m of messages) {
      if (seen.has(m.text) || !(isDirect(m.category) || isEverydayCategory(m.category))) continue;
      seen.add(m.text);
      // This head's positives are the direct statements only.
      out.push({ ...corpusExample(m, set), crisis: isDirect(m.category) });
    }
  }
  return out;
}

/**
 * The abuse head's examples: the older fixtures' ordinary messages (the set "fixtures"), then every
 * readable crisis set's messages, abuse at home against everything else (direct statements, veiled
 * signs, everyday messages and hard negatives), each message once, `set` naming its set (the folds
 * of bench/crisis-abuse-loso.ts). Never a sealed set.
 */
export function abuseHeadExamples(): Example[] {
  const fixtures = trainingExamples().filter((e) => e.set !== "corpus-train" && e.direct === false);
  const seen = new Set(fixtures.map((e) => e.text));
  const out: Example[] = fixtures.map((e) => ({ ...e, set: "fixtures", crisis: false }));
  for (const [set, messages] of readableCrisisSets()) {
    for (const m of messages) {
      if (seen.has(m.text)) continue;
      seen.add(m.text);
      // This head's positives are abuse at home only.
      out.push({ ...corpusExample(m, set), crisis: isAbuse(m.category) });
    }
  }
  return out;
}
