// A trained topic classifier beside the rules, measured leave-one-set-out over every readable topic
// set (TOPIC_CLASSIFIER_FILES: train on the others, read the one left out; blind-5 on are the sets
// the rules were never tuned on): rules alone, the rules with the neighbours (whose examples are
// TOPIC_EXAMPLE_FILES less the set read), the classifier alone (src/scripture/topic-classifier-model.ts,
// its int16 weights as the app reads them), rules with the classifier, and all three; the shipped
// blend's row is topic-blend.ts itself. This is the place every fold is read: since session 28
// topic-leave-one-set-out.test.ts reads only the newest two (CI time).
// Shipped (docs/decisions.md, "A trained topic classifier beside the topic rules"; the blend re-judged
// on seven folds in "Topic round, session 26", on eight in "session 27", on ten in "session 28").
// Eleven trainings since session 29 (8 min at load 1 in session 29; ten took 26 min in session 28
// on two cores shared with other test runs, each about 1.5 min of CPU; PCACHE=dir keeps each training's readings so a second run, or the grid, takes a minute). NEW=blind-7,... names the new authors' folds
// summed in the "new" column (default the newest four):
//   npx tsx bench/topic-classifier-loso.ts
//   GRID=1 TOP=10 npx tsx bench/topic-classifier-loso.ts   # also the blend weights' grid
//   VARIANTS='[["name", {"epochs":60,"rate":3,"l2":1e-5,"vectorWeight":1}, false]]' ...   # other trainings
//   (secondWeight: a later topic's share of the target, sharpen: the weights' scale; session 35)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { TOPICS } from "../data/topics.js";
import { blendTopics } from "../src/scripture/topic-blend.js";
import {
  deserialiseTopicModel,
  serialiseTopicModel,
  topicFeatures,
  topicProbabilities,
  trainTopicModel,
  TOPIC_TRAIN_OPTIONS,
  type Features,
  type TopicTrainOptions,
} from "../src/scripture/topic-classifier-model.js";
import { TOPIC_CLASSIFIER_FILES, TOPIC_EXAMPLE_FILES } from "../src/scripture/topic-corpus/example-files.js";
import { topicNeighbours, type NeighbourVotes, type TopicExample } from "../src/scripture/topic-neighbours.js";
import { countedWords, detectTopicsByRules, type DetectedTopic } from "../src/scripture/topics.js";
import { contentWordCount } from "../src/scripture/word-vectors.js";

const FILES = TOPIC_CLASSIFIER_FILES;
const NAMES = FILES.map((f) => f.split("/").pop()!.replace(".json", ""));
/** The folds the blend is judged on: the newest authors, whom the rules were never tuned on. */
const NEW = process.env.NEW ? process.env.NEW.split(",").map((name) => NAMES.indexOf(name)) : [0, 1, 2, 3].map((k) => FILES.length - 4 + k);
if (NEW.some((i) => i < 0)) throw new Error(`NEW names a set not in ${NAMES.join(", ")}`);
const NEW_LABEL = `${NAMES[NEW[0]]}..${NAMES[NEW[NEW.length - 1]]}`;
const TOPIC_IDS = TOPICS.map((t) => t.id);

interface Item {
  text: string;
  topics: string[];
  rules: DetectedTopic[];
  words: string[];
  cw: number;
  votes?: NeighbourVotes;
  p?: Float64Array;
}

const sets: Item[][] = FILES.map((file) =>
  (JSON.parse(readFileSync(file, "utf8")) as TopicExample[]).map((m) => {
    const rules = detectTopicsByRules(m.text);
    const words = countedWords(m.text);
    return { text: m.text, topics: m.topics, rules, words, cw: contentWordCount(words) };
  }),
);

// Today's neighbours: TOPIC_EXAMPLE_FILES without the held-out set (blind-6 on are no examples).
for (let i = 0; i < sets.length; i++) {
  const examples = TOPIC_EXAMPLE_FILES.filter((f) => f !== FILES[i]).flatMap((f) => JSON.parse(readFileSync(f, "utf8")) as TopicExample[]);
  const votes = topicNeighbours(examples);
  for (const m of sets[i]) m.votes = votes(m.words);
}

const right = (m: Item, id: string | undefined) => (id !== undefined && m.topics.includes(id) ? 1 : 0);

