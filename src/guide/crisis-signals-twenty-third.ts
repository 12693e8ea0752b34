import type { Signal } from "./crisis-signals.js";
import { ORDINARY_EVENT } from "./crisis-signals-twentieth.js";

// Issue 12, session 59's round (crisis round 23), read on blind-47 (sealed in session 58 and read twice, readable from
// this session), each miss written as its family, not the one wording. Patterns run on normaliseForCrisis text
// (lowercase, no apostrophes, punctuation as spaces, so a message's sentences run together). Six lists:
// - TWENTY_THIRD_IDIOMS: ordinary speech taken out before the rules read the text;
// - TWENTY_THIRD_STRONG: direct statements;
// - TWENTY_THIRD_UPGRADE: the concrete part (a date kept secret, a plan finished, a chosen day, a high place, pills kept
//   "for when i'm ready") that turns a message already read as a veiled sign into a direct one (crisis.ts);
// - TWENTY_THIRD_CONCERN: veiled signs for the care line;
// - TWENTY_THIRD_ABUSE_AT_HOME: harm at home read with a second reader of distress, as ABUSE_AT_HOME is (crisis.ts);
// - TWENTY_THIRD_PASTORAL_ORDINARY: plan-set messages the heads read as danger (crisis-signals-pastoral.ts).

/** An ordinary event or a proposal the writer may be planning for. */
const NOT_AN_EVENT = `(?!.* (?:${ORDINARY_EVENT}|propos\\w*|engag\\w*|surprise|holiday|birthday party|shift|rota)(?= ))`;

/** An illness's course told by a doctor: the writer's dying, not a choice. */
const A_DOCTORS_WORD =
  "(?!.* (?:doctor|doctors|surgeon|consultant|nurse|nurses|oncologist|prognosis|terminal|hospice|hospital|ward|discharg\\w*|cancer|palliative|diagnos\\w*)(?= ))";

// Blind-47's hard negatives: a match that is "do or die", a school's earthquake or fire drill with children hiding under
// desks (taken out only up to the hiding, so words after it are still read). (Naloxone training to help anyone who
// overdoses is a role that serves others, SERVING_OTHERS in crisis.ts.)
export const TWENTY_THIRD_IDIOMS: RegExp[] = [
  / (?:its|it is|it s|this is|thats|that is|a) do or die(?= )/g,
  / (?:earthquake|fire|tornado|lockdown|evacuation|emergency|safety|flood|tsunami) (?:drill|drills|practice|practise)(?: \w+){0,14}? (?:hiding|hid|hide|hides|sheltering|sheltered) under (?:the |their |our )?(?:desks?|tables?)(?= )/g,
];

/** A bare day or time, perhaps after a service or dark, with nothing done on it named. */
const BARE_TIME =
  "(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|new years eve|christmas eve|the day (?:after|before) my (?:\\d+(?:st|nd|rd|th)|birthday|exams?)|the \\d+(?:st|nd|rd|th))(?: after (?:chapel|church|mass|the service|evensong|dark|everyone is asleep|theyre asleep))?";

