import type { Signal } from "./crisis-signals.js";

/** A way of dying the writer pictures as their own. */
const PICTURED_WAY =
  "(?:hanging|drowning|jumping)(?! (?:out of|off the (?:plane|boat|pier|diving board)|in (?:paperwork|work|emails|debt|admin|laundry|marking|bills)|into|at the|for joy|up and down|on the|around))|(?:crashing|driving|putting) (?:the |my )?(?:bike|car|motorbike|van|truck|lorry)(?: \\w+){0,6} (?:deliberately|on purpose|and (?:just )?that being the end)|going down (?:a|the) shaft(?: \\w+){0,2} and not (?:being rescued|coming (?:back|up))|swimming out(?: \\w+){0,4} (?:until|till) i (?:cant|can not|cannot) (?:swim|get back|come back)|(?:getting|being) hit by a (?:car|bus|train|lorry|truck|tram|van)(?: \\w+){0,2} (?:on purpose|deliberately)|(?:stepping|running|walking) (?:out )?in front of (?:a|the) (?:car|bus|train|lorry|truck|tram|van)";
/** The writer's own means, by name. */
export const MEANS_NAMED = "(?:medicines?|meds|tablets|pills|painkillers|sleeping pills|insulin)";
export const FIREARM = "(?:gun|rifle|shotgun|pistol)";
/** A means the writer could take or use, named anywhere in a message (the seventeenth to nineteenth rounds read it). */
export const MEANS_AT_HAND = `(?:${MEANS_NAMED}|${FIREARM}|medications?|drugs|poisons?|knife|knives|rope)`;

// Issue 12, session 52's round, read on blind-40 (sealed in session 51 and read twice, readable from this
// session) and on what the session's join lost, each miss written as its family, not the one wording. Patterns
// run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces). Four lists:
// - SIXTEENTH_IDIOMS: ordinary speech behind blind-40's false alarms on hard negatives, taken out before the rules
//   read the text (crisis.ts, IDIOMS);
// - SIXTEENTH_CONCERN: veiled signs for the care line;
// - SIXTEENTH_STRONG: direct statements, blind-40's misses and the join's losses;
// - SIXTEENTH_ABUSE: danger from someone else, blind-40's misses and the join's loss.
// (The helper's readings this round widened live in crisis-signals-helper.ts and crisis-signals-abuse.ts.)

export const SIXTEENTH_IDIOMS: RegExp[] = [
  // Dead before a slow thing gets done, the old complaint ("i'll be dead and buried before the council fixes
  // that road", "we'll be long gone by the time they finish the bypass"): a joke about waiting, not a date. Only a
  // slow job, payment, apology or change is named: "before the sun comes up" or "before the auctioneer arrives"
  // is a time (blind-5 and blind-16 lost them to a wider list).
  / (?:ill|i will|id|i would|well|we will|wed|youll|you will) be (?:long )?(?:dead|gone|dead and (?:buried|gone)|in (?:my|our|the) graves?|six feet under|pushing up daisies) (?:before|by the time) (?:\w+ ){1,5}(?:fix|fixes|fixed|fixing|finish|finishes|finished|gets? round to|gets? around to|sorts? (?:it|this|that|out)|pays? (?:me|us|up|back)|builds?|built|repairs?|repaired|mends?|learns?|changes?|is finished|are finished|retires?|admits?|apologi[sz]es?|agrees?)(?= )/g,
  // A course or training about abuse ("we just finished our church's safeguarding training, how to spot abuse
  // and who to tell"): the subject of the course, not a danger the writer is in.
  / (?:training|course|module|workshop|seminar|session|refresher|certificate|talk|class)(?: \w+){0,3} (?:on|about|in|for) (?:\w+ ){0,2}(?:safeguarding|child protection|abuse awareness|domestic abuse awareness|spotting abuse)(?= )| (?:safeguarding|child protection) (?:training|course|module|workshop|seminar|session|refresher|certificate|lead|officer|policy)(?= )| how to (?:spot|recognise|recognize|report|respond to|handle|prevent) (?:the )?(?:signs of )?(?:\w+ )?abuse(?= )/g,
];

