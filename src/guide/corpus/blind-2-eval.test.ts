// The second blind set (blind-2.json, sealed by its hash before any tuning of the second round).
// It was run once as a blind set after that tuning; those figures are in docs/decisions.md
// ("Issue 12"). The third round read it and tuned on it (rules and classifier), so it is now
// training material and these bounds only keep its tuned figures from getting worse.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND2_FILE = fileURLToPath(new URL("./blind-2.json", import.meta.url));

// Recorded at the single blind run (2026-11-23, after commit 745740f): direct 148/160 (92.5 %),
// veiled 132/156 (84.6 %), abuse with abuse help 23/30 (76.7 %), false alarms 6/319 everyday incl.
// hard negatives (1.9 %; 1/202 everyday, 5/117 hard negatives = 4.3 %). See docs/decisions.md.
// Since the third round (2026-11-24) the set is TRAINING material: its messages were read, the
// rules were tuned on them and the classifier learns from them, so the floors below are the
// tuned figures (direct 160/160, veiled 156/156, abuse 30/30, no false alarms, care line on 7/319
// everyday) and guard regressions only; they are no estimate of real-world recall.
// Session 24: the neighbours read the sentence encoder's word vectors, the care line at 9 of 10
// neighbours, blind-8 and blind-9 among the examples (docs/decisions.md, "Crisis neighbours on
// the sentence encoder's word vectors"): everydayCare 7 -> 10; the bounds follow.
// Session 26: the direct head that reads meaning flags "i'm going to take all my vitamins in the
// morning from now on" (docs/decisions.md, "A direct head that reads meaning"): one false alarm.
// Session 28's care side (the care head and the neighbours on every readable crisis set, the direct
// head on blind-15 and -16 too; docs/decisions.md, "A care side that reads every set"): care lines 10 -> 13 (in sample).
// Session 43 (join, blind-31 in the three heads and the neighbours, with its mends): everydayCare 8 -> 9.
const RECORDED_AT = "2026-11-24 (tuned on since; blind figures of 2026-11-23 in docs/decisions.md)";
// Session 32 (crisis round): everydayCare 13 -> 10 (everyday binds, kitchen accidents and leftovers threats stand the care head down).
// Session 33 (care-line round): everydayCare 10 -> 8 (a care guess that reads as everyday life beside the plan sets' everyday messages stands down).
// Session 34 (blind-22 in both heads and the neighbours, topic blind-16 in the topic classifier; in sample for blind-22): everydayCare 8 -> 9.
// Session 37 (care-line round: a heavy topic's care line gets the care head's second look beside everyday life): everydayCare 9 -> 8.
const RECORDED: RecordedFigures = {
  direct: 160,
  veiled: 156,
  abuse: 30,
  everydayFalseAlarms: 1,
  hardNegativeFalseAlarms: 1,
  everydayCare: 9,
};

describe("final evaluation on the second blind set", () => {
  checkRecordedFigures(BLIND2_FILE, `second blind set (blind once; training material since, ${RECORDED_AT})`, RECORDED);
});
