import type { Signal } from "./crisis-signals.js";
import { FIREARM, MEANS_AT_HAND } from "./crisis-signals-sixteenth.js";

// Issue 12, session 53's round, read on blind-41 (sealed and read twice in session 52, readable from this
// session) and on what the session's join lost, each miss written as its family, not the one wording.
// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces). Four lists:
// - SEVENTEENTH_IDIOMS: ordinary speech behind blind-41's false alarms, taken out before the rules read the text;
// - SEVENTEENTH_CONCERN: veiled signs for the care line;
// - SEVENTEENTH_STRONG: direct statements;
// - SEVENTEENTH_ABUSE: danger from someone else to the writer or to someone in their home or care.
// SPORTING_EVENT_PLANNED keeps the direct head from reading a race planned to the last gel as a plan (crisis.ts).

/** A means the writer could take, named anywhere in the message. */
const A_MEANS = `(?:${MEANS_AT_HAND}|the means)`;

export const SEVENTEENTH_IDIOMS: RegExp[] = [
  // "Knock 'em dead tomorrow, love": good luck before a performance.
  / knock (?:em|them|em all|them all|the (?:audience|judges|crowd|panel|interviewers?)) dead(?= )/g,
  // A story's ending as a noun ("tale of two cities ending: it is a far, far better thing that i do"), not ending it.
  / (?:book|books|novel|novels|film|films|movie|movies|play|story|series|season|show|episode|chapter|opera|musical|game|cities|happy|sad|twist|surprise|alternate|alternative) ending(?= )/g,
  // An outburst taken back at once ("i'm ready to throw myself off the roof. not literally! just need a verse").
  / (?:im|i am|i was|ready to|about to|going to|gonna|could|want to|wanted to|i will|ill)(?: \w+){0,3} (?:throw myself|jump|kill|strangle|murder|drown|shoot|hang|die)(?: \w+){0,5} not literally(?= )/g,
  // What a safeguarding course covers ("lots about spotting abuse").
  / (?:lots|a lot|loads|all|much|mostly|plenty|everything) (?:of it )?(?:about|on) (?:spotting|recognising|recognizing|reporting|noticing|responding to) (?:the signs of )?(?:\w+ )?abuse(?= )/g,
  // A question about a character or a speaker in a text ("is he really talking about suicide or about action?").
  / (?:is|was|does|did) (?:he|she|hamlet|ophelia|the (?:speaker|narrator|character|poet|psalmist|writer|author)) (?:really |actually |just |even )?(?:talking|speaking|thinking|writing|meditating|musing) (?:about|on|of) (?:suicide|death|dying|killing (?:himself|herself))(?= )/g,
];

// The care line: a farewell said as final ("so long. for real this time."), giving away with "finished with all of
// it", a well with the cover slid back on, and withdrawal told as its signs (calls let go to voicemail, unread
// messages never opened, an injury made up to stop going, sitting in a chair now, the flat left only for milk).
export const SEVENTEENTH_CONCERN: RegExp[] = [
  // The join's loss (blind-35): "i stop to go to the church, to the supra, to see friends. i only stay home. i am not
  // interested in nothing."
  / i only stay (?:home|at home|inside|in my room|in the house)(?= $| i | im )| (?:im|i am) not interested in (?:nothing|anything)(?: anymore| any more)?(?= $)/,
  /^ (?:so long|farewell|goodbye|bye) (?:for real|for good|forever|this time)(?= )/,
  /^(?=.* (?:gave|give|given|giving|donated|donating) (?:away )?(?:my|all my|all the|everything))(?=.* (?:im|i am) (?:finished|done) with (?:all of it|everything|it all)(?: really)?(?= $))/,
  / (?:fallen|fell|falling|stuck|trapped|sitting) (?:down|in|at the bottom of) a (?:well|pit|hole)(?: \w+){0,10} (?:cover|lid|no way out|cant get out|no ladder|no light)(?= )/,
  / (?:ring|rings|call|calls|phone|phones|text|texts)(?: me)?(?: \w+){0,2} and i (?:just )?(?:let|leave) (?:it|them) (?:go to|ring out to|ring through to) (?:voicemail|the machine|answerphone)(?= )/,
  / \d+ unread (?:messages|texts|whatsapps)(?: \w+){0,3} (?:i )?(?:havent|have not|didnt|did not|cant|wont) (?:opened|open|read|answered|looked at) (?:one|any|a single one|them)(?= )/,
  / told (?:\w+ ){1,3}i (?:was|am|im) (?:injured|sick|ill|busy|away|working)(?: \w+){0,2} (?:im|i am|i was) not (?:injured|sick|ill|busy|away|working)(?= )/,
  / (?:now )?i (?:just|only) sit (?:in my chair|in the chair|at home|in the house|in my room|in the dark)(?: all day)?(?: now)?(?= $)/,
  / (?:since i|since id|havent|have not|i havent|i have not) (?:left|been out of|gone out of|stepped out of) (?:the|my) (?:flat|house|apartment|room|home) (?:except|apart from|other than|but) (?:to|for)(?= )/,
];

