// Issue 12, fifteenth round (session 51): wordings that crisis blind-39 (readable since the session's
// join) showed the rules did not know, written as families wider than the wordings that showed them,
// each tried on fresh wordings and guarded by look-alikes (crisis-session-51.test.ts):
//  - direct: a plan said to be made beside affairs settled (a will, a note, debts paid); a day
//    fixed for "doing it" or dying; swimming out past coming back, walking into a river or driving a
//    car into a tree, as a thought; the same thought, always, with a blade; means looked at as an exit
//    or kept being looked at;
//  - abuse: blows in words the families did not know ("lamps us", "canes the boys") and on the person
//    in the writer's care; welts or a mark a child was told to keep secret; a threat that the writer's
//    family will be hurt if the writer runs; being held down by elders; wages handed over to a leader
//    who punishes questions; an elder bullied into signing cheques; a walking frame taken so a person
//    cannot leave her room;
//  - veiled (the care line): being only a weight on someone, "better without a son like me", a
//    quieter life for others without the writer in it, shifts chosen so as to see no one, mates
//    ignored and meetings no longer gone to;
//  - set aside: dying of happiness or suspense, a training scenario's caller, a partner's "I don't see a
//    future" when ending it; a family quarrel over a will, which the abuse head alone read as abuse (crisis.ts);
//  - false alarms found writing the look-alikes: a thing thrown off the roof, everything ready for a named
//    occasion, a shaver's razor, a story's ending, the day of a baptism, children pinning one down in play,
//    furniture shoved, a dive into the pool, a crash the writer saw, a job done oneself.
// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
import type { Signal } from "./crisis-signals.js";
import { EMPLOYER } from "./crisis-signals-twelfth.js";

/** A plan said to be made and finished, in the first person. */
const PLAN_MADE =
  "(?:(?:ive|i have|i|ive got|i don|weve) (?:\\w+ )?planned (?:it|it all|it all out|everything|the day|the rest(?: of it)?)|(?:ive|i have|i|i don) (?:\\w+ )?plan (?:everything|it all)|(?:the|my) plan is (?:done|made|set|ready|finished|in place)|i have my plan|ive got my plan|(?:all thats|all that is|the only thing) left is (?:doing it|to do it)|only the day (?:remain|remains|is left|left)|got it (?:all |aw )?worked (?:out|oot))";

/** One's affairs settled: a will, a note or letters written, debts paid, a pet seen to. */
const AFFAIRS =
  "(?:(?:wrote|written|don write|did|done|made|finished|signed|drawn up)(?: \\w+){0,2} (?:my )?(?:will|note|notes|letters?|funeral)|(?:letters?|notes?|the note|will) (?:is |are )?(?:done|written|finished|sorted|ready)|(?:paid|cleared|settled|paid off)(?: \\w+){0,3} (?:debts?|loans?|credit card|moneylender|van|car|bills?|fees?|rent|tab)|debts? (?:are |is )?(?:paid|cleared|settled|sorted)|(?:wont|will not) (?:get stuck|be stuck|be left) with my debts|wh(?:a|i)t happens (?:to|tae) (?:the|my) (?:dog|dug|cat|pets?))";

/** A purpose that makes such planning ordinary: a wedding, a move, a trip, an illness with its carers. */
const ORDINARY_PLANNING =
  "(?:wedding|party|holiday|vacation|trip|cover letters?|applying|applications?|interviews?|moving|move house|emigrat\\w*|retir\\w*|baby|birthday|christening|anniversary|business|exam|essay|lesson|project|conference|hospice|palliative|terminal|diagnos\\w*|cancer|solicitor said|end of life care|months to live|weeks to live|for when i die naturally)";

