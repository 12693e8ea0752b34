// The topic index: life topics with the passages that speak to them, and detection of the
// topics a message is about from each topic's lexicon of signal words and phrases (with the word
// vectors' nearest labelled messages where those rules are unsure: topic-blend.ts).
import { GENERAL_TOPIC, TOPICS, WEEKLY_THEME_ROTATION, type TopicEntry } from "../../data/topics.js";
import { normaliseText } from "./normalise-text.js";
import { blendTopics } from "./topic-blend.js";
import { classifierProbabilities } from "./topic-classifier.js";
import { RecentAnswers } from "./recent-answers.js";

export type { TopicEntry } from "../../data/topics.js";
export { TOPICS, GENERAL_TOPIC, WEEKLY_THEME_ROTATION, normaliseText };

const byId = new Map<string, TopicEntry>([...TOPICS, GENERAL_TOPIC].map((t) => [t.id, t]));

export function getTopic(id: string): TopicEntry | undefined {
  return byId.get(id);
}

export interface CompiledCue {
  topic: string;
  weight: number;
  match: (tokens: string[], joined: string) => number; // token position of the first match, or -1
  /**
   * A token the text must contain for the cue to match (its word, or a phrase's first word; one of
   * several when that word has interchangeable variants), or, for a stem, the first two characters
   * every matching token starts with; absent: no such key.
   */
  key?: { word: string } | { prefix: string } | { anyOf: readonly string[] };
  /**
   * The cue names a negation itself ("cant sleep", "not invited", "dont feel gods presence"), so
   * it is matched against the message's own words, not the words left after negations are masked.
   */
  negates?: boolean;
  /** The cue only hints at its topic ("~"): a person, a place, a framing word such as "verses". */
  hint?: boolean;
}

/**
 * A hint's multiplier: a two-word hint ("my kids", "my boss", "my ex") weighs 0.75, less than any
 * single plain cue, so a word naming what is wrong ("angry", "tempted") outvotes the mere mention
 * of a person or a place; hints still decide when nothing else matches.
 */
const HINT_STRENGTH = 0.5;
/** What each word of a phrase adds to its weight: phrases signal a topic far more surely. */
const PHRASE_STEP = 0.75;

/** Words that negate the state word just after them ("I'm not anxious, just tired"). */
const NEGATORS = new Set(["not", "isnt", "arent", "wasnt", "werent", "aint", "nor"]);
/** Negations a cue may name; a cue holding one of them is matched on the unmasked words. */
const NEGATION_WORDS = new Set([
  ...NEGATORS,
  "no",
  "never",
  "cant",
  "dont",
  "doesnt",
  "didnt",
  "wont",
  "havent",
  "hasnt",
  "nobody",
  "without",
]);
/**
 * Verbs and function words a negation does not mask: "not" before them negates an action, and the
 * topic stays ("is it normal to not feel God", "I'm not sure", "not about the money").
 */
const NEGATION_PASSES = new Set([
  "feel",
  "felt",
  "know",
  "have",
  "want",
  "get",
  "see",
  "hear",
  "think",
  "understand",
  "sure",
  "go",
  "do",
  "be",
  "been",
  "a",
  "an",
  "the",
  "my",
  "to",
  "about",
  "with",
  "for",
  "in",
  "at",
  "on",
  "because",
  "enough",
  "going",
  "doing",
  "getting",
]);

/** Words a negation reaches across to the word it negates ("not really that worried"). */
const NEGATION_FILLERS = new Set([
  "really",
  "that",
  "too",
  "very",
  "so",
  "even",
  "actually",
  "exactly",
  "particularly",
  "super",
  "overly",
  "all",
  "just",
  "feeling",
  "being",
  "getting",
  "anymore",
  "as",
  "like",
  "more",
]);

/**
 * Words a phrase cue takes as interchangeable: British and American spellings of the same person
 * ("my mum" is "my mom"). Whose it is was tried too ("take up my cross" as "take up your cross"):
 * it lost training messages, because the lexicon tells "our son" (a parent speaking) from the
 * hint "my son" on purpose.
 */
const VARIANT_GROUPS: readonly (readonly string[])[] = [
  ["mum", "mom", "mommy", "mummy", "mam"],
  ["mums", "moms"],
];
const VARIANTS = new Map<string, readonly string[]>();
for (const group of VARIANT_GROUPS) for (const w of group) if (!VARIANTS.has(w)) VARIANTS.set(w, group);

