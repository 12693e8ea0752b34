// Issue 12, second round: broader phrasings of the Columbia items and the 988 / AFSP / WHO warning
// signs, written after the first blind set had been read (it is training material since) and
// before the second blind set (corpus/blind-2.json) was ever scored. Where crisis-signals.ts
// names particular phrasings, these follow the structure of each sign: a method named together
// with a recurring thought or with research into it (preparatory behaviour), means kept or
// gathered with a purpose, a place and a time chosen, an end "for good"; abuse by anyone in the
// household; and, for the gentle care line only, farewells, settling affairs, burden, no way out,
// self-harm and withdrawal in plainer words. Patterns run on normaliseForCrisis text (lowercase,
// no apostrophes, padded with spaces) and are bounded.
import { AS_DIRECTED } from "./crisis-drugs.js";
import type { Signal } from "./crisis-signals.js";

const MEANS =
  "(?:pills?|meds|medications?|medicines?|prescriptions?|tablets|painkillers|sleeping (?:pills|tablets)|insulin|tylenol|paracetamol|acetaminophen|ibuprofen|oxy|oxycodone|opioids|lithium|antidepressants|heart pills|seizure meds|gun|guns|pistol|handgun|revolver|rifle|shotgun|firearm|bullets|rope|noose|blades?|razors?|knife|knives|charcoal|hose)";

/** A method of suicide named as an act (not a place or an object alone). */
const METHOD =
  "(?:hang(?:ing|ed)? (?:myself|from|in (?:the|my))|(?:me|myself) (?:hanging|jumping|falling|drowning|overdosing|bleeding out)|(?:a|the) noose|ti(?:e|ed|ing) (?:a|the) noose|(?:step|stepping|stepped|jump|jumping|lie|lying|lay) (?:down )?(?:in front of|under|on) (?:a|the) (?:\\w+ )?(?:train|bus|truck|lorry|subway|express|semi|tracks)|(?:cut|cutting|slit|slitting|slash\\w*|open) (?:my )?(?:wrists?|throat|veins)|cut(?:ting)? deep enough|carbon monoxide|(?:the|my) gun to my head|(?:shoot|shooting|shot) myself|(?:swallow|swallowing|take|taking|took) (?:all|every|the whole)(?: \\w+){0,4} (?:pills?|meds|bottle|tablets)|overdos\\w*|lethal (?:dose|doses|amount)|(?:drown|drowning) myself|(?:walk|walking|wade|wading) into the (?:ocean|sea|lake|river|water)|(?:crash|crashing|drive|driving|swerv\\w*|steer\\w*)(?: my)?(?: \\w+)? (?:into|off)(?: \\w+){0,4} on purpose|(?:jump|jumping|throw myself|step|stepping) (?:off|from) (?:the|a|my) (?:\\w+ )?(?:bridge|roof|building|balcony|ledge|cliff|overpass|dam|top floor|parking (?:garage|deck))|using (?:them|it|the \\w+) on myself)";

const THOUGHT =
  "(?:keep|keeps|kept|cant stop|cannot stop|always|all the time|every (?:day|night|time)|most nights|at night|wont leave|wont go away|keeps coming|coming back|think|thinking|thought|imagine|imagining|picture|picturing|wonder|wondering|dream|dreaming|fantasi[sz]\\w*|the idea of|the image of|the thought of|thoughts of|urge to)";

/** Looking into how: research is a preparatory behaviour on the Columbia scale. */
const RESEARCH =
  "(?:googl\\w*|look(?:ed|ing)? up|search(?:ed|ing)?|research(?:ed|ing)?|read(?:ing)? (?:up )?(?:on|about)|read up|watch(?:ed|ing)? (?:videos?|clips) (?:about|on|of)|ask(?:ed|ing)? (?:google|chatgpt|ai)|been reading)";
const RESEARCH_OBJECT =
  "(?:how to (?:kill myself|die|overdose|hang|tie a noose|end (?:it|my life)|commit suicide)|(?:painless|easy|easiest|quick|quickest|best|surest|fastest) ways? to (?:die|go|end it|kill myself)|lethal (?:dose|doses|amount)|how (?:many|much)(?: \\w+){0,4} (?:to die|to kill|it would take|would it take|would be enough|is enough|is fatal|is lethal)|suicide methods?|ways to (?:kill myself|commit suicide|end my life)|(?:most|more) lethal|how long it takes to die|(?:height|high|tall|deep)(?: \\w+){0,3} enough to (?:kill|die)|how people (?:hang|kill) themselves|how to overdose)";

