// The embedded provider's reply: detect the topics, choose a passage the thread has not seen,
// and let the member's guidance style compose the reply from the authored material.
import type { AssistantResponse } from "@core/guide";
import { withPlanDefaults } from "@core/guide";
import type { Passage } from "../../scripture/index.js";
import { detectTopics, getTopic, GENERAL_TOPIC, type TopicEntry } from "../../scripture/topics.js";
import { canonicalReference, passageFor, verseLabel } from "../scripture-quote.js";
import { hashString, seededRandom, shuffled } from "../seed.js";
import type { GuideContext, GuideProfile } from "../types.js";
import { composeReply, voiceOf } from "./voices.js";

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
    const earlier = (context?.messages ?? []).filter((m) => m.role === "user").map((m) => m.content).reverse();
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

/** The first passage, in a seeded order, of the topics that the thread has not used yet. */
export function choosePassage(
  topics: TopicEntry[],
  used: Set<string>,
  bibleVersion: string,
  random: () => number,
): { passage: Passage; alternatives: string[] } {
  const candidates = topics.flatMap((t) => shuffled(t.passages, random));
  const fresh = candidates.filter((ref) => !used.has(canonicalReference(ref) ?? ref));
  const order = fresh.length ? fresh : candidates;
  for (const ref of order) {
    const passage = passageFor(ref, bibleVersion);
    if (passage) return { passage, alternatives: order.filter((r) => r !== ref) };
  }
  throw new Error("The topic index has no passage available in the bundled Bibles.");
}

export function embeddedRespond(
  message: string,
  context: GuideContext | undefined,
  profile: GuideProfile | null | undefined,
): { response: AssistantResponse; topics: string[] } {
  const prefs = withPlanDefaults(profile);
  const { primary, secondary, ids } = chooseTopics(message, context);
  const used = usedReferencesOf(context);
  const random = seededRandom(hashString(`${message.trim().toLowerCase()}|${prefs.communication_style}|${used.size}`));
  const pool = [primary, ...(secondary ? [secondary] : []), GENERAL_TOPIC];
  const { passage, alternatives } = choosePassage(pool, used, prefs.bible_version, random);
  const composed = composeReply(voiceOf(prefs.communication_style), {
    topic: primary,
    secondary,
    passage,
    alsoRead: alternatives.find((r) => primary.passages.includes(r)),
    denomination: prefs.denomination,
    firstName: profile?.first_name?.trim() || undefined,
    random,
  });
  return {
    response: { scripture: { verse: verseLabel(passage), text: passage.text }, ...composed },
    topics: ids,
  };
}
