// The register rules: which bank passages a situation may give, and the check every passage a
// provider proposes must pass (a hurting person never receives a verse of duty or rebuke, nobody
// receives a letter's greeting).
import { parseReference, type VerseRange } from "../../scripture/index.js";
import {
  DUTY_OR_REBUKE,
  LETTER_GREETINGS,
  REGISTERS_FOR,
  SORE_FOR_TOPIC,
  type BankPassage,
  type Situation,
} from "../material/situation-types.js";
import { parseVerseLabel } from "../scripture-quote.js";

const rangeCache = new Map<string, VerseRange[]>();

function rangesOf(reference: string): VerseRange[] {
  let ranges = rangeCache.get(reference);
  if (!ranges) {
    ranges = parseReference(parseVerseLabel(reference).reference)?.ranges ?? [];
    // Bounded: a model can name any reference.
    if (rangeCache.size >= 5000) rangeCache.clear();
    rangeCache.set(reference, ranges);
  }
  return ranges;
}

const position = (chapter: number, verse: number) => chapter * 1000 + verse;

function rangesOverlap(a: VerseRange, b: VerseRange): boolean {
  return (
    a.book === b.book &&
    position(a.startChapter, a.startVerse) <= position(b.endChapter, b.endVerse) &&
    position(b.startChapter, b.startVerse) <= position(a.endChapter, a.endVerse)
  );
}

/** Whether two references share at least one verse ("Psalm 46:1-3" and "Psalm 46:2"). */
export function referencesOverlap(a: string, b: string): boolean {
  const ra = rangesOf(a);
  const rb = rangesOf(b);
  return ra.some((x) => rb.some((y) => rangesOverlap(x, y)));
}

// Whether a reference overlaps a list is asked for every candidate passage of every reply, against
// lists of a hundred or more references that never change: each list keeps its answers.
const overlapAnswers = new WeakMap<readonly string[], Map<string, boolean>>();
const NO_REFERENCES: readonly string[] = [];

function overlapsAny(reference: string, list: readonly string[]): boolean {
  if (list.length === 0) return false;
  let answers = overlapAnswers.get(list);
  if (!answers) overlapAnswers.set(list, (answers = new Map()));
  let overlaps = answers.get(reference);
  if (overlaps === undefined) {
    overlaps = list.some((item) => referencesOverlap(reference, item));
    // Bounded: a model can name any reference.
    if (answers.size >= 5000) answers.clear();
    answers.set(reference, overlaps);
  }
  return overlaps;
}

export const isHurting = (situation: Situation) => situation.need === "pain" || situation.need === "strain";

/** Whether a passage is one of duty or rebuke (DUTY_OR_REBUKE). */
export const isDutyOrRebuke = (reference: string) => overlapsAny(reference, DUTY_OR_REBUKE);

/** Whether a passage touches a sore spot of a topic's pain (SORE_FOR_TOPIC: betrayal, loneliness). */
const isSoreFor = (reference: string, topic: string) => overlapsAny(reference, SORE_FOR_TOPIC[topic] ?? NO_REFERENCES);

/** Why a passage may not be given in this situation, or undefined when it may. */
export function registerViolation(situation: Situation, reference: string): string | undefined {
  if (overlapsAny(reference, LETTER_GREETINGS)) return "a letter's greeting, not a word for this person";
  if (!isHurting(situation)) return undefined;
  if (isDutyOrRebuke(reference)) return "a verse of duty or rebuke, never for a person who is hurting";
  if (isSoreFor(reference, situation.topic)) return "a sore spot for a person hurting in this way";
  return undefined;
}

/**
 * Whether a passage would wound this reader: when their words show distress, duty or rebuke and
 * the sore spots of the situation's topic, whatever situation was found for them (a week on serving
 * for someone "worn out" must not urge them to keep going); and the sore spots of any pain their
 * words name (betrayal, loneliness) whatever their state.
 */
export const woundsThisReader = (reference: string, topic: string, distressed: boolean, soreTopics: readonly string[]) =>
  (distressed && (isDutyOrRebuke(reference) || isSoreFor(reference, topic))) || soreTopics.some((sore) => isSoreFor(reference, sore));

/** Whether a situation's duty or rebuke waits until nothing else is left (all but growth). */
export const dutyLast = (situation: Situation) => situation.need !== "growth";

const admittedCache = new WeakMap<Situation, BankPassage[]>();

/** The situation's passages that its register rules admit, in the bank's order of preference. */
export function admittedPassages(situation: Situation): BankPassage[] {
  let admitted = admittedCache.get(situation);
  if (!admitted) {
    const registers = REGISTERS_FOR[situation.need];
    admitted = situation.passages.filter((p) => registers.includes(p.register) && !registerViolation(situation, p.ref));
    // Duty and rebuke, where a situation admits them at all, come last outside growth (which asks
    // for them): a reply or a week reaches them only when nothing else is left, so someone whose
    // pain was read as a question, a decision or a celebration is not handed "rejoice always".
    if (dutyLast(situation))
      admitted = [...admitted.filter((p) => !isDutyOrRebuke(p.ref)), ...admitted.filter((p) => isDutyOrRebuke(p.ref))];
    admittedCache.set(situation, admitted);
  }
  return admitted;
}
