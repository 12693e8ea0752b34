import type { Signal } from "./crisis-signals.js";
import { ACCIDENTALLY } from "./crisis-signals-accident.js";
import { MEANS_AT_HAND } from "./crisis-signals-sixteenth.js";

// Issue 12, session 56's round, read on blind-44 (sealed in session 55 and read twice, readable from this
// session), each miss written as its family, not the one wording. Patterns run on normaliseForCrisis text
// (lowercase, no apostrophes, punctuation as spaces, so a message's sentences run together). Four lists:
// - TWENTIETH_IDIOMS: ordinary speech taken out before the rules read the text;
// - TWENTIETH_STRONG: direct statements;
// - TWENTIETH_CONCERN: veiled signs for the care line;
// - TWENTIETH_ABUSE: danger from someone else to the writer or to someone in their home.

const MEANS = MEANS_AT_HAND;

/** An ordinary event a date is set for, or a plan made toward. */
export const ORDINARY_EVENT =
  "(?:wedding|party|parties|move|moving|trip|holiday|surgery|op|operation|exam|exams|test|interview|launch|opening|baptism|christening|confirmation|ordination|graduation|sale|completion|baby|due|court|hearing|funeral|memorial|event|fair|concert|show|match|race|marathon|camp|retreat|conference|visit|flight|booked|venue|cake|dress|guests|invites|invitations|rsvp|celebrat\\w*|excited|cant wait|service|reunion|anniversary)";

/** Fun and sport said of a jump, so a pictured leap is no method. */
const LEAP_FOR_FUN =
  "(?:cant wait|fun|swim\\w*|dive|diving|bungee|zip ?line|parachut\\w*|skydiv\\w*|tombston\\w*|coasteering|into the (?:sea|water|pool|lake|river)|paraglid\\w*|abseil\\w*)";

// Ordinary speech behind blind-44's false alarms: a plan "shot down" and a bullet bitten, and a firearm
// certificate renewed ("got my shotgun certificate renewed today after a four-month wait").
export const TWENTIETH_IDIOMS: RegExp[] = [
  / (?:got |was |were |been |get |gets |getting )?shot down(?= )/g,
  / (?:bite|bit|biting|bites) the bullet(?= )/g,
  / (?:shotgun|firearms?|gun|rifle|fac) (?:certificate|certs?|licen[cs]e|permit)s?(?: \w+){0,3} (?:renewed|renewal|granted|came through|arrived|approved|application|applied for|inspection|check|visit)(?= )/g,
];

