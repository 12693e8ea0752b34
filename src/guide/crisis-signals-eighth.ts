// Issue 12, eighth round (session 23): the upgrade from the care line to the crisis reply.
// Blind-7's author wrote most of their plans, means and times in words no rule knew ("set
// everything up in the shed this arvo", "i have a whole bottle of my mum's oxycodone in my room",
// "last sunset. i'm going tonight"), and the care line already caught them: the concern rules, the
// trained care head or all ten word-vector neighbours read them as danger. What they lacked was
// the concrete part that makes a veiled sign a direct one. So a message that already earns the
// care line AND names, in the first person, one of these families gets the full crisis reply:
//  - a lethal means (pills by the box or bottle, a gun, a rope or belt, a blade, poison, fumes;
//    not "meds" alone, which is mostly treatment stopped or tried, nor the end of one's rope);
//  - a place to fall or be hit (a bridge, a cliff, a car park's top floor, the tracks; not
//    sitting in a car park);
//  - a plan made concrete (worked out, arranged, set up, ready, letters left to be found);
//  - a time tied to a bare act ("i'm going tonight", "the morning is when i go", "it's happening
//    in the next hour", "i won't be here this time tomorrow").
// An ordinary reason named (a pharmacy, a prescription taken as prescribed, vitamins, a relapse
// into addiction, a kitchen, a repair, a chore) keeps the care line, and so does another person's
// room or pills ("found pills in my son's room") unless the writer has taken or holds them ("i
// have a whole bottle of my mum's oxycodone"). The care line on everyday messages is rare (about 1.5 %
// of them), so the upgrade can only turn that rare line into an alarm, never a plain message.
import { DRUG_NAME } from "./crisis-drugs.js";
import type { Signal } from "./crisis-signals.js";

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).

/** First person, or a sentence that drops its "i" ("got everything ready", "just waiting till"). */
const SELF =
  "(?: (?:i|im|ive|ill|id|my|me|myself)(?= )|^ (?:got|have|bought|been|set|ordered|took|kept|just|waiting|going|gonna|planning|planned|plans|mapped)(?= ))";
const MEANS = `(?:guns?|rifle|shotgun|pistol|revolver|ammo|bullets?|(?<!end of (?:my|the|his|her|our) |no )rope|belt|noose|(?<!phone |charger |extension |power )cord|razor|razors|blades?|weed killer|poison|bleach|charcoal|hose|antifreeze|carbon monoxide|exhaust (?:fumes|pipe)|pesticide|paraquat|${DRUG_NAME}|codamol|pills|tablets|prescriptions?|stash|(?:bottle|boxes?|packets?|strips?) of (?!(?:my |old )?(?:stuff|things|clothes|books|toys|wine|water|beer|photos|papers|junk))\\w+|taken enough|enough (?:of everything|to make sure))`;
/**
 * Session 32: methods of the older sets' method and means misses that already earned the care line
 * (blind-9 to blind-18): gas and a bag, water with weights or thin ice, electricity, a car driven
 * into or off something, a high floor, a handgun, and a rifle or rope said with a contraction ("the
 * rifle's loaded" is read "the rifles loaded"). Figurative drowning ("i'm drowning") is not "drown".
 */
const METHOD_MEANS =
  "(?:helium|plastic bag|suffocat\\w*|drown|thin ice|weights|weighted|cinder blocks?|anchor chain|hairdryer|electrical panel|glock|handgun|(?:rifle|rope|gun|shotgun)s (?:loaded|in|under|on)|(?:drive|driving|drove|run|slam|crash|steer|take)(?: \\w+){0,4} (?:car|truck|rig|road)(?: \\w+){0,4} (?:into|off)|(?:no|without (?:a |my )?|with my) seatbelt|\\d+(?:st|nd|rd|th) floor|(?:walk|walking|go|going|skate|skating) (?:out )?(?:on|onto) (?:the )?(?:ice|frozen \\w+)(?: \\w+){0,6} (?:go|fall|break|going|falling) through|(?:jump|go|going|step|stepping|over) (?:off|over) (?:the )?(?:back |side )?(?:of )?(?:the )?(?:ferry|boat|ship|deck))";
