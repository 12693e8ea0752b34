// Care for everywhere a member writes (journal entries, daily-plan reflections, group chat): the
// same embedded, deterministic check as the conversation, reduced to what the writer should see.
// Returns null for an ordinary message; the gentle care line for a veiled sign of despair (the
// helper's line when the writer tells of someone else at risk); the
// full crisis resources (988, emergency number, findahelpline.com, and for abuse at home the
// National Domestic Violence Hotline) for a crisis. Callers show it privately to the writer only:
// nothing is broadcast, flagged to others or stored as a flag (care, not surveillance).
import { careLineFor, careMessage } from "./care.js";
import { checkCrisis, type CrisisKind } from "./crisis.js";
import { needsCare } from "./safety-net.js";

export type CareNotice = { level: "crisis"; kinds: CrisisKind[]; message: string } | { level: "care"; kinds: []; message: string };

/** What to show the writer of `text` privately, or null when nothing is needed. */
export function careFor(text: string): CareNotice | null {
  if (text.trim() === "") return null;
  const check = checkCrisis(text);
  if (check.crisis) return { level: "crisis", kinds: check.kinds, message: careMessage(check.kinds) };
  if (needsCare(text, check)) return { level: "care", kinds: [], message: careLineFor(check) };
  return null;
}
