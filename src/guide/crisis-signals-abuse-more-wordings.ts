// Issue 12, session 39: abuse the families of crisis-signals-abuse.ts and -abuse-wordings.ts did not
// know. The readable sets' abuse misses (blind-9 to blind-27, 58 of them) formed these families:
// forced labour (papers or wages held by a boss, with blows, threats of the police or no pay); a paid
// carer or a lodger who slaps, pinches, robs, locks in or leaves a person wet; sex overridden ("when i
// say no he does it anyway", "a good wife can't refuse", rent paid "in other ways"); a child watched
// or visited at night by a step-parent; a threat to kill or burn the writer if they leave, "i'd be
// next", "he'll finish what he started"; injuries hidden or named with who did them; a knife held at
// the writer; medicine hidden as a punishment; a child locked out in a shed; tracking and stalking;
// permission needed to eat, spend or ring one's family; a pension or bank card taken with a fist
// raised (session 43: pay, fares or licences held by a manager or an agency, with a threat if anyone
// complains or fear; a parent locked in and left for hours). Each names who does it and what they do
// to the writer, or to a parent in their care; the crisis reply then carries help for abuse.
// Session 45 (blind-33's abuse, in sample since the join): "when i refuse he gets rough", an aid hidden
// by a relative named with a clause between ("my daughter, who is supposed to look after me, hides my
// glasses"), a trainer or a madame holding papers with punches or "i cannot say no", a child's room
// entered at night and kept secret, being kept from going out over a partner's jealousy.
import { unlessJoking } from "./crisis-signals-abuse-wordings.js";
import type { Signal } from "./crisis-signals.js";

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).

/** Whoever the writer works for. */
const BOSS =
  "(?:boss|employer|owner|captain|skipper|farmer|foreman|gangmaster|madam|madame|sir|trainer|agent|recruiter|the (?:man|woman|family|people) (?:i|we) work for|manager|contractor|supervisor|gaffer|middleman|agency (?:guy|man|woman|boss|people)|(?:the )?(?:man|woman|people|guy|men) who brought (?:us|me))";
const HELD_PAPERS =
  "(?:(?:keeps?|kept|took|takes|has|holds?|holding|taken) (?:all |half (?:of )?|most of )?(?:my|our|the) (?:passports?|documents|papers|ids?|wages|tips|pay|fares|earnings|licences|licenses|money)|(?:my|our) (?:passports?|documents|papers) (?:is|are) with)";
/** No way to leave the work or the place ("i cannot leave", "we cannot go anywhere"). */
const NO_WAY_TO_LEAVE = "(?:cannot|cant|can not) (?:leave|go anywhere|go home)";
const FORCED = `(?:hits?|beats?|slaps?|kicks?|punch(?:es)? (?:me|us)|(?:cannot|cant|can not) say no|hitting|beating|punish\\w*|police|immigration|arrest\\w*|report (?:me|us)|deport\\w*|not (?:been )?paid|pays (?:me|us) nothing|no pay|${NO_WAY_TO_LEAVE}|until (?:we|i) pay|(?:wont|will not) take (?:us|me) home|no day off|sleep in (?:a|the) (?:shed|container|van)|sleep on the (?:kitchen |bare |cold )?floor|if (?:we|i|anyone) (?:complain\\w*|say anything|speak up)|(?:were|we are|im|i am) (?:all )?(?:scared|afraid|terrified)|windows? (?:put in|smashed)|(?:gives?|pays?) (?:us|me) (?:only |just )?(?:\\d+|fifty|twenty|a hundred|pocket money))`;

/** A paid carer or a lodger, and what they do to the writer or to the one in their care. */
const CARER =
  "(?:carers?|care worker|care assistant|care home worker|night worker|night carer|agency carer|(?:the )?(?:lady|man|woman|nurse) at the (?:care )?home|lodger)";
