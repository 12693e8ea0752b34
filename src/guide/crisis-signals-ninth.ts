// Issue 12, ninth round (session 23): direct statements blind-8's author wrote in shapes no rule
// knew. Each rule is a family (a first-person gate x a verb family x an object family), written
// with the hard negatives in mind (medicine taken as prescribed, a last weekend before college,
// the range with a parent, a stove used for cooking, a story read about someone else).
import type { Signal } from "./crisis-signals.js";

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).

/** Means and methods named in a plan or a recurring thought. */
const METHOD =
  "(?:(?:the |my |all (?:the |my )?|every |those |these )?(?:pills|tablets|painkillers|sleeping pills|meds|everything in the (?:medicine|bathroom) cabinet)|cut(?:ting)? (?:deep|deeper|my wrists|too deep)|carbon monoxide|exhaust|hang(?:ing)? myself|a rope|the rope|noose|overdos\\w*|(?:a |the |my \\w+s |my )?(?:gun|rifle|pistol|shotgun)|jump(?:ing)? (?:off|from|in front of)|jumped off|(?:in front of|under) (?:a|the) (?:train|bus|truck|lorry)|drown(?:ing)? myself|the (?:gas|gas stove|oven)|the (?:bridge|tracks|cliff|quarry)|crash(?:ing)? (?:the|my) car|not wak(?:e|ing) up|(?:that )?its over)";

/** Everyday uses of the same words: medicine as prescribed, a range day, cooking, a swim. */
const ORDINARY_USE =
  " (?:with food|with (?:breakfast|dinner|lunch|water)|every (?:morning|night|day|evening)|twice|daily|as prescribed|prescription|doctor|pharmacist|dose|refill|vitamins?|range|hunting|target practice|safety class|recipe|cook\\w*|bake|baking|dinner|swim(?:ming)? lessons?|lifeguard|dive|diving|bungee|skydiv\\w*|parachute|trampoline|movie|film|show|episode|book|novel|character|game|chapter|story|camp\\w*|fish\\w*|picnic|kayak\\w*|canoe\\w*)(?= )";

