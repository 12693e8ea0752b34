// Issue 12, third round: signs the earlier rounds missed on the two blind sets (both read and
// evaluated since, now training material), written as general structures rather than their
// phrasings, for a third blind set written elsewhere: a plan stated as a plan with a place or means,
// carbon monoxide and gathered means "so no one notices", a weapon loaded and held, "going
// through with it" at a time, "tonight is the night"; plainer farewells ("my last entry", "you won't
// have to worry about me"), possessions handed on to be kept, burden and no-way-out in images
// ("no light at the end", "more than I can bear"), self-harm urges and relapses, withdrawal from
// food, bed and people; abuse told as a threat, a stalker, hiding, or being hit "again". Ordinary
// twins are set aside as idioms (a last post before a fast, overdosing on cookies, "I'm doing it,
// signing up", a goodbye on one's last day at work, losing someone to suicide). Patterns run on
// normaliseForCrisis text (lowercase, no apostrophes, padded with spaces) and are bounded.
import { DRUG } from "./crisis-drugs.js";
import { NOT_SOMEONE_ELSE_OR_GLADLY_AGAIN } from "./crisis-signals-eighteenth.js";
import { ORDINARY_TASK } from "./crisis-signals-shapes.js";
import type { Signal } from "./crisis-signals.js";

/** Means of suicide as objects (pills of every name, weapons, ligatures, carbon monoxide). */
const MEANS =
  "(?:pills?|meds|medications?|medicines?|medicine cabinet|prescriptions?|tablets|sleeping (?:pills|tablets)|painkillers|insulin|tylenol|paracetamol|acetaminophen|ibuprofen|opioids|oxy\\w*|fentanyl|heroin|morphine|codeine|tramadol|hydrocodone|xanax|benzos|valium|ambien|antidepressants|gun|guns|pistol|handgun|revolver|rifle|shotgun|firearm|bullets|rope|noose|belt|cord|blades?|razors?|knife|knives|charcoal|exhaust|hose|tape|car in the garage)";
/** A place or act of a method (a height, a road, water, swallowing everything). */
const METHOD_PLACE =
  "(?:over the edge|off (?:the|a|my) (?:\\w+ )?(?:edge|ledge|bridge|roof|balcony|cliff|overpass|building|car park|parking (?:garage|deck))|(?:jump|jumping|leap|leaping|fall|falling) (?:from|off)|from (?:my|the|a) (?:balcony|roof|bridge|window|ledge)|into (?:traffic|the (?:river|lake|sea|ocean))|in front of (?:a|the) (?:train|bus|truck|car)|swallow (?:everything|all|every)|(?:take|taking) (?:all|every|everything)|(?:hang|hanging) (?:myself|from)|(?:drown|drowning)|carbon monoxide|exhaust|overdos\\w*|lock(?:ed)? (?:myself|the door)(?: \\w+){0,3} (?:pills|garage|car))";
const TIME =
  "(?:tonight|today|tomorrow|this weekend|this week|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|at (?:midnight|dawn|\\d+)|in (?:a|an|\\d+|two|three|a few) (?:hour|hours|days?|weeks?)|(?:after|before) (?:my|the|his|her|christmas|new year|everyone)(?: \\w+){0,3}|when (?:everyone|the house|my \\w+|they) (?:is|are|goes|go|leaves|leave|falls?) (?:asleep|out|away|to (?:work|bed|sleep))|thats (?:\\d+|one|two|three|a few) days?)";
/** What "it" is in an ordinary "I'm doing it": an event, a purchase, a brave step. */
const ORDINARY_IT =
  "(?:sign\\w* up|signing|asking|ask (?:her|him)|apply\\w*|book\\w*|regist\\w*|propos\\w*|enroll\\w*|quit\\w* my job|marathon|(?<!after (?:my |the |our |his |her )?(?:\\w+s )?)wedding|(?<!from |after |since )surgery|move|moving|interview|race|exam(?! results?)|test(?! results?)|diet|challenge|bungee|skydiv\\w*|tattoo|haircut|baptism|baptized|finally (?:doing|going|asking|telling|signing|getting|booking|trying))";