const CARER_HARM =
  "(?:(?:slaps?|slapped|pinch(?:es|ed)?|hits?|hitting|shouts? (?:at|in)|shouted (?:at|in)|shouting (?:at|in)) (?:me|him|her|them|(?:my|his|her) \\w+|mum|dad)|(?:takes?|took|taking|steals?|stole) (?:money|the money|cash)(?: (?:from|out of) (?:my|his|her) (?:purse|wallet|bag))?|leaves? (?:me|him|her|them) (?:wet|soaked|in (?:his|her|my|their) (?:wet )?pads?|in the chair all day|in bed all day|on the floor|without food)|locks? (?:me|him|her|them) in)(?= )";

/** Sex forced on the writer by a partner or a landlord. */
const SEX_FORCED =
  "(?:when|whenever) i (?:refuse|say no|dont want to)(?: \\w+){0,4} (?:he|she) (?:takes it|does it anyway|forces|makes me|doesnt stop|does not stop|keeps going|carries on|holds me down|gets rough|gets violent|gets physical|turns rough|turns violent)|a (?:good )?wife (?:cant|can not|cannot|doesnt|does not|mustnt|must not|shouldnt) refuse|(?:landlord|the (?:man|guy) i rent from)(?: \\w+){0,6} (?:pay|paying) (?:the rent |rent |it )?(?:in other ways|another way|with (?:my body|sex))";

/** A step-parent who watches a child or comes to their room at night, told by the child. */
const STEP_PARENT =
  "(?:my (?:\\w+ )?(?:stepdad|stepfather)|(?:my )?(?:moms|mums|mothers) (?:new )?(?:husband|boyfriend|partner)|the man (?:my )?(?:mom|mum|mother) married)";
const AT_NIGHT_OR_WATCHING =
  "comes? (?:in|into) my (?:bed)?room (?:at night|when (?:she|mum|mom|everyone)(?: is|s) asleep)(?=.* (?:our secret|a secret|dont tell|not to tell|cant tell|mustnt tell))|(?:opens my door|comes? (?:in|into) my (?:bed)?room)(?: \\w+){0,6} (?:does|did) (?:things|stuff)|watches me (?:in the shower|in the bath|undress\\w*|getting changed)|made a hole in the (?:bathroom )?wall";
const CHILD =
  "(?:(?:im|i am) (?:\\d{1,2}|eleven|twelve|thirteen|fourteen|fifteen|sixteen)|in year (?:\\d{1,2})|in (?:\\d{1,2})(?:th|st|nd|rd) grade)";

/** A threat to kill or burn the writer if they leave; "i'd be next"; "he'll finish what he started". */
const THREAT_IF_I_LEAVE =
  "(?:if|the day|when) i (?:walk out|leave|go|pack a bag|try to leave)(?: \\w+){0,5} (?:hell|he will|shell|she will|hed|he would|shed|she would|hes going to|shes going to) (?:kill|burn|hurt|find|come after|set (?:the|me|us|fire)) ";
const THREAT_NEXT =
  "(?:he|she|my (?:\\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|dad|father|ex)) (?:smashed|broke|threw|hit|killed)(?: \\w+){0,6} (?:told|tells) me (?:id|i would|i d) be next|(?:hell|he will|shell|she will) finish what (?:he|she) started|(?:hell|he will|shell|she will|says hell|says he will) (?:throw|push) me (?:over|overboard|off)";

/** Injuries hidden from others, or named with who did them. */
const INJURY =
  "bruises (?:are )?(?:on|in) (?:places|parts)(?: \\w+){0,4} (?:cant|can not|cannot|dont|wont) see|(?:wear|wearing) long sleeves so(?: \\w+){0,8} (?:dont|cant|wont|doesnt) see|(?<= bruis\\w* .*)the truth is (?:him|her|my husband|my wife|my partner)(?= $)|(?:held|holds|put|pressed|pointed|points) (?:a|the|his|her|it)(?: knife| blade)? (?:to|at|against) my (?:throat|neck)|(?:pulled|dragged) me (?:by the hair|by my hair|across the (?:floor|kitchen|room|yard))|(?:he|she) breaks (?:something|things)(?: \\w+){0,6} (?:it was|that was) my (?:arm|wrist|nose|ribs|jaw)|things get broken when (?:he|she|hes|shes)(?: \\w+){0,3} (?:sometimes )?(?:thats|that is|its) me|(?:hits|beats) whoever\\w*(?: \\w+){0,6} (?:usually|mostly|often)(?: \\w+){0,2} me|(?:hes|shes|he has|she has) pointed (?:it|a knife|the knife|a gun|the gun) at me";

