import type { Signal } from "./crisis-signals.js";
import { MEANS_AT_HAND } from "./crisis-signals-sixteenth.js";

// Issue 12, session 55's round, read on blind-43 (sealed in session 54 and read twice, readable from this
// session), each miss written as its family, not the one wording. Patterns run on normaliseForCrisis text
// (lowercase, no apostrophes, punctuation as spaces, so a message's sentences run together). Four lists:
// - NINETEENTH_IDIOMS: ordinary speech taken out before the rules read the text;
// - NINETEENTH_STRONG: direct statements;
// - NINETEENTH_CONCERN: veiled signs for the care line;
// - NINETEENTH_ABUSE: danger from someone else to the writer or to someone in their home.

const MEANS = MEANS_AT_HAND;

/** Letters written to the people the writer leaves: goodbye letters, letters to the kids, letters dated or sealed. */
const LETTERS_WRITTEN =
  "(?:goodbye letters?|letters? (?:to|for) (?:my|each|all|the) (?:\\w+ ){0,2}(?:kids|children|girls|boys|sons|daughters|mum|mom|dad|wife|husband|ex|family|parents|sister|brother)(?!s? (?:teachers?|school|class|coach|doctors?|nursery|club|team|tutors?))|(?:wrote|written|writing|finished) (?:the|my) letters|wrote a letter to my \\w+ and one to|letters? (?:are |is )?(?:written|wrote|done|dated|sealed))";
/** Letters of an ordinary kind, or sent for an ordinary reason. */
const ORDINARY_LETTERS =
  "(?:cover|covering|reference|recommendation|application|complaint|christmas|thank you|thankyou|news|love|appeal|council|solicitors?|lawyers?|school|prayer|pen pal|santa|birthday|wedding|sympathy|condolence|resignation|offer|acceptance|rejection)(?: letters?| cards?)";
/** A day chosen, affairs settled or the writer's own resolve beside the letters. */
const SETTLED_OR_CHOSEN =
  "(?:(?:the )?dates? (?:is |s )?(?:picked|chosen|set|done)|the day (?:is |s )?(?:chosen|picked|set)|thats the day|(?:bills|debts?|will|credit cards?) (?:are |is |s )?(?:paid|done|sorted|settled)|paid off my|(?:im|i am|me) done(?= $)|ready for (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:going|go) (?:thru|through) with it|gone over it (?:so many times|again and again|over and over)|open after)";

// Ordinary speech behind the held-out plan sets' crisis replies (plan-blind-38, held out from this session): a road
// accident's driver "who hit my wife", and a parent's own feelings ("how do i help her without feeling hurt myself?").
export const NINETEENTH_IDIOMS: RegExp[] = [
  / (?:drunk |drink |speeding |hit and run )?(?:driver|car|van|lorry|truck|bus|cyclist|motorbike|motorcyclist|taxi) (?:who |that |which )?(?:hit|knocked down|knocked over|ran over) (?:my|her|him|them|our)(?= )/g,
  / (?:without )?(?:feeling|feel|felt) hurt myself(?= )/g,
];

