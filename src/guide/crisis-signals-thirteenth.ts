// Issue 12, thirteenth round (session 49): wordings that crisis blind-37 (readable since the session's
// join) showed the rules did not know, each tried on fresh wordings and guarded by look-alikes
// (crisis-session-49.test.ts):
//  - direct: one's own death in the old British and Irish words ("do away with myself", "top myself",
//    "neck myself"), a life not kept much longer and seen to by the writer, medicines kept back from a
//    death in the family and thought about, a means looked at differently or gone to and looked at, "the
//    means are sorted", a drive into water or off a road pictured, letting oneself go off a height, being
//    caught in machinery on purpose, the how and the when worked out, a plan made with a strange calm
//    after it or one's peace made beside it, a date kept moving and now near, and how many days it would
//    take to die once one stops eating and drinking (blind-7's, which the join's retrained head dropped);
//  - abuse: an older writer's card, pension or savings taken with the writer kept short or kept in, a
//    kitchen locked against the writer, being kept from calling one's own family, a foreman's blows with a
//    threat, a leader who keeps the writer behind with "i don't want to say what happens", a debt that
//    grows with the workers' papers held, and a partner who hurts the disabled person the writer cares for;
//  - veiled (the care line): a burden said in a picture ("a stone in everyone's shoe"), hope run out,
//    walls closing in, a farewell said as one ("writing this to say farewell"), things given away with "no
//    need of any of it", given up on people;
//  - set aside as idioms: a song heard "one more time" with a joke's "shoot myself", "kill whoever it is",
//    hanging photos or curtains, a child asking whether the parent is going to die, a party thrown for
//    someone (read as a blow: "threw me a baby shower").
// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
import { unlessJoking } from "./crisis-signals-abuse-wordings.js";
import type { Signal } from "./crisis-signals.js";
import { EMPLOYER } from "./crisis-signals-twelfth.js";

/** Things that make a plan, a date or a means an ordinary one. */
const ORDINARY_OCCASION =
  "(?:wedding|party|surprise|proposal|holiday|vacation|trip|moving house|move house|new house|exam|interview|appointment|surgery|operation|launch|court|hearing|meeting|baptism|christening|ordination|concert|gig|race|marathon|match|service|retreat|visit|flight|funeral for|recipe|project|report|essay|deadline at work)";

/** A medicine or drug that can be kept back. */
const KEPT_MEDICINE =
  "(?:medicines?|medication|meds|pills|tablets|morphine|oxycodone|oxycontin|fentanyl|insulin|opioids|patches|sleeping pills|painkillers)";

/** A means that can be kept and looked at differently (not a river or a bridge, which a baptism or a walk can change). */
const KEPT_MEANS =
  "(?:rope|ropes|harness|pills|tablets|gun|guns|rifle|shotgun|chemicals|poison|pesticide|weedkiller|paraquat|belt|blade|knife|razor|beam)";

/** A means that can be gone to and looked at: a kept one, a bottle, or a place. */
const LOOKED_AT_MEANS = `(?:${KEPT_MEANS}|bottle|bridge|cliff|railway|tracks|canal|river)`;

/** A handing in or disposal that keeps kept medicines safe. */
const MEDICINE_RETURNED =
  "(?:pharmacy|pharmacist|chemist|return scheme|take back|dispose|disposal|hand (?:them|it) in|handing (?:them|it) in|recycle|safely|where (?:do|can|should) i|how (?:do|can|should) i)";

/**
 * Medicines kept back after a death or an illness, with taking them thought about ("mum's old morphine
 * from when she was dying is still in the house. i've thought about it"): a hospice or a death named
 * beside it says where they came from, not a subject of study or work.
 */
export const KEPT_MEDICINE_THOUGHT_OF = new RegExp(
  `^(?=.* ${KEPT_MEDICINE}(?= ))(?=.* (?:never (?:handed|gave|took) (?:them|it) back|still (?:got|have) (?:them|it)|(?:is|are) still in the (?:house|drawer|cupboard|flat)|kept (?:them|it|hold of (?:them|it)))(?= ))(?=.* (?:think|thought|thinking) about (?:taking )?(?:them|it)(?: \\w+){0,2}(?= ))(?!.* ${MEDICINE_RETURNED}(?= ))`,
);