/** A disabled person's aid broken or taken so that they cannot see, hear or move ("he smashed my glasses so i can't see"). */
const AID_TAKEN =
  "(?:he|she|they|my (?:\\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|son|daughter|carer|dad|mum|mom))(?: who(?: \\w+){1,6})? (?:smashed|smashes|broke|breaks|snapped|snaps|hid|hides|took|takes|unplugs|unplugged) my (?:glasses|hearing aids?|wheelchair|walking stick|stick|crutches|cane|walker|frame|chair battery)(?: \\w+){0,4} so (?:i|that i) (?:cant|can not|cannot|couldnt)(?= )";

const HARM_IN_OTHER_WORDS =
  "(?:hit|hits|hitting|punch\\w*|kick\\w*) (?:me |us )?where (?:it )?(?:doesnt|dont|wont|cant|nobody can|no one can) (?:show|see)|(?:he|she) (?:hits|kicks|punches|pinches) my (?:legs?|arms?|ribs|back|side|stomach|shins?)(?: \\w+){0,5} so (?:nobody|no one|noone) (?:sees|can see|notices|will see|would see)|(?:tonights|the next|another|todays) beating|(?:says|said|tells me|told me) next time i (?:wont|will not|wouldnt) wake up|left me on the floor (?:all night|for hours|till morning)|uses? (?:a|the|his|her) (?:wooden spoon|belt|cane|stick|slipper|cable|wire|hose|ruler) on (?:me|us|my (?:brother|sister|back|legs))|raises (?:his|her) fist|(?:hides|hid|takes|took) the keys (?:to|for) my (?:mobility scooter|wheelchair|scooter|adapted car)";

/** Medicine hidden or taken by a partner as a punishment. */
const MEDICINE_HIDDEN =
  "(?:(?:he|she|my (?:husband|wife|partner|boyfriend|girlfriend)) (?:hides|hid|takes|took|keeps) my (?:insulin|meds|medication|medicine|inhaler|epipen|tablets))(?=.* (?:cross|angry|punish\\w*|pushes|pushed|hits|scared|afraid|three times|again|dramatic)(?= ))";

/** A child shut out or locked in as a punishment. */
const SHUT_IN =
  "(?:they|he|she|my (?:\\w+ )?(?:stepdad|stepmum|stepmom|dad|mum|mom|aunt|uncle|foster \\w+)) (?:lock|locks|locked|makes? me sleep|made me sleep|puts? me|put me) (?:me )?(?:in )?(?:the |a )?(?:outhouse|shed|cellar|basement|cupboard|garage|yard)(?: \\w+){0,4} (?:when|if|because|whenever) (?:i |im |i am )?(?:dont|didnt|do not|talk|answer|cry|bad|naughty|forget|break|spill|misbehave|disobey|wet)";

/**
 * Session 43: someone locked in a room or home and left to bang, cry or go without for hours
 * ("my son-in-law locks my mother in her room when he goes out ... she bangs on the door for hours").
 */
const LOCKED_IN =
  "(?:locks?|locked|locking) (?:(?:my|our) (?:\\w+ )?(?:mother|mum|mom|father|dad|gran|granny|grandma|grandmother|grandad|grandfather|nan|nana|wife|sister|brother)|me|her|him) in (?:her|his|my|their|the|our) (?:room|bedroom|flat|house|home)(?: \\w+){0,16} (?:bangs|banging|screams|screaming|cries|crying|for hours|all day|all night|no food|without food)";

