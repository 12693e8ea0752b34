// The thirty-second blind set (blind-32.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 43 before its work). Its figures were printed, and nothing else
// read, until its runs were done; it is readable, and in the heads' training, since session 44.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND32_FILE = fileURLToPath(new URL("./blind-32.json", import.meta.url));

// Before (session 43's starting code d6cc6b0, 2026-11-30: blind-30 in the three heads and the
// neighbours): direct 239/255 (93.7 %: intent 58/60, plan 60/60, method 40/45, means 37/45, timing
// 44/45), veiled 220/246 (89.4 %: farewell 30/41, giving away 39/41, burden 39/41, no way out 38/41,
// self-harm 40/41, withdrawal 34/41), abuse with abuse help 41/53 (77.4 %), false alarms 10/566
// everyday incl. hard negatives (1.8 %; 2/322 everyday, 8/244 hard negatives), care line on 21/566
// (3.7 %). Run once more on its final code (1b253c7: the join of blind-31 with its mends and the care
// line's round): direct 239/255 (level), veiled 222/246 (90.2 %, +2: no way out 39/41, withdrawal
// 35/41), abuse with abuse help 41/53 (level), false alarms 10/566 (level; 2 everyday), care line on
// 21/566 (level). The session's rule work went on after that run (a second crisis round, study rounds),
// and the set was read once more, on the session's last code (b1cb79f), with no change made after it:
// direct 238/255 (93.3 %, one fewer: means 36/45), veiled 222/246 (level), abuse with abuse help 42/53
// (79.2 %, +1), false alarms 10/566 (level), care line on 21/566 (level); the record holds this last
// reading. Its runs done, it is readable from session 44 on.
// Session 44 (in the heads and the neighbours since the join, so in sample; the session's crisis round
// read its misses): direct 238 -> 255, veiled 222 -> 241, abuse 42 -> 53, false alarms 10 -> 7 (hard
// negatives 8 -> 7), care line 21 -> 16; then its hard negatives in their general shape (a reading plan,
// a book club's novel, funeral wishes filled in at work, a sewing stash given away on retiring, an
// apprentice's talk, children's bruises asked about, a colleague's black eye "again"): false alarms 7 -> 0,
// care line 16 -> 19 (three crisis replies became the helper's care line). Not an estimate of a new author.
// Session 47's join (blind-35 in the heads and neighbours, retrained): everydayCare 19 -> 20 (a locksmith's
// question on "I stand at the door and knock").
// Session 48's join (blind-36 in the heads and the neighbours, retrained): veiled 241 -> 240 (a bus driver's last
// route waved off "like it was the final time" no longer read; the tree surgeon's splinter, lost too, won back by
// crisis-signals-twelfth.ts), lowered.
// Session 55: a friend who "doesn't want to be here" or "alive anymore", told by a helper, gets the helper's line
// (crisis-signals-helper.ts, THEIR_RISK): everydayCare 20 -> 21.
const RECORDED_AT = "2026-11-30";
const RECORDED: RecordedFigures = {
  direct: 255,
  veiled: 240,
  abuse: 53,
  everydayFalseAlarms: 0,
  hardNegativeFalseAlarms: 0,
  everydayCare: 21,
};

describe("evaluation on the thirty-second blind set", () => {
  checkRecordedFigures(BLIND32_FILE, `THIRTY-SECOND BLIND set (session 43, ${RECORDED_AT})`, RECORDED);
});