export const TWENTY_THIRD_STRONG: Signal[] = [
  {
    kind: "suicide",
    re: new RegExp(
      [
        // The plan ticked off with the notes or letters ("plan done. date done. notes done."); not cover letters, lesson
        // notes or a job hunt (session 51's "the plan is done and the cover letters are written. applying for six jobs").
        `^${NOT_AN_EVENT}(?!.* (?:cover|lesson|revision|applications?|applying|jobs?|cv|interviews?|essays?|coursework|homework)(?= ))(?=.* plans? (?:is |s )?(?:done|sorted|set|made|finished|ready)(?= ))(?=.* (?:notes?|letters?|goodbyes?|goodbye letters?) (?:are |is )?(?:done|sorted|written|finished|ready)(?= |$))`,
        // A plan the writer has and is going through with ("written my goodbye. i have a plan and i'm going through with
        // it"), said of a bare plan: not a business plan or a plan for something.
        `^${NOT_AN_EVENT}.* (?:have|got|made) (?:a|my|the) plan and (?:im|i am) (?:going through with it|doing it|seeing it through)(?= |$)`,
        // Acting normal before a plan already made ("knitting group on thursday, i'll go and act normal. the plan's already
        // made for the weekend after"); not a surprise or an event planned.
        `^${NOT_AN_EVENT}(?=.* (?:act|acting|pretend|pretending|play|playing|keep|keeping) (?:up )?(?:normal|fine|okay|ok|it normal|like (?:nothing|everything)(?:s| is)? (?:wrong|fine|normal))(?= ))(?=.* (?:the|my) plans? (?:is |s |are )?(?:already )?(?:made|set|decided|done|in place|sorted)(?= ))`,
        // The days counted down to a decision ("soon now. days rather than weeks. i've made up my mind"); not an illness's
        // course.
        `^${NOT_AN_EVENT}${A_DOCTORS_WORD}(?=.* (?:days rather than weeks|days not weeks|a matter of days|only days left)(?= ))(?=.* (?:made up my mind|my minds made up|ive decided|i have decided|decision is made|its decided)(?= |$))`,
        // Not living to see another season or year ("straight after christmas ... i'm not seeing another january"); not a
        // move away from it, nor a doctor's word.
        `^${NOT_AN_EVENT}${A_DOCTORS_WORD}(?!.* (?:here|in this (?:\\w+ )?(?:house|flat|town|city|country|job)|like this|at this desk|in the office|at work|abroad|spain|sun)(?= ))(?=.* (?:im not|i am not|i wont be|i will not be|im never|not|i refuse to be|wont|will not|im not going to) (?:be )?(?:seeing|see) another (?:january|february|christmas|easter|spring|summer|autumn|winter|new year|year|birthday)(?= |$))`,
        // The join's loss (blind-38), won back as a family: the writer's end set by a season's or a job's ("when the
        // harvest finishes, i finish. that's the plan and the date").
        `^${NOT_AN_EVENT}(?=.* when (?:the|my|this) (?:\\w+ )?\\w+ (?:finishes|ends|is over|is done|is in)(?: \\w+)? i (?:finish|end|go|stop|am done|m done|will finish|will go)(?= ))(?=.* (?:thats|that is) (?:the|my) (?:plan|date|day)(?= ))`,
        // A bare chosen time with a decision and nothing else ("i've chosen sunday. after chapel"; "the day after my 18th. i
        // decided ages ago"): the whole message is the day and the choice.
        `^ (?:ive|i have|i) (?:chosen|picked|set|decided on|settled on) ${BARE_TIME} ?$`,
        `^ ${BARE_TIME} (?:i decided|ive decided|decided|its decided|my minds made up|i made up my mind)(?: (?:ages|weeks|months|a while|long) ago)? ?$`,
      ].join("|"),
    ),
  },
];