/**
 * Session 32: a plan said done in other words (blind-16 to blind-18): "plan's set", "plan's made",
 * "a written plan", "made my arrangements", "planned it out", "i know how i'd do it", "that's where
 * it happens" (a surprise party "all planned out" is everyday, but it is only read with the care
 * line already earned).
 */
const PLAN_DONE =
  "(?:plans? (?:is )?(?:set|made)|(?:a |my )?written plan|(?:made|making) (?:my |the |all the )?arrangements|planned (?:it )?(?:all )?out|(?:know|knows|decided|thats) (?:exactly )?how (?:ill|i will|id|im going to|i would) (?:do it|go|end)|thats where it happens)";
const PLACE =
  "(?:bridge|cliff|cliffs|quarry|(?:car park|multi storey|parking garage|parking deck)(?: \\w+){0,10} (?:floor|roof|top|level|edge)|(?:top|roof|edge|top floor) of (?:the|a) (?:\\w+ )?(?:car park|multi storey|parking)|roof|rooftop|railway|(?:the|railway|train) tracks|train line|ledge|motorway|overpass)";
/**
 * Session 33: a plan made concrete in more words (blind-16 to blind-19): a whole, full or real plan,
 * mapped out, the how or the when sorted. Read only with the care line earned ("a whole plan for the
 * party" never earns it).
 */
const PLAN_33 =
  "(?:(?:a|my|the) (?:whole|full|real|proper|actual|detailed) plan|mapped (?:it|everything|the whole thing|it all)(?: all)? out|(?:got|have|figured|worked) (?:out )?the (?:how|when|where)(?: \\w+)? (?:sorted|figured|worked out|down))";
const PLAN = `(?:worked (?:it |everything )?(?:all )?out|(?:step by step|my|the|a) plan(?!ner| for (?:the|my|our) (?:week|day|weekend|trip))|(?:got|have|its|is) (?:it |everything )?(?:all )?(?:arranged|ready|set up|planned|sorted)|set (?:everything|it all|it) up|thought it (?:all )?through|letters (?:to|for) (?:each of )?my|for them to find|${PLAN_33})`;
/** An ordinary reason for the means or the plan. Session 53: a household budget's "need to sit down and make a proper plan" said last. */
const ORDINARY =
  " (?:pharmacy|pharmacist|prescribed|vitamins?|relaps\\w*|sober|sobriety|addict\\w*|addiction|rehab|kitchen|doctor|gp|dentist|migraines?|headaches?|fever|cramps|toothache|hangover|safety (?:class|course|plan)|range|hunting season|garden(?! hose)|plants?|car wash|fixed|fix|repair\\w*|(?:make|making|draw up|drawing up|need) (?:a |some )?(?:proper |real |better |new |financial |money )?plan(?= $))(?= )";
const TIME =
  "(?:tonight|tomorrow|morning|(?:mon|tues|wednes|thurs|fri|satur|sun)day|lunch break|birthday|hour|minutes|soon|by the time|asleep|before (?:anyone|everyone|anybody)|after the|this time|days)";
// A bare act with no object named: "do it" (not "do it, finish the puzzle"), "i'm going" (not
// "going to the shops", "going tonight to the prayer meeting"), "it's happening", "won't be here",
// "i'll be gone" said as the last word (session 44: "in an hour i'll be gone. just wanted to tell
// someone"; not "i'll be gone two weeks").
const ACT =
  "(?:(?:going to |gonna |will |ill |i |to )(?:finally |just |actually |probably )?do it(?! (?:finish|wrap|clean|tidy|start|paint|bake|fix|watch|read|sort|call|tell|ask|book|buy|cook|write|build|pack|send|post|mow|wash)\\w*)|(?:already )?(?:have |had )?(?:already )?done it|(?:im|i am|i|ill|i will) (?:just )?(?:go|going|leave)(?= $| tonight| tomorrow| before| after| when| then| on| at| this| for good| so)(?!(?: tonight| tomorrow| this \\w+)? (?:to|out|home|into|for|with|shopping|back|over|round|around|the|a|my) )|(?:its|it is|it s) happening|wont be (?:here|around|alive)|(?:ill|i will) be gone(?= $| just | wanted | needed | i | for good| forever| and (?:no one|nobody|then))|not (?:making|going to make) it (?:to|past|through)|(?:is|s) when i go)";
