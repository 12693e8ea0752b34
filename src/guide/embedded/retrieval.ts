// Retrieval for the LLM provider: the member's situation and its admitted passages go into the
// prompt, and the model's choice is checked against the same register rules as the embedded
// guide's (a hurting person never receives duty or rebuke; nobody a letter's greeting).
import { GENERAL_SITUATION } from "../material/general.js";
import type { Situation } from "../material/situation-types.js";
import type { Grounded } from "../grounding.js";
import { parseVerseLabel } from "../scripture-quote.js";
import type { ContextMessage } from "../types.js";
import { admittedPassages, isHurting, registerViolation } from "./register-rules.js";
import { situationOf } from "./situation-match.js";

export function candidateLines(message: string, context: readonly ContextMessage[]): { situation: Situation; lines: string } {
  const situation = situationOf(message, { messages: [...context] });
  const refs = admittedPassages(situation).map((p) => `${p.ref} (${p.register})`);
  const rule = isHurting(situation)
    ? "This person is hurting: choose comfort, lament or assurance, never a verse of duty or rebuke, and never a letter's greeting."
    : "Never choose a letter's greeting.";
  return {
    situation,
    lines: `The member's situation: ${situation.label}. Passages a pastor would reach for here: ${refs.join("; ")}. Choose one of them unless another passage plainly fits better. ${rule}`,
  };
}

/** The grounded reply, unless its passage breaks the situation's register rules. */
export function checkRegister<T extends { scripture?: { verse: string } }>(situation: Situation, grounded: Grounded<T>): Grounded<T> {
  if (!grounded.ok || !grounded.value.scripture) return grounded;
  const why = registerViolation(situation, grounded.value.scripture.verse);
  return why ? { ok: false, invalid: [`${parseVerseLabel(grounded.value.scripture.verse).reference} (${why})`] } : grounded;
}

/** A grounded plan, unless one of its days is a letter's greeting. */
export function checkGreetings<T>(grounded: Grounded<T>, verses: (value: T) => string[]): Grounded<T> {
  if (!grounded.ok) return grounded;
  const invalid = verses(grounded.value)
    .map((verse) => [verse, registerViolation({ ...GENERAL_SITUATION, need: "growth" }, verse)] as const)
    .filter(([, why]) => why !== undefined)
    .map(([verse, why]) => `${parseVerseLabel(verse).reference} (${why})`);
  return invalid.length ? { ok: false, invalid } : grounded;
}
