// Topic relevance on a labelled set: a message counts as relevant when the topic index's first
// detected topic is one of its labels (a message may carry two acceptable topics).
import { readFileSync } from "node:fs";
import { detectTopics } from "../topics.js";

export interface TopicMessage {
  topics: string[];
  text: string;
}

export {
  TOPIC_BLIND_2_FILE,
  TOPIC_BLIND_3_FILE,
  TOPIC_BLIND_4_FILE,
  TOPIC_BLIND_5_FILE,
  TOPIC_BLIND_6_FILE,
  TOPIC_BLIND_7_FILE,
  TOPIC_BLIND_8_FILE,
  TOPIC_BLIND_9_FILE,
  TOPIC_TRAIN_FILE,
} from "./example-files.js";

export const readTopicSet = (file: string): TopicMessage[] => JSON.parse(readFileSync(file, "utf8")) as TopicMessage[];

export interface Relevance {
  total: number;
  relevant: number;
  /** No topic detected at all. */
  none: number;
  /** A topic detected, but not a labelled one. */
  wrong: number;
  misses: Array<{ text: string; want: string[]; got: string | undefined }>;
}

export function topicRelevance(messages: readonly TopicMessage[]): Relevance {
  const results = messages.map((m) => ({ m, got: detectTopics(m.text)[0]?.id }));
  const misses = results.filter(({ m, got }) => got === undefined || !m.topics.includes(got));
  return {
    total: messages.length,
    relevant: messages.length - misses.length,
    none: misses.filter(({ got }) => got === undefined).length,
    wrong: misses.filter(({ got }) => got !== undefined).length,
    misses: misses.map(({ m, got }) => ({ text: m.text, want: m.topics, got })),
  };
}

const pct = (n: number, d: number) => `${n}/${d} (${d ? ((n / d) * 100).toFixed(1) : "0.0"} %)`;

/** Figures only (no message texts). */
export const formatRelevance = (name: string, r: Relevance) =>
  `[topic relevance] ${name}: relevant ${pct(r.relevant, r.total)}, no topic ${r.none}, a wrong topic ${r.wrong}`;