/** Ordinary contexts of the same words: a dive, a sport, a book, someone else, prevention work. */
export const BROAD_IDIOMS: RegExp[] = [
  // Not when the jump is one way ("jump off the pier tonight and not swim back", crisis round 10).
  / (?:want|wants|wanted|going|dared|brave enough) to jump off the (?:high )?(?:dive|diving board|dock|swing|boat|pier)(?!(?: \w+){0,5} (?:(?:and )?(?:not|never|wont) (?:swim|come|climb|walk|get) (?:back|up|out)|for good|to die|and drown|to drown))/g,
  / jump(?:ing|ed)? (?:off|from) the (?:high )?(?:dive|diving board|dock|pier|boat|swing|rope swing|couch|bed|monkey bars)(?!(?: \w+){0,5} (?:(?:and )?(?:not|never|wont) (?:swim|come|climb|walk|get) (?:back|up|out)|for good|to die|and drown|to drown))/g,
  / bridge jumping| high dive| skydiving| bungee/g,
  / (?:documentary|film|movie|book|novel|article|podcast|series|paper|essay|lecture|class|course|training) (?:about|on) (?:the )?(?:\w+ ){0,4}(?:suicide|bridge|overdose|self harm)(?: \w+){0,2}/g,
  / (?:a|my|our) burden (?:bearer|bearers|ministry)/g,
  / (?:feel like|am|im) a burden (?:asking|to ask|for asking|when i ask)/g,
  / griev\w* (?:the|a|my) (?:life|future|dream|version|plans?)(?: \w+){0,2} (?:i|we) (?:thought|hoped|planned|wanted)/g,
];

