// Retrieval for the LLM provider: the member's situation and its admitted passages go into the
// prompt, and the model's choice is checked against the same register rules as the embedded
// guide's (a hurting person never receives duty or rebuke; nobody a letter's greeting).
import { GENERAL_SITUATION } from "../material/general.js";
import type { Situation } from "../material/situation-types.js";
import type { Grounded } from "../grounding.js";
import { parseVerseLabel } from "../scripture-quote.js";
import type { ContextMessage } from "../types.js";
import { admittedPassages, isHurting, referencesOverlap, registerViolation } from "./register-rules.js";
import { replySituationOf } from "./glad-news.js";

export function candidateLines(message: string, context: readonly ContextMessage[]): { situation: Situation; lines: string } {
  const situation = replySituationOf(message, { messages: [...context] });
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

/**
 * A grounded plan, unless one of its days breaks the register rules of the member's (or the
 * group's) situation, or repeats a passage of an earlier day (even overlapping). Without a
 * situation only letter greetings are refused.
 */
export function checkPlanDays<T>(situation: Situation | undefined, grounded: Grounded<T>, verses: (value: T) => string[]): Grounded<T> {
  if (!grounded.ok) return grounded;
  const rules = situation ?? { ...GENERAL_SITUATION, need: "growth" as const };
  const days = verses(grounded.value);
  const invalid = days
    .map((verse, i) => {
      const repeated = days.slice(0, i).some((earlier) => referencesOverlap(earlier, verse));
      return [verse, repeated ? "already given on an earlier day" : registerViolation(rules, verse)] as const;
    })
    .filter(([, why]) => why !== undefined)
    .map(([verse, why]) => `${parseVerseLabel(verse).reference} (${why})`);
  return invalid.length ? { ok: false, invalid } : grounded;
}

/** The plan prompt's lines about the situation: its passages and the rule for hurting people. */
export function planSituationLines(situation: Situation | undefined): string {
  if (!situation) return "Never choose a letter's greeting.";
  const refs = admittedPassages(situation).map((p) => `${p.ref} (${p.register})`);
  const rule = isHurting(situation)
    ? "The reader is hurting: every day's passage must be comfort, lament or assurance, never a verse of duty or rebuke, and never a letter's greeting."
    : "Never choose a letter's greeting.";
  return `The situation: ${situation.label}. Passages a pastor would reach for here: ${refs.join("; ")}. The days should build on each other along one arc. ${rule}`;
}