/** Session 43: a child kept from food at home ("my stepmum won't let me eat with the family ... always hungry"). */
const KEPT_FROM_FOOD =
  "(?:stepmum|stepmom|stepmother|stepdad|stepfather|mum|mom|dad|father|mother|aunt|uncle|foster (?:mum|mom|dad|parents?)|she|he|they) (?:wont|doesnt|does not|will not|never) lets? me eat(?! (?:sweets|chocolate|candy|crisps|chips|junk|dessert|pudding|snacks?|cake|biscuits|ice cream|fast food|takeaway|in (?:my|the) (?:room|lounge|car)|on the (?:sofa|couch)|before|after))(?=.* (?:hungry|starv\\w*|leftovers|scraps|skinny|lost weight)(?= ))";

/**
 * Session 43: an elder at home pushed or hit by family, with the bruises seen ("my uncle shouts at her
 * and shoves her when nobody is home ... she has bruises on her arms").
 */
const ELDER_HURT =
  "(?:grandma|granny|gran|nan|nana|grandad|grandpa|grandmother|grandfather)(?: \\w+){0,12} (?:my |our )?(?:uncle|aunt|son|daughter|brother|sister|cousin|dad|mum|mom|father|mother|son in law|daughter in law)(?: \\w+){0,6} (?:shoves|shoved|pushes|pushed|hits|hit|slaps|slapped|kicks|kicked) (?:her|him)(?! (?:wheelchair|chair|pram|buggy|trolley|walker|frame|home|up|along|round|around|to|out of))(?=.* (?:bruis\\w*|cries|crying|scared|afraid)(?= ))";

/** Tracked or stalked by a partner, a former one or a man. */
const TRACKED =
  "(?:put|installed|hid|hidden) (?:an app|a tracker|a tracking \\w+|tracking)(?: \\w+){0,4} (?:on|in|under) my (?:phone|car)(?: \\w+){0,8} (?:knows where|turns up|follows|shows up)|tracker (?:under|on|in) my car(?: \\w+){0,6} (?:my ex\\w*|he|she|husband|partner) put|stalked (?:for|by)|(?:is|has been|been|keeps) stalking me|(?:sent|sends) (?:me )?(?:a )?(?:photo|picture) of my (?:front door|house|car|flat)|sends? (?:me )?flowers to my new address";

/** Permission to eat, leave or spend; one's family kept from one. */
const PERMISSION =
  "(?:makes me|i have to|i must) ask (?:his |her )?permission (?:before|to) (?:i )?(?:eat|leave|go out|see|spend|ring|call)|(?:wants|demands|checks) (?:the )?receipts for every|(?:im|i am) not allowed to (?:ring|call|phone|text) my (?:sisters?|family|friends|mum|mom|parents|brothers?)|(?:doesnt|does not|wont|will not|never) let me (?:go|see|leave|visit|talk)(?: \\w+){0,4} (?:because|cause|cos|since) (?:he|she) (?:says|thinks|said|reckons|claims) i (?:talk|talked|flirt\\w*|look\\w*|smile\\w*|speak|am cheating|m cheating|cheat)";
const CONTROLLER = "(?:he|she|my (?:\\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|fiance|fiancee))";

/** A pension or bank card taken by family with a fist raised, shouting or the threat of a home. */
const CARD_TAKEN =
  "(?:grabs|takes|took|has got|has|got) my (?:pension card|bank card|bank details|benefits|pension|savings)(?: \\w+){0,12} (?:fist|shouts|shout|hits|threaten\\w*|a home|frightened|scared|gone)";
/** The writer asking to be kept safe, or afraid, tonight or of someone at home. */
const KEEP_ME_SAFE =
  "(?:protect me|keep me safe|keep me and the (?:kids|children|baby) safe|keep us safe|im scared|i am scared|im frightened|im afraid|i am afraid|hiding in the|locked myself in)";
const DRINKING = "(?:hes|shes|he has|she has|he is|she is) (?:been )?(?:drinking|on the drink|drunk)";
const GROWING_ANGRY = "(?:hes|shes|he is|she is|and) (?:getting|growing|gone|going) (?:angr\\w*|violent|nasty|rough|mean|wild)";
const HEARD_AT_HOME = "(?:i hear|i can hear|i heard|downstairs|upstairs|in the next room|through the wall)";
const PARENT_HURT_AGAIN =
  "(?:hes|he is|shes|she is) (?:hurting|hitting|beating|choking|strangling|kicking|punching) (?:her|him|my (?:mom|mum|mam|mother|dad|father|nan|gran|grandma)) again";
