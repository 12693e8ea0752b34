// The topic a message is about, by the rules (topics.ts: lexicons, phrases, negation) and the
// nearest labelled messages by word vectors (topic-neighbours.ts) together. Measured on each
// topic set with the rules as they were before anyone tuned them on it and the other sets as
// the examples (docs/decisions.md, issue 12): 1239 -> 1280 of 1,923 messages, every set gaining
// 8 to 13. Every figure below was chosen by leaving one set out.
import type { DetectedTopic } from "./topics.js";
import { neighbourVotes, type NeighbourVotes } from "./topic-neighbours.js";
import { contentWordCount } from "./word-vectors.js";

/**
 * Above this score the rules are sure (several cues or a settling one agree) and decide alone;
 * at or below it, the neighbours' votes weigh in (3, 5, 8 and no limit measured; 5 read best).
 */
const RULES_SURE = 5;
/**
 * The neighbours' votes as a share, times this weight, are added to each topic's score as a
 * fraction of the rules' best: a unanimous vote overturns the rules' first topic only for another
 * the rules scored more than half as high, never for one they did not find (0.5 to 1 read the
 * held-out sets within a few messages; 1 moved a plan set's thread from wise saving to giving,
 * "how much should we save vs give?").
 */
const NEIGHBOUR_WEIGHT = 0.5;
/**
 * When the rules find nothing, the neighbours name the topic alone only when they nearly agree (the
 * topic holds this share of their votes) and the message has a few content words: a follow-up
 * ("tell me more about that") keeps its thread's topic. On the held-out sets' messages the rules
 * found nothing in, any vote was right on 65 of 175, this one on 18 of 21 (two of three agreeing:
 * 37 of 61); a wrong passage costs more than the general one.
 */
const ALONE_SHARE = 0.7;
const MIN_CONTENT_WORDS = 3;

export function blendTopics(
  rules: DetectedTopic[],
  tokens: readonly string[],
  votesOf: (tokens: readonly string[]) => NeighbourVotes = neighbourVotes,
): DetectedTopic[] {
  const top = rules[0]?.score ?? 0;
  if (top > RULES_SURE) return rules;
  if (!rules.length && contentWordCount(tokens) < MIN_CONTENT_WORDS) return rules;
  const votes = votesOf(tokens);
  let total = 0;
  for (const v of votes.values()) total += v;
  if (total === 0) return rules;
  if (!rules.length) {
    const [id, v] = [...votes].reduce((a, b) => (b[1] > a[1] ? b : a));
    return v / total >= ALONE_SHARE ? [{ id, score: v / total }] : [];
  }
  // The rules' topics first, then the neighbours' own, so ties keep the rules' order.
  const scores = new Map(rules.map((r) => [r.id, r.score / top]));
  for (const [id, v] of votes) scores.set(id, (scores.get(id) ?? 0) + (NEIGHBOUR_WEIGHT * v) / total);
  return [...scores].sort((a, b) => b[1] - a[1]).map(([id, score]) => ({ id, score }));
}