export const NINTH_STRONG: Signal[] = [
  // Cutting named with its end ("i'll cut deep enough this time that i don't wake up"); done by
  // the time someone answers ("by the time you reply i'll probably already have done it"); a car
  // driven into something on purpose.
  {
    kind: "suicide",
    re: / (?:ill|i will|im going to|im gonna|gonna|going to|want to|plan to|is to) cut (?:\w+ )?(?:deep|deeper) enough(?= )| by the time (?:you|anyone|someone|they|somebody) (?:reply|replies|read|reads|see|sees|answer|answers|get|gets)(?: \w+){0,3} (?:ill|i will|i would|id) (?:probably |already |have |be )*(?:done it|gone through with it|be gone|be dead)(?= )| (?:drive|drove|driving|steer|steering|crash|crashing) (?:my|the) car (?:into|off) (?:a|the) (?:tree|wall|bridge|river|cliff|truck|lorry|pillar|barrier|overpass)(?=.* (?:on purpose|full speed|deliberately|not brake|wont brake|no brakes|and not))/,
  },
  // The act named in the first person in a tense or spelling the older rules miss: "within the hour
  // i'll have killed myself", "i want to kys" (normalised to "kill yourself"), "i want to finish
  // my life, i do not want to continue living" (not "finish my life well / serving him"); session 47:
  // "gonna finish mesel off" (not "finish my life story"; "then i will finish my life" is
  // crisis-signals-methods.ts's OWN_DEATH).
  {
    kind: "suicide",
    re: / (?:ill|i will|i would|id) have (?:killed myself|ended (?:it|my life|things)|taken my (?:own )?life)(?= )| i (?:really |just |honestly )?(?:want|wanna|need|am going|m going|gonna|will|am about|m about)(?: to)? kill yourself(?= )| (?:want|going|ready|decided|plan(?:ning)?) to finish (?:my|this) life(?= )(?! (?:well|strong|faithfully|serving|for|with|in|as|walking|loving|doing|right|on|story|stories|book|books|work|works|memoir|scrapbook|album)(?= ))| (?:finish|finishing) myself off(?= )| (?:do not|dont|no longer) want to (?:continue|go on|keep) (?:living|to live|being alive)(?= $)/,
  },
  // A plan stated with its method: "my plan is to cut deep enough this time", "the plan: finish
  // the week, pay the rent, then take the pills", "me and my plan are ready. carbon monoxide in the
  // garage", "so the plan is to take everything in the medicine cabinet". Not a plan for a trip,
  // a budget, a diet, or medicine taken with food.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_USE})(?=.* (?:(?:my|the|our) plan(?:s)?(?: is| are| was)?|me and my plan|plan is|plan to|planning to)(?= ))(?!.* plan(?:s|ning)? (?:for|to (?:go|visit|travel|move|start|lose|eat|save|study|get|buy|sell|make|run|walk|read|pray|finish (?:the|my) (?:week|book|course|degree|project|shift)))(?= ))(?=.* (?:(?:take|taking|swallow|swallowing|use|using|then|with|to|is) ${METHOD}|${METHOD} (?:in the garage|in the car|tonight|tomorrow|on|this|friday|after|once|when|before)|${METHOD} $)(?= | $))`,
    ),
  },
  // How, where or when to die already settled: "i have settled on how i will die", "i've chosen
  // the place, it's the old railway bridge", "ive scouted the parking garage, top floor, no fence".
  {
    kind: "suicide",
    re: / (?:settled on|decided on|decided|chosen|picked|figured out|worked out|know(?: exactly)?) (?:how|when|where) (?:i (?:will|ll|am going to|m going to|want to|would) die|im going to die|to die|ill die|i die|to end (?:it|my life))(?= )(?!(?: \w+){0,2} (?:is|s|are) (?:up to|in|for|not|gods)(?= ))| i(?:ve| have)? (?:chosen|picked|found|scouted|checked out|looked at) the (?:place|spot|bridge|garage|parking garage|car park|cliff|building|roof)(?: \w+){0,10} (?:bridge|cliff|railway|tracks|top floor|roof|no fence|no railing|high enough|thats where|ill go|i will go|ill jump|i will jump)(?= )/,
  },
  // Method as a recurring thought or a fantasy with its end: "my thoughts keep going to the gas
  // stove and just turning it on and lying down", "i fantasize about drowning in the quarry and
  // being done with it", "reading about people who jumped off the golden gate and wondering if it
  // hurts". Not a cooking question, a swim, a film.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_USE})(?=.* (?:thoughts? (?:keep|keeps) (?:going|going back|drifting|coming back) to|keep (?:thinking about|picturing|imagining|reading about|looking up|googling)|fantasi[sz]e about|fantasi[sz]ing about|daydream(?:ing)? about|cant stop (?:thinking about|picturing|imagining))(?= ))(?=.* (?:gas stove|the gas|the oven|drowning|drown|jumping|jumped off|jump off|hanging|overdosing|the pills|the bridge|the tracks|the train|stepping (?:off|out|in front)|a gun|the gun|the rope|crashing)(?= ))(?=.* (?:done with it|being done|lying down|lie down|if it (?:hurts|would hurt)|how (?:much )?it (?:hurts|would feel)|not waking|never waking|it (?:all )?being over|end(?:ing)? it|to die|dying|over for good|and be gone)(?= ))`,
    ),
  },
  // Means gathered: a rope with something to stand on; a gun got under a false purpose ("saying it
  // was for the range but it's not"); pills stolen and held; more than anyone would ever need.
  {
    kind: "suicide",
    re: /^(?!.* (?:treehouse|swing|climbing|camping|tent|boat|tow|moving|garden|tarp|clothesline|washing line|hammock|gym|tie (?:down|up))(?= ))(?=(?:.* (?:i|ive|i have|just))? (?:bought|got|ordered|picked up|found|took)(?: \w+){0,4} (?:rope|cord|noose)(?= ))(?=.* (?:step stool|stool|chair|ladder)(?= ))|^(?=.* (?:pills|tablets|painkillers|meds|gun|rifle|shotgun|pistol|ammo|rope)(?= ))(?=.* (?:saying |said |told (?:\w+ ){1,2})(?:(?:it|they|the \w+) )?(?:was|were|is|are|its|theyre) for (?:the |a |my )?\w+ but (?:its|it is|it was|theyre|they are|they were|thats)(?:nt| not)(?= ))| i (?:stole|swiped|pocketed|nicked|took) (?:\w+ ){0,5}(?:pills|tablets|meds|painkillers|sleeping pills|medication)(?= )(?=.* (?:i have them|ive got them|hidden|hid them|in my (?:backpack|bag|room|drawer|pocket|car))(?= ))| (?:pills|tablets|painkillers|sleeping pills|sleeping tablets|meds)(?: \w+){0,10} more than (?:id|i would|i will|ill|anyone would|anyone could) ever need(?= )/,
  },
  // A last time tied to being gone: "this is my last weekend. monday i'll be gone" (not a last
  // weekend before college, at a job, on holiday).
  {
    kind: "suicide",
    re: /^(?!.* (?:before|college|uni|university|school|job|work|shift|office|vacation|holiday|trip|camp|semester|term|contract|internship|lease|deployment|move|moving|flight|visa)(?= ))(?=.* (?:my|the) (?:last|final) (?:weekend|day|night|week|morning|sunday|christmas|birthday)(?= ))(?=.* (?:ill be gone|i will be gone|ill be dead|i wont be (?:here|around|alive)|be gone by|gone for good)(?= ))/,
  },
];