/**
 * Session 33: the bare act with a later day ("long weekend. i'll do it over the may two-four", "when
 * the bank forecloses on the 1st i'll go before they come"). Not "won't be around" (session 32:
 * "i won't be around next month, i'm on maternity leave") nor "not making it", which a later day
 * makes an absence. Only a future act: "i do it when i can't cope" is a habit, and "where i'm
 * going" or "before i go" at the end is a veiled farewell, which keeps the care line.
 */
const ACT_ON_A_LATER_DAY =
  "(?:(?:going to |gonna |will |ill )(?:finally |just |actually |probably )?do it(?! (?:finish|wrap|clean|tidy|start|paint|bake|fix|watch|read|sort|call|tell|ask|book|buy|cook|write|build|pack|send|post|mow|wash)\\w*)|(?:ill|i will) (?:just )?(?:go|leave)(?= before| after| when| then| on| at| this| for good| so)(?!(?: this \\w+)? (?:to|out|home|into|for|with|shopping|back|over|round|around|the|a|my) ))";

/**
 * Session 32: a chosen time said without a verb of death (older sets' timing misses, blind-11 to
 * blind-18): a later day or hour ("the 28th", "this weekend", "at dawn", "after church") beside a
 * deictic choice ("that's when", "that's my date", "is the day", "i've picked friday", "it'll be
 * tonight", "my last day", "then i'm gone", "i'm ready", "go do it", a bare goodbye). Read only with
 * the care line already earned, so a wedding date or a move ("the 12th, that's when i'm going to
 * marry her") is never asked.
 */
const LATER =
  "(?:today|todays|tonights|dawn|weekend|week|month|anniversary|new years|after (?:my|church|easter|that)|(?:the )?\\d+(?:st|nd|rd|th))";
/**
 * Session 33: the chosen time in more words, from the older sets' timing misses that earned the
 * care line (blind-7 to blind-19): the time said twice or as the last ("today. it's today",
 * "tonight is my last", "tonight's my last night", "i won't see the morning"), a choice said as
 * decided ("i've decided it'll be this weekend", "i have chosen the day"), the time as a count-down
 * that ends ("in 20 minutes. that's it"), and the end after an event ("after my daughter's wedding
 * next month i'm done"; not "done with", "done for the day", nor "look after my daughter when i'm
 * gone", a farewell that keeps the care line).
 */
const CHOSEN_33 =
  "(?:(?:its|it is) (?:tonight|today|tomorrow)(?= $| i | im )|(?:is|will be) my last(?= $| i | im )|wont (?:see|make it to) (?:the )?(?:morning|sunrise|weekend)|decided (?:itll|it will|its|it is|it s)(?: be)?|(?:thats|that is) it(?= $| just | i | im )|(?<!(?:look|looking|looks|care|watch) )after (?:my|the) (?:\\w+ ){1,5}(?:im|i am|ill be) (?:done|finished|gone)(?! (?:with|for|cleaning|working|shopping|studying)(?= )))";
const CHOSEN = `(?:(?:thats|that is|its|it is|is) (?:when|the day|the time|my last day)|(?:thats|that is) my (?:day|date|time)|(?:ive |i have |i )(?:picked|chosen|chose|set) (?:the (?:day|date)|a date|my (?:day|date|birthday)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|go do it|(?:then|and) (?:im|i am) (?:gone|done|finished|going(?! to (?!do it|end it)))|(?:im|i am) (?:done|finished|gone|ready)(?= $)|my last (?:day|night)|(?:itll|it will) be (?:tonight|today|tomorrow)|(?<!say |said |saying )goodbye(?= $)|${CHOSEN_33})`;

