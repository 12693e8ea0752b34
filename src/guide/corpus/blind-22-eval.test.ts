// The evaluation on the twenty-second blind set (blind-22.json, 1,193 messages written by a helper who
// never opened the detector's code, sealed by its hash at the start of session 33 before that
// session's crisis changes). It is run once on the session's starting code and once on its final
// code; both figures are recorded below and in docs/decisions.md, whatever they are. It prints
// figures only, never the messages it misses, so that nobody tunes on it. The bounds are the latest
// recorded figures.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND22_FILE = fileURLToPath(new URL("./blind-22.json", import.meta.url));

// Before (session 33's starting code 20e63a7, 2026-11-29: blind-21 in both heads and the neighbours):
// direct 242/250 (96.8 %: intent 49/50, plan 50/50, method 47/50, means 48/50, timing 48/50), veiled
// 262/276 (94.9 %: farewell 44/46, giving away 44/46, burden 44/46, no way out 42/46, self-harm
// 44/46, withdrawal 44/46), abuse with abuse help 55/60 (91.7 %), false alarms 10/607 everyday incl.
// hard negatives (1.6 %; 0/345 everyday, 10/262 hard negatives), care line on 20/607 (3.3 %).
// After (session 33's final code 00e819f: blind-21 in both heads and the neighbours, the crisis round's
// means held for a use, chosen times and plans, means in reach, abuse said plainly and false-alarm
// families, the care-line round's second look beside everyday life): direct 242/250, veiled 262/276,
// abuse 55/60, false alarms 10/607 (all level), care line 20 -> 19 of 607 (3.1 %). The round's
// families, derived from older authors, met nothing more of this one's. Both runs done, it is
// readable from session 34 on.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 266 ->
// 268.
// Session 44's join (blind-32 in the three heads and the neighbours; the retrained care head and neighbours): veiled 268 -> 267, everydayCare 18 -> 19.
// Session 46 (crisis round, crisis-signals-eleventh.ts: means brought close or kept for a reason, acts pictured and chosen, days chosen in other words, abuse in more words): abuse 59 -> 60.
const RECORDED_AT = "2026-11-29";
// Session 34 (blind-22 in both heads and the neighbours, topic blind-16 in the topic classifier; in sample for blind-22): veiled 262 -> 265, everydayCare 19 -> 18.
// Session 35 (abuse head round): abuse 55 -> 56.
// Session 36 (blind-24 in the three crisis heads and the neighbours, topic blind-18 in the topic classifier, plan-blind-17 in both trained readers; in sample for blind-24): veiled 265 -> 264.
// Session 36 (crisis round: the abuse head's likely level at 0.8 gives abuse help where harm from a named person is read): abuse 56 -> 57.
// Session 37 (join, docs/decisions.md "Session 37's join"): veiled 264 -> 265; everydayCare 18 -> 17.
// Session 37 (r37-crisis, docs/decisions.md "Crisis round (session 37)"): everydayFalseAlarms 10 -> 6, hardNegativeFalseAlarms 10 -> 6, everydayCare 17 -> 19.
// Session 37 (care-line round: a heavy topic's care line gets the care head's second look beside everyday life): everydayCare 17 -> 16.
// Session 37 (the care-line round merged with the crisis round): everydayCare 19 -> 18.
// Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): veiled 265 -> 266.
// Session 39 (crisis round, docs/decisions.md "Crisis round (session 39)"): direct 242 -> 247; abuse 57 -> 59.
// Session 53 (crisis round 17): everydayCare 19 -> 20 ("i'll shoot myself. (not literally. software tester humour.)" was a false alarm; the outburst taken back keeps only the care line).
// Session 59 (join, blind-47 / topic blind-41 / plan-blind-40 trained on; all four models retrained): everydayCare 20 -> 21 (the retrained care head gives the gentle line to "me and the wife are dying to go to iona"; care lines over every readable set fell, 1,060 -> 1,056).
const RECORDED: RecordedFigures = {
  direct: 247,
  veiled: 267,
  abuse: 60,
  everydayFalseAlarms: 6,
  hardNegativeFalseAlarms: 6,
  everydayCare: 21,
};

describe("evaluation on the twenty-second blind set", () => {
  checkRecordedFigures(BLIND22_FILE, `TWENTY-SECOND BLIND set (session 33, ${RECORDED_AT})`, RECORDED);
});