// Idioms and subjects (stripped before the rules read the text), each a family met among the hard
// negatives of more than one set: overdose as a subject of study, teaching, a sermon or another
// person's treatment or death ("a first aid class, what to do for an overdose", "the exam on
// overdose treatment", "the overdose crisis in our town", "her son died of an overdose"); drowning
// one's sorrows; a death in scripture asked about ("was Samson's death a suicide or a sacrifice");
// another person who thought they were going to die (a labour, an operation) and is well; praying
// with dying patients as a nurse or chaplain.
// Never when the writer's own use follows ("reading about overdose treatment so i know how to make
// sure they can't save me").
const OWN_USE_AFTER =
  "(?!.* (?:make sure|cant save|wont save|(?:cant|wont|couldnt) be saved|how much|how many|enough to|lethal|myself|for me to|i want to|im going to|ill do)(?= ))";

export const NINTH_IDIOMS: RegExp[] = [
  new RegExp(
    String.raw` (?:what to do|how to (?:help|respond|treat|spot|recognise|recognize|handle)|signs of|treat(?:ing|ment of)?|respond(?:ing)? to|revers(?:e|ing|al of)|revive) (?:for |if |when |with |in )?(?:an |a |someone (?:who )?|somebody |people who |a person who |the )?overdos\w*(?= )${OWN_USE_AFTER}`,
    "g",
  ),
  new RegExp(
    String.raw` overdose (?:toxicology|treatment|prevention|awareness|crisis|epidemic|deaths|statistics|reversal|training|kits?|protocols?|response|antidote)(?= )${OWN_USE_AFTER}`,
    "g",
  ),
  / (?:he|she|they|son|daughter|brother|sister|friend|neighbou?r|cousin|uncle|aunt|dad|father|mom|mum|mother|nephew|niece|in law|patient|student|classmate)s? (?:\w+ )?(?:died|passed away|passed|was treated|is being treated|being treated|is in (?:the )?hospital|was hospitali[sz]ed|is hospitali[sz]ed) (?:of|from|for|after|with) (?:an |a )?overdose(?= )/g,
  / drown(?:ing|ed|s)? (?:my|our|his|her|their|your) sorrows(?= )/g,
  / (?:samson|judas|saul|ahithophel|zimri|abimelech)s? (?:\w+ ){0,6}(?:a |an )?suicide(?: or (?:a |an )?\w+)?(?= )/g,
  / (?:she|he|they) (?:said |told me )?(?:she|he|they) (?:thought|felt like|felt) (?:she|he|they) (?:was|were) (?:going to|gonna) die(?= )/g,
  / (?:pray|praying|sit|sitting|care|caring|be|being) (?:\w+ ){0,2}(?:with|for) (?:my |the |our )?(?:dying|terminally ill|terminal) (?:patients|residents|clients|people)(?= )/g,
];

// Abuse: violence by a partner, a family member or a carer, to the writer or to someone they
// love ("my son is 19 and he's been hitting me", "the caregiver at my mother's home slaps her",
// "my daughter's boyfriend grabbed her by the hair", "he sat on my chest and held a pillow over my
// face"); not a game won, a toddler, a pillow fight, a ball.
const AGENT =
  "(?:he|she|hes|shes|(?:the|my|her|his|our) (?:(?:daughters|sons|moms|mums|mothers|dads|fathers|sisters|brothers|grandmas|nans|grandmothers|elderly|teenage|little|older|younger|own|new|\\d+ year old) )?(?:husband|wife|partner|boyfriend|girlfriend|ex|fiance|fiancee|son|daughter|dad|father|stepdad|stepfather|mom|mum|mother|stepmom|brother|sister|uncle|grandson|carer|caregiver|care giver|aide|home aide|man my (?:mom|mum|mother) married))";