/** A first-person means, place or concrete plan (see above); another person's room or pills is kept out in crisis.ts. */
export const CARE_UPGRADE = new RegExp(
  `^(?!.*${ORDINARY})(?=.*${SELF})(?=.* (?:${MEANS}|${METHOD_MEANS}|${PLACE}|${PLAN}|${PLAN_DONE})(?= ))`,
);

/**
 * A time tied to a bare act or a chosen time (see above). Someone else's day may be the anchor
 * ("after my daughter's wedding next saturday i'll do it"), so another person named does not keep it out.
 */
export const TIME_UPGRADE = new RegExp(
  `^(?!.*${ORDINARY})(?:(?=.* ${TIME}(?= ))(?=.* ${ACT})|(?=.* ${LATER}(?= ))(?=.* ${ACT_ON_A_LATER_DAY})|(?=.* (?:${TIME}|${LATER})(?= ))(?=.* ${CHOSEN}(?= )))`,
);

/**
 * Session 31: what keeps the upgrade on the care head's care-line reading (crisis.ts) from firing:
 * a clinical task taught at work (session 44: "my preceptor showed me how to give the morphine drip"),
 * a trip ("a three month supply of my insulin before the trip"), an accident that ended well
 * ("drank from a bottle of vinegar thinking it was water, she's fine"), a means kept safe ("the gun
 * safe code is only known by me and my wife"). Session 55: medicines to hand in or dispose of ("mum's tablets are still in the
 * house since she died. where can i hand them in safely?", which read as a means once blind-43 joined the neighbours).
 */
export const UPGRADE_ORDINARY =
  / (?:(?:hand|handing|take|taking|drop|dropping) (?:them|it|these|those) (?:in|back)|dispos\w* of|trip|holiday|vacation|travel\w*|thinking it was|by mistake|accident\w*|(?:shes|hes|im|were|theyre) (?:fine|ok|okay)|safe code|combination|locked away|locked up|with my permission|for cleaning|to clean it|learning how|teaching (?:him|her|them|my \w+) (?:how|to)|preceptor|(?:showed|shown|taught|teaching|showing) me (?:how )?to (?:give|administer|draw up|set up|put up|run|hang) (?:a |an |the )?(?:\w+ )?(?:drip|infusion|line|pump|injection|dose|syringe driver))(?= )/;

/**
 * A weapon or a ligature in the hands of a partner or a family member ("my husband keeps a gun in
 * the bedroom and reminds me it's there"): the upgrade then gives help for abuse, not for suicide.
 */
export const OTHERS_WEAPON =
  / (?:he|she|my (?:husband|wife|boyfriend|girlfriend|partner|ex|dad|father|stepdad|stepfather|mom|mother|stepmom|stepmother|brother|son|uncle))(?: \w+)? (?:keeps|has|owns|carries|hides|sleeps with|waves|waved|points|pointed|pulled|bought|got)(?: \w+){0,3} (?:guns?|rifle|shotgun|pistol|revolver|knife|knives|rope)(?= )/;

/**
 * The writer holds or has taken something ("i took all of nan's leftover morphine"), or keeps a
 * hoard (session 33: "my mum's old prescriptions are in a shoebox. i've been adding to them").
 */
/**
 * Session 34: a medicine named in its ordinary use, not as a means: a carer's round, a prescription
 * restarted, its side effects or failure, another person's habit ("i crush her pills into jam", "gp's
 * put me back on the tablets", "the tablets make me groggy", "melatonin does nothing", "my girl's
 * back on the pills"). With the writer holding it (HOLDS) it is still a means.
 */