export const TWENTY_THIRD_UPGRADE = new RegExp(
  [
    // A date chosen and kept secret ("chose a date. told nobody").
    `^${NOT_AN_EVENT}(?=.* (?:chose|chosen|picked|set|fixed|decided on) (?:a|the|my) (?:date|day)(?= ))(?=.* (?:told nobody|told no one|not told anyone|havent told anyone|nobody knows|no one knows|telling nobody|not telling anyone)(?= |$))`,
    // Knowing exactly what one will do and when ("i know exactly what i'm going to do and when. please don't ask me for
    // details").
    `^${NOT_AN_EVENT}.* (?:know|worked out|decided) exactly what (?:im going to|im gonna|ill|i will|to) do(?: \\w+){0,2} (?:and )?(?:when|how|where)(?= |$)`,
    // A goodbye written ("written my goodbye").
    ` (?:written|wrote|writing) my (?:goodbyes?|goodbye letters?|farewells?)(?= )`,
    // The plan gone over or added to and finished, nothing left to sort ("went over the plan again tonight. nothing left to
    // sort"; "i keep adding to the plan ... i think it's finished now").
    `^${NOT_AN_EVENT}(?=.* (?:the|my) plan(?= ))(?=.* (?:nothing (?:left|more|else) to (?:sort|do|arrange|organi[sz]e|settle|add|fix)|(?:its|it is|the plans?|plans) (?:finished|complete|done|ready) now)(?= |$))`,
    // A high place sat beside all day with thoughts of jumping ("i work in an office tower and sit by the glass all day
    // thinking about jumping").
    `^(?!.* (?:parachut\\w*|skydiv\\w*|bungee|trampoline|pool|swim\\w*|dive|diving|into the (?:sea|water|lake|river))(?= ))(?=.* (?:tower|tower block|high rise|highrise|balcony|window|windows|glass|top floor|\\d+(?:st|nd|rd|th) floor|roof|rooftop)(?= ))(?=.* (?:thinking|think|thought|picture|picturing) (?:about |of )?(?:jumping|falling|stepping off|going over|stepping out)(?= |$))`,
    // Pills or painkillers kept "for when i'm ready".
    `^(?=.* (?:pills|tablets|painkillers|meds|medication|morphine|oxycodone|codeine|tramadol|sleeping pills|insulin|them)(?= )).* (?:kept|keeping|saved|saving|stored|storing|hidden|hid|hiding) (?:them|it|some|the \\w+)(?: \\w+){0,4} for when (?:im|i am|i feel|i get) ready(?= |$)`,
    // One's own birthday as the day ("my birthday's the day. it feels right to go on the same date i came").
    ` (?:my )?(?:birthdays|birthday is|birthday will be|birthdays going to be) the day(?= )| go on the (?:same )?(?:date|day) i (?:came|was born|arrived)(?= )`,
    // A day said as chosen, held in mind for weeks ("it'll be new year's eve. i've had it in mind for weeks").
    `^${NOT_AN_EVENT}(?=.* (?:itll|it will|its going to) be (?:on )?(?:new years eve|new years day|christmas(?: eve| day)?|easter|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \\d+(?:st|nd|rd|th)|my birthday)(?= ))(?=.* (?:had it in mind|in my mind|decided|planned|chosen|picked|made up my mind|for weeks|for months)(?= |$))`,
    // Going too once a pet or loved one has gone ("as soon as the dog's gone, i'm going too").
    ` (?:once|as soon as|when) (?:the|my|our) (?:\\w+ )?(?:dog|cat|pet|horse|mom|dad|nan|gran|grandma|grandad|husband|wife)s? (?:is |s |has )?(?:gone|dead|passed|died|put down)(?: \\w+){0,2} (?:im|i am|ill be|i will be|ill) (?:going|gone|go|following|following (?:him|her))(?: too| as well| with (?:him|her))(?= |$)`,
  ].join("|"),
);