export const TWENTIETH_STRONG: Signal[] = [
  // A life taken said as "mine" after others' lives ("i spend my days helping people get their lives back and i have
  // decided to take mine").
  {
    kind: "suicide",
    re: / (?:lives?|life)(?: \w+){0,10} (?:decided|deciding|going|planning|plan|want|wanting|ready|about|choosing|chosen|made up my mind) to (?:take|end) mine(?= )/,
  },
  // A day set and all else ready, with no ordinary event named ("date's set. sunday. everything else is ready").
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.* ${ORDINARY_EVENT}(?= ))(?=.* (?:the )?dates? (?:is |s |has been |been )?(?:set|picked|chosen)(?= ))(?=.* everything (?:else )?(?:is |s )?(?:ready|sorted|done|in place)(?= ))`,
    ),
  },
  // A leap pictured again and again ("walking the coast path ... i kept picturing stepping off the edge"); not a jump
  // for fun, into water or on a rope.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.* ${LEAP_FOR_FUN}(?= )).* (?:keep|kept|keeps|cant stop|been|im|i am) (?:picturing|imagining|seeing|thinking about) (?:myself )?(?:stepping|jumping|walking|throwing myself|launching myself|leaping) (?:off|over|from|in front of) (?:the|a|that) (?:\\w+ )?(?:edge|cliff|ledge|bridge|platform|roof|drop|balcony|railing|rail|train|lorry|truck|bus|traffic)(?= )`,
    ),
  },
  // A means thought of as a way to die, or more than sleep ("sleeping tablets from my gp. i think about them more than
  // i sleep", "now they're all i think about as a way to die").
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:think|thinking|thought) about(?: \\w+){0,3} as (?:a|my|the) way (?:to die|out(?! of)|to end (?:it|it all|my life|things))(?= )|^(?!.* (?:forget|forgot|forgetting|remember|side effects?|withdrawal|weaning|taper\\w*|come off|coming off)(?= )).* ${MEANS}(?: \\w+){0,12} (?:i think about (?:them|it) (?:more than|all the time|constantly|every (?:day|night))|(?:theyre|its|they are|it is) all i think about)(?= )`,
    ),
  },
  // The join's losses (blind-20, blind-22, blind-28), won back as families: the way up to a high place in the writer's
  // pocket and "everything i need up there"; a poison moved to the writer's room "to drink"; cutting told as the
  // writer's own habit with a word between ("i've been cutting my upper arms since the season started").
  {
    kind: "suicide",
    re: / (?:keys?|access|the code|a pass) (?:to|for) the (?:\w+ )?(?:tower|roof|belfry|spire|steeple|top floor|car park|multi ?storey)(?: \w+){0,10} (?:everything|all|what) i need (?:is )?up there(?= )| (?:weedkiller|weed killer|bleach|antifreeze|poison|pesticide|paraquat|rat poison|drain cleaner)(?: \w+){0,16} (?:in|into|to) my (?:room|bedroom)(?: \w+){0,3} to (?:drink|swallow)(?= )/,
  },
  {
    kind: "self_harm",
    re: new RegExp(
      ` (?:ive been|i have been|i keep|i started|ive started|i still) (?:cutting|burning|scratching) my (?:upper |lower |inner |own )?(?:arms?|legs?|thighs?|wrists?|skin|stomach|hips?|body)${ACCIDENTALLY}`,
    ),
  },
  // A means at hand and fear of what the writer might do with it ("i have access to a firearm and i'm scared of what i
  // might do with it"), "the means" near ("i'm near the means, i won't say what"), a means thought of beside the writer
  // ("i think about the knife and me").
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:${MEANS}|firearm)(?= ))(?=.* (?:scared|afraid|frightened|terrified|worried) (?:of )?what i (?:might|could|would|will|ll|may) do(?= ))| (?:im|i am|i have|ive got|i got|i keep|i sit|sitting|i live|i work) (?:near |close to |next to |beside |by |around )?the means(?! (?:to|of|for|test|tested|testing))(?= )| (?:think|thinking|thought) (?:about|of) (?:the |my |a )?${MEANS}(?: \\w+){0,2} and (?:me|myself)(?= )`,
    ),
  },
];

export const TWENTIETH_CONCERN: RegExp[] = [
  // A goodbye said to a friend, the world or everyone, and signed off ("farewell friend. its been real").
  / (?:farewell|goodbye|bye) (?:my )?(?:friend|friends|world|everyone|everybody|all)(?: \w+){0,3} (?:its|it has|it was|its been|it has been) (?:been )?(?:real|fun|nice|good|a ride)(?= )/,
  // Things given away, every one of them ("giving my books to the school library. all of them. i'm 15"), or given "from
  // my hand" ("i wanted them to have them from my hand"); not a move, a clear-out or new ones.
  /^(?!.* (?:moving|move|moved|downsiz\w*|declutter\w*|clear out|clearing out|kindle|e ?reader|outgrown|grew out|grown out|capsule|minimalis\w*|new|newer|replac\w*|upgrad\w*|sold|selling|car boot)(?= )).* (?:giving|gave|given|give) (?:away )?(?:all )?my (?:\w+ ){0,2}(?:books|games|clothes|stuff|things|records|cds|vinyl|collection|art|drawings|paintings|plushies|teddies|toys|figures|cards|comics|guitars?)(?: \w+){0,8} all of (?:them|it)(?= )| (?:wanted|want|wanting) (?:them|her|him|you|the \w+|my \w+) to have (?:them|it|these|this)(?: \w+){0,2} from my (?:own )?hands?(?= )/,
  // The join's losses (blind-11, blind-42), won back as families: a treasured thing sealed in an envelope for a child
  // ("put my wedding ring in an envelope for my daughter"), or sent away so it is not "lying about after".
  / (?:put|sealed|left|placed) my (?:wedding ring|ring|rings|watch|medals|rosary|bible|locket)(?: \w+){0,3} in an envelope (?:for|to) (?:my|the|our) \w+(?= )| (?:didnt|did not|dont|do not) want (?:them|it) (?:lying|left|sitting|kicking) (?:about|around) after(?= )/,
  // The writer as a drain on the people around ("all i do is drain people. my mum, my mates, my girlfriend").
  / (?:all i do is|i just|i only|i|im only|i always|i keep) drain(?:ing)? (?:people|everyone|everybody|the people|those around me|my (?:mum|mom|dad|wife|husband|family|friends|mates|partner|parents|kids|girlfriend|boyfriend))(?= )| drain drain(?= )/,
];

