// Issue 12 additions to the crisis rules (crisis.ts spreads these into its lists). They follow
// the Columbia screening items the old rules missed: a plan with stored means and a time, a
// method that keeps coming back as a thought, acquired or stored means with a purpose, a chosen
// time; plus abuse phrasings (coercive control, threats, sexual abuse) and veiled warning signs
// for the gentle care line. All patterns run on normaliseForCrisis text (lowercase, no
// apostrophes, " im ", " ill ", " dont "), are bounded and linear.
import type { CrisisKind } from "./crisis.js";

export interface Signal {
  kind: CrisisKind;
  re: RegExp;
}
export interface WeightedSignal extends Signal {
  weight: number;
}

const MEANS =
  "(?:pills?|meds|medication|medications|medicine|prescriptions?|tablets|painkillers|sleeping pills|insulin|tylenol|paracetamol|antidepressants|gun|guns|pistol|handgun|revolver|rifle|shotgun|firearm|bullets|rope|noose|blades?|razors?|knife|charcoal)";
const TIME =
  "(?:tonight|tomorrow|today|this weekend|this week|at midnight|in an hour|in a few hours|as soon as i|a date in mind|(?:once|when) my \\w+ \\w+ (?:goes|is|leaves)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|friday|sunday|saturday|(?:after|when|once) (?:work|everyone|my shift|church|the kids|the house|my \\w+ (?:leaves|goes|is))|before the end of)";
const THOUGHT =
  "(?:keep|kept|keeps|cant stop|can not stop|cannot stop|always|all the time|every (?:day|night|time|single day)|wont leave|coming back|mind keeps|brain keeps|thoughts? (?:about|of)|think about|thinking about|thought about|thought of|thinking of|imagining|imagine|picturing|picture|wondering|the idea of|the image of|the thought of|fantasi[sz]e|fantasi[sz]ing)";
const METHOD =
  "(?:jump(?:ing)? (?:off|from|in front)|the fall from|swallow(?:ing)? (?:the whole|all|every)|(?:taking|take|took) (?:all|every|the rest|the whole) (?:of )?(?:my |the |them|those |these )?(?:\\w+ )?(?:pills?|meds|bottle|tablets|antidepressants|painkillers|of them|in the cabinet|too)|(?:drive|go|walk|head) to the (?:\\w+ )?(?:bridge|roof|tracks|ledge|cliff) and jump|step(?:ping)? in front of|walk(?:ing)? into (?:traffic|the (?:lake|ocean|sea|river|water))|drown(?:ing)? myself|hang(?:ing)? myself|slit(?:ting)? my|gassing myself|(?:driv(?:e|ing)|swerv(?:e|ing)|crash(?:ing)?|wreck(?:ing)?|ram(?:ming)?|steer(?:ing)?|slam(?:ming)?)(?: my (?:car|truck|bike|motorbike|motorcycle|van))? (?:into|off)|putting (?:it|the gun) to my head|overdos(?:e|ing)|the water closing over me|shoot(?:ing)? myself|using (?:it|the gun|the knife) on myself)";
const ADULT =
  "(?:he|she|they|my (?:\\w+ )?(?:husband|wife|boyfriend|girlfriend|partner|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|uncle|aunt|parents?|grandpa|grandfather|grandma|brother|sister|cousin|coach|teacher|son|moms boyfriend|carer|caregiver))";
// Ordinary reasons to hold a gun, pills or a rope, or to "do it" at a time.
const ORDINARY_MEANS =
  / (?:hunting(?! rifle| knife| gun| shotgun)|the range|camping|climbing|the gym|bouldering|trip|emergenc\w*|towing|doctor|pharmacy|refill|prescribed|headache|forgot to take|blood pressure|recipe|cooking|onions|vegetables|locked in a safe|with kids around|is that (?:safe|ok|okay|enough)|antibiotics|vitamins|allergy)/;

