// Issue 12, session 27: preparation and research. The direct statements blind-13 and blind-14
// (readable after their two runs) still missed were mostly what the Columbia Suicide Severity
// Rating Scale asks about as preparatory behaviour ("collected pills, obtained a gun, ... held a
// gun but changed your mind, went to the roof", "worked out the details of how to kill yourself")
// and what 988 and AFSP list as "looking for a way to kill oneself, such as searching online":
// a gun brought close and hidden, a noose tied or a beam tested, medicine kept back and not taken,
// a day chosen to die, the lethal amount looked up "for me", a method that keeps coming to mind.
// Each family asks for the writer's own act or a marker that the question is the writer's own;
// the crisis check's demotions still apply afterwards (someone else's crisis, a subject of study or
// fiction, an ordinary purpose named). Patterns run on normaliseForCrisis text (lowercase, no
// apostrophes, punctuation as spaces, a space at each end).
import { DRUG_NAME } from "./crisis-drugs.js";
import type { Signal } from "./crisis-signals.js";

const GUN = "(?:gun|guns|pistol|revolver|rifle|shotgun|handgun|firearm|glock|9mm)";

/** A gun's ordinary keeping: protection, the range, a hunt or a case named. */
const NOT_KEPT_FOR_PROTECTION =
  "^(?!.* (?:protection|self defen[cs]e|intruders?|burglars?|break ins?|range|season|licen[cs]e|permit|safety course|cleaning|clean it|collection|collector|antique)(?= ))";

/** A gun brought close, hidden near the writer or out and loaded beside them (C-SSRS: obtained a gun). */
const GUN_AT_HAND = [
  // "the shotgun's out of the safe and loaded", "took the rifle out of the cabinet"
  ` ${GUN}(?: is| s|s)? (?:out of|out from) (?:the |my |his |dads )?(?:gun )?(?:safe|cabinet|case|lockbox|closet)(?= )(?=.* (?:loaded|sitting|with it|holding|in my (?:lap|hand)))`,
  // "took my dad's revolver to my dorm. it's under my mattress"
  ` (?:took|brought|moved|carried|snuck|sneaked|put|hid|hidden|keeping|keep) (?:my |his |her |the |a |dads |my dads |grandads |my grandads |brothers |my brothers )?${GUN}(?: \\w+){0,4} (?:to|in|into|under) (?:my )?(?:dorm|room|bedroom|locker|backpack|car|mattress|pillow|bed)(?= )`,
  ` ${GUN}(?: \\w+){0,6} (?:its|it is|it s|is|s) (?:under my (?:mattress|pillow|bed)|in my (?:lap|nightstand|backpack|locker|dorm))(?= )`,
  // A gun got back with a false purpose told: "told him i was going hunting. i'm not"
  ` (?:told|said|tell|telling) (?:\\w+ ){0,3}(?:i was|im|i am|it was|its|it is) (?:going hunting|for hunting|for the range|for rats|for (?:the )?pests|for protection)(?: \\w+){0,2} (?:im not|i am not|i wasnt|i was not|it isnt|it is not|its not|i lied)(?= )`,
].join("|");

/** A noose tied, a beam or doorframe tested, a cord made ready overhead (C-SSRS: prepared). */
const HANGING_READY = [
  ` (?:tied|tying|made|making|knotted|practi[cs]ed|practi[cs]ing)(?: tying)? (?:a |the |my )?noose(?= )`,
  ` (?:practi[cs]ed|practi[cs]ing|learned|learnt|learning) (?:how to )?(?:tie|tying) (?:the|a) (?:knot|noose)(?=.* (?:doorframe|door frame|beam|rafter|banister|closet rod|hook|ceiling|hold|holds|weight|ready))`,
  ` (?:doorframe|door frame|beam|rafter|banister|closet rod|hook|ceiling fan|pull up bar)(?: \\w+){0,3} (?:holds|will hold|can hold|would hold|takes my weight|will take my weight|can take my weight)(?= )(?=.* (?:knot|noose|rope|cord|belt|ready|hang))`,
  ` (?:cord|rope|belt|cable|extension cord|strap|sheet)(?: \\w+){0,4} (?:wrapped|tied|hung|hanging|looped|fixed)(?: up)? (?:by|on|over|around|round|from|to) the (?:beam|rafter|banister|doorframe|door frame|hook|ceiling|railing)(?=.* (?:for me|ready|all there|its time|tonight|waiting))`,
].join("|");