/** Those a member may be threatened by: a leader, a relative, a partner, men sent. */
export const THREATENING_LEADER = "(?:pastor|prophet|apostle|bishop|leader|elders?|imam|priest|minister|overseer|shepherd|man of god)";

export const TWENTIETH_ABUSE: Signal[] = [
  {
    kind: "abuse",
    re: new RegExp(
      [
        // Men who follow the writer home ("two of the men from church follow me home"); not a pet or the kids, nor (session
        // 57, plan-blind-40) a stranger, "someone", whom the writer fears but who is no one of theirs.
        `^(?!.* (?:dog|dogs|cat|cats|puppy|kitten|ducks?|geese|goose|kids|children|students|pupils|toddler|stray)(?= )).* (?:men|man|guys|people|members|elders|brothers|he|she|they) (?:\\w+ ){0,4}(?:follow|follows|followed|following) me (?:home|to (?:my|work))(?= )`,
        // A leader who says the writer's children will die or the writer is cursed, if they stop or say no ("if i stop, my
        // children will die").
        `^(?=.* ${THREATENING_LEADER}(?= ))(?=.* (?:if|when|unless|because) (?:i|we) (?:stop|stopped|leave|left|dont|didnt|refuse|refused|said no|say no|miss|missed)(?= ))(?=.* (?:my (?:children|kids|son|daughter|family|husband|wife|baby) (?:will|would|are going to) die|(?:im|i am|ill be|i will be|i was) (?:under a )?curs\\w*)(?= ))`,
        // A blow at home on another and the writer ("dad hits mum and sometimes me").
        ` (?:dad|father|stepdad|step dad|mum|mom|mother|stepmum|stepmom|husband|wife|partner|boyfriend|girlfriend|brother|sister|uncle|grandad|grandpa) (?:hits|beats|hurts|kicks|slaps|punches) (?:(?:my|our) \\w+|mum|mom|mother|dad|father|sister|brother|siblings|us|her|him|the kids)(?: \\w+){0,2} and (?:sometimes |also |even |then |now )?(?:me|us)(?= )`,
        // Hiding from someone at home until they sleep or leave ("we locked ourselves in the bathroom till he fell asleep").
        ` (?:(?:locked|lock|hid|hide|hiding|barricaded) (?:ourselves|myself|me and \\w+|the kids and me|me and the kids)|(?:we|i|and (?:my )?\\w+|and the kids) (?:hid|hide|hiding|were hiding|was hiding)) in (?:the |my |our )?(?:bathroom|bedroom|room|toilet|loo|car|cupboard|closet|wardrobe)(?: \\w+){0,4} (?:till|until|while|so) (?:he|she|they|dad|mum|mom|my \\w+) (?:fell asleep|falls asleep|passed out|calmed down|calms down|left|leaves|went out|stopped|stops|sobered up)(?= )`,
        // Money or cards taken so the writer cannot spend without asking, or a threat of a home if they complain ("my adult
        // daughter took my bank cards ... i can't buy a stamp without asking. she says if i complain she'll put me in a home").
        ` (?:took|taken|takes|has|keeps|kept|holds|controls) (?:all )?my (?:bank )?(?:cards?|pension|benefits|money|savings|pin|chequebook|passbook|accounts?)(?: \\w+){0,14} (?:cant|can not|cannot|not allowed to|have to ask|without asking)(?= )`,
        `^(?=.* (?:if|unless|or) )(?=.* (?:shell|hell|theyll|she will|he will|they will|shed|hed|threatens to|threatened to|threatening to) put me (?:in|into) a (?:home|care home|nursing home)(?= ))`,
        // Men sent to the writer's home when they did not pay or obey ("he sent men to my house when i missed a month").
        ` sent (?:\\w+ ){0,2}(?:men|people|guys|boys|someone|thugs|heavies|members) (?:round |over )?to (?:my|our) (?:house|home|door|flat|work|place)(?: \\w+){0,5} (?:when|after|because) (?:i|we) (?:missed|didnt|did not|refused|stopped|said no|couldnt|could not|wouldnt)(?= )`,
      ].join("|"),
    ),
  },
];