export const PLAN_IDIOMS: RegExp[] = [
  / hang(?:ing)? out /g,
  / (?:killing|kill) myself laughing/g,
  / cut myself (?:making|cooking|chopping|shaving|on (?:a|the)|while|by accident|accidentally)/g,
  // Session 42: a game lost ("she beat me at chess again, i'm hopeless").
  / (?:beat|beats|thrashed|hammered|whooped|smashed) (?:me|us) at (?:\w+ )?(?:chess|cards|scrabble|monopoly|darts|pool|snooker|tennis|golf|badminton|squash|football|fifa|mario kart|the game|games|quiz\w*|arm wrestling|draughts|checkers|bingo|dominoes|ludo|uno|wordle|crosswords?|cribbage|rummy|bowling|table tennis|ping pong)(?: again)?(?= )/g,
  / (?:take|taking) all (?:the|my|of the|of my) (?:pills|meds|antibiotics|medication)(?= (?:the doctor|as prescribed|he prescribed|even when))/g,
  / end (?:it|things) (?:with|between) (?:my|him|her|them|us)/g,
  / (?:die|dying) well /g,
  / if i have to (?:\w+ ){0,8}(?:im going to|ill|im gonna) (?:jump|kill myself|die|scream)/g,
  / (?:overdosed|od d|odd|od) on (?:sugar|candy|chocolate|netflix|coffee|caffeine|tv|cookies|cake)/g,
  / (?:planned|figured) out for (?:her|his|their|the|my|our) /g,
  // Someone else's crisis, asked about by a helper, and questions about what faith says.
  / (?:friend|sister|brother|student|son|daughter|mom|dad|coworker|cousin|uncle|aunt|neighbou?r|wife|husband|teenager)s?(?: \w+){0,2} (?:is|was|has been|is being|was being) (?:suicidal|abused|cutting|self harming|being abused)/g,
  / (?:bible|scripture|god|church|christians?|jesus) (?:say|says|talk|teach|think)(?: \w+){0,2} (?:about )?(?:suicide|self harm|abuse|cutting)/g,
  / is suicide (?:a|an) (?:\w+ )?sin/g,
];

