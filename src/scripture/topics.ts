// The topic index: life topics with the passages that speak to them, and detection of the
// topics a message is about from each topic's lexicon of signal words and phrases.
import { GENERAL_TOPIC, TOPICS, WEEKLY_THEME_ROTATION, type TopicEntry } from "../../data/topics.js";

export type { TopicEntry } from "../../data/topics.js";
export { TOPICS, GENERAL_TOPIC, WEEKLY_THEME_ROTATION };

const byId = new Map<string, TopicEntry>([...TOPICS, GENERAL_TOPIC].map((t) => [t.id, t]));

export function getTopic(id: string): TopicEntry | undefined {
  return byId.get(id);
}

/** Lowercase words with apostrophes dropped ("can't" -> "cant") and hyphens split. */
export function normaliseText(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc']/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export interface CompiledCue {
  topic: string;
  weight: number;
  match: (tokens: string[], joined: string) => number; // token position of the first match, or -1
  /**
   * A token the text must contain for the cue to match (its word, or a phrase's first word), or,
   * for a stem, the first two characters every matching token starts with; absent: no such key.
   */
  key?: { word: string } | { prefix: string };
}

export function compileCue(topic: string, rawEntry: string): CompiledCue {
  // "!" marks a cue that settles the topic on its own; "~" one that only hints at it.
  const strength = rawEntry.startsWith("!") ? 3 : rawEntry.startsWith("~") ? 0.5 : 1;
  const entry = rawEntry.replace(/^[!~]/, "");
  const words = normaliseText(entry.replace(/\*/g, " STEMMARK ")).reduce<string[]>((acc, w) => {
    if (w === "stemmark") acc[acc.length - 1] += "*";
    else acc.push(w);
    return acc;
  }, []);
  // Phrases signal a topic far more surely than single words.
  const weight = (words.length === 1 ? 1 : 1 + words.length * 0.75) * strength;
  if (words.length === 1) {
    const w = words[0];
    if (w.endsWith("*")) {
      const stem = w.slice(0, -1);
      const key = stem.length >= 2 ? { prefix: stem.slice(0, 2) } : undefined;
      return { topic, weight, key, match: (tokens) => tokens.findIndex((t) => t.startsWith(stem)) };
    }
    return { topic, weight, key: { word: w }, match: (tokens) => tokens.indexOf(w) };
  }
  const source = words.map((w) => (w.endsWith("*") ? `${w.slice(0, -1)}[a-z0-9]*` : w)).join(" ");
  const re = new RegExp(`(?:^| )${source}(?= |$)`);
  // A cheap necessary condition first: the phrase's longest literal word must occur in the text
  // (the index holds hundreds of phrases, and most messages contain few of their words).
  const literal = words.map((w) => w.replace(/\*$/, "")).reduce((a, b) => (b.length > a.length ? b : a), "");
  // "(?:^| )first " matches only where `first` is a whole token of the text.
  const first = words[0];
  return {
    topic,
    weight,
    key: first && !first.endsWith("*") ? { word: first } : undefined,
    match: (_tokens, joined) => {
      if (!joined.includes(literal)) return -1;
      const m = re.exec(joined);
      if (!m) return -1;
      return joined.slice(0, m.index).split(" ").length - 1;
    },
  };
}

const CUES: CompiledCue[] = TOPICS.flatMap((t) => t.lexicon.map((entry) => compileCue(t.id, entry)));

/**
 * The cues' positions in CUES by the key a text must contain for them to match (built once), so a
 * message is tried only against cues it could match, in CUES order: the same answer as trying all.
 */
const CUES_BY_KEY = new Map<string, number[]>();
const UNKEYED_CUES: number[] = [];
CUES.forEach((cue, i) => {
  if (!cue.key) {
    UNKEYED_CUES.push(i);
    return;
  }
  const key = "word" in cue.key ? `w:${cue.key.word}` : `p:${cue.key.prefix}`;
  const list = CUES_BY_KEY.get(key) ?? [];
  list.push(i);
  CUES_BY_KEY.set(key, list);
});

function candidateCues(tokens: string[]): number[] {
  const candidates = new Set(UNKEYED_CUES);
  for (const token of new Set(tokens)) {
    for (const i of CUES_BY_KEY.get(`w:${token}`) ?? []) candidates.add(i);
    for (const i of CUES_BY_KEY.get(`p:${token.slice(0, 2)}`) ?? []) candidates.add(i);
  }
  return [...candidates].sort((a, b) => a - b);
}

export interface DetectedTopic {
  id: string;
  score: number;
}

/**
 * The topics a text is about, strongest first. Each lexicon entry counts once; ties go to the
 * topic mentioned first, then to index order, so the result is deterministic.
 */
export function detectTopics(text: string): DetectedTopic[] {
  // One reply asks about the same message several times (the guide, the safety net on its
  // lowercased literal reading, the situation match); the answer depends on the normalised words
  // alone, so the last few answers are kept by those.
  const tokens = normaliseText(text);
  const joined = tokens.join(" ");
  const cached = recentDetections.get(joined);
  if (cached) return cached.map((d) => ({ ...d }));
  const detected = detectTopicsUncached(tokens, joined);
  if (recentDetections.size >= 256) recentDetections.delete(recentDetections.keys().next().value!);
  recentDetections.set(joined, detected);
  return detected.map((d) => ({ ...d }));
}

const recentDetections = new Map<string, DetectedTopic[]>();
const TOPIC_ORDER = new Map(TOPICS.map((t, i) => [t.id, i]));

function detectTopicsUncached(tokens: string[], joined: string): DetectedTopic[] {
  if (tokens.length === 0) return [];
  const scores = new Map<string, { score: number; first: number }>();
  for (const i of candidateCues(tokens)) {
    const cue = CUES[i];
    const at = cue.match(tokens, joined);
    if (at < 0) continue;
    const s = scores.get(cue.topic) ?? { score: 0, first: Number.POSITIVE_INFINITY };
    s.score += cue.weight;
    s.first = Math.min(s.first, at);
    scores.set(cue.topic, s);
  }
  return [...scores.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first || TOPIC_ORDER.get(a[0])! - TOPIC_ORDER.get(b[0])!)
    .map(([id, s]) => ({ id, score: s.score }));
}
