// Issue 12, session 34: direct statements the older readable sets (blind to blind-20, train,
// authored-*) still missed, grouped by what the message does say. Each family names its structure
// and the ordinary look-alike it is kept from (its unit tests: crisis-direct-wordings.test.ts).
// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
import type { Signal } from "./crisis-signals.js";

/** A day or hour said before the act ("monday evening", "on new year's eve", "tomorrow at dawn"). */
const DAY = "(?:tonight|tomorrow|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|new years eve)";

/**
 * The bare act in its long form after a day ("monday evening i will do it", "on new year's eve
 * i'm going to do it"), closed there or by a resolve ("whatever the result", "no matter what"):
 * crisis-signals-general.ts reads the short forms ("ill do it", "im doing it"). A chore said with
 * the act ("friday i will do it, the gutters") names its object after it and stays quiet.
 */
const LONG_ACT_AFTER_A_DAY = ` ${DAY}(?: \\w+){0,3} (?:i will|i am going to|im going to) (?:finally )?do it(?= $| whatever| no matter| for real| for good)`;

/**
 * The short act before a day no other reader knows ("i'll do it on new year's eve"); a chore or a
 * resolution named beside it ("the big clean out") is the object.
 */
const ACT_BEFORE_A_HOLIDAY =
  "^(?!.* (?:clean\\w*|clear\\w*|tidy\\w*|paint\\w*|sort\\w*|party|resolutions?|list|taxes|shopping)(?= )).* (?:ill|i will|im going to) do it on new years eve(?= )";

/**
 * No longer existing, from a time on ("as of tomorrow i won't exist", "by breakfast i won't need
 * anything"): an absence the writer dates. "I won't need anything from the shop" names an errand.
 */
const DATED_NONEXISTENCE =
  " (?:as of|by|from|after) (?:tomorrow|tonight|morning|breakfast|sunrise|dawn|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: morning| night)? i (?:wont|will not) (?:exist|be alive|need anything)(?= $| i | im | anymore)| (?:as of|by|from|after) (?:tomorrow|tonight|morning|sunrise|dawn)(?: morning| night)? i (?:wont|will not) (?:exist|be alive)(?= )";

/**
 * Ending oneself in slang, said by the writer ("decided to end me", "i'm ready to end me"); "this
 * math homework is gonna end me" is hyperbole, its subject a thing.
 */
const END_ME = "(?:^| i| ive| i have| im| i am| just) (?:decided|ready|going|want|wanting) to end me(?= )";

/**
 * Session 39: "do myself in", British and Australian for killing oneself, after an intent ("i'm
 * gonna do myself in", "knew for certain i'm going to do myself in"). Not the strain sense: "i'll
 * do myself in carrying all these boxes", "if i keep this up i'll do myself in".
 */
const DO_MYSELF_IN =
  "^(?!.* if i (?:keep|carry on|dont)).* (?:(?:im|i am|i m) (?:going|gonna|about|ready|planning)(?: to)?|(?:i|ive|i have) (?:decided|want|wanted|plan|mean) to|(?:thinking|thought) (?:of|about)) (?:\\w+ )?(?:do|doing) myself in(?= )(?! (?:carrying|lifting|with|at|on|doing|running|working|trying|if|by|from|over))";

/** Session 39: "their life matters. i want to end mine": one's own life, ended, after a life is named. */
const END_MINE = " (?:want|going|ready|decided|planning) to end mine(?= )(?<= (?:life|lives) .*)";

/** A means named as the way ("the antidepressants my gp gave me are how i'll go"). */
const MEANS_AS_THE_WAY =
  " (?:pills|tablets|antidepressants|painkillers|meds|medication|sleeping pills|rope|gun|pistol|rifle|shotgun)(?: \\w+){0,6} (?:are|is) how (?:ill|i will|im going to) (?:go|die|do it|end it)(?= )";

/**
 * A blade or a drug taken from work, pointed at its use: stolen ("i stole a scalpel from the lab"),
 * "i know what it'll do", or taken home and said no more of ("i've taken it home."). A pharmacist or a nurse with the same words says no theft and no
 * pointer ("the insulin we keep at work", "i brought the sedatives home for the vet's dog"); the theft
 * is the writer's ("a nurse on my unit stole fentanyl from the ward" is someone else's).
 */
const WORK_MEANS =
  "(?:cyanide|chemicals?|insulin|sedatives?|ketamine|morphine|fentanyl|potassium chloride|barbiturates?|pentobarbital|scalpels?)";