export const PLAN_STRONG: Signal[] = [
  // A method as a recurring thought.
  { kind: "suicide", re: new RegExp(` ${THOUGHT}(?: \\w+){0,10} ${METHOD}`) },
  { kind: "suicide", re: new RegExp(` (?:plan|planning|going|gonna|decided|about|ready|want|wanting) to (?:\\w+ ){0,3}${METHOD}`) },
  {
    kind: "suicide",
    re: / (?:bridge|roof|ledge|balcony|building|overpass|tracks|cliff)(?: \w+){0,8} (?:think|thinking|thought) about (?:jumping|it)/,
  },
  {
    kind: "suicide",
    re: / (?:i have|ive got|i got) the means(?! to)| (?:the|a) bottle (?:of pills )?(?:open|opened) (?:in front of me|on the|next to)/,
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` ${METHOD}(?: \\w+){0,6} (?:keeps coming back|wont leave|wont go away|all the time|every (?:day|night|single day)|calling (?:to )?me|keeps coming)`,
    ),
  },
  { kind: "suicide", re: / (?:bridge|edge|ledge|tracks|water|pills|gun|rope|river|lake) (?:keeps|is|keep) calling/ },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:look|looking|stare|staring|see) (?:at )?(?:the|my) ${MEANS}(?: \\w+){0,5} (?:think|thinking) (?:about|of) (?:it|using|taking)`,
    ),
  },
  { kind: "suicide", re: / how (?:much|many) \w+(?: \w+){0,2} (?:is|are|would be|would it take to be) (?:lethal|fatal|deadly)/ },
  // Timing: one's own death or absence at a chosen time.
  {
    kind: "suicide",
    re: / (?:ill|i will|im going to|i am going to) be (?:dead|gone)(?: \w+){0,2} (?:by|before|tomorrow|tonight|soon|this time|in a)/,
  },
  {
    kind: "suicide",
    re: / (?:by this time tomorrow|this time next week|when the sun comes up|by morning|by tomorrow)(?: \w+){0,4} (?:i wont be here|ill be gone|ill be dead|i will be gone|i will be dead|im gone)/,
  },
  { kind: "suicide", re: / last (?:weekend|week|day|night|morning|christmas|birthday) (?:alive|on earth)/ },
  { kind: "suicide", re: / (?:set|picked|chose|chosen) (?:a|the|my) (?:date|day|time) (?:to die|to end|for it|to do it|to go)/ },
  {
    kind: "suicide",
    re: / in a few hours (?:it|everything|this)(?:ll| will) (?:all )?be over| (?:it|everything)(?:ll| will) (?:all )?be over (?:in a few hours|tonight|by morning)/,
  },
  { kind: "suicide", re: / (?:tomorrow|tonight|today) is the (?:last|final) day(?! (?:of|at|to|for|before|in))/ },
  { kind: "suicide", re: / the plan is (?:set|tonight|tomorrow|ready|in place)/ },
  { kind: "suicide", re: / (?:my|the) plan is (?:to )?(?:pills|drive to the bridge|jump|overdose|the bridge|the gun|the rope|to end)/ },
  {
    kind: "suicide",
    re: /^(?=.* (?:carry it out|go through with it|follow through with it) )(?=.* (?:tonight|tomorrow|weekend|plan|ready|pills|gun|rope) )/,
  },
  { kind: "suicide", re: / (?:want|wish|need) my life to (?:be over|end)/ },
  { kind: "suicide", re: / (?:dying|death) (?:feels|seems|looks) like the only (?:door|way|option|answer)/ },
  { kind: "suicide", re: / ready to do it (?:now|tonight|today)/ },
  // Means with a purpose: acquired or kept "for this", "not for protection", "enough to".
  {
    kind: "suicide",
    re: new RegExp(
      ` ${MEANS}(?: \\w+){0,6} (?:for this|for when im ready|for when i decide|in case i (?:decide|cant)|just in case i|for the day i|not for (?:protection|hunting|shaving|self defen[cs]e)|you can guess|scared of myself|the normal way|my way out|for bad nights|so i can end|enough to (?:die|not wake|end))`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:enough|so id have enough|so i would have enough)(?: \\w+){0,3} (?:to die|to not wake up|to end it|to finish it)| enough ${MEANS} to (?:end|finish|die|not wake)`,
    ),
  },
  { kind: "suicide", re: new RegExp(` (?:sell|get|buy) me (?:a |his |her |the )?${MEANS} so i can (?:end|die|do it)`) },
  {
    kind: "self_harm",
    re: / (?:fresh|new) cuts| urge to (?:cut|burn|hurt myself)| (?:cut|cutting) (?:again and|is the only)| (?:give|gave|giving) myself (?:bruises|cuts|burns)| (?:used|use|using) (?:a|the) (?:blade|razor) on my| (?:razor|blade) in my (?:drawer|wallet|bag) for(?! (?:opening|work|cutting (?:boxes|tape|string|rope|cardboard)|crafts|boxes|packages|parcels))/,
  },
  // Abuse: sexual abuse, threats about the children, coercive control, violence.
  {
    kind: "abuse",
    re: new RegExp(
      ` ${ADULT}(?: \\w+){0,2} (?:touches|touched|touching|gropes|groped) me(?! (?:gently|softly|on the shoulder|on the arm to))`,
    ),
  },
  { kind: "abuse", re: new RegExp(` ${ADULT}(?: \\w+){0,2} (?:does|did|do) (?:stuff|things|bad things|weird things) to me`) },
  {
    kind: "abuse",
    re: / (?:makes|made|forces|forced|pressures|pressured) me (?:to )?do (?:sexual|sex) (?:things|stuff)| (?:do|does) whatever (?:he|she) wants (?:to|with) me/,
  },
  {
    kind: "abuse",
    re: / (?:if i|or) (?:tell|leave|go|talk)(?: \w+){0,6} (?:hell|shell|he will|she will|he would|she would|theyll|hes going to|shes going to) (?:take (?:the|my) (?:kids|children|baby)|hurt|kill|cut)/,
  },
  {
    kind: "abuse",
    re: / (?:hes|shes|he is|she is|theyre) (?:drunk|high|raging)(?: \w+){0,2} (?:and )?(?:breaking|smashing|throwing|banging|screaming)/,
  },
  {
    kind: "abuse",
    re: / (?:punched|hit|kicked|smashed) the (?:wall|door) (?:next to|beside|by) (?:my|me)| next time (?:itll|it will|it ll) be (?:me|you|my)/,
  },
  {
    kind: "abuse",
    re: / (?:tracks|tracking) my (?:location|phone)(?!.* (?:with my permission|we (?:both|share|agreed)|in case|find my|for safety|family sharing))| goes through my phone(?: \w+){0,6} (?:screams|yells|hits|wont let)| not allowed to (?:leave|go out|see|have|talk)/,
  },
  {
    kind: "abuse",
    re: new RegExp(
      ` (?:afraid|scared|terrified) of (?:my (?:\\w+ )?(?:husband|wife|boyfriend|girlfriend|partner|dad|father|stepdad|stepfather|mom|mother|son|brother)|him|her)(?: \\w+){0,6} (?:gun|gets angry|drinks|temper|eggshells|hits|hitting|hurts|knife)`,
    ),
  },
  { kind: "abuse", re: / walk on eggshells(?=.* (?:scared|afraid|terrified|hits|angry|temper) )/ },
  { kind: "abuse", re: new RegExp(` ${ADULT}(?: \\w+){0,3} (?:drinks|gets drunk|gets angry)(?: \\w+){0,4} comes after (?:us|me)`) },
  { kind: "abuse", re: / kill (?:himself|herself|themselves) and (?:me|us|the kids)/ },
  {
    kind: "abuse",
    re: new RegExp(
      ` ${ADULT}(?: \\w+){0,3} (?:hurts|hurting|hitting|punching|kicking|slapping|shoving|pushing|choking|drags|dragging|throws things at|threw (?:a|the) \\w+ at|holds a knife to|held a knife to|pointed (?:a|the|his|her) gun at) (?:me|us|my (?:mom|mother|kids|children|sister|brother))`,
    ),
  },
  { kind: "abuse", re: / (?:chair|lock|dresser) (?:against|on|in front of) my door(?: \w+){0,5} (?:because|of|so)/ },
];

