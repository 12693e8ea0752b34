// The twenty-ninth blind set (blind-29.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 40 before its work). Nobody has read it; only
// its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND29_FILE = fileURLToPath(new URL("./blind-29.json", import.meta.url));

// Before (session 40's starting code 2f1cac7, 2026-11-30: blind-27 in the three heads and the
// neighbours): direct 236/255 (92.5 %: intent 58/60, plan 58/60, method 35/45, means 41/45, timing
// 44/45), veiled 236/246 (95.9 %: farewell 37/41, giving away 40/41, burden 39/41, no way out 41/41,
// self-harm 41/41, withdrawal 38/41), abuse with abuse help 43/53 (81.1 %), false alarms 7/566
// everyday incl. hard negatives (1.2 %; 0/322 everyday, 7/244 hard negatives), care line on 22/566
// (3.9 %). Run once more on its final code (ab52d4c: the join of blind-28 with two mends for what it
// lost, and the topic classifier's capacity; no crisis round): direct 236/255 (level; method 35/45
// again), veiled 236/246 (level), abuse with abuse help 43/53 (level), false alarms 7/566 (level; all
// hard negatives), care line on 23/566 (4.1 %, +1, an everyday message). Both runs done, it is
// readable from session 41 on.
// Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on, and its four mends): direct
// 236 -> 237; veiled 236 -> 238; everydayCare 23 -> 18 (in the three heads and the
// neighbours since session 41, so in-sample, not an estimate; its honest reading is the run above).
// Session 41 (crisis: a one-way act pictured again and again at one's work, PICTURED_ONE_WAY_ACT):
// direct 237 -> 245.
// Session 41 (crisis: Jamaican miself, Scots aboot and aff respelled; off a ship where nobody would
// see): direct 245 -> 246.
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on, and its mends):
// everydayCare 18 -> 17.
// Session 42 (crisis: a blow at home that lands on the writer, heard beside the care line, is
// abuse): abuse 43 -> 44.
// Session 42 (crisis: a passport held with pay, a debt or a way out named is abuse): abuse 44 ->
// 48.
// Session 42 (crisis: harm told in other words: where it doesn't show, tonight's beating, a belt or
// a spoon used on a child, a fist raised): abuse 48 -> 50.
// Session 42 (crisis: farewells in the words of a note, weeks of cutting, hiding from the door earn
// the care line): veiled 238 -> 240.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 240 ->
// 242.
// Session 42 (crisis: plain words of a plan, a time and the means): direct 246 -> 249.
// Session 44's join (blind-32 in the three heads and the neighbours; the retrained care head and neighbours): veiled 242 -> 241.
// Session 45's join (blind-33 in the three heads and the neighbours; the retrained care head and neighbours): everydayCare 17 -> 18.
// Session 46's join (blind-34 in the three heads and the neighbours; the retrained heads and neighbours): abuse 50 -> 49.
// Session 46 (crisis round, crisis-signals-eleventh.ts: means brought close or kept for a reason, acts pictured and chosen, days chosen in other words, abuse in more words): abuse 49 -> 50.
const RECORDED_AT = "2026-11-30";
const RECORDED: RecordedFigures = {
  direct: 249,
  veiled: 241,
  abuse: 50,
  everydayFalseAlarms: 7,
  hardNegativeFalseAlarms: 7,
  everydayCare: 18,
};

describe("evaluation on the twenty-ninth blind set", () => {
  checkRecordedFigures(BLIND29_FILE, `TWENTY-NINTH BLIND set (session 40, ${RECORDED_AT})`, RECORDED);
});