const STRIKES =
  "(?:hit(?:s|ting)? (?:me|her|him|us|my)(?! up| back| with (?:some |the |a |this |that )?(?:\\w+ )?(?:news|question|idea|truth|joke|reality|fact|request|bill|text|message))|beats|beat (?:me|her|him|us) (?:up|when|if|until|black|with|again|every)|beating (?:me|her|him)|slaps|slapped|slapping|punch(?:es|ed|ing)|kick(?:s|ed|ing) (?:me|her|him|the (?:dog|cat))|shov(?:es|ed|ing)|push(?:es|ed|ing) (?:me|her|him) (?:around|down|into|against)|grabbed (?:me|her|him) by|dragged (?:me|her|him)|slammed (?:my|her|his)|chok(?:es|ed|ing) (?:me|her|him)|strangl\\w*|pinch(?:es|ed|ing) (?:me|her|him)|held (?:me|her|him) (?:against|down|by)|held a pillow over|sat on (?:my|her|his) chest|burn(?:s|ed|t) (?:me|her|him)|threw (?:me|her|him) (?:against|into|down|across))";
const NOT_ABUSE =
  " (?:chess|scrabble|cards|monopoly|game|games|tennis|race|golf|video|wrestl\\w*|play\\w*|pillow fight|tickl\\w*|lol|haha|lmao|toddler|baby|\\d year old|two year old|three year old|ball|accident\\w*|by mistake|sleep|asleep|kicks in her sleep|practice|sparring|karate|boxing|martial|tag)(?= )";

// Session 52: the agent is the one struck when the blow is said in the passive ("he was strangled and burned in
// the end", Tyndale in a biography): a past participle after was, were, got or been is not their act.
const NOT_DONE_TO_THEM = "(?!(?<= (?:was|were|got|gets|get|been|being|is|are|be) )(?:\\w+ed|burnt|held|beaten|thrown)(?= ))";

export const NINTH_ABUSE: Signal[] = [
  {
    kind: "abuse",
    re: new RegExp(
      `^(?!.*${NOT_ABUSE})(?=.* ${AGENT}(?: \\w+){0,3} (?:been |keeps |always |started |then )?${NOT_DONE_TO_THEM}${STRIKES}(?= ))`,
    ),
  },
  // A threat of harm tied to leaving, telling or disobeying: "he said if i ever try to leave he'll
  // set the house on fire with me in it", "my dad said next time i talk back he'll break my arm",
  // "he'd kill my dog if i left", "if i go to the police he'll make sure i never see my daughter
  // again"; not "my mom will kill me if i'm late" (an idiom) nor a broken heart.
  {
    kind: "abuse",
    re: /^(?!.* (?:lol|haha|lmao|kidding|joking|heart)(?= ))(?=.* (?:he|she|my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|stepdad|mom|mother|mum|son|brother))(?: \w+){0,2} (?:said|says|told (?:me|us)|threatened|threatens|swore|keeps saying)(?: \w+){0,10} (?:hell|shell|he will|she will|hed|shed|he would|she would) (?:\w+ )?(?:hurt|break (?:my|her|his|your)|burn|set (?:the|my|our) \w+ on fire|kill (?!me(?= ))\w+|take (?:the|my) (?:kids|children|baby)|make sure i never see|throw me out|beat|shoot|stab|drown|finish me))(?=.* (?:if i|if you|next time i|when i|unless i|because i)(?: ever| even| try to| dare)* (?:leave|left|tell|told|go|talk|call|report|disobey|say|try|move|look)(?= ))/,
  },
];

// Veiled (the care line), families met in more than one set:
//  - the self as a cost whose removal would free the family: "the best thing i could do for my
//    family is not exist", "my mom would have her life back if she didn't have to worry about me",
//    "she deserves to be rid of me", "i'd be doing him a favour by going", "they'd cry for a week
//    and then be so much better off";
//  - a last message with thanks or a goodbye: "this is my last one", "logging off for the final
//    time", "so long to everybody", "tell the youth group i said bye", "tell jess she was the best
//    thing", "i won't be causing any more" (not a goodbye at work, a move, a team or a school);
//  - no way out in new words: "can't find an exit", "can't escape my life", "never getting out of
//    this hole", "boxed in completely", "life is a trap" (not a game, a maze, traffic, the heat);
//  - withdrawn from everything.
const NOT_FAREWELL =
  " (?:job|work|retir\\w*|graduat\\w*|moving|move|team|class|office|company|career|coworkers|colleagues|new position|new city|semester|holiday|vacation|trip|weekend|tonight|for now|for the (?:night|day|week|summer)|see you|see ya|talk (?:soon|tomorrow|later)|back (?:on|in|next|soon|tomorrow))(?= )";