export const TWENTY_THIRD_CONCERN: RegExp[] = [
  // The join's losses (blind-6, -34, -35, -45), won back as families: pretending nobody is home when people knock; a
  // family who have "earned some peace from me"; come to the end of one's road; a mother not called for a month, her
  // voice not wanted.
  / when (?:people|anyone|someone|somebody|they|friends|visitors|the \w+) (?:knock|knocks|call|calls|ring|rings|come round|comes round|visit|visits)(?: \w+)? i (?:pretend (?:no ones|nobodys|no one is|nobody is|im not|i am not) (?:home|in|here)|hide|dont answer|keep quiet)(?= |$)/,
  / (?:theyve|they have|theyd|youve|you have|hes|shes|hes|they|my \w+ (?:have|has)) (?:earned|deserve|deserved|need|needed) (?:some |a bit of |a little |a )?(?:peace|rest|break|breather|relief) from me(?= |$)/,
  / (?:come|came|got|reached|arrived) to the end of my (?:road|line|rope)(?= |$)/,
  /^(?=.* (?:havent|have not|hadnt|not) (?:called|rung|phoned|rang|spoken to|texted) (?:her|him|them|my \w+) (?:for|in) (?:a|two|three|four|six|several|\w+) (?:weeks?|months?)(?= ))(?=.* (?:dont|do not|cant|cannot) (?:want to|face|bear to) (?:hear\w*|see\w*|talk\w* to|answer\w*)(?= ))/,
  // Farewells to everyone: "this is me signing off" (not for the night or a break), "farewell from an old sailmaker. fair
  // winds to the lot of you".
  /^(?!.* (?:holiday|break|shift|lent|back (?:on|in|next|soon|tomorrow)|see you|speak soon|talk soon)(?= )).* (?:this is me|im|i am) signing off(?! (?:for|till|until|now|tonight|today|early|at|to))(?= |$)/,
  /^ farewell from (?:an? |your )?(?:old )?\w+(?: \w+)?(?= )| fair winds to (?:the lot of you|you all|all of you|everyone|everybody)(?= |$)/,
  // Told a grave "it won't be long till i'm with him"; not a visit planned.
  / (?:wont be long|not be long|wont be much longer|soon) (?:till|until|before) (?:im|i am|ill be|i will be) with (?:him|her|them|you|dad|mom|my \w+)(?= |$)/,
  // A note left for whoever gets one's Bible or things ("i've put a note in my bible for whoever gets it").
  /^(?=.* (?:note|letter|letters|notes)(?= )).* for whoever (?:gets|finds|inherits|ends up with|clears|has) (?:it|them|my \w+|this)(?= |$)/,
  // Words meant to be the last another remembers ("wanted those to be the last words she remembers").
  / (?:wanted|want|wanting) (?:those|that|them|it|this) to be the last (?:words?|thing|things) (?:she|he|they|you|my \w+) (?:remembers?|hears?|has)(?= |$)/,
  // A last journal entry thanking God for carrying one "as far as you did".
  / (?:carr\w+|brought|got|held|kept) me as far as (?:you|he|she|they) (?:did|have|could)(?= |$)/,
  /^(?!.* (?:of|for) (?:the|this) (?:year|month|term|book|notebook|trip|retreat|course)(?= )).* last entry in (?:my|this) (?:prayer )?(?:journal|diary)(?= )(?=.* (?:thank you|thanks|goodbye|farewell|amen)(?= |$))/,
  // Everything given away but what the writer wears ("emptied my wardrobe to the charity shop, all but what i'm wearing").
  / (?:all but|except|apart from|everything but) (?:what im wearing|the clothes (?:im wearing|on my back)|what im stood up in)(?= |$)/,
  // Plants or pets given on, with nobody here to care for them soon; not a holiday or a move.
  /^(?!.* (?:holiday|trip|away|travel\w*|hospital|surgery|operation|moving|move|flat|abroad|weeks?)(?= )).* nobody (?:here|around|left|at home) to (?:water|feed|walk|look after|care for) (?:them|it|him|her)(?: soon| anymore| after)?(?= |$)/,
  // Being only in the way, the reason a parent struggles, bringing only grief, the thing making a home miserable.
  / (?:im|i am) (?:only|just) (?:ever )?in the way(?= |$| at | to )/,
  /^(?!.* (?:maths|homework|exam|essay|lesson|driving|piano)(?= )).* (?:im|i am) the reason (?:shes|hes|theyre|she is|he is|they are|my \w+ (?:is|are)) (?:struggling|suffering|miserable|unhappy|broke|crying|so tired|worn out|exhausted|ill|sick)(?= |$)/,
  / all i (?:bring|give|cause|ever bring|ever give|ever cause) (?:\w+ ){0,4}is (?:grief|pain|trouble|hassle|misery|worry|stress|heartache|sorrow|tears)(?= )/,
  / (?:im|i am) the (?:thing|one|reason|problem|person) making (?:\w+ ){0,3}(?:miserable|unhappy|worse|hard|hell|a misery)(?= |$)/,
  // No way out pictured: no land in sight, every road ending at the same wall.
  / no (?:land|shore|dry land|light|way out|exit) (?:anywhere )?in sight(?= |$)/,
  / (?:whichever|whatever|every|any) (?:road|way|path|door|direction|turn)(?: i \w+)?(?: \w+){0,3} (?:finishes|ends|leads|comes|runs|stops) (?:at|to|in|into) (?:the same )?(?:brick )?(?:wall|dead end|nowhere|the same place)(?= |$)/,
  // Shutting everyone out as simpler; hiding when the priest or friends visit.
  / shut (?:the lot of them|everyone|everybody|them all|all of them|people|my friends|the world|my family) out(?= )(?=.* (?:simpler|easier|better|for good|now|anyway)(?= |$))/,
  / (?:i hide|hide|hiding|i pretend im out|pretend im not in|pretend im not home) when (?:the |my )?(?:priest|pastor|vicar|minister|elder|elders|friends?|neighbou?rs?|family|anyone|people|they|he|she) (?:visits?|calls?|call|comes?|knocks?|come round|comes round|calls round|call round|rings?)(?= |$)/,
];