export const THIRTEENTH_STRONG: Signal[] = [
  // One's own death in the old words: "do away with myself", "top myself", "neck myself" (not topping a
  // drink up or outdoing oneself next year).
  {
    kind: "suicide",
    re: / (?:im going to|going to|ill|i will|i want to|want to|wanna|thinking (?:of|about)|think about|planning to|plan to|decided to|about to|could just|might just|should just|ought to) (?:just )?(?:do away with|top|neck|unalive) myself(?! (?:up|off|this|next|that|again|at|in the|with a))(?= )/,
  },
  // A life not kept much longer, seen to by the writer.
  {
    kind: "suicide",
    re: /^(?=.* (?:not|wont be|will not be|no longer) (?:staying|going to stay|stay|keeping myself) alive (?:much |for (?:much |very )?)?(?:longer|long)(?= ))/,
  },
  {
    kind: "suicide",
    re: /^(?=.* (?:alive|here|around) (?:much |for (?:much |very )?)?longer(?= ))(?=.* (?:ill|i will|im going to|i am going to) (?:see to|make sure of) (?:that|it) myself(?= ))/,
  },
  // Medicines kept back after a death or an illness, and taking them thought about.
  { kind: "suicide", re: KEPT_MEDICINE_THOUGHT_OF },
  // A means looked at differently, or gone to and looked at, or said to be sorted.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* ${KEPT_MEANS}(?= ))(?=.* (?:started|start|begun|begin|keep|kept|caught myself) (?:looking at|to look at|seeing) (?:(?:the|my|that|those|our) ${KEPT_MEANS}|it|them) differently(?= ))`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* ${LOOKED_AT_MEANS}(?= ))(?=.* (?:look|looking|stare|staring|stand and look|go and look) at (?:them|it) and (?:think|thinking) about (?:me|myself|using (?:them|it)|doing it)(?= ))`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* everything (?:id|i would|ill|i will|i) (?:need|use|would use|would need) (?:is|s) (?:here|ready|in place|sorted|in the house)(?= ))(?=.* (?:go and look at it|look at it|been here a while|been there a while|check on it|keep checking it)(?= ))(?!.* ${ORDINARY_OCCASION}(?= ))`,
    ),
  },
  {
    kind: "suicide",
    re: /(?:^| )the means (?:are|is) (?:sorted|ready|in place|here|got)(?= )(?!.* (?:by|ascending|descending|column|table|data|average|sample|standard deviation|groups?)(?= ))/,
  },
  // A drive into water or off a road pictured; letting oneself go off a height; caught in machinery on purpose.
  {
    kind: "suicide",
    re: /^(?=.* (?:picture|pictures|picturing|imagine|imagining|think about|thinking about|see myself) (?:just )?driving (?:it |the car |the van |the lorry |the truck |my car |myself |straight )?(?:\w+ ){0,2}(?:into|off|over) (?:the|a) (?:canal|river|sea|lake|harbour|harbor|quarry|reservoir|dock|wall|tree|pier|cliff|edge|barrier|bridge|estuary|loch|fjord)(?= ))(?!.* (?:ocd|intrusive|by accident|accidentally|nightmare|dream|dreamt|afraid i will|scared i will|scared i might|fear of|film|movie|game)(?= ))/,
  },
  {
    kind: "suicide",
    re: /(?:letting|let) myself (?:go|fall|drop|slip) (?:off|from|over) (?:the )?(?:scaffold|scaffolding|roof|ledge|edge|bridge|cliff|balcony|tower|crane|mast|top|side)(?= )(?!.* (?:harness|rope access|abseil\w*|training|zip ?line|bungee|trust fall|crash mat|into the pool|into the water to swim)(?= ))/,
  },
  {
    kind: "suicide",
    re: / (?:getting|get|being|be) (?:caught|pulled|dragged|crushed|drawn) (?:in|into|under) (?:them|it|the \w+)(?: \w+){0,2} on purpose(?= )/,
  },
  // The how and the when worked out; a plan made with a strange calm after it, or one's peace made beside it.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:worked out|figured out|sorted|decided|know) the how(?= ))(?=.* (?:worked out|figured out|sorted|decided|picked|chosen|know) the when(?= ))(?!.* ${ORDINARY_OCCASION}(?= ))`,
    ),
  },
  {
    kind: "suicide",
    re: / (?:made|got|have|ive got) (?:a|the|my) plan (?:now )?(?:and )?(?:i )?(?:feel|felt|feeling) (?:weirdly|strangely|oddly|eerily|suddenly) (?:better|calm|calmer|lighter|at peace|peaceful|relieved)(?= )/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:planned it|its planned|its all planned|all planned out)(?= ))(?=.* made my peace(?= ))(?!.* ${ORDINARY_OCCASION}(?= ))`,
    ),
  },
  // A date kept moving and now near.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:keep|kept|been) (?:moving|changing|pushing back|putting off) the date(?= ))(?=.* (?:not (?:moving|changing|pushing) it (?:back )?again|(?:its|it is) (?:next week|this week|tomorrow|tonight|friday|saturday|sunday|monday|tuesday|wednesday|thursday) now)(?= ))(?!.* ${ORDINARY_OCCASION}(?= ))`,
    ),
  },
  // How long it would take to die once the writer stops eating and drinking.
  {
    kind: "suicide",
    re: /^(?=.* (?:i|can i|if i|should i|could i) (?:just )?(?:stop|stopped) (?:eating|drinking|eating and drinking)(?= ))(?=.* how (?:many days|many weeks|long) (?:would|will|does|did) it take (?:me )?to die(?= ))/,
  },
];