export const FIFTEENTH_STRONG: Signal[] = [
  // A plan made, with one's affairs settled beside it ("paid off the van, did my will. planned it all out").
  {
    kind: "suicide",
    re: new RegExp(`^(?=.* ${PLAN_MADE}(?= ))(?=.* ${AFFAIRS}(?= ))(?!.* ${ORDINARY_PLANNING}(?= ))`),
  },
  // A day fixed for "doing it" or dying ("after chinese new year i will do it. let my parents enjoy it first").
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:after|efter|when|once|on|by|come|then) (?:\\w+ ){0,6}(?:i will|ill|im going to|i am going to|i go) (?:do it|die(?! (?:of|from|laughing|happy|for|with))|end it|end it all|go through with it)(?= ))(?=.* (?:thats me decided|(?:i have|ive|i) decided|(?:i have|ive|i) fixed the (?:date|day)|set the (?:date|day)|thats the day|(?:date|day) is (?:set|fixed|chosen)|picked the (?:day|date)|chosen the (?:day|date)|enjoy (?:the |their |it )?(?:\\w+ ){0,3}first)(?= ))(?!.* (?:quit\\w*|give up|giving up|lent|resolution|job|diet|smoking|drinking|propos\\w*|appl(?:y|ied)|baptis\\w*|tell (?:him|her|them|my)|leave (?:him|her)|sign up|ask (?:him|her)|marathon|tattoo|move|moving|retir\\w*|resign\\w*|confess\\w*|surgery|operation)(?= ))`,
    ),
  },
  // Swimming out past coming back, or walking into the water, as a thought.
  {
    kind: "suicide",
    re: / (?:think|thinking|thought|picture|picturing|imagine|imagining)(?: about| of)? (?:just )?(?:swim\w*|walk\w*|wad\w*|paddl\w*) (?:out )?(?:until|till|til) i (?:cant|cannot|couldnt|could not) (?:swim|come|get|make it|walk) back(?= )/,
  },
  {
    kind: "suicide",
    re: / (?:keep|kept|always) (?:thinking|thinkin) about (?:the|that) (?:river|sea|loch|lake|canal|water|tide|reservoir|quarry)(?: \w+){0,3} (?:walking|wading|going|stepping) (?:into|in to|intae) (?:it|the water)(?= )/,
  },
  // A car put into a tree or a wall, as a thought ("on the long drives i think about putting the ute into a tree").
  {
    kind: "suicide",
    re: /^(?=.* (?:think|thinking|thought|picture|picturing|imagine|imagining|tempted)(?= ))(?=.* (?:putting|put|driving|drive|steering|steer|aiming|aim|veering|veer) (?:the|my) (?:car|ute|van|truck|lorry|bike|motorbike|tractor|rig) (?:into|in to|off) (?:a|the) (?:tree|wall|pole|pylon|bridge|river|cliff|barrier|embankment|quarry|oncoming \w+)(?= ))(?!.* (?:nearly|almost|accident|skidded|black ice|by mistake)(?= ))/,
  },
  // The same thought, always, with a blade or a rope ("the thought is always the same, the bathroom, a blade").
  {
    kind: "suicide",
    re: /^(?=.* (?:the|that|same|one) (?:thought|picture|image)s? (?:is |are )?(?:always|keeps? coming back|every (?:day|night|morning|time))(?: \w+){0,5} (?:a |the )?(?:blade|razor|rope|noose|belt|ligature)(?= ))(?!.* (?:buy|bought|new|ditch|blunt|sharpen\w*|shave|shaving|disposable|electric|beard)(?= ))/,
  },
  // Means looked at as an exit, or kept being looked at ("i look at my meds like theyre an exit").
  {
    kind: "suicide",
    re: / (?:pills|tablets|meds|medicines?|medication|painkillers|poison|gun|rifle|shotgun|rope)(?: \w+){0,4} (?:like|as if|as though) (?:theyre|they are|its|it is|they were|it was)? ?(?:an |a |the |my )?(?:exit|way out|escape|door out|answer)(?! (?:from|to) (?:the|my) (?:pain|flare|symptoms))(?= )/,
  },
  {
    kind: "suicide",
    re: / (?:rat poison|weedkiller|poison|pesticide|pills|tablets|gun|rifle|shotgun|rope)(?: \w+){0,6} (?:and )?i (?:keep|kept|cant stop|can not stop) (?:looking at|staring at|going back to|thinking about) (?:it|them)(?= )/,
  },
];

/** Someone in the writer's care or household a blow lands on. */
const ONE_IN_CARE =
  "(?:me|us|mi|my (?:\\w+ )?(?:pa|da|dad|father|mum|mom|mam|mother|brother|sister|son|daughter|boy|girl|kids|children|aunt|auntie|gran|nan|grandad|grandma|granny|wife)|the (?:\\w+ )?(?:boys|girls|kids|children|pupils|little ones|weans))";

/** Someone who harms: at home, at work, at church or in the writer's care. */
const HARMER = `(?:he|she|they|(?:my|me|ma) (?:\\w+ )?(?:dad|da|father|stepdad|stepfather|husband|boyfriend|partner|ex|uncle|cousin|brother|son|grandson|mum|mom|mam|mother)|(?:the|our|my) (?:\\w+ )?(?:${EMPLOYER}|minister|pastor|priest|elders?|leader|teacher|headmaster|coach|boer|farmer|owner|landlord|carer|warden))`;

export const FIFTEENTH_ABUSE: Signal[] = [
  // A blow in words the families did not know, or on the person in the writer's care.
  {
    kind: "abuse",
    re: new RegExp(
      ` ${HARMER}(?: \\w+){0,8} (?:lamps|lamped|leathers|leathered|skelps|skelped|wallops|walloped|clouts|clouted|belts|belted|thumps|thumped|batters|battered|canes|caned|whips|whipped|thrashes|thrashed|hits|hit|beats|slaps|slapped|shoves|shoved|shove) ${ONE_IN_CARE}(?! (?:up|on the back|with (?:a |the )?(?:ball|pillow|snowball)|at (?:chess|cards|pool|darts)|in (?:a |the )?(?:game|race|match)))(?= )`,
    ),
  },
  {
    kind: "abuse",
    re: / (?:grabs|grabbed|grabbing) (?:him|her|them|me|my (?:\w+ )?(?:brother|sister|son|daughter|boy|girl|dad|mum|mom)) (?:hard|so hard|by the (?:arm|wrist|neck|throat|hair|collar))(?! to (?:stop|save|keep|catch|steady|pull))(?= )/,
  },
  {
    kind: "abuse",
    re: / (?:squeezed|squeezes|squeezing|grabbed|grabs) (?:my|ma|me|her|his) (?:throat|neck)(?= )| (?:pit|put|pinned|pins|shoved|pushed|slammed|slams) (?:me|her|him) (?:up )?against the wall(?= )/,
  },
  // Welts, or a mark a child was told to keep secret.
  {
    kind: "abuse",
    re: / (?:came|come|comes|coming) (?:home|back)(?: from(?: \w+){1,3})? with (?:welts|fingermarks|finger marks|a black eye|belt marks|cane marks|a split lip)(?= )/,
  },
  {
    kind: "abuse",
    re: /^(?=.* (?:a |the )?(?:mark|marks|bruise|bruises|welts|fingermarks|finger marks|burns?) on (?:his|her|their|my \w+s?) (?:face|arm|arms|back|legs?|neck|bottom|cheek)(?= ))(?=.* (?:told (?:him|her|them) not to tell|(?:scared|afraid|frightened) to send (?:him|her|them) back)(?= ))/,
  },
  // A threat that the writer's family will be hurt if the writer runs or tells.
  {
    kind: "abuse",
    re: / (?:say|says|said|told me|tell me|threaten\w*)(?: that)? (?:my|our) (?:family|parents|mother|mom|father|dad|children|kids|son|daughter|sister|brother|wife|husband|people back home) (?:will|would|is going to|are going to|gets?) (?:be )?(?:hurt|harmed|killed|beaten|pay|suffer) if i (?:run|run away|leave|go|tell|escape|talk|speak|call)(?= )/,
  },
  // Held down by elders or leaders ("had the elders hold me down for hours while they prayed").
  {
    kind: "abuse",
    re: / (?:had|made|got|let) (?:the )?(?:elders|men|deacons|brothers|leaders|pastors|ushers|them|people) (?:hold|pin|tie) (?:me|us|her|him|my \w+) down(?= )| (?:elders|deacons|pastor|leaders|ushers)(?: \w+){0,3} (?:held|hold|holding|pinned|pin|tied) (?:me|us|her|him|my \w+) down(?= )/,
  },
  // Wages handed over to a leader who punishes questions.
  {
    kind: "abuse",
    re: /^(?=.* (?:makes|made|forces|forced) (?:us|me|them|everyone|the members) (?:to )?(?:hand over|hand|give|surrender) (?:all )?(?:our|my|their) (?:wages|pay|salary|salaries|earnings|benefits)(?= ))(?=.* (?:punish\w*|beat\w*|shun\w*|stand outside|locked out|threaten\w*)(?= ))/,
  },
  // An elder bullied into signing cheques or papers.
  {
    kind: "abuse",
    re: / (?:bullies|bullied|bullying|forces|forced|pressures|pressured|pressuring|tricks|tricked|intimidates|intimidated) (?:her|him|my (?:\w+ )?(?:aunt|auntie|uncle|mum|mom|mam|dad|gran|nan|grandma|grandad|grandfather|grandmother|father|mother)) into sign(?:ing)? (?:cheques|checks|over|papers|the house|her house|his house|a loan|forms|everything)(?= )/,
  },
  // A walking frame or aid taken so a person cannot leave her room.
  {
    kind: "abuse",
    re: / (?:took|takes|taken|hid|hides|hidden|removed|removes) (?:away )?(?:her|his|my) (?:walking frame|frame|zimmer|walker|wheelchair|walking stick|stick|crutches|hearing aids?|glasses|inhaler)(?: away)? (?:so|and now) (?:she|he|i) (?:cant|cannot|can not|isnt able to) (?:leave|get out of|move|walk|get up)(?= )/,
  },
];

export const FIFTEENTH_CONCERN: RegExp[] = [
  // Only a weight on someone ("i am only a weight on him").
  / (?:im|i am|i feel like|feel like) (?:only |just |nothing but )?(?:a )?(?:weight|dead weight|drain|millstone|load|anchor) (?:on|to|around|for) (?:him|her|them|my \w+|everyone|everybody|the family)(?= )/,
  // Someone better without the writer as they are ("he would be better without a son like me").
  / (?:he|she|they|everyone|everybody|my \w+|the family) (?:would|will|d) be better (?:off )?without (?:a (?:son|daughter|wife|husband|mother|mum|mom|father|dad|brother|sister|child|girl|boy) like me|someone like me)(?= )/,
  // A quieter life for others without the writer in it.
  / (?:theyd|they would|everyone would|everybody would|hed|shed|he would|she would|(?:my )?(?:family|kids|wife|husband|parents|mom|dad|sister|brother) would) (?:have|live|be) (?:a |an )?(?:quieter|easier|better|happier|calmer|simpler|more peaceful|nicer)(?: \w+){0,2} if i (?:wasnt|werent|was not|were not) (?:in it|around|here|alive|in (?:their|his|her) (?:life|lives)|in the picture)(?= )/,
  // Shifts or hours chosen so as to see no one.
  / so (?:that )?i (?:dont|do not|wont|will not) have to (?:see|talk to|face|speak to) (?:anyone|anybody|people|a soul|my family|my friends)(?! (?:before|until|till|at|on the) )(?= )/,
  // Mates ignored and what the writer used to go to given up.
  /^(?=.* (?:ignore|ignoring|blank|blanking|dodge|dodging) (?:all )?(?:my )?(?:mates|friends|texts|messages|calls|everyone|everybody)(?= ))(?=.* (?:havent been|stopped going|dont go|not been|quit going|stopped seeing|havent seen|stop going)(?= ))/,
];

/**
 * A partner's reason for ending it, quoted ("he ended it by text. 'i don't see a future.'"): set aside as an
 * idiom, and the trained heads are not asked of the message (crisis.ts), which read the quote as the writer's.
 */
export const PARTNERS_REASON_QUOTED =
  /(?<= (?:ended it|ended things|broke up with me|broke it off|dumped me|called it off|finished with me)(?: \w+){0,8}) i dont see (?:a|any|our) future(?: (?:with (?:you|us|this)|together|for us))?(?= )/;

export const FIFTEENTH_IDIOMS: RegExp[] = [
  // False alarms found writing this round's look-alikes, each a family of ordinary speech:
  // a thing thrown off the roof ("if the printer jams again i'm throwing it off the roof");
  / (?:throw|throwing|chuck|chucking|lob|lobbing|toss|tossing|hurl|hurling|fling|flinging) (?:it|this|that|them|these|those|the (?:printer|laptop|computer|phone|tv|telly|remote|router|thing|lot|whole lot)|my (?:phone|laptop|computer|printer|tv|homework|books|essay)) (?:off|out of|out) (?:the |a )?(?:roof|window|bridge|balcony|cliff)(?= )/g,
  // everything ready for a named occasion ("everything ready for the flight tonight");
  / (?:have|got|had|ive got|its|is) (?:it|everything|all) (?:all )?(?:ready|in place|set|sorted|arranged|prepared|packed) for (?:the |my |our |a |tomorrows |tonights )?(?:flight|trip|holiday|move|wedding|party|journey|exam|interview|drive|service|big day|school|term|camp|match|race|concert|show|christmas|easter|baby|birth|surgery|operation|sale|shift|visit|guests|funeral tea|harvest|lambing|market|fair|festival)(?= )/g,
  // a shaver's razor ("ditch the disposable razor");
  / (?:a |the |my |his |her )?(?:disposable|safety|electric|bic|gillette|travel|pink|plastic) razors?(?= )/g,
  // a story's ending ("the film ends with him walking into the sea");
  /(?<= (?:film|movie|novel|book|play|show|series|episode|story|opera|musical|poem|ballad|song)(?: \w+){0,6}) (?:him|her|them|he|she|they|the (?:hero|heroine|character|detective|captain|mother|father|girl|boy|man|woman|lovers))(?: \w+)? (?:walking|walks|walked|swimming|swims|swam|driving|drives|drove|wading|wades|jumping|jumps|jumped|throwing (?:himself|herself)|stepping|steps) (?:out )?(?:into|off|from) (?:the |a )?(?:ocean|sea|lake|river|water|waves|traffic|cliff|bridge|tower|building|roof)(?= )/g,
  // the day of a baptism, a new job or a wedding ("next sunday is the day i get baptised");
  / (?:\w+day|tonight|tomorrow|today) is the (?:day|night) (?:i|we|im|were) (?:get (?:baptised|baptized|married|confirmed|my (?:keys|results|cast off|stitches out|braces off))|getting (?:baptised|baptized|married|confirmed)|start|starting|fly|flying|move|moving|graduate|graduating|retire|retiring|marry|propose|sign|open|launch|meet|finally (?:meet|see|start|get))(?= )/g,
  // children or grandchildren who pin the writer down in play ("the kids pinned me down on the trampoline");
  /(?<= (?:the kids|kids|my kids|the grandkids|grandkids|my grandkids|my nephews?|my nieces?|the little ones|my little \w+)(?: \w+){0,2}) (?:pinned|pins|pinning|jumped on|sat on) me(?: down)?(?= (?:\w+ ){0,6}(?:on the (?:trampoline|bed|sofa|couch|grass|lawn|beach|sand)|tickl\w*|laugh\w*|mercy|play\w*|wrestl\w*|game|giggl\w*))/g,
  // a dive into the pool, and a crash the writer saw (both lost to the session's join: the retrained readers
  // took "i think about stepping off headfirst into the pool at the swim meet" and "i keep thinking about the
  // train crash i saw last year" for a method pictured);
  / (?:stepping off|step off|stepped off|diving|dive|dived|dove|jumping|jump|jumped|falling|fall|fell)(?: \w+){0,2} into the (?:pool|deep end|shallow end|diving pool)(?= )/g,
  / (?:the|that|a) (?:train|car|bus|plane|motorway|road|bike|motorbike|lorry) (?:crash|accident|collision|wreck|derailment|pile up) (?:i|we) (?:saw|witnessed|attended|was in|were in|drove past|came upon|came across)(?= )/g,
  // furniture shoved or pushed ("he shoved the sofa against the wall to make room for the tree").
  / (?:shoved|shoves|shoving|pushed|pushes|pushing|dragged|drags|dragging) (?:the|a|an|our|my|his|her|their) (?:\w+ )?(?:sofa|couch|settee|table|chair|chairs|furniture|bed|boxes|box|wardrobe|desk|piano|bin|bins|cupboard|trolley|pram|car|van|fridge|freezer|dresser|bookcase|tree)(?! (?:\w+ ){0,3}(?:into|at|onto|on to|over) (?:me|her|him|us))(?= )/g,
  // Dying of happiness, suspense or relief ("after the match i'll die of happiness if we win").
  / (?:im|i am|ill|i will|id|i would)(?: literally| actually| just)?(?: going to| gonna)? die of (?:happiness|joy|excitement|laughter|laughing|boredom|embarrassment|shame|cringe|cuteness|jealousy|envy|suspense|curiosity|relief|pride|old age|happy)(?= )/g,
  // A caller or a person in a training scenario ("a training scenario with a caller threatening to end their life").
  /(?<= (?:training|scenario|roleplay|role play|course|drill|simulation|practised|practiced|module|workshop)(?: \w+){0,15}) (?:(?:a|the) )?(?:caller|someone|somebody|person|patient|client|actor|colleague)(?: \w+){0,4} (?:threatening|thinking about|talking about|wanting|planning|going) (?:to )?(?:end(?:ing)? (?:their|his|her) (?:own )?life|kill(?:ing)? (?:themselves|himself|herself)|suicide)(?= )/g,
  // A partner's reason for ending it ("he ended it by text. 'i don't see a future.'").
  new RegExp(PARTNERS_REASON_QUOTED.source, "g"),
];

/**
 * A family quarrel (words had, sides taken, someone who won't come) with no harm told: the abuse
 * head alone does not make it abuse (crisis.ts), as it did a Christmas called off over a will.
 */
export const FAMILY_QUARREL_ONLY =
  /^(?=.* (?:had words|had a (?:row|falling out|fight|bust up|big row)|fell out|falling out|takes? sides|taking sides|not speaking|isnt speaking|wont come if)(?= ))(?!.* (?:hit\w*|punch\w*|slap\w*|shov\w*|push\w*|kick\w*|chok\w*|threat\w*|scared of|afraid of|frightened of|hurts?|beat\w*|locked|grab\w*|control\w*|police)(?= ))/;

/**
 * A job done oneself ("i painted the fence myself on saturday", "i fixed the leaking tap myself"): the trained
 * readers took "myself" beside a day for the writer's own act. The crisis check does not ask them of such a
 * message (crisis.ts), and the care line's second look reads it as everyday life (care-line-everyday.ts).
 */
export const JOB_DONE_ONESELF =
  / (?:fixed|mended|repaired|built|painted|assembled|replaced|unblocked|installed|plumbed|wired|tiled|baked|sewed|knitted|decorated|cooked|grouted|plastered|wallpapered|serviced)(?!(?: \w+){0,3} (?:rope|noose|beam|hook|hose|exhaust|gun|rifle|ligature|knot)(?= )) (?:the |a |an |my |our |his |her )?(?:\w+ ){0,2}\w+ (?:all )?(?:by )?myself(?= )/;