export function compileCue(topic: string, rawEntry: string): CompiledCue {
  // "!" marks a cue that settles the topic on its own; "~" one that only hints at it.
  const strength = rawEntry.startsWith("!") ? 3 : rawEntry.startsWith("~") ? HINT_STRENGTH : 1;
  const entry = rawEntry.replace(/^[!~]/, "");
  const words = normaliseText(entry.replace(/\*/g, " STEMMARK ")).reduce<string[]>((acc, w) => {
    if (w === "stemmark") acc[acc.length - 1] += "*";
    else acc.push(w);
    return acc;
  }, []);
  // Phrases signal a topic far more surely than single words.
  const weight = (words.length === 1 ? 1 : 1 + words.length * PHRASE_STEP) * strength;
  const negates = words.some((w) => NEGATION_WORDS.has(w)) || undefined;
  const hint = strength === HINT_STRENGTH || undefined;
  if (words.length === 1) {
    const w = words[0];
    if (w.endsWith("*")) {
      const stem = w.slice(0, -1);
      const key = stem.length >= 2 ? { prefix: stem.slice(0, 2) } : undefined;
      return { topic, weight, key, negates, hint, match: (tokens) => tokens.findIndex((t) => t.startsWith(stem)) };
    }
    return { topic, weight, key: { word: w }, negates, hint, match: (tokens) => tokens.indexOf(w) };
  }
  const source = words
    .map((w) => (w.endsWith("*") ? `${w.slice(0, -1)}[a-z0-9]*` : VARIANTS.has(w) ? `(?:${VARIANTS.get(w)!.join("|")})` : w))
    .join(" ");
  const re = new RegExp(`(?:^| )${source}(?= |$)`);
  // A cheap necessary condition first: the phrase's longest literal word must occur in the text
  // (the index holds hundreds of phrases, and most messages contain few of their words).
  const literal = words
    .filter((w) => !VARIANTS.has(w))
    .map((w) => w.replace(/\*$/, ""))
    .reduce((a, b) => (b.length > a.length ? b : a), "");
  // "(?:^| )first " matches only where `first` is a whole token of the text.
  const first = words[0];
  return {
    topic,
    weight,
    key: VARIANTS.has(first) ? { anyOf: VARIANTS.get(first)! } : first && !first.endsWith("*") ? { word: first } : undefined,
    negates,
    hint,
    match: (_tokens, joined) => {
      if (!joined.includes(literal)) return -1;
      const m = re.exec(joined);
      if (!m) return -1;
      return joined.slice(0, m.index).split(" ").length - 1;
    },
  };
}

/**
 * A lexicon entry once its interchangeable words are read as one ("~my kids" and "~your kids"
 * are the same cue), so a topic counts such a cue once.
 */
function canonicalEntry(entry: string): string {
  return entry
    .split(" ")
    .map((w) => VARIANTS.get(w)?.[0] ?? w)
    .join(" ");
}

const CUES: CompiledCue[] = TOPICS.flatMap((t) => {
  const seen = new Set<string>();
  return t.lexicon
    .filter((entry) => !seen.has(canonicalEntry(entry)) && seen.add(canonicalEntry(entry)))
    .map((entry) => compileCue(t.id, entry));
});

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
  const keys =
    "word" in cue.key ? [`w:${cue.key.word}`] : "prefix" in cue.key ? [`p:${cue.key.prefix}`] : cue.key.anyOf.map((w) => `w:${w}`);
  for (const key of keys) {
    const list = CUES_BY_KEY.get(key) ?? [];
    list.push(i);
    CUES_BY_KEY.set(key, list);
  }
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
 * The topics a text is about, strongest first: the rules (detectTopicsByRules), with the nearest
 * labelled messages by word vectors weighing in where the rules are unsure or silent
 * (topic-blend.ts).
 */
export function detectTopics(text: string): DetectedTopic[] {
  const answer = recentAnswer(text);
  // The neighbours read the words the rules counted: "my phone died" is no death to them either.
  // Session 45: nor to the classifier, which reads the message's words and letters without the
  // figure's word ("i've lost my mind with this to-do list" read as grief once topic blind-27 joined it).
  if (!answer.blended) {
    const { figureFree } = answer;
    answer.blended = blendTopics(
      answer.rules,
      answer.counted,
      text,
      figureFree === undefined ? {} : { probabilitiesOf: (_, tokens) => classifierProbabilities(figureFree, tokens) },
    );
  }
  return answer.blended.map((d) => ({ ...d }));
}

