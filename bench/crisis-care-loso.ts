// The care side of the crisis check (the care head and the word-vector neighbours, which give the
// gentle care line and a second reader for the crisis reply) measured leaving one of the newest
// authors' sets out: the care head trained on every other readable set (data.ts careHeadExamples)
// and the neighbours drawn from them (example-sets.ts), the set left out read with the whole
// check, beside session 27's care side (the care head on the older fixtures and the first corpus
// sets, the neighbours from the sets up to blind-9). Prints, per set left out, direct statements
// and veiled signs met, care lines and false alarms on its everyday messages, and the everyday
// messages of the labelled plan sets given a care line or more (issue 15: at most 5 %).
// docs/decisions.md, "A care side that reads every set". About 3 minutes a set:
//   npx tsx bench/crisis-care-loso.ts
//   HELD=blind-15,blind-16 THRESHOLDS=0.7,0.76,0.8 npx tsx bench/crisis-care-loso.ts
import { careHeadExamples, trainingExamples } from "../src/guide/classifier/data.js";
import { withCareHead } from "../src/guide/classifier/index.js";
import { directDenseFeatures } from "../src/guide/classifier/direct-head-features.js";
import { score, train, TRAIN_OPTIONS } from "../src/guide/classifier/model.js";
import { CARE_HEAD_THRESHOLD } from "../src/guide/classifier/train.js";
import { isDirect, isEveryday, isVeiled, type CorpusMessage } from "../src/guide/corpus/categories.js";
import { received } from "../src/guide/corpus/evaluate.js";
import { crisisExampleMessages, readableCrisisSets } from "../src/guide/corpus/example-sets.js";
import { withNeighbourPool } from "../src/guide/crisis-neighbours.js";
import { everydayPlanMessages } from "./support/everyday-plan-messages.js";

const HELD = (process.env.HELD ?? "blind-13,blind-14,blind-15,blind-16").split(",");
// CARE_DENSE=1: the care head also reads the message's mean word vector, as the direct head does.
const denseOf = process.env.CARE_DENSE ? directDenseFeatures : undefined;
const THRESHOLDS = (process.env.THRESHOLDS ?? `${CARE_HEAD_THRESHOLD},0.7,0.8`).split(",").map(Number);
// Session 27's care side: its neighbours' sets, in their order, and its care head's threshold.
const SESSION_27_POOL = [
  "train",
  "authored-3",
  "blind",
  "blind-2",
  "blind-3",
  "blind-4",
  "blind-5",
  "blind-6",
  "blind-7",
  "blind-8",
  "blind-9",
];
const SESSION_27_POOL_AUTHORED = ["authored-4", "authored-5", "authored-6"];
const SESSION_27_THRESHOLD = 0.76;

const sets = new Map(readableCrisisSets());
const planMessages = everydayPlanMessages();

interface Tally {
  direct: number;
  veiled: number;
  care: number;
  alarms: number;
}

function tally(messages: readonly CorpusMessage[]): Tally {
  const t: Tally = { direct: 0, veiled: 0, care: 0, alarms: 0 };
  for (const m of messages) {
    const { outcome } = received(m.text);
    if (isDirect(m.category) && outcome === "crisis") t.direct++;
    if (isVeiled(m.category) && outcome !== "none") t.veiled++;
    if (isEveryday(m.category) && outcome === "care") t.care++;
    if (isEveryday(m.category) && outcome === "crisis") t.alarms++;
  }
  return t;
}

const planCare = () => planMessages.filter((text) => received(text).outcome !== "none").length;
const row = (name: string, t: Tally) =>
  `| ${name} | ${t.direct} | ${t.veiled} | ${t.care} | ${t.alarms} | ${planCare()}/${planMessages.length} |`;

const session27Pool = [...SESSION_27_POOL, ...SESSION_27_POOL_AUTHORED].flatMap((name) => sets.get(name)!);
const session27Head = train(trainingExamples());
const session27Score = (text: string) => score(session27Head, text);

for (const held of HELD) {
  const messages = sets.get(held)!;
  const count = (pred: (m: CorpusMessage) => boolean) => messages.filter(pred).length;
  console.log(
    `\n${held}: ${count((m) => isDirect(m.category))} direct, ${count((m) => isVeiled(m.category))} veiled, ${count((m) => isEveryday(m.category))} everyday`,
  );
  console.log("| care side | direct met | veiled met | care lines, everyday | false alarms | plan everyday with care or crisis |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  withNeighbourPool(session27Pool, () =>
    withCareHead(session27Score, SESSION_27_THRESHOLD, () => console.log(row("session 27's", tally(messages)))),
  );
  const heldTexts = new Set(messages.map((m) => m.text));
  const pool = crisisExampleMessages().filter((m) => !heldTexts.has(m.text));
  const head = train(
    careHeadExamples().filter((e) => e.set !== held),
    TRAIN_OPTIONS,
    denseOf,
  );
  const scoreOf = (text: string) => score(head, text, denseOf);
  for (const threshold of THRESHOLDS)
    withNeighbourPool(pool, () =>
      withCareHead(scoreOf, threshold, () => console.log(row(`every other set, care head at ${threshold}`, tally(messages)))),
    );
}