function classify(options: TopicTrainOptions, useCounted: boolean): void {
  // Each fold's readings kept on disk by the training's options and the sets' bytes, when asked.
  const key = createHash("sha256")
    .update(JSON.stringify([options, useCounted]))
    .update(FILES.map((f) => readFileSync(f)).join("\n"))
    .digest("hex")
    .slice(0, 16);
  const cached = process.env.PCACHE ? `${process.env.PCACHE}/${key}.bin` : undefined;
  const K = TOPIC_IDS.length;
  if (cached && existsSync(cached)) {
    const all = new Float64Array(new Uint8Array(readFileSync(cached)).buffer);
    let at = 0;
    for (const s of sets) for (const m of s) m.p = all.slice(K * at, K * ++at);
    return;
  }
  const feats: Features[][] = sets.map((s) => s.map((m) => topicFeatures(useCounted ? m.words.join(" ") : m.text, m.words, options)));
  for (let i = 0; i < sets.length; i++) {
    const train = sets.flatMap((s, j) => (j === i ? [] : s.map((m, k) => ({ features: feats[j][k], topics: m.topics }))));
    // Quantised as the app reads it (the file's int16 weights).
    const model = deserialiseTopicModel(serialiseTopicModel(trainTopicModel(train, TOPIC_IDS, options)));
    sets[i].forEach((m, k) => (m.p = topicProbabilities(model, feats[i][k])));
  }
  if (cached) {
    mkdirSync(process.env.PCACHE!, { recursive: true });
    const all = new Float64Array(K * sets.flat().length);
    sets.flat().forEach((m, at) => all.set(m.p!, K * at));
    writeFileSync(cached, new Uint8Array(all.buffer));
  }
}

interface Blend {
  sure: number;
  cw: number; // classifier weight
  /** The classifier's weight where the rules' best score is at most lowCut (cw above it). */
  cwLow?: number;
  lowCut?: number;
  nw: number; // neighbours weight
  alone: number; // classifier probability to name a topic alone when the rules find nothing (Infinity: never)
  minWords: number;
  neighboursAlone: boolean; // today's neighbours' alone rule as well
  /** When the rules find nothing: the classifier's likeliest named when the neighbours' likeliest agrees and p >= this (session 29). */
  agree?: number;
}

function blend(m: Item, b: Blend): string | undefined {
  const top = m.rules[0]?.score ?? 0;
  if (top > b.sure) return m.rules[0].id;
  const p = m.p!;
  if (!m.rules.length) {
    if (m.cw < b.minWords) return undefined;
    let best = 0;
    for (let k = 1; k < p.length; k++) if (p[k] > p[best]) best = k;
    if (p[best] >= b.alone) return TOPIC_IDS[best];
    if (b.agree !== undefined && p[best] >= b.agree && m.votes!.size) {
      const [id] = [...m.votes!].reduce((a, c) => (c[1] > a[1] ? c : a));
      if (id === TOPIC_IDS[best]) return id;
    }
    if (b.neighboursAlone)
      return blendTopics(m.rules, m.words, m.text, { votesOf: () => m.votes!, probabilitiesOf: () => new Map() })[0]?.id;
    return undefined;
  }
  const cw = b.lowCut !== undefined && top <= b.lowCut ? b.cwLow! : b.cw;
  const scores = new Map(m.rules.map((r) => [r.id, r.score / top]));
  let total = 0;
  for (const v of m.votes!.values()) total += v;
  if (b.nw > 0 && total > 0) for (const [id, v] of m.votes!) scores.set(id, (scores.get(id) ?? 0) + (b.nw * v) / total);
  if (cw > 0) p.forEach((q, k) => scores.set(TOPIC_IDS[k], (scores.get(TOPIC_IDS[k]) ?? 0) + cw * q));
  let bestId = m.rules[0].id;
  let bestScore = -Infinity;
  for (const [id, s] of scores) if (s > bestScore) [bestId, bestScore] = [id, s];
  return bestId;
}

const fmt = (xs: number[]) => xs.map((x) => String(x).padStart(5)).join(" ");
const honest = (xs: number[]) => NEW.reduce((a, i) => a + xs[i], 0);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function figures(pick: (m: Item) => string | undefined): number[] {
  return sets.map((s) => s.reduce((a, m) => a + right(m, pick(m)), 0));
}

const rulesAlone = figures((m) => m.rules[0]?.id);
const today = figures((m) => blendTopics(m.rules, m.words, m.text, { votesOf: () => m.votes!, probabilitiesOf: () => new Map() })[0]?.id);
console.log(`sets            ${NAMES.map((n) => n.padStart(5).slice(-5)).join(" ")}  new (${NEW_LABEL}) total`);
console.log(`sizes           ${fmt(sets.map((s) => s.length))}  ${honest(sets.map((s) => s.length))}`);
console.log(`rules alone     ${fmt(rulesAlone)}  ${honest(rulesAlone)} ${sum(rulesAlone)}`);
console.log(`neighbours      ${fmt(today)}  ${honest(today)} ${sum(today)}`);

