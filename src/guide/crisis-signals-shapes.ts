// Issue 12, fifth round (session 20): rules written for whole shapes of wording rather than
// phrases. Each family was first paraphrased afresh, with ordinary twins, in
// corpus/authored-5.ts; the shapes are:
//  - one's own absence by a date ("not be alive by <time>"), leaving or checking out of life;
//  - a bare "it" about to be done, completed by a disclosure ("just wanted someone to know"), a
//    last act or a resolve word (cues, so "i'll do it after lunch" alone stays ordinary, and an
//    errand or a task named stands it down);
//  - parts of a plan named together (day, place, method), being found, an accident staged,
//    things timed for "after i'm gone";
//  - a method named as an act on oneself; means held with access, counted, readied, or bought
//    under a false purpose;
//  - veiled signs (the care line): last times, proxies of love, passing on possessions, being
//    tolerated or in the way, no exit, hidden wounds, stopping everything;
//  - abuse: threats with images, weapons, immigration or the police; control of medicine; a
//    relative hurt by their partner; a home that is not safe; a weapon or object used on one.
// A message about someone else's crisis (a helper's question, a profession, scripture, a book
// or film) loses its alarm through `aboutSomeoneElse` unless it also speaks of the writer's own
// danger or an emergency now (a helper's question keeps the care line); a lone plan or means
// alarm with an ordinary purpose named and no word of death stands down (`ordinaryPurpose`).
// Four more probes were written afresh and measured before their rules (authored-5.ts says
// their before-figures). All patterns run on normaliseForCrisis text.
import { MEANS_KEPT_SAFE } from "./crisis-signals-held-for.js";
import { ORDINARY_TRAP } from "./crisis-signals-hyperbole.js";
import { OTHER_PEOPLE } from "./crisis-signals-people.js";
import type { Signal, WeightedSignal } from "./crisis-signals.js";

const GUN = "(?:gun|guns|handgun|pistol|rifle|shotgun|revolver|firearm)";
const MEDS =
  "(?:pills|meds|medication|medications|medicine|prescriptions?|tablets|painkillers|pain meds|sleeping pills|oxy\\w*|morphine|insulin|xanax|klonopin|valium|fentanyl|opioids|tramadol|codeine|percocet|vicodin|tylenol|paracetamol)";
const LIGATURE = "(?:rope|cord|extension cord|belt|noose|cable|ligature|scarf)";
const PART = "(?:day|date|time|place|spot|location|bridge|way|method|route|drive|night|note|pills|rope|gun|where|when|how)";
const NOUN_PART = "(?:day|date|time|place|spot|location|bridge|way|method|route|drive|night|note|pills|rope|gun)";
const ORDINARY_EVENT =
  /(?:wedding|party|picnic|reunion|meeting|trip|vacation|holiday|interview|appointment|game|venue|birthday|surgery|move|moving|dinner|ceremony|concert|shower|date night|retreat|camp|recital|launch|service for|conference)/;
// Ordinary reasons to hold a gun or medicine.
const ORDINARY_HOLD =
  / (?:hunting (?:trip|season|license)|go(?:ing)? hunting|went hunting|to hunt|for hunting|range|deer|duck|season|safety|in (?:the|a|his|her|its) safe|locked|target|skeet|clay|collection|license|licence|gunsmith|class|lesson|instructor|organi[sz]er|dispose|disposal|pharmacy|refill|expired|doctor|fridge|cold|prescribed|dosage|side effects?|weekly)(?= )/;

export const SHAPE_IDIOMS: RegExp[] = [
  // Staying in with a pastime named: "i stay in my room all day gaming on saturdays".
  / stay (?:in|inside) (?:my room|the house|all day)(?: \w+){0,3} (?:gaming|playing|reading|studying|painting|watching|binging|coding|writing|knitting|baking)(?= )/g,
  / (?:kill|killing|killed) (?:the|a|that|this|those|these|all the) (?:spiders?|bugs?|flies|fly|mosquito(?:e?s)?|wasps?|roach(?:es)?|cockroach(?:es)?|mice|mouse|rats?|weeds?|ants?|lights?|engine|music|noise|mood|vibe|batteries|battery)(?= )/g,
  / (?:kill|killing|killed|crush|crushing) (?:this|that|the|my|our) (?:workout|exam|test|presentation|interview|game|set|run|race|performance|audition|shift|solo|speech|final|finals|match|project)/g,
  / (?:so tired|so sleepy|exhausted|so exhausted)(?: \w+){0,2} (?:i )?could (?:sleep|nap) (?:forever|for a week|for days|for a year)/g,
  // A routine or far-off absence: "after i'm gone on vacation", "when i'm gone someday".
  / (?:when|once|after) im gone (?:on (?:vacation|holiday|a trip|leave|my trip)|for (?:the|a) (?:weekend|week|trip|summer)|someday|one day|some day)| (?:someday|one day|some day) when im gone/g,
  / (?:die|dying|died) on (?:this|that|the same) hill/g,
  / (?:this|that|the|these|those|my) (?:\w+ )?(?:traffic|class|homework|meeting|song|game|weather|commute|line|queue|printer|wifi|job|exam|test|boss|week|show|group chat|noise|heat|math|paperwork|customer|lecture)s? (?:\w+ ){0,2}(?:makes|made|is making|make) me want to (?:die|drive off a cliff|jump off (?:a|the) (?:bridge|cliff|roof)|throw myself \w+ \w+)/g,
  / (?:with (?:a|an|his|her|my|their|the) )?(?:bb|nerf|water|toy|glue|airsoft|paintball|staple|heat|spray|squirt|cap|foam|dart) guns?(?= )/g,
  / (?:ill|i will|im going to|ill probably|i will probably) be dead (?:before|by the time) (?:my|the|i|this|these|that|we)(?: \w+){0,4} (?:paid off|paid|done|finished|retire|over|graduate|graduates)/g,
  // "my boss is going to kill me, i forgot the report": a small fault and someone's anger.
  / (?:is |are |s |will |would |)(?:going to|gonna|will|would|might) (?:literally |actually |totally )?kill me(?=(?: \w+){0,6} (?:forgot|forget|late|missed|miss|broke|break|spent|spend|lost|dented|scratched|grades?|report|homework|deadline|finds? out|found out|sees?|again|lol|haha|keys|wallet))/g,
  // Devotion: "i'd jump off a bridge for her", "i'd take a bullet for my sister".
  / (?:jump off a bridge|take a bullet|walk through fire|die|take a hit|go to war) for (?:my|you|her|him|them|his|our|anyone|a)/g,
  / (?:ill|i will|ill be|i would be|id be|im) (?:dead|dead tired|dead on my feet|dead meat)(?= (?:tired|on my feet|after|if|when|once|by the time (?:you|the|we)))/g,
  // Suicide as a subject of study: "the suicide of saul", "judas and his suicide".
  / (?:the )?suicides? (?:of|in) (?!my|me )\w+/g,
  / (?:saul|judas|samson|ahithophel|zimri|abimelech)(?: \w+){0,3} (?:suicide|killed himself|took his own life|fell on his sword)/g,
  / (?:judas|saul|samson)s suicide/g,
  / (?:his|her|their) suicide/g,
  / (?:threw|throws|throwing|tossed|tosses) (?:a|the|his|her|my|some) (?:pillow|ball|snowball|sock|socks|frisbee|paper ball|stuffed animal|water balloon)s? at (?:me|us)/g,
  // Checking out of places, clocking out of work.
  / (?:check|checking|checked|clock|clocking|clocked) out (?:of (?:the|a|my|our) (?:hotel|room|library|store|airbnb|hospital|shift|office)|early|at \d+|by \d+)/g,
  / (?:sale|season|semester|tournament|game|show|exam|term|festival|party|week|month) (?:will|is going to|itll) (?:all )?be over/g,
];

