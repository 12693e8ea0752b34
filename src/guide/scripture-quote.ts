// Scripture as the guide shows it: the text always comes from the bundled translation, and the
// verse label names that translation, e.g. "John 14:27 (WEB)" (see docs/decisions.md).
import { getPassage, translationFor, type Passage, type Translation } from "../scripture/index.js";
import type { ScriptureQuote } from "@core/guide";

const LABEL = /^(.*?)\s*\((WEB|KJV)\)\s*$/i;

// Resolving a reference costs tens of milliseconds (reference parsing), and the guide resolves
// the same few hundred topic passages again and again, so results are kept. Bounded, because
// an LLM can name any reference.
const PASSAGE_CACHE_LIMIT = 5000;
const passageCache = new Map<string, Passage | null>();

/** getPassage, remembered. The text is still exactly the bundled translation's. */
export function cachedPassage(reference: string, translation: Translation): Passage | null {
  const key = `${translation}|${reference.trim()}`;
  if (passageCache.has(key)) return passageCache.get(key)!;
  const passage = getPassage(reference, translation);
  if (passageCache.size >= PASSAGE_CACHE_LIMIT) passageCache.clear();
  passageCache.set(key, passage);
  return passage;
}

export function verseLabel(passage: Passage): string {
  return `${passage.reference} (${passage.translation})`;
}

/** Splits "John 14:27 (WEB)" into its reference and translation; a bare reference has none. */
export function parseVerseLabel(label: string): { reference: string; translation: Translation | null } {
  const m = LABEL.exec(label.trim());
  if (!m) return { reference: label.trim(), translation: null };
  return { reference: m[1].trim(), translation: m[2].toUpperCase() as Translation };
}

export function quoteFor(reference: string, translation: Translation): ScriptureQuote | null {
  const passage = cachedPassage(reference, translation);
  if (!passage) return null;
  return { verse: verseLabel(passage), text: passage.text };
}

export function passageFor(reference: string, bibleVersion: string | null | undefined): Passage | null {
  return cachedPassage(reference, translationFor(bibleVersion));
}

/** The canonical reference of a label or reference, so "Ps 23:1 (KJV)" and "Psalm 23:1" compare equal. */
export function canonicalReference(labelOrReference: string): string | null {
  const { reference } = parseVerseLabel(labelOrReference);
  return cachedPassage(reference, "WEB")?.reference ?? cachedPassage(reference, "KJV")?.reference ?? null;
}

/** The first sentence of a passage, for quoting a line of it inside the reflection. */
export function firstLine(text: string, max = 140): string {
  const sentence = /^(.+?[.;:!?])(?:\s|$)/.exec(text)?.[1] ?? text;
  if (sentence.length <= max) return sentence.replace(/[;:,]$/, ".");
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