export const PLAN_CUES: WeightedSignal[] = [
  // Means at hand, stored or acquired; a purpose or a time completes the picture.
  {
    kind: "suicide",
    weight: 2,
    re: new RegExp(
      ` ${MEANS}(?: \\w+){0,8} (?:in my (?:hand|hands|lap|pocket|bag|car|room|drawer|nightstand|closet)|under my bed|next to me|in front of me|on the (?:table|counter)|lined up|counted out|loaded|open in front)`,
    ),
  },
  {
    kind: "suicide",
    weight: 2,
    re: new RegExp(
      ` (?:saved|saving|stashed|stash of|hoarded|hoarding|stockpil\\w*|stocked up on|kept|keep|keeping|hidden|hid|hiding|filled all|took(?!(?: \\w+){0,6} (?:by mistake|by accident|accidentally|twice)(?= )))(?: \\w+){0,4} ${MEANS}| ${MEANS}(?: \\w+){0,6} (?:saved|hidden|stashed|hid it|hid them|out of the safe|out of the closet)`,
    ),
  },
  {
    kind: "suicide",
    weight: 1.5,
    re: new RegExp(
      ` (?:i have|ive got|i got|got|i have got) (?:the|my|a|all my|all the|enough|a handful of|a bottle of|a stash of|my \\w+s|his|her)(?: \\w+)? ${MEANS}`,
    ),
  },
  {
    kind: "suicide",
    weight: 1.5,
    re: / (?:sitting here|just sitting|just looking at (?:it|them)|staring at (?:it|them)|in my lap|open in front of me|out of the safe|out of the closet|and thats it $)/,
  },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:going|heading|driving|walking|go) to the (?:\w+ ){0,2}(?:roof|rooftop|bridge|tracks|ledge|cliff)(?! (?:bar|party|restaurant|garden|pool|deck|for))/,
  },
  {
    kind: "suicide",
    weight: 2,
    re: / (?:going to|gonna|about to|ready to|decided to) take (?:the|all the|all my|those) pills(?! (?:the doctor|as|with|every|twice|once|in the morning|at night|for))/,
  },
  {
    kind: "suicide",
    weight: 1.5,
    re: new RegExp(` (?:bought|got|picked up|buying|getting|asked \\w+ to sell me|got my hands on)(?: \\w+){0,3} ${MEANS}`),
  },
  // A purpose for the means ("for this", "not for protection"); counts only when means are named.
  {
    kind: "suicide",
    weight: 2,
    re: new RegExp(
      `^(?=.* ${MEANS} ).* (?:for this|for it|for when|in case i|just in case|for the day|to end|to die|enough to|not for (?:protection|hunting|shaving)|i dont hunt|you can guess|know what (?:its|it is|they are|theyre) for|scared of myself|go through with it|think about (?:it|them|using)|the normal way|nothing left|when im ready|my way out|bad nights|im not going to say what for)`,
    ),
  },
  { kind: "suicide", weight: 1, re: new RegExp(` ${TIME}`) },
  {
    kind: "suicide",
    weight: 2,
    // Session 34: not someone else's task ("who else is going to do it").
    re: / (?<!(?:who|someone|somebody|nobody|no one|anyone)(?: else)? (?:is )?)(?:im going to|im gonna|going to|ill|i will|im|gonna) (?:do it|doing it|go through with it)(?! (?:again|right|properly|for (?:you|him|her|them)|with|together|later|myself))/,
  },
  { kind: "suicide", weight: 2, re: / (?:have|got|had) (?:it|everything) (?:all )?(?:ready|in place|set|sorted|arranged|prepared)/ },
  { kind: "suicide", weight: 2, re: / (?:rehearsed|practiced|practised) it(?= )| i have a plan| (?:im|i am) not waiting anymore/ },
  { kind: "suicide", weight: -4, re: ORDINARY_MEANS },
  {
    kind: "suicide",
    weight: -4,
    re: / (?:excited|cant wait|proposing|propose|wedding|ask (?:her|him) out|celebrat\w*|yay|surprise|party|homework|laundry|dishes|chores|taxes|assignment|essay|project|exam|interview|the test|workout|haircut|finally going to)/,
  },
];