export const SHAPE_STRONG: Signal[] = [
  // One's own absence by a time: "i don't plan on being alive by christmas".
  {
    kind: "suicide",
    re: / (?:i|im|ill|id|plan|planning|intend|intending|expect|expecting|going|decided)(?: \w+){0,4} (?:not (?:be|being|to be)|dont plan on being|wont be|will not be|not going to be) alive (?:by|after|past|at|on|come|in|next|for|before|much)/,
  },
  {
    kind: "suicide",
    re: / (?:dont|do not|never) (?:plan|intend|expect) (?:on |to )?(?:be|being) alive (?:by|after|past|at|on|come|in|next|for)/,
  },
  { kind: "suicide", re: / (?:i|ill|im|id)(?: \w+){0,3} (?:expect|plan|intend|going) to be dead (?:by|before|after|in|come|next)/ },
  // Leaving or checking out of life itself.
  {
    kind: "suicide",
    re: / (?:check|checking|checked|clock|clocking|clocked|bow|bowing) out (?:of (?:life|this life|this world|existence|living)|for good|permanently|of here for good)(?= )/,
  },
  {
    kind: "suicide",
    re: / (?:leaving|leave|exit|exiting|quit|quitting|quitting on) (?:life|this life|this world|existence|living)(?= (?:and|i|im|for|tonight|today|now|soon|its|$)| $)/,
  },
  // A future of one's own death or a finished act.
  {
    kind: "suicide",
    re: / (?:ill|i will|i ll|im going to|i am going to) (?:already )?(?:be dead|have done it|have already done it|be gone for good|have ended it)(?!.* (?:job|work|company|town|school|office|team|from that|from this))(?! (?:tired|meat|if|when|once|on my feet|by the time (?:you|the|we) (?:get|finish)|before (?:my|the|i|this|these|that) \w+))(?!.* (?:lol|haha|lmao|jk|loans?|paid off|mortgage))/,
  },
  { kind: "suicide", re: / (?:itll|it will|everythingll|everything will|it is all going to|its all going to|all) (?:all )?be over for me/ },
  {
    kind: "suicide",
    re: / (?:my |the )?(?:last|final) (?:message|text|post|words)(?: \w+){0,2} (?:ill|i will|i ll|im going to|i) ever (?:send|write|post|say)/,
  },
  // Plan: being found; an accident staged; things timed for after one's death.
  {
    kind: "suicide",
    re: /^(?!.*(?:hide and seek|hiding spot|seek|game|concert|crowd|festival|party|mall|airport))(?=.* (?:so|and|because|where|that|then) ).* (?:(?:wont|will not|arent|are not|isnt|dont|doesnt|not) (?:have to )?(?:be )?the (?:ones?|person) (?:who|to|that) (?:finds?|find) me|(?:no one|nobody|noone|none of them|my \w+|the kids|my kids|they|nobody i love|no one i love|no one at home)(?: \w+){0,2} (?:wont|doesnt|dont|will not|never|has to|have to|needs to|will)? ?(?:finds?|find) me(?= (?:after|first|like that|there|$)|$))/,
  },
  {
    kind: "suicide",
    re: /^(?!.*(?:novel|book|movie|film|show|series|killer|butler|murder|character|story|detective|mystery|episode))(?=.* (?:i|ill|im|my|me|they|planning|planned|plan) ).* (?:make it|making it|so it|it will|itll|that it|it|if it)(?: \w+){0,2} (?:look|looks|seem|seems|appear|appears) (?:like (?:a |an )?(?:\w+ )?accident|accidental|like i (?:fell|slipped|tripped|crashed|drowned|had a heart attack|fell asleep at the wheel))/,
  },
  {
    kind: "suicide",
    re: / (?:scheduled|schedule|set|timed|queued|arranged|set up|programmed)(?: \w+){0,8} (?:after|once|when) im (?:gone|dead)(?! (?:on|for|to|from|at|away))/,
  },
  // Parts of a plan named together: "a method and a day picked", "the day, the place and the way sorted".
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_EVENT.source})(?!.* (?:we|our|us|were|weve) )(?=.* (?:arranged|organi[sz]ed|prepared|written|wrote|mapped|know|knew|picked|chosen|chose|have|got|sorted|decided|set|figured|worked|planned|ready|done|ive) ).* (?:the |a |my )?(?:${PART}(?: is| s)?(?: picked| chosen| set| sorted| planned| decided)?(?: out)?(?: and| i know| i have| ive got)(?: (?:picked|chosen|chose|found|got|bought|have|know|wrote|written))? (?:the |a |my )?${PART}|${NOUN_PART}(?: is| s)?(?: picked| chosen| set| sorted| planned| decided)?(?: out)? (?:the |a |my )${NOUN_PART})(?= )`,
    ),
  },
  // A hidden place chosen by the writer: "i've chosen the spot in the woods".
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*(?:${ORDINARY_EVENT.source}|treehouse|tent|garden|build|cabin|hike|fort|photo|shoot|hunt|swing|bench|bird|cache|geocach))(?=.* (?:i|ive|im|weve) ).* (?:chosen|chose|picked|found|scouted|know) (?:the|a|my) (?:place|spot|tree|location)(?: \\w+){0,2} (?:in the woods|in the forest|behind|under|by the (?:river|lake|tracks|bridge)|where no one|where nobody)`,
    ),
  },
  // Chosen or being the author of one's death: "by my own choice", "done being alive".
  {
    kind: "suicide",
    re: / (?:by|with) my own (?:hand|hands|choice|doing)(?=.* (?:die|dying|dead|death|heaven|join|go|end|life|gone|leave|ready))| (?:join|joining|be with) (?:my \w+|him|her|them) (?:in heaven|on the other side)(?: \w+){0,3} (?:soon|tonight|tomorrow|by my own|this week)/,
  },
  { kind: "suicide", re: / (?:im|i am|so|really) done (?:being alive|existing|living)(?= )/ },
  {
    kind: "suicide",
    re: / (?:finally|gonna|going to|will|ill|i|im going to|to) end (?:this|things|everything|it all|my pain|the pain)(?= $| tonight| now| for good| today| i | im| once| forever| permanently)(?!.* (?:chapter|season|relationship|contract|lease|call|meeting|argument|fight|subscription|series|book|game))/,
  },
  {
    kind: "suicide",
    re: / (?:im|ill be|i will be|i am|and im) gone (?:for good|forever|permanently)(?!.* (?:from|job|company|vacation|trip|town|work|social media|facebook|instagram|twitter|app))/,
  },
  {
    kind: "suicide",
    re: / (?:step|stepping|jump|jumping|throw myself|lie down|lay down)(?: \w+){0,3} (?:platform|tracks|rails|road|highway)(?: \w+){0,4} (?:when|as|before) (?:the|a) (?:train|express|freight|subway|bus|truck|lorry)| (?:step|stepping|throw myself|jump|walk|walking) in front of (?:a|the) (?:train|bus|truck|lorry|car|subway)/,
  },
  {
    kind: "suicide",
    re: / my life (?:ends|will end|is ending|is going to end|is over) (?:this|tonight|tomorrow|today|soon|on|by|next|in)(?= )/,
  },
  {
    kind: "suicide",
    re: / (?:know|found|looked up|researched|figured out|worked out|calculated) (?:the |what )?(?:exact |lethal |right |fatal )(?:dose|dosage|amount|height|drop)(?! (?:for (?:my|the|a|his|her) (?:kid|son|daughter|baby|child|dog|cat|patient)))/,
  },
  {
    kind: "suicide",
    re: / (?:which|what|the|a) (?:bridge|building|overpass|floor|top floor|top level|roof|cliff|parking (?:garage|deck)|tower|multi storey|multistorey|car park)(?: \w+){0,2} (?:has no|doesnt have|without|with no|with a low|has a low) (?:barrier|barriers|fence|fencing|railing|rail|net|nets|cameras)/,
  },
  {
    kind: "suicide",
    re: / (?:stop|stopped|stopping|quit|quitting) taking my (?:insulin|meds|medication|heart \w+|blood thinners|pills)(?: \w+){0,3} (?:and let|so i (?:die|wont)|until i|to die|and wait)/,
  },
  {
    kind: "suicide",
    re: new RegExp(`^(?!.*${ORDINARY_HOLD.source})(?=.* ${MEDS} ).* enough (?:for me|to kill me|to end it|to end me)(?= )`),
  },
  {
    kind: "suicide",
    re: / (?:go to sleep|fall asleep|sleep|close my eyes|breathe|wake up|see the sun(?:rise|set)?) for the (?:last|final) time/,
  },
  // Future non-existence said of oneself: "after tonight i won't exist anymore".
  {
    kind: "suicide",
    re: / (?:i|ill|im)(?: \w+){0,2} (?:wont|will not|will no longer|am not going to|not going to) (?:exist|be alive|be breathing)(?= anymore| tomorrow| after| by| come| much longer| $)/,
  },
  {
    kind: "suicide",
    re: / (?:make sure|making sure|ensure) (?:that )?i (?:dont|do not|never|wont|will not) wake up(?! (?:early|late|the|my|at|before|in time|on time|with|to)(?= ))/,
  },
  {
    kind: "suicide",
    re: / (?:by the time the sun (?:comes up|rises)|before (?:the sun comes up|sunrise|dawn|morning|daybreak)|by (?:sunrise|dawn|daybreak))(?: \w+){0,2} (?:ill|i will|i ll) (?:be gone|be dead|have done it|not be here)| (?:ill|i will) (?:be gone|be dead) (?:by the time the sun|before (?:the sun|sunrise|dawn|morning))/,
  },
  {
    kind: "suicide",
    re: / (?:lie|lay|lying|laying) (?:down )?(?:on|across) (?:the )?(?:train |railway )?(?:tracks|rails|railway line|highway|motorway|interstate)/,
  },
  {
    kind: "suicide",
    re: / (?:my )?plan (?:is )?(?:to|on) (?:die|dying|end (?:it|my life|things|everything)|kill myself|not wake up)(?= )/,
  },
  { kind: "suicide", re: / (?:im|ill be|i am|i will be|and im|then im) done for good(?= $| i | and| tonight| now)/ },
  {
    kind: "suicide",
    re: / (?:tonight|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s? (?:is )?the (?:day|night) (?:i|im) (?:go|die|leave|do it|end it|going|leaving)(?= $)/,
  },
  {
    kind: "suicide",
    re: / (?:planned|planning|plan|mapped) (?:out )?my (?:last|final) (?:day|night|hours|moments|morning)(?! (?:at|of|in|on|before|with (?:the|my) (?:team|class)))/,
  },
  {
    kind: "suicide",
    re: / (?:stop|stopping) my (?:own )?heart| (?:fill|filling|filled) (?:the |my )?(?:car|room|garage|tent|bathroom) with (?:exhaust|gas|fumes|carbon monoxide|helium)/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:take|taking|swallow|swallowing|down|downing) (?:all|every one|the whole (?:bottle|box|pack)) (?:of )?(?:my |the |her |his |moms |dads )?(?:\\w+ )?${MEDS}(?= )`,
    ),
  },
  {
    kind: "suicide",
    re: / in (?:an|a few|about an|a couple of|\d+|two|three|ten|twenty) (?:hours?|minutes|mins) (?:ill|i will) be (?:gone|dead)(?= $| for good| forever| i )/,
  },
  // Method: an act on oneself named.
  {
    kind: "suicide",
    re: / (?:cut|cutting|slash|slashing|slit|slitting|slice|slicing) (?:my|open my) (?:own )?(?:throat|neck|veins|wrists?)/,
  },
  { kind: "suicide", re: / (?:plastic )?bag over my (?:own )?(?:head|face)/ },
  {
    kind: "suicide",
    re: / (?:drink|drinking|swallow|swallowing|take|taking|eat|eating|down|downing|inject|injecting) (?:the |some |a bottle of |a cup of |that )?(?:antifreeze|bleach|poison|rat poison|drain cleaner|weed killer|pesticide|lye)/,
  },
  {
    kind: "suicide",
    re: /^(?=.*(?:shut|closed|closing|door down|inside|going to|gonna|tonight|ill ))(?!.* (?:never|dont|do not|deadly|safety|warning|fumes|detector))(?=.* (?:garage|hose) ).* (?:run|running|sit|sitting|start|starting|leave|leaving)(?: in)? (?:the |my )?(?:car|engine)(?= )/,
  },
  {
    kind: "suicide",
    re: /^(?!.*(?:bumper|kart|game|video|arcade|lol|haha)).* (?:crash|crashing|drive|driving|steer|steering|swerve|swerving|ride|riding|wreck|wrecking|roll|rolling)(?: \w+){0,6} on purpose/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_HOLD.source}).* (?:ill|im going to|going to|gonna|about to|planning to|plan to|ready to|want to|might|could just) (?:just )?use (?:my |the |a |his |her |\\w+s |my \\w+s )?(?:\\w+ )?${GUN}(?= |$)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:take|taking|swallow|swallowing|down|downing)(?: \\w+){0,3} ${MEDS}(?: \\w+){0,3} (?:all of them|every (?:last |single )?one(?: of them)?|all of it)(?= )`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:taking|take|swallow|swallowing|down|downing) (?:the|all the|all of the|those|these) ${MEDS}(?: \\w+){0,2} (?:in (?:a few|a couple of|a couple|an|about an|ten|five|twenty|\\d+) (?:minutes?|mins|hours?)|right now|now(?= goodbye| bye| $))`,
    ),
  },
  // Means held with purpose, access, counting or readiness.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_HOLD.source}).* (?:(?:${GUN}(?: \\w+){0,8} (?:(?:know where (?:the|he keeps the|she keeps the|they keep the) (?:shells|bullets|ammo|key|keys)|know the (?:code|combination|combo|pin|passcode)|found the (?:bullets|shells|ammo|key|keys))|under my (?:bed|pillow)|in my (?:trunk|car|room|backpack|bag)|loaded))|(?:access to|get into|get to)(?: \\w+){0,3} ${GUN}(?: \\w+){0,3} (?:whenever|any ?time|when ?ever)|(?:waiting period)(?: \\w+){0,6} (?:over|ended|done|up)|(?:picked up|bought|got|purchased) (?:a |my |the )?(?:new )?${GUN}(?: \\w+){0,6} waiting period)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` ${MEDS}(?: \\w+){0,10} (?:to do it|how many (?:it(?:d| would| will) take|would do it|would kill)|enough to (?:do it|die|end|not wake))(?= )`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_HOLD.source}).* ${MEDS}(?: \\w+){0,8} (?:all of (?:it|them)|every (?:last |single )?one(?: of them)?|(?:never|didnt|did not|havent|have not) (?:threw|throw|thrown) (?:them |it )?(?:out|away))(?= )`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(`^(?!.*${ORDINARY_HOLD.source}).* (?:enough|all) (?:\\w+ ){0,2}(?:left ?over )?${MEDS}(?: \\w+){0,4} to do it`),
  },
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.*${ORDINARY_HOLD.source}).* (?:${MEDS}(?: \\w+){0,4} (?:are |is )?(?:counted|counted out|lined up|in a (?:line|row)|sitting in a (?:line|row))|(?:counted|counted out) (?:out )?(?:the |my |all the |all my )?${MEDS})`,
    ),
  },
  {
    kind: "suicide",
    re: / (?:the |my |a )?(?:pill )?bottles? (?:is |s )?(?:open|opened|uncapped) (?:on|next to|by|beside) (?:the |my )?(?:nightstand|bed|desk|table|counter|sink)/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:${LIGATURE}(?: \\w+){0,6} (?:tied|knotted|hung|up)(?: \\w+){0,2} (?:and )?(?:ready|in the (?:closet|attic|garage|basement|shed|wardrobe|barn))|(?:beam|rafter|hook|branch|pipe|railing|bar)(?: \\w+){0,4} (?:thatll|that will|that would|strong enough to|that can|to|will) hold (?:me|my weight)|(?:${LIGATURE}|beam|rafter)(?: \\w+){0,4} (?:thatll|that will|that would|that can|will) hold(?= $| and| i))`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:${LIGATURE}|${GUN}|${MEDS}|charcoal|knife|blade|razor|bag|tank|hose)(?: \\w+){0,4} (?:told|tell|telling) (?:the \\w+|him|her|them|everyone|my \\w+|the cashier)(?: that)? (?:it|they) (?:was|were|is|are) for`,
    ),
  },
  {
    kind: "suicide",
    re: / (?:so|really|completely|totally) (?:done|finished|over) with (?:being alive|existing|breathing)| (?:fall asleep|sleep|go to sleep|be asleep) for good/,
  },
];

export const SHAPE_ABUSE: Signal[] = [
  {
    kind: "abuse",
    re: / (?:punches|punched|punching|kicks|kicked|smashes|smashed) (?:holes? (?:in|into) )?(?:the )?walls? (?:next to|near|beside|by|right by|inches from) (?:me|my (?:head|face))/,
  },
  {
    kind: "abuse",
    re: / (?:makes|made|forces|forced|making) me (?:sleep|stay|eat|stand|kneel|sit)(?: \w+){1,5} (?:as (?:a )?punishment|for punishment|when (?:i|im) bad)| (?:as (?:a )?punishment|for punishment)(?: \w+){0,3} (?:locks|locked|starves|starved|beats|beat|burns|burned)/,
  },
  {
    kind: "abuse",
    re: / (?:uncle|stepdad|stepfather|grandpa|grandfather|cousin|brother|stepbrother|coach|teacher|pastor|priest|neighbou?r|babysitter|boyfriend|dad|father|mom|mother|he|she)(?: \w+){0,8} (?:touches|touched|touching|feels|grabs) me(?= $| and| when| at| in| there| under| everywhere)| (?:sit|sitting) on (?:his|her) lap and/,
  },
  // Threats: images, immigration, police, weapons kept "for you".
  {
    kind: "abuse",
    // Session 57: not baby or childhood photos shown in fun ("my sister is threatening to share the baby photos of me on my
    // birthday haha"), unless private ones or a condition is named.
    re: /^(?!(?=.* (?:baby|childhood|school|embarrassing|holiday|wedding|graduation) (?:pictures|photos|pics|videos|video|images)(?= ))(?!.* (?:private|intimate|nudes?|naked|if i|unless i)(?= ))).* (?:says|said|threatens|threatened|threatening|swears|swore|will|would|hell|shell|hed|shed|theyll|theyd)(?: \w+){0,3} (?:post|share|send|leak|show|put up|spread) (?:my|the|our|those) (?:\w+ )?(?:pictures|photos|pics|nudes|videos|video|images)/,
  },
  {
    kind: "abuse",
    re: / (?:tell|call|report me to|report me|turn me in to|reports? me to) (?:\w+ )?(?:immigration|ice|the authorities|my (?:visa|sponsor))(?: \w+){0,4} if i/,
  },
  { kind: "abuse", re: / (?:not to|dont|do not|never) make (?:him|her|them) (?:use|get|hurt|do)(?= )/ },
  // Control of medicine, food, sleep, money as leverage.
  {
    kind: "abuse",
    re: / (?:wont|doesnt|will not|does not|never) let me (?:take|have|use|eat|sleep|see)(?: \w+){0,4} (?:unless|until|if i dont|if i do not)| (?:hides|hid|takes|took|withholds|keeps) (?:my|away my) (?:insulin|medication|meds|medicine|pills|inhaler|food|money)(?: \w+){0,2} (?:until|unless|so|if)/,
  },
  // A relative or friend hurt by their partner, as told by the writer.
  {
    kind: "abuse",
    re: / (?:husband|wife|boyfriend|girlfriend|partner|ex|fiance|fiancee) (?:is |has been |keeps |s been )?(?:hurting|hitting|beating|choking|abusing|strangling) (?:her|him|them)/,
  },
  {
    kind: "abuse",
    re: / (?:wont|doesnt|will not|does not|never) let (?:her|him|them) (?:call|phone|see|talk to|visit|leave)| (?:isnt|is not|arent|are not) allowed to (?:call|phone|see|talk to|visit|leave)/,
  },
  // A home that is not safe.
  {
    kind: "abuse",
    re: / (?:its|it is|it isnt|it is not|its not|isnt|not) (?:not )?safe (?:in|at|inside) (?:the|my|our) (?:house|home|apartment|place)| (?:its|it is) not safe (?:at|in) (?:home|the house)/,
  },
  {
    kind: "abuse",
    re: / (?:sleeping|staying|sleep|hiding|living) (?:in (?:my|the|our) car|at (?:a|my) \w+s?)(?: \w+){0,4} (?:because|since|cause) (?:its|it is|it isnt|it is not|he|she|they)/,
  },
  // Weapons or objects used against one.
  {
    kind: "abuse",
    re: / (?:threatened|threatens|threatening|came at|comes at|coming at|went at|goes at|chased|chases|chasing) (?:me|us) with (?:a|an|the|his|her|their) (?!water|nerf|toy|pillow|snowball|foam)\w+/,
  },
  {
    kind: "abuse",
    re: /^(?!.*(?:toddler|baby|infant|little one|preschooler|(?:one|two|three|four|1|2|3|4) year old|dog|cat|puppy))(?=.* (?:\w+ )?(?:threw|throws|hurled|hurls|throwing|hurling|thrown) ).* (?:threw|throws|hurled|hurls|throwing|hurling|thrown) (?:a|an|the|his|her|my|their) (?!pillow|ball|snowball|frisbee|party|tantrum|fit|surprise|shade|wrench|curveball)\w+ (?:at|across the room at) (?:me|my (?:head|face|back)|us)/,
  },
  { kind: "abuse", re: / (?:corners|cornered|cornering|traps|trapped|trapping|pins|pinned) me (?:in|when|against|at|and)/ },
  { kind: "abuse", re: / (?:scared|afraid|terrified|frightened) (?:to be|of being) (?:alone|left alone) with (?:him|her|them|my)/ },
  {
    kind: "abuse",
    re: / (?:sits|sat|waits|waited|parks|parked|shows up|showed up|stands|stood|keeps showing up)(?: \w+){0,4} (?:outside|at|by) (?:my|our) (?:work|job|house|apartment|door|school|office|place)(?=.* (?:since i|after i|ever since|nothing to lose|every (?:day|night)|wont leave|banging|pounding|at \d+ ?am|middle of the night))/,
  },
  {
    kind: "abuse",
    re: / (?:isolates|isolated|isolating|cuts|cut|keeps) me (?:off )?from (?:everyone|my (?:friends|family)|everybody|people)/,
  },
];

// Cues: a bare "it" done soon, plus what completes it.
export const SHAPE_CUES: WeightedSignal[] = [
  { kind: "suicide", weight: 3, re: / (?:thats|that is|its|this is) my (?:window|chance|opportunity)(?= $)/ },
  { kind: "suicide", weight: 2, re: / (?:have|got|had) it all planned(?= $| down| out| i )/ },
  { kind: "suicide", weight: 1.5, re: / down to (?:what im wearing|what ill wear|the last detail|the minute|the hour|the second)/ },
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:once|when|after) (?:everyones|everyone is|everybody is|the house is|they are|theyre|the kids are|my \w+ is) asleep/,
  },
  { kind: "suicide", weight: 1.5, re: / thats it $/ },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:wont|will not|not going to|dont think ill) make it (?:to|through|past) (?:the weekend|tomorrow|friday|christmas|monday|next week|morning|the end of)/,
  },
  { kind: "suicide", weight: 1.5, re: / (?:ive|i have|i) (?:decided|made my (?:choice|decision)|made up my mind)(?= $| i | and)/ },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:where|somewhere) (?:nobody|no one|noone) (?:goes|will (?:find|look|see)|ever goes|can see|would look)(?= )/,
  },
  { kind: "suicide", weight: 1.5, re: / (?:spot|place) (?:picked|chosen) (?:out)?(?= )/ },
  {
    kind: "suicide",
    weight: -4,
    re: / (?:first date|date night|first time(?! since| in (?:weeks|months|a while))|wish me luck|in years|big game|big day|the big|pray for me its|prom|graduation)(?= )/,
  },
  { kind: "suicide", weight: 1.5, re: / (?:im|i am) about to go(?= $)| this is it(?= $| im| i )/ },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:took|swallowed|taken|downed|take) (?:them|it|those|these) all| (?:took|swallowed|taken|downed) all of (?:them|it|those)(?= )/,
  },
  { kind: "suicide", weight: 1.5, re: / (?:its|it is) too late (?:now|to stop|for me)| too late now/ },
  { kind: "suicide", weight: 1.5, re: / (?:know|knows) where im (?:going|headed|heading)/ },
  {
    kind: "suicide",
    weight: 1.5,
    re: /(?<! (?:he|she|they|someone|somebody|passenger|customer|client|patient|pupil|student|kid|child|neighbour|neighbor|friend|visitor|stranger|man|woman|lady|guy|mum|mom|dad|wife|husband|son|daughter|teacher|boss|colleague)) (?:left|leaving|wrote|written) (?:my|a) (?:will|note|letter)(?= )/,
  },
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:waiting|wait|waited) (?:for|till|until) (?:everyone|the house|my \w+|they|the kids|everybody)(?: \w+){0,3} (?:to )?(?:go to sleep|fall asleep|be asleep|leave|go out|is asleep|are asleep|goes out|to sleep)/,
  },
  { kind: "suicide", weight: 1.5, re: / let it happen(?= $| i | and| tonight)/ },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:tonight|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday) is the (?:day|night)(?= $| i | im| and)/,
  },
  { kind: "suicide", weight: 1.5, re: / (?:not|im not|wont be|never) telling (?:anyone|anybody|a soul)(?: else)?(?= $| i | and| about)/ },
  {
    kind: "suicide",
    weight: 3,
    re: /^(?!.* (?:meeting|class|game|shift|exam|test|lecture|sermon|movie|race|workout|lol|haha|semester|week|day|movie|trip|drive)).* (?:\d+|one|two|five|ten|a few) (?:more )?(?:minutes?|mins|hours?|seconds?) (?:and then|then|until|till|before|and) (?:its|it is|it will be|itll be|everything is|all of this is|it all) over/,
  },
  { kind: "suicide", weight: 2, re: / (?:and )?then (?:ill |i will |im going to |i |ill just )?do it(?= $| and| tonight| i )/ },
  { kind: "suicide", weight: 1.5, re: / (?:my|the) plan is to(?: \w+){0,10} do it(?= )/ },
  {
    kind: "suicide",
    weight: 2,
    re: new RegExp(
      `^(?!.*${ORDINARY_EVENT.source}).* (?:picked|chosen|chose|found|scouted) (?:the|a|my) (?:bridge|overpass|roof|rooftop|building|cliff|tracks|quarry|ledge|tree|beam|parking garage|railway|river)(?= )`,
    ),
  },
  {
    kind: "suicide",
    weight: 2,
    re: / so (?:my family|my \w+|the kids|my kids|no one|nobody|they|everyone) (?:doesnt|dont|wont|will not|never|does not|do not) (?:have to )?(?:see|find|watch|know)(?= )/,
  },
  { kind: "suicide", weight: 1.5, re: / (?:rented|booked|reserved|checked into|check into) (?:a )?(?:hotel|motel|cabin|room|airbnb)/ },
  { kind: "suicide", weight: 2, re: / (?:its|it is|is|it s) calling (?:to )?me| calling my name/ },
  { kind: "suicide", weight: 2, re: new RegExp(` ${GUN}(?: \\w+){0,4} (?:is |s )?(?:unlocked|loaded|out of the safe|not locked)`) },
  { kind: "suicide", weight: 1.5, re: / tonights the night| tonight is the night/ },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:just )?(?:have|got|need) to (?:make it|hold on|get) (?:till|until|to|through) (?:then|after|friday|christmas|the weekend|the wedding|the funeral|her|his|my)/,
  },
  { kind: "suicide", weight: 1.5, re: / (?:ill|i will|then i) go(?= $| i | just| then)/ },
  {
    kind: "suicide",
    weight: 2,
    re: / i (?:only |just )?have (?:maybe |only |just |about )?(?:an hour|a few hours|minutes|a few minutes|one night|one day|a day|hours|tonight|today|one more (?:day|night)|this week) left(?= $| i | thank| to live)/,
  },
  { kind: "suicide", weight: 1.5, re: / thank you for (?:being (?:kind|there|so kind)|everything|listening|the verses|trying)/ },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:its|it is|it all|everything|all) (?:is )?(?:ending|ends|will end|going to end) (?:tonight|today|soon|now|this week)(?!.* (?:sale|season|show|series|game|offer|deal|promo|event|semester|term))/,
  },
  { kind: "suicide", weight: 1.5, re: / (?:at peace|ok|okay|fine) with (?:it|my decision|this decision|the decision)(?= $| now)/ },
  // A task asked of one ("mom asked me to vacuum, i will do it after lunch") is not the act.
  {
    kind: "suicide",
    weight: -4,
    re: / (?:appl(?:y|ying|ied) (?:to|for)|application|signing up|enroll\w*|asked me to|told me to|wants me to|vacuum\w*|mow\w*|groceries|errands?|wrap\w* (?:the |some |all the )?(?:presents|gifts)|decorat\w* the|the tree|stockings|clean (?:my room|the (?:house|kitchen|garage|bathroom|car))|paperwork|email|reply|call (?:her|him|them) back|walk the dog|feed the|the report|the form|the bill|fix (?:it|the))(?= )/,
  },
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:just )?(?:wanted|needed|want|need) (?:someone|somebody|one person|a person|you) to know| just (?:wanted|needed) to (?:tell|say it to|type it|type that|say it|tell it to) (?:someone|somebody|one person|you|somewhere)| (?:before i go|before i do it)/,
  },
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:this is (?:it|happening)|its happening|it happens|its going to happen|it will happen)(?= )/,
  },
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:done waiting|for real|i mean it|no turning back|its time $|i think its time $|tonight is the night|just have to get through|this is my last (?:message|post|text|night alive)|my (?:last|final) (?:meal|dinner|supper|sunset|message))/,
  },
  { kind: "suicide", weight: 2, re: / (?:if i ever|when i) (?:feel|felt) (?:this|like this) way/ },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:the plan|my plan)(?: s| is|s)? (?:done|finished|ready|set|complete|in place|been sitting|sitting|written)(?= $| and| i | im| so| just| now| its| letters| tonight| for months| for weeks| in my)/,
  },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:and )?then im gone(?= $| for good| forever)| and im gone $| (?:then|and) ill be gone(?= $| for good| forever)/,
  },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:know|decided|figured|worked out|planned|mapped out|written out|wrote out)(?: \w+){0,2} (?:exactly )?(?:where and how|how and where|when and how|how and when|where and when|when and where|how itll go|how it will go|what ill do(?= $| it| ive| im| i | and)|what im going to do(?= $| it| ive| im| i | and))/,
  },
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:rehearsing|rehearsed|rehearse|going over|gone over|went over|playing) it (?:in my head|over and over|a hundred times|again and again)/,
  },
  { kind: "suicide", weight: 2, re: / (?:organi[sz]ed|sorted|arranged|ready|planned|set|in order) for after(?= $| im| i | just)/ },
  {
    kind: "suicide",
    weight: 1,
    re: / (?:the )?last (?:detail|thing) (?:left )?to (?:decide|do|sort)| one thing left to decide| (?:deciding|decide|sorting|sort|figuring out) the last (?:detail|thing)/,
  },
  // "about to do it"; a message that opens on a bare "doing it" (no subject, no object).
  {
    kind: "suicide",
    weight: 2,
    re: /^ (?:(?:im |i am )?(?:doing it|gonna do it|going to do it)(?= )| (?:about|ready|finally going) to (?:do it|go through with it)(?= ))| (?:about|ready) to (?:do it|go through with it)(?= )/,
  },
  { kind: "suicide", weight: 1.5, re: / (?:the|my) note(?: s| is|s)? (?:on|in|written|ready|done|left)| letters? (?:written|done|ready)/ },
  { kind: "suicide", weight: 1.5, re: / know where im going(?= $)| (?:car|tank)(?: s| is|s)? full of gas/ },
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:family|wife|husband|kids|children|they|mom|parents)(?: \w+){0,2} (?:gets?|get|will get|can get|still gets?) (?:the )?(?:life )?(?:insurance|paid out|payout|house|money|savings)/,
  },
  // Staring at heights and means, with a height.
  {
    kind: "suicide",
    weight: 2,
    re: / (?:keep|kept|cant stop|always) (?:looking|staring|glancing) (?:at|down from|over) (?:the |my )?(?:balcony|window|ledge|edge|bridge|roof|railing|drop|tracks|water|pills|gun|rope|knife|razor)/,
  },
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:\d+(?:th|st|nd|rd)?|ten|twelve|fourteen|fifteen|twenty|thirty) (?:floors?|stories|storeys|story|storey)(?: up| high| down)?(?= )/,
  },
  // Chosen place.
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:chosen|chose|picked|found|scouted) (?:the|a) (?:place|spot|tree|location)(?: \w+){0,3} (?:in the woods|where|for it|behind|near|under)/,
  },
  { kind: "suicide", weight: 2, re: / (?:im|i am) doing it (?:right )?now/ },
  { kind: "suicide", weight: 1.5, re: / (?:going|goes|gone) down(?: \w+){0,3} and so am i| so am i(?= tonight| for real)/ },
];

// Veiled signs below the crisis bar: the gentle care line.
// An ordinary reason given for giving things away, staying in or cancelling: not a warning sign.
const WHY_ORDINARY =
  "(?!.* (?:old|library|charity|goodwill|donat\\w*|thrift|shelter|gaming|(?<!(?:thinks|think|thought|if) (?:im|i was|i am) |(?:around|here|alive) for )retir\\w*|making room|downsiz\\w*|declutter\\w*|loves? it|love them|loves them|hand me downs?|because of|allerg\\w*|outgrew|dont fit|doesnt fit|new one|upgrad\\w*|for (?:school|college|her birthday|his birthday|christmas|a gift|the baby|the house|the deposit|the house deposit|a deposit|the mortgage)|buying together|expecting|to rest|recharge|sick|flu|covid|vacation|weather|storm|snow|quarantine|binge\\w*|save money|saving money|diet|declutter\\w* (?:my|the)|moving|moved|dorm|landlord|surgery|broken (?:leg|ankle|foot))(?= ))";
export const SHAPE_CONCERN: RegExp[] = [
  / (?:writing|wrote|written|saying|said|typed|typing) (?:my |all my )?goodbyes(?= $| tonight| to| now| today)(?! to (?:the |my |our |all the )?(?:team|class|group|office|crew|staff|coworkers|colleagues|students|kids at|host family|neighbou?rs|church|lads|boys|girls|guys|gang|mates|workmates|squad))/,
  / better off with (?:a different|another|someone else as|a new|a better) (?:mom|dad|mother|father|wife|husband|parent|friend|son|daughter|sister|brother)/,
  / take care of each other| look after each other| sorry for being (?:such )?(?:a )?(?:disappointment|burden|failure|mess|letdown)/,
  / promise me (?:youll|you will|that youll) (?:look after|take care of|watch over|check on)/,
  / heaven(?: \w+){0,6} (?:ill|i will|i ll) (?:be there|see (?:you|him|her|them) there) soon| (?:ill|i will) be there soon(?=.* heaven)/,
  / (?:\w+) can have my (?:\w+ )?\w+(?= $| i | when| after| now)/,
  / (?:deserves?|deserved) (?:someone|somebody|a \w+|better)(?: \w+){0,3} (?:who|that) (?:isnt|is not|doesnt|wasnt|is better|isnt such)/,
  / (?:then|would|theyd|shed|hed|everyone would|they would) (?:\w+ )?be relieved/,
  / (?:whats the|what is the|no) (?:use|sense|purpose) (?:of|in) (?:living|going on|being alive|life like this|living like this|trying anymore)/,
  / sorry for (?:what comes next|what im about to do|everything(?= $| youll| you| i | please))| youll (?:all )?be (?:ok|okay|fine|better)(?= $| without)/,
  / (?:last|final) time (?:writing|posting|talking|coming|logging)(?: (?:here|on|in|to))?/,
  / when im (?:not around|not here|no longer (?:here|around))| after im (?:not around|no longer)/,
  / (?:it|this) (?:wasnt|was not|isnt|is not) (?:her|his|your|their|anyones) fault/,
  / (?:leaving|left|leave) my (?:\w+ ){0,3}to (?:my|a|the) (?:\w+ )?(?:nephew|niece|sister|brother|friend|cousin|son|daughter|kids|mom|dad|neighbou?r|church)/,
  / (?:be|are|would be|theyd be|shed be|hed be|everyone would be|theyll be) (?:\w+er|better off|better|happier|fine) without me/,
  / my (?:existence|being here|being alive|presence) (?:just )?(?:makes|ruins|hurts|drags)/,
  / (?:every|each|all) (?:road|door|path|way|option)s? (?:ends|end|leads|lead) (?:in|to) (?:a |the same )?(?:dead end|nowhere|the same place|$)| no (?:fixing|fix|escaping|escape from|getting out of|way through) (?:it|this)/,
  / (?:havent|have not|hadnt) (?:spoken|talked|said a word) to (?:anyone|another person|a soul|anybody|a single person|another human)(?: \w+){0,4} (?:in|for)/,
  // Farewell.
  / like (?:it|this) (?:was|were|is) the last time| like (?:id|i would|i d) never see (?:him|her|them|you|it) again/,
  / (?:wont|will not|dont|do not) (?:need to|have to|be) (?:come back|coming back|back here|back)(?= $| again| thanks| thank| take care| after)/,
  / (?:wont|will not) be (?:opening|using|coming|logging|reading|on)(?: \w+){0,3} again/,
  / (?:will|shell|hell|theyll|youll)(?: \w+){0,2} understand (?:when|once|after|why)/,
  / remember (?:me|the good times|the good)(?: \w+){0,4} not (?:how|the way)/,
  / (?:tell|let) (?:my|our) (?:\w+ ){0,2}(?:know )?(?:that )?(?:i|their (?:mother|father|mom|dad|mum)|his (?:mother|father)|her (?:mother|father)) (?:loved|love)/,
  / see (?:you|yall|you all|everyone) on the other side/,
  / (?:goodnight|good night|night|goodbye|bye) (?:forever|for the last time|for good)| for the last time $/,
  / (?:thanking|thanked|thank|thanks) (?:\w+ ){0,3}for everything(?! (?:this|today|so far|youve done for (?:us|our)))(?!.* (?:devotional|this year|this week|so far|today|party|dinner|wedding|birthday|while im away|the gift|the present|the trip))/,
  / (?:instructions|directions|notes|passwords)(?: \w+){0,6} (?:just in case|in case anything)/,
  / (?:have|keep) something (?:to remember me|from me)| something to remember me by/,
  // Giving away.
  new RegExp(
    `^${WHY_ORDINARY}.*(?: (?:gave|giving|give|given|handed|handing|signed|signing|transferred|transferring|rehomed|rehoming|rehome|passed|passing) (?:away |over |on )?(?:all )?(?:of )?(?:my|the) (?!(?:\\w+ ){0,2}(?:lunch|dinner|food|seat|time|blood|tithe|offering|word|heart|life|testimony|number|notice|two weeks|resignation|homework|report|speech|presentation|attention|best|hours|shifts?|overtime|slot|spot|place|table|booking|reservation|turn))(?:\\w+ ){0,5}(?:to|over to|away|into)(?= ))`,
  ),
  new RegExp(`^${WHY_ORDINARY}.*(?: (?:rehomed|rehoming|rehome|found homes for|finding homes for))`),
  / (?:gave|giving|give|given) away (?:the |all |most of )?(?:things|stuff|everything|what)/,
  / my (?:\w+ ){0,3}(?:went|go|goes|going|is going|are going) (?:to live )?(?:to|with) (?:my|a|her|his) (?:\w+ )?(?:neighbou?r|coworker|sister|brother|friend|cousin|mom|dad|niece|nephew|aunt|uncle|good home|new home)/,
  / (?:with |labelled |labeled |notes on )(?:\w+ ){0,4}(?:who|whom) (?:it|they|each|should get|gets)/,
  / (?:sister|brother|friend|cousin|mom|dad|neighbou?r|coworker)s? (?:has|got|s got|has got) my (?:\w+ )?\w+ now/,
  / (?:into|in) my (?:\w+ ){0,1}(?:sisters|brothers|moms|dads|mothers|fathers|friends|cousins) (?:name|account)/,
  / (?:not|never|im not) (?:moving|starting|going) anywhere(?: new)?/,
  / so (?:nobody|no one|noone|my family|everyone) (?:has|have|will have) to (?:deal|sort|clean|worry)/,
  / (?:easy|easier) for (?:everyone|them|my family|everybody) (?:later|after)/,
  / (?:wont|will not|cant) (?:be able to )?(?:look after|take care of|care for|keep) (?:her|him|them|it)(?: anymore)?(?= $| anymore)/,
  / (?:use|love|need) (?:it|them) (?:more|better) than (?:me|i)| (?:shell|hell|theyll) use (?:it|them) better/,
  / told (?:her|him|them) to (?:burn|destroy|throw out|get rid of) (?:them|it)/,
  / (?:asked|asks|wondered) (?:why|if i was moving)(?= and i (?:just )?(?:smiled|shrugged|said nothing|didnt answer|didnt say)| lol $| $)| she thinks (?:its|im) (?:sweet|just)/,
  // Burden.
  / (?:put up with|tolerate|tolerates|tolerated|keep|keeps) me (?:around )?(?:out of pity|because they (?:have to|feel sorry))| out of pity| only (?:put up with|tolerate) me| feel sorry for me/,
  / (?:shed|hed|theyd|she would|he would|they would|everyone would|theyll|they will|she will|he will|wife would|husband would|kids would|family would) (?:\w+ )?(?:be better off|be fine|manage fine|cope better|be happier|do better|manage)(?= $| without| if i| instead| raised| on (?:her|his|their) own| honestly| probably| as)/,
  / (?:instead of me|than (?:married to|with|stuck with) me)| (?:better|fine|happier|easier) as a (?:widow|widower)/,
  / (?:im|i am|i) (?:just |always )?(?:in the way|get in (?:everyones|everybodys|the) way)/,
  / (?:nobody|no one|noone) needs me/,
  / (?:im|i am) (?:the reason|the problem) (?:everything|everyone|things|its|my|in)/,
  / (?:im|i am|feel) not wanted| (?:stealing|wasting|taking up|take up) (?:air|space|oxygen)/,
  // No way out.
  / prisoner in my own| (?:out of|no more|no) (?:doors|options|road|exits|exit)(?= )/,
  / no version (?:of this )?(?:where|in which)| nothing (?:touches|reaches|helps|works|fixes) (?:it|me)| whats left to try/,
  / (?:tired|weary|sick) of being alive| done with being alive/,
  / (?:want|wanna|ready) to (?:just )?let go(?= $| of (?:it all|everything|life))/,
  // Self-harm.
  / (?:carved|carve|carving|scratched|scratch|etched|cut) (?:a |the |\w+ )?(?:word|words|letters|name)? ?(?:into|in|on) my (?:skin|arm|arms|leg|legs|wrist|wrists|thigh|thighs|stomach|body)/,
  / (?:long sleeves|a hoodie|hoodies|sweaters?|jackets?) (?:in|during) (?:summer|the heat|july|august|june)| so no one sees (?:my|the)? ?(?:arms|wrists|marks|cuts|scars)?/,
  / (?:pulled|pulling|pull|ripped|ripping|tearing|tore) out (?:\w+ ){0,5}(?:hair|eyelashes|eyebrows)/,
  / (?:arms|legs|wrists|thighs|skin|stomach) (?:are|is) (?:covered|full) (?:in|of|with) (?:marks|cuts|scars|burns|bruises)/,
  / cut (?:deeper|too deep)| (?:went|go|going) too deep(?= last| this| again| tonight| it)|deeper than i (?:meant|wanted)| wouldnt stop bleeding/,
  // "pressing hot coins onto my skin" (blind-25, whose care line the care head dropped when blind-29 joined it)
  / (?:hot water|boiling water|cigarettes?|a lighter|lighter|flame|a match|matches|hot iron|ice|(?:hot|heated|red hot) (?:coins?|spoons?|metal|keys?|knives|knife|nails?|wire|pennies)) (?:\w+ ){0,3}(?:on|onto|against|to|into|out on) my (?:arm|arms|hand|hands|wrist|wrists|leg|legs|ankle|ankles|skin|thigh|thighs|stomach)/,
  / (?:stitches|stiches|the er|hospital)(?: \w+){0,3} (?:lied|lie|made up a story) about/,
  / lied about (?:how|where) (?:i got|it happened|the (?:cuts|marks|scars|bruises|burns))/,
  / (?:theyre|they are|its|these are|those are) (?:my own|mine)(?: \w+){0,2} i (?:did|made) (?:them|it|this)| i did (?:them|it|this) (?:to )?myself/,
  // Withdrawal.
  / stopped \w+(?: \w+)?,? stopped /,
  new RegExp(
    `^${WHY_ORDINARY}.*(?: stopped (?:answering|showering|leaving|getting out of bed|replying|responding|texting back|going out|talking to (?:anyone|everyone|people|my friends)))`,
  ),
  / (?:couldnt|cant|cannot|could not) face (?:anyone|anybody|people|them|the world|everyone)/,
  / (?:without (?:saying|telling|explaining)(?: \w+){0,2} why|didnt say why|havent told anyone|doesnt know why|easier than explaining|not coming back)/,
  new RegExp(
    `^${WHY_ORDINARY}.*(?: (?:havent|have not|never) (?:been|left|gone|stepped) (?:outside|out of (?:the|my) (?:house|apartment|room|bed)|the (?:house|apartment|flat)|my (?:room|apartment|flat))(?: \\w+){0,6} (?:in|for) (?:days|weeks|a week|\\w+ (?:days|weeks)|like))`,
  ),
  / sleep \d+ hours a day| (?:just|and) (?:lay|lie|lying|laid|stare|staring) (?:there|in (?:bed|the dark))| (?:just|and) (?:sit|sat) (?:in the car|in the dark)| just stare| i just sit in the car/,
  / (?:called|call|calling) (?:in sick|out of work|out sick)(?: \w+){0,3} (?:all week|every day|for days|again)/,
  new RegExp(`^${WHY_ORDINARY}.*(?: (?:cancelled|canceled|cancelling) (?:every|all|on everyone|on everybody)(?: \\w+){0,5})`),
  / (?:ghosting|ghosted|pulled away from|withdrawn from|withdrew from|avoiding) (?:my |everyone|everybody|all)/,
  /^(?!.* (?:to focus|for (?:lent|a detox|a break|exams|my studies|my mental health|finals)|detox|digital|retreat|weekend away|camp|flight|exam|concert|date night)).*(?: (?:deleted|deleting) (?:all )?my (?:social media|accounts)| stopped answering the door| (?:turned|switched) (?:my )?phone off(?!.*(?:detox|vacation|holiday|movie|church|service|sleep|meeting|great)))/,
];

/** A helper's question about someone else ("how do i support her", "what can i do"). */
export const HELPER_QUESTION =
  / (?:how (?:do|can|should|would|could) i|what (?:can|do|should|could) i|how to) (?:\w+ ){0,2}(?:help|support|be supportive|say|talk|respond|explain|comfort|be there)| what (?:can|should|could) i do(?= $| for| to help)| (?:is|keeps|was|are|been) asking (?:me )?(?:why|if|about|whether)| asking me why/;
const THIRD_CONTEXT =
  /(?: (?:how (?:do|can|should|would|could) i|what (?:can|do|should|could) i|how to) (?:\w+ ){0,2}(?:help|support|be supportive|say|talk|respond|explain|comfort|be there)| what (?:can|should|could) i do(?= $| for| to help)| (?:is|keeps|was|are|been) asking (?:me )?(?:why|if|about|whether)| asking me why)| (?:she|he|they) (?:was|were) (?:joking|kidding|laughing)| (?:people|someone|christians|believers) who (?:commit|commits|die by|take their)| (?:go|goes|going) to (?:heaven|hell)| (?:paramedic|nurse|doctor|counsel\w*|chaplain|therapist|er |emt|firefighter|police officer|social worker)(?= )| (?:novel|book|movie|film|show|series|story(?! (?:building|house|drop|fall|high|window|roof|car park|parking|tower|block|apartment))|character|episode|documentary|play|song|poem|chapter|1 samuel|2 samuel|matthew|acts)(?= )| (?:bible study|youth group|sermon|small group|book club) (?:is|was|are|were|about|on)| studying| (?:sees|seeing|has) a (?:therapist|counsel\w*)| (?:called|rang|texted|phoned) (?:988|911|999|112|a hotline|the hotline|a crisis line|the crisis line|her parents|his parents|an ambulance)(?= )| (?:still )?(?:scared|worried|afraid|terrified|worry) (?:for|about) (?:him|her|them)(?= $| every| all)/;
const TAKES_OWN_LIFE = String.raw`(?:take|taking|took) my (?:own )?life(?! back)`;
// Session 53: so are a means used "on myself" and one thought of "as a way out for me" or "as my way out" (blind-41:
// a police partner's gun, the drugs at a vet's practice).
// Session 39: taking one's own life and "doing oneself in" are the writer's own crisis too (a
// chaplain or a social worker saying it of themself keeps the alarm).
export const SELF_CRISIS = new RegExp(
  String.raw` (?:${TAKES_OWN_LIFE}|do myself in|(?:a|my) plan to die|(?:use|using|used|turn|turning) (?:it|them|the (?:gun|rifle|pistol|shotgun|pills|knife)) on myself|as (?:a |the )?(?:way out|answer|exit) for me|as my (?:way out|exit|escape|answer))(?= )| (?:kill|hurt|harm|cut|end|ending|killing|hurting|harming|cutting) (?:my ?self|my (?:own )?life)| i (?:want|wanted|wish|still want) to die| (?:im|i am|i feel|i was|been|ive been|still) (?:\w+ )?suicidal(?! (?:in|as|when|back|at|years|during))| i (?:have|had|ve had|keep having|get) (?:suicidal )?thoughts| i (?:cant|dont want to) (?:go on|live|do this)| (?:me|myself) too | not for a (?:story|book|novel|friend)|(?: i| im| ive| id| ill)(?: \w+){0,3} (?:die|dying|kill|killing|overdos\w*|suicid\w*|jump\w*|hang|hanging|unalive\w*|swallow\w*|cutting|cut my|end it|not wake|\w*gun|pills|bottle)(?= )`,
);
const THIRD_PERSON = new RegExp(
  ` (?:my|a|her|his|our|their|this|the|whose) (?:\\w+ )?${OTHER_PEOPLE}s?(?= )| (?:she|he|they|people|someone|somebody|saul|judas|we|christians|believers) `,
);
// Session 56: a gun or knife kept at home is no emergency now (blind-44: a man at a men's breakfast who "has a gun at
// home and has been thinking about using it on himself" is a helper's worry, not the writer's danger).
export const NOW_EMERGENCY =
  / (?:right now|just (?:took|swallowed|overdosed|cut)|is (?:unresponsive|not breathing|bleeding)|wont wake up|not breathing|call (?:911|999|112|an ambulance)|is (?:on|at) the (?:bridge|roof|ledge)|has a (?:gun|knife)(?! (?:at home|in the house|in his|in her|in their|at his|at her|locked|somewhere|licen[cs]e|certificate))|is going to (?:kill|jump)|is about to)/;

/**
 * Whether a message speaks of someone else's crisis (a helper's question, a profession, scripture
 * or a story) without the writer's own danger or an emergency now: its suicide, self-harm and
 * danger alarms are then demoted to the care line. Abuse is never demoted.
 */
export function aboutSomeoneElse(text: string): boolean {
  return THIRD_CONTEXT.test(text) && THIRD_PERSON.test(text) && !SELF_CRISIS.test(text) && !NOW_EMERGENCY.test(text);
}

/** How to plan, budget or save better: a question of money, not of one's life. */
const BUDGETING_QUESTION =
  / how (?:i|can i|do i|to|should i|could i|we|can we|do we) (?:can |could )?(?:plan|budget|save|manage (?:my|our) money) better(?= |$)/;
/** A rent, bill or mortgage that falls due, told with no worry or want beside it. */
const BILL_DUE =
  /^(?!.* (?:no work|lost|cant|cannot|struggl\w*|worr\w*|scared|afraid|desperate|no money|broke|help|behind)(?= )).* (?:rent|bills?|mortgage|council tax) (?:is |are |s )?due(?= )/;

/**
 * Errands and tasks: a bare "i'll do it tomorrow" about one of them is not the act (used to hold the direct head back).
 * Session 32: an errand forgotten ("the pills are in my car, i keep forgetting to bring them inside",
 * which the retrained head read as a means held) is one too; no crisis message of a readable set says it.
 * Session 57: job applications and cover letters ("the plan is done and the cover letters are written", which the
 * neighbours read as direct once blind-45 joined them).
 * Session 58: money sent home, and planning or budgeting better (plan-blind-41's money weeks).
 */
export const ORDINARY_TASK =
  / (?:(?:rent|bills?|mortgage|council tax) (?:is |are |s )?due|rostered|send\w* money home|plan better|budget better|asked me to|told me to|wants me to|cover letters?|(?:applying|applied|apply) for (?:\w+ ){0,2}(?:jobs?|roles?|positions?|posts?)|vacuum\w*|mow\w*|groceries|errands?|wrap\w* (?:the |some |all the )?(?:presents|gifts)|decorat\w* the|the tree|stockings|clean (?:my room|the (?:house|kitchen|garage|bathroom|car))|paperwork|email|reply|walk the dog|the report|the form|the bill|essay|homework|assignment|project|laundry|dishes|chores|taxes|exams?|the test|due (?:on |by |this |next |tomorrow|friday|monday|tonight)|gutters|holding the ladder|christmas lights|(?:fix|fixing|repair\w*|replac\w*) (?:the |some |a )?(?:shingles|tiles|antenna|chimney|satellite dish)|(?:keep |kept )?(?:forgetting|forgot|forget) to (?:bring|take|grab|pick up|get))(?= )/;

/**
 * Session 47: an errand's destination ("i'm going to the shops", which the direct head and the care
 * head both read as a timing statement, "i'm going"): the direct head is not asked, and the care
 * line's guess stands down unless a word of death is said.
 */
export const ERRAND_DESTINATION =
  / (?:im|i am|were|we are) (?:just )?(?:going|off|heading|popping|nipping) (?:out )?to the (?:shops?|store|supermarket|grocery store|market|mall|gym|pub|bank|post office|library|cinema|movies|dentist|doctors?|hairdressers?|barbers?|cafe|chemist|pharmacy|laundrette|launderette|office|match|game)(?= )/;

/**
 * Memberships, habits, money and the shooting range named anywhere in the message, figures of speech
 * included ("end my gym membership", "the stock market is killing my super", "it took me 20 minutes
 * to find the gun range"): the direct head is not asked of them.
 */
// Session 53 (join): jumping into the new year ("my plan is to jump into the new year", read by the retrained head as a
// plan).
// Session 47 (join): a will made so the family will not fight ("i made my will because my family in tonga
// will fight over the land when i die", which the direct head retrained with blind-35 read as a plan).
// Session 46: falling and getting back up is failure lived through ("i need to let myself fall and
// get back up, that's what failure is", read by the join's retrained direct head).
// Session 31: "kill it at" a performance is doing it brilliantly ("i'm going to kill it at the
// interview tomorrow"; the direct head retrained with blind-19 read it as a plan). Every earlier
// author wrote the idiom as a hard negative (about thirty, blind to blind-19).
// Session 39: love, a chance jumped at, a train taken and strain from a task are figures of speech the
// head read as plans ("i think about letting myself fall in love again", "if i do it i'll take the
// train to leeds", "i'm going to do myself in trying to finish this quilt").
// Session 40 (join): a workout to be "killed" and a habit to quit ("i'm going to kill this workout
// tomorrow", "i've decided. i'm going to quit sugar. starting monday"), which the head retrained with
// blind-28 read as plans.
export const ORDINARY_MATTER =
  / (?:(?:made|wrote|done|did|finished|updated) (?:my|a) will (?:because|so|since)(?: \w+){0,8} (?:fight|fighting|argue|arguing|squabble|squabbling|fall out|falling out|feud)(?= )|fall(?:ing)? in love|jump(?:ing)? (?:in|into|straight into) (?:the )?new (?:year|term|season|job|week|month|chapter)|(?:fall|fell|falling|fail|failing|failed) (?:down )?(?:and|then|but) (?:i |you |we )?(?:get|got|getting|pick|picking) (?:back up|up again|(?:myself|yourself|ourselves) (?:back )?up)|kill(?:ing)? (?:this|that|the|my|todays|tomorrows) (?:workout|leg day|gym session|training session|spin class|run|long run|set|exam|shift)|(?:need|needs|book|booked|booking|get|got|find|found|sort|sorted) (?:a |the )?(?:babysitter|childminder)|quit(?:ting)? (?:sugar|smoking|caffeine|coffee|chocolate|drinking|vaping|booze|alcohol|carbs|junk food|takeaways|social media|instagram|tiktok|facebook|snacking|biting my nails)|jump at the chance|(?:take|catch|get) the (?:train|bus|ferry|tram|coach) to|do myself in (?:carrying|lifting|trying|running|working|if i keep|at the gym)|(?:gym )?membership|phone contract|procrastinat\w*|stock market|superannuation|my super|the pharmacy gave|money saved|(?:gun|shooting|rifle|pistol|archery) range|kill(?:ing|ed)? it (?:at|in|on|during) (?:the|my|this|our|her|his|their|a|an) (?:\w+ )?(?:interview|presentation|recital|audition|exam|test|game|match|gig|show|concert|marathon|race|meet|tryouts?|competition|pitch|review|talk|speech|performance|debate|final|finals))(?= )/;

/** A goodbye at work, school or a move: "saying goodbye to everyone" is then ordinary. */
export const ORDINARY_FAREWELL =
  / (?:job|work|retir\w*|graduat\w*|moving|move|church|school|team|class|office|company|career|plant|coworkers|colleagues|last day at|new position|new city)(?= )/;

const ORDINARY_PURPOSE =
  / for (?:the |our |my |his |her |their |a |an |this |next )?(?:\w+ )?(?:anniversary|birthday|camp|gym|climbing|trip|wedding|party|picnic|reunion|vacation|holiday|game|class|project|concert|meeting|interview|dinner|lunch|christmas|easter|thanksgiving|school|church|retreat|youth|team|hunting|season|range|boat|garden|move|photos?|shoot|play|recital|tournament|race|hike|campout|sleepover|fundraiser|event|service|bbq|barbecue|cookout|grill|run|jog|commute|bike ride|swim|tow|towing|proposal|swing|tire swing|tyre swing|hammock|treehouse|protection|self defen[cs]e)(?= )| (?:deer|hunting|duck|turkey|elk|pheasant|dove|grouse) season(?= )| so i (?:never|dont|wont|do not|will not) (?:forget|miss|lose)(?= )| (?:gone|away|be) on (?:the|a|our|my) (?:trip|vacation|holiday|cruise|retreat|business trip)(?= )| before (?:college|uni|university|school starts|term starts|the semester|my exams|the move|the wedding|the baby)(?= )| to (?:fix|repair|unclog|unblock|mend|clean) (?:the|my|our|a) (?!life|marriage|head|mind|heart|mess)\w+(?= )| for (?:my |the |our )?(?:exams?|finals|midterms|tests?|mocks)(?= )| (?:when i moved|moved|moving) (?:into|in to|to) (?:the|a|my) (?:dorm|dorms|flat|apartment|halls|new)| to (?:avoid|skip|dodge) (?:the|my) (?:gym|class|meeting|dentist|chores|homework|traffic)(?= )| (?:goodbyes?|farewells?) to (?:the|my|our) (?:team|class|office|crew|staff|coworkers|colleagues|students|host family)(?= )| to (?:take|snap|get) (?:some )?(?:photos|pictures|pics|shots)(?= )| (?:pill )?organi[sz]er| dosette| blister pack/;
// A purpose denied or pretended ("not for hunting", "told the cashier it was for the boat") or
// means hoarded, or an absence of others that is the time chosen ("once my husband leaves for his
// trip"): the purpose named is then no reason to stand down.
export const FALSE_PURPOSE =
  / (?:not|isnt|is not|wasnt|arent) (?:for|about) | (?:dont|do not|didnt|did not) (?:need|want|use|feel like i (?:bought|got))(?: \w+){0,3} for | (?:dont|do not|never) hunt(?= )| (?:it|they) (?:was|were|is|are) for | told (?:the|him|her|them|everyone|my)| (?:hiding|hidden|hid|counted|stockpil\w*|saved up|saving up|enough now|researching|guaranteed|collecting|instead of taking)(?= )| (?:once|when|while|as soon as) (?:my|the|everyone|they|he|she)(?: \w+)? (?:leaves|goes|is away|are away|is gone|are gone|is out|are out|is asleep|are asleep)(?= )/;
// Session 44: stepping in front of a train is as plain ("i think about stepping in front of a train every
// time i wait on the platform for school" stood down on the school named); medicine collected instead
// of taken is held back, whatever pill organiser it sits in.
// Session 38: "take my own life" is as plain as "end my life" ("i've kept the blister packs so i can
// take my own life" had stood down on its ordinary purpose); taking one's life back is not. Both
// lists of death words below hold it.
export const DEATH_WORDS = new RegExp(
  String.raw` (?:die|dying|dead|death|kill\w*|suicid\w*|myself|in front of (?:a|the) (?:train|bus|lorry|truck|tram|tube)|unalive|overdos\w*|wake up|goodbye|gone for good|end it|end my|finish my life|${TAKES_OWN_LIFE}|not be here|lethal|funeral|last night alive|heaven)(?= )`,
);

/** A plan or means with an ordinary purpose named and no word of death (demotes a lone suicide alarm). */
/** Session 45: a supply laid in with the prescriber's blessing ("stockpiling my enzymes for the mission trip with my consultant's blessing"). */
const PRESCRIBER_BLESSING =
  / with (?:my |the |our )?(?:consultants?|doctors?|gps?|nurses?|pharmacists?|specialists?|cf team|care team|clinics?)(?: \w+)? (?:blessing|ok|okay|approval|permission|knowledge|sign off|agreement)(?= )/;

export function ordinaryPurpose(text: string): boolean {
  return ((ORDINARY_PURPOSE.test(text) && !FALSE_PURPOSE.test(text)) || PRESCRIBER_BLESSING.test(text)) && !DEATH_WORDS.test(text);
}

const ACCIDENT = / (?:by accident|accidentally|not on purpose)(?= )/;
/**
 * Session 32: threatening a brother or a flatmate who ate one's leftovers ("i'm going to kill my
 * brother, he ate my leftovers", "my flatmate ate the lasagne i labelled, i'm going to throttle
 * him"): the care head read the threat; every author from blind-2 to blind-15 wrote it as a hard
 * negative. The writer's own death said beside it keeps the guess.
 */
const LEFTOVERS_THREAT =
  /^(?!.* (?:myself|kill me|end it|suicid\w*|die|dead)(?= ))(?=.* (?:kill|strangle|throttle|murder)(?= ))(?=.* (?:ate|eats|eat|eating|eaten|stole|steals) (?:my|the|all my) (?:last )?(?:\w+ )?(?:leftovers?|lunch|food|pizza|lasagne|lasagna|fries|snacks|chocolate|cake|cookies|dessert)(?= ))/;
/**
 * Session 32: a burn or a cut from the kitchen or the iron told as it happened ("i burned myself on
 * the oven taking out the lasagna", "cut myself on the mandoline slicer again"; blind-13, -18,
 * authored-4, -8). A self-harm sign says the same words with a purpose, a relief or a cover story
 * ("on purpose", "to feel something", "when i can't cope", "told my wife it was an accident").
 */
const KITCHEN_ACCIDENT =
  /^(?!.* (?:on purpose|purposely|deliberately|feel something|cope|coping|helps|relief|release|deserve|punish\w*|was an accident|it was an accident)(?= )).* (?:cut|cuts|burned|burnt|burn|sliced|nicked) (?:myself|my (?:\w+ )?(?:finger|fingers|hand|thumb|arm|wrist|leg|tongue)) (?:\w+ ){0,3}(?:on|with|while|taking|making) (?:the |a |my |some )?(?:oven|stove|pan|iron|grill|kettle|mandoline|knife|slicer|cooking|baking|shaving|tray|lasagna|bread|soup|coffee|tea)(?= )/;
// Ordinary absences and errands the classifier mistakes for farewells or means: a holiday, a night
// signed off, a membership ended, a plant watered, a refill, pictures hung, a deployment, a move,
// a break-up, a fast kept as a discipline, an ordinary thing planned (a budget, a trip, a menu).
// Session 47 (join): a job offer to weigh (plan-blind-26's crane operator torn between Dubai and a
// mother's knee operation, read by the neighbours once blind-35 joined them).
const ORDINARY_ERRAND =
  / (?:(?:got|have|had|received|accept|accepted|turn down|turned down) (?:an |a |the |this )?(?:job |work |contract )?offer(?= )|(?:im|were|i am|we are|ill be|i will be) (?:on|going on|away on) (?:vacation|holiday|a trip|leave|a retreat)|signing off for the (?:night|day|weekend)|(?:gym |netflix |spotify )?(?:membership|subscription)|water (?:it|them|the plants?)|a refill|hang (?:the |some |my )?(?:pictures|photos|paintings|frames|curtains|shelves|lights)|deployed|deployment|while (?:im|i am|were|we are) (?:away|deployed|travelling|traveling|gone)|(?:time to|going to|about to|want to) move (?:to|out|away|abroad)|moving (?:to|out|abroad)|(?:end|ending|ended) (?:it|things) with (?:him|her|them|my (?:boyfriend|girlfriend|ex|partner))|(?:learn(?:ing)? (?:how )?to|how (?:do i|to)|want to|going to|plan(?:ning)? to) fast|fasting (?:for|during|through) (?:lent|advent|ramadan|a week|a day|prayer)|plan(?:ning)? (?:out )?(?:a|an|our|the|my|this|next) (?:\w+ )?(?:budget|wedding|trip|party|menu|meals?|holiday|vacation|schedule|week|weekend|garden|move|event|lesson|service|retreat|reunion|birthday|honeymoon|renovation))(?= )/;

const CARE_DEATH_WORDS = new RegExp(
  String.raw` (?:die|dying|dead|death|kill\w*|suicid\w*|unalive|overdos\w*|end it|end my|finish my life|${TAKES_OWN_LIFE}|not be here|gone for good|goodbye)(?= )`,
);

/** An ordinary purpose, errand, accident or everyday bind named (normalised text), so the classifier's guess stands down. */
export function ordinaryContext(text: string): boolean {
  return (
    ordinaryPurpose(text) ||
    // Session 58: a bill that falls due ("the first of the month, that's when rent is due"), which the join's care head
    // read as a day set, and a question how to budget ("i send money home to my mother ... how i can plan better").
    ((BILL_DUE.test(text) || BUDGETING_QUESTION.test(text)) && !CARE_DEATH_WORDS.test(text)) ||
    LEFTOVERS_THREAT.test(text) ||
    // Session 33: a means kept safe ("the gun safe code is only known by me and my wife").
    ((ACCIDENT.test(text) ||
      KITCHEN_ACCIDENT.test(text) ||
      ORDINARY_ERRAND.test(text) ||
      ERRAND_DESTINATION.test(text) ||
      ORDINARY_TRAP.test(text) ||
      MEANS_KEPT_SAFE.test(text)) &&
      !CARE_DEATH_WORDS.test(text))
  );
}