/** Medicine prescribed to the writer and kept back untaken, or counted out for one night. */
const MEDICINE_KEPT_BACK = [
  ` (?:havent|have not|never|not) (?:taken|took|been taking|swallowed)(?: \\w+){0,4} (?:saving|keeping|saved|kept|stockpiling|hoarding)(?!(?: (?:it|them|up|all))* for (?:when|next|the|my|a|an|later|emergencies|flu|colds?|if)(?= ))(?= )`,
  ` (?:swallow|swallowing|take|taking|down|downing) (?:every|all (?:my|the|of (?:my|the|them|it))|the whole (?:bottle|box|pack|packet|lot)|a whole (?:bottle|box|pack|packet)|everything (?:in the (?:cabinet|cupboard|drawer)|i have|ive got)) ?(?:${DRUG_NAME}|pills?|tablets|meds|medicine|medication|in the (?:cabinet|cupboard|drawer))?(?=.* (?:planned|doing it|do it|tonight|walk in|for good|then its done|its done|i am ready|im ready|forgive me|loop|keep seeing|keeps showing|shows me|my (?:mind|brain|head|thoughts)))`,
  ` (?:swallow|swallowing) everything(?= )`,
].join("|");

/** A day chosen to die ("i've chosen to die next wednesday", "new year's day. that's my date"). */
const DAY_CHOSEN = [
  ` (?:ive|i have|i|have|(?:im|i am) the one who has) (?:chosen|chose|decided|picked|made up my mind) (?:to die|to end (?:it|it all|things|my life)|to kill myself|to go through with it)(?= )`,
  ` (?:thats|that is|its|it is|is|thats going to be|it will be|itll be|will be) (?:my|the) (?:date|day)(?! night| off| out| shift)(?= )(?=.* (?:(?:wont|will not) see (?:the |another |next |my next )?(?:spring|summer|autumn|fall|winter|christmas|easter|new year|next year|birthday|(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december)|wont be (?:here|around) (?:for|by|after|anymore)|ill be gone|to die|be dead|do it|my last day|goodbye|the end)(?= ))`,
  ` (?:ill|i will|i ll) be gone(?: \\w+){0,4} (?:ive|i have|i) (?:picked|chosen|chose|set) the (?:date|day)(?= )`,
  ` (?:ive|i have|i) (?:picked|chosen|chose|set) the (?:date|day)(?: \\w+){0,4} (?:ill|i will|i ll) be gone(?= )`,
  ` (?:when|while) the (?:house|flat|apartment|place) (?:is|will be) empty(?: \\w+){0,3} (?:its|it is|it s) decided(?= )`,
].join("|");

// The writer's question is their own, said outright: "for me, not a story", "i'm not asking for a
// patient" (OWN_QUESTION below; FOR_ME also hears a bare "for me").
const STORY_OR_PATIENT = "(?:story|book|novel|patient|class|friend|school|work)";
const NOT_FOR_SOMEONE_ELSE =
  "(?:im|i am) not asking for (?:a |my )?(?:patient|friend|story|book|class|school|work|someone else)|not for a (?:story|book|novel|patient|class|friend)";

/** The writer's own question, said outright or with a bare "for me" ("which pills, how many, for me"). */
const FOR_ME = `(?:(?<! (?:pray|praying|prayers|pray hard|hard|good|bad|easy|much|tough|enough|nice|fun|ok|okay|too)) for (?:me|myself)(?: not| and not)?(?: (?:a |for a )?${STORY_OR_PATIENT})?| (?:${NOT_FOR_SOMEONE_ELSE})| (?:trying to|want to|need to) (?:pick|choose) one)(?= )`;

/** Looking up how lethal a way is, or which way hurts least (988: "looking for a way"). */
const LETHALITY_LOOKUP = [
  ` (?:how many|how much|what (?:quantity|amount|dose)|which (?:pills|tablets|meds|drugs)|what (?:pills|tablets|meds|drugs))(?: of)?(?: \\w+){0,5} (?:would |will |does |do |to )?(?:kill(?! (?:my|the|your|our|a|this) (?:diet|vibe|mood|buzz|budget|plants?|lawn|grass|weeds|battery|phone|time|plans?|weekend|savings))|stop (?:your|my|a) (?:heart|breathing)|stops (?:your|my|a) (?:heart|breathing)|be (?:lethal|fatal|enough))(?= )`,
  ` (?:can|could|would|will|does) (?:a |an )?(?:\\w+ )?(?:overdose|od)(?: of \\w+)? (?:kill|be fatal|be lethal)(?= )`,
  ` (?:which|what) (?:way|method|methods|ways) (?:of|to) (?:killing|kill|ending|end) (?:yourself|myself|your life|my life|oneself)(?= )`,
];
const RESEARCHING =
  " (?:reading (?:up )?(?:on|about)|read (?:up )?(?:on|about)|been reading|researching|researched|googling|googled|looking up|looked up|searching|searched)";