/** A leader the writer is under. */
const LEADER =
  "(?:pastor|leader|elder|priest|minister|imam|rabbi|bishop|prophet|apostle|youth leader|church leader|guru|coach|teacher|tutor|choirmaster|scoutmaster|boss)";

/** Someone vulnerable the writer cares for. */
const IN_THE_WRITERS_CARE =
  "(?:disabled|autistic|elderly|frail|vulnerable|dementia|learning disabilit\\w+|special needs|wheelchair|cerebral palsy|down syndrome|downs syndrome)";

export const THIRTEENTH_ABUSE: Signal[] = [
  // An older writer's card, pension or savings taken, with the writer kept short, kept in or shouted at.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:taken|took|has taken|takes|kept|keeps|controls|taken over|took over|has got|has|holds) (?:over )?(?:all )?(?:my|our) (?:bank )?(?:cards?|pension|savings|money|benefits|allowance)(?= ))(?=.* (?:(?:havent|have not|not) had a penny|never see a penny|(?:sleep|sleeping|slept) in the (?:garage|shed|car|hall)|(?:wont|will not|doesnt|dont|do not|does not) let (?:me|my)|not allowed|(?:shout|shouts|shouted|yell|yells) (?:at me )?if i|scared|afraid|threaten\\w*)(?= ))(?!.* (?:lost|scam\\w*|fraud\\w*|pickpocket\\w*|stolen from my bag|bank called)(?= )).*`,
    ),
  },
  // A kitchen locked against the writer; kept from calling one's own family.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:locks|locked|lock) (?:the )?(?:kitchen|fridge|food|cupboards?|pantry)(?= ))(?=.* (?:cant eat|cannot eat|not allowed to eat|wont let me eat|until the men|until (?:they|he|she|everyone)(?: \\w+)? (?:has |have )?(?:finished|eaten))(?= )).*`,
    ),
  },
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:husband|wife|partner|boyfriend|girlfriend|in law|mother in law|father in law|he|she|they) (?:\\w+ ){0,12}(?:im|i am) not allowed to (?:call|phone|ring|see|visit|contact|talk to|speak to|write to) my (?:own )?(?:family|parents|mum|mom|mother|dad|father|sisters?|brothers?|friends)(?= ))(?!.* (?:at work|during (?:work|shifts?|class|lessons)|on shift|school|boarding|camp|rehab|hospital|ward|retreat|quarantine|exam)(?= )).*`,
    ),
  },
  // A foreman's blows with a threat or pay docked for speaking.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* ${EMPLOYER} (?:\\w+ ){0,4}(?:slaps|hits|beats|punches|kicks|shoves|slapped|hit|beat|punched|kicked|shoved) (?:the|us|me|our|my|them|one of (?:us|the|our))(?= ))(?=.* (?:knows where (?:we|i) live|docks? (?:our|my) (?:pay|wages)|if (?:we|i) say anything|scared|afraid|threaten\\w*)(?= )).*`,
    ),
  },
  // A leader who keeps the writer behind, with what happens left unsaid.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* ${LEADER}(?= ))(?=.* (?:makes|made|keeps|kept) me (?:stay )?(?:behind|back|late|after)(?= ))(?=.* (?:dont|do not|cant|can not|cannot|wont) (?:want to )?(?:say|tell(?: anyone| you)?|talk about) what happens(?= )).*`,
    ),
  },
  // A debt that grows with the workers' papers held.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* (?:owe|owes|debt)(?= ))(?=.* (?:has|have|took|takes|keeps|kept|holds|held) (?:our|my|all our|all my) (?:papers|documents|ids|id cards|id)(?= ))(?=.* (?:still owe|owe more|more every|never goes down|gets bigger|keeps growing|work the fields|work all day|cant leave|cannot leave)(?= ))(?!.* (?:accountant|solicitor|lawyer|tax|mortgage|bank|estate agent|visa|application|renewal)(?= )).*`,
    ),
  },
  // A partner or relative who hurts the disabled or frail person the writer cares for.
  {
    kind: "abuse",
    re: unlessJoking(
      `(?=.* ${IN_THE_WRITERS_CARE}(?= ))(?=.* my (?:partner|husband|wife|boyfriend|girlfriend|son|daughter|stepdad|stepmum|stepmom|dad|mum|mom|brother|sister|carer|lodger) (?:\\w+ ){0,5}(?:shoves|hits|slaps|pushes|kicks|beats|pinches|shoved|hit|slapped|pushed|kicked|pinched) (?:him|her|them)(?= )).*`,
    ),
  },
];

