// The evaluation on the seventeenth blind set (blind-17.json, 1,172 messages written by a helper who
// never opened the detector's code, sealed by its hash at the start of session 28 before that
// session's crisis changes). It is run once on the session's starting code (d9fe20c) and once on
// its final code; both figures are recorded below and in docs/decisions.md, whatever they are. It
// prints figures only, never the messages it misses, so that nobody tunes on it. The bounds are the
// latest recorded figures.
// Session 33 (blind-21 in both heads and the neighbours, topic blind-15 in the topic classifier; in sample for blind-21): direct 213 -> 212, veiled 242 -> 243, everydayCare 18 -> 17.
// Session 33 (crisis round: means with a pointer to use, chosen times, plans, means in reach, abuse at home said plainly, false-alarm families): direct 212 -> 216.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND17_FILE = fileURLToPath(new URL("./blind-17.json", import.meta.url));

// Before (session 28's starting code d9fe20c, 2026-11-28): direct 191/242 (78.9 %: intent 48/49,
// plan 37/47, method 41/48, means 32/49, timing 33/49), veiled 227/268 (84.7 %: farewell 33/44,
// giving away 34/44, burden 41/45, no way out 43/45, self-harm 41/45, withdrawal 35/45), abuse with
// abuse help 47/60 (78.3 %), false alarms 11/602 everyday incl. hard negatives (1.8 %; 2/340
// everyday, 9/262 hard negatives), care line on 27/602 (4.5 %).
// After (session 28's final code, 2026-11-28: the care head and the neighbours on every readable
// crisis set, the direct head on blind-15 and -16 too, the topic and plan rounds): direct 192/242
// (79.3 %: intent 48/49, plan 37/47, method 42/48, means 31/49, timing 34/49), veiled 238/268
// (88.8 %: farewell 35/44, giving away 35/44, burden 42/45, no way out 43/45, self-harm 43/45,
// withdrawal 40/45), abuse with abuse help 46/60 (76.7 %), false alarms 10/602 (1.7 %; 2/340
// everyday, 8/262 hard negatives), care line on 23/602 (3.8 %): veiled +11, direct +1, care lines
// -4, false alarms -1, abuse -1. The false-alarm target (<= 2 %) is met; direct (100 %) and veiled
// (>= 90 %) are not. Both runs done, it is readable from session 29 on.
// Session 29 (blind-17 in both heads and the neighbours, the crisis round's families, the topic and
// plan rounds; docs/decisions.md, "Crisis round, session 29"), in sample: direct 192 -> 198, abuse 46 -> 49, false alarms 10 -> 7, hard-negative false alarms 8 -> 5, care lines 23 -> 15; the
// bounds hold these.
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on, and its mends):
// everydayCare 16 -> 15.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 242 ->
// 244.
// Session 43 (join, blind-31 in the three heads and the neighbours, with its mends): everydayCare 15 -> 16.
// Session 45's join (blind-33 in the three heads and the neighbours; the retrained care head and neighbours): abuse 60 -> 59.
const RECORDED_AT = "2026-11-28";
// Session 30 (the helper's line, doses at work, drugs taken from work, blind-18 in the heads, the
// topic and fourteenth plan rounds): direct 198 -> 199, veiled 238 -> 239, everydayFalseAlarms 7 -> 6, hardNegativeFalseAlarms 5 -> 4, everydayCare 15 -> 17.
// Session 31 (crisis-round): direct 204, abuse 58: abuse at home and a partner's weapon get help for abuse, the
// upgrade on the care head's care-line reading, roles serving others stand down (docs/decisions.md).
// Session 31 (blind-19 in both heads and the neighbours, the crisis round, the helper's warning signs and emergency line, the topic and fifteenth plan rounds): veiled 239 -> 241, everydayCare 17 -> 19.
// Session 32 (blind-20 in both heads and the neighbours, topic blind-14 in the topic classifier; in sample for blind-20): veiled 241 -> 242.
// Session 32 (crisis round): direct 204 -> 213, abuse 58 -> 59, everydayCare 19 -> 18 (abuse at home in more words; chosen times, methods and plans said plainly; everyday binds, kitchen accidents and leftovers threats stand the care head down).
// Session 33 (care-line round): everydayCare 17 -> 16 (a care guess that reads as everyday life beside the plan sets' everyday messages stands down).
// Session 34 (crisis round): abuse families (a child at night, consent overridden, a partner's punishment, blows in other words, a door under attack, found where, a weapon in a quarrel, money and papers kept) and another's own words reported by a helper: abuse 59 -> 60, everydayFalseAlarms 6 -> 5, hardNegativeFalseAlarms 4 -> 3, everydayCare 16 -> 17.
// Session 34 (direct round): direct statements in more families (a long act after a day, dated nonexistence, a means named as the way or taken from work, another's gun unwatched, the hanging set up, the writer's own resolve beside another's story): direct 216 -> 227.
// Session 35 (blind-23 in both heads and the neighbours, topic blind-17 in the topic classifier, plan-blind-16 in the situation reader; in sample for blind-23): direct 227 -> 228.
// Session 36 (blind-24 in the three crisis heads and the neighbours, topic blind-18 in the topic classifier, plan-blind-17 in both trained readers; in sample for blind-24): direct 228 -> 227, veiled 243 -> 242.
// Session 36 (care-line round: everyday life said in its own words stands a trained care guess down; everyday idioms are no words of distress; a daily habit is not persistence): everydayCare 17 -> 16.
// Session 37 (r37-crisis, docs/decisions.md "Crisis round (session 37)"): everydayFalseAlarms 5 -> 4, hardNegativeFalseAlarms 3 -> 2.
// Session 38 (join, docs/decisions.md "Session 38's join"): veiled 242 -> 241, lowered; abuse 60 -> 59, lowered.
// Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): veiled 241 -> 242.
// Session 39 (crisis round, docs/decisions.md "Crisis round (session 39)"): abuse 59 -> 60.
const RECORDED: RecordedFigures = {
  direct: 227,
  veiled: 244,
  abuse: 59,
  everydayFalseAlarms: 4,
  hardNegativeFalseAlarms: 2,
  everydayCare: 16,
};

describe("evaluation on the seventeenth blind set", () => {
  checkRecordedFigures(BLIND17_FILE, `SEVENTEENTH BLIND set (session 28, ${RECORDED_AT})`, RECORDED);
});