// The blend shipped in session 25, the grid's reference (every fold within a point of it): the rules
// sure above 5, the neighbours at 0.5 and the classifier at 0.75 of the rules' best, the classifier
// alone at 0.6 when the rules find nothing (then the neighbours as before).
const SHIPPED: Blend = { sure: 5, cw: 0.75, nw: 0.5, alone: 0.6, minWords: 3, neighboursAlone: true };
// Shipped in session 26 (docs/decisions.md "Topic round, session 26"): the rules sure above 8, the
// classifier at 1.5 where the rules' best is at most 3, alone at 0.5. BLEND='{...}' to vary.
const SESSION_26: Blend = { ...SHIPPED, sure: 8, lowCut: 3, cwLow: 1.5, alone: 0.5 };
// Shipped in session 27 ("Topic round, session 27"): the rules sure above 10, the classifier at 2
// where the rules' best is at most 3 (alone at 0.5 as before).
const SESSION_27: Blend = { ...SESSION_26, sure: 10, cwLow: 2 };
// Shipped in session 28 ("Topic round, session 28"): the rules sure above 12, the classifier at 1
// (2.5 where the rules' best is at most 3; alone at 0.55).
const SESSION_28: Blend = { ...SESSION_27, sure: 12, cw: 1, cwLow: 2.5, alone: 0.55 };
// Shipped in session 29 ("Topic round, session 29"): the classifier at 1.25 (3 where the rules' best
// is at most 3), and named with the neighbours' agreement at 0.3 when the rules find nothing.
const SESSION_29: Blend = { ...SESSION_28, cw: 1.25, cwLow: 3, agree: 0.3 };
const BLEND: Blend = { ...SESSION_29, ...(JSON.parse(process.env.BLEND ?? "{}") as Partial<Blend>) };

