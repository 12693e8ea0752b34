// Issue 12, session 29: everyday hyperbole the readable sets' hard negatives raised the crisis reply
// on, in four sets (blind-10, -12, -16, -17): a past fright ("the horse threw me and i thought i was
// going to die lol"), a meal ("ate so much at the potluck i'm going to die", "this chili is so hot
// it's going to kill me") and the weather killing a garden. Set aside before the rules read the
// message, like an idiom; the writer's own wish or act after it keeps every word.

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
const NOT_OWN_ACT_AFTER = "(?!.* (?:by my own|and i (?:wish|wanted|want|hoped)|want to die|wish i had|myself|end it)(?= ))";

export const HYPERBOLE_IDIOMS: RegExp[] = [
  // A fright that is over: "i thought i was going to die", "thought id die".
  new RegExp(` (?:i )?thought (?:i was|i were|id|i would|im) (?:going to |gonna )?die${NOT_OWN_ACT_AFTER}(?= )`, "g"),
  // A meal too big or too hot.
  new RegExp(
    ` (?:(?:ate|eaten|eat|eating) so much|so (?:full|stuffed)|(?:so|too) (?:hot|spicy)|(?:chil+i|curry|wings|salsa|hot sauce|peppers?|jalapenos?|ghost pepper)(?: \\w+){0,3} (?:is|was|s) (?:so |too )?(?:hot|spicy))(?: \\w+){0,6} (?:(?:going to|gonna|could|might|will) (?:die|kill me)|(?:killing|killed) me)${NOT_OWN_ACT_AFTER}(?= )`,
    "g",
  ),
  // The weather and a garden.
  / (?:heat|frost|cold|drought|rain|weather|sun|snow|winter|summer|hail|wind)(?: is| will| s| has)? (?:going to |gonna )?(?:kill|killing|killed) (?:my|the|our) (?:\w+ )?(?:plants?|tomato\w*|garden|lawn|grass|roses|crops?|flowers|seedlings|herbs|veg\w*|tree|trees)(?= )/g,
];
