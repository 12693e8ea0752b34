// The evaluation on the eighteenth blind set (blind-18.json, 1,193 messages written by a helper who
// never opened the detector's code, sealed by its hash at the start of session 29 before that
// session's crisis changes). It is run once on the session's starting code (7ba6f67) and once on
// its final code; both figures are recorded below and in docs/decisions.md, whatever they are. It
// prints figures only, never the messages it misses, so that nobody tunes on it. The bounds are the
// latest recorded figures.
// Session 33 (blind-21 in both heads and the neighbours, topic blind-15 in the topic classifier; in sample for blind-21): veiled 251 -> 252, abuse 58 -> 57.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND18_FILE = fileURLToPath(new URL("./blind-18.json", import.meta.url));

// Before (session 29's starting code 7ba6f67, 2026-11-28): direct 231/250 (92.4 %: intent 50/50,
// plan 46/50, method 45/50, means 41/50, timing 49/50), veiled 248/276 (89.9 %: farewell 42/46,
// giving away 45/46, burden 41/46, no way out 39/46, self-harm 42/46, withdrawal 39/46), abuse with
// abuse help 47/60 (78.3 %), false alarms 15/607 everyday incl. hard negatives (2.5 %; 1/347
// everyday, 14/260 hard negatives), care line on 18/607 (3.0 %).
// After (session 29's final code, 2026-11-28: blind-17 in both heads and the neighbours, the crisis
// round's families (someone else's abuse and overdose, hyperbole, preparation, abuse blows and
// threats, a method chosen), the topic and thirteenth plan rounds): direct 232/250 (92.8 %: intent
// 50/50, plan 46/50, method 46/50, means 41/50, timing 49/50), veiled 248/276 (89.9 %: farewell
// 43/46, giving away 44/46, burden 42/46, no way out 38/46, self-harm 42/46, withdrawal 39/46),
// abuse with abuse help 49/60 (81.7 %), false alarms 15/607 (2.5 %; 1/347 everyday, 14/260 hard
// negatives), care line on 17/607 (2.8 %): direct +1, abuse +2, care lines -1, veiled and false
// alarms level. No target met on this set (direct 100 %, veiled >= 90 %, false alarms <= 2 %).
// Both runs done, it is readable from session 30 on.
// Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on): everydayCare 15 -> 16, the floor re-set.
// Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on, and its four mends): veiled
// 253 -> 255.
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on, and its mends): veiled
// 255 -> 254.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 254 ->
// 255.
// Session 55: a friend who "doesn't want to be here" or "alive anymore", told by a helper, gets the helper's line
// (crisis-signals-helper.ts, THEIR_RISK): everydayCare 16 -> 17.
const RECORDED_AT = "2026-11-28";
// Session 30 (the helper's line, doses at work, drugs taken from work, blind-18 in the heads, the
// topic and fourteenth plan rounds): direct 232 -> 233, veiled 248 -> 251, everydayFalseAlarms 15 -> 11, hardNegativeFalseAlarms 14 -> 10, everydayCare 17 -> 18.
// Session 31 (crisis-round): direct 234, abuse 54: abuse at home and a partner's weapon get help for abuse, the
// upgrade on the care head's care-line reading, roles serving others stand down (docs/decisions.md).
// Session 31 (blind-19 in both heads and the neighbours, the crisis round, the helper's warning signs and emergency line, the topic and fifteenth plan rounds): everydayCare 18 -> 17.
// Session 32 (crisis round): direct 234 -> 237, abuse 54 -> 58, everydayCare 17 -> 15 (abuse at home in more words; chosen times, methods and plans said plainly; everyday binds, kitchen accidents and leftovers threats stand the care head down).
// Session 33 (crisis round): direct 237 -> 243, abuse 57 -> 58, everydayFalseAlarms 11 -> 10, hardNegativeFalseAlarms 10 -> 9, everydayCare 15 -> 16 (abuse at home said plainly; false alarms that became care lines; helpers' questions about another's abuse, faith questions, quoted jokes, a means kept safe; means held for a use pointed at, chosen times, plans and means in more words).
// Session 34 (blind-22 in both heads and the neighbours, topic blind-16 in the topic classifier; in sample for blind-22): direct 243 -> 244, veiled 252 -> 256.
// Session 34 (crisis round): abuse families (a child at night, consent overridden, a partner's punishment, blows in other words, a door under attack, found where, a weapon in a quarrel, money and papers kept) and another's own words reported by a helper: abuse 58 -> 60.
// Session 34 (crisis round): everyday hyperbole of things and game moves, a helper's colleague named as abused: everydayFalseAlarms 10 -> 9, hardNegativeFalseAlarms 9 -> 8.
// Session 34 (direct round): direct statements in more families (a long act after a day, dated nonexistence, a means named as the way or taken from work, another's gun unwatched, the hanging set up, the writer's own resolve beside another's story): direct 244 -> 248.
// Session 35 (blind-23 in both heads and the neighbours, topic blind-17 in the topic classifier, plan-blind-16 in the situation reader; in sample for blind-23): veiled 256 -> 254 (lowered).
// Session 36 (blind-24 in the three crisis heads and the neighbours, topic blind-18 in the topic classifier, plan-blind-17 in both trained readers; in sample for blind-24): veiled 254 -> 253.
// Session 37 (join, docs/decisions.md "Session 37's join"): veiled 253 -> 252, lowered.
// Session 37 (r37-crisis, docs/decisions.md "Crisis round (session 37)"): everydayFalseAlarms 9 -> 6, hardNegativeFalseAlarms 8 -> 5.
// Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on): veiled 252 -> 253; everydayCare 16 -> 15.
// Session 39 (crisis round, docs/decisions.md "Crisis round (session 39)"): everydayFalseAlarms 6 -> 5.
const RECORDED: RecordedFigures = {
  direct: 248,
  veiled: 255,
  abuse: 60,
  everydayFalseAlarms: 5,
  hardNegativeFalseAlarms: 5,
  everydayCare: 17,
};

describe("evaluation on the eighteenth blind set", () => {
  checkRecordedFigures(BLIND18_FILE, `EIGHTEENTH BLIND set (session 29, ${RECORDED_AT})`, RECORDED);
});
