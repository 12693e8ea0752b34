// Issue 12, session 29: everyday hyperbole the readable sets' hard negatives raised the crisis reply
// on, in four sets (blind-10, -12, -16, -17): a past fright ("the horse threw me and i thought i was
// going to die lol"), a meal ("ate so much at the potluck i'm going to die", "this chili is so hot
// it's going to kill me") and the weather killing a garden. Set aside before the rules read the
// message, like an idiom; the writer's own wish or act after it keeps every word.

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
const NOT_OWN_ACT_AFTER = "(?!.* (?:by my own|and i (?:wish|wanted|want|hoped)|want to die|wish i had|myself|end it)(?= ))";

/**
 * Session 32: no way out of an everyday place or bind (older hard negatives of blind-2, -8, -13,
 * -17, -18): traffic, a shop, a contract, a group chat, or a game, puzzle or level. No way out of
 * "this", "this mess", "this debt" or "this body" stays a veiled sign. Set aside before the rules
 * read the message, and the care head's guess stands down on it (ordinaryContext).
 */
const GAME = "(?:puzzle|game|level|escape room)";
export const ORDINARY_TRAP = new RegExp(
  ` no (?:way out|escape) (?:of|from) (?:this|the|my|that) (?:\\w+ ){0,2}(?:traffic|ikea|store|shop|mall|maze|contract|lease|group chat|meeting|queue)(?= )| no way out(?=(?: \\w+){0,8} ${GAME}(?= ))|(?<= ${GAME}(?: \\w+){0,8}) no way out(?= )`,
);

export const HYPERBOLE_IDIOMS: RegExp[] = [
  new RegExp(ORDINARY_TRAP.source, "g"),
  // A fright that is over: "i thought i was going to die", "thought id die".
  new RegExp(` (?:i )?thought (?:i was|i were|id|i would|im) (?:going to |gonna )?die${NOT_OWN_ACT_AFTER}(?= )`, "g"),
  // A meal too big or too hot.
  new RegExp(
    ` (?:(?:ate|eaten|eat|eating) so much|so (?:full|stuffed)|(?:so|too) (?:hot|spicy)|(?:chil+i|curry|wings|salsa|hot sauce|peppers?|jalapenos?|ghost pepper)(?: \\w+){0,3} (?:is|was|s) (?:so |too )?(?:hot|spicy))(?: \\w+){0,6} (?:(?:going to|gonna|could|might|will) (?:die|kill me)|(?:killing|killed) me)${NOT_OWN_ACT_AFTER}(?= )`,
    "g",
  ),
  // Session 34: a thing, not a person or a pain, that "is going to kill me" or "be the end of me"
  // ("this cough", "the deadline", "this pattern"; older hard negatives of blind-5, -6, -18).
  new RegExp(
    ` (?:this|the|that|these|those) (?!(?:man|guy|woman|person|people|pain|loneliness|grief|depression|sadness|thoughts?|voices?|darkness|emptiness|despair|illness|cancer|disease|abuse|drinking|drugs|pills|gun|rope|bridge|plan)(?= ))(?:\\w+ ){1,2}(?:is|s|are|will|was)(?: (?:going to|gonna|literally|actually|honestly|really|definitely))* (?:kill me|be the end of me|the death of me|the end of me)${NOT_OWN_ACT_AFTER}(?= )`,
    "g",
  ),
  // A fight, a level or a move in a game or at work that "is suicide" ("this boss fight is suicide").
  new RegExp(
    ` (?:this|that|the) (?!(?:plan|life|world)(?= ))(?:\\w+ ){0,2}(?:fight|level|raid|mission|move|run|strategy|play|route|pitch|match|round|build|deck)s? (?:is|was|s) (?:pure |basically |literally |total |complete )?suicide${NOT_OWN_ACT_AFTER}(?= )`,
    "g",
  ),
  // The weather and a garden.
  / (?:heat|frost|cold|drought|rain|weather|sun|snow|winter|summer|hail|wind)(?: last night| this morning| tonight| overnight| this week)?(?: is| will| s| has)? (?:going to |gonna )?(?:kill|killing|killed) (?:my|the|our) (?:\w+ )?(?:plants?|tomato\w*|garden|lawn|grass|roses|crops?|flowers|seedlings|herbs|veg\w*|tree|trees)(?= )/g,
];