/** A method that keeps coming to mind, as the writer's own (C-SSRS: "thoughts of a method"). */
const MIND_GOES_TO =
  " (?:my (?:thoughts|mind|brain|head) (?:keeps? going|keeps? going back|goes|go|keeps? drifting|drifts?|wanders?|keeps? wandering) (?:back )?to|my (?:brain|mind|head) (?:shows|keeps showing|plays) me(?: a loop of| the same)?(?: me)?)";
const METHOD_IN_MIND =
  " (?:overdos\\w*|swallow\\w*(?: \\w+){0,3} (?:pills?|tablets|meds|bottle)|(?:the )?(?:rail|railway|train) (?:line|lines|tracks?)(?: \\w+){0,6} (?:lie|lying|lay|laying) down|(?:jump|jumping|stepping) off|hanging myself|drowning myself)";

/**
 * Drugs taken from the writer's own work (session 30; blind-16, -17 and -18, three authors: "i took
 * morphine home from the ward", "stole some propofol from work", "ive got the ketamine from the
 * practice in my car"): C-SSRS's "obtained the means", by a nurse, a vet tech or an anaesthetist.
 */
const WORK_DRUG = `(?:${DRUG_NAME}|morphine|propofol|vecuronium|rocuronium|ketamine|fentanyl|insulin|sedatives?|euthanasia (?:solution|drugs?)|pentobarb\\w*|potassium chloride|midazolam|opioids?|controlled drugs?)`;
const FROM_WORK =
  "(?:from|at|out of|off) (?:work|the ward|the unit|the clinic|the practice|the hospital|the pharmacy|the surgery|the vets|the lab|my (?:work|job|shift|unit|ward|clinic))";
const DRUGS_FROM_WORK = [
  `(?:^ | (?:i|ive|i have|i just|i already)(?: \\w+)? )(?:stole|stolen|took|taken|brought|snuck|sneaked|pocketed|swiped|got|kept|smuggled|nicked|lifted)(?: \\w+){0,4} ${WORK_DRUG}(?: home)?(?: \\w+){0,2} ${FROM_WORK}(?= )`,
  `(?:^ | (?:i|ive|i have|i just)(?: \\w+)? )(?:took|taken|brought|snuck|sneaked|smuggled)(?: \\w+){0,3} ${WORK_DRUG} home(?= )`,
]
  .map(
    (p) =>
      `^(?!.* for (?:my|the|a|our) (?:\\w+ )?(?:dog|cat|pet|horse|patients?|clients?|mum|mom|dad|son|daughter|kid|child|husband|wife)(?= ))(?=.*${p})`,
  )
  .join("|");

const DRUGS_FROM_WORK_RE = new RegExp(DRUGS_FROM_WORK);
/** Drugs taken from the writer's own work: the writer's own means, whatever subject the message is on. */
export const takesDrugsFromWork = (text: string): boolean => DRUGS_FROM_WORK_RE.test(text);

export const PREPARATION_STRONG: Signal[] = [
  { kind: "suicide", re: DRUGS_FROM_WORK_RE },
  { kind: "suicide", re: new RegExp(`${NOT_KEPT_FOR_PROTECTION}.*(?:${GUN_AT_HAND})`) },
  { kind: "suicide", re: new RegExp(HANGING_READY) },
  { kind: "suicide", re: new RegExp(MEDICINE_KEPT_BACK) },
  { kind: "suicide", re: new RegExp(DAY_CHOSEN) },
  {
    kind: "suicide",
    re: new RegExp(
      `(?:${LETHALITY_LOOKUP.join("|")}).*${FOR_ME}|${FOR_ME}.*(?:${LETHALITY_LOOKUP.join("|")})|${RESEARCHING}(?: \\w+){0,3}(?:${LETHALITY_LOOKUP.join("|")})`,
    ),
  },
  { kind: "suicide", re: new RegExp(`${MIND_GOES_TO}(?: \\w+){0,3}${METHOD_IN_MIND}(?= )`) },
];

