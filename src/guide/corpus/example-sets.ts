// The labelled crisis sets, each written by a different author or round. A newly sealed set becomes
// readable only after its blind runs, never before (blind-7.json joined the neighbours in session 23,
// blind-8.json and blind-9.json in session 24; blind-10 to blind-12 and authored-7 and -8 were read
// in session 25 and are the direct head's training data since session 26; blind-13 and blind-14
// since session 27, after their two runs; blind-15 and blind-16 since session 28; blind-17 since
// session 29; blind-18 since session 30;
// blind-19 since session 31; blind-20 since session 32; blind-21 since session 33; blind-22 since session 34;
// blind-23 since session 35; blind-24 since session 36; blind-25 since session 37; blind-26 since session 38;
// blind-27 since session 39; blind-28 since session 40;
// blind-29 since session 41; blind-30 since session 42;
// blind-31 since session 43; blind-32 since session 44; blind-33 since session 45;
// blind-34 since session 46; blind-35 since session 47; blind-36 since session 48;
// blind-37 since session 49; blind-38 since session 50; blind-39 since session 51;
// blind-40 since session 52; blind-41 since session 53; blind-42 since session 54; blind-43 since session 55; blind-44 since session 56;
// blind-45 since session 57; blind-46 since session 58; blind-47 since session 59; blind-48 since session 60).
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
  "blind-15",
  "blind-16",
  "blind-17",
  "blind-18",
  "blind-19",
  "blind-20",
  "blind-21",
  "blind-22",
  "blind-23",
  "blind-24",
  "blind-25",
  "blind-26",
  "blind-27",
  "blind-28",
  "blind-29",
  "blind-30",
  "blind-31",
  "blind-32",
  "blind-33",
  "blind-34",
  "blind-35",
  "blind-36",
  "blind-37",
  "blind-38",
  "blind-39",
  "blind-40",
  "blind-41",
  "blind-42",
  "blind-43",
  "blind-44",
  "blind-45",
  "blind-46",
  "blind-47",
  "blind-48",
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
 * The sets the crisis check's neighbours are NOT drawn from: authored-7 and -8 (ordinary speech
 * about methods) read the next authors worse in session 26 (direct -2 and -1, veiled -3 and -3).
 * Every other readable set is: in session 28, leaving each of the four newest authors out of the
 * pool (and of the care head's training) met 5 more of their direct statements and 23 more veiled
 * signs, with 16 fewer care lines, than the pool of the sets up to blind-9 with session 27's care
 * head (bench/crisis-care-loso.ts). A tie goes to the earlier example, in readableCrisisSets' order.
 */
const NOT_NEIGHBOURS = new Set(["authored-7", "authored-8"]);

/** Every message of the labelled crisis sets the neighbours are drawn from. */
export function crisisExampleMessages(): CorpusMessage[] {
  return readableCrisisSets()
    .filter(([name]) => !NOT_NEIGHBOURS.has(name))
    .flatMap(([, messages]) => messages);
}