const FROM_WORK_POINTED = `^(?=.* ${WORK_MEANS}(?= ))(?=.* (?:the lab|at work|from work|the clinic|the ward|first aid kit|we use|we keep)(?= ))(?=.* (?:i (?:just )?(?:stole|nicked|pocketed|snuck|smuggled)|i(?:ve| have) (?:stolen|nicked|pocketed|smuggled)|i know what (?:it|itll|it will|they|theyll|they will) (?:do|does)|(?:its|it is|theyre|they are) for my (?:wrists|arms|throat|neck)|(?:ive|i have|i) (?:taken|took|brought) (?:it|them|some|one) home(?= $)))`;

/** A blade or a means kept for one use only ("it's only for one thing now", "its for my wrists"). */
const ONE_USE = `(?=.* (?:knife|knives|blade|blades|scalpel|razor|razors|gun|pistol|rifle|pills|rope)(?= ))(?=.* (?:(?:its|it is|theyre|they are) (?:only )?for one thing(?: now)?(?= $| i )|(?:its|it is|theyre|they are) for my (?:wrists|arms|throat|neck)(?= )))`;

/**
 * The hanging set up ("the ladder and the rope are in the barn. i set them up yesterday"), or its
 * three things thought about ("rope, a beam and a stool. i've thought about it every morning"); a
 * gym's "rope, a beam and a stool" is not thought about, a swing's rope names its purpose
 * (ordinaryPurpose, crisis.ts).
 */
const HANGING_SET_UP =
  " (?:rope|noose)(?: \\w+){0,10} (?:i )?(?:set (?:them|it) up|rigged (?:it|them)(?: up)?)(?= yesterday| last night| this morning| already| tonight| $)|^(?=.* rope(?: \\w+){0,2} (?:a )?beam(?: \\w+){0,2} (?:a )?(?:stool|chair)(?= )).* (?:thought|thinking|think) about (?:it|using (?:it|them))(?= )";

/**
 * Another's gun the writer can reach ("dad's rifle ... i know where he hides the key"); a worry
 * about it ("should i tell mum", "the kids could find it") is a household's safety question.
 */
const KEY_TO_ANOTHERS_GUN =
  "^(?!.* (?:should (?:i|we)|worried|worries|kids could|children could|is it safe|safety)(?= )).* (?:gun|guns|pistol|rifle|shotgun|revolver|glock|gun safe)(?: \\w+){0,10} (?:i know where (?:he|she|they|dad|mum|mom) (?:hides|keeps|puts) the key|i have a key)(?= )";

/** A day that will not come for the writer ("sunday won't come for me", "tomorrow isn't coming for me"). */
const DAY_WONT_COME =
  " (?:tomorrow|morning|(?:mon|tues|wednes|thurs|fri|satur|sun)day|christmas|easter|spring|next week)(?: \\w+)? (?:wont|will not|isnt going to|is not going to) come for me(?= )";

/**
 * Afraid of one's own use of a means in reach ("i've got the drugs in reach every shift and i'm
 * scared what i'll do with them"); "scared what i'll do with the money" names no means.
 */
const AFRAID_OF_OWN_USE =
  "^(?=.* (?:pills|tablets|meds|drugs|gun|guns|pistol|rifle|knife|knives|blades?|razors?|rope|insulin|morphine|fentanyl|sedatives|opioids|controlled drugs)(?= )).* (?:scared|afraid|terrified|frightened) (?:of )?what (?:i|ill|i will|i might|i would|id|i could) (?:do|might do) (?:with|to) (?:them|it|myself|those|these)(?= )";

/** One act is all it would take ("thinking one touch is all it'd take"); "all it'd take to fix" names a purpose. */
const ONE_ACT_IS_ALL =
  " (?:one|a single|just one) (?:touch|step|swallow|pull|cut|jump|turn|push) (?:is all|and) (?:itd|it would|itll|it will) take(?= $| i | and | im )";

/** Told the dose and holding many times it ("the oncologist said don't take more than 2. i have 40"). */
const LIMIT_AND_HOARD =
  " (?:dont|do not|never|not to) take more than (?:\\d+|one|two|three|four)(?: \\w+){0,4} (?:i have|ive got|i got|i saved|ive saved) (?:\\d\\d+|forty|fifty|sixty|a hundred|hundreds)(?= )";