export const THIRTEENTH_CONCERN: RegExp[] = [
  // A burden said in a picture.
  / (?:a|the) (?:stone|pebble|thorn|millstone|dead weight|anchor) (?:in|around|on|round) (?:everyones|everybodys|their|my familys|the familys|peoples) (?:shoe|shoes|side|necks?|backs?)(?= )/,
  / (?:im|i am) stealing (?:her|his|their|my \w+s) (?:youth|life|lives|best years)(?= )/,
  / (?:fed up|sick|tired) (?:of )?carrying me(?= )/,
  / (?:id|i would) rather be gone than(?= )/,
  // Hope run out; walls closing in.
  / (?:ran|run|running) out of (?:hope|that)(?: \w+){0,2} (?:a long time ago|long ago|years ago|months ago)(?=.* (?:running out of|nothing left|no more)(?= ))/,
  / running out of (?:days|reasons) (?:that make sense|to keep going|to stay|worth living)(?= )/,
  / (?:room|walls?) (?:is |are )?(?:shrinking|closing in) (?:round|around|on) me(?= )/,
  // A farewell said as one.
  / (?:writing|write|wrote) this to say (?:farewell|goodbye)(?= )/,
  / dont be sad when you hear(?= )/,
  // Things given away with no need of them left, given up on people.
  /^(?=.* (?:to the|for the|to my|to a) (?:\w+ ){0,3}(?:food bank|lad|lass|neighbour|neighbor|charity|church|kitchen)(?= ))(?=.* (?:ive|i have|i) (?:got )?no (?:need|use) (?:of|for) (?:any of )?(?:it|them)(?= ))(?!.* (?:downsiz\w*|moving|decluttering|retiring|new (?:kitchen|oven|ones))(?= ))/,
  /(?<! (?:never|not|hasnt|havent|hadnt|didnt|dont|wont|he|she|they|hes|shes|theyve|has|had)) given up on (?:people|everyone|everybody|the world)(?= )/,
];