// The care line for veiled signs. Praying to be taken so that the one caring for them "can have their life
// back" (a burden said in prayer) was found writing this round's look-alikes; the rest are the families of veiled
// signs the join's retrained care head stopped reading in older sets (the care head alone had held them): a
// person who "gets her life back" with the writer gone, "one less of us", "I won't need any more", messages left
// on read, love passed on through someone else, home from a shift to cut, no one wanted near, gatherings and
// church no longer gone to, "there's no out".
export const SIXTEENTH_CONCERN: RegExp[] = [
  / (?:so|then|and) (?:my|our|the|she|he|they) (?:\w+ ){0,2}(?:can|could|would|will|might|gets?) (?:have |get )?(?:his|her|their) (?:own )?lives? back(?= )/,
  / (?:remove|take|cut|leave|write) me (?:out )?(?:of|from) (?:the )?(?:equation|picture|story|mix)(?= )/,
  / (?:cope|manage|do|be) (?:better|fine|easier) with one less (?:of us|mouth|person|burden)(?= )/,
  / i (?:wont|will not) (?:need|be needing) (?:any more|anymore|it anymore|them anymore)(?= $)/,
  / (?:left|leaving|leave) (?:every|all(?: the| my)?|everyones) (?:messages?|texts?|calls?) (?:on read|unanswered|unread)(?= )/,
  / pass (?:it )?on to (?:my|our) (?:\w+ ){0,2}(?:that )?i (?:love|loved) (?:her|him|them)(?= )/,
  / (?:go|come|get|went|came|got) home and (?:cut|burn)(?= $| nobody| again| myself| and| every)/,
  / i (?:dont|do not) want (?:anyone|anybody|people|a soul) (?:near|around|close to) me(?= )/,
  / i (?:dont|do not|no longer) go to (?:the )?(?:family |youth )?(?:gatherings|church|chapel|lotu|mass|services?|youth group|choir|bible study|home group|fellowship)(?: \w+){0,3} (?:anymore|any more)(?= )/,
  / (?:theres|there is|ive got|i have|got) no out(?= )/,
  / (?:pray|praying|prayed|ask|asking|asked|beg|begging) (?:every (?:night|day|morning) )?(?:that )?(?:the lord|god|jesus|he) (?:will |would )?(?:takes?|call|calls) me (?:home )?(?:so|soon|now|tonight|in my sleep|before)(?= )/,
];