export const GENERAL_IDIOMS: RegExp[] = [
  / (?:last|final) (?:post|message|entry|update|day|night|video)(?: \w+){0,3} (?:before|until|till|for a while|for now|of the (?:year|week|month|day)|of (?:2\d+|lent|advent|summer|vacation|the trip))(?: \w+){0,6}/g,
  // "Overdosed on chocolate": anything but a drug (crisis-drugs.ts) or "them", "it", "sleeping ...";
  // "overdosed on purpose" is the act itself (session 29).
  new RegExp(
    ` (?:overdos\\w*|od ing|oding) on (?!(?:my |the |some |all |his |her |their )?(?:\\w+ )?(?:${DRUG}|sleeping|them|it|purpose)(?= ))\\w+`,
    "g",
  ),
  new RegExp(` (?:im |i am |were |going to |gonna )?(?:doing|do|going through with|go through with) it(?: \\w+){0,3} ${ORDINARY_IT}`, "g"),
  new RegExp(` ${ORDINARY_IT}(?: \\w+){0,6} (?:doing|do|going through with|go through with) it`, "g"),
  / (?:last day|leaving|retiring|moving|my last shift|graduat\w*|farewell party|new job)(?: \w+){0,8} (?:goodbye|bye|farewell) (?:everyone|everybody|all|guys|yall)/g,
  / (?:lost|lose|losing|lost (?:a|our|my) \w+) (?:someone|somebody|loved ones|people|friends|family members|a loved one|members|students|veterans|a \w+) to suicide/g,
  / (?:talk|talking|speak|speaking|explain|explaining|discuss|discussing) (?:to|with) (?:my|our|a|the) (?:\w+ ){0,2}(?:teen\w*|kids?|son|daughter|students?|class|youth group|youth|children|friends?|congregation|group)s? about (?:suicide|self harm|death)/g,
  / (?:gave|giving|give) (?:away )?(?:my|our) (?:\w+ ){1,3}to (?:my|a|the|our) \w+ (?:since|because|for (?:his|her|their) (?:birthday|graduation|wedding)|for christmas|as a (?:gift|present))/g,
  / (?:hate|hating) myself for (?:eating|buying|ordering|forgetting|watching|binging|skipping|sleeping in|missing|procrastinating|saying yes|signing up)/g,
  / hang(?:ing)? (?:up )?(?:the |my |some |a |our |new )?(?:\w+ )?(?:pictures?|paintings?|curtains|blinds|lights|laundry|clothes|coats?|decorations|shel(?:f|ves)|art|frames?|mirrors?|tv|wreath|banners?|flags?|hammock|posters?|ornaments|stockings|towels)/g,
  / (?:bought|got|buying|need|have|bring|brought|packed) (?:some |a |the |new )?(?:rope|ropes|cord)(?!(?: \w+){0,6} (?:not|told|said|tell|say|pretended) )(?: \w+){0,6} (?:camping|tent|tarp|climbing|boat|swing|garden|moving|tie down|hammock|dog|clothesline|trip|truck|kayak|canoe|sailing|project|craft)/g,
  // Someone else's words or crisis, asked about by a helper (no time or means of their own).
  / (?:keeps |kept )?(?:saying|says|said|say|typing|types|texts|texting|posts|posting) (?:kill myself|kill yourself|i want to die)(?= (?:when|if|every|all|about|whenever|as a joke|online|in (?:the )?(?:game|chat))| $)/g,
  / (?:friend|sister|brother|son|daughter|student|coworker|cousin|roommate|wife|husband|mom|dad|teen\w*|classmate)s?(?: \w+){0,4} (?:wants|want|is going|is planning|said (?:she|he|they) (?:wants|want|is going)|told me (?:she|he|they) (?:wants|want|is going)) to (?:kill (?:herself|himself|themselves)|die|end (?:her|his|their) life)(?=.* (?:how (?:do|can|should) i|what (?:do|should|can) i|how to|how can we) (?:help|support|talk|comfort|respond|reach))(?!.* (?:tonight|right now|has (?:a|the) (?:gun|pills|knife|rope)))/g,
  / (?:comparing|compare) myself to (?:everyone|others|other people|people)/g,
  // Care-line twins: a way out of a maze or a contract, disappearing into a book, a burden in old age.
  / no way out of (?:this |the |my |a |our )?(?:\w+ )?(?:maze|traffic|jam|contract|lease|deal|meeting|level|escape room|puzzle|commitment|subscription|loan|mortgage|class|course|line|queue|snow|parking \w+|game|situation at work)/g,
  / (?:disappear|vanish|hide|crawl) (?:into|under|in|for|with) (?:a |the |my |some )?(?:\w+ ){0,2}(?:book|books|blanket|blankets|game|games|show|movie|movies|series|netflix|cabin|mountains|woods|beach|vacation|holiday|weekend|hobby|garden|music|novel|bed with (?:a|my) (?:book|show))/g,
  / (?:trapped|stuck) in (?:a |this |my |the )?(?:dead end )?(?:job|traffic|elevator|meeting|lease|contract|routine|rut|airport|snow|line|queue)/g,
  / (?:affairs|things|paperwork|finances) in order (?:for|before) (?:my |our |the )?(?:retirement|move|moving|taxes|tax season|baby|trip|surgery|wedding|new job)/g,
  / who gets (?:which|what) (?:family )?(?:recipes?|room|bedroom|chores?|seat|car|gifts?|presents?|shifts?)/g,
  / goodbye to (?:the |my |our )?(?:old year|year|summer|winter|old house|old job|old apartment|old car|\d+)/g,
  / (?:cant|can not|cannot) (?:take|do|stand|handle) (?:this|the) (?:heat|cold|weather|noise|traffic|homework|math \w+|math|class|course|commute|snow|humidity|rain|line|queue|paperwork|spreadsheet)/g,
  / (?:dont|do not|never) want to be a burden(?: \w+){0,4} (?:when im old|in (?:my )?old age|as i (?:age|get older)|when i get old|in retirement)/g,
  / tired of fighting (?:with|about|over) (?:my|the|our) (?:teen\w*|kids?|son|daughter|husband|wife|brother|sister|roommate|landlord|insurance|printer)/g,
  / (?:friend|son|daughter|wife|husband|mom|dad|brother|sister|student|coworker|someone|people|teens?|teenagers?|kids?|child|children|members?|parents?)s? (?:with|who has|who have|struggling with|battling|suffering from) depression/g,
  / (?:gave|give|giving|donat\w*) (?:away )?(?:my |our )?(?:old |outgrown |extra |spare )(?:\w+ )?(?:clothes|toys|books|furniture|stuff)/g,
];