/** The writer says the question is their own: a study, a patient or a story is then no reason to stand down. */
export const OWN_QUESTION = new RegExp(
  ` (?:for (?:me|myself)(?: not| and not) (?:a |for a )?${STORY_OR_PATIENT}|${NOT_FOR_SOMEONE_ELSE})(?= )`,
);

// Session 27, second pass: the readable sets' remaining direct misses (85 after the families above)
// read as the same two lists, in shorter or plainer words: the means or the method tagged as the
// writer's own ("for me", "it was about me", "i'm hoping so"), a means known to be enough, the
// place reached with nobody around, the hanging place known, the fumes' hose cut to fit, the method
// ranked ("the most reliable method"), the plan's details listed ("which pills, how many"), and a
// bare time with an end ("today. after school. im done").

/** A method or means named anywhere in the message. */
const METHOD_OR_MEANS = `(?:${GUN}|hanging|hang myself|noose|rope|drown\\w*|suffocat\\w*|overdos\\w*|${DRUG_NAME}|pills|tablets|antifreeze|bleach|poison|cyanide|jump\\w*(?! to conclusions | in | on | at )|bridge|roof|ledge|tracks|blade|razor|cut|cutting)`;

/** The writer tags it as their own: a closing "for me" or "about me", not a prayer request. */
const SELF_TAG =
  "(?:(?<! (?:pray|praying|prayers|pray hard|is|was|were|its|thats|(?:is|was|its|feels|felt|seems|be) \\w+)) (?:for me|about me)(?= $| not | im not | i am not | you know )| it was (?:for|about) me(?= )| (?:im|i am) hoping (?:so|it (?:is|does|would|will))(?= ))";

/** A means the writer holds and knows to be enough. */
const MEANS_ENOUGH = ` (?:${DRUG_NAME}|pills|tablets|meds|drugs|leftovers)(?: \\w+){0,8} (?:i know (?:its|it is|thats|theyre|they are|theres|there is) enough|more than enough(?= $| been| not| to)|enough to (?:do it|kill me|end it|not wake up|stop my heart))(?= )`;

/** At the height or the water now, alone (988: "a place chosen"). */
const AT_THE_PLACE = ` (?:im|i am|sitting|standing|parked) (?:at|on|by) the (?:cliffs?|bridge|roof|rooftop|ledge|edge|tracks|overpass|river|quarry|dam)(?: now)?(?= )(?=.* (?:nobody|no one|alone|letting (?:someone|you) know|just wanted (?:to|someone to) know|goodbye|cinder block|chain|weights))(?!.* (?:with (?:my|the|our)|we|us|family|friends|view|beautiful|photos?|pics?|hike|hiking|walk with|picnic|fishing|swim\\w*|sunset|lunch|traffic|late|stuck|commute|driving|bus|work)(?= ))`;

/** The hanging place known or the rope already tied. */
const HANGING_PLACE = ` (?:rope|noose|belt|cord)(?: \\w+){0,6} (?:i know which (?:beam|tree|rafter|hook|branch)|i tied it(?= $| this morning| last night| already| tonight))| the way (?:id|i would|ill|i will|im going to) do it (?:is|would be|will be)(?: \\w+){0,3} (?:the |a |my )?(?:belt|rope|cord|noose|pills)(?= )`;

/** Fumes made ready in the car; a poison bought "because it works". */
const FUMES_OR_POISON_READY = ` (?:hose|pipe|tube)(?: \\w+){0,5} (?:the )?(?:tailpipe|exhaust)(?= )| (?:antifreeze|bleach|poison|cyanide|chemicals|${DRUG_NAME})(?: \\w+){0,6} (?:read|heard|googled)(?: that)? (?:it|they) (?:works?|will work|would work|kills?)(?= )`;

/** The method ranked or measured: "the most reliable method", "how deep to cut". */
const METHOD_RANKED = ` (?:most|least) (?:reliable|certain|painless|effective|sure|foolproof|quick|quickest|painful) (?:method|way)(?= $| i | for me | to (?:die|go|do it|end it) )| (?:how deep|how hard|how far) (?:to|should i|do i|do you|you have to) (?:cut|slash)(?= $| im | i am | my | to )`;

