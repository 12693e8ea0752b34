// Issue 12, fourteenth round (session 50): wordings that crisis blind-38 (readable since the session's
// join) showed the rules did not know, each tried on fresh wordings and guarded by look-alikes
// (crisis-session-50.test.ts):
//  - direct: "the rest of the plan is me dying", one's own death planned, finishing what an illness
//    that nearly killed the writer started, a crash pictured with the wheel not turned, unclipping
//    thought of up a tree or a mast, a weapon thought about beside ending things, medicines the writer
//    could get at and what they could do, a day come with the calm of having decided, "me ending things"
//    said with a time, a plan made with the will, a pet's new home and the passwords seen to;
//  - abuse: someone at home who "goes for" a child or a younger sibling, a carer who slaps the person in
//    the writer's care, a boss who hits the young workers, a child called a witch and kept for
//    deliverance, power of attorney taken with the writer kept out, a boss who says the girls must "be
//    nice" to him, a maid whose phone is taken and who is not allowed out;
//  - veiled (the care line): a goodbye the hearers took for an ordinary one, "bye as in" the end, a
//    goodbye with "I won't be there" on a named day, being too much for the person who looks after one,
//    having stopped what one used to do and avoiding everyone;
//  - set aside as idioms: someone who will "end me" when they see a report, nobody in danger but the
//    turkey, lying dead in a murder-mystery game, walking out of a job "and never coming back".
// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
import type { Signal } from "./crisis-signals.js";
import { EMPLOYER } from "./crisis-signals-twelfth.js";

/** A pet given a new home. */
const PET = "(?:cats?|dogs?|pets?|birds?|budgie|parrot|rabbit|horse|pony|goats?|hens|chickens)";

/** Words of one's own ending, said plainly. */
const OWN_ENDING = "(?:dying|die|dead|not being here|not waking up|ending (?:it|it all|things|my life)|killing myself)";

/** Someone at home the writer stands up for: a child, a brother or sister, a mother. */
const ONE_AT_HOME =
  "(?:my|our) (?:little |baby |younger |youngest |kid |big |older |two |twin )?(?:brothers?|sisters?|siblings?|sons?|daughters?|kids?|children|boys?|girls?|mum|mom|mam|mother)";

/** One's own death planned ("i've planned my own death"), not one's funeral wishes or care with a doctor. */
const OWN_DEATH_PLANNED =
  " (?:ive|i have|i|weve) (?:\\w+ )?(?:planned|plotted|arranged|organised|organized|choreographed|scripted|mapped out|worked out) my own (?:death|suicide|ending|end)(?! (?:doula|wishes|care|plan with (?:my|the) (?:doctor|gp|nurse|hospice)))(?= )";

/** What an illness, a crash or a person began ("finish what it started"). */
const WHAT_IT_STARTED = "what (?:it|that|the \\w+|he|she|they) started";

export const FOURTEENTH_STRONG: Signal[] = [
  // "The rest of the plan is me dying."
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:the )?(?:rest of the |whole |real |other |last part of the |end of the )?plan is (?:me|for me to|that i end up) ${OWN_ENDING}(?= )`,
    ),
  },
  // One's own death planned ("i've planned my own death the way we plan a show"), not a funeral.
  { kind: "suicide", re: new RegExp(OWN_DEATH_PLANNED) },
  // Finishing what an illness or a crash that nearly killed the writer started.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:(?:nearly|almost) (?:killed|took) me|(?:nearly|almost) died)(?= )).* (?:going to|gonna|planning to|plan to|want to|will|ill|decided to|mean to|im going to) finish (?:${WHAT_IT_STARTED}|the job)(?= )`,
    ),
  },
  // A crash pictured with the wheel not turned or the brake not pressed.
  {
    kind: "suicide",
    re: /^(?=.* (?:crash\w*|wrap\w*|swerv\w*|smash\w*|plough\w*|plow\w*) (?:\w+ ){0,3}(?:car|van|truck|lorry|ute|bike|motorbike)(?= ))(?=.* (?:just )?(?:not|never|dont|wouldnt|didnt) (?:turning|turn|braking|brake|steering|steer)(?: the wheel| at the (?:bend|corner))?(?! (?:so|as|too|hard|soon|early))(?= ))(?=.* (?:think|thinking|thought|picture|picturing|imagine|imagining|tempted)(?= ))(?!.* (?:nearly|almost) (?:crashed|hit)(?= ))/,
  },
  // Unclipping thought of up a tree, a mast or a wall.
  {
    kind: "suicide",
    re: / (?:think|thinking|thought|dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:about|of) (?:just )?(?:unclipping|unhooking|undoing my harness|cutting my rope)(?! (?:the|a|his|her|their|my) (?:dog|lead|leash|bag|belt|seatbelt|baby|kid|kids|child))(?= )/,
  },
  // A weapon or a means thought about beside ending things ("i think about that rifle and ending things").
  {
    kind: "suicide",
    re: / (?:think|thinking|thought) (?:about|of) (?:that|the|his|her|my|dads|my dads|my brothers|those|them|it) (?:\w+ )?(?:rifle|gun|shotgun|pistol|revolver|pills|tablets|rope|knife|blade) and (?:ending (?:it|it all|things|my life)|dying|killing myself|not being here|using (?:it|them) on myself)(?= )/,
  },
  // Medicines the writer could get at, and what they could do to the writer.
  {
    kind: "suicide",
    re: /^(?=.* (?:could|can) (?:get|lay my hands) (?:at|hold of|to|on) (?:\w+ ){0,2}(?:medicines?|medication|pills|tablets|drugs|morphine|chemicals|poison)(?: \w+){0,3} if i (?:wanted|want)(?: to)?(?= ))(?=.* (?:thinking|thought|think|wondering|wondered) (?:about )?what (?:they|those|these|it|the \w+) (?:could|would|might) do to me(?= ))/,
  },
  // The day come, with the calm of having decided.
  {
    kind: "suicide",
    re: /^(?=.* (?:tomorrow|tonight|today|sunday|monday|tuesday|wednesday|thursday|friday|saturday|this weekend) is the (?:day|night)(?= ))(?=.* (?:calm|calmer|at peace|peaceful|lighter|relieved|settled)(?: \w+){0,3} since (?:deciding|i decided|i made (?:up my mind|the decision|my decision))(?= $))/,
  },
  // "Me ending things", said with a time ("gut feeling is its tonight. me ending things i mean"), not a breakup.
  {
    kind: "suicide",
    re: /^(?=.* (?:tonight|today|tomorrow|this weekend|this week)(?= )).* (?:me|myself) ending (?:things|it all|my life)(?! with| between| for (?:us|good with))(?= )/,
  },
  // A plan made, with the will, a pet's new home and the passwords seen to.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:my|the) plans? (?:has |have )?(?:been )?(?:made|set|ready|decided|done|in place|sorted)(?= ))(?=.* ${PET}(?: (?:has|have|s))? (?:got )?(?:a )?(?:new )?homes? (?:lined up|sorted|found|arranged|to go to)(?= ))(?=.* passwords? (?:are |is )?(?:written down|left|sorted|in an envelope)(?= ))`,
    ),
  },
];

