// Good news told with unmistakable gladness, where the words also name the hurt it ends ("THE CALL
// CAME. Got my new kidney on Tuesday", "Mam remembered my name today!!! Alzheimer's", "WALKED TO
// CHURCH TODAY. Eight months after the stroke"): the week gives thanks with the member, it does not
// meet them as the hurt (session 41; the older plan sets' glad threads read as a kidney patient's
// illness, a dementia carer's week or a grieving child's).
import { LOSS, toldGladly } from "../glad-words.js";
import type { Situation } from "../material/situation-types.js";
import { SITUATIONS } from "../material/situations.js";
import { isHurting } from "./register-rules.js";
import type { GuideContext } from "../types.js";
import { situationOf, soundsDistressed } from "./situation-match.js";

const byId = (id: string) => SITUATIONS.find((s) => s.id === id)!;
const HEALING = byId("healing_recovery");
const NEW_BABY = byId("new_baby");
const JOY = byId("joy_general");
/** The hurts whose good news is a recovery: an illness, a body, a mind mending. */
const RECOVERY_TOPICS = new Set(["health", "addiction"]);

/** The joy `text` tells, where `chosen` read a hurt in it; undefined where the hurt stands. */
export function gladNewsOverHurt(text: string, chosen: Situation | undefined): Situation | undefined {
  if (!chosen || !isHurting(chosen)) return undefined;
  if (!toldGladly(text) || soundsDistressed(text)) return undefined;
  if (/\b(?:was born|(?:grand)?(?:son|daughter|baby) (?:arrived|born))\b/i.test(text)) return NEW_BABY;
  return RECOVERY_TOPICS.has(chosen.topic) ? HEALING : JOY;
}

/**
 * The hurt `text` tells where `read` is a joy: "Grateful for the hospice nurses, they were so kind,
 * but Mum died at 4am" was a week of joy when the bank's readings disagreed and the trained reader,
 * all but sure of the thanks, chose (session 41). Undefined where the joy stands.
 */
export function lossOverGladness(text: string, read: Situation | undefined): Situation | undefined {
  if (!read || read.need !== "joy" || !LOSS.test(text)) return undefined;
  const told = situationOf(text);
  return isHurting(told) ? told : undefined;
}

/** The situation a reply meets `message` in (situationOf), good news told gladly thanked for. */
export function replySituationOf(message: string, context?: GuideContext, check?: Parameters<typeof situationOf>[2]): Situation {
  const situation = situationOf(message, context, check);
  return gladNewsOverHurt(message, situation) ?? situation;
}
