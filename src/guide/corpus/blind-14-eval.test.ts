// The evaluation on the fourteenth blind set (blind-14.json, 1,081 messages written by a helper who
// never opened the detector's code, sealed by its hash at the start of session 26, before that
// session's changes). It was run once on the session's starting code and once on its final code;
// its figures are recorded below and in docs/decisions.md ("Session 26's fresh readings"), whatever
// they were. It prints figures only, never the messages it misses, so that nobody tunes on it. The
// bounds are the recorded figures: a later change that does worse fails here; one that does better
// should update the record honestly.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND14_FILE = fileURLToPath(new URL("./blind-14.json", import.meta.url));

// Start: direct 204/212 (96.2 %), veiled 236/240 (98.3 %), abuse with abuse help 45/52, false
// alarms 8/577 (1.4 %; all 8 among 245 hard negatives), care line on 11/577.
// Final (2026-11-25, the direct head that reads meaning and the rest of the session's changes):
// direct 206/212 (97.2 %: intent 44/44, plan 42/42, method 40/42, means 38/42, timing 42/42), veiled
// 236/240 (98.3 %), abuse 45/52 (86.5 %), false alarms 8/577 (1.4 %; 0/332 everyday, 8/245 hard
// negatives), care line on 11/577 (1.9 %). The veiled (>= 90 %) and false-alarm (<= 2 %) targets are
// met on this set; direct (100 %) is not.
// Since session 27 it is READ and trains the direct head (example-sets.ts), and its misses shaped
// crisis-signals-preparation.ts: its figures here are in sample and no estimate (session 27's
// final code: direct 211/212); the sealed sets are the honest reading.
// Session 29 (blind-17 in both heads and the neighbours, the crisis round's families, the topic and
// plan rounds; docs/decisions.md, "Crisis round, session 29"), in sample: direct 206 -> 211, veiled 236 -> 239, abuse 45 -> 47, false alarms 8 -> 6, hard-negative false alarms 8 -> 6, care lines 11 -> 7; the
// bounds hold these.
const RECORDED_AT = "2026-11-25";
// Session 30 (the helper's line, doses at work, drugs taken from work, blind-18 in the heads, the
// topic and fourteenth plan rounds): everydayCare 7 -> 8.
// Session 31 (crisis-round): abuse 50, everydayFalseAlarms 5, hardNegativeFalseAlarms 5: abuse at home and a partner's weapon get help for abuse, the
// upgrade on the care head's care-line reading, roles serving others stand down (docs/decisions.md).
// Session 31 (blind-19 in both heads and the neighbours, the crisis round, the helper's warning signs and emergency line, the topic and fifteenth plan rounds): everydayCare 8 -> 9.
// Session 32 (blind-20 in both heads and the neighbours, topic blind-14 in the topic classifier; in sample for blind-20): everydayCare 9 -> 8.
// Session 32 (crisis round): abuse 50 -> 51 (abuse at home in more words).
// Session 33 (care-line round): everydayCare 8 -> 7 (a care guess that reads as everyday life beside the plan sets' everyday messages stands down).
// Session 34 (crisis round): abuse families (a child at night, consent overridden, a partner's punishment, blows in other words, a door under attack, found where, a weapon in a quarrel, money and papers kept) and another's own words reported by a helper: abuse 51 -> 52.
// Session 34 (direct round): direct statements in more families (a long act after a day, dated nonexistence, a means named as the way or taken from work, another's gun unwatched, the hanging set up, the writer's own resolve beside another's story): direct 211 -> 212.
// Session 37 (r37-crisis, docs/decisions.md "Crisis round (session 37)"): everydayFalseAlarms 5 -> 2, hardNegativeFalseAlarms 5 -> 2, everydayCare 7 -> 8.
// Session 37 (care-line round: a heavy topic's care line gets the care head's second look beside everyday life): everydayCare 7 -> 6.
// Session 37 (the care-line round merged with the crisis round): everydayCare 8 -> 7.
const RECORDED: RecordedFigures = {
  direct: 212,
  veiled: 239,
  abuse: 52,
  everydayFalseAlarms: 2,
  hardNegativeFalseAlarms: 2,
  everydayCare: 7,
};

describe("evaluation on the fourteenth blind set", () => {
  checkRecordedFigures(BLIND14_FILE, `FOURTEENTH BLIND set (run on session 26's first and final code, ${RECORDED_AT})`, RECORDED);
});
