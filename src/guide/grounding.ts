// Grounding: every reference a provider returns must parse and exist, and the text shown is
// always the bundled translation's text for it, whatever the provider wrote.
import type { AssistantResponse, ScriptureQuote, StudyPlan, WeeklyPlan } from "@core/guide";
import type { Translation } from "../scripture/index.js";
import { parseVerseLabel, quoteFor } from "./scripture-quote.js";

export type Grounded<T> = { ok: true; value: T } | { ok: false; invalid: string[] };

/** The grounded quote for a label or bare reference, or null when it does not exist. */
export function groundQuote(verse: string, translation: Translation): ScriptureQuote | null {
  const { reference } = parseVerseLabel(verse);
  return quoteFor(reference, translation);
}

export function groundResponse(response: AssistantResponse, translation: Translation): Grounded<AssistantResponse> {
  if (!response.scripture) return { ok: false, invalid: ["(no scripture reference)"] };
  const quote = groundQuote(response.scripture.verse, translation);
  if (!quote) return { ok: false, invalid: [response.scripture.verse] };
  return { ok: true, value: { ...response, scripture: quote } };
}

/** A week needs seven different passages; a repeated one counts as invalid. */
export function groundPlan(plan: WeeklyPlan, translation: Translation): Grounded<WeeklyPlan> {
  const invalid: string[] = [];
  const seen = new Set<string>();
  const days = plan.days.map((day) => {
    const quote = groundQuote(day.scripture.verse, translation);
    if (!quote) invalid.push(day.scripture.verse);
    else if (seen.has(quote.verse)) invalid.push(`${day.scripture.verse} (repeated)`);
    else seen.add(quote.verse);
    return quote ? { ...day, scripture: quote } : day;
  });
  return invalid.length ? { ok: false, invalid } : { ok: true, value: { ...plan, days } };
}

export function groundStudyPlan(plan: StudyPlan, translation: Translation): Grounded<StudyPlan> {
  const invalid: string[] = [];
  const days = plan.days.map((day) => {
    const quote = groundQuote(day.scripture.reference, translation);
    if (!quote) invalid.push(day.scripture.reference);
    return quote ? { ...day, scripture: { reference: quote.verse, text: quote.text } } : day;
  });
  return invalid.length ? { ok: false, invalid } : { ok: true, value: { ...plan, days } };
}