export const GENERAL_STRONG: Signal[] = [
  // A plan said as a plan, with a method, a place or means.
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:my plan is|the plan is|i plan|im planning|ive planned|i planned|planning)(?: it out| to)?(?: \\w+){0,10} (?:${METHOD_PLACE}|${MEANS})`,
    ),
  },
  // A method or place said as the member's next act, with a time.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:im going to|im gonna|ill|i will|going to|gonna|planning to|about to)(?: \\w+){0,3} (?:${METHOD_PLACE}))(?=.* ${TIME} )`,
    ),
  },
  // A height named and going over it.
  {
    kind: "suicide",
    re: / (?:bridge|ridge|cliff|ledge|roof|rooftop|overpass|balcony|dam)(?: \w+){0,12} (?:thinking about|think about|thought about|decided to|going to|gonna|to|and) (?:go|going) over(?! (?:the (?:plan|notes|budget|details|material|numbers|lesson|list|speed|limit)|it|there|to|for))(?= )/,
  },
  // Carbon monoxide: a hose, tape or charcoal with the car or a night chosen.
  { kind: "suicide", re: / (?:hose|tape|charcoal)(?: \w+){0,4} (?:car exhaust|exhaust|the car|right night|garage|sealed)/ },
  // Means gathered so no one notices, or kept and thought about.
  {
    kind: "suicide",
    re: new RegExp(` ${MEANS}(?: \\w+){0,6} so (?:no one|nobody|noone) (?:notices|knows|finds out|would notice|will notice|suspects)`),
  },
  { kind: "suicide", re: new RegExp(` (?:hoard\\w*|stockpil\\w*|stash\\w*|saving up|saved up)(?: \\w+){0,3} ${MEANS}`) },
  {
    kind: "suicide",
    re: /(?:gun|pistol|rifle|shotgun|revolver)(?: \w+){0,10} (?:thought about it|thinking about it|think about it|know where the key)/,
  },
  {
    kind: "suicide",
    re: / (?:loaded|load|cocked) (?:it|the gun|my gun|the pistol|my (?:\w+ )?rifle|the rifle|the shotgun)(?: \w+){0,6} (?:sitting|holding|here with it|in my lap|next to me|on my lap|staring)/,
  },
  // Doing it at a time: "going through with it", "doing it today", "tonight is the night". Session 54: not someone else
  // doing it ("our priest is doing it maundy thursday"), nor "i'd do it again tomorrow" (a kidney donor; blind-35).
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_TASK.source}).*${NOT_SOMEONE_ELSE_OR_GLADLY_AGAIN} (?:(?:going through with it|go through with it|doing it|do it|ending it|end it)(?: \\w+){0,4} ${TIME}| ${TIME}(?: \\w+){0,6} (?:going through with it|go through with it|im doing it|ill do it|im going to do it|i do it))`,
    ),
  },
  {
    kind: "suicide",
    re: / (?:tonight|today|tomorrow) (?:is|will be) the (?:night|day)(?: \w+){0,6} (?:im done|done|goodbye|no more|its over|cant|ready to go)/,
  },
  { kind: "suicide", re: / (?:crash|wreck|swerve|drive|total) (?:my car|the car|my truck|it|myself)(?: \w+){0,3} on purpose/ },
  {
    kind: "suicide",
    re: / (?:im going to|ill|gonna|going to|want to|im gonna) (?:be|lie|lay|stand|sit|walk|go|step) (?:down )?(?:on|onto) (?:the )?(?:train |railway |rail )?tracks/,
  },
  {
    kind: "suicide",
    re: / (?:garage(?: \w+){0,10} (?:engine|motor|car) (?:running|on|started|idling)|(?:engine|motor) (?:running|on|started|idling)(?: \w+){0,10} garage)/,
  },
  {
    kind: "suicide",
    re: / (?:loaded|cocked) (?:(?:my|the|his|her) )?(?:\w+ )?(?:gun|pistol|rifle|shotgun|revolver)(?: \w+){0,6} (?:im done|goodbye|its time|tonight|ready|sorry|for me)/,
  },
  // Faith words for one's own death ("come home", "be with the Lord", "meet my maker") with a time or means.
  // Session 45: not going home to someone or something ("going home to hug my kids" after a shift today).
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:i|im|i am|ill)(?: \\w+){0,4} (?:come|go|going|coming) home(?: to (?:jesus|the lord|god|heaven|my father))?(?! to (?:hug|see|my|the|our|cook|sleep|bed|rest|feed|walk|watch|eat|pray|read|kiss|tuck|put))| (?:i|im|i am|ill)(?: \\w+){0,4} (?:be with|see|meet) (?:jesus|the lord|god|my maker|my saviou?r) )(?=.*(?: ${TIME}| ${MEANS} ))`,
    ),
  },
  // Means at a place and a time the member is going to it ("the shotgun is in the barn and I'm going out there tonight").
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.* (?:hunting|hunt|deer|range|camping|cleaning|clean it|safe|doctor|pharmacy|prescribed|refill|vitamins))(?=.* (?:gun|guns|pistol|handgun|revolver|rifle|shotgun|rope|noose|pills|meds|bottle) (?:is|are|sits|sit|still|in|under) )(?=.* (?:im|i am|ill|i will) (?:going|go|heading|walking|driving) (?:out )?(?:there|to it|to get it|for it)(?: \\w+){0,2} ${TIME})`,
    ),
  },
  // A day chosen together with notes or letters written.
  {
    kind: "suicide",
    re: /^(?=.* (?:picked|chosen|chose|set|decided on) (?:a|the|my) (?:date|day|night|time)(?! (?:for|of) (?:the|our|my|a|her|his|their) ))(?=.* (?:notes?|letters?|goodbyes?|its (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)) )/,
  },
  // Living only as long as someone else ("when he's gone, so am I"); carbon monoxide in a garage.
  {
    kind: "suicide",
    re: / when (?:hes|shes|theyre|he is|she is|they are|its|it is|\w+ is) gone (?:so am i|im gone too|ill go too|i go too)/,
  },
  { kind: "suicide", re: / (?:garage(?: \w+){0,6} (?:engine|car|motor) running|(?:engine|car|motor) running(?: \w+){0,6} garage)/ },
  {
    kind: "suicide",
    re: / (?:im|i am) (?:doing|going to do) it (?:today|tonight|now)(?: \w+){0,4} (?:cant|can not|cannot) (?:wait|take|do this|go on)/,
  },
];

export const GENERAL_ABUSE: Signal[] = [
  // A partner or relative threatens harm if the member leaves or tells. Session 45: the one threatened is
  // a whole word ("she would kill herself if she failed" is no threat to "her").
  {
    kind: "abuse",
    re: / (?:says|said|threatens|threatened|swears|swore|tells me|told me|yelling|yelled|screaming|screamed)(?: \w+){0,6} (?:he|she|they)(?:ll| will| would| d| is going to| s going to| is gonna) (?:find me and |come back and |track me down and )?(?:hurt|kill|end|take|beat|hit|find|get) (?:me|us|the kids|my|our|the baby|him|her)(?= |$)(?! (?:\w+ )?(?:to|for|out|swimming|camping|fishing|shopping) (?:the |a )?(?:park|zoo|beach|pool|movies|cinema|game|school|doctor|dentist|lunch|dinner|ice cream|swimming|camping|fishing|shopping))/,
  },
  {
    kind: "abuse",
    re: / (?:my (?:ex|exhusband|exwife|husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mother|stepdad|stepmom|brother|uncle)|he|she)(?: \w+){0,8} (?:threaten\w* (?:me|us|to)|stalk\w* me|follows me everywhere|following me everywhere)/,
  },
  {
    kind: "abuse",
    re: / (?:got|get|was|been|keep getting) (?:hit|beaten|beat up|slapped|punched|kicked|choked|strangled|shoved) (?:again|last night|tonight|today|this morning|every)/,
  },
  {
    kind: "abuse",
    re: / (?:wont|will not|doesnt|does not) stop (?:hitting|beating|hurting|choking|kicking)| one day (?:he|she)(?: \w+){0,2} (?:wont|will not) stop/,
  },
  {
    kind: "abuse",
    re: / (?:door|room) locked because of (?:my|him|her|them)| lock (?:my|the) door (?:because of|so) (?:my|him|her|he|she)/,
  },
  {
    kind: "abuse",
    re: / hiding (?:in|from)(?: \w+){0,4} (?:hes|shes|he is|she is|he s|she s) (?:throwing|yelling|screaming|drunk|breaking|looking)/,
  },
  { kind: "abuse", re: / controls? (?:all )?(?:our|my) (?:money|phone|car|friends)(?: \w+){0,6} (?:hurt|kill|leave|go|take the kids)/ },
];

/** Veiled signs in their plainest words: the gentle care line, never the crisis reply alone. */
export const GENERAL_CONCERN: RegExp[] = [
  // farewells
  / this is my (?:last|final) (?:\w+ )?(?:entry|post|message|prayer|letter|words)/,
  / (?:wont|will not|dont|never) have to worry about me (?:after|anymore|again|much longer)/,
  / if (?:anything|something) (?:happens|should happen) to me/,
  / (?:at peace with|ready for) (?:leaving|going|the end|it all ending)| said (?:everything|all) i (?:needed|wanted) to say/,
  / (?:thank you|thanks) for (?:all the|everything|the) (?:prayers|memories|love)(?: \w+){0,4} (?:last|goodbye|final|done|forever)/,
  / (?:only|last) (?:thing|reason|one|person)(?: \w+){0,2} (?:stopping|keeping|holding) me/,
  / (?:i|im|i am)(?: \w+){0,4} (?:go|going|come|coming) home (?:to (?:jesus|the lord|god|heaven)|to be with)| (?:i|im|i am)(?: \w+){0,2} (?:want|ready|longing|long) to (?:be with|see|meet) (?:jesus|the lord|god|my maker)(?! (?:in (?:prayer|worship|church)|every|today in))/,
  / better off with (?:someone|somebody|anyone|another \w+) (?:else|better)?/,
  // possessions handed on to keep
  / (?:gave|give|giving|left|mailed|sent|donated|handed) (?:away )?(?:all )?(?:my|his|her) (?:\w+ ){0,4}(?:to|with|back to) (?:my|a|the|his|her) \w+(?: \w+){0,6} (?:keep|should have|have it|for good|final)/,
  / (?:gave|give|giving|left) (?:my|all my) (?:\w+ ){0,3}(?:keys|car|watch|ring|bike|books|guitar|necklace|jewelry|plants|records?|collection|clothes)(?: \w+){0,6} (?:keep|final|not me|need)/,
  / (?:donated|gave away|given away|got rid of) (?:all|everything|most) (?:of )?my (?:clothes|things|stuff|belongings)(?! (?:to make room|for the move|before (?:the|we) move))/,
  / (?:my )?\w+ gets my \w+| (?:gave|give|giving) away my(?: \w+){1,4} (?:feels|it feels|its) final| feels final| should have it not me/,
  // burden
  / better off with (?:the )?(?:insurance|money|life insurance)(?: \w+){0,4} than (?:with )?me/,
  / (?:relieved|happier|better|lighter|brighter|easier|fine)(?: \w+){0,3} if i (?:just |simply |finally |quietly )(?:disappeared|vanished|left|was gone|went away|died)/,
  / (?:place|world|life|home|house) (?:would be |is )?(?:a )?(?:better|brighter|easier|happier|lighter)(?: \w+){0,3} with me gone| with me gone from/,
  / (?:get|got) over me (?:fast|quickly|soon)| (?:forget|forgotten) me (?:fast|quickly|soon) anyway/,
  // no way out
  / no light at the end| (?:dark|darkness|pain|this) (?:forever|will never (?:end|let up|stop|lift|go away))| will never let up/,
  / more than i can (?:bear|take|handle|carry)| no way (?:to|i can|for me to) (?:climb|get|crawl|dig) out| (?:stuck|trapped) in (?:a|this) (?:hole|pit)/,
  // self-harm: urges, relapses, cuts
  / (?:picking|pick|reopen\w*|open\w*) (?:at )?(?:the |my )?(?:cuts|scabs|wounds|scars)| (?:want|need|urge) to cut (?:so bad|again|really bad|right now|myself)| want to cut so| shd | lost my \d+ days clean| \d+ days clean (?:from|gone|lost)/,
  // withdrawal: food, feeling, bed, people
  / (?:havent|have not|haven t) (?:eaten|slept|showered|left (?:the house|my room|bed)|spoken to anyone|talked to anyone) in (?:days|weeks|a week|a month)/,
  / (?:dont|do not|cant|can not) (?:feel|care about) anything anymore| (?:lie|lay|lying|laying|stay|stayed|staying) in bed all day(?! (?:with|because|sick|recovering|after|watching|reading))/,
  / (?:nobody|no one|noone) has heard from me| prefer it that way| (?:im|i am) better (?:off )?alone| left alone forever| (?:dont|do not) want anyone to reach me/,
];