/** Session 44 (blind-32's abuse): a church elder or leader who controls the members' money, marriages or cards. */
const LEADER = "(?:elder|pastor|church leader|leader|prophet|bishop|apostle|overseer|shepherd)";
const LEADER_CONTROL = `${LEADER}(?: \\w+){0,4} (?:controls?|takes?|took|keeps?) (?:all )?(?:our|my) (?:money|finances|wages|pay)`;
const LEADERS_HOLD =
  "(?:who (?:to|we|i|we should|i should) marry|leaving (?:the )?(?:church|fellowship|group) means leaving god|took (?:my|our) bank cards?)";
/** Work named, money or papers kept by "they" or "he", and no way to leave ("they keep our money ... i cannot leave"). */
const WORK_NAMED = "(?:work|working|job|camp|farm|boat|factory|logging|plantation|car wash)";
const KEPT_BY_THEM =
  "(?:they|he|she|who brought (?:us|me) here) (?:keep|keeps|kept|take|takes|took|hold|holds) (?:all )?(?:our|my) (?:money|wages|pay|passports?|papers|documents)";
/** An injury told with whose hand it was ("it was my husband's fist after the darts night"). */
const WHOSE_HAND =
  "(?:it was|was) (?:my |her |his )?(?:husbands|partners|boyfriends|wifes|girlfriends|dads|fathers|stepdads|exs) (?:fist|fists|hand|hands|belt|boot|boots|foot)";
/** Harm in small acts by a partner, with the bruises named ("a shove. a squeeze of my wrist"). */
const SMALL_HARMS =
  "(?:a shove|shoves me|shoved me|a squeeze of my (?:wrist|arm)|squeez\\w* my (?:wrist|arm)|reminds me of it with his hands|with his hands)";
const PARTNER = "(?:husband|wife|partner|boyfriend|girlfriend|baby father|baby mother)";
/** Jamaican: "mi baby father lick mi down". */
const LICK_ME_DOWN =
  "(?:baby father|baby mother|babyfather|baby daddy|him|she|he)(?: \\w+){0,3} (?:lick|licks|licked|box|boxed|buss) (?:mi|me) (?:down|up)";
/** A church leader coming to a child's room ("he comes to my room at night. i am 17"). */
const LEADER_AT_NIGHT = "(?:he|she) (?:comes|came|keeps coming) (?:in )?(?:to|into) my (?:bed)?room(?: at night)?";
const KIN = "(?:son|lad|daughter|grandson|granddaughter|nephew|niece|son in law|daughter in law|carer)";