const NOT_TRAPPED =
  " (?:game|maze|escape room|traffic|heat|lift|elevator|parking|puzzle|level|boss fight|queue|meeting|contract|phone plan)(?= )";

export const NINTH_CONCERN: RegExp[] = [
  / (?:best|kindest|most loving|only good) thing i (?:could|can) (?:ever )?do for (?:my \w+|them|everyone|her|him|the \w+) (?:is|would be) (?:to )?(?:not exist|stop existing|stop being (?:part|a part) of|disappear|vanish|go away|be gone|not be (?:here|around)|get out of (?:their|the) way)(?= )/,
  / (?:would|could|d|will) (?:have|get) (?:her|his|their|our) (?:\w+ )?(?:life|lives|weekends?|freedom|money|time|savings) back if (?:i|she|he|they)(?: \w+){0,4} (?:wasnt|werent|was not|didnt have to (?:worry|look|care|pay|deal)|was gone|were gone|wasnt around)(?= )/,
  / (?:deserves?|deserved) to be rid of me(?= )| (?:doing|do) (?:him|her|them|everyone|my \w+) a favou?r by (?:going|leaving|dying|disappearing|not being)(?= )| (?:theyd|they would|theyll|they will|shed|she would|hed|he would) (?:cry|grieve|be sad|miss me)(?: \w+){0,5} (?:then|but)(?: then)?(?: theyd| they would| shed| she would| hed| he would)? (?:be |get )?(?:so much |much |way |a lot )?better off(?= )| (?:cut|let) me (?:loose|go)(?= )(?=.* (?:float|better off|free|easier|lighter))/,
  new RegExp(
    `^(?!.*${NOT_FAREWELL})(?:.* (?:this is|this will be|thats|this was) my (?:last|final) (?:one|entry|journal entry|message|post|prayer|check in|morning)(?= )(?=.* (?:thank|thanks|grateful|goodbye|bye|love you|so long))|.* (?:logging|signing) off for (?:the (?:final|last) time|good)(?= )|.*(?<! (?:taking|takes|take|took|been|for|how|too|very|is|was|its|it|wait|waited|waiting|lasted|lasts|last|not|be|feel|feels|felt|seems|seemed|after|of|in|this|that|so|me|us|them|us|ages)) so long(?= $| and thanks| to (?:everybody|everyone|all|you)| friends| everyone| everybody)|.* tell (?:\\w+ ){1,3}(?:that )?(?:i said (?:bye|goodbye)|(?:she|he|they|you) (?:was|were) the best|i loved (?:them|her|him|you))(?= )|.* i (?:wont|will not) be (?:causing|a bother|bothering|troubling) (?:\\w+ )?(?:any ?more|much longer|for long)(?= ))`,
  ),
  new RegExp(
    `^(?!.*${NOT_TRAPPED})(?:.* (?:cant|cannot|can not|dont see how (?:i|to)|never (?:going to |gonna )?(?:get|getting)) (?:find (?:an |a |the )?(?:exit|way out)|escape (?:my life|this life|my own life|it all)|climb out|(?:get )?out of this (?:hole|pit|life))(?= )|.* (?:boxed|hemmed|walled) in (?:completely|from every side|on (?:all|every) sides?)(?= )|.* (?:life|my life) is (?:just )?a (?:trap|prison|cage)(?= ))`,
  ),
  / (?:im |ive |i have |i )?(?:withdrawn|withdrawing|withdrew) from (?:everything|everyone|everybody|all of it|life)(?= )/,
];

// The care line made concrete, new shapes (with the care line already earned, see crisis.ts): "now i
// want to do something about it", "i'll do it in the bath", a service weapon or handgun kept
// loaded.
export const NINTH_UPGRADE =
  / (?:going|gonna|want|ready|decided|about|time) to do something about (?:it|that|this)(?= )| (?:ill|i will|im going to|gonna|going to) (?:just )?do it in the (?:bath|bathtub|tub)(?= )| (?:service weapon|weapon|handgun|firearm)(?= )(?=.* (?:loaded|next to my bed|under my pillow|in my (?:bag|car|room|drawer)))/;