export const SEVENTEENTH_STRONG: Signal[] = [
  // The join's losses, each as its family. A ligature known to hold the writer's weight ("i bought a length of cable
  // and i know it can hold my weight"); not a climbing rope, a swing or a hammock.
  {
    kind: "suicide",
    re: /^(?=.* (?:cable|rope|cord|belt|flex|wire|scarf|strap|beam|branch|hook|rail)s?(?= ))(?!.* (?:climb\w*|abseil\w*|swing|hammock|zip ?line|harness|gym|tree ?house|pull ?ups?|hang(?:ing)? (?:the|a|my) (?:picture|mirror|shelf|plant|tv|coat))(?= )).* (?:know|knew|checked|tested|made sure|sure|think) (?:that )?(?:it|the \w+|they)(?: \w+)? (?:can|will|would|could|should) (?:hold|take|carry|bear) my weight(?= )/,
  },
  // Someone else's gun taken out and looked at ("my flatmate keeps a hunting rifle in our place. i've been taking it
  // out when he's at work and just looking at it"); not one cleaned, or kept in memory of its owner.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* ${FIREARM}s?(?= ))(?!.* (?:clean\\w*|oil\\w*|remind\\w*|memor\\w*|miss (?:him|her)|range|season|licence|license)(?= )).* (?:taking|take|took|get|getting|got) it out(?: \\w+){0,6} (?:and )?(?:just )?(?:look|looking|looked|stare|staring|stared|hold|holding|held) (?:at )?it(?= )`,
    ),
  },
  // "i get one plan ... all figured out, i know where an' when"; not a wedding or a trip's where and when.
  {
    kind: "suicide",
    re: /^(?=.* plan(?= ))(?!.* (?:wedding|party|trip|holiday|meeting|date night|surprise|proposal|birthday|reunion|match|game|meet up|meetup|picnic)(?= )).* i (?:know|knows|have|got|picked|decided) (?:the )?where (?:an|and|n) when(?= )/,
  },
  // The head saying "jump" wherever it is high ("anywhere high i go my head says jump").
  {
    kind: "suicide",
    re: /^(?=.* (?:anywhere|somewhere|everywhere|whenever|every time|when)(?: \w+){0,2} (?:high|up high|tall|heights?|bridges?|edges?|balcon\w*|cliffs?)(?= )).* (?:my (?:head|brain|mind)|a voice|something) (?:says|tells me|keeps saying|whispers|screams|shouts) (?:to )?jump(?= )/,
  },
  // A means the writer thinks of as the answer or a way out ("my dad's old rifle is in the house and i've started
  // thinking of it as the answer", "the drugs at work as a way out for me", "my mum's epilepsy meds ... i think about
  // them as my way out"); not the answer to a pain or a way out of an illness.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* ${A_MEANS}s?(?= ))(?!.* (?:lock\\w*|safe|safety|side effects?|prescription|prescribed)(?= )).* (?:think|thinking|thought|see|seeing|saw) (?:of|about)? ?(?:it|them|(?:the|my|\\w+s) (?:\\w+ ){0,3}${A_MEANS}s?(?: (?:at|in|on|from|under) (?:\\w+ )?\\w+)?) as (?:the|my|a|an) (?:(?:only |easy )?answer|way out|exit|escape|solution|option|way to end (?:it|things))(?! (?:to|for (?:the|my|our|this)|of|from|in)(?= ))(?= )`,
    ),
  },
  // The means and the writer together in one thought ("every trip i think about the shotgun and me").
  { kind: "suicide", re: new RegExp(` (?:think|thinking|thought) about (?:the|my|dads|\\w+s) (?:\\w+ )?${FIREARM} and me(?= )`) },
  // "Got the means. Got the thought. Just not the moment yet." opening the message.
  { kind: "suicide", re: /^ (?:got|have|ive got|i have got|now i have) (?:the|my) means(?! to| for| test)(?= )/ },
  // The head's picture of the writer stepping off or in front ("my brain keeps showing me the train coming into the
  // station and me stepping off the edge").
  {
    kind: "suicide",
    re: / my (?:head|mind|brain) (?:keeps|kept|always|just) (?:showing|giving|playing) me(?: \w+){0,10} (?:me|myself) (?:stepping|jumping|walking|falling|driving|going|running) (?:off|out in front|in front|into (?:the|a) (?:river|sea|water|road|traffic|path|canal)|over (?:the|a) (?:edge|side|railing|cliff)|under (?:the|a))(?= )/,
  },
  // Staying under on purpose ("i think about just staying under at the deep end").
  {
    kind: "suicide",
    re: / (?:think|thinking|thought|picture|picturing|imagine|imagining) (?:about )?(?:just (?:staying|stay) under|letting myself (?:sink|go under|drown)|(?:staying|stay) under on purpose)(?= )/,
  },
];

