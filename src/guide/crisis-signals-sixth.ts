// Issue 12, sixth round (session 21): shapes of wording for the families the fifth blind set
// missed. Each family was first paraphrased afresh, with ordinary twins, in corpus/authored-6.ts;
// the shapes are:
//  - method: a question about how lethal, how quick or how sure a way of dying is, asked for
//    oneself or with certainty ("so it works", "for someone my weight", "definitely fatal");
//  - means: kept ready in a private place, taken from someone, saved up, kept "as a way out",
//    bought with a coy purpose ("you know what for"), how much "would do it";
//  - plan: a plan set with a risky place, a trip that ends with not coming back, the whole thing
//    worked out with where/how or the others away, belongings left at the water;
//  - timing: a day set with no event named, going through with "it" at a time or hour;
//  - veiled signs (the care line): one last time, goodbye letters, last words, a grave and "soon";
//    things given for good; a cost to others; no future wanted; tools used on the body, wounds
//    reopened; everything dropped, friends blocked, blinds shut;
//  - abuse: violence after control, weapons kept as a threat, "if i can't have you", a bone
//    broken, stalking with watching, coerced sex, money taken with force;
//  - hard negatives (idioms): death wondered about after a funeral, abuse of someone else or in a
//    book, an abusive landlord, an exam that "will kill me", a gun safe, funeral songs someday,
//    a prophet's prayer quoted.
// All patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
import type { Signal } from "./crisis-signals.js";

const MEDS =
  "(?:pills|meds|medication|medications|medicine|prescriptions?|tablets|painkillers|pain meds|sleeping pills|sleeping tablets|heart pills|oxy\\w*|morphine|insulin|xanax|klonopin|valium|fentanyl|opioids|tramadol|codeine|percocet|vicodin|tylenol|paracetamol|acetaminophen|ibuprofen|aspirin|benadryl|antidepressants|sertraline|lithium|ambien|seroquel|pastillas)";
const GUN = "(?:gun|guns|handgun|pistol|rifle|shotgun|revolver|firearm)";
const LIGATURE = "(?:rope|cord|extension cord|belt|noose|cable|ligature|chain)";
const BLADE = "(?:knife|blade|razor|razor blade|box cutter)";
// Ways of dying named in a question: a height, a ligature, a cut, fumes, gas, drowning, cold, pills.
const METHOD = `(?:jump\\w*|fall|falling|drop|height|bag|plastic bag|building|bridge|cliff|roof|balcony|ledge|window|\\d+(?:th|st|nd|rd) floor|car park|parking (?:garage|deck)|quarry|overpass|tracks|train|hang\\w*|${LIGATURE}|cut|cutting|artery|arteries|vein|veins|wrists?|bleed\\w*|overdos\\w*|carbon monoxide|exhaust|fumes|garage|charcoal|helium|gas|drown\\w*|freeze|freezing|froze|(?:river|lake|sea|ocean) in (?:january|february|december|winter)|freezing water|cold water|${MEDS}|${GUN}|shoot\\w*)`;
// Words of dying or of a lethal outcome.
const LETHAL =
  "(?:fatal|lethal|deadly|suffocat\\w*|(?:be|is) enough(?= $| to (?:do it|die|kill|end))|(?:so|and|until) (?:its|it is|it will be|itll be|im|i am) (?:over|done|gone)|(?:does|would|will) (?:it |that |hanging |drowning |bleeding out |jumping )?hurt(?= or| much| at all| for long)|or is it (?:quick|painless|instant)|would it be instant|be instant|is it instant|stop (?:a |someones |a (?:grown )?(?:mans|persons|womans) )(?:breathing|heart)|kill (?:me|myself|yourself|you|themselves|oneself|someone|a person|a grown \\w+|a man|a woman)|killing (?:myself|yourself|themselves)|(?:to|you|i|would|will|can|could|people|someone|a person|and|then) die|die (?:from|of|if|instantly|quickly|fast|outside|in)|dying (?:from|of|by|outside|in)|(?:to|freeze|bleed|bled|frozen) death|dead (?:before|in|if)|survive|drowning in (?:the|a) (?:lake|river|sea|ocean|bath|bathtub|pool|water|reservoir|quarry)|bleed out|bleeding out|stop (?:my |your |me )?(?:breathing|heart)|wake up|waking up|too many|too much|work on me|work for me|so it works|so it doesnt fail|without it failing|(?:hit|reach|find) (?:an|the|a) (?:artery|vein)|for hanging|hang (?:myself|yourself|themselves|oneself)|slit\\w* (?:your|my|their) (?:wrists?|throat)|how long (?:would|could|will) i last|around (?:the|my|your|a) neck|to be sure)";
// Certainty, speed or comfort asked for, or the asker's own body: what makes the question one's own.
const OWN =
  "(?:me|my|myself|i|im|id|how long (?:does|would|will) it take to (?:suffocate|bleed out|drown)|quickly|or is it quick|a grown (?:mans?|womans?)|actually work|really work|how tight|to be sure|definitely|guarantee\\w*|(?:so|that) (?:you|i|a person|someone) (?:dont|wont|doesnt|cant|will not|do not|would not|wouldnt) survive|for sure|always|make sure|so it works|so it doesnt fail|without (?:it )?failing|how deep|how long (?:does|would|will) it take to die|how (?:fast|quickly) (?:do|would|does|will) (?:you|a person|someone|people) die|quick|quickest|fastest|surest|painless|peaceful|instant|at once|too many|kill (?:yourself|myself|themselves|oneself)|(?:fatal|lethal|deadly) (?:dose|amount)|(?:dose|amount) (?:of \\w+ )?(?:thats|that is|which is|that would be) (?:fatal|lethal|deadly)|(?:hold|take|support) (?:a |an )?(?:grown (?:mans|womans|adults)|adults|persons|full grown \\w+s) weight)";
// A question for a class, a pet, a patient, a story, or safety: not one's own.
const NOT_OWN =
  "(?<!not for (?:a |my )?)(?:(?:nurse|doctor|pharmacist|gp|label|leaflet|packet|box) (?:said|says|told|warned|explained|warns)|class|biology|chemistry|homework|school project|essay|assignment|dog|dogs|cat|cats|pet|puppy|horse|patient|patients|kid|kids|child|toddler|baby|detector|safety|first aid|retir\\w*|retirement|leaving card|the card|novel|book|story(?! (?:building|house|drop|fall|high|window|roof|car park|parking|tower|block|apartment))|movie|film|show|game|character|documentary|podcast|nursing|exam)";
const PRIVATE_PLACE =
  "(?:under (?:my|the) (?:bed|pillow|mattress)|in (?:my|the) (?:sock |top |bedside |desk )?(?:drawer|closet|wardrobe|trunk|car|backpack|bag|room|bedroom|nightstand|locker|glovebox|glove box)|in the trunk of my car|by (?:my|the) bed|(?:taped|stuck) (?:under|behind) (?:my|the) \\w+)";