/** A person of the writer's home. */
const HOUSEHOLD =
  "(?:husband|wife|partner|boyfriend|girlfriend|grandson|granddaughter|son|daughter|dad|father|mom|mother|stepdad|stepfather|stepmom|stepmother|brother|sister|uncle|aunt|carer|lodger|in law|parents|family)";

export const TWENTY_THIRD_ABUSE_AT_HOME = new RegExp(
  [
    // Food locked away, permission needed to eat.
    `^(?=.* ${HOUSEHOLD}(?= )).* (?:(?:lock|locks|locked|padlock|padlocks|hide|hides) (?:the )?(?:food|fridge|food cupboard|kitchen|cupboard)|(?:have to|must|made to|make me) ask (?:for )?(?:permission|them|him|her) to (?:eat|shower|wash|use the toilet|go out|leave))(?= )`,
    // Pushed at home, a pension card or money taken ("he's taken my pension card ... he pushes me, hard").
    `^(?!.* (?:coach|trainer|teacher|tutor|boss|instructor|sergeant|gym|training|practice|swing|wheelchair|pram|buggy)(?= ))(?=.* ${HOUSEHOLD}(?= )).* (?:he|she|they) (?:pushes|pushed|shoves|shoved|shove|push) me(?! (?:to|into|forward|on|further|harder|too|away|aside|around in)(?= ))`,
    // A pension card, bank card or post office book taken by someone at home.
    `^(?=.* ${HOUSEHOLD}(?= )).* (?:hes|shes|he has|she has|theyve|they have|has|have) (?:taken|took|kept|hidden) my (?:pension|bank|benefits?|post office|savings)(?: card| book| money)?(?= )`,
    // Hair pulled, a child called worthless.
    `^(?=.* ${HOUSEHOLD}(?= )).* (?:pulls|pulled|yanks|yanked|drags|dragged) (?:me by )?my hair(?= )`,
    // A partner hitting the writer's child.
    ` (?:husband|wife|partner|boyfriend|girlfriend|he|she) (?:hits|beats|slaps|smacks|kicks|punches|hurts|shakes) (?:our|my) (?:\\w+ ){0,2}(?:boy|girl|son|daughter|kids|children|baby|toddler|little one|ones)(?= )`,
    // A marriage arranged to a stranger with the phone and passport taken.
    ` (?:marrying|marry|married off to|make me marry|making me marry|forcing me to marry|force me to marry) (?:a|an) (?:\\w+ ){0,2}(?:man|woman|stranger)(?: \\w+){0,3} (?:ive|i have|i) never (?:met|seen|spoken to)(?= )| (?:taken|took|taking|take) my (?:phone and (?:my )?)?passport(?= )`,
    // Medication withheld unless the writer obeys; left on the floor.
    ` (?:wont|doesnt|will not|refuses to|does not) give me my (?:medication|meds|pills|tablets|insulin|inhaler)(?: \\w+){0,2} (?:unless|until|if i (?:dont|wont))(?= )| left me on the floor(?= )`,
  ].join("|"),
);

/**
 * Plan-set messages the heads read as danger (plan-blind-20, -42): a loved one ready to "go home to jesus" in old age, a
 * carer doing everything after a husband's knee replacement at 74 "myself", "i have rambled on long enough". Ordinary
 * pastoral situations (crisis-signals-pastoral.ts).
 */
export const TWENTY_THIRD_PASTORAL_ORDINARY =
  / (?:shes|hes|she is|he is|theyre|they are|says shes|says hes) ready to go (?:home )?to (?:jesus|god|the lord|heaven|glory|be with (?:jesus|the lord|god))(?= )| (?:after|since) (?:his|her|my (?:husbands|wifes|moms|dads)) (?:\w+ )?(?:knee|hip|shoulder|heart|back)? ?(?:replacement|operation|op|surgery)(?: \w+){0,6} (?:im doing|i do|i am doing|doing) (?:everything|it all)(?= )| (?:rambled|waffled|droned|gone|went|banged) on (?:long enough|too long|for too long|enough)(?= )/;