/**
 * The writer's own resolve, which keeps the alarm when someone else is named beside it (a ringmaster's
 * letter, an illness that "started" it): one's own death planned, finishing what nearly killed one.
 */
export const OWN_DEATH_RESOLVED = new RegExp(
  `${OWN_DEATH_PLANNED}| (?:planning to|going to|gonna|want to|plan to|decided to) finish ${WHAT_IT_STARTED}(?= )`,
);

export const FOURTEENTH_ABUSE: Signal[] = [
  // Someone at home who "goes for" a child or a younger sibling ("my dad comes home drunk and goes for my little brother").
  {
    kind: "abuse",
    re: new RegExp(
      ` (?:my |our )?(?:dad|father|stepdad|stepfather|mum|mom|mam|mother|stepmum|stepmom|uncle|grandad|husband|partner|boyfriend|(?:mums|moms|mams) (?:new )?(?:boyfriend|partner|husband))s?(?: \\w+){0,6} (?:goes for|went for|keeps going for|lays into|laid into|lashes out at|lashed out at) ${ONE_AT_HOME}(?! (?:football|match|game|games|school|party|birthday|recital|play|concert|side|team|walk|run|drive|pick ?up|dinner|lunch))(?= )`,
    ),
  },
  // A carer who slaps, pinches or hits the person in the writer's care.
  {
    kind: "abuse",
    re: / (?:agency |home |night |paid |live in )?(?:carer|caregiver|care worker|care assistant|aide|helper|nanny|babysitter|childminder)s?(?: (?:at|from|for) (?:the )?\w+)? (?:has been |have been |is |are |keeps |was |were |been )?(?:slapping|hitting|pinching|shoving|smacking|rough handling|bruising|hurting|striking) (?:her|him|them|my \w+)(?= )/,
  },
  // A boss who hits the young workers ("the contractor hits the young boys if they are slow").
  {
    kind: "abuse",
    re: new RegExp(
      ` (?:the |our |my )?(?:contractor|${EMPLOYER})(?: \\w+){0,3} (?:hits|beats|whips|slaps|kicks|punches|canes|belts) (?:the )?(?:young |little |new )?(?:boys|girls|kids|children|workers|lads|pickers|tappers|cutters|my (?:son|daughter|boy|girl))(?= )`,
    ),
  },
  // A child called a witch or possessed and kept for deliverance.
  {
    kind: "abuse",
    re: /^(?=.* (?:says|said|called|calls|named|declared|claims|told (?:everyone|people|the church|the congregation|us|me)(?: that)?) (?:my|our) (?:\w+ )?(?:daughter|son|child|boy|girl|baby|kid|grandson|granddaughter|niece|nephew) (?:is )?(?:a )?(?:witch|wizard|demon|possessed|bewitched)(?= ))(?=.* (?:deliverance|exorcis\w*|keep (?:her|him|them) at the (?:church|camp|house)|tied|chained|beaten|beat (?:her|him|the devil)|starv\w*)(?= ))/,
  },
  // Power of attorney taken, with the writer kept from the parent in their care.
  {
    kind: "abuse",
    re: /^(?=.* (?:got|took|has|obtained|grabbed|taken) (?:lasting )?power of attorney(?= ))(?=.* (?:wont|will not|doesnt|does not|refuses to) let (?:me|us) (?:in|see|visit|near)(?= ))/,
  },
  // A boss who says the girls must "be nice" to him to keep their jobs.
  {
    kind: "abuse",
    re: new RegExp(
      ` (?:${EMPLOYER}|owner|landlord|contractor)(?: \\w+){0,4} (?:says|said|tells|told|wants|expects) (?:the )?(?:new |young )?(?:girls|women|ladies|maids|workers|us|me)(?: \\w+){0,2} (?:have to|must|need to|should|got to|has to) (?:be nice|be friendly|sleep with|go with|spend the night with|kiss)(?: (?:to|with))? him(?= )`,
    ),
  },
  // A maid or worker whose phone or passport is taken and who is not allowed out.
  {
    kind: "abuse",
    re: new RegExp(
      `^(?=.* (?:${EMPLOYER}|sponsor|kafeel|the family|my employer) (?:takes|took|has taken|keeps|kept|holds|has) my (?:phone|passport|papers|documents|id)(?= ))(?=.* (?:not allowed (?:out|outside|to (?:leave|go out))|cant (?:leave|go out)|locked in|no day off|never (?:a day off|let out))(?= ))`,
    ),
  },
];