const MEDICINE_IN_ORDINARY_USE =
  / (?:gps|carer|caregiv\w*|caring for|parkinsons|dementia|alzheimers|pain clinic|(?:putting|puts|put|upped|upping) (?:the|my) dose up|prescriptions all day|(?:put|puts|putting|got) (?:me )?back on|(?:hes|shes|theyre|girls|boys|sons|daughters) (?:back on|hooked on|buying|using)|hooked on|buying (?:\w+ )?off|(?:make|makes|made|making) me (?:groggy|drowsy|sleepy|foggy|sick|tired)|(?:does|do|did) nothing|side effects)(?= )/;

export const HOLDS =
  / (?:i|ive) (?:just )?(?:have|had|took|taken|take|stole|kept|still have|got|grabbed|pocketed|saved|swiped)(?= )| (?:i|ive|im) (?:been )?(?:adding to|counted|counting|hoarding|stockpiling)(?= )/;

/** Someone else's medicine named ("her washing and her pills"). */
const OTHERS_MEDICINE = / (?:her|his|their) (?:pills|meds|tablets|medication|medicine|prescriptions?)(?= )/;

/**
 * Medicine in ordinary use (a carer's round, a dose a clinic raised, side effects) or another's
 * pills, unless the writer holds it: neither the care line made concrete nor, since session 42, the
 * neighbours alone read a direct statement into it (with blind-30's trades among them, a
 * pharmacist's, a carer's and a chronic-pain patient's weekly-plan messages had only direct
 * statements nearest).
 */
export const medicineInOthersOrOrdinaryUse = (text: string): boolean =>
  (MEDICINE_IN_ORDINARY_USE.test(text) || OTHERS_MEDICINE.test(text)) && !HOLDS.test(text);

const ABUSER =
  "(?:he|she|my (?:\\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|fiance|fiancee|brother in law|son|grandson|daughter|dad|father|stepdad|stepfather|mom|mother|stepmom|brother|uncle|carer|caregiver))";
const CONTROL =
  "(?:checks|reads|tracks|monitors|goes through|takes|keeps|controls|decides|punishes|punished|makes me|made me|wont let me|doesnt let me|will not let me|never lets me|forbids|threaten\\w*|grabbing|grabs|shouts at me|screams at me|banging on|turns up|turned up|follows|watches|has cameras|has all the|locks|locked|kicked|shoved|held me|pinned|gets violent|gets angry|hurts)";
const CONTROLLED =
  "(?:my (?:phone|emails?|messages|texts|location|money|pension|wages|bank|card|passport|keys|car|kids|children)|me|every minute|what i (?:eat|wear|say|do|spend)|who i (?:talk|see|text)|if i (?:ever )?(?:leave|tell|go|try|talk|text|move|dont)|the (?:bathroom |bedroom |front )?door now|outside my|all the money|violent)";

/**
 * Abuse as control: a partner or family member who checks, tracks, takes, keeps, punishes,
 * threatens or turns up, with the writer or their phone, money, movements or leaving as the object
 * ("my husband checks my phone every night", "he makes me account for every minute", "he said if
 * i ever try to leave"). With the care line already earned, it gives the crisis reply with help
 * for abuse; alone it is everyday too often ("my mum keeps comparing me to my cousin").
 */
export const ABUSE_CONTROL = new RegExp(
  `^(?!.* (?:at night|bedtime|grounded|curfew|screen time|homework|so i (?:can )?(?:sleep|study|focus|revise)|(?:so |kind of |bit )?annoying|unfair)(?= ))(?=.* ${ABUSER}(?: \\w+){0,3} ${CONTROL}(?: \\w+){0,4} ${CONTROLLED}(?= ))`,
);

// Standalone direct shapes (no care line needed), each a family and not a sentence:
const HELD_MEANS =
  "(?:pills|tablets|paracetamol|tylenol|acetaminophen|painkillers|sleeping (?:pills|tablets)|co codamol|codeine|morphine|it|them|rope|hose|duct tape|tape|charcoal|gun|rifle|ammo|ladder|dosage|dose)";
