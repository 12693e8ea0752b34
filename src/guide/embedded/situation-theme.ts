// A situation seen as a plan theme: the topic entry the plan arcs are written against, with the
// situation's own words, practices, prayer and admitted passages (so every day of a week or a
// study speaks to this person), and the week's passages ordered along one arc.
import { getTopic, GENERAL_TOPIC, type TopicEntry } from "../../scripture/topics.js";
import { GENERAL_SITUATION } from "../material/general.js";
import type { BankPassage, Register, Situation } from "../material/situation-types.js";
import { SITUATION_PRACTICES } from "../material/situation-practices.js";
import { SITUATIONS } from "../material/situations.js";
import { admittedPassages, dutyLast, isHurting, isDutyOrRebuke } from "./register-rules.js";
import { consensusFirst } from "./bank-consensus.js";
import { weekCandidates } from "./week-candidates.js";

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
 * Which of a situation's passages come first: the bank's order; its own the bank gives most widely
 * first (a study, bank-consensus.ts); or a weekly plan's candidates, surest first (week-candidates.ts).
 */
export type PassageOrder = "bank" | "consensus" | "week";

const FIRST: Record<PassageOrder, (situation: Situation) => readonly BankPassage[]> = {
  bank: admittedPassages,
  consensus: consensusFirst,
  week: weekCandidates,
};

/** Seven (or `count`) different admitted references for a situation, ordered along the arc. */
export function situationWeekRefs(situation: Situation, count = 7, order: PassageOrder = "bank"): string[] {
  const kindred = SITUATIONS.filter((s) => s !== situation && s.topic === situation.topic && s.need === situation.need);
  const refs: Array<{ ref: string; register: Register }> = [];
  const seen = new Set<string>();
  // Duty or rebuke (admitted only outside pain) joins a week only if nothing else is left.
  for (const duty of [false, true]) {
    for (const source of [situation, ...kindred, GENERAL_SITUATION]) {
      for (const p of source === situation ? FIRST[order](situation) : admittedPassages(source)) {
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
export function situationTheme(situation: Situation, authoredOrder = false, order: PassageOrder = "bank"): TopicEntry {
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
    passages: authoredOrder ? admittedPassages(situation).map((p) => p.ref) : situationWeekRefs(situation, 7, order),
  };
}
