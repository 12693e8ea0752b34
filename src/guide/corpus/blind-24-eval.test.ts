// The twenty-fourth blind set (blind-24.json, 1,193 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 35 before its crisis work). Nobody has read it;
// only its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND24_FILE = fileURLToPath(new URL("./blind-24.json", import.meta.url));

// Before (session 35's starting code 8bfe737, 2026-11-29: blind-23 in both heads and the neighbours):
// direct 237/250 (94.8 %: intent 49/50, plan 50/50, method 44/50, means 44/50, timing 50/50), veiled
// 266/276 (96.4 %: farewell 42/46, giving away 46/46, burden 45/46, no way out 43/46, self-harm
// 45/46, withdrawal 45/46), abuse with abuse help 42/60 (70.0 %), false alarms 14/607 everyday incl.
// hard negatives (2.3 %; 2/345 everyday, 12/262 hard negatives), care line on 21/607 (3.5 %).
// After (session 35's final code 8f1e66b: blind-23 in the three heads and the neighbours, the abuse head,
// the review's "which way I do it", the topic, study and plan rounds): abuse with abuse help 42 -> 45
// of 60 (75.0 %: the abuse head's own help); every other figure the same, direct 237/250, veiled
// 266/276, false alarms 14/607 (2.3 %, over the 2 % target), care line 21/607. Both runs done, it is
// readable from session 36 on.
// Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on, and its four mends):
// everydayCare 20 -> 19.
// Session 41 (crisis: Jamaican miself, Scots aboot and aff respelled; off a ship where nobody would
// see): direct 246 -> 247.
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on, and its mends): veiled
// 269 -> 268.
// Session 42 (crisis: a blow at home that lands on the writer, heard beside the care line, is
// abuse): abuse 56 -> 57.
// Session 42 (crisis: farewells in the words of a note, weeks of cutting, hiding from the door earn
// the care line): veiled 268 -> 271.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 271 ->
// 272.
// Session 42 (crisis: kept back for myself, to die, is the writer's own resolve): direct 247 ->
// 248.
// Session 42 (crisis: a purpose another believes, then denied, points at the use; 'and then me'
// said last): direct 248 -> 249.
// Session 43 (join, blind-31 in the three heads and the neighbours, with its mends): veiled 272 -> 271.
const RECORDED_AT = "2026-11-29";
// Session 36 (blind-24 in the three crisis heads and the neighbours, topic blind-18 in the topic classifier, plan-blind-17 in both trained readers; in sample for blind-24): veiled 266 -> 267, everydayCare 21 -> 20.
// Session 36 (crisis round: the abuse head's likely level at 0.8 gives abuse help where harm from a named person is read): abuse 45 -> 46.
// Session 37 (join, docs/decisions.md "Session 37's join"): veiled 267 -> 269.
// Session 37 (r37-crisis, docs/decisions.md "Crisis round (session 37)"): everydayFalseAlarms 14 -> 12, hardNegativeFalseAlarms 12 -> 10, everydayCare 20 -> 21.
// Session 37 (care-line round: a heavy topic's care line gets the care head's second look beside everyday life): everydayCare 20 -> 19.
// Session 37 (the care-line round merged with the crisis round): everydayCare 21 -> 20.
// Session 39 (crisis round, docs/decisions.md "Crisis round (session 39)"): direct 237 -> 246; abuse 46 -> 56.
const RECORDED: RecordedFigures = {
  direct: 249,
  veiled: 271,
  abuse: 57,
  everydayFalseAlarms: 12,
  hardNegativeFalseAlarms: 10,
  everydayCare: 19,
};

describe("evaluation on the twenty-fourth blind set", () => {
  checkRecordedFigures(BLIND24_FILE, `TWENTY-FOURTH BLIND set (session 35, ${RECORDED_AT})`, RECORDED);
});