// Ordinary reasons to keep a rope, a blade, pills or a gun somewhere.
const ORDINARY_KEEP =
  / (?:tow|towing|jump rope|skipping rope|climbing|camping|tent|boat|hammock|toddler|kids? (?:cant|can not|cannot)|reach|safe|locked|lock|so the|so my|in case we|in case of|protection|self defen[cs]e|fishing|kitchen|cooking|hunting|range|work|job|charger|phone|laptop|lamp|christmas|lights|decorations|garden|hose|organi[sz]er|pharmacy|prescribed|doctor|expired|dispose|refill|seatbelt|forget\w*|forgot|boxes|utility|toolbox)(?= )/;
const ORDINARY_EVENT =
  /(?:wedding|party|picnic|reunion|meeting|trip|vacation|holiday|interview|appointment|game|venue|birthday|surgery|move|moving|dinner|ceremony|concert|shower|date night|retreat|camp|recital|launch|conference|surprise|run|jog|commute|hike|ride|photo|shoot|swim|race|marathon|fishing|kayak|dentist|exam|test|proposal|propose)/;

export const SIXTH_IDIOMS: RegExp[] = [
  // Death wondered about after a loss: "since the funeral i keep thinking about death and what heaven is like".
  / (?:thinking|think|thought|wondering|wonder|curious) about death(?=(?: \w+){0,8} (?:what happens|heaven|afterlife|eternity|after we die|funeral))/g,
  // Abuse of someone else, or in a story, or by a landlord: not danger at the writer's home.
  / (?:my|her|his|our|a) (?:best |close |good )?(?:sister|brother|friend|cousin|coworker|colleague|neighbou?r|aunt|uncle|niece|nephew|daughter|son|classmate|roommate|sister in law|brother in law)s? (?:is|are|was|has been|s|were) (?:still )?(?:in|stuck in|married to) (?:an? )?abusive (?:relationship|marriage|partner|husband|wife|boyfriend|girlfriend|home)/g,
  / (?:novel|book|memoir|movie|film|documentary|story|series|podcast|play|show) about (?:(?:a|an|the) )?(?:\w+ ){0,8}?abus\w*(?: \w+)?/g,
  / abusive (?:landlord|landlords|boss|manager|customers?|comments|language|texts from strangers)/g,
  // Schoolwork or a workout that "is going to kill me".
  / (?:exam|test|final|finals|quiz|class|homework|essay|workout|shift|week|commute|project|deadline|presentation|hike|practice|training|paper|midterm|lab|heat|humidity|cold|weather|traffic|noise|queue|wait|kids|toddler|hangover|cramps|migraine)s? (?:\w+ ){0,2}(?:(?:thats|that is|which is|is|are|s) )?(?:going to|gonna|will) (?:literally |actually |probably )?kill me/g,
  // A gun safe, rifles kept locked.
  / (?:bought|got|buy|get|getting|installed|have) (?:a |an |our |the )?(?:new )?gun (?:safe|lock|cabinet)s?(?: \w+){0,5} (?:to (?:keep|store|lock)|for) (?:our|my|the|his|her) (?:\w+ )?(?:rifles|guns|firearms|shotguns|pistols)(?: locked(?: up)?)?/g,
  // Funeral songs chosen someday.
  / (?:plan|planning|choose|choosing|pick|picking) (?:out )?my (?:own )?funeral (?:songs|hymns|music|readings|playlist|verses)(?=(?: \w+){0,3} (?:someday|one day|some day|eventually|when im old|is that))/g,
  // A prophet's prayer quoted: "elijah said take my life lord", "was jonah really suicidal".
  / (?:was|is|were) (?:he|she|elijah|jonah|saul|judas|job|moses) (?:really |actually |ever )?suicidal/g,
  / (?:elijah|jonah|job|moses|jeremiah|the psalmist)s? (?:said|says|prayed|prays|asked|cried|wrote|begged|prayer|asks)(?: \w+){0,5}/g,
  // Hopeless at a skill, a team or a device hopeless; disappearing to a beach: everyday talk.
  / hopeless (?:at|with) (?!(?:life|living|everything|people|relationships|being|it all|myself)(?= ))\w+| hopeless romantics?| (?:team|teams|wifi|printer|traffic|weather|case|defen[cs]e|offen[cs]e|bench|lineup|signal)s? (?:is|are|s|was|looks?) (?:\w+ )?hopeless/g,
  / disappear (?:off )?to (?:a|an|the|some) (?:\w+ )?(?:beach|island|cabin|mountains?|spa|lake|resort|desert|cottage|villa|farm|retreat|library|bookshop|bookstore|cafe)/g,
  // An absence from an event nobody would notice: "nobody would even notice if i skipped the meeting".
  / (?:nobody|no one|noone) (?:would|will) (?:even |really )?(?:notice|care) if i (?:skipped|skip|missed|miss|left|leave|didnt (?:go|show up|come)|dont (?:go|show up|come))(?: early)? (?:the|my|this|that|our|tonights|todays) (?:\w+ )?(?:meeting|class|call|party|practice|lecture|service|rehearsal|shift|session|game|lesson|zoom|standup)/g,
  // Goodbye to a habit or a season, trapped in a job or in traffic, falling apart over a task,
  // shut in by the weather: everyday talk, not despair.
  / (?:goodbye|bye|farewell)(?: for good| forever)? (?:old |bad |my old )?(?:habits?|unemployment|debt|smoking|sugar|caffeine|winter|summer|school|student loans|braces|cast|acne|overdraft|night shifts?|commute|single life)(?: forever| for good)?(?= )/g,
  / (?:feel|feeling|im|i am|so) trapped in (?:a |an |this |my |the )? ?(?:dead end |boring |stupid |endless )?(?:job|traffic|elevator|lift|meeting|meetings|airport|lease|contract|snow|queue|line|group chat)(?= )/g,
  / (?:falling apart|breaking down|losing it) (?:trying to|over) (?:plan|organi[sz]e|get|finish|juggle|keep up with|pack|move)\w*/g,
  / (?:havent|have not) (?:left|been out of) (?:the|my) (?:house|home|apartment|flat)(?: \w+){0,3} (?:because of|due to) (?:the |a )?(?:snow|storm|snowstorm|snow storm|flu|covid|cold|weather|rain|quarantine|heat|hurricane|ice|broken (?:leg|ankle|foot))/g,
  // A family saying goodbye to a dying relative: grief, not a farewell of one's own.
  / (?:were|we are|we|everyone is|the family is|we all) (?:saying|said|say) (?:our )?goodbyes?(?: to (?:her|him|them|grandma|grandpa|nan|mum|mom|dad))?(?=(?: \w+){0,6} $)(?=.* (?:hospice|hospital|dying|passed|funeral|last days|palliative|in her|in his)| $)/g,
  // Play fighting; wanting to die of embarrassment; a plant barely alive; "can't go on like this"
  // with a schedule or a commute.
  / (?:he|she|they|my \w+) pinned me(?: down)?(?=.* (?:wrestle|wrestling|wrestled|play fight\w*|rough ?hous\w*|judo|karate|jiu jitsu|bjj|mma|sparring|spar|tickl\w*)(?= ))/g,
  /(?<= (?:wrestle|wrestling|wrestled|play fight\w*|rough ?hous\w*|judo|karate|jiu jitsu|bjj|mma|sparring|spar|tickl\w*)(?: \w+){0,10}) (?:he|she|they|my \w+) pinned me(?: down)?/g,
  / (?:i )?(?:wanted|want|could have|couldve) (?:to )?(?:die|disappear|crawl into a hole)(?= when i (?:tripped|fell|said|sent|dropped|spilled|walked|called|waved|realised|realized|saw|sang|forgot|mispronounced))/g,
  / (?:cactus|plant|plants|phone|battery|laptop|car|garden|basil|succulent|fish|printer|tv)s? (?:is|are|s|looks?) (?:barely alive|done for|on (?:its|their) last legs|dying)(?: \w+){0,2}(?: done for)?/g,
  / (?:cant|can not|cannot) (?:go on|keep going|do this|take (?:it|this)|keep (?:this )?up) like this with (?:my|the|this|our) (?:\w+ )?(?:schedule|sleep|commute|job|hours|diet|back|knee|neighbou?rs?|noise|traffic|internet|wifi|landlord|roommate|sleep schedule)(?= )/g,
  // "I'm literally going to die" about homework or an exam.
  / (?:im|i am|ill|i will) (?:literally |actually )?(?:going to|gonna) die(?=(?: \w+){0,4} (?:about|over|because of|from|of) (?:the |this |that |my )?(?:homework|exam|test|cringe|embarrassment|heat|boredom|laughing|essay|workload|chores|game))/g,
  // Lethal doses of everyday things or for pets: "the lethal dose of caffeine".
  / (?:lethal|fatal|deadly) (?:dose|amount) (?:of )?(?:caffeine|coffee|water|salt|sugar|nicotine|energy drinks?|chocolate|vitamin \w+|xylitol|grapes|onions?)/g,
];

