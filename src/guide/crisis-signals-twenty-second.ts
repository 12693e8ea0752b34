import type { Signal } from "./crisis-signals.js";
import { ORDINARY_EVENT } from "./crisis-signals-twentieth.js";

// Issue 12, session 58's round, read on blind-46 (sealed in session 57 and read twice, readable from this
// session), each miss written as its family, not the one wording. Patterns run on normaliseForCrisis text
// (lowercase, no apostrophes, punctuation as spaces, so a message's sentences run together). Four lists:
// - TWENTY_SECOND_IDIOMS: ordinary speech taken out before the rules read the text;
// - TWENTY_SECOND_STRONG: direct statements;
// - TWENTY_SECOND_CONCERN: veiled signs for the care line;
// - TWENTY_SECOND_ABUSE: danger from someone else to the writer or to someone in their home.
// The methods pictured on the writer's own way (a car let drift into oncoming lights, stopping in the middle of the
// traffic, driving onto the line) joined their families in crisis-signals-methods.ts.

/** A weapon or a store of pills the writer can reach. */
const MEANS_NAMED =
  "(?:gun|guns|shotgun|rifle|pistol|pistola|revolver|handgun|crossbow|bow|bow and arrows|knife|bayonet|pills|tablets|meds|rope)";

// Blind-46's exasperated jokes and a sports crowd: a song or a show heard once more with "i will walk into the sea", a
// boss who will "hang me out to dry", thirty seasons of "abuse from touchline parents" as a referee.
export const TWENTY_SECOND_IDIOMS: RegExp[] = [
  / if i (?:have to )?(?:hear|sing|watch|see|sit through|listen to)(?: \w+){1,6} (?:one more time|once more|again)(?: \w+){0,3}? (?:i will|ill|im going to|im gonna|i swear ill|i might) (?:just )?walk into the sea(?= )/g,
  / (?:hang|hung|hanging) (?:me|him|her|us|you|them) out to dry(?= )/g,
  / (?:abuse|abused|verbal abuse|stick) (?:\w+ ){0,2}(?:from|by) (?:the )?(?:touchline|sideline|terraces|fans|crowd|supporters|spectators|away end|stands|parents on the touchline|touchline parents|sideline parents)(?= )/g,
];

export const TWENTY_SECOND_STRONG: Signal[] = [
  // The join's losses (blind-37, blind-39), won back as families: a plan gone over every night, what the writer will do
  // first and after ("i go over the plan every night before sleep. what i'll do first, what i'll do after"); a plan written
  // out start to finish that brought calm ("i wrote my plan out last night, start to finish ... and felt calm"). Not a
  // plan for an event named.
  {
    kind: "suicide",
    re: new RegExp(
      [
        // (The idioms have already taken "go over the plan" out as ordinary speech: what is left is the nightly rehearsal.)
        `^(?!.* ${ORDINARY_EVENT}(?= ))(?!.* (?:tomorrow|today|lunch|breakfast|dinner|school|work|adhd|routine|schedule|to do|list|shift|morning)(?= ))(?=.* (?:every|each) (?:night|evening)(?= ))(?=.* what ill do first(?: \\w+){0,3} what ill do (?:after|next|then)(?= ))`,
        // A weapon kept close all the time now (session 47's "i've kept a weapon from my army days and it's close to me
        // all the time now", which the retrained heads no longer read alone); not one locked away, licensed or for sport.
        `^(?!.* (?:safe|locked|cabinet|licen[cs]e|range|club|hunting|season|deer|burglars?|protection)(?= ))(?=.* (?:weapon|gun|pistol|rifle|revolver|shotgun|bayonet)(?= )).* (?:its|it is|theyre|they are|keep it|kept it|keeping it|have it) (?:close|near|next) to me (?:all the time|always|every night|at night|day and night)(?= |$)`,
        // Only the writer's bare plan: "my wedding plan" or a plan "for the week" is not this.
        `^(?!.* plan (?:out |down )?for )(?=.* (?:wrote|written|write|writing|typed|typing) (?:my|the) plan (?:out|down)(?: \\w+){0,4} (?:start to finish|beginning to end|step by step|every step|all of it)(?= ))(?=.* (?:calm|peace|peaceful|settled|relief|relieved)(?= ))`,
      ].join("|"),
    ),
  },
  // A weapon or pills kept in mind as the writer's way out ("a shotgun that was my grandad's keeps coming into my head as
  // the way for me to go"), looked at "differently ... about me" (a bow and arrows), or to be used on oneself "to finish
  // everything" ("mi esposo tiene una pistola. i think to use it on me").
  {
    kind: "suicide",
    re: new RegExp(
      [
        `^(?=.* ${MEANS_NAMED}(?= ))(?=.* (?:the|a|my) way (?:for me )?(?:to go|out|to do it|to end it)(?= ))(?=.* (?:keeps? coming|in my head|into my head|i think|thinking|cant stop)(?= ))`,
        `^(?=.* ${MEANS_NAMED}(?= )).* (?:think|thinking|look|looking|see|seeing) (?:about |at )?(?:it|them|(?:my|the) (?:\\w+ ){0,3}\\w+) differently(?: now| lately)? (?:about|for|as|like) (?:me|myself)(?= |$)`,
        `^(?=.* ${MEANS_NAMED}(?= )).* (?:use|using) (?:it|them|that|the \\w+) on (?:me|myself)(?: \\w+){0,2} (?:to|and) (?:finish|end|stop) (?:everything|it all|it|my life|me)(?= |$)`,
      ].join("|"),
    ),
  },
];

