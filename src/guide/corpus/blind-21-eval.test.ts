// The evaluation on the twenty-first blind set (blind-21.json, 1,191 messages written by a helper who
// never opened the detector's code, sealed by its hash at the start of session 32 before that
// session's crisis changes). It is run once on the session's starting code (fc9a22c) and once on
// its final code; both figures are recorded below and in docs/decisions.md, whatever they are. It
// prints figures only, never the messages it misses, so that nobody tunes on it. The bounds are the
// latest recorded figures.
// Session 33 (blind-21 in both heads and the neighbours, topic blind-15 in the topic classifier; in sample for blind-21): everydayCare 27 -> 23.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND21_FILE = fileURLToPath(new URL("./blind-21.json", import.meta.url));

// Before (session 32's starting code fc9a22c, 2026-11-29: blind-20 in both heads and the neighbours):
// direct 240/250 (96.0 %: intent 49/50, plan 49/50, method 47/50, means 49/50, timing 46/50), veiled
// 266/276 (96.4 %: farewell 44/46, giving away 45/46, burden 45/46, no way out 45/46, self-harm
// 45/46, withdrawal 42/46), abuse with abuse help 53/60 (88.3 %), false alarms 9/605 everyday incl.
// hard negatives (1.5 %; 1/345 everyday, 8/260 hard negatives), care line on 27/605 (4.5 %).
// After (session 32's final code: blind-20 in both heads and the neighbours, the crisis round's chosen
// times, methods, plans said as done, abuse families and ordinary care-line readings, the pastoral
// false alarms, the child's emergency, the topic, plan and study rounds): every figure the same,
// direct 240/250, veiled 266/276, abuse 53/60, false alarms 9/605, care line 27/605: the round's
// changes, derived from older authors, met nothing more of this author's. Both runs done, it is
// readable from session 33 on.
// Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on): everydayCare 21 -> 22, the floor re-set.
// Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on, and its four mends):
// everydayCare 22 -> 21.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 267 ->
// 268.
// Session 42 (crisis: plain words of a plan, a time and the means): direct 245 -> 246.
// Session 56 (join, blind-44 / topic blind-38 / plan-blind-37 trained on): everydayCare 24 -> 25 (the join's retrained care head gives the care line to "if my wife finds out I ate the last cookie she'll kill me. Worth it."; the readable sets' care lines on everyday messages fell 1,006 -> 1,001 of 25,629).
const RECORDED_AT = "2026-11-29";
// Session 33 (crisis round): abuse 53 -> 54 (abuse at home said plainly).
// Session 35 (blind-23 in both heads and the neighbours, topic blind-17 in the topic classifier, plan-blind-16 in the situation reader; in sample for blind-23): direct 240 -> 241.
// Session 35 (abuse head round): abuse 54 -> 55.
// Session 36 (crisis round: the abuse head's likely level at 0.8 gives abuse help where harm from a named person is read): abuse 55 -> 56.
// Session 37 (join, docs/decisions.md "Session 37's join"): veiled 266 -> 267.
// Session 37 (r37-crisis, docs/decisions.md "Crisis round (session 37)"): everydayFalseAlarms 9 -> 4, hardNegativeFalseAlarms 8 -> 3.
// Session 37 (care-line round: a heavy topic's care line gets the care head's second look beside everyday life): everydayCare 23 -> 22.
// Session 37 (the care-line round merged with the crisis round): everydayCare 23 -> 22.
// Session 37 (review of the crisis round: the writer's own wish, an emergency, grieving, warning signs and a youth leader keep the alarm): everydayFalseAlarms 4 -> 5, lowered; hardNegativeFalseAlarms 3 -> 4, lowered.
// Session 38 (join, docs/decisions.md "Session 38's join"): everydayCare 22 -> 21.
// Session 39 (crisis round, docs/decisions.md "Crisis round (session 39)"): direct 241 -> 245; abuse 56 -> 60; everydayFalseAlarms 5 -> 3; hardNegativeFalseAlarms 4 -> 3.
// Session 51 (crisis round): everydayCare 21 -> 22 (a sister who says she'd be better off dead, told by a
// worried helper, gets the helper's care line, as meant).
// Session 53 (join, blind-41 in the three heads and the neighbours): everydayCare 22 -> 24 (the join's retrained care head gives the care line to a plumber asking for a devotion in the van, "the dentist is going to murder me").
const RECORDED: RecordedFigures = {
  direct: 246,
  veiled: 268,
  abuse: 60,
  everydayFalseAlarms: 3,
  hardNegativeFalseAlarms: 3,
  everydayCare: 25,
};

describe("evaluation on the twenty-first blind set", () => {
  checkRecordedFigures(BLIND21_FILE, `TWENTY-FIRST BLIND set (session 32, ${RECORDED_AT})`, RECORDED);
});
