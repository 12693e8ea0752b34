// Good news told with unmistakable gladness, where the words also name the hurt it ends ("THE CALL
// CAME. Got my new kidney on Tuesday", "Mam remembered my name today!!! Alzheimer's", "WALKED TO
// CHURCH TODAY. Eight months after the stroke"): the week gives thanks with the member, it does not
// meet them as the hurt (session 41; the older plan sets' glad threads read as a kidney patient's
// illness, a dementia carer's week or a grieving child's).
import type { Situation } from "../material/situation-types.js";
import { SITUATIONS } from "../material/situations.js";
import { isHurting } from "./register-rules.js";
import type { GuideContext } from "../types.js";
import { situationOf, soundsDistressed } from "./situation-match.js";

/** Gladness said outright: praise, thanks to God, "!!!", over the moon, happiness. */
const GLADNESS =
  /!{2,}|\b(?:praise (?:god|the lord|jesus|him)|thank you,? (?:lord|jesus|god|father)|thank god|thanks be to god|god is (?:so )?good|god good|over the moon|overflowing|grateful|thankful|so happy|happiness|happy tears|best day|buzzing|hallelujah|glory to god|i(?:'|’)?ll take it|could hardly breathe for happiness|said thank you|thank you out loud|(?:sang|singing) at the top of my (?:voice|lungs)|happy crying|tears of joy|cant stop smiling|can(?:'|’)?t stop smiling|grinning|beaming|the call came)\b/i;
/** The news itself: something that happened, came or was done, lately or at last. */
const NEWS =
  /\b(?:today|yesterday|this morning|tonight|last night|this week|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|finally|at last|first time|came through|came back clear|passed|got (?:my|the|our|her|his)|was born|remembered|walked|took \d+ steps|\w+ steps on (?:his|her|their) own|scan (?:was |came back )?clear|no evidence of disease|all clear|granted|approved)\b/i;
/** A death or a loss told, which no thanks beside it turns into good news. */
const LOSS =
  /\b(?:died|passed away|funeral|killed|murdered|attacked|lost (?:my|our|her|his|the baby)|miscarr\w*|stillborn|the cancer is back|terminal)\b/i;
/** A loss or a fear beside it keeps the hurt the week's matter ("grateful for the nurses, but Mum died"). */
const STILL_HURTING = new RegExp(
  `${LOSS.source}|\\b(?:dying|miss (?:him|her|them|you)|diagnos\\w*|(?<!(?:ago i was|ago we were|i used to be|once) )(?:scared|afraid|frightened|worried|anxious|terrified)|relapse\\w*|using again|back in hospital|not (?:sure|ok|okay)|but (?:now|then|still))\\b`,
  "i",
);

const byId = (id: string) => SITUATIONS.find((s) => s.id === id)!;
const HEALING = byId("healing_recovery");
const NEW_BABY = byId("new_baby");
const JOY = byId("joy_general");
/** The hurts whose good news is a recovery: an illness, a body, a mind mending. */
const RECOVERY_TOPICS = new Set(["health", "addiction"]);

/** The joy `text` tells, where `chosen` read a hurt in it; undefined where the hurt stands. */
export function gladNewsOverHurt(text: string, chosen: Situation | undefined): Situation | undefined {
  if (!chosen || !isHurting(chosen)) return undefined;
  if (!GLADNESS.test(text) || !NEWS.test(text) || STILL_HURTING.test(text) || soundsDistressed(text)) return undefined;
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