const variants: Array<[string, TopicTrainOptions, boolean]> = JSON.parse(process.env.VARIANTS ?? "null") ?? [
  ["candidate", TOPIC_TRAIN_OPTIONS, false],
];
for (const [name, options, useCounted] of variants) {
  const t0 = Date.now();
  classify(options, useCounted);
  const alone = figures((m) => {
    let best = 0;
    m.p!.forEach((q, k) => q > m.p![best] && (best = k));
    return TOPIC_IDS[best];
  });
  console.log(`\n== ${name} ${JSON.stringify(options)} counted=${useCounted} (${Date.now() - t0} ms)`);
  console.log(`classifier alone ${fmt(alone)}  ${honest(alone)} ${sum(alone)}`);
  // Where the rules find nothing: how many the classifier names right at each confidence.
  for (const a of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8]) {
    let named = 0;
    let ok = 0;
    for (const s of sets)
      for (const m of s) {
        if (m.rules.length || m.cw < 1) continue;
        const best = m.p!.reduce((bi, q, k, p) => (q > p[bi] ? k : bi), 0);
        if (m.p![best] >= a) {
          named++;
          ok += right(m, TOPIC_IDS[best]);
        }
      }
    process.stdout.write(`  nothing-by-rules p>=${a}: ${ok}/${named}`);
  }
  console.log();
  // Where the rules are right and wrong by their score: on the new authors' folds, and on the rest.
  for (const [label, folds] of [
    ["new", NEW],
    ["tuned", [0, 1, 2, 3]],
  ] as const)
    for (const [lo, hi] of [
      [-1, 0],
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 5],
      [5, 8],
      [8, 1e9],
    ]) {
      let n = 0,
        r = 0,
        c = 0,
        cOnly = 0,
        rOnly = 0;
      for (const i of folds)
        for (const m of sets[i]) {
          const top = m.rules[0]?.score ?? 0;
          if (lo === -1 ? top !== 0 : !(top > lo && top <= hi)) continue;
          n++;
          const best = m.p!.reduce((bi, q, k, p) => (q > p[bi] ? k : bi), 0);
          const rr = right(m, m.rules[0]?.id),
            cc = right(m, TOPIC_IDS[best]);
          r += rr;
          c += cc;
          if (cc && !rr) cOnly++;
          if (rr && !cc) rOnly++;
        }
      console.log(
        `  ${label} rules score (${lo},${hi}]: ${n} messages, rules right ${r}, classifier right ${c}, classifier only ${cOnly}, rules only ${rOnly}`,
      );
    }
  const withClassifier = figures((m) => blend(m, { ...BLEND, nw: 0 }));
  const shipped = figures((m) => blend(m, SHIPPED));
  // The grid's reference: the blend shipped before this one (session 28's since session 29; REF='{...}' to vary).
  const ref = figures((m) => blend(m, { ...SESSION_28, ...(JSON.parse(process.env.REF ?? "{}") as Partial<Blend>) }));
  const all = figures((m) => blend(m, BLEND));
  // The blend as shipped: topic-blend.ts itself on the fold's classifier (what the test reads).
  const asShipped = figures(
    (m) =>
      blendTopics(m.rules, m.words, m.text, {
        votesOf: () => m.votes!,
        probabilitiesOf: () => new Map(TOPIC_IDS.map((id, k) => [id, m.p![k]])),
      })[0]?.id,
  );
  console.log(`rules + classifier ${fmt(withClassifier)}  ${honest(withClassifier)} ${sum(withClassifier)}`);
  console.log(`session 25's blend ${fmt(shipped)}  ${honest(shipped)} ${sum(shipped)}`);
  console.log(`reference (s. 28) ${fmt(ref)}  ${honest(ref)} ${sum(ref)}`);
  console.log(`all three (BLEND)  ${fmt(all)}  ${honest(all)} ${sum(all)}  ${JSON.stringify(BLEND)}`);
  console.log(`topic-blend.ts     ${fmt(asShipped)}  ${honest(asShipped)} ${sum(asShipped)}`);
  // Where the rules find nothing: how many the blend names a topic for, and rightly.
  for (const [name, pick] of [
    [
      "neighbours",
      (m: Item) => blendTopics(m.rules, m.words, m.text, { votesOf: () => m.votes!, probabilitiesOf: () => new Map() })[0]?.id,
    ],
    ["all three", (m: Item) => blend(m, BLEND)],
  ] as const) {
    const silent = sets.flat().filter((m) => !m.rules.length);
    const named = silent.filter((m) => pick(m) !== undefined);
    console.log(
      `  rules silent on ${silent.length}: ${name} names ${named.length}, ${named.filter((m) => right(m, pick(m))).length} rightly`,
    );
  }
  if (!process.env.GRID) continue;
  // Each blend of the grid against the reference (session 28's; every grid blend has BLEND's agreement rule): the new authors' gain, and the worst fold's change.
  const rows: Array<{ label: string; xs: number[] }> = [];
  const list = (name: string, fallback: string) =>
    (JSON.parse(process.env[name] ?? fallback) as Array<number | null>).map((x) => x ?? Infinity);
  for (const sure of list("SURES", "[5]"))
    for (const cw of list("CWS", "[0.75]"))
      for (const [lowCut, cwLow] of JSON.parse(process.env.LOWS ?? "[[null, null]]") as Array<[number | null, number | null]>)
        for (const nw of list("NWS", "[0.5]"))
          for (const alone of list("ALONES", "[0.6]")) {
            const b: Blend = {
              sure,
              cw,
              nw,
              alone,
              minWords: 3,
              neighboursAlone: true,
              lowCut: lowCut ?? undefined,
              cwLow: cwLow ?? undefined,
              agree: BLEND.agree,
            };
            rows.push({ label: JSON.stringify({ sure, cw, lowCut, cwLow, nw, alone }), xs: figures((m) => blend(m, b)) });
          }
  const worst = (xs: number[]) => Math.min(...xs.map((x, i) => ((x - ref[i]) / sets[i].length) * 100));
  rows.sort((a, b) => honest(b.xs) - honest(a.xs) || sum(b.xs) - sum(a.xs));
  console.log(`-- ${rows.length} blends; best with every fold within 1 pt of the reference`);
  for (const { label, xs } of rows.filter(({ xs }) => worst(xs) > -1).slice(0, Number(process.env.TOP ?? 10)))
    console.log(`${fmt(xs)}  ${honest(xs)} ${sum(xs)}  worst ${worst(xs).toFixed(2)} pt  ${label}`);
  // The choice itself held out: for each new author's fold, the blend the other two new folds pick
  // (every fold within 1 pt of the reference, the held one not looked at) read on the held one.
  for (const held of NEW) {
    const others = NEW.filter((i) => i !== held);
    const ok = rows.filter(({ xs }) => xs.every((x, i) => i === held || ((x - ref[i]) / sets[i].length) * 100 > -1));
    const by = (xs: number[]) => others.reduce((a, i) => a + xs[i], 0);
    const pick = ok.reduce((a, r) => (by(r.xs) > by(a.xs) || (by(r.xs) === by(a.xs) && sum(r.xs) > sum(a.xs)) ? r : a));
    console.log(
      `-- chosen without ${NAMES[held]}: ${NAMES[held]} ${ref[held]} -> ${pick.xs[held]} (${(((pick.xs[held] - ref[held]) / sets[held].length) * 100).toFixed(1)} pt)  ${pick.label}`,
    );
  }
  console.log("-- best overall");
  for (const { label, xs } of rows.slice(0, Number(process.env.TOP ?? 10)))
    console.log(`${fmt(xs)}  ${honest(xs)} ${sum(xs)}  worst ${worst(xs).toFixed(2)} pt  ${label}`);
}