export const TWENTY_SECOND_CONCERN: RegExp[] = [
  // The join's losses (blind-17, blind-39), won back as families: a hug held extra long, its reason not given ("hugged my
  // little sister extra long at bedtime. she asked why. i said no reason"); neighbours asked not to call in and the
  // writer left alone now ("i have asked the neighbours not to call in. i prefer to be left alone now"), not while ill.
  /^(?=.* (?:hugged|held|kissed|cuddled|hug|hold) (?:\w+ ){0,3}(?:extra long|extra tight|a bit longer|longer than usual|a long time|for ages)(?= ))(?=.* (?:asked why|asked me why|no reason|didnt say why|wouldnt say why|didnt tell (?:her|him|them) why)(?= |$))/,
  /^(?!.* (?:covid|flu|contagious|infectious|norovirus|sickness bug|chickenpox|quarantine|isolating|chemo|surgery|operation)(?= )).* (?:asked|told) (?:\w+ ){0,2}(?:neighbou?rs|friends|family|everyone|people|visitors|them|the vicar|the pastor|my daughter|my son) (?:not to|to stop|to stop trying to) (?:call in|call round|come round|come by|visit|ring|call|drop by|pop in)(?= )(?=.* (?:left alone|on my own|by myself|keep to myself|no one|nobody)(?= |$))/,
  // The last prayer or goodnight said as one ("goodnight lord. this is the last time i'll pray to you from here"); not a
  // move, a last service or a post handed on.
  /^(?!.* (?:move|moving|moved|new house|new flat|new church|last service|retir\w*|leaving do|handover|before (?:i|we) (?:go|leave|fly))(?= )).* (?:this is|this will be|thatll be|that will be|its) (?:the )?last time (?:ill|i will|im going to|i get to|i can|i) (?:pray|talk|speak|write|say goodnight|say good night|message|post)(?= )/,
  // A last hug the other does not know was the last ("hugged my dad extra long at the airport. that was the last time. he
  // doesn't know"); not one told after a death.
  /^(?!.* (?:died|passed|funeral|before (?:he|she|they) (?:died|passed|went)|hospice)(?= ))(?=.* (?:hug\w*|kiss\w*|goodbye|said bye|held (?:him|her|them))(?= ))(?=.* (?:that was|it was|this was|that will be|thatll be) the last time(?= ))(?=.* (?:he|she|they|nobody|no one|none of them) (?:doesnt|dont|didnt|does not|did not) know(?= ))/,
  // A pet given on to someone "who'll be around" ("asked her to take him for keeps. he deserves someone who'll be
  // around"); not for long shifts, travel or a move.
  /^(?!.* (?:shift|shifts|work|working|hours|travel\w*|deploy\w*|abroad|moving|move|flat|landlord|allerg\w*|baby)(?= )).* (?:deserves|needs|should have) (?:someone|somebody|an owner|a family|a home|people)(?: \w+){0,2} (?:wholl|who will|who is going to|thatll|that will|who can) (?:still )?be (?:around|here)(?= )/,
  // Things cleared so "nobody needs to sort through it after"; not before a move or a downsizing.
  /^(?!.* (?:move|moving|moved|downsiz\w*|declutter\w*|renovat\w*|new house|new flat|loft conversion)(?= )).* (?:nobody|no one|noone|so nobody|so no one|none of them) (?:needs?|has|have|will have|will need|wont have|wont need) to (?:sort|go|clear|deal with)(?: through)? (?:it|them|my \w+|everything|all (?:this|that|of it))(?: \w+){0,2} (?:after|afterwards|when im gone|later)(?= |$)/,
  // Things left with others and "travelling light now"; not a trip.
  /^(?!.* (?:trip|holiday|flight|flying|backpack\w*|luggage|suitcase|interrail|gap year|move|moving|abroad|camino|pilgrimage)(?= ))(?=.* (?:left|gave|given|giving|handed|passed)(?= )).* (?:im|i am) (?:travelling|traveling) light (?:now|from now)(?= |$)/,
  // A weight tied to the writer's own family ("i feel like a weight tied to my kids' ankles").
  / (?:feel|feeling|im|i am) like (?:a |an )?(?:weight|dead weight|anchor|millstone|ball and chain|stone)(?: \w+){0,2} (?:tied|chained|hung|hanging|round|around|on|dragging) (?:to |round |around |on |down )?(?:my|our) (?:\w+ )?(?:kids|children|family|wife|husband|mum|dad|parents|sons?|daughters?|girls|boys)s?(?= )/,
  // Not existing as a kindness to others ("me not existing would be the kindest gift i could give mum and dad").
  / (?:me|my) not (?:existing|being here|being around|being alive) (?:would|will|might|could) be (?:\w+ ){0,3}(?:gift|kind|kindest|kindness|best|better|relief|favour|favor|blessing|easier|mercy)(?= )/,
  // Friends who keep knocking or calling, not answered ("the lads from the rugby club keep knocking. i don't answer");
  // not callers the writer avoids for a reason named.
  /^(?!.* (?:debt|collectors?|bailiffs?|sales\w*|cold call\w*|canvass\w*|scam\w*|spam|landlord|jehovahs|witnesses|religious|unknown number|ex)(?= )).* (?:mates|friends|lads|girls|club|church|family|neighbou?rs?|they|he|she) (?:keep|keeps|kept) (?:knocking|calling|ringing|texting|messaging|coming round|coming by)(?: \w+){0,4} (?:i dont|i do not|i wont|i never|i havent|i dont even|and i dont) (?:answer|open|reply|pick up|respond)(?= |$)/,
  // Friends not seen for months, and not wanted ("not seen my uni mates since spring. don't want to").
  / (?:not|havent|have not|hadnt) seen (?:my |any of my |the )?(?:\w+ )?(?:mates|friends|family|lads|girls|anyone|anybody|people)(?: \w+){0,4} (?:dont|do not|i dont|and i dont|i dont even) want to(?= |$)/,
  // A phone switched off days ago and left off ("switched the mobile off last tuesday and it's still off in a drawer");
  // not a detox, a fast or a retreat.
  /^(?!.* (?:detox|lent|retreat|holiday|sabbath|fast|fasting|exams?|revision|digital|battery|broken|cracked|signal|charger|loving it|so peaceful)(?= )).* (?:switched|turned|put|shut) (?:my |the )?(?:mobile|phone|cell)(?: \w+)? off(?: \w+){0,6} (?:still off|not turned it (?:back )?on|havent turned it (?:back )?on|in a drawer)(?= |$)/,
];