/** The plan's details listed: "which pills, how many, and the night". */
const DETAILS_LISTED = [
  ` (?:mapped|planned|worked|figured)(?: out)? which (?:pills|drugs|meds|tablets)(?: \\w+){0,3} how (?:many|much)(?= )`,
  ` (?:mapped|planned|worked|figured)(?: out)? (?:the whole thing|everything|it all)(?: \\w+){0,3} (?:which (?:pills|drugs|meds|tablets)|how (?:many|much) (?:pills|tablets|of them|i need|it takes|to take)|where how|where and how(?! to))(?= )`,
  ` (?:a|my) plan (?:and )?a date (?:and )?a (?:place|time)(?= )`,
  // Hiding to die, not a game: "booked a motel so nobody finds me at home".
  `^(?=.* (?:motel|hotel|woods|forest|booked|rope|pills|gun|do it|end it|done)(?= ))(?!.* (?:hide and seek|game|surprise|party)(?= )).* so (?:that )?(?:nobody|no one) (?:finds|will find|can find|would find) me(?= )`,
].join("|");

/** Plain words for it: "take myself out now", "put myself down like a sick dog", "asking because i'm going to". */
const PLAIN_WORDS = ` (?:take|taking) myself out(?= $| now| tonight| today| for good| of this world)| put myself down like (?:a|you would a|youd put down a) (?:\\w+ )?(?:dog|animal|horse|pet)(?= )| asking because (?:im|i am) (?:going to|gonna|about to)(?= $| do it| try)| part of me (?:is begging|begs|is desperate|is aching|longs|is longing) to die(?= )`;

/** A bare time with an end, and nothing else to be about (the whole message is short). */
const BARE_TIME_END = `^(?=(?: \\S+){1,10} $)(?=.* (?:today|tonight|tomorrow|this weekend|in (?:\\d+|a few|two|three) (?:days|hours|minutes)|(?:the )?next hour|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?= ))(?=.* (?:im done|i am done|no more waiting|its happening|it is happening|ill do it|i will do it|thats when|the last night|ill be gone)(?= ))(?!.* (?:homework|work|shift|exam|test|diet|game|project|deadline|essay|class|school work|report|waiting list|results|done with|we|were|us|our)(?= ))`;

/**
 * Session 29: a means kept with a purpose the writer will not name ("a towing strap in the shed. i
 * know what i want it for", "the meds are in a ziplock and i know what i'm keeping them for").
 */
const MEANS_KEPT_FOR = `^(?=.* (?:${METHOD_OR_MEANS}|meds|medication|insulin|morphine|fentanyl|ketamine|knife|strap|belt|cord|cable|chain|hose|helium|charcoal|pesticide|rat poison)(?= )).* (?:i|we|god) (?:both |all )?knows? (?:exactly |full well )?what (?:i|im|its|it is|theyre|they are|i am)(?: \\w+){0,3} (?:for|there for)(?= )`;

/** Session 29: the writer will not reach an age or a year ("i'm turning 30 and i'm not making it to 31"). */
const NOT_MAKING_IT_TO = ` (?:im|i am|i|im just) not (?:going to be )?making it (?:to|into|past|through) (?:next year|another year|the new year|\\d+|my (?:next )?(?:\\w+ )?birthday|another birthday)(?= )`;

export const PREPARATION_SAID_PLAINLY: Signal[] = [
  { kind: "suicide", re: new RegExp(MEANS_KEPT_FOR) },
  { kind: "suicide", re: new RegExp(NOT_MAKING_IT_TO) },
  { kind: "suicide", re: new RegExp(`^(?=.* ${METHOD_OR_MEANS}(?= )).*${SELF_TAG}`) },
  { kind: "suicide", re: new RegExp(MEANS_ENOUGH) },
  { kind: "suicide", re: new RegExp(AT_THE_PLACE) },
  { kind: "suicide", re: new RegExp(HANGING_PLACE) },
  { kind: "suicide", re: new RegExp(FUMES_OR_POISON_READY) },
  { kind: "suicide", re: new RegExp(METHOD_RANKED) },
  { kind: "suicide", re: new RegExp(DETAILS_LISTED) },
  { kind: "suicide", re: new RegExp(PLAIN_WORDS) },
  { kind: "suicide", re: new RegExp(BARE_TIME_END) },
];
