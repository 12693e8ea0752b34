// The labelled crisis sets whose messages the crisis check's word-vector neighbours are
// (crisis-neighbours.ts), each written by a different author or round. A newly sealed set joins
// this list only after its single blind run, never before (blind-7.json joined in session 23,
// blind-8.json and blind-9.json in session 24).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AUTHORED_4 } from "./authored-4.js";
import { AUTHORED_5 } from "./authored-5.js";
import { AUTHORED_6 } from "./authored-6.js";
import type { CorpusMessage } from "./categories.js";

const JSON_SETS = ["train", "authored-3", "blind", "blind-2", "blind-3", "blind-4", "blind-5", "blind-6", "blind-7", "blind-8", "blind-9"];

/** Every message of the labelled crisis sets the neighbours are drawn from. */
export function crisisExampleMessages(): CorpusMessage[] {
  const fromJson = JSON_SETS.flatMap(
    (name) => JSON.parse(readFileSync(fileURLToPath(new URL(`./${name}.json`, import.meta.url)), "utf8")) as CorpusMessage[],
  );
  return [...fromJson, ...AUTHORED_4, ...AUTHORED_5, ...AUTHORED_6];
}