/** Veiled warning signs for the gentle care line (never the crisis reply on their own). */
export const VEILED_CONCERN: RegExp[] = [
  // farewells
  / (?:goodbye|bye|farewell)(?: friend| everyone| all| world)? $/,
  / thank you for everything(?=.* (?:goodbye|bye|kind|sorry|gone|anymore|remember) )/,
  / (?:tell|let) (?:my \w+|everyone|them|him|her)(?: \w+){0,3} (?:i love|i loved|im sorry|i said goodbye)/,
  / (?<!(?:doesnt|dont|didnt|wont|cant|not|never) )remember me /,
  / (?:when|once|after) im gone| before i go $| before i go (?:i|and)/,
  / (?<!(?:his|her|their|the|\w+s) )(?:last|final) (?:message|conversation|good day|post|words)(?! (?:of|from|at|on the|were|was))/,
  / (?:wont|will not) (?:need|bother|be needing) (?:you|anyone|anybody)(?: \w+){0,2} (?:anymore|after|again)/,
  / (?:wont|dont|not) have to put up with me/,
  / saying my goodbyes| so i could say goodbye| said goodbye $/,
  / leaving this world| dont look for me/,
  / heaven(?: \w+){0,6} (?:finding out soon|find out soon|see soon)| i hope heaven is real/,
  / (?:have|got) my letters/,
  / (?:hugged|kissed|held) (?:my|the) (?:kids|children|son|daughter|wife|husband)(?: \w+){0,4} (?:want them to remember|one last time|last time)/,
  / sorry i (?:wasnt|was not) enough/,
  / (?:delete|deleted|deleting) (?:all )?my accounts(?!.* (?:to focus|for (?:lent|a detox|a break|exams|my studies|my mental health|finals)|detox|digital))/,
  / (?:wont|will not|not going to) bother (?:anyone|anybody|you) (?:anymore|again|much longer)/,
  // giving things away, settling affairs
  / (?:gave|giving|give|given|handing out|handed out|donated|signed over|told (?:my )?\w+ (?:she|he|they) can have)(?: away)?(?: \w+){0,6} (?:wont|will not|dont|do not|not going to) (?:be )?(?:need|needing|use|using|wear|wearing)/,
  / (?:wont|will not|dont|do not) (?:be )?(?:need|needing|use|using|wear|wearing) (?:it|them|those|these)(?: \w+){0,2} (?:anymore|where im going|after)/,
  / (?:need|needs|use) (?:it|them) more than (?:me|i do)| (?:something|anything) to remember me by| (?:boxes|things|stuff) with (?:names|their names)/,
  / (?:where everything is|tidying up loose ends|insurance papers|my passwords)/,
  / (?:updated|put|wrote|made|finished|put together) my will(?! (?:after|because|for|when))(?!.* (?:since|now that|because) (?:we|i) (?:just |finally )?(?:had|have|bought|got|married|moved))(?!.* (?:adulting|first baby|new baby|mortgage|lawyer|solicitors?|estate planning))/,
  / (?:gave|give|giving) (?:away )?(?:my|all my) (?:dog|cat|pets?|favourite bible|bible|phone|guitar|stuff|things|belongings|possessions|everything|prized)(?!.* (?:moved|moving|dorm|allerg\w*|landlord|no pets|new baby|deployed|deployment))| gave (?:all )?(?:my stuff|everything|it all) away| (?:handing|handed|giving) out my/,
  / (?:easier|better) (?:for them )?(?:this|that) way/,
  / (?:have it|had it) now rather than later| keep it forever| told (?:him|her|them) to keep it/,
  / (?:to|with) my \w+ permanently/,
  // being a burden
  / (?:harder|worse) for everyone| (?:weight|burden|problem|trouble) (?:on|to|for) everyone| everyones (?:problem|burden|way)| in everyones way/,
  / (?:happier|free|better|freer|easier)(?: \w+){0,4} (?:without me|if (?:they )?(?:didnt|did not) have me)| without me around/,
  // no way out, unbearable pain
  / no (?:escape|way forward|future)| (?:dont|cant|do not|cannot) see (?:a|any) (?:way|future)/,
  / unbearable| (?:pain|it) is too much/,
  / (?:never|not) going to (?:stop|end|get better)/,
  / only (?:one )?(?:way out|escape|door)/,
  / end of my rope(?! (?:with|at work|over))/,
  / (?:need|want) it (?:all )?to (?:end|stop)/,
  / i want out/,
  / (?:no|any) reason to (?:keep|go on|live|stay)/,
  / (?:dont|do not) (?:have it in me|want) to keep (?:going|trying)| stopped trying/,
  / (?:no way|never) (?:this|it|things) (?:gets|get|will get|is going to get) better| tried everything(?! (?:on|for|to fix))/,
  / drowning(?: \w+){0,4} (?:no one|nobody)/,
  // withdrawal with hopelessness
  / nothing left (?:in|of|for) me(?!(?: here)? in this (?:town|city|place|job|village)|.* (?:time to move|moving|move to))| (?:dont|do not) care what happens to me| nothing to look forward to/,
  / lost interest in (?:everything|life|anything)| sit in the dark| waiting for (?:it all|everything|it|this) to be over/,
  / (?:stopped|stop) (?:taking my meds|caring)| done with (?:people and )?(?:with )?life/,
  / so they (?:wont|will not) miss me| given up(?: on everything)?(?: \w+){0,3} (?:myself|god|everything|waiting)/,
  / (?:dont|do not) care if i (?:ever )?(?:see|wake|live|get)/,
  / (?:cant|can not) get out of bed(?: \w+){0,4} (?:dont want to|anymore|ever again)/,
  / better without (?:hearing from )?me/,
  / (?:ashamed|so ashamed)(?: \w+){0,4} (?:cut|hurt myself|again)/,
  // Session 42: farewells in the words of a note (the older sets' farewell, giving-away and
  // withdrawal messages the heads had trained on and still missed): whoever finds me, when you hear
  // about me, if you're reading this afterwards, don't come looking for me, you won't hear from me
  // again, not going to be around after, won't be here for another winter, couldn't go on living,
  // going where you can't follow, the last time I'll open this, a place where I cannot write; the
  // means of dying rehearsed as weeks of cutting; hiding from those who come to the door.
  / whoever finds me| (?:when|once) (?:you|she|he|they) (?:hear|hears) about me| if (?:youre|you are) reading this(?: \w+){0,5} (?:afterwards|after|when im gone)(?=.* (?:love|sorry|blame|goodbye|passcode|forgive|resting|gone)(?= |$))| dont come looking for me| (?:wont|will not|no) hear (?:from|fae|frae) me again| not (?:gonna|going to) be around (?:after|by|much longer|for much longer)| (?:wont|will not) be here (?:for|by|at) (?:another|next|the next) (?:winter|christmas|summer|birthday|spring|easter)| (?:couldnt|could not|cant|cannot) go on living| (?:going|go) (?:where|somewhere) you cant follow| a place where i (?:cannot|cant|wont be able to) write| this is the last time ill (?:open|use|write|talk)| and then me(?= $)/,
  / (?:week|weeks|month|months) (?:\w+ )?of cutting(?! (?:back|down|out|costs|carbs|sugar|hair|wood|grass|hay|silage|timber|stone))| cutting under my| (?:touched|held|pressed) (?:the |a )?(?:hot|burning) \w+ (?:to my \w+ )?on purpose/,
  / pretend(?:ed|ing)? (?:not to be|im not|i wasnt|i was not) (?:home|in|there)| hid (?:upstairs|in my room|in the bedroom) (?:till|until) (?:she|he|they) left/,
  // Session 42: withdrawal and giving away in plain words (the older sets' messages the heads had
  // trained on and still missed): not wanting to see or speak to anyone, no one seen or spoken to in
  // weeks, the door or the phone left unanswered, sitting still till a knock goes away, pulling away
  // from everyone; things given to those who will be around to care for them, since the writer won't.
  / (?:dont|do not|dinnae|dont even) want (?:to see|to talk to|to speak to|tae see|tae talk tae) (?:anyone|anybody|any of them|a soul|people|onybody)| (?:havent|have not|havnae|not) (?:seen|spoken to|talked to|spoken tae|seen) (?:a soul|another human|anyone|anybody|a friend|a single person)(?: \w+){0,4} (?:in|for|since) (?:a |two |three |four |\w+ )?(?:weeks?|months?|fortnight|days)(?!.* (?:retreat|holiday|cabin|bliss|lovely|peace and quiet|hermitage|camping|lighthouse|expedition|boat|rig)(?= ))| (?:dont|dinnae|do not) answer the (?:door|phone)| (?:sat|sit|sitting) (?:still|quiet) (?:till|until) (?:he|she|they) (?:left|went)| pulling away from everyone| i just disappear| cut off all my friends| turn down every invite| stopped taking calls/,
  / (?:wont|will not) be (?:here|around) to (?:feed|water|walk|look after|care for) (?:them|him|her|it)| (?:people|someone|somebody) wholl be around to| (?:wasted|no use) on me soon| (?:dont|do not) leave a mess behind| told them i was moving(?: \w+){0,3} (?:im|i am) not moving/,
];