/**
 * The topics the rules read in a text, strongest first: each lexicon entry counts once; ties go
 * to a topic named by a cue of its own over one only hinted at ("bible verses on joy" is joy, not
 * scripture), then to the topic mentioned first, then to index order, so the result is
 * deterministic. The literal reading, for what must rest on the words said (the care line).
 */
export function detectTopicsByRules(text: string): DetectedTopic[] {
  return recentAnswer(text).rules.map((d) => ({ ...d }));
}

/**
 * One reply asks about the same message several times (the guide, the safety net on its
 * lowercased literal reading, the situation match); the answer does not depend on letter case
 * (words and clause punctuation are what count), so the last few answers are kept by the
 * lowercased text.
 */
function recentAnswer(text: string): RulesAnswer & { blended?: DetectedTopic[] } {
  return recentAnswers.get(text.toLowerCase(), () => readByRules(text));
}

interface RulesAnswer {
  rules: DetectedTopic[];
  counted: string[];
  /** The message's words without a figure of speech's literal word, where it has one (the classifier's reading). */
  figureFree?: string;
}

const recentAnswers = new RecentAnswers<string, RulesAnswer & { blended?: DetectedTopic[] }>(256);

/** The words of a text the rules count (figures of speech and negated state words left out). */
export function countedWords(text: string): string[] {
  return [...recentAnswer(text).counted];
}

const TOPIC_ORDER = new Map(TOPICS.map((t, i) => [t.id, i]));

// Figures of speech whose literal word would point at the wrong topic: "this exam is killing
// me" is not about death, "my phone died" is not grief, "lost my mind" is not a loss. Matched on
// the joined words; the word in brackets is masked (other cues still see the rest). "Dying to
// self" is no figure of speech here: discipleship names it as a cue of its own.
const FIGURES: RegExp[] = [
  /\b(killing|killed|kills|kill) (?:me|it|us|for)\b/g,
  /\b(dying|die|died) (?:to (?:know|see|hear|try|get|go|meet|tell|ask|eat|find)|of (?:laughter|laughing|embarrassment|boredom|shame|cringe)|for a)\b/g,
  /\b(?:could|would|gonna|going to) (die|dying)\b/g,
  /\bto (die) for\b/g,
  /\b(?:to|bored to|scared to|worried to|stressed to) (death)\b/g,
  /\b(dead) (?:tired|on my feet|end|serious|set|weight|last|to the world)\b/g,
  /\b(?:worried|scared|worrying|homesick|lovesick) (sick)\b/g,
  /\b(sick) (?:and tired|of)\b/g,
  // Fed up, not worn out: "tired of asking", "sick and tired of", "so tired of waiting" is about
  // what wears on someone (a spouse, a wait, a church), and "it's exhausting" describes that
  // thing; neither is a need of rest ("I'm exhausted" and "tired all the time" still are).
  /\b(tired|exhausted|weary) of\b/g,
  /\b(?:is|its|are|was|were|so|gets|getting|honestly|just) (exhausting)\b/g,
  /\b(?:phone|laptop|computer|car|battery|batteries|plant|plants|charger|tv|engine|printer|wifi) (?:just |finally |totally |is )?(died|dead|passed)\b/g,
  // Giving a talk is no generosity ("give a presentation to the board", "giving the toast").
  /\b(give|giving|gave|gives) (?:a |the |my |our |an )?(?:big |short |quick )?(?:presentation|talk|speech|lecture|toast|eulogy|update|report|pitch)s?\b/g,
  // "every single thing" is no singleness.
  /\b(?:every|each|any|one|not a) (single)\b/g,
  // A single mum is a parent (a ministry to single mums is service), not a member's singleness.
  /\b(single) (?:mum|mom|mother|dad|father|parent)s?\b/g,
  /\b(lost|lose|losing) (?:my |the |our )?(?:mind|marbles|head|keys|phone|wallet|voice|game|match|bet|signal|receipt|password|track|rag)\b/g,
];

/** The message's words with each figure of speech's literal word replaced by "_"; undefined where it has none. */
function figureMasked(tokens: string[]): string[] | undefined {
  let joined = tokens.join(" ");
  let found = false;
  for (const re of FIGURES) {
    re.lastIndex = 0;
    if (!re.test(joined)) continue;
    found = true;
    re.lastIndex = 0;
    joined = joined.replace(re, (whole: string, word: string) => whole.replace(new RegExp(`\\b${word}\\b`), "_".repeat(word.length)));
  }
  if (!found) return undefined;
  return joined.split(" ").map((w, i) => (/^_+$/.test(w) ? "_" : tokens[i]));
}