export const SIXTH_STRONG: Signal[] = [
  // Method: a question about a way of dying, asked for oneself or with certainty.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:is|would|will|does|do|can|could|how|what|whats|which|if|whether|wonder|wondering|tell me)(?= ))(?=.* ${METHOD}(?= ))(?=.* ${LETHAL})(?=.* ${OWN}(?= |$))(?!.* ${NOT_OWN}(?= ))`,
    ),
  },
  {
    kind: "suicide",
    re: / (?:quickest|fastest|easiest|surest|simplest|most painless|least painful|painless|most reliable|cleanest|best) (?:way|method|means)s? (?:to|of) (?:die|dying|kill (?:myself|yourself|oneself)|end it|end my life|not wake up|check out|go(?= $| without| peacefully| quietly| for good))/,
  },
  {
    kind: "suicide",
    re: / (?:way|method|ways|methods) of (?:dying|death|killing (?:myself|yourself)|ending it)(?: \w+){0,4} (?:fastest|quickest|easiest|surest|best|painless|least painful|for me)| (?:the )?(?:method|way) i (?:keep|kept) (?:coming back to|thinking about|landing on|going back to)/,
  },
  {
    kind: "suicide",
    re: / (?:thinking about|going to|gonna|could|might|want to|planning to|plan to|i|ill) (?:just )?(?:cut|cutting) (?:my|the) (?:own )?brake(?:s| lines?)/,
  },
  // Means: kept in a private place with no ordinary reason.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_KEEP.source})(?:.* (?:the|a|my) (?:\\w+ )?(?:${LIGATURE}|${BLADE}|${GUN}|${MEDS})(?: \\w+){0,4} (?:is|are|s|has been|have been|been|sits|sitting|taped|hidden|stashed|tucked|kept)(?: \\w+){0,3} ${PRIVATE_PLACE}|.* (?:keep|kept|keeping|hid|hide|hidden|taped|stashed|stash|tucked) (?:a |the |my |some )?(?:\\w+ )?(?:${LIGATURE}|${BLADE}|${GUN}|${MEDS}) ${PRIVATE_PLACE}|.* ${LIGATURE}(?: \\w+){0,3} hanging in my (?:closet|room|wardrobe|bedroom))`,
    ),
  },
  // Means taken from someone or saved up.
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:stole|swiped|pocketed|nicked|snuck|sneaked|took) (?:a |the |some |a bottle of |a strip of |a box of |a few of |a handful of )?(?:my |his |her |their |\\w+s )(?:\\w+ ){0,2}(?:${MEDS}|${GUN})(?: \\w+){0,4} (?:hidden|hid|in my|theyre in|its in|saving|stash)| (?:hides|hid|locks up|locked up|keeps|kept) (?:his|her|their|the) (?:\\w+ )?(?:${MEDS}|${GUN})(?: \\w+){0,3} (?:but )?i (?:found|know where)(?: \\w+){0,4} (?:took|taking|have|saving|save up|stash)| know where (?:\\w+ ){0,3}(?:keeps|hides|kept|hid) (?:his|her|their|the) (?:\\w+ )?${GUN}(?: \\w+){0,3} (?:and i (?:took|have|got)|i took|took it)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?! .*(?:pharmacy|dispose|disposal|doctor|expired|recycle))(?:.* ${MEDS}(?: \\w+){0,8} (?:(?:been|im|keep|started|i am) saving (?:them|it|up)|to save (?:them |it )?up|(?:build|building|built) up a stash|stockpil\\w*)(?= |$)|.* (?:saving|stockpiling|hoarding) (?:up )?(?:my |the |her |his )?${MEDS}(?= ))`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.* (?:dont|do not|never|shouldnt|not to|spread|instead))(?=.* (?:i|id|im|ill|so)(?= )).* (?:take|swallow|down|taking|swallowing)(?: (?:them|it|those|these|all of them|the lot))? all (?:at once|together|in one go|at the same time)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:${MEDS}|${GUN}|${LIGATURE}|${BLADE}|bottle|bottle of \\w+)(?: \\w+){0,6} (?:as|for) (?:an|my|the|a) (?:exit|way out|escape hatch|escape|exit plan|emergency exit|plan b|last resort)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:${LIGATURE}|${GUN}|${MEDS}|${BLADE}|charcoal|tape|duct tape|padlock|helium|tank|tubing|hose|bag|grill)(?: \\w+){0,10} (?:you know what for|you know why|you can guess (?:why|what for)|guess (?:why|what for)|(?:not|im not|i am not|wont|will not) (?:going to |gonna )?say (?:more|what for|why|anything else|anymore)|not saying (?:what for|why|more)|no need to say (?:why|what for))(?= $)`,
    ),
  },
  { kind: "suicide", re: / helium (?:tank |canister |bottle )?(?:and|with|plus) (?:the |a )?(?:bag|hood|tubing|mask)/ },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.* (?:range|hunting|season|class|license|licence))(?=.* ${GUN} ).* (?:no |without (?:a |any )?)(?:background check|waiting period|questions asked|paperwork)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* ${MEDS}(?= )).* (?:know|knew|worked out|figured out|looked up|calculated|exactly) (?:exactly )?how (?:much|many)(?: of)?(?: (?:my|the|it|them))?(?: \\w+){0,2} (?:it would|itd|it will|would|will|id need to) (?:do it|take|be enough|kill)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(` ${MEDS}(?: \\w+){0,8} how (?:many|much) (?:would i|do i|will i|id|i would) need`),
  },
  // Plan: a trip that ends with not coming back; a plan set with a risky place; the whole thing worked out.
  {
    kind: "suicide",
    re: / (?:alone|plan|plan is)(?: \w+){0,10} (?:and |to )?(?:not|never|wont|will not|i wont|i will not) (?:come|coming|be coming|be driving|be walking|drive|walk) back(?: down| up| home| alive| again)?(?= $)/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_EVENT.source})(?!.* (?:we|our|us) )(?=.* (?:bridge|cliff|cliffs|tide|tides|tracks|ledge|rooftop|quarry|reservoir|overpass)(?= )).* (?:plan|plans|plan is|everything|its all|it is all)(?: s| is| are)? (?:set|ready|in place|made|final|finali[sz]ed|done|sorted)(?= )`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_EVENT.source}).* (?:which|what|the) (?:bridge|cliff|building|roof|overpass|spot|place|tracks)(?: \\w+){0,6} (?:and )?(?:i know )?(?:what time|when)(?: \\w+){0,5} (?:traffic|nobody|no one|quiet|quietest|empty|dies down|deserted)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_EVENT.source})(?!.* (?:we|our|us) ).* (?:everythings|everything is|everything|its all|it is all|all) (?:in place|ready|sorted|set|worked out|planned)(?: \\w+){0,2}(?: the (?:letters?|notes?|spot|place|how|way|when|where|day|time|pills|rope|method|date|gun)){2,}(?= |$)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_EVENT.source})(?!.* (?:we|our|us|to pass|to fix|to get there) ).* (?:have|got|its|it is|everythings|everything is|ive) (?:the whole thing|it all|all|everything) (?:planned|thought|worked|figured|mapped)(?: out)?(?= )(?=.* (?:(?:where|how|when)(?= (?:and|how|where|when|who)|$)|who (?:finds|will find|would find) me|(?:just|only) need (?:the kids|my \\w+|everyone|them|him|her)(?: \\w+){0,3} (?:away|gone|out|at|asleep|to leave)|when the house is empty))`,
    ),
  },
  {
    kind: "suicide",
    re: /^(?!.* (?:we|well|were|our|us|swim\w*|picnic|fishing|valet|mechanic) )(?=.* (?:plan|mapped|reservoir|lake|cliff|bridge|point|river|sea|ocean|quarry|thats it|its set)(?= )).* (?:(?:leave|left|leaving) (?:my |the )?(?:keys|phone|wallet|shoes|note|car)(?: and (?:my |the )?\w+)?|(?:my |the )(?:keys|phone|wallet|shoes|note|car)(?: and (?:my |the )?\w+)? (?:left|leaving)) (?:in the car|on the (?:rocks|bridge|shore|beach|bank|seat|cliff|ledge|sand)|at the (?:\w+ )?(?:edge|shore|bridge|cliff|water))/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_EVENT.source})(?!.* (?:sale|clean\\w*|paint\\w*|movie|nap|bak\\w*|fix\\w*|build\\w*|sort\\w*|tidy\\w*) ).* (?:my|the) plan is(?: \\w+){1,6} (?:while|when|once) (?:everyone|everybody|the house|nobody|no one|my \\w+)(?:s| is| are)? (?:at work|out|away|asleep|gone|empty|at school)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:steps|order|sequence|plan)(?: \\w+){0,4} (?:${MEDS}|${LIGATURE}|${GUN}|${BLADE}|bath|bridge|car)(?: \\w+){0,4} then (?:nothing|the end|its over|lights out|peace|quiet)(?= $)`,
    ),
  },
  // Plan: nobody to walk in; the letters written and the place picked, only courage left.
  {
    kind: "suicide",
    re: / so (?:no one|nobody|noone|none of them|my \w+) (?:walks in|walk in|comes in|finds me in time|can stop me|interrupts|will interrupt|stops me)(?= )/,
  },
  {
    kind: "suicide",
    re: /^(?=.* (?:letters?|notes?|picked|chosen|planned|ready|where|the place|the spot|the pills|the rope)(?= )).* (?:just|only|still) need (?:the |to find the |to get the |to work up the )?(?:courage|nerve|guts)(?= $| to do it| to go through| to follow through)/,
  },
  // Timing: tonight the last night, goodbyes said; going through with it after an event.
  {
    kind: "suicide",
    re: / (?:tonight|today|this)(?:s| is) my (?:last|final) (?:night|day)(?= $| i | ive | its | and )/,
  },
  {
    kind: "suicide",
    re: /^(?!.* (?:surgery|operation|procedure|tattoo|piercing|proposal|propose|interview|audition|skydiv\w*|bungee|divorce|treatment|chemo|vaccine|haircut|diet|plan to|move|moving) ).* (?:ill|i will|im going to|im gonna|i am going to) (?:finally )?go through with it(?= $)/,
  },
  // Means ready and the place known; waiting for the others to be away, then the place.
  {
    kind: "suicide",
    re: new RegExp(` ${LIGATURE}(?:s| is)? (?:ready|tied|up)(?= )(?=.* (?:which|the) (?:tree|beam|branch|rafter|bridge|spot|place|hook))`),
  },
  {
    kind: "suicide",
    re: / wait (?:till|until|for) (?:\w+ ){0,4}(?:on nights|away|out|asleep|at work|gone|on holiday|on vacation)(?: \w+){0,2} then (?:the )?(?:garage|bridge|pills|rope|car|woods|river|lake|tracks|bath|roof)(?= $)/,
  },
  // A time and a coy refusal; the others gone and "i'm doing it"; the last post and then the act.
  {
    kind: "suicide",
    re: /^(?!.* (?:we|were|surprise|party|present|gift) ) (?:this weekend|tonight|tomorrow|today|soon|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: \w+){0,2} thats all (?:ill|i will|im going to|im gonna|im) (?:say|saying)(?= $)/,
  },
  {
    kind: "suicide",
    re: / (?:as soon as|once|when|the moment|after) (?:my \w+|everyone|everybody|they|the house|he|she) (?:\w+ ){0,3}(?:leaves?|goes?|is (?:out|gone|asleep|at work)|falls? asleep|are (?:out|gone|asleep))(?: \w+){0,3} (?:im|ill|i will|im going to|im gonna) (?:do|doing) it(?= $)/,
  },
  {
    kind: "suicide",
    re: / (?:after|once|when) i (?:post|send|write|hit send on|finish) (?:this|these)(?: \w+){0,3} (?:im going to|im gonna|ill|i will|i am going to) (?:take|swallow) (?:them|it|the \w+) all(?= $| now| tonight)/,
  },
  // Making sure one is not here; nobody knowing where one will be, with means or a room booked;
  // a bare time "before anyone wakes up".
  {
    kind: "suicide",
    re: / make sure (?:that )?(?:im|i am|i) (?:not|wont be|will not be|never) (?:here|around|alive|breathing)(?= )/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:${MEDS}|${GUN}|${LIGATURE}|motel|hotel|bridge|woods)(?= )).* (?:no one|nobody|noone) (?:knows|will know) where (?:ill|i will|im|i am|im going to) (?:be|going|go)(?= )`,
    ),
  },
  {
    kind: "suicide",
    re: /^ (?:tonight|tomorrow(?: morning| night)?|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this weekend) (?:\w+ ){0,2}(?:before|after|when|once) (?:anyone|everyone|everybody|they|the house|my \w+) (?:wakes?|gets?|is|are|goes|go|falls?) (?:up|home|asleep|out|to sleep|to bed)(?= $)/,
  },
  // Timing: a day set with no event named; going through with it at a time or hour.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_EVENT.source})(?!.* (?:we|our|us|for|with) ).* (?:i|ive|i have|i finally) (?:set|picked|chose|chosen|have picked|have set|finally set|finally picked) (?:a|the|my) (?:date|day)(?= $| the \\d+\\w*| (?:its|its the|im not|and im not|i wont|dont ask|no one|nobody))`,
    ),
  },
  {
    kind: "suicide",
    re: / (?:tonight|today|tomorrow|this (?:weekend|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|the night|the day)s?(?: is)?(?: the (?:night|day))?(?: \w+){0,3} (?:i|ill|im) (?:finally )?(?:go|going to go|gonna go|will go) through with it(?= $| for good| i | and)/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*(?:workout|run|countdown|homework|call|stream|livestream|meeting|shift|laundry|dishes))(?:.* (?:when|once|at|by) (?:the clock (?:hits|strikes|says|reads|turns) )?(?:\\d+(?:am|pm)?|midnight)(?: am| pm| oclock)?(?: \\w+){0,2} (?:im|ill|i will|im going to|i am going to|i am) (?:do|doing) it(?= $))`,
    ),
  },
  {
    kind: "suicide",
    re: / (?:going to|gonna|ill|i will|im going to|i am going to) (?:do it|end it|go through with it) (?:\w+ ){0,10}if (?:\w+ ){0,3}(?:bad|no|fail|failed|not good|dont|negative|rejected)(?: \w+){0,2} (?:and|which|i know) (?:they|it|i) (?:will|know|always)/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_EVENT.source})^ (?:itll|it will|its going to|it is going to|it) (?:be|happen|happens) (?:this|next|on) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)(?= )(?=.* (?:took the day off|booked the day off|day off|nobody (?:will|expects)|no one (?:will|expects)|alone|nobody home|no one home))`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*(?:${ORDINARY_EVENT.source.replace("|birthday", "")}|college|school|semester|uni|job|internship|trip|vacation|holiday|camp|diet|fast|challenge|party))(?!.* (?:we|our|us) )(?=.* (?:decided|settled|final|made up my mind|made my peace|no turning back)(?= $| i | its | and ))(?:.* (?:this is my last (?:weekend|week|night|day|sunday|monday|tuesday|wednesday|thursday|friday|saturday)|ill be gone(?= $| its| i | and | for good)|its happening|it happens|itll happen|it will happen|is the (?:day|night))(?= ))`,
    ),
  },
  {
    kind: "suicide",
    re: / my last day (?:on earth|alive|of my life|breathing|on this earth)(?= )/,
  },
  // A time named and "that's when", with no one else in it; a day chosen "because nobody will be home".
  {
    kind: "suicide",
    re: /^(?!.* (?:we|our|us|were|rent|bills?|due|starts?|opens?|closes?) ).* thats when(?: (?:im going|i go|it happens|ill do it|i do it|im doing it|ill go))?(?= $)/,
  },
  {
    kind: "suicide",
    re: /^(?=.* (?:decided|settled|made up my mind|final)(?= $| i | its | and )).* (?:its going to be|itll be|it will be) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|the \\d+\\w*)(?= $| i | ive | its )/,
  },
  {
    kind: "suicide",
    re: / (?:chose|picked|chosen|choosing|picking) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|the \\d+\\w*)(?= because| since| as| its)(?=.* (?:nobody|no one|noone|alone|empty|quiet|full moon|feels right|no one will))/,
  },
  {
    kind: "suicide",
    re: / (?:do it|go through with it|end it|end things)(?: \w+){0,8} (?:one last time|for the last time|a final time)/,
  },
];

export const SIXTH_ABUSE: Signal[] = [
  {
    kind: "abuse",
    re: / (?:he|she|my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|ex|dad|father|mom|mother|stepdad|stepfather|stepmom|stepmother|son|daughter|brother|sister|uncle|aunt|grandson))(?: \w+){0,2} (?:threw|throws|poured|pours|splashed) (?:boiling|hot|scalding) (?:water|oil|coffee|tea) (?:at|on|over) (?:me|my)/,
  },
  {
    kind: "abuse",
    re: / (?:doesnt|wont|dont|does not|will not|never) let me (?:eat|have (?:food|dinner|meals|water)|sleep|use the (?:bathroom|toilet)|shower)(?= if| when| unless| until| for (?:days|a day|punishment))/,
  },
  {
    kind: "abuse",
    re: / (?:checks|reads|goes through|monitors|tracks) my (?:phone|messages|texts|location)(?: \w+){0,4} (?:and )?(?:hits|slaps|beats|punches|hurts|kicks|shoves|chokes) me/,
  },
  {
    kind: "abuse",
    re: / (?:my )?(?:moms|mothers|mums|sisters|dads|fathers|wifes|husbands|exs|exwifes|exhusbands) (?:new )?(?:boyfriend|husband|partner|girlfriend|wife)(?: \w+){0,4} (?:punched|punches|hit|hits|beat|beats|shoved|shoves|slapped|slaps|kicked|kicks|choked|chokes|hurts|hurt) (?:her|him|me|my|us|them)(?= )/,
  },
  {
    kind: "abuse",
    re: / (?:he|she|my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|fiance|fiancee|dad|father|mom|mother|stepdad|stepfather|stepmom|son|daughter|grandson|granddaughter|brother|sister))(?: \w+){0,3} (?:broke|broken|fractured|cracked|dislocated) my (?:wrist|arm|nose|rib|ribs|jaw|finger|fingers|collarbone|cheekbone|eye socket|tooth|teeth|shoulder)(?!.* (?:wrestling|accident|game|football|soccer|rugby|sledding|trampoline|playing|skiing|biking|fell))/,
  },
  {
    kind: "abuse",
    re: / (?:held|holds|holding|put|puts|pressed|presses|pointed|points|pinned me (?:down )?with) (?:a |the |his |her )?(?:kitchen )?(?:knife|gun|blade|pistol|razor|rifle|scissors)(?: \w+){0,2} (?:to|at|against) my (?:throat|neck|head|face|chest|temple)/,
  },
  {
    kind: "abuse",
    re: / (?:hand on|keeps|kept|cleans|cleaning|shows|showed|leaves|left|puts|put|keeps a|has a) (?:his|her|a|the) (?:gun|rifle|pistol|knife|shotgun|revolver)(?: \w+){0,6} (?:when (?:we|i) (?:argue|fight|disagree)|to remind me|says (?:hell|shell|he will|she will|he would|she would) use it|if i (?:ever )?(?:leave|walk out|tell|go))/,
  },
  {
    kind: "abuse",
    re: / (?:says|said|told me|threatens|threatened|swears) (?:hell|shell|he will|she will|he would|she would|hed|shed) use it (?:on me |against me )?if i (?:ever )?(?:leave|walk out|go|tell)/,
  },
  {
    kind: "abuse",
    re: / if (?:he|she|they|i) (?:cant|cannot|can not) have (?:me|you|her|him) (?:nobody|no one|noone) (?:can|will|else)| if i (?:ever )?leave (?:him|her)(?: \w+){0,2} (?:no one|nobody|noone) (?:else )?(?:will|would|can) (?:ever )?have me/,
  },
  {
    kind: "abuse",
    re: / (?:my ex|my exhusband|my exwife|my exboyfriend|my exgirlfriend|he|she)(?: \w+){0,4} (?:keeps showing up|shows up|is parked|parks|keeps parking|waits|is waiting|sits) (?:\w+ ){0,3}(?:outside )?(?:at )?(?:my|the) (?:work|job|house|home|apartment|school|door|office|car)(?: \w+){0,8} (?:(?:hes|shes|he is|she is|is) watching(?: me)?|watches me|following me)/,
  },
  {
    kind: "abuse",
    re: / (?:he|she|my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|fiance|fiancee)) (?:\w+ ){0,3}(?:forces|forced) me(?= $| even| when| and| if| anyway)| (?:cant|can not|cannot|not allowed to) say no to (?:him|her)(?: \w+){0,6} (?:forces|forced|makes me)/,
  },
  {
    kind: "abuse",
    re: / (?:destroyed|smashed|broke|took|takes|hid|hides) my (?:phone|car keys|keys|passport|wallet|id)(?: and (?:my )?(?:\w+ )?\w+)? so (?:that )?i (?:cant|can not|cannot|couldnt) (?:leave|call|get help|go)/,
  },
  {
    kind: "abuse",
    re: / (?:takes|took|steals|stole|controls|keeps) my (?:pension|paycheck|paycheque|money|benefits|wages|salary|bank card|card|savings)(?: \w+){0,5} (?:and )?(?:pushes|pushed|shoves|shoved|hits|hit|slaps|slapped|threatens|hurts|beats|kicks)/,
  },
  {
    kind: "abuse",
    re: / (?:is|keeps|has been|been) (?:hurting|abusing|beating|touching|hitting) (?:my|our) (?:little )?(?:niece|nephew|kids|children|son|daughter|sister|brother|grandson|granddaughter|mom|mother|mum|baby)/,
  },
  {
    kind: "abuse",
    re: / (?:punches|punched|punching|kicks|kicked|smashes|smashed|put|puts) (?:a |his fist |her fist )?(?:holes? )?(?:(?:in|into|through) )?(?:the )?(?:walls?|door|doors)(?: \w+){0,2} (?:next to|near|beside|by|right by|inches from) (?:me|my (?:head|face))/,
  },
  {
    kind: "abuse",
    re: / (?:stepdad|stepfather|dad|father|husband|boyfriend|partner|uncle|brother|stepmom|mom|mother)(?: \w+){0,2} (?:shoved|shoves|pushed|pushes|threw|throws|slammed|slams|hit|hits|punched|punches|kicked|kicks) (?:my|our) (?:mum|mom|mother|sister|brother|little \w+)(?: \w+){0,6} (?:coming for me|at me too|me too|now me)/,
  },
];

export const SIXTH_CONCERN: RegExp[] = [
  // Farewell: to be remembered; burden: being the reason others suffer; wanting everything to stop.
  / (?:hope|want|i want) (?:you|you all|yall|everyone|my \w+) (?:to )?(?:will )?remember (?:me|the good times(?: with me)?|the good)(?= $| fondly| kindly| when im gone)/,
  / (?:im|i am) (?:tired of being|sick of being|always|just|only ever) the (?:reason|cause) (?:everyone|everybody|my family|they|my \w+|people)(?:s| is| are| gets?)? (?:stressed|sad|upset|fighting|miserable|unhappy|struggling|broke|worried|hurt)/,
  / (?:want|wish|need) (?:everything|it all|the world|life|all of it) to (?:just )?stop(?= $| now| for good| forever| already)/,
  // Farewell: a message that cannot be given in person; letters for milestones one will not see.
  / (?:tell|let) (?:my|our) (?:\w+ ){0,2}\w+(?: \w+){0,6} i (?:wont|will not|cant) be (?:able to|there|around)(?= $| anymore| to tell)/,
  /^(?!.* time capsule).* (?:letters?|notes?|cards?|videos?)(?: \w+){0,4} (?:to open|to read|to watch) (?:on|at|when) (?:their|his|her|they|he|she) (?:\d+\w*|eighteenth|wedding|graduation|birthdays?|turn|are older|grow up)/,
  // Burden: only trouble to the people one loves.
  / (?:all i do is|i only|i just|i always) (?:cause|bring|make) (?:problems|trouble|pain|grief|stress|misery) (?:for|to) (?:the people i love|everyone|my family|everybody|people|them|my (?:parents|wife|husband|kids|friends|mom|dad))/,
  // No way out: at the bottom of a well or a hole, no ladder.
  / (?:bottom of a (?:well|pit|hole)|in a (?:hole|pit)) (?:\w+ ){0,3}(?:with no|without a|and no|cant) (?:rope|ladder|way (?:out|up)|climb out|get out)| (?:hole|pit|well) is too deep| stopped looking (?:up )?for (?:the|a) (?:ladder|rope|light|way out)/,
  // Withdrawal: in bed all day with the curtains shut or not eating.
  / (?:stay|stayed|staying|lie|lay|lying) in bed all (?:day|weekend|week)(?=.* (?:curtains|blinds|dont eat|not eating|dont shower|dont get up|dont answer|dont see))/,
  // Burden: dead weight, a drain on family.
  / (?:dead weight|a drain|a parasite|a leech|baggage)(?: to| on| for)(?: \w+){0,2} (?:family|everyone|everybody|parents|wife|husband|kids|friends|them|people|mum|mom|dad)(?= )/,
  // Self-harm: cuts getting deeper or more often.
  / (?:cuts|burns|marks) (?:on|in|across) my (?:\w+ )?(?:arm|arms|wrist|wrists|leg|legs|hip|hips|thigh|thighs|skin|stomach|belly|body|chest)(?: \w+){0,3} (?:deeper|worse|more|again|every|each)(?= )/,
  // Withdrawal: friends dropped, only sleep left.
  / stopped (?:seeing|talking to|calling|texting|answering) (?:my )?(?:friends|anyone|people|everyone|family)(?! (?:from|at|who|since))| (?:i just|all i do is) sleep(?= $| all day)/,
  // Farewell.
  / (?:hear (?:her|his|their|your|my \w+s) (?:voice|laugh)|hear (?:him|her|them) laugh|see (?:her|his|their|your) face|hug (?:her|him|them|you|my \w+|everyone)) (?:one more|one last|a last|a final|for the last|for the final) time/,
  / (?:see|hug|hold|kiss) (?:everyone|them all|my family|my kids) (?:one last time|for the last time)/,
  / goodbye (?:letters?|notes?|cards?|messages?|videos?|emails?)(?!.* (?:coworkers?|colleagues|last day|class|teacher|camp|moving|move|retir\w*|graduat\w*|new job|office|team))/,
  / (?:last|final) (?:one|person|people)(?: \w+){0,2} (?:im|i am|i) (?:saying|telling|talking|writing)/,
  / if (?:this is|these are) (?:the |my )?(?:last|final) (?:thing|things|words|message|post)/,
  / (?:wont|will not|never|nobody will|no one will|you wont|nobody is going to) (?:ever )?hear from me (?:again|after)(?! (?:until|till|for))/,
  / (?:grave|heaven|cemetery)(?: \w+){0,10} (?:ill|i will|i ll|im going to) (?:be )?(?:seeing|see|be with|join|joining|with) (?:him|her|them|you|my \w+)(?: again)? soon/,
  / (?:thanks|thank you) for trying(?= $)| (?:adios|goodbye|bye) (?:a todos|everyone|everybody|all|yall)(?: \w+){0,2} im done(?= $| thanks| thank)/,
  / (?:left|leaving|wrote|written|writing) (?:\w+ ){0,2}(?:instructions|wishes|plans) for my funeral/,
  / (?:going|go) away for good(?! to | in | at )(?!.* (?:move|moving|job|abroad|country|city|college|university|school|state|start over|start fresh|fresh start|new start|new life|emigrat\w*))/,
  / (?:before|when) im gone(?= $| i | and)/,
  /^(?!.* (?:love note|reminder|shopping|grocery|list|sticky|chores|lunch money)).* (?:note|letter|letters)(?: \w+){0,8} (?:where|so) (?:she|he|they|my \w+)(?:ll| will) (?:find|see) (?:it|them)(?= $| after| when| later| once)/,
  / (?:sorry|apologi[sz]e) for what(?:s| is) (?:coming|about to happen|going to happen)/,
  // Giving away.
  /^(?!.* (?:my old|outgrew|outgrown|move out|moving|when i move|since we|since i|because we|because i (?:got|bought|have)|dont use|never use|upgrade\w*|new one|too small|doesnt fit|dont fit|declutter\w*|borrow\w*|hired)).* (?:gave|given|give|giving|left|dropped|mailed|sent|handed|boxed)(?: \w+){0,14} (?:(?:told|said) (?:\w+ ){0,3}(?:theyre (?:his|hers|theirs)|its (?:his|hers|theirs)|they are (?:his|hers)|keep (?:them|it)(?= $| for good| forever))|for good(?= $| i )|(?:i|ill) wont (?:be )?need(?:ing)? (?:them|it))/,
  / (?:gave|given|give|giving|left|handed|told)(?: \w+){0,12} (?:wont understand|doesnt understand|looked at me (?:funny|weird|strange)|didnt ask why|has no idea why)/,
  /^(?!.* (?:my old|outgrew|outgrown|move out|moving|when i move|since we|since i|because we|because i (?:got|bought|have)|dont use|never use|upgrade\w*|new one|too small|doesnt fit|dont fit|declutter\w*|borrow\w*|hired)).* can have my (?:\w+ ){0,2}\w+ and (?:my|the) (?:\w+ ){0,2}\w+(?= $| i | when| after| now)/,
  / asked (?:\w+ ){1,3}to (?:take|keep|have) my (?:\w+ ){0,2}\w+ and my(?!.* (?:while|away|vacation|trip|holiday|week|weekend))/,
  /^(?=.* (?:mailed|gave|sent|left|give|handed) ).* (?:split|share|divide) (?:it|them|my things|my stuff|everything)(?: \w+){0,2} (?:between|among|out)(?= )/,
  / my (?:cat|dog|rabbit|bird|fish|pet|hamster|kitten|puppy|horse|bunny|parrot)s? (?:goes|go|gets|get|ends up) (?:to|with) (?:someone|somebody|a family|people|a home|a good home)(?: \w+){0,2} (?:wholl|who will|that will|who would|wholl)? ?(?:love|take care|look after)/,
  / (?:left|leaving|leave) my (?:\w+ ){0,4}to (?:the|a) (?:guy|lady|man|woman|kid|girl|boy|family|people|folks)(?: \w+){0,2}/,
  // Burden.
  / (?:no one|nobody|noone) (?:would|will) (?:really |even |actually )?(?:care|notice|miss me)/,
  / (?:ruined|wrecked|destroyed) (?:\w+ ){0,3}life by (?:surviving|being alive|being born|existing)| my (?:being alive|existence|surviving|survival|being born)(?: \w+){0,2} (?:ruined|wrecked|destroyed|cost)/,
  / (?:im|i am) (?:just |only |nothing but )?(?:a|an) (?:cost|expense|drain)(?: \w+){0,3} (?:my|to|on|for) (?:family|parents|everyone|them|kids|wife|husband|mom|dad)| nothing but an? (?:cost|expense|drain)(?: to| for| on)/,
  // No way out.
  / (?:dont|cant|cannot|do not) (?:see|picture|imagine) myself (?:getting|making it|living|surviving|lasting)(?: \w+){0,2} (?:through|past|to|another)(?!.* (?:semester|course|class|exam|book|program|degree|marathon|race|without (?:a|my) (?:tutor|help|coffee)))/,
  / (?:stuck|trapped) in (?:a|this|my) life (?:i|that i|theres no|there is no|with no)(?: \w+){0,3} (?:cant|cannot|escape|getting out|way out|exit)(?!.* (?:busy|haha|lol|lmao))/,
  / (?:living|life|being alive|existing) (?:feels|seems|is) (?:so )?(?:pointless|meaningless|useless|hopeless)(?!.* (?:without (?:coffee|caffeine|wifi|internet|my phone|tea|chocolate)|lol|haha|lmao))/,
  / (?:disappointed|upset|sad|angry)(?: \w+){0,2} (?:that )?i (?:woke|wake) up(?! late| early| too| at| with| to| in time| on time| after| before)| waking up (?:\w+ ){0,3}(?:is|feels like) (?:a )?(?:letdown|disappointment|punishment)/,
  / (?:pain|hurt|misery|suffering) (?:on repeat|over and over|on a loop|again and again)(?=.* (?:done|cant|tired|over it|enough))(?!.* (?:tooth|teeth|dentist|knee|back|migraine|headache|physio|doctor|appointment|injury|ankle|shoulder))/,
  / no (?:version of (?:my|the) future|future (?:of mine|for me)) (?:i|id|that i)(?: \w+){0,2} (?:want|wanna|like)/,
  / (?:cant|cannot) (?:stand|take|face|bear|do) (?:another|one more) day (?:of|like) (?:feeling|living|being|this pain)/,
  // Self-harm.
  / (?:reopen\w*|re opening) (?:\w+ ){0,3}(?:wounds?|scabs?|cuts?)| (?:picking|pick|picked|tearing|tear|ripping) (?:\w+ ){0,3}(?:wounds?|scabs?|cuts?)(?: \w+){0,4} (?:open|again|on purpose)/,
  /^(?!.* (?:hair|bangs|fringe|grass|lawn|hedge|coupons?|carbs|sugar|class|classes|budget|costs|back on))(?:.* (?:i|then i|and i) cut)(?= $| whenever i (?:get|feel|fail|am|m)| when(?:ever)? (?:i|im) (?:get|feel|fail|upset|sad|angry|stressed|overwhelmed)| again| to cope)/,
  / (?:slam|slammed|hit|hitting|punch|punching|bang|banging|burn|burning|scratch|bite|biting|pinch) (?:my )?(?:own )?(?:hand|hands|head|fist|fists|arm|arms|leg|legs|wrist|skin)(?: \w+){0,4} on purpose(?<!not on purpose)/,
  / (?:use|used|using|take|took|taking|drag|dragged|dragging|run|ran|running|press|pressed|hold|held) (?:a |the |my |a pair of )?(?:\w+ )?(?:razor|blade|scissors|compass(?: point)?|pin|needle|knife|glass|lighter|safety pin|paperclip)(?: point)? (?:on|across|over|to|into|against) my (?:\w+ )?(?:arm|arms|wrist|wrists|leg|legs|hip|hips|thigh|thighs|skin|stomach|belly|ankles?|body|chest)(?!.* (?:cast|splinter|tattoo|stitches out|sticker|label|tag|bandage off|to get (?:a|the|it) \w+ out))/,
  / (?:razor|blade|scissors|compass|pin|needle|knife|glass|lighter)(?: point)?(?: \w+){0,4} (?:drag|dragged|run|ran|press|pressed|scrape|scraped|rub|rubbed) it (?:on|across|over|along|into|against) my (?:\w+ )?(?:arm|arms|wrist|wrists|leg|legs|hip|hips|thigh|thighs|skin|stomach|belly|ankles?|body|chest)/,
  / (?:new|fresh) (?:scars|cuts|marks|wounds|burns)(?: \w+){0,6} (?:hid\w*|cover\w*|sleeves|bracelets|hoodie)| (?:hid\w*|cover\w*) (?:them|my (?:cuts|scars|marks|arms|wrists)) (?:under|with) (?:long sleeves|sleeves|bracelets|a hoodie|hoodies|bandages?|plasters?)/,
  / (?:found|saw|noticed|seen|discovered) my (?:cuts|scars|marks|wounds|burns)(?! of| from)(?!.* (?:surgery|operation|section|accident|chicken ?pox))/,
  / (?:bandage|bandaged|bleeding|stitches)(?: \w+){0,8} (?:went too far|too deep|too far this time)/,
  // Withdrawal.
  / (?:quit|left|dropped out of|dropped) (?:the |my )?(?:\w+ )?(?:team|band|choir|club|group|class|classes)(?: \w+){0,3} (?:and )?(?:i )?(?:stopped|quit) (?:going|showing up|attending|coming)/,
  / (?:dropped out of|dropped|quit|gave up|stopped doing) (?:everything|all of it|it all)(?! to | for | and (?:ran|drove|went|came|flew|rushed))(?!.* (?:sugar|caffeine|social media|to focus|for lent|for (?:the|a) (?:week|month)|to move|to travel))(?= )/,
  / (?:let|letting) (?:my )?(?:friendships|friends|relationships) (?:die|go|fade|drift)(?= on purpose| $)| (?:blocked|muted|ignoring|ignored) (?:all )?(?:my friends|everyone|everybody|people)(?: \w+){0,5} (?:checking on me|check on me|asking if im (?:ok|okay|alright)|reaching out)/,
  / (?:but really|actually|really) (?:im|i am|i) (?:just )?(?:lying|laying|lay|sitting|staring) (?:on the floor|in bed|in the dark)/,
  / (?:(?:blinds|curtains|shades) (?:havent|have not|hasnt) been (?:opened|open)|(?:blinds|curtains|shades) (?:have been|has been|been|stay|stayed|are|have stayed) (?:shut|closed|drawn|down)|(?:havent|have not|hasnt) (?:opened|open) the (?:blinds|curtains|shades))(?: \w+){0,2} (?:in|for|since) (?:days|weeks|months|a week|a month|\w+ (?:days|weeks|months))/,
  / used to love (?:\w+ ){1,3}(?:and|but) now i (?:cant|can not|cannot|dont|never) (?:even )?(?:look at|face|touch|open|pick up|bear)/,
  / (?:nobody|no one|noone)(?:s| has)? (?:even )?noticed (?:that )?(?:ive|i have|im) (?:disappeared|gone|missing|vanished|stopped)/,
  / dont (?:eat|shower|wash|talk|speak|get up|sleep|answer|go out|leave|move|change|brush)\w*(?: \w+){0,2} (?:and )?i dont (?:eat|shower|wash|talk|speak|get up|sleep|answer|go out|leave|move|change|brush)\w*(?: \w+){0,2} (?:and )?i dont /,
  / cant remember the last time i (?:left|went outside|went out|saw (?:anyone|a friend|someone)|talked to (?:anyone|someone)|showered)/,
  / (?:not|dont) do(?:ing)? anything anymore/,
];