/** Someone in the writer's family or home who may harm a parent, a child or a brother in the writer's care. */
const HOUSEHOLD_AGENT =
  "(?:stepmother|stepmom|stepmum|stepdad|stepfather|sister in law|brother in law|mother in law|father in law|aunt|auntie|uncle|carer|caregiver|care worker|support worker|aide|driver|boyfriend|girlfriend|husband|wife|partner|lodger)";
const CARED_FOR = "(?:mum|mom|mam|mother|dad|father|nan|gran|grandma|grandad|grandpa|brother|sister|son|daughter)";

export const SEVENTEENTH_ABUSE: Signal[] = [
  // The join's loss (blind-23): a threat if the writer calls anyone ("then he told me if i call anyone he'll do worse
  // to both of us").
  {
    kind: "abuse",
    re: / if (?:i|we) (?:call|tell|ring|leave|report|phone|go to)(?: \w+){0,2} (?:hell|shell|he will|she will|hed|shed|he would|she would|theyll|they will) (?:do worse|hurt|kill|come after|make (?:me|us) pay|take the (?:kids|children|baby))(?= )/,
  },
  // A parent's new partner or a carer draining their account ("my mum's new boyfriend has been taking money out of her
  // account"), or all of it taken ("he takes all my mum's money").
  {
    kind: "abuse",
    re: new RegExp(
      ` my (?:${CARED_FOR})s (?:new )?${HOUSEHOLD_AGENT} (?:has been |is |s |keeps )?(?:taking|takes|took|stealing|steals|stole|draining|drains|emptying|empties|using) (?:money |all )?(?:out of |from )?(?:her|his) (?:account|bank|pension|savings|card|cards|money)(?= )| (?:takes|took|taking) all (?:of )?my (?:${CARED_FOR})s (?:money|pension|savings)(?= )`,
    ),
  },
  // A blow to a parent or a child when they ask or say no ("hits her if she asks for any").
  {
    kind: "abuse",
    re: / (?:hits|beats|slaps|kicks|hurts) (?:her|him|my (?:mum|mom|mother|dad|father|nan|gran|sister|brother)) (?:if|when|whenever|every time) (?:she|he) (?:asks|says|complains|tries|argues|refuses|talks|cries|answers)(?= )/,
  },
  // Someone in the family hurting a parent or brother in the writer's care ("my stepmother pinches him and shouts in his
  // face when she thinks nobody's watching", "his day-centre driver ... shoved him off the bus step. i'm his carer").
  {
    kind: "abuse",
    re: new RegExp(
      `^(?=.* (?:i look after|i care for|im (?:his|her) (?:carer|guardian)|i am (?:his|her) (?:carer|guardian)|(?:he|she) lives with (?:me|us)|in my care)(?= ))(?=.* (?:my|his|her) (?:\\w+ )?${HOUSEHOLD_AGENT}(?= ))(?!.* (?:playground|at school|game|match|playing|joking|accident|by accident)(?= )).* (?:pinches|pinched|pinching|slaps|slapped|shoves|shoved|pushes|pushed|shakes|shook|hits|hit|kicks|kicked|grabs|grabbed) (?:him|her)(?= )`,
    ),
  },
  // A parent in someone's daytime care with marks and fear ("i think she's hurting her. mum's got marks on her wrists
  // and she's terrified when the doorbell goes").
  {
    kind: "abuse",
    re: new RegExp(
      `^(?=.* my ${CARED_FOR}(?= ))(?!.* (?:friend|friends|neighbou?r|resident|client|patient|pupil|student|colleague|coworker)s?(?= )).* (?:i think|i suspect|im sure|im afraid|i know) (?:that )?(?:she|he|they)(?:s| is| are|re) (?:hurting|hitting|abusing|rough with|pinching|slapping) (?:her|him|them)(?= )`,
    ),
  },
  // An adult sending a child sexual messages, or telling them it is their secret ("texting my 14-year-old sexual things
  // and told her it's their secret with god").
  {
    kind: "abuse",
    re: / (?:texting|texted|messaging|messaged|sending|sent|dming|snapchatting) (?:my|our) (?:\d+ ?(?:year ?old|yo)|daughter|son|kid|child|girl|boy|stepdaughter|stepson)(?: \w+){0,3} (?:sexual|sexy|explicit|dirty|inappropriate|nude|naked|rude) (?:things|messages|stuff|pictures|photos|pics|texts|selfies)(?= )| told (?:her|him|them) (?:its|it is|this is) (?:their|our|a|his|her) (?:little |special )?secret(?: with god)?(?= )/,
  },
  // A boss throwing things at the staff, or pushing the writer into a hot place, or a threat of deportation if they
  // complain ("the head chef throws pans at us ... we'll be deported if we complain").
  {
    kind: "abuse",
    re: / (?:throws|threw|throwing|chucks|chucked) (?:pans|pots|knives|plates|trays|things|stuff|bottles|tools|chairs) at (?:us|me)(?= )| (?:we|i)(?:ll| will|d| would) (?:be|get) deported if (?:we|i) (?:complain|tell|report|speak|say|go to|talk)(?= )/,
  },
  // A threat with a weapon to the writer or their household ("threatened my husband with a bar"); not a parent's partner's
  // threat to the parent told from safety (blind-23: "my mum's boyfriend threatened her with a knife. we're at my aunt's").
  {
    kind: "abuse",
    re: / threatened (?:me|us|my (?:husband|wife|partner|son|daughter|kids|children|brother|sister)) with (?:a |an |his |her )?(?:bar|iron bar|metal bar|crowbar|knife|bat|baseball bat|hammer|machete|gun|pole|screwdriver|axe|bottle)(?= )/,
  },
  // The writer's child saying an adult hurts them ("today she said he hurts her"); not her feelings.
  {
    kind: "abuse",
    re: / (?:she|he|my (?:daughter|son|girl|boy)) (?:said|told me|says|finally said) (?:that )?(?:he|she|the (?:\w+ )?(?:coach|teacher|tutor|instructor|leader|man|driver|neighbou?r)) (?:hurts|hurt|has been hurting|is hurting|hits|hit|has been hitting) (?:her|him)(?! (?:feelings|pride))(?= )/,
  },
];

/** A race or ride planned to the last climb and gel: the direct head is not asked (crisis.ts). */
export const SPORTING_EVENT_PLANNED =
  /^(?=.* (?:race|marathon|sportive|triathlon|duathlon|ultra|time trial|gran fondo|tour of|ride|regatta)(?= ))(?=.* (?:planned|mapped out|worked out|figured out|prepped|trained for) (?:every|each|all the|the whole) (?:climb|gel|mile|lap|stage|split|hill|feed|route|step|detail|bottle)s?(?= ))/;