/**
 * The message's words with figures of speech and negated state words replaced by "_" ("I'm not
 * anxious, just tired": "anxious" is masked, "tired" still counts). A negation reaches only the
 * next word of its own clause, skipping fillers ("not really that worried"), and through "or".
 */
function maskedWords(text: string, tokens: string[], figures = figureMasked(tokens)): string[] {
  const masked = figures ? [...figures] : [...tokens];
  // Negation scope stops at clause punctuation, so the clauses are tokenised one by one (the
  // concatenation is the same list of words as normaliseText(text)).
  let at = 0;
  for (const clause of text.split(/[.,;:!?()\n]+/)) {
    const words = normaliseText(clause);
    for (let i = 0; i < words.length; i++) {
      const negation = NEGATORS.has(words[i]) || (words[i] === "longer" && words[i - 1] === "no");
      if (!negation) continue;
      let j = i + 1;
      while (j < words.length && NEGATION_FILLERS.has(words[j])) j++;
      while (j < words.length && !NEGATION_PASSES.has(words[j])) {
        masked[at + j] = "_";
        if (words[j + 1] !== "or" && words[j + 1] !== "nor") break;
        j += 2;
      }
    }
    at += words.length;
  }
  return masked;
}

/**
 * Contractions whose letters spell another word once the apostrophe is dropped: "I'll" is no
 * illness ("I'll never have the life I planned"), "he'll" no hell ("why can't I believe he'll do
 * it"). Written without the apostrophe ("ill", "hell") the word is read as it is.
 */
const MISREAD_CONTRACTION = /\b(?:i|he)['\u2018\u2019\u02bc]ll\b/gi;
const CONTRACTION_MARK = "qqcontraction";

/** The token positions of such contractions in normaliseText(text). */
function contractionPositions(text: string): number[] {
  if (!/['\u2018\u2019\u02bc]ll\b/i.test(text)) return [];
  const marked = normaliseText(text.replace(MISREAD_CONTRACTION, CONTRACTION_MARK));
  const positions: number[] = [];
  marked.forEach((w, i) => w === CONTRACTION_MARK && positions.push(i));
  return positions;
}

/** The rules' topics, and the words they counted (figures of speech and negated words left out). */
function readByRules(text: string): RulesAnswer {
  const tokens = normaliseText(text);
  if (tokens.length === 0) return { rules: [], counted: [] };
  const figures = figureMasked(tokens);
  const masked = maskedWords(text, tokens, figures);
  // The cues do not read a contraction as the word its letters spell; the counted words keep it
  // (the neighbours and the classifier read them as they were trained).
  const contractions = contractionPositions(text);
  const cueTokens = contractions.length ? tokens.map((w, i) => (contractions.includes(i) ? "_" : w)) : tokens;
  const cueMasked = contractions.length ? masked.map((w, i) => (contractions.includes(i) ? "_" : w)) : masked;
  const cueJoined = cueTokens.join(" ");
  const maskedJoined = cueMasked.join(" ");
  const scores = new Map<string, { score: number; first: number; named: boolean }>();
  for (const i of candidateCues(tokens)) {
    const cue = CUES[i];
    const at = cue.negates ? cue.match(cueTokens, cueJoined) : cue.match(cueMasked, maskedJoined);
    if (at < 0) continue;
    const s = scores.get(cue.topic) ?? { score: 0, first: Number.POSITIVE_INFINITY, named: false };
    s.score += cue.weight;
    if (!cue.hint) s.named = true;
    s.first = Math.min(s.first, at);
    scores.set(cue.topic, s);
  }
  const rules = [...scores.entries()]
    .sort(
      (a, b) =>
        b[1].score - a[1].score ||
        Number(b[1].named) - Number(a[1].named) ||
        a[1].first - b[1].first ||
        TOPIC_ORDER.get(a[0])! - TOPIC_ORDER.get(b[0])!,
    )
    .map(([id, s]) => ({ id, score: s.score }));
  return { rules, counted: masked.filter((w) => w !== "_"), figureFree: figures?.filter((w) => w !== "_").join(" ") };
}