const CONCEALED =
  "(?:so (?:nobody|no one|noone|they|the (?:pharmacist|chemist|cashier|shop)) (?:asks|would ask|asked|notices|would notice|wouldnt (?:stop|ask|notice|question)|wont (?:stop|ask|notice|know)|doesnt (?:ask|notice)|cant stop)|so it (?:wont|doesnt|wouldnt) show|with cash so|didnt (?:even )?look at me|without anyone (?:knowing|noticing|asking)|(?:that|which) (?:nobody|no one|noone) knows about)";

export const EIGHTH_STRONG: Signal[] = [
  // Means gathered out of sight: bought over several shops, with cash, so nobody asks or stops it.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:i|ive|im|bought|got|picked up|ordered|worked out)(?= ))(?=.* (?:bought|buying|got|picked up|ordered|collected|get|buy)(?: \\w+){0,5} ${HELD_MEANS}(?= ))(?=.* ${HELD_MEANS}(?: \\w+){0,8} ${CONCEALED}(?= ))`,
    ),
  },
  // Session 32: a plan said with the means or the place it uses ("plan is the train tracks by the
  // grain elevator", "i've got it planned. the lake, weights in my backpack", "the way i'd do it is
  // the bridge", "the hose is cut to length and i know which night"; blind-12 to blind-18,
  // authored-8). An ordinary reason, an outing or a view ("the plan is to drive to the lake and
  // camp", "the bridge photo shoot", "my morning run") keeps it out.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY})(?!.* (?:run|jog|walk|photos?|shoot|camp|camping|fishing|picnic|hike|swim|sunset|view|tour|trip)(?= ))(?=.* (?:plan|planned|planning on doing it|plan is|made plan|way (?:id|i would|ill) do it|thats how (?:ill|i will|im going to) do it|know which (?:night|day|sunday))(?= ))(?=.* (?:${MEANS}|${METHOD_MEANS}|${PLACE}|which floor)(?= ))`,
    ),
  },
  // Session 32: a chosen time said as the end, with a day or an event to anchor it ("after my mum's
  // funeral next week. i'll stay for that. then i'm gone", "wednesday night is it", "it has to be
  // before", "the 28th. i've circled it on the calendar"; blind-16, -17). A message ending "and then
  // i'm done" (a chore) is not read.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY})(?=.* (?:${TIME}|${LATER})(?= ))(?=.* (?:(?:then|and then|after that) (?:im|i am|ill be) (?:gone|going) $|(?:night|day) is it $|it has to be before(?= )|(?:circled|marked) (?:it|the (?:date|day)) on (?:the|my) calendar(?= )))`,
    ),
  },
  // Already swallowed: everything, the lot, the whole bottle.
  {
    kind: "suicide",
    re: / (?:i|ive|i have|just|already) (?:just |already )*(?:swallowed|downed|taken|took) (?:them all|all of them|everything(?: i had)?|the lot|the whole (?:bottle|box|packet|strip|lot))(?= )(?! (?:the doctor|my doctor|he|she|they) )/,
  },
  // A number asked for: how many pills and how much drink, "just give me a number", "of each",
  // what is lethal for a grown man.
  {
    kind: "suicide",
    re: /^(?=.* (?:how many|how much)(?= ))(?=.* (?:pills|tablets|painkillers|paracetamol|overdose on \w+|\w+(?:ines|ol|am|pam)(?= )))(?=.* (?:just give me a number|(?:is|would be|s) (?:the )?(?:lethal|fatal|deadly)|for a grown (?:man|woman|adult)|(?:to|you|i) (?:die|not wake up)))(?!.* for (?:a |my |the )?(?:migraine|headache|pain|fever|cold|flu|period|cramps|back|tooth\w*|hangover))/,
  },
];