/**
 * A carer's day with a loved one whose illness changes them ("i look after my husband who has huntington's ... other
 * days he is angry and pushes his plate off the table"; plan-blind-41): the abuse head alone does not make it abuse
 * (crisis.ts); harm told to the writer (a blow at home) still does.
 */
export const CARING_THROUGH_ILLNESS =
  /^(?=.* (?:i look after|i care for|im caring for|i am caring for|caring for|carer for|i nurse)(?= ))(?=.* (?:huntingtons|dementia|alzheimers|parkinsons|brain injury|a stroke|his stroke|her stroke|motor neurone|ms|psychosis|delirium|sundowning)(?= ))/;

export const TWENTY_SECOND_ABUSE: Signal[] = [
  {
    kind: "abuse",
    re: new RegExp(
      [
        // A partner or family member's hands on the writer's throat ("my husband puts his hands on my throat"), the
        // strongest sign of danger a partner poses.
        ` (?:husband|boyfriend|partner|wife|girlfriend|dad|father|stepdad|stepfather|mum|mom|mother|brother|son|he|she) (?:\\w+ ){0,2}(?:puts|put|has put|keeps putting|had|has|gets) (?:his|her) hands? (?:on|around|round) my (?:throat|neck)(?= )`,
        // Someone who lives with the family hitting the writer's children ("my wife's brother lives with us and we've
        // found out he's been hitting our two little ones").
        ` (?:hes|he has|shes|she has|theyve|they have|he is|she is|hes been|shes been) (?:been )?(?:hitting|beating|hurting|smacking|slapping|kicking|punching) (?:our|my) (?:\\w+ ){0,2}(?:ones|kids|children|son|sons|daughter|daughters|boy|boys|girl|girls|baby|toddler|twins)(?= )`,
        // An ex who lets himself in at night or stands over the writer's bed ("my ex-husband keeps letting himself into
        // the house at night and standing over my bed").
        `^(?=.* ex(?: husband| wife| partner| boyfriend| girlfriend)?(?= ))(?=.* (?:lets|letting|let|keeps letting) (?:himself|herself) in(?:to)?(?: (?:the|my|our) (?:house|home|flat|apartment|room))?(?: \\w+){0,3} (?:at night|while i (?:sleep|am asleep|was asleep)|in the night)(?= )| (?:standing|stands|stood) over (?:my|me in) bed(?= ))`,
        // Touched and told it is "our secret" ("my mum's friend who stays with us gives me vodka and touches me and says
        // it's our secret. i'm 14").
        `^(?=.* (?:touches|touched|touching|touch) me(?= ))(?=.* (?:our (?:little )?secret(?! (?:handshake|recipe|code|santa|word|language|club|den|spot|plan))|not to tell|dont tell anyone|keep it (?:a )?secret)(?= |$))`,
      ].join("|"),
    ),
  },
];
