// Who a group's study theme is for, and what it asks to study: "recovery ministry: self-control one
// day at a time" is a study of self-control for people in recovery, not a week on addiction.
import { citedPassages } from "./study-citations.js";
import { detectSituations } from "./situation-match.js";

// Words that name a group of people.
const GROUP_WORDS =
  /\b(?:group|ministry|team|class|fellowship|committee|volunteers?|breakfast|night|staff|youth|seniors|moms|mums|dads|parents|couples|students|retreat|circle)\b/i;

// Who the group is, said first ("recovery ministry: ...", "worship team wants to study ...",
// "missions committee week on ..."): a group of people, then what they will study.
const AUDIENCE_FIRST = /^(.{2,60}?)(?:\s*:\s+|\s+wants? (?:to|a)\s+|\s+(?:week|study|series) on\s+)(.+)$/i;

/**
 * What a theme that opens with its audience asks to study, when the audience reads as a member's
 * situation (not a teaching, as "couples" reads as marriage) and the rest names something.
 */
export function subjectAfterAudience(theme: string): string | undefined {
  const m = AUDIENCE_FIRST.exec(theme.trim());
  if (!m || !GROUP_WORDS.test(m[1]) || citedPassages(m[1]).length > 0) return undefined;
  const audience = detectSituations(m[1])[0]?.situation;
  if (!audience) return undefined;
  return m[2];
}