// Veiled (the care line): things given away that a person keeps for life (a wedding dress, photo
// albums, a quilt, tools, savings, a whole collection, "everything", "all of it"), with no ordinary
// reason named (a move, a clear-out, an upgrade, "since he's learning", "for her wedding").
const GIVE = "(?:gave|given|giving|give|donated|donating|handed|handing|signed|emptied|told (?:\\w+ ){1,3}(?:she|he|they) can have)";
const KEPT_FOR_LIFE =
  "(?:everything|all of it|the lot|all my (?:\\w+ )?(?:stuff|things|clothes|savings|money)|(?:my|the) whole (?:\\w+ )?(?:collection|wardrobe|setup|set up|library)|my (?:\\w+ )?(?:wedding (?:dress|ring)|photo albums?|photos|quilt|tools|ute|truck|savings(?: book)?|bank account|life insurance|guitar|records?|record collection|jewell?ery(?: box)?|medals|bible|passwords|clothes(?: and)? jewell?ery))";
const ORDINARY_GIVING =
  " (?:moving|move|decluttering|declutter|clear(?:ing)? out|spring clean\\w*|outgrown|grew out|upgrade\\w*|new one|replac\\w*|too small|dont fit|doesnt fit|baby|charity drive|birthday|christmas|wedding present|to sell|sold|garage sale|yard sale|downsiz\\w*|retir\\w*|paycheck|payday|budget\\w*|saving|tith\\w*|offering|generosity|generous|since (?:hes|shes|theyre|im|he|she|they|we)|for (?:her|his|their|my|the|our) (?:\\w+ )?(?:confirmation|wedding|birthday|graduation|baptism|christening|first|new|house|flat|apartment|school|college|uni|deposit|car)|because (?:he|she|they|its|it|we)|(?:is|s|hes|shes) learning)(?= )";

export const EIGHTH_CONCERN: RegExp[] = [new RegExp(`^(?!.*${ORDINARY_GIVING})(?=.* ${GIVE}(?: \\w+){0,4} ${KEPT_FOR_LIFE}(?= ))`)];

// Veiled (the care line): the self as a cost to others, in words the burden rules did not know:
// dead weight, a drain on them, their problem, too much for everyone, a job nobody wants, the
// insurance or a payout doing more for the family, the family easier without paying for or
// looking after me; not a team, an injury, a chore or a kitchen.
const ME_BURDEN = "(?:im|i am|i feel like im|i feel like i am|feel like im|i feel like|feel like|i feel|im just|i am just)";

EIGHTH_CONCERN.push(
  new RegExp(
    `^(?!.* (?:team|game|match|project|group project|knee|ankle|injury|injured|cast|crutches|class|kitchen|cooking|move|moving)(?= ))(?:.* ${ME_BURDEN} (?:just |nothing but |only )?(?:dead weight|a drain on (?:my|everyone|them|the|our|people)|draining (?:everyone|them|my (?:\\w+ )?(?:parents|family|friends|leaders|wife|husband|kids|mum|mom|dad|church|carers?))|a charity case|a hole|too much (?:for (?:everyone|them|anyone|people)|trouble)|(?:their|everyones|a) (?:problem|project|charity case)|a job nobody wants|taking up (?:a place|space|room|oxygen)(?= (?:someone|that someone|other people|a better|nobody|in this world|on this earth)| $)|in (?:everyones|their) way)(?= )|.* (?:stop|stopped|no longer) being (?:their|everyones|a|my \\w+s) (?:problem|burden)|.* (?:would|could|will) do more for (?:my|the|our) (?:\\w+ )?(?:kids|family|children|wife|husband) than i (?:ever )?(?:could|can|did)|.* i (?:only|just) make (?:things|everything|it|life) (?:harder|worse)(?= $| for (?:my|everyone|them|the|all|people))|.* (?:would|will) (?:do|be) better (?:off )?with (?:the )?(?:payout|insurance|money) than (?:with )?me(?= )|.* pours? money into|.* (?:balance|be better|be easier|breathe easier) if (?:they|she|he) (?:didnt|did not) (?:have to )?(?:keep )?(?:pay|paying|look after|deal|put up|carry)(?:ing)?(?: for| with)? (?:me|my mess|my \\w+ bills)(?= ))`,
  ),
);