export const ABUSE_MORE_WORDINGS: Signal[] = [
  { kind: "abuse", re: unlessJoking(`(?=.* ${BOSS}(?= ))(?=.* ${HELD_PAPERS}(?= ))(?=.* ${FORCED}(?= )).*`) },
  { kind: "abuse", re: unlessJoking(`.* ${CARER}(?: \\w+){0,8} ${CARER_HARM}`) },
  { kind: "abuse", re: unlessJoking(`.* ${LOCKED_IN}(?= )`) },
  { kind: "abuse", re: unlessJoking(`.* ${KEPT_FROM_FOOD}`) },
  { kind: "abuse", re: unlessJoking(`.* ${ELDER_HURT}`) },
  { kind: "abuse", re: unlessJoking(`.* (?:${SEX_FORCED})(?= )`) },
  { kind: "abuse", re: unlessJoking(`(?=.* ${CHILD}(?= )).* ${STEP_PARENT}(?: \\w+){0,6} (?:${AT_NIGHT_OR_WATCHING})(?= )`) },
  { kind: "abuse", re: unlessJoking(`.* ${THREAT_IF_I_LEAVE}`) },
  { kind: "abuse", re: unlessJoking(`.* (?:${THREAT_NEXT})(?= )`) },
  { kind: "abuse", re: unlessJoking(`.* (?:${INJURY})(?= )`) },
  { kind: "abuse", re: unlessJoking(`.* ${MEDICINE_HIDDEN}`) },
  {
    kind: "abuse",
    re: unlessJoking(`(?!.* (?:cleaning|clean|repairs?|repaired|fix\\w*|servic\\w*|batter(?:y|ies)|new ones)(?= )).* ${AID_TAKEN}`),
  },
  { kind: "abuse", re: unlessJoking(`.* ${SHUT_IN}(?= )`) },
  { kind: "abuse", re: unlessJoking(`.* (?:${TRACKED})(?= )`) },
  { kind: "abuse", re: unlessJoking(`.* ${CONTROLLER}(?: \\w+){0,3} (?:${PERMISSION})(?= )`) },
  // Session 41 (join): a few more words between who moved in and the card ("my grandson moved in to
  // help and now he's got my bank card and shouts", blind-25, lost to the abuse head when blind-29
  // joined it).
  { kind: "abuse", re: unlessJoking(`.* ${KIN}(?: \\w+){0,8} ${CARD_TAKEN}(?= )`) },
  // Session 41 (join): a partner drinking and growing angry, with the writer asking to be kept safe
  // ("Lord, protect me tonight. He's been drinking and he's getting angrier", blind-21, lost to the
  // abuse head when blind-29 joined it). All three are asked: fear for oneself, the drink, the anger.
  { kind: "abuse", re: unlessJoking(`(?=.* ${KEEP_ME_SAFE}(?= ))(?=.* ${DRINKING}(?= )).* ${GROWING_ANGRY}(?= )`) },
  // Session 42: harm told in words no family knew (the older sets' abuse the heads had trained on and
  // still missed): hitting where it doesn't show, tonight's beating foreseen, a threat that the writer
  // won't wake up next time, being left on the floor all night, a spoon or a belt used on a child, a
  // fist raised, the keys to a mobility scooter hidden.
  { kind: "abuse", re: unlessJoking(`.* (?:${HARM_IN_OTHER_WORDS})(?= )`) },
  // Session 44 (join): a parent hurt at home as the writer hears it happen ("i hear my mom screaming
  // downstairs and something breaking. he's hurting her again", blind-12, lost to the abuse head when
  // blind-32 joined it): a child in that house needs the help for abuse too.
  { kind: "abuse", re: unlessJoking(`(?=.* ${HEARD_AT_HOME}(?= )).* ${PARENT_HURT_AGAIN}(?= )`) },
  // Session 44 (blind-32's abuse, in-sample since the join): a leader's control of money beside who to
  // marry or a card taken; work with money kept and no way to leave; an injury with whose hand it was;
  // small harms by a partner with the bruises; Jamaican "lick mi down"; a church leader at a child's door.
  { kind: "abuse", re: unlessJoking(`(?=.* ${LEADERS_HOLD}(?= )).* ${LEADER_CONTROL}(?= )`) },
  { kind: "abuse", re: unlessJoking(`(?=.* ${WORK_NAMED}(?= ))(?=.* ${NO_WAY_TO_LEAVE}(?= )).* ${KEPT_BY_THEM}(?= )`) },
  { kind: "abuse", re: unlessJoking(`.* ${WHOSE_HAND}(?= )`) },
  {
    kind: "abuse",
    re: unlessJoking(
      `.* (?:came|come|comes) (?:to|round to) (?:the|our|my) (?:house|home|flat)(?: and)? (?:beat|hit|attacked|assaulted|battered) (?:me|us)(?= )`,
    ),
  },
  { kind: "abuse", re: unlessJoking(`(?=.* bruis\\w*(?= ))(?=.* ${PARTNER}(?= )).* ${SMALL_HARMS}(?= )`) },
  { kind: "abuse", re: unlessJoking(`.* ${LICK_ME_DOWN}(?= )`) },
  { kind: "abuse", re: unlessJoking(`(?=.* ${CHILD}(?= ))(?=.* ${LEADER}(?= )).* ${LEADER_AT_NIGHT}(?= |$)`) },
];