/** The messages' words that look alarming but are ordinary speech. */
const TRIFLE_HEARD =
  "(?:song|tune|jingle|advert|ad|carol|hymn|chorus|video|clip|meme|email|joke|ringtone|podcast|track|playlist|album|meeting|presentation|film|movie|episode|show|phrase|word|announcement|alarm)";

/** A song heard one more time, with a joke's "shoot myself". */
const SONG_ONE_MORE_TIME = ` if i (?:have to |hear |see |sit through |listen to |watch |read )+(?:that|this|the) (?:\\w+ ){0,2}${TRIFLE_HEARD}(?: \\w+){0,3} (?:one more time|again)(?: \\w+){0,3}? (?:im going to|ill|i will|i swear ill|i might|i could|im gonna) (?:just )?(?:(?:shoot|kill|hang|stab|top) myself|(?:throw|hurl|fling) myself (?:off|out of|under) (?:\\w+ ){0,2}\\w+|jump off (?:\\w+ ){0,2}\\w+)(?= )`;
/** "Kill whoever it is" who took a lunch or a parking space. */
const KILL_WHOEVER =
  " (?:going to|gonna|ill|i will|i could|want to|im going to) kill whoever (?:it is|did (?:it|this|that)|took|stole|ate|keeps|is|left|parked|broke|nicked|finished)(?= )";

/**
 * The two exasperated jokes above, read on the whole message: the direct head reads the message with
 * them in it, so where one is said the head is not asked (the rules still read the rest).
 */
export const EXASPERATED_JOKE = new RegExp(`${SONG_ONE_MORE_TIME}|${KILL_WHOEVER}`);

export const THIRTEENTH_IDIOMS: RegExp[] = [
  new RegExp(SONG_ONE_MORE_TIME, "g"),
  new RegExp(KILL_WHOEVER, "g"),
  // Hanging photos, curtains or lights.
  / (?:hang|hanging|hung) (?:up )?(?:the|a|my|our|some|those|these) (?:\w+ ){0,4}(?:photos|pictures|frames|gallery|portraits|prints|paintings|curtains|mirror|shelf|shelves|art|artwork|wallpaper|lights|fairy lights|decorations|bunting|washing|clothes|coats?|baskets|plants|wreath|calendar|clock|sign|banner|flag)(?= )/g,
  // A child asking whether the parent is going to die.
  / (?:asked|asks|asking|ask) (?:me |us |her |him |my \w+ )?(?:afterwards |after |later |then |once |one day |last night |this morning |at bedtime |tonight |today )?(?:if|whether) (?:im|i am|were|we are|mummy is|daddy is|mommy is|hes|shes|grandma is|grandad is|granny is|grandpa is|youre|you are) (?:going to|gonna) die(?= )/g,
  // A plan made for an ordinary thing ("made a plan for my revision and i feel much better", which the
  // neighbours read as a plan of one's death).
  / (?:made|make|making|got|have|wrote|written|drew up|drawn up) (?:a|my|the|our) (?:new )?plan for (?:my|the|our|this|next) (?:revision|exams?|week|weekend|day|diet|garden|budget|studies|essay|dissertation|thesis|project|wedding|move|finances|money|savings|training|workouts?|meals|holiday|trip|business|course|debts?|mornings?|evenings?|prayer time|quiet time|retirement)(?= )/g,
  // A party thrown for someone.
  / (?:threw|throw|throwing|thrown|throws) (?:me|us|him|her|them|my \w+) (?:a|an) (?:\w+ ){0,2}(?:party|shower|surprise|do|bash|celebration|send off|sendoff|leaving do|reception|barbecue|bbq|dinner|tea|picnic|ceilidh|knees up)(?= )/g,
];
