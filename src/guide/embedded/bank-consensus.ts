// How widely the situation bank reaches for a passage for people in the same state, and a
// situation's passages ordered by it: the surest first for a reply and a week.
import type { BankPassage, Situation } from "../material/situation-types.js";
import { SITUATIONS } from "../material/situations.js";
import { admittedPassages, isHurting, referencesOverlap } from "./register-rules.js";

/**
 * How many other situations of the bank, hurting as this one is (or not hurting, as it is not),
 * list a passage overlapping this one: how widely the bank reaches for it for people in this state.
 * Only situations a member's words name count (those with cues): the ones the crisis check's
 * reading names (someone at risk, a child in danger) are short lists for one moment, and adding one
 * must not reorder every other situation's passages.
 */
export function sharedBy(situation: Situation, ref: string): number {
  let n = 0;
  for (const s of SITUATIONS)
    if (
      s !== situation &&
      s.cues.length > 0 &&
      isHurting(s) === isHurting(situation) &&
      s.passages.some((p) => referencesOverlap(p.ref, ref))
    )
      n++;
  return n;
}

const consensusCache = new WeakMap<Situation, BankPassage[]>();

/**
 * A situation's admitted passages, those the bank gives most widely to people in the same state
 * first (then the bank's order): a week draws on seven of a situation's eight or nine passages, and
 * the one it leaves out should be the most idiosyncratic, not the most widely trusted; a reply
 * gives the first of them the thread has not seen (respond.ts).
 */
export function consensusFirst(situation: Situation): BankPassage[] {
  let ordered = consensusCache.get(situation);
  if (!ordered) {
    ordered = admittedPassages(situation)
      .map((p, i) => ({ p, i, n: sharedBy(situation, p.ref) }))
      .sort((a, b) => b.n - a.n || a.i - b.i)
      .map((x) => x.p);
    consensusCache.set(situation, ordered);
  }
  return ordered;
}
