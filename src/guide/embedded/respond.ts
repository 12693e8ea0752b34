// The embedded provider's reply: find the member's situation (situation-match.ts), choose one of
// its passages that the register rules admit and the thread has not seen, and let the member's
// guidance style compose the reply around that passage.
import type { AssistantResponse } from "@core/guide";
import { withPlanDefaults } from "@core/guide";
import { referencesIn, type Passage } from "../../scripture/index.js";
import { detectTopics, getTopic, GENERAL_TOPIC, type TopicEntry } from "../../scripture/topics.js";
import { canonicalReference, passageFor, verseLabel } from "../scripture-quote.js";
import { commentaryFor } from "../material/commentary.js";
import { GENERAL_SITUATION } from "../material/general.js";
import type { Register, Situation } from "../material/situation-types.js";
import { hashString, seededRandom } from "../seed.js";
import type { GuideContext, GuideProfile } from "../types.js";
import { admittedPassages, dutyLast, isDutyOrRebuke, woundsThisReader } from "./register-rules.js";
import { replySituationOf } from "./glad-news.js";
import { onlyGuessed, soreTopicsOf, soundsDistressed, type HelperReading } from "./situation-match.js";
import { composeReply, voiceOf } from "./voices.js";
import { consensusFirst } from "./bank-consensus.js";

/** References already shown in the thread: the explicit list plus any in assistant messages. */
export function usedReferencesOf(context: GuideContext | undefined): Set<string> {
  const used = new Set<string>();
  const add = (ref: unknown) => {
    if (typeof ref !== "string") return;
    const canonical = canonicalReference(ref);
    if (canonical) used.add(canonical);
  };
  context?.usedReferences?.forEach(add);
  for (const m of context?.messages ?? []) {
    if (m.role !== "assistant") continue;
    try {
      const parsed = JSON.parse(m.content) as { scripture?: { verse?: unknown } };
      add(parsed?.scripture?.verse);
    } catch {
      // Plain-text assistant content carries no structured scripture.
    }
  }
  return used;
}

export interface TopicChoice {
  primary: TopicEntry;
  secondary?: TopicEntry;
  ids: string[];
}

export function chooseTopics(message: string, context: GuideContext | undefined): TopicChoice {
  let detected = detectTopics(message);
  // A short follow-up ("thank you", "what else?") keeps the thread's topic.
  if (detected.length === 0) {
    const earlier = (context?.messages ?? [])
      .filter((m) => m.role === "user")
      .map((m) => m.content)
      .reverse();
    for (const text of earlier) {
      detected = detectTopics(text);
      if (detected.length) break;
    }
  }
  const ids = detected.map((d) => d.id);
  const primary = (ids[0] && getTopic(ids[0])) || GENERAL_TOPIC;
  const second = detected[1];
  const secondary = second && second.score >= detected[0].score / 3 ? getTopic(second.id) : undefined;
  return { primary, secondary, ids };
}

/**
 * The passage for a situation: the first of its admitted passages (register rules) that the thread
 * has not used, those the bank gives most widely to people in the same state first (then the
 * bank's order); the general situation's when all are used.
 */
export function chooseSituationPassage(
  situation: Situation,
  used: Set<string>,
  bibleVersion: string,
  distressed = false,
  soreTopics: readonly string[] = [],
): { passage: Passage; register: Register; bankRef: string; alternatives: string[] } {
  // Someone whose words show distress never gets duty or rebuke, even in a situation of growth,
  // nor a sore spot of what their words name (betrayal, loneliness).
  const admitted = consensusFirst(situation).filter((p) => !woundsThisReader(p.ref, situation.topic, distressed, soreTopics));
  // Duty or rebuke only when nothing else of this situation or the general one is left.
  const fresh = admitted.filter((p) => !used.has(canonicalReference(p.ref) ?? p.ref) && !(dutyLast(situation) && isDutyOrRebuke(p.ref)));
  const fallback = admittedPassages(GENERAL_SITUATION).filter((p) => !used.has(canonicalReference(p.ref) ?? p.ref));
  const pool = fresh.length ? fresh : fallback.length ? fallback : admitted;
  // The passage the bank gives most widely to people in the same state comes first, as it does in
  // a week (consensusFirst): a single reply gives one passage, and it should be the surest.
  for (const choice of pool) {
    const passage = passageFor(choice.ref, bibleVersion);
    if (passage) {
      return { passage, register: choice.register, bankRef: choice.ref, alternatives: pool.filter((p) => p !== choice).map((p) => p.ref) };
    }
  }
  throw new Error(`The situation "${situation.id}" has no passage available in the bundled Bibles.`);
}

// A passage a member names is quoted in full when it is this short; a longer one (a whole long
// psalm) gives way to the situation's own passage.
const NAMED_PASSAGE_MAX_VERSES = 12;

// Words that ask about a passage ("what does it mean", "help me memorise", "explain").
const ASKS_ABOUT =
  /\?|\b(?:what|how|why|explain|means?|meaning|understand|memori[sz]e|memori[sz]ing|learn|learning|study|studying|teach|help me)\b/i;

/**
 * The passage a member's message names ("help me memorise Philippians 4:13", "what does Psalm 23
 * mean?"): they asked about it, so the reply explains it rather than another. Someone in distress
 * who names a verse without asking about it ("my friend quoted Romans 8:28 at the funeral and I
 * wanted to scream") may have been hurt by it: their situation's own passage answers them instead.
 */
export function namedPassage(message: string, bibleVersion: string, distressed = soundsDistressed(message)): Passage | undefined {
  if (distressed && !ASKS_ABOUT.test(message)) return undefined;
  for (const reference of referencesIn(message)) {
    const passage = passageFor(reference, bibleVersion);
    if (passage && passage.verses.length <= NAMED_PASSAGE_MAX_VERSES) return passage;
  }
  return undefined;
}

/** `check`: the guide's crisis check of `message`, when it has one, so it is not read twice. */
export function embeddedRespond(
  message: string,
  context: GuideContext | undefined,
  profile: GuideProfile | null | undefined,
  check?: HelperReading,
): { response: AssistantResponse; topics: string[]; situation: string } {
  const prefs = withPlanDefaults(profile);
  const { ids } = chooseTopics(message, context);
  const situation = replySituationOf(message, context, check);
  const topic = getTopic(situation.topic) ?? GENERAL_TOPIC;
  const used = usedReferencesOf(context);
  const random = seededRandom(hashString(`${message.trim().toLowerCase()}|${prefs.communication_style}|${used.size}`));
  const distressed = soundsDistressed(message);
  const chosen = chooseSituationPassage(situation, used, prefs.bible_version, distressed || onlyGuessed(message), soreTopicsOf(message));
  const named = namedPassage(message, prefs.bible_version, distressed);
  const passage = named ?? chosen.passage;
  const composed = composeReply(voiceOf(prefs.communication_style), {
    topic,
    situation,
    passage,
    // The member's own passage is read as teaching; the situation's passage stays for further reading.
    register: named ? "teaching" : chosen.register,
    commentary: commentaryFor(named ? passage.reference : chosen.bankRef),
    alsoRead: named ? chosen.passage.reference : chosen.alternatives[0],
    denomination: prefs.denomination,
    firstName: profile?.first_name?.trim() || undefined,
    random,
  });
  return {
    response: { scripture: { verse: verseLabel(passage), text: passage.text }, ...composed },
    topics: ids,
    situation: situation.id,
  };
}
