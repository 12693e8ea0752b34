// Issue 12, session 34: direct statements the older readable sets (blind to blind-20, train,
// authored-*) still missed, grouped by what the message does say. Each family names its structure
// and the ordinary look-alike it is kept from (its unit tests: crisis-direct-session34.test.ts).
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
  " (?:as of|by|from|after) (?:tomorrow|tonight|morning|breakfast|sunrise|dawn|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: morning| night)? i (?:wont|will not) (?:exist|be alive|need anything)(?= $| i | im | anymore)";

/**
 * Ending oneself in slang, said by the writer ("decided to end me", "i'm ready to end me"); "this
 * math homework is gonna end me" is hyperbole, its subject a thing.
 */
const END_ME = "(?:^| i| ive| i have| im| i am| just) (?:decided|ready|going|want|wanting) to end me(?= )";

/** A means named as the way ("the antidepressants my gp gave me are how i'll go"). */
const MEANS_AS_THE_WAY =
  " (?:pills|tablets|antidepressants|painkillers|meds|medication|sleeping pills|rope|gun|pistol|rifle|shotgun)(?: \\w+){0,6} (?:are|is) how (?:ill|i will|im going to) (?:go|die|do it|end it)(?= )";

/**
 * A blade or a drug taken from work, pointed at its use: stolen ("i stole a scalpel from the lab"),
 * or "i know what it'll do". A pharmacist or a nurse with the same words says no theft and no
 * pointer ("the insulin we keep at work", "i brought the sedatives home for the vet's dog").
 */
const WORK_MEANS =
  "(?:cyanide|chemicals?|insulin|sedatives?|ketamine|morphine|fentanyl|potassium chloride|barbiturates?|pentobarbital|scalpels?)";
const FROM_WORK_POINTED = `^(?=.* ${WORK_MEANS}(?= ))(?=.* (?:the lab|at work|from work|the clinic|the ward|first aid kit|we use|we keep)(?= ))(?=.* (?:stole|stolen|nicked|pocketed|snuck|smuggled|i know what (?:it|itll|it will|they|theyll|they will) (?:do|does)|(?:its|it is|theyre|they are) for my (?:wrists|arms|throat|neck)))`;

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

export const DIRECT_SESSION34_STRONG: Signal[] = [
  { kind: "suicide", re: new RegExp(LONG_ACT_AFTER_A_DAY) },
  { kind: "suicide", re: new RegExp(ACT_BEFORE_A_HOLIDAY) },
  { kind: "suicide", re: new RegExp(DATED_NONEXISTENCE) },
  { kind: "suicide", re: new RegExp(END_ME) },
  { kind: "suicide", re: new RegExp(MEANS_AS_THE_WAY) },
  { kind: "suicide", re: new RegExp(FROM_WORK_POINTED) },
  { kind: "suicide", re: new RegExp(`^${ONE_USE}`) },
  { kind: "suicide", re: new RegExp(HANGING_SET_UP) },
  { kind: "suicide", re: new RegExp(KEY_TO_ANOTHERS_GUN) },
];