/** Prescriptions filled so nobody noticed ("filled my scripts at three pharmacies so nobody noticed"). */
const SCRIPTS_CONCEALED =
  " (?:scripts|prescriptions|refills)(?: \\w+){0,8} so (?:nobody|no one|they|the (?:doctor|pharmacist)) (?:noticed|would notice|would not notice|wouldnt notice|notices|knows|would know|would not know|wouldnt know)(?= )";

/**
 * A poison read up on ("weed killer in the shed and i've been reading about it", "read that it
 * works"); a gardener's or a parent's question about it names the garden, a pet or safety.
 */
const POISON_READ_UP_ON =
  "^(?!.* (?:safe|safety|pets?|dog|cat|garden|lawn|weeds|kids|children|label)(?= )).* (?:weed killer|weedkiller|pesticide|paraquat|antifreeze|rat poison|poison)(?: \\w+){0,8} (?:been reading about it|reading up on it|read (?:that )?it works|looked (?:it )?up how (?:much|long))(?= )";

/**
 * Going over the side of a boat, weighted or alone ("go over with the anchor chain", "out on the
 * boat alone sunday and just go over the side"); a sailor's "went over the side to fix the prop"
 * is past and has a purpose.
 */
const OVER_THE_SIDE =
  " go over (?:the side )?with (?:the )?(?:anchor|anchor chain|weights|chain)(?= )| (?:alone|by myself)(?: \\w+){0,4} (?:just )?go over the side(?= $)";

/** Walking onto thin ice to go through ("walk out onto the lake where the ice is thin and go through"). */
const THROUGH_THE_ICE =
  " (?:going to|gonna|will|ill|im going to) walk out (?:onto|on) the (?:lake|river|pond|reservoir)(?: \\w+){0,6} and go through(?= $)";

/** Sniper, a pesticide sold by that name, drunk ("i'm going to drink sniper"). */
const DRINK_SNIPER = " (?:drink|drinking|swallow|take) (?:the |some )?sniper(?= )";

/** Not eating or drinking until the heart gives out; a fast "until sunset" ends. */
const UNTIL_MY_HEART_STOPS = " (?:going to|gonna|will|ill) (?:\\w+ ){0,6}until my heart (?:gives out|stops|fails|gives up)(?= )";

/** A count-down with nothing after it ("counting down the days. 3 left"); "3 left till the holidays" names its end. */
const COUNTDOWN_TO_NOTHING = " counting down the days (?:\\d+|one|two|three|four|five|six|seven) (?:left|to go)(?= $)";

/**
 * Gone from a dated time on, with nowhere named ("in the morning i'll be gone"); a trip, a shift or
 * a return named ("i'll be gone before you wake, early flight") is an absence.
 */
const DATED_GONE =
  "^(?!.* (?:flight|flying|trip|travel\\w*|work|shift|camp\\w*|visit\\w*|holiday|vacation|back|until|till|early|airport|train|bus|drive|driving|conference|hospital|for (?:a|the|two|three|\\d+) \\w+)(?= )).* (?:in the morning|by morning|by tomorrow|by sunrise|by dawn) (?:ill|i will) be gone(?= )";

/**
 * Another's gun while its owner is away, asleep or lent it ("my roommate keeps a pistol in his
 * nightstand and he's at his girlfriend's all week", "he lent me his car for the week", "told him i
 * wanted to go to the range. i didn't"); a legal or safety question about it is a household's.
 */
const ANOTHERS_GUN_UNWATCHED =
  "^(?!.* (?:should (?:i|we)|worried|is it (?:safe|legal)|legal|law|permit|licen[cs]e|police|safety|hunting season)(?= )).* (?:(?:my|his|her) \\w+s?|roommates?|brothers?|dads?|uncles?|grandpas?) (?:\\w+ ){0,2}(?:gun|pistol|rifle|shotgun|revolver|glock)(?: \\w+){0,8} (?:(?:hes|shes|he is|she is) (?:away|gone|out|at \\w+(?: \\w+)?) (?:all|for the|the whole|for the whole) (?:week|weekend|night)|(?:he|she) lent me (?:his|her) (?:car|truck)|(?:he|she) sleeps like a (?:rock|log)|told (?:him|her) i wanted (?:it )?(?:to go to|for) the range i didnt)(?= )";

/** A message that is only means listed and "here" or "ready" ("gun. bullets. here."). */
const MEANS_LISTED_HERE = "^(?: (?:gun|bullets|ammo|rope|chair|stool|pills|knife|razor|note|letters?)){2,4} (?:here|ready|set)(?= $)";

/**
 * Session 43: a means kept or bought, and the writer named as its purpose ("i kept it after the
 * funeral for one reason, and that reason is me", "i buy a gun ... is not for the gangs. is for me. to
 * finish"; blind-31's means statements).
 */