export const NINETEENTH_STRONG: Signal[] = [
  // Letters written to the people left behind, beside a day chosen or affairs settled ("the date's picked, the letters to
  // my two girls are written and sealed", "letters dated the 14th. that's the day", "letters done. will done. date done. me
  // done"); not a cover letter, a reference or a Christmas card.
  {
    kind: "suicide",
    re: new RegExp(`^(?!.* ${ORDINARY_LETTERS}(?= ))(?=.* ${LETTERS_WRITTEN}(?= ))(?=.* ${SETTLED_OR_CHOSEN}(?= ))`),
  },
  // A method kept in the mind's eye all day, or thought of on the way past it ("keep picturing the pills. all day",
  // "drowning in the canal. that's where my head goes", "every visit i think about the dam and walking into it", "i think
  // about standing where one falls").
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:keep|kept|keeps|cant stop) (?:picturing|imagining|seeing) (?:the |my )?(?:${MEANS}|bridge|river|canal|dam|train|tracks|cliff|edge|ledge|drop|noose)(?= (?:all|every|again|$))| (?:drowning|jumping|hanging|throwing myself) (?:in|into|off|from) (?:the|a) (?:\\w+ )?(?:canal|river|lake|sea|dam|quarry|bridge|cliff|viaduct) (?:thats|that is) where my (?:head|mind|thoughts?) (?:goes|go|went)(?= )| (?:i )?think (?:about|of) (?:the (?:dam|canal|river|lake|sea|quarry|reservoir|weir)) and (?:walking|stepping|jumping|wading|going) (?:into|in|off)(?= )(?!(?: \\w+){0,5} (?:hot|swim|swimming|paddl\\w*|cool off|cool down|bliss|refreshing))| i (?:keep )?think(?:ing)? about standing (?:where (?:one|a tree|it|they) (?:falls?|comes? down)|in front of (?:the|a) (?:train|lorry|truck|bus))(?= )`,
    ),
  },
  // A means at hand the writer says could be used on themselves, or is thought of "for real" tonight ("there are drugs at
  // work i could use on myself", "the meds are here ... tonight i'm thinking about them for real").
  {
    kind: "suicide",
    re: new RegExp(
      ` ${MEANS}(?: \\w+){0,6} (?:i|id) could (?:use|take) (?:them |it )?on myself(?= )|^(?=.* (?:the )?${MEANS} (?:are|is) (?:here|right here|in the house|in reach))(?=.* (?:tonight|today) (?:im|i am) thinking about (?:them|it|using them|using it)(?: for real| seriously)?(?= ))`,
    ),
  },
];

export const NINETEENTH_CONCERN: RegExp[] = [
  // The join's two losses (blind-11, blind-12), won back as families: a family "carrying me" and worn out by it, a note to
  // "whoever reads this" with "I tried" or "I'm sorry".
  / (?:everyone|they|the (?:whole )?family|my (?:whole )?family|my (?:wife|husband|kids|children|parents)) (?:is|are|has been|have been|keeps|keep) carrying me(?= )| (?:to |dear )?whoever (?:reads|finds) this(?: \w+){0,8} (?:i tried|im sorry|i was here|goodbye)(?= )/,
  // A farewell said as the last time ("hugged them longer than usual at the school gate. it's the last time"), or a
  // goodbye with no return ("i won't be back on monday or ever").
  / hugged (?:them|him|her|my \w+)(?: \w+){0,2} longer than (?:usual|normal|ever)(?= )| (?:its|it is|this is|that was) the last time $| (?:wont|will not) be back(?: \w+){0,3} or ever(?= )/,
  // Things given away as no longer needed ("i told her it was time and i wouldn't be needing them", "my sewing machine went
  // to the refugee project ... i don't need any of it anymore"); not a baby grown out of things, a move or a new one.
  /^(?!.* (?:grown out|grew out|outgrown|baby|pregnan\w*|moving|moved|new one|upgrad\w*|retired|downsiz\w*|kids are grown)(?= ))(?=.* (?:went to|gave|given|giving|donated) )(?=.* (?:(?:wouldnt|would not|wont|will not) be needing (?:them|it|any of (?:it|them))|(?:dont|do not) need any of (?:it|them) any ?more)(?= ))/,
  // No way out said as roads run out ("i am out of roads").
  / (?:i am|im|ive run|i have run|i ran|ran) out of (?:roads?|road to run)(?= )/,
  // Withdrawal from the people and groups the writer had ("now i log on invisible or not at all", "my phone's been
  // switched off in a drawer for a week", "i've stopped opening the emails", "left all my whatsapp groups ... just gone
  // quiet", "i do not want to see any person").
  / (?:log|logging|go|going) on (?:as )?invisible(?= )| phones? (?:has |s )?been (?:switched |turned )?off(?: \w+){0,4} for (?:a|two|three|days|weeks|a week|a month)(?= )| (?:stopped|stop) opening (?:the |my )?(?:emails|messages|texts|post|letters)(?= )| left (?:all )?(?:my |the )?(?:whatsapp |group )?(?:groups|group chats|chats)(?: \w+){0,8} (?:gone quiet|gone silent|disappeared)(?= )| (?:do not|dont) want to see any (?:person|people)(?= )/,
];

export const NINETEENTH_ABUSE: Signal[] = [
  // A carer at home who withholds the writer's medicine ("my wife is meant to give me my ms medication and lately she just
  // doesn't"), an ex breaking a protection order, a stranger threatening to share a child's pictures, a parent's new
  // partner who hits the children ("mum's new husband ... hits us with whatever's near").
  {
    kind: "abuse",
    re: / (?:wife|husband|partner|boyfriend|girlfriend|son|daughter|carer|caregiver|mum|mom|dad|brother|sister|he|she) (?:is )?(?:meant|supposed) to give me my (?:\w+ )?(?:medication|medicine|meds|tablets|pills|insulin)(?: \w+){0,6} (?:doesnt|does not|wont|will not|refuses|stopped)(?! always| remember| forget)(?= )| (?:broke|breached|broken|breaching|violated|violating) (?:the|his|her|my|our) (?:protection|restraining|non molestation|no contact) order(?= )| (?:threatening|threatened|threatens) to (?:share|post|send|leak|spread) (?:\w+ ){0,2}(?:pictures|photos|pics|images|videos)(?: \w+){0,5} (?:unless|or else|if (?:i|she|he|we|they) (?:dont|do not|doesnt|does not|wont|refuse\w*))(?= )| (?:mums|moms|mothers|dads|fathers) (?:new )?(?:husband|boyfriend|partner|wife|girlfriend)(?: \w+){0,20} (?:hits|beats|hurts|kicks|slaps) (?:me|us)(?= )/,
  },
];