// Direct statements the join's retrained direct head stopped reading in older sets: the whole of a means to be
// swallowed ("i'm going to swallow the lot"), a plan said to be real ("i got a whole plan. not joking").
export const SIXTEENTH_STRONG: Signal[] = [
  {
    kind: "suicide",
    re: / (?:im|i am|im gonna|i will|ill|gonna) (?:going to |gonna )?(?:(?:swallow|down|neck) (?:the lot|them all|all of them|the whole (?:lot|jar|bottle|pack|packet|box)|every (?:one|last one|pill|tablet))|take (?:the whole (?:jar|bottle|pack|packet|box)|every (?:pill|tablet)))(?! (?:back|to|in|with|out|home|apart|off|for|of (?!(?:my |the |his |her |those |these )?(?:pills|tablets|meds|medicines?|painkillers|sleeping|insulin|them|it|those|these)(?= ))))(?= )/,
  },
  {
    kind: "suicide",
    re: / (?:i|ive) (?:got|have|have got) (?:a |my )?(?:whole |full |real |proper )?plan (?:not joking|no joke|im serious|for real|seriously|just telling (?:somebody|someone|you|anyone))(?= )/,
  }, // Blind-40's direct misses, once readable, each as its family. A way of dying as the picture the writer's head
  // keeps giving ("hanging. that's the picture in my head every night", "i keep picturing crashing the bike ...
  // deliberately", "my head keeps giving me the picture of drowning", "the thought i have is swimming out ...
  // until i can't swim anymore"); not a film's scene, a rescue drill or someone else.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?!.* (?:film|movie|scene|book|novel|show|drill|training|course|exercise|simulation|skydiv\\w*|parachut\\w*|bungee|paperwork|nightmare about (?:him|her|them)|(?:his|her|their) (?:crash|accident|death|drowning|fall))(?= ))(?:.* (?:keep|kept|keeps) picturing (?:myself |me )?(?:${PICTURED_WAY})|.* (?:picture|image|thought) (?:in my head|in my mind|my head (?:keeps )?(?:giving|gives|showing|shows) me|i (?:have|get|keep having|keep getting) is)(?: \\w+){0,3} (?:of )?(?:${PICTURED_WAY})|^ (?:${PICTURED_WAY})(?: \\w+){0,2} (?:thats|that is|its|is) (?:the|my) (?:picture|image|thought)| my (?:head|mind|brain) (?:keeps )?(?:giving|gives|showing|shows) me (?:the |a )?(?:picture|image|thought) of (?:${PICTURED_WAY}))(?= )`,
    ),
  },
  // The writer's means, thought of as theirs to take ("i still have my late wife's medicines. i think about taking
  // them so i can be with her", "my blood pressure tablets. i think about using them to end things", "there's a gun
  // at my grandad's and i think about it every time"); not a dose to remember, a safety worry or a trip.
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* ${MEANS_NAMED}(?= ))(?!.* (?:lock\\w*|safe|safety|the kids|children|grandkids|with food|on time|remember to|forget to|side effects?|the pharmacy|the chemist|prescription)(?= )).* i (?:still |always |keep |often )?(?:think|thinking|thought) (?:about|of) (?:taking|using|swallowing|having) (?:them|it|those|all of them|the lot)(?! (?:with|before|after|at|on|back|off|regularly|properly|twice|once|daily|as|every (?:morning|day|night)))| ${FIREARM}(?: \\w+){0,6} (?:and )?i (?:think|keep thinking) about (?:it|using it)(?= (?:every|all|each|when|$))`,
    ),
  },
  // What the writer would need, had ("i have what i'd need. not going to say what").
  {
    kind: "suicide",
    re: / (?:i have|ive got|got|theres) (?:what|everything) (?:id|i would) need(?! for| to (?:make|bake|start|build|fix|finish|get))(?= )/,
  },
  // A night named with "last one" ("its gonna be tonite, last one").
  {
    kind: "suicide",
    re: / (?:its|it is|itll be|it will be) (?:gonna be |going to be )?(?:tonight|tomorrow|tomorrow night|this weekend|friday|saturday|sunday) (?:\w+ )?last (?:one|night|time)(?= $| for me| ever)/,
  },
  // Others given a day first, then the writer goes ("i'll let the kids have christmas and then i'm going").
  {
    kind: "suicide",
    re: / (?:let|letting) (?:the |my |our )?\w+ (?:have|enjoy) (?:christmas|easter|their birthday|the holidays|the wedding|one more \w+)(?: \w+){0,3} (?:and )?then (?:im|i am|ill|i will) (?:going|gone|go|do it|done|off)(?= $| for good| too| then)/,
  },
  // A plan said to be done beside letters to someone or only the day left ("plan is done. will is done. letters
  // to mum and to jess are done. just the day left"); not a care plan or an estate with no day waiting.
  {
    kind: "suicide",
    re: /^(?=.* (?:the |my )?plan (?:is|s) (?:all )?(?:done|made|set|ready|sorted)(?= ))(?=.* (?:(?:just|only) the (?:day|date) left|letters? to (?:my |mum|mom|dad|\w+ and)|notes? to (?:my |mum|mom|dad|\w+ and))(?= ))(?!.* (?:care plan|birth plan|lesson plan|business plan|floor plan|meal plan|seating plan|wedding|hospice|palliative|party|guests|trip|holiday|move|exam|race|marathon|surgery|operation)(?= ))/,
  },
];

// Abuse: the battery or charger of a wheelchair taken, in anger or to leave the writer stuck; and blind-40's abuse
// misses, once readable, each as its family.
export const SIXTEENTH_ABUSE: Signal[] = [
  // A threat that names where the writer's children are ("they said if i don't pay by friday they know which school
  // my daughters go to"), or to bury or put the writer in the ground ("they'll bury me on it", "he'll put me in the ground").
  {
    kind: "abuse",
    re: / (?:they|he|she)(?: \w+){0,2} (?:know|knows) (?:which school|where (?:my|our) (?:\w+ )?(?:kids|children|daughters?|sons?|girls|boys|family) (?:live|lives|go|goes|sleep|sleeps|play|plays))(?= )| (?:said|says|say|told me|threatened|swore)(?: \w+){0,8} (?:theyll|hell|shell|they will|he will|she will|theyd|hed|shed|they would|he would|she would) (?:bury (?:me|us)|put (?:me|us) in (?:the|my) (?:ground|grave))(?= )/,
  },
  // An adult who touched the writer's child, told by the child ("she told me he touched her in the changing room").
  {
    kind: "abuse",
    re: / (?:told|tells|told me|said) (?:me )?(?:that )?(?:he|she|the (?:\w+ )?(?:coach|teacher|tutor|instructor|leader|pastor|priest|man|driver|neighbou?r)|her (?:\w+ )?(?:coach|teacher|tutor|uncle|stepdad)|his (?:\w+ )?(?:coach|teacher|tutor|uncle|stepdad)) (?:touched|touches|has been touching|was touching) (?:her|him|them)(?! (?:shoulder|arm|hand|back|head|elbow|knee))(?= )/,
  },
  // A child kept hungry or hurt by a step-parent while in the writer's care ("doesn't feed my little brother
  // properly ... she pulled his hair till he screamed").
  {
    kind: "abuse",
    re: / (?:pulled|pulls|yanked|yanks|dragged|drags) (?:his|her|their|my \w+s) hair (?:till|until|so hard|and)(?= )| (?:doesnt|does not|wont|will not|refuses to) feed (?:him|her|them|my (?:\w+ )?(?:brother|sister|son|daughter|kids|children)) (?:properly|at all|when|unless|if)(?= )/,
  },
  // The father of a host family or an employer coming into the writer's room at night.
  {
    kind: "abuse",
    re: / the (?:father|man|husband|son|boss|owner) (?:of the (?:family|house|household|home) )?(?:comes|came|keeps coming|has been coming) into my (?:bed)?room at night(?= )/,
  },
  // Blows with a belt, a stick or a cane, from anyone ("hit us with a belt if we cried").
  {
    kind: "abuse",
    re: /^(?!.* (?:when (?:i was|we were) (?:\w+ )?(?:kids?|little|young|children|a child|small|teenagers?)|years ago|as a child|growing up)(?= )).*(?<! (?:used to|would|would always|once)) (?:hit|hits|beat|beats|whipped|whips|hitting|beating|strikes|struck) (?:us|me|him|her|them|my \w+) with (?:a|the|his|her|their) (?:belt|stick|sticks|cane|wooden spoon|cable|hose|shoe|slipper)(?= )/,
  },
  // The writer's head or hand pushed into steam, water or a wall by someone ("pushed my head into the hot steam"); not
  // the writer's own hand slammed in a door, a self-harm. The agent is matched first, not in a lookbehind tried at
  // every position (the literal-prefilter test runs every rule on every readable message).
  {
    kind: "abuse",
    re: / (?:he|she|they|boss|manager|chef|owner|husband|wife|dad|father|mum|mom|mother|stepdad|stepmother|brother|partner|boyfriend|girlfriend|supervisor|foreman|man|woman|guy)(?: \w+){0,8}?(?<! i) (?:pushed|pushes|shoved|shoves|held|holds|forced|forces|slammed|slams) my (?:head|face|hand|hands|arm) (?:into|onto|against|under|in|down on) (?:the )?(?:\w+ ){0,3}(?:steam|water|fryer|stove|oven|hob|hot|wall|table|door|sink|counter|floor)(?= )/,
  },
  // A hurt in someone's care, and the one in care told to keep quiet ("came back with a burn ... told him to keep quiet").
  {
    kind: "abuse",
    re: /^(?=.* (?:burn|burns|bruise|bruises|bruised|cut|cuts|marks?|welts?|black eye|broken)(?= )).* told (?:him|her|them|my \w+) to keep (?:quiet|it quiet|it (?:a )?secret|quiet about it|their mouth shut|his mouth shut|her mouth shut)(?= )/,
  },
  // A person in the writer's care chained or tied up ("they chained him to a tree because they say he has a demon").
  {
    kind: "abuse",
    re: / (?:chained|chains|chaining|shackled|tied|ties|tying) (?:him|her|them|me|my (?:\w+ )?\w+) (?:up )?(?:to|in) (?:a|the) (?:tree|bed|chair|post|pole|wall|room|radiator)(?= )/,
  },
  // Knocked down by a boss or a landlord who holds the writer's wages or papers ("he knocked me down in the shed
  // when i asked. he says he'll call immigration").
  {
    kind: "abuse",
    re: /^(?=.* (?:knocked|knocks|threw|throws|pushed|shoved) me (?:down|over|to the (?:ground|floor))(?= ))(?=.* (?:boss|owner|landlord|foreman|manager|supervisor|employer|he|she)(?= ))(?!.* (?:wave|waves|horse|cow|dog|game|match|tackle|rugby|football|practice|wrestl\w*|play\w*)(?= ))/,
  },
  {
    kind: "abuse",
    re: / (?:he|she|my \w+)(?: \w+){0,4} (?:takes|took|pulls|pulled|removes|removed|hides|hid) (?:the |my )?(?:wheelchair |chair |scooter )?(?:battery|batteries|charger)(?: out)?(?= (?:\w+ ){0,6}(?:angry|stuck|stranded|cant (?:move|get)|punish|to keep me))/,
  },
];
