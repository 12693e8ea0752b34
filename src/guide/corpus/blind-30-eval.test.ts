// The thirtieth blind set (blind-30.json, 1,120 messages by a new helper who read none of the
// crisis check's code, sealed at the start of session 41 before its work). Nobody has read it; only
// its figures are printed.
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { RecordedFigures } from "./evaluate.js";
import { checkRecordedFigures } from "./recorded-figures-check.js";

const BLIND30_FILE = fileURLToPath(new URL("./blind-30.json", import.meta.url));

// Before (session 41's starting code e7c74dc, 2026-11-30: blind-28 in the three heads and the
// neighbours): direct 230/255 (90.2 %: intent 57/60, plan 59/60, method 25/45, means 44/45, timing
// 45/45), veiled 242/246 (98.4 %: farewell 40/41, giving away 40/41, burden 41/41, no way out 41/41,
// self-harm 40/41, withdrawal 40/41), abuse with abuse help 53/53 (100 %), false alarms 4/566
// everyday incl. hard negatives (0.7 %; 0/322 everyday, 4/244 hard negatives), care line on 21/566
// (3.7 %). Run once more on its final code (658a90c: the join of blind-29 with its mends, the method
// statements pictured again and again, the respellings; study and weekly plan rounds): direct 231/255
// (90.6 %, +1; method 26/45), veiled 242/246 (level), abuse with abuse help 53/53 (level), false
// alarms 4/566 (level; all hard negatives), care line on 22/566 (3.9 %, +1, a hard negative). Both
// runs done, it is readable from session 42 on.
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on, and its mends): direct
// 231 -> 250 (method 26 -> 42); everydayCare 22 -> 15 (in the three heads and the neighbours since
// session 42, and its method statements mended by name, so in-sample, not an estimate; its honest
// reading is the run above).
// Session 42 (crisis: farewells in the words of a note, weeks of cutting, hiding from the door earn
// the care line): veiled 242 -> 243.
// Session 42 (crisis: withdrawal and giving away in plain words earn the care line): veiled 243 ->
// 244.
// Session 44's join (blind-32 in the three heads and the neighbours; the retrained care head and neighbours): everydayCare 15 -> 16.
// Session 46 (crisis round, crisis-signals-eleventh.ts: means brought close or kept for a reason, acts pictured and chosen, days chosen in other words, abuse in more words): direct 250 -> 252.
// Session 47's crisis round ("ah'm gonna do masel in": "am going to" read as "i'm going to"): direct 252 -> 253.
// Session 52: a youth pastor's "posted something about wanting to die" gets the helper's line (crisis-signals-helper.ts), and the join's care head reads a fishmonger's lobsters as a sign: everydayCare 16 -> 18.
// Session 54: a hairdresser's regular with bruises gets the helper's line instead of the crisis reply (crisis-signals-abuse.ts): everydayCare 18 -> 19.
// Session 55: a friend who "doesn't want to be here" or "alive anymore", told by a helper, gets the helper's line
// (crisis-signals-helper.ts, THEIR_RISK): everydayCare 19 -> 20.
const RECORDED_AT = "2026-11-30";
const RECORDED: RecordedFigures = {
  direct: 253,
  veiled: 244,
  abuse: 53,
  everydayFalseAlarms: 4,
  hardNegativeFalseAlarms: 4,
  everydayCare: 20,
};

describe("evaluation on the thirtieth blind set", () => {
  checkRecordedFigures(BLIND30_FILE, `THIRTIETH BLIND set (session 41, ${RECORDED_AT})`, RECORDED);
});