export const BROAD_STRONG: Signal[] = [
  // A method as a recurring or present thought, or looked into.
  { kind: "suicide", re: new RegExp(` (?:i|im|ive|id|me|my|myself)(?: \\w+){0,3} ${THOUGHT}(?: \\w+){0,8} ${METHOD}`) },
  { kind: "suicide", re: new RegExp(` ${RESEARCH}(?: \\w+){0,6} ${RESEARCH_OBJECT}`) },
  {
    kind: "suicide",
    re: new RegExp(
      ` ${METHOD}(?: \\w+){0,6} (?:wont leave|keeps coming|comes back|all the time|every (?:day|night)|wont go away|calls to me|feels calm|feels peaceful)`,
    ),
  },
  { kind: "suicide", re: / (?:the )?pills(?: \w+){0,4} how (?:quiet|easy|peaceful|quick|simple) it would be/ },
  { kind: "suicide", re: / (?:think|thought|thinking) about how id do it/ },
  // Means gathered or kept, with a purpose or a knowing wink ("I know why I kept them").
  {
    kind: "suicide",
    re: new RegExp(
      `^(?=.* (?:saved|saving|stockpil\\w*|hoard\\w*|stash\\w*|kept|keeping|collect\\w*|cleaned out|filled a bag|been buying|bought|ordered|got my hands on|moved (?:it|the \\w+)|loaded)(?: \\w+){0,8} ${MEANS} )(?=.* (?:for when|enough|in case|i know (?:why|what)|for this|for me|to end|to finish|when im ready|when i decide|theyre for|its for|are for me|is for me|not for|on purpose|just for this|i know where|so id have|to use on myself|i decide|for it) )`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` ${MEANS}(?: \\w+){0,6} (?:i know (?:why|what (?:its|theyre|they are|it is) for)|(?:theyre|its|are|is) for me(?!${AS_DIRECTED})|for when i (?:decide|go|am ready)|know what im going to do with)`,
    ),
  },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:saved|saving|stockpil\\w*|hoard\\w*|stash\\w*) (?:up )?(?:all |every |each )?(?:of )?(?:my |the )?(?:\\w+ ){0,2}${MEANS}(?: \\w+){0,6} (?:i have (?:about|around|over)? ?\\d+|\\d+ now|its a lot now|its enough)`,
    ),
  },
  { kind: "suicide", re: / i know what im going to do with (?:it|them)/ },
  {
    kind: "suicide",
    re: new RegExp(
      ` (?:saved|kept|hoarded|stashed) (?:every|each|all|all of the|all the) (?:single )?${MEANS}(?: \\w+){0,3} (?:they|the doctor|the hospital|i was) (?:gave|given|prescribed)`,
    ),
  },
  { kind: "suicide", re: / (?:a|my|the) (?:rope|noose) (?:is )?(?:hanging|tied|ready|in my)| tied the (?:rope|noose)| exit bag/ },
  // A place and a time chosen; an end "for good"; a plan for oneself.
  {
    kind: "suicide",
    re: / (?:picked|chosen|chose|found|decided on|set) (?:out )?(?:the|a|my) (?:spot|place|day|date|night|time|method)(?: and| and the| and a) (?:the |a )?(?:time|date|day|night|place|spot|method)/,
  },
  { kind: "suicide", re: / (?:picked|chosen|chose) (?:the|a) (?:spot|beam|bridge|building|night) (?:to|for|where)/ },
  {
    kind: "suicide",
    re: / (?:end|ending|finish|finishing) (?:it|things|everything|it all|my life)(?: all)? (?:for good|forever|once and for all)/,
  },
  {
    kind: "suicide",
    re: / (?:a|my) plan for (?:myself|me)(?! to (?:grow|get|be|learn))| planned it for (?:after|before|when)| got it (?:all )?planned for (?:after|before|once)(?: \w+){1,5} (?:dont|do not|wont|wouldnt) want to ruin/,
  },
  {
    kind: "suicide",
    re: / (?:planned|planning|plan|mapped out|worked out|figured out)(?: \w+){0,3} (?:my suicide|my death|how (?:im going to|ill|i will|to) (?:kill myself|die|end (?:it|my life)|do it))/,
  },
  { kind: "suicide", re: / (?:unalive|kms|off) myself| (?:im|going to|gonna) kms/ },
  // Abuse by someone at home, and threats to one's life from a partner.
  {
    kind: "abuse",
    re: / (?:my|our) (?:\w+ )?(?:mum|mom|mother|dad|father|stepdad|stepmom|stepmother|stepfather|brother|stepbrother|sister|uncle|aunt|cousin|grandpa|grandad|granddad|grandma|nan|carer|caregiver|husband|wife|partner|boyfriend|girlfriend|ex|guardian|foster \w+|moms boyfriend|mums boyfriend)(?: \w+){0,3} (?:hits|hit|beats|beat|hurts|hurt|starves|starved|chokes|choked|strangles|strangled|slaps|slapped|kicks|kicked|punches|punched|locks|locked|threatens|threatened|abuses|abused|forces|forced himself|forced herself|burns|burned|shakes|shook|whips|whipped)(?: \w+){0,2} (?:me|us|my (?:little )?(?:brother|sister|kids|children|son|daughter))(?! up (?:for|with|about|on|every|again|asking)| (?:at|in) (?:chess|checkers|cards|games?|monopoly|scrabble|poker|tennis|golf|pool|basketball|racing|running|video games|mario kart|fifa|arm wrestling|everything|the game|a game|a race))/,
  },
  { kind: "abuse", re: / (?:starves|starving|starved) me| locks the fridge| leaves me without (?:my )?(?:medicine|meds|food)/ },
  {
    kind: "abuse",
    re: / (?:took|takes|hid|hides|keeps) my (?:\w+ )?(?:keys|passport|phone|money|documents|id)(?: \w+){0,4} (?:so i cant|cant leave|wont let me)/,
  },
  { kind: "abuse", re: / (?:burn|set fire to) the (?:house|place|apartment)(?: \w+){0,2} (?:with me|with us)/ },
  {
    kind: "abuse",
    re: / (?:scared|afraid|terrified|worried) (?:that )?(?:he|she)(?:s| is| will| might| would|ll)? (?:going to |gonna )?(?:kill|hurt|beat|end) me/,
  },
  {
    kind: "abuse",
    re: / (?:he|she) (?:keeps|kept|is|has been) (?:following|stalking|threatening|showing up)(?: \w+){0,4}(?: me| threats)?| sending (?:me )?threats/,
  },
  { kind: "abuse", re: / (?:forced|forces) (?:himself|herself) on me| (?:strangled|choked) me(?: until| and i| so hard)/ },
];

/** Veiled warning signs in plainer words: the gentle care line, never the crisis reply alone. */
export const BROAD_CONCERN: RegExp[] = [
  // farewells
  / (?:dont|do not|never) hear from me (?:again|after)| (?:when|once|after) (?:they|you|someone|anyone) finds? (?:this|me|my)| so this is (?:it|goodbye)| this is goodbye/,
  / (?:last|final) (?:time|entry|message|night|post|thing)(?: \w+){0,3} (?:youll|you will|from me|hear|write)| one last time| (?:my|a) (?:goodbye|farewell) (?:letter|note|message|video)/,
  / (?:wrote|left|written|writing|finished|recorded)(?: \w+){0,4} (?:letters?|notes?|videos?)(?: \w+){0,3} (?:for|to) (?:my|each|everyone|them)(?: \w+){0,5} (?:find|after|understand|watch|when|sorry|goodbye)| left a note (?:on|for)/,
  / (?:it|this) (?:wasnt|was not|isnt|is not) (?:anybodys|anyones|your) fault| please (?:dont|do not) be sad| take care of my (?:cat|dog|kids|children|pets?)| thank you for (?:trying|everything)(?: \w+){0,4} (?:im done|goodbye|bye|last)/,
  / nice knowing (?:you|everyone)| (?:made|make) peace with (?:everyone|everything|it all)(?: \w+){0,4} (?:ready|now)| remember me kindly/,
  / (?:wont|will not|not going to) be (?:around|here) (?:for|to)(?: \w+){0,4} (?:goodbye|anymore|any of them)/,
  // giving things away, settling affairs
  / affairs in order| who gets (?:what|my)| (?:instructions|a list|the list) (?:for|of) who| beneficiar\w*(?: \w+){0,8} (?:all that matters|loose ends|tidying)| loose ends| paid off (?:what|everything) i owe/,
  / (?:dont|wont|will not|do not) (?:need|be needing|be using|be driving) (?:it|them|anything|those|this)(?: \w+){0,2} (?:anymore|where im going|after)| no (?:use|need) for (?:it|them|anything) anymore| (?:hers|his|theirs|yours) now forever/,
  / (?:gave|give|giving|handed|donated|signed)(?: \w+){0,6} (?:forever|for good|permanently)/,
  // burden
  / (?:better off|happier|relieved|freer|fine|glad|at peace|have peace)(?: \w+){0,4} (?:without me|if i (?:wasnt|was not|werent|was gone|was dead|died|disappeared)|with me gone|when im gone)/,
  / if i (?:wasnt|was not|werent|were not) (?:here|around|alive)| (?:never|hadnt) been born| (?:weight|drain|burden) (?:on|around|to) (?:everyone|the people|my family|my \w+)| waste of (?:space|air)| make (?:it|things) easier for them/,
  / ruining everyones| dragging everyone down| take up space/,
  // no way out, unbearable pain
  / (?:cant|can not|cannot) (?:keep going|go on|face another|take (?:another|this|the pain)|bear)| no (?:hope|escape|future|light) left| out of (?:options|reasons)(?! to (?:avoid|skip|put off|procrastinate|not go|say no))| run out of reasons(?! to (?:avoid|skip|put off|procrastinate|not go|say no))| no reason to keep/,
  / (?:exhausted|tired) (?:from|of) (?:existing|living|being alive)| (?:so )?done with (?:life|living)| life (?:isnt|is not) worth| why bother staying| nothing (?:is )?ever going to get better(?! (?:with|in|on) (?:this|the|my|our) (?:traffic|weather|team|printer|wifi|commute|government|internet|phone|car|roads?))/,
  / done looking for the door| a trap and| nothing left to hold on to| no reason to keep holding| want (?:everything|it all) to end/,
  // self-harm
  / (?:cut|cutting|carve|carved|carving|burn|burned|burnt|burning|scratch\w*|hit|hitting|punch\w*|bang\w*|hurt|hurting|harm|harming) (?:into )?(?:myself|my (?:arms?|legs?|thighs?|wrists?|stomach|skin|head))(?= )(?! (?:shaving|cooking|chopping|by accident|accidentally|on (?:a|the)|in the face with (?:the|a) (?:door|cupboard|ball)|with (?:the|a) (?:door|cupboard|ball)))/,
  / scars(?: \w+){0,4} (?:new|again|more|keep)| (?:sh|self harm)(?: d| ed)? again| relapsed| (?:skip|starve|starving)(?: \w+){0,2} (?:to punish|as punishment)| punish myself/,
  // withdrawal with hopelessness
  / (?:dont|do not) (?:want|have) to (?:exist|be here)| (?:so|then) i (?:dont|do not) have to exist| (?:just )?(?:want|wanting) to (?:vanish|fade away|be gone)/,
  / (?:cut|cutting) everyone off| pushed everyone away| isolat\w*| (?:slowly )?disappearing from| better off invisible| (?:im )?just fading/,
  / (?:stopped|quit) (?:answering|talking|going|showing up|eating|caring|seeing)(?: \w+){0,6} (?:point|care|anyone|anymore|disappear|nothing)/,
];