export const FOURTEENTH_CONCERN: RegExp[] = [
  // A goodbye the hearers took for an ordinary one, or said "as in" the end.
  /^(?=.* (?:goodbye|goodbyes|bye|cheerio|farewell|adios|so long)(?= ))(?=.* (?:(?:they|she|he|nobody|no one|none of them|everyone) (?:thought|think|thinks) i meant|(?:without|not) (?:them|anyone|her|him|any of them) (?:realising|realizing|knowing) what i (?:mean|meant)|(?:didnt|dont|did not|do not) (?:realise|realize|know) what i (?:mean|meant))(?= ))/,
  / (?:bye|goodbye) as in (?:this is )?(?:the end|for good|forever|im gone|i wont be)(?= )/,
  // A goodbye, and "I won't be there" on a named day.
  /^(?=.* (?:said|say|saying) (?:goodbye|bye|cheerio|farewell|adios)(?= ))(?=.* i (?:wont|will not) be (?:there|here|around)(?: on)? (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|again)(?= ))(?!.* (?:leave|holiday|vacation|retir\w*|moving|new job|maternity|surgery|operation|hospital|transfer\w*|course|trip)(?= ))/,
  // Too much for the one who looks after the writer.
  / (?:im|i am) (?:just )?(?:too much|too much work|too heavy a load) for (?:him|her|them|my (?:husband|wife|son|daughter|family|mum|mom|dad|carer|partner))(?= (?:now |anymore |any more )?$)/,
  // Everyone avoided now, or no longer seen (the past set aside before this reads: "i used to sing in three choirs").
  /^(?=.* (?:now|these days|nowadays|anymore|any more|no longer)(?= ))(?=.* i (?:avoid|dodge|hide from|stay away from) (?:everyone|everybody|people|all of them|them all)(?= ))/,
  // A goodbye said, and what is the writer's handed on ("said adios to each tree. tell my son the farm is his").
  /^(?=.* (?:said|say|saying) (?:goodbye|bye|cheerio|farewell|adios) to (?:the|each|every|my|all)(?= ))(?=.* (?:tell|let) (?:my|our) \w+ (?:the \w+ (?:is|are) (?:his|hers|theirs)|(?:he|she|they) (?:can|should) have (?:it|them|the \w+))(?= ))/,
];

export const FOURTEENTH_IDIOMS: RegExp[] = [
  // Someone who will "end me" when they see a report card or a dent (not a partner finding out).
  / when (?:my )?(?:mum|mom|mam|dad|parents|teacher|coach|boss|wife|husband|she|he|they) (?:sees|see|finds out about|find out about|hears about|hear about|gets) (?:my|this|the|that|these|our) (?:\w+ )?(?:report card|report|grades|results|marks|bill|phone bill|dent|scratch|mess|haircut|hair|tattoo|piercing|score|test|exam|statement|receipt)(?: \w+){0,6} (?:end|kill|murder|destroy) me(?= )/g,
  // Nobody in danger but the turkey.
  / no ?(?:one|body)s? (?:is |was )?in (?:any )?danger(?: except(?: for)? (?:the|my|our) \w+)?(?= )/g,
  // Lying dead in a murder-mystery game or a play.
  /(?<= (?:murder mystery|whodunnit|whodunit|play|panto|pantomime|drama|nativity|rehearsal|escape room)(?: \w+){0,15}) (?:lie|lying|play|playing) dead(?= )/g,
  // Walking out of a job "and never coming back".
  /(?<= (?:boss|job|office|shift|manager|meeting)(?: \w+){0,15}) walk out and never come back(?= )| walk out and never come back(?=(?: \w+){0,15} (?:boss|job|office|shift|manager|meeting) )/g,
];
