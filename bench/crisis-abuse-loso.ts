// The abuse head (src/guide/classifier/: hashed features and the mean word vector, abuse at home
// against every other message) measured with the whole crisis check, leaving one readable crisis
// set out at a time: the head trained on the other sets and the neighbours drawn from them, the set
// left out read with the whole check beside the check with no abuse head. Prints, per set left out
// and threshold, abuse messages given the crisis reply with help for abuse, direct statements met,
// false alarms and care lines on its everyday messages, and the head's own reading of the set
// (abuse messages it flags, everyday messages it flags): the rules were written from these sets,
// so the check's abuse gains there say little; the head's own reading and the false alarms are
// out of sample. docs/decisions.md, "Abuse head round (session 35)". About 1.5 minutes a set:
//   npx tsx bench/crisis-abuse-loso.ts
//   HELD=blind-20,blind-21 THRESHOLDS=0.9,0.95 npx tsx bench/crisis-abuse-loso.ts
import { abuseHeadExamples } from "../src/guide/classifier/data.js";
import { directDenseFeatures } from "../src/guide/classifier/direct-head-features.js";
import { withAbuseHead } from "../src/guide/classifier/index.js";
import { score, train, TRAIN_OPTIONS } from "../src/guide/classifier/model.js";
import { ABUSE_HEAD_THRESHOLD } from "../src/guide/classifier/train.js";
import { isAbuse, isDirect, isEveryday, type CorpusMessage } from "../src/guide/corpus/categories.js";
import { met, received } from "../src/guide/corpus/evaluate.js";
import { crisisExampleMessages, readableCrisisSets } from "../src/guide/corpus/example-sets.js";
import { withNeighbourPool } from "../src/guide/crisis-neighbours.js";

const HELD = (process.env.HELD ?? "blind-16,blind-17,blind-18,blind-19,blind-20,blind-21").split(",");
const THRESHOLDS = (process.env.THRESHOLDS ?? `0.7,0.8,0.85,${ABUSE_HEAD_THRESHOLD},0.95`).split(",").map(Number);
/** A threshold no score reaches: the check with no abuse head. */
const NO_HEAD = 2;

const examples = abuseHeadExamples();
const sets = new Map(readableCrisisSets());

interface Tally {
  abuse: number;
  direct: number;
  alarms: number;
  care: number;
  headAbuse: number;
  headEveryday: number;
}

function tally(messages: readonly CorpusMessage[], scoreOf: (text: string) => number, threshold: number): Tally {
  const t: Tally = { abuse: 0, direct: 0, alarms: 0, care: 0, headAbuse: 0, headEveryday: 0 };
  for (const m of messages) {
    const r = received(m.text);
    const flagged = scoreOf(m.text) >= threshold;
    if (isAbuse(m.category) && met(m.category, r)) t.abuse++;
    if (isDirect(m.category) && met(m.category, r)) t.direct++;
    if (isEveryday(m.category) && r.outcome === "crisis") t.alarms++;
    if (isEveryday(m.category) && r.outcome === "care") t.care++;
    if (isAbuse(m.category) && flagged) t.headAbuse++;
    if (isEveryday(m.category) && flagged) t.headEveryday++;
  }
  return t;
}

const sums = new Map<number, Tally>();
console.log(
  "| set left out | abuse head at | abuse with help | direct met | false alarms | care lines, everyday | head flags abuse | head flags everyday |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const held of HELD) {
  const messages = sets.get(held)!;
  const heldTexts = new Set(messages.map((m) => m.text));
  const pool = crisisExampleMessages().filter((m) => !heldTexts.has(m.text));
  const head = train(
    examples.filter((e) => e.set !== held),
    TRAIN_OPTIONS,
    directDenseFeatures,
  );
  const scoreOf = (text: string) => score(head, text, directDenseFeatures);
  const count = (pred: (m: CorpusMessage) => boolean) => messages.filter(pred).length;
  for (const threshold of [NO_HEAD, ...THRESHOLDS]) {
    const t = withNeighbourPool(pool, () => withAbuseHead(scoreOf, threshold, () => tally(messages, scoreOf, threshold)));
    const sum = sums.get(threshold) ?? { abuse: 0, direct: 0, alarms: 0, care: 0, headAbuse: 0, headEveryday: 0 };
    for (const key of Object.keys(t) as (keyof Tally)[]) sum[key] += t[key];
    sums.set(threshold, sum);
    const name = threshold === NO_HEAD ? "none" : String(threshold);
    console.log(
      `| ${held} | ${name} | ${t.abuse}/${count((m) => isAbuse(m.category))} | ${t.direct}/${count((m) => isDirect(m.category))} | ${t.alarms}/${count((m) => isEveryday(m.category))} | ${t.care} | ${t.headAbuse} | ${t.headEveryday} |`,
    );
  }
}
for (const [threshold, t] of sums)
  console.log(
    `| all | ${threshold === NO_HEAD ? "none" : threshold} | ${t.abuse} | ${t.direct} | ${t.alarms} | ${t.care} | ${t.headAbuse} | ${t.headEveryday} |`,
  );
