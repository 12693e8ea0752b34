// A situation seen as a plan theme: the topic entry the plan arcs are written against, with the
// situation's own words, practices, prayer and admitted passages (so every day of a week or a
// study speaks to this person), and the week's passages ordered along one arc.
import { getTopic, GENERAL_TOPIC, type TopicEntry } from "../../scripture/topics.js";
import { GENERAL_SITUATION } from "../material/general.js";
import type { BankPassage, Register, Situation } from "../material/situation-types.js";
import { SITUATION_PRACTICES } from "../material/situation-practices.js";
import { SITUATIONS } from "../material/situations.js";
import { admittedPassages, dutyLast, isHurting, isDutyOrRebuke, referencesOverlap } from "./register-rules.js";

const INSIGHT = {
  hurting:
    "Scripture never rushes people in pain. It gives words for lament, promises of God's nearness and a hope that does not depend on how strong you feel today.",
  glad: "Scripture is full of thanksgiving. Remembering God's gifts out loud is one of the oldest ways His people have worshipped, and it keeps joy from being forgotten.",
  seeking:
    "Scripture is given to guide us. God's word is a lamp for the next step rather than a floodlight on the whole road, and He gives wisdom to those who ask.",
};
const SECOND_QUESTION = {
  hurting: "Where have you noticed God's care this week, even in small ways?",
  glad: "How could you share this joy with someone else this week?",
  seeking: "What step have you taken this week, and what did you learn from it?",
};
const REFLECTION = {
  hurting: "Looking back over this week, where did you find comfort, and what would you still like to bring to God?",
  glad: "Looking back over this week, what are you most thankful for?",
  seeking: "Looking back over this week, what has become clearer, and what are you still asking God about?",
};

const moodOf = (s: Situation) => (isHurting(s) ? "hurting" : s.need === "joy" ? "glad" : "seeking");

// One arc through the week: honest lament and comfort first, then teaching and wisdom, then
// assurance and celebration to end on hope.
const ARC_RANK: Record<Register, number> = { lament: 0, comfort: 1, teaching: 2, wisdom: 3, assurance: 4, celebration: 5 };

/**
 * How many other situations of the bank, hurting as this one is (or not hurting, as it is not),
 * list a passage overlapping this one: how widely the bank reaches for it for people in this state.
 * Only situations a member's words name count (those with cues): the ones the crisis check's
 * reading names (someone at risk, a child in danger) are short lists for one moment, and adding one
 * must not reorder every other situation's passages.
 */
function sharedBy(situation: Situation, ref: string): number {
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

/**
 * Seven (or `count`) different admitted references for a situation, ordered along the arc.
 * `consensus`: the situation's own passages most widely shared in the bank first (weekly plans).
 */
export function situationWeekRefs(situation: Situation, count = 7, consensus = false): string[] {
  const kindred = SITUATIONS.filter((s) => s !== situation && s.topic === situation.topic && s.need === situation.need);
  const refs: Array<{ ref: string; register: Register }> = [];
  const seen = new Set<string>();
  // Duty or rebuke (admitted only outside pain) joins a week only if nothing else is left.
  for (const duty of [false, true]) {
    for (const source of [situation, ...kindred, GENERAL_SITUATION]) {
      for (const p of consensus && source === situation ? consensusFirst(situation) : admittedPassages(source)) {
        if (seen.has(p.ref) || (dutyLast(situation) && isDutyOrRebuke(p.ref) !== duty)) continue;
        seen.add(p.ref);
        refs.push(p);
      }
      if (refs.length >= count) break;
    }
    if (refs.length >= count) break;
  }
  return refs
    .slice(0, count)
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => ARC_RANK[a.register] - ARC_RANK[b.register] || a.i - b.i)
    .map((p) => p.ref);
}

/**
 * The situation as a theme entry for the weekly and study plan arcs. `authoredOrder`: keep the
 * bank's order of passages (a study theme lists them in the order its days build).
 */
export function situationTheme(situation: Situation, authoredOrder = false, consensus = false): TopicEntry {
  const topic = getTopic(situation.topic) ?? GENERAL_TOPIC;
  const mood = moodOf(situation);
  return {
    ...topic,
    label: situation.label,
    ack: situation.ack,
    insight: INSIGHT[mood],
    practices: SITUATION_PRACTICES[situation.id] ?? topic.practices,
    prayer: situation.prayer ?? topic.prayer,
    questions: [situation.question, SECOND_QUESTION[mood]],
    reflection: REFLECTION[mood],
    passages: authoredOrder ? admittedPassages(situation).map((p) => p.ref) : situationWeekRefs(situation, 7, consensus),
  };
}
