// Good news told with unmistakable gladness and no loss or fear beside it (session 41's glad-news
// reading, embedded/glad-news.ts; session 43: the care line stands down on it too, safety-net.ts).
// One list for both, so that a word of gladness added for the plans reaches the replies' care line.

/** Gladness said outright: praise, thanks to God, "!!!", over the moon, happiness. */
const GLADNESS =
  /!{2,}|\b(?:praise (?:god|the lord|jesus|him)|thank you,? (?:lord|jesus|god|father)|thank god|thanks be to god|god is (?:so )?good|god good|over the moon|overflowing|stoked|chuffed|thrilled|overjoyed|elated|ecstatic|rejoicing|grateful|thankful|so happy|happiness|happy tears|best day|buzzing|hallelujah|glory to god|i(?:'|’)?ll take it|could hardly breathe for happiness|said thank you|thank you out loud|(?:sang|singing) at the top of my (?:voice|lungs)|happy crying|tears of joy|praising|(?:give|giving) thanks|cant stop smiling|can(?:'|’)?t stop smiling|grinning|beaming|the call came)\b/i;
/** The news itself: something that happened, came or was done, lately or at last. */
const NEWS =
  /\b(?:today|yesterday|this morning|tonight|last night|this week|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|finally|at last|first time|came through|came back clear|passed|got (?:my|the|our|her|his)|was born|remembered|walked|took \d+ steps|\w+ steps on (?:his|her|their) own|scan (?:was |came back )?clear|no evidence of disease|all clear|granted|approved)\b/i;
/**
 * A death or a loss told, which no thanks beside it turns into good news. Session 56: a death's anniversary told as time
 * gone ("Mum's been gone a year today. I made her lentil soup and cried into it", plan-blind-39, read as joy by the
 * trained reader where the cues' three readings set each other aside).
 */
export const LOSS =
  /\b(?:died|passed away|funeral|killed|murdered|attacked|lost (?:my|our|her|his|the baby)|miscarr\w*|stillborn|the cancer is back|terminal|(?:been|s|has been) gone (?:a|one|two|three|four|five|six|\d+) (?:years?|months?|weeks?))\b/i;
/** A loss or a fear beside it keeps the hurt the week's matter ("grateful for the nurses, but Mum died"). */
const STILL_HURTING = new RegExp(
  `${LOSS.source}|\\b(?:dying|miss (?:him|her|them|you)|diagnos\\w*|(?<!(?:ago i was|ago we were|i used to be|once) )(?:scared|afraid|frightened|worried|anxious|terrified)|relapse\\w*|using again|back in hospital|not (?:sure|ok|okay)|but (?:now|then|still))\\b`,
  "i",
);

/** Good news told gladly: gladness said outright, the news itself, and no loss or fear beside it. */
export function toldGladly(text: string): boolean {
  return GLADNESS.test(text) && NEWS.test(text) && !STILL_HURTING.test(text);
}
