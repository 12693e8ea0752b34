// The twenty-third blind set (blind-23.json, 1,193 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 34 before its crisis work). Nobody has read it;
// only its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND23_FILE = fileURLToPath(new URL("./blind-23.json", import.meta.url));

// Before (session 34's starting code 3e76fc6, 2026-11-29: blind-22 in both heads and the neighbours):
// direct 245/250 (98.0 %: intent 50/50, plan 50/50, method 48/50, means 47/50, timing 50/50), veiled
// 266/276 (96.4 %: farewell 43/46, giving away 44/46, burden 46/46, no way out 46/46, self-harm
// 45/46, withdrawal 42/46), abuse with abuse help 50/60 (83.3 %), false alarms 10/607 everyday incl.
// hard negatives (1.6 %; 0/345 everyday, 10/262 hard negatives), care line on 20/607 (3.3 %).
// After (session 34's final code 3dd34e5: blind-22 in both heads and the neighbours, the crisis round's
// abuse families and hard negatives, the direct round's families (act and time, means at hand, methods,
// resolve beside another's story), the pastoral false-alarm round, the topic and plan rounds): every
// figure the same, direct 245/250, veiled 266/276, abuse 50/60, false alarms 10/607, care line 20/607.
// The rounds' families, derived from older authors, met nothing more of this author's. Both runs done,
// it is readable from session 35 on.
// Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on, and its four mends): veiled
// 269 -> 267; everydayCare 18 -> 16.
// Session 42 (crisis: a blow at home that lands on the writer, heard beside the care line, is
// abuse): abuse 56 -> 58.
// Session 42 (crisis: he's and whoever's as the abuse families read them): abuse 58 -> 59.
// Session 42 (crisis: farewells in the words of a note, weeks of cutting, hiding from the door earn
// the care line): veiled 267 -> 269.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 269 ->
// 273.
// Session 42 (crisis: kept back for myself, to die, is the writer's own resolve): direct 248 ->
// 249.
// Session 46's join (blind-34 in the three heads and the neighbours; the retrained heads and neighbours): abuse 59 -> 58.
// Session 46 (crisis round, crisis-signals-eleventh.ts: means brought close or kept for a reason, acts pictured and chosen, days chosen in other words, abuse in more words): abuse 58 -> 59.
// Session 50's crisis round (someone else's plan to end her life is the helper's, crisis-signals-helper.ts): everydayCare
// 16 -> 17 ("My sister says she has a plan to end her life. I've called 988" gets the helper's line, nothing before).
const RECORDED_AT = "2026-11-29";
// Session 35 (blind-23 in both heads and the neighbours, topic blind-17 in the topic classifier, plan-blind-16 in the situation reader; in sample for blind-23): direct 245 -> 246, veiled 266 -> 268, everydayCare 20 -> 15.
// Session 35 (abuse head round): abuse 50 -> 52.
// Session 36 (blind-24 in the three crisis heads and the neighbours, topic blind-18 in the topic classifier, plan-blind-17 in both trained readers; in sample for blind-24): veiled 268 -> 267.
// Session 36 (crisis round: the abuse head's likely level at 0.8 gives abuse help where harm from a named person is read): abuse 52 -> 54.
// Session 37 (join, docs/decisions.md "Session 37's join"): direct 246 -> 245, lowered; veiled 267 -> 268.
// Session 37 (r37-crisis, docs/decisions.md "Crisis round (session 37)"): everydayFalseAlarms 10 -> 6, hardNegativeFalseAlarms 10 -> 6, everydayCare 15 -> 18.
// Session 38 (join, docs/decisions.md "Session 38's join"): direct 245 -> 244, lowered; veiled 268 -> 269; abuse 54 -> 55.
// Session 39 (crisis round, docs/decisions.md "Crisis round (session 39)"): direct 244 -> 248; abuse 55 -> 56; everydayFalseAlarms 6 -> 5; hardNegativeFalseAlarms 6 -> 5.
const RECORDED: RecordedFigures = {
  direct: 249,
  veiled: 273,
  abuse: 59,
  everydayFalseAlarms: 5,
  hardNegativeFalseAlarms: 5,
  everydayCare: 17,
};

describe("evaluation on the twenty-third blind set", () => {
  checkRecordedFigures(BLIND23_FILE, `TWENTY-THIRD BLIND set (session 34, ${RECORDED_AT})`, RECORDED);
});