const MEANS_FOR_ME =
  "^(?=.* (?:gun|guns|shotgun|rifle|pistol|revolver|cartridges|bullets|pills|tablets|rope|poison|knife)(?= )).* (?:(?:that|the) reason (?:is|was) me|(?:is|its|it is|theyre|they are) for me,? (?:to finish(?! (?:the|my|off|up|work|school|it off))|to end(?: it| it all| me)?|for the end|to die)(?= |$))";

export const DIRECT_IN_OTHER_WORDS: Signal[] = [
  { kind: "suicide", re: new RegExp(MEANS_FOR_ME) },
  { kind: "suicide", re: new RegExp(LONG_ACT_AFTER_A_DAY) },
  { kind: "suicide", re: new RegExp(ACT_BEFORE_A_HOLIDAY) },
  { kind: "suicide", re: new RegExp(DATED_NONEXISTENCE) },
  { kind: "suicide", re: new RegExp(END_ME) },
  { kind: "suicide", re: new RegExp(DO_MYSELF_IN) },
  { kind: "suicide", re: new RegExp(END_MINE) },
  { kind: "suicide", re: new RegExp(MEANS_AS_THE_WAY) },
  { kind: "suicide", re: new RegExp(FROM_WORK_POINTED) },
  { kind: "suicide", re: new RegExp(`^${ONE_USE}`) },
  { kind: "suicide", re: new RegExp(HANGING_SET_UP) },
  { kind: "suicide", re: new RegExp(KEY_TO_ANOTHERS_GUN) },
  { kind: "suicide", re: new RegExp(DAY_WONT_COME) },
  { kind: "suicide", re: new RegExp(AFRAID_OF_OWN_USE) },
  { kind: "suicide", re: new RegExp(ONE_ACT_IS_ALL) },
  { kind: "suicide", re: new RegExp(LIMIT_AND_HOARD) },
  { kind: "suicide", re: new RegExp(SCRIPTS_CONCEALED) },
  { kind: "suicide", re: new RegExp(POISON_READ_UP_ON) },
  { kind: "suicide", re: new RegExp(OVER_THE_SIDE) },
  { kind: "suicide", re: new RegExp(THROUGH_THE_ICE) },
  { kind: "suicide", re: new RegExp(DRINK_SNIPER) },
  { kind: "suicide", re: new RegExp(UNTIL_MY_HEART_STOPS) },
  { kind: "suicide", re: new RegExp(COUNTDOWN_TO_NOTHING) },
  { kind: "suicide", re: new RegExp(DATED_GONE) },
  { kind: "suicide", re: new RegExp(ANOTHERS_GUN_UNWATCHED) },
  { kind: "suicide", re: new RegExp(MEANS_LISTED_HERE) },
];

/**
 * The writer's own resolve said in the first person beside another's story, work or the news
 * ("firefighter, 20 yrs ... i'm going to take myself out now", "the hospice nurse left his morphine
 * ... i'm keeping it for me", "saw the news about the overpass jumper and i've decided that's how
 * i'll do it", session 56: "i spend my days helping people get their lives back and i have decided to take mine"):
 * the readings of someone else's crisis and of death as a topic (crisis.ts) do not
 * stand the alarm down. Words quoted ("my friend said ...", a joke from a show) are not the writer's.
 */
export const WRITERS_OWN_RESOLVE =
  /^(?!.* (?:said|says|told me|texted|wrote|posted|joke|show|movie|film|song|lyrics?|quote|quoted)(?= )).*(?: (?:ive|i have) decided thats how (?:ill|i will|im going to) do it| (?:im|i am) the one who has decided to (?:die|end (?:it|my life))| (?:im|i am) going to take myself out(?= now| tonight| today| $)| (?:im|i am) keeping (?:it|them) for me(?= $)| (?:keeping|kept|keep|saving|saved|been keeping) (?:it|them|some|some back|\w+ back)(?: back)? for (?:me|myself),? (?:to die|for the end)(?= |$)| keeping it for me,? for the end(?= |$)| (?:im|i am) going to take (?:it|them) and join (?:her|him|them)(?= )| how (?:id|i would) do it(?: \w+){0,2} (?:im|i am) going to(?= $| i )| (?:im|i am) going to do it (?:its|it is) tonight(?= )| (?:ive|i have|im|i am|i) (?:decided|going|planning|made up my mind) to (?:take|end) mine(?= ))/;
