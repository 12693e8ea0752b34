// The passages a situation's week draws on, surest first (session 34). A week of a glad,
// choosing or asking situation drew on its own passages only, and the celebration and teaching
// particular to one situation ("Luke 15:7" for a baptism, "Ruth 1:16" for newlyweds) fitted fewer
// weeks than those the bank gives widely to people in the same state: on the readable plan sets
// these weeks fitted 84 % of days against 93 % for a hurting situation's week.
import type { BankPassage, Situation } from "../material/situation-types.js";
import { REGISTERS_FOR } from "../material/situation-types.js";
import { SITUATIONS } from "../material/situations.js";
import { consensusFirst, sharedBy } from "./bank-consensus.js";
import { isHurting, referencesOverlap, registerViolation } from "./register-rules.js";

/** The situation's own passages a glad, choosing or asking week keeps first, whatever its kin offer. */
export const OWN_KEPT = 3;

/** The bank's other situations a member's words name on the same topic and with the same need. */
const kinOf = (situation: Situation) =>
  SITUATIONS.filter((s) => s !== situation && s.cues.length > 0 && s.topic === situation.topic && s.need === situation.need);

/** Whether the situation's rules admit another situation's passage (its registers, no violation). */
const admitsFor = (situation: Situation, p: BankPassage) =>
  REGISTERS_FOR[situation.need].includes(p.register) && !registerViolation(situation, p.ref);

/**
 * A glad, choosing or asking situation's passages: its first OWN_KEPT (the bank's most widely
 * shared first), so the week still speaks of this occasion, then the rest merged with its kin's
 * (see kinOf), those the bank gives most widely to people in the same state first, its own on a
 * tie; no passage overlapping an earlier one.
 */
function sharedWithKin(situation: Situation): BankPassage[] {
  const first = consensusFirst(situation);
  const own = first.slice(OWN_KEPT).map((p, i) => ({ p, n: sharedBy(situation, p.ref), i }));
  // A kin passage's count includes the kin it came from: one less, to weigh it as the own ones are.
  const kin = kinOf(situation)
    .flatMap((s) => s.passages.filter((p) => admitsFor(situation, p)))
    .map((p, i) => ({ p, n: sharedBy(situation, p.ref) - 1, i: first.length + i }));
  const merged: BankPassage[] = first.slice(0, OWN_KEPT);
  for (const { p } of [...own, ...kin].sort((a, b) => b.n - a.n || a.i - b.i))
    if (!merged.some((q) => referencesOverlap(q.ref, p.ref))) merged.push(p);
  return merged;
}

const cache = new WeakMap<Situation, BankPassage[]>();

/**
 * A week's candidates for a situation, surest first. A hurting situation keeps its own passages,
 * the bank's most widely shared first (consensusFirst): taking its kin's in their place, or the
 * bank's most widely trusted assurance in place of its own particular assurance, fitted fewer days
 * on the readable plan sets. Any other situation draws on its own and its kin's (see sharedWithKin).
 */
export function weekCandidates(situation: Situation): readonly BankPassage[] {
  if (isHurting(situation)) return consensusFirst(situation);
  let candidates = cache.get(situation);
  if (!candidates) {
    candidates = sharedWithKin(situation);
    cache.set(situation, candidates);
  }
  return candidates;
}
