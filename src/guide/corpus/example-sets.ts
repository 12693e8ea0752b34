// The labelled crisis sets, each written by a different author or round. A newly sealed set becomes
// readable only after its blind runs, never before (blind-7.json joined the neighbours in session 23,
// blind-8.json and blind-9.json in session 24; blind-10 to blind-12 and authored-7 and -8 were read
// in session 25 and are the direct head's training data since session 26; blind-13 and blind-14
// since session 27, after their two runs).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AUTHORED_4 } from "./authored-4.js";
import { AUTHORED_5 } from "./authored-5.js";
import { AUTHORED_6 } from "./authored-6.js";
import { AUTHORED_7 } from "./authored-7.js";
import { AUTHORED_8 } from "./authored-8.js";
import type { CorpusMessage } from "./categories.js";

const JSON_SETS = [
  "blind",
  "blind-2",
  "blind-3",
  "blind-4",
  "blind-5",
  "blind-6",
  "blind-7",
  "blind-8",
  "blind-9",
  "blind-10",
  "blind-11",
  "blind-12",
  "blind-13",
  "blind-14",
  "train",
  "authored-3",
];

const readJson = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`./${name}.json`, import.meta.url)), "utf8")) as CorpusMessage[];

/** Every readable labelled crisis set by name, in a fixed order (the direct head's training data and folds). */
export function readableCrisisSets(): [string, readonly CorpusMessage[]][] {
  return [
    ...JSON_SETS.map((name): [string, CorpusMessage[]] => [name, readJson(name)]),
    ["authored-4", AUTHORED_4],
    ["authored-5", AUTHORED_5],
    ["authored-6", AUTHORED_6],
    ["authored-7", AUTHORED_7],
    ["authored-8", AUTHORED_8],
  ];
}

/**
 * The sets the crisis check's word-vector neighbours are drawn from (crisis-neighbours.ts), in
 * their order (a tie goes to the earlier example). Blind-10 joining read the next two authors the
 * same (care lines -1 and +1), authored-7 and -8 (ordinary speech about methods) worse: direct
 * -2 and -1, veiled -3 and -3 (session 26), so they stay out.
 */
const NEIGHBOUR_SETS = [
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
  "authored-4",
  "authored-5",
  "authored-6",
];

/** Every message of the labelled crisis sets the neighbours are drawn from. */
export function crisisExampleMessages(): CorpusMessage[] {
  const sets = new Map(readableCrisisSets());
  return NEIGHBOUR_SETS.flatMap((name) => sets.get(name)!);
}
