// Issue 12, session 25: danger from someone at home, by the behaviours the National Domestic
// Violence Hotline lists as abuse (physical harm, threats, weapons shown, strangulation, coercive
// control of money, papers, phone and movements, monitoring, stalking) and by elder and child abuse
// at home. The readable sets' abuse misses after session 24 (45 of 629) were mostly told with a
// perpetrator the rules did not know ("my man", "the guy whose lease i'm on", "my mum's new
// partner", "my tio"), an act they did not know ("backhanded me", "grabbed my throat", "twists my
// wrist"), or control and fear with no blow named ("he keeps the money, the car, my ID", "i sleep
// with my shoes on in case i need to run from him"). Each family names who does it and what they
// do to the writer (or to a child or an elder the writer speaks for); the crisis reply then
// carries help for abuse (the domestic violence hotline) as well as the crisis lines.
import type { Signal } from "./crisis-signals.js";

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).

// "He beat me at chess", "she hit me with the news", "hit me with a ball by accident".
export const NOT_VIOLENT_USE =
  "(?! (?:on (?:the|a) (?:swing|swings|sled|trampoline|merry go round|roundabout)|in (?:the|a|my) (?:pool|wheelchair|stroller|pram|cart|buggy)|with (?:a |an |the |some |this |that )?(?:ball|pillow|snowball|joke|question|news|bad news|good news|surprise|request|bill|deadline|idea|truth|reality)|by accident|accidentally|at (?:chess|cards|checkers|tennis|golf|pool|basketball|monopoly|scrabble|poker|games?|everything|the game|racing|running|arm wrestling)|in (?:a |the )?(?:game|race|match|argument|debate)|to (?:it|the punch)|up |to (?:do|be|try|work|apply|go|finish|grow|study|keep|take|get|make|pursue|succeed|improve|stay)|in (?:the|a) (?:right|good) direction|off the bench|along|aside for))";

/** Someone at home or close: a partner, an ex, family, a carer, a landlord the writer lives with. */
const WHO =
  "(?:he|she|hes|shes|my (?!(?:business|dance|tennis|lab|study|project|writing|running|accountability|prayer|squash|golf|climbing) )(?:\\w+ )?(?:man|husband|wife|partner|boyfriend|girlfriend|ex|fiance|fiancee|tio|tia|uncle|aunt|brother|sister|son|daughter|grandson|stepdad|stepfather|stepmom|stepmother|dad|father|mom|mum|mother|carer|caregiver|husbands family|in laws)|my (?:moms|mums|mothers) (?:new )?(?:partner|boyfriend|husband)|the (?:man|guy|woman) (?:my (?:mom|mum|mother) married|whose (?:lease|house|flat|place) im on|im seeing|i live with)|the (?:caregiver|carer|guy|man) (?:at|who)(?: \\w+){0,4})";

/** A blow, a grip or a weapon against the writer's body. */
const HARM =
  "(?:backhanded|backhands|kicked|kicks|punched|punches|slapped|slaps|shoved|shoves|choked|chokes|strangled|strangles|beat|beats|hit|hits|burned|bit|headbutted|dragged|threw) me|(?:grabbed|grabs|squeezed|squeezes|choked|chokes|twisted|twists|held|holds|pinned|pins) my (?:throat|neck|wrist|wrists|arm|arms|hair)|pushing me around|(?:held|holds|holding|pushed|pushes|shoved) (?:me|my (?:head|face)) under (?:the )?water|drove (?:his|her) (?:boot|fist|knee|foot) into (?:me|my)|(?:held|holds|pulled|put) (?:a |the |his |her )?(?:knife|gun|blade) (?:to|on|at) (?:me|my)|(?:put|puts|pulled|has|had) (?:a |the |his |her )?(?:gun|knife) (?:on the table|out)(?!.* (?:class|range|safety|cleaning|clean it|hunting|lesson))";

/** A grip or a push that helps, plays or is an accident ("grabbed my arm to stop me stepping into the road"). */
// Session 60: a grip that steadies on a walk ("she's 86 and held my arm the whole way", blind-48).
const NOT_HARMFUL =
  "(?!(?: \\w+){0,4} (?:to (?:stop|save|keep|help|catch|steady|pull|wake) me|by accident|accidentally|as a joke|playing|in (?:his|her|my|their) sleep|on the back|under the table|with a pillow|whole way|all the way|for (?:support|balance)|as we walked|to cross))";

/** A threat to the writer's life, body, children or freedom. */
const THREAT =
  "(?:make it look like an accident|make sure i regret it|(?:ill|i will|id|i would) regret it|crash us both|kill us both|(?:ill|i will|id|i would) lose the (?:children|kids) (?:forever|if)|(?:ill|i will|id|i would) (?:better )?watch (?:myself|my back)|use it (?:on me )?if i|nobody (?:would|will) (?:come|believe me|take my word))";

/** Coercive control: money, papers, phone, medicine, movements and body taken or watched. */
const CONTROL =
  "(?:(?:keeps|has|holds|controls) (?:all )?(?:the money|the car|my (?:money|pension|wages|bank card|debit card|cards?|id|passport|car keys|kids passports))|(?:took|takes|hides|hid|poured out|took away|keeps) (?:all )?my (?:pension|wages|id|passport|kids passports|medication|meds|walker|glasses|hearing aids?)(?! (?:away )?(?:for|to be|to get (?:it|them)) (?:cleaning|cleaned|repairs?|repaired|fixed|servic\\w*|new batter\\w*)))|(?:wont|doesnt|will not|does not|never) let me (?:have (?:my own )?(?:money|a bank card|bank card|card|phone)|work|visit|see (?:my )?(?:family|friends|her|him)|leave|go out)|gives me an allowance|show (?:him |her )?(?:the )?receipts for|not allowed to (?:work|leave|see|go out|have (?:money|a phone))|account for every minute|cameras all over|(?:app|tracker) on my (?:phone|car) so (?:he|she) (?:always )?knows where|send (?:him|her) (?:pictures|photos) of where i am|reads all my (?:messages|texts|emails)|controls what i (?:eat|wear|spend|say)|(?:punishes|punished) me if|bolts the door from outside|kept in (?:her|his|my) room";

/** Control with coercion: the writer must ask, is punished, kept from others or afraid. */
const COERCION =
  "(?:wont let|doesnt let|will not let|not allowed|only lets|have to ask|has to approve|punish\\w*|scared|afraid|terrified|so i (?:cant|cannot|couldnt)|without (?:his|her) (?:permission|say so)|makes me|make me|obey|submit|threat\\w*|hurt\\w*|hits|angry|screams|shouts|rage|in secret|trapped|cant leave|no way to)";

/** Being followed, watched or broken in on after leaving. */
const STALKING =
  "(?:keeps|kept) (?:turning up|showing up|following me|texting (?:me )?from new numbers|calling from new numbers)|(?:texts|texting|calls|calling|messages|messaging) (?:me )?(?:\\w+ ){0,4}from (?:new|different|other|fake|blocked) (?:numbers|accounts)|(?:broke|broken|breaks) in(?= )|been following me|dead (?:bird|animal|cat|rat) on my (?:doorstep|car|porch)";

/** Fear of the person at home, told by what the writer does to stay safe. */
const FEAR =
  "(?:scared|afraid|terrified|frightened) (?:of (?:him|her)(?! (?:leaving|not|being|finding|getting|going|losing|dying|seeing|knowing|cheating|breaking))|to (?:get in|go home|be home) with (?:him|her))|sleep with my shoes on in case|(?:hide|hiding) in the (?:bathroom|bedroom|closet|car) (?:with the (?:kids|baby) )?when (?:he|she) gets|flinch every time (?:he|she|my)|(?:he|she)s (?:banging|kicking|pounding) (?:on )?the door|(?:smashing|breaking|throwing) things and im (?:upstairs|hiding|in the)";

// Session 29: blows and threats the families above missed in every readable set from blind-8 on,
// told with the blow further from the person ("he calls me worthless and stupid all day and then
// hits me if i cry"), a person or verb they did not know ("my auntie i stay with beats me", "ma
// husband battered me", "mi baby father beat mi"), or a threat to hunt, track, carve or end the
// writer or the kids, or to kill them tied to leaving, telling or a next time.
const WHO_ELSE =
  "(?:he|she|hes|shes|him|her|husband|wife|boyfriend|girlfriend|partner|fiance|fiancee|ex|dad|father|papa|mum|mom|mother|brother|auntie|aunty|aunt|uncle|stepdad|stepfather|stepmom|fella|man|baby father|son in law)";
/** Someone at home by pronoun, role or kin: who harm is told of (HARM_FROM_A_PERSON, BLOW_AT_HOME). */
// Session 44: a spouse's family too ("my wife's brothers came to the house and beat me").
const PERSON_AT_HOME = `(?:${WHO_ELSE}|they|my (?:\\w+ )?(?:stepmom|stepmother|sister|son|daughter|parents|carer|in laws)|my (?:wifes|husbands|partners) (?:brothers?|sisters?|family|father|mother|dad|mom|parents)|my (?:brothers?|sisters?) in law)`;
// Session 47: "hits both of us" (a grandmother's husband; the join's retrained heads lost it).
const BLOW =
  "(?:hits|hit|beats|beat|battered|batters|slapped|slaps|punched|punches|kicked|kicks|booted|boots|choked|chokes|strangled|strangles|shoved|shoves|dragged|drags) (?:me|us|mi|both of us|the both of us|us both|all of us)";
/**
 * Session 42: a blow told of someone at home, the writer among those it lands on: hitting, beating,
 * slapping, punching, kicking, choking, strangling, burning, a head held under the water or the writer
 * pinned down (session 43), or a knife held to the writer, not in
 * play. Heard beside a care-line reading in the same message (crisis.ts), it is abuse whatever the
 * abuse head says: the older sets' abuse the head had trained on and still missed ("her husband hits
 * both of us", "dad drinks every weekend and hits whoever's nearest").
 */
export const BLOW_AT_HOME = new RegExp(
  ` (?:${PERSON_AT_HOME}|my (?:\\w+ )?(?:grandad|grandpa|granddad|lad|boy|husbands? \\w+))(?: \\w+){0,4}(?<! or| i| myself) (?:(?:hit|hits|hitting|punch\\w*|kick\\w*|chok\\w*|slap\\w*|beat|beats|beating|strangl\\w*) (?:me|us|mi|both of us|whoever\\w*|my (?:\\w+ )?(?:face|head|arms?|back|legs?|mum|mom|sister|brother|kids|children)|the kids|the children)|burn\\w* (?:me|us|my)|held (?:a |the |one |it )?(?:knife )?to my (?:throat|neck)|holds? (?:a |the )?knife to|(?:holds?|held|holding|pushe[sd]|push\\w*) (?:my |his |her |our )?(?:\\w+ ){0,2}head under (?:the )?(?:\\w+ )?(?:water|bath)|(?:holds|held|holding|pins?|pinned|pinning) (?:me|us) down)(?= )${NOT_VIOLENT_USE}`,
);

/**
 * Session 36: harm told of a partner or family member in looser words than the families above (a
 * blow, a push, a lock, a threat, drink or anger within a few words of them), not in play
 * (NOT_VIOLENT_USE after the act and its object, taken whole: "pushed me on the swing"); a slam or a lock
 * only on the writer ("she slammed the door in my face" is a quarrel, crisis-heldout.ts's ordinary); read only beside the abuse head's "likely" level (crisis.ts).
 */
export const HARM_FROM_A_PERSON = new RegExp(
  ` ${PERSON_AT_HOME}(?: \\w+){0,4} (?:hit|hits|hitting|push\\w*|shov\\w*|slam\\w* (?:me|my)|smash\\w*|punch\\w*|kick\\w*|chok\\w*|grab\\w*|slap\\w*|lock\\w* (?:me|us)|hurt\\w*|threat\\w*|hid|hides|hiding|took my|takes my|drinking|drunk|angr\\w*|rap\\w*|forc\\w*|beat\\w*|strangl\\w*|throw\\w*|threw|does it anyway|bruis\\w*)(?=(?<object> (?:me|us))?)\\k<object>(?= )${NOT_VIOLENT_USE}`,
);
const THREATENED_END =
  "(?:hell|he will|he would|hed|shell|she will|she would|shed|hes going to|hes gonna|him a go|he is going to|she is going to)(?: \\w+){0,3} (?:(?:hunt|track) (?:me|us|mi)(?: down)?|carve (?:me|us)|slit my|break my (?:legs|arms|neck|jaw)|end (?:me|us|mi)|kill (?:me|us|mi|the kids|my kids|the baby|her|them)(?= (?:if i (?:ever )?(?:leave|take|walk|go|try|move|call|report|talk|speak)|if i tell (?:anyone (?:what|about what) (?:he|she|they) (?:does|did|do|is doing)|the police|my)|when i (?:come out|get home|leave|walk)|i believe|im scared|i am scared|hes serious|next time)))";

export const ABUSE_FAMILIES: Signal[] = [
  { kind: "abuse", re: new RegExp(` ${WHO_ELSE}(?: \\w+){0,10} ${BLOW}${NOT_VIOLENT_USE}${NOT_HARMFUL}(?= )`) },
  { kind: "abuse", re: new RegExp(` ${THREATENED_END}`) },
  // Session 32: coercive control named outright by the person at home ("my partner controls what i
  // eat, what i wear, who i talk to", "makes me beg for money"; blind-7, -16), not someone else's
  // ("my sister's boyfriend controls everything she does"), and a threat shown ("killed my cat to
  // show me what he'd do to me").
  {
    kind: "abuse",
    re: new RegExp(
      ` ${WHO}(?: \\w+){0,3} (?:controls (?:everything(?! (?:she|he|they|her|his) )|what i (?:eat|wear|say|spend|do)|who i (?:talk|see|text))|makes me beg)(?= )`,
    ),
  },
  { kind: "abuse", re: / what (?:hed|he would|hell|he will|shed|she would|shell|she will) do to me(?= )/ },
  { kind: "abuse", re: new RegExp(` ${WHO}(?: \\w+){0,4} (?:${HARM})${NOT_VIOLENT_USE}${NOT_HARMFUL}(?= )`) },
  {
    kind: "abuse",
    re: new RegExp(
      ` ${WHO}(?: \\w+){0,8} (?:says|said|saying|swore|swears|told me|keeps saying|threatens|threatened)(?: \\w+){0,6} (?:${THREAT})(?= )`,
    ),
  },
  { kind: "abuse", re: new RegExp(`^(?=.* ${COERCION}).* ${WHO}(?: \\w+){0,6} (?:${CONTROL})(?= )`) },
  {
    kind: "abuse",
    re: new RegExp(
      ` (?:${STALKING})(?= )(?=.* (?:terrified|scared|afraid|scary|restraining order|from work|to work|waiting outside|doorstep|coming|again))`,
    ),
  },
  // Fear of God ("am i supposed to be scared of him?") is reverence, not danger.
  { kind: "abuse", re: new RegExp(`^(?!.* (?:lord|god|jesus|christ|bible|proverbs|scripture|verse|psalm)(?= )).* (?:${FEAR})(?= )`) },
  // Another's body at night: "my mum's new partner comes into my room at night".
  {
    kind: "abuse",
    re: new RegExp(
      ` ${WHO}(?: \\w+){0,4} (?:comes|came|keeps coming|coming|opens) (?:into |in to |in )?my (?:bed)?room(?: door)? (?:at night|after everyone|when everyone|and does)(?!(?: \\w+){0,3} to (?:say goodnight|say good night|check on me|tuck me in|wake me|kiss me goodnight|pray with me|read to me))`,
    ),
  },
  // An elder kept, hit or stripped of money by family or a carer: "my son takes my pension".
  // Session 33: the home may be named before the blow ("the caregiver at my mother's home slaps her").
  {
    kind: "abuse",
    re: / (?:taking|takes|took|steals|stole) my pension(?= )|^(?=.* (?:slaps|hits|beats|pinches|hurts) her(?= ))(?=.* (?:mother|mom|mum|grandma|nan)s? (?:home|care home|nursing home))/,
  },
];

// Session 29: someone who helps another person away from abuse ("a woman in our church confided her
// husband hits her. how do i help her safely?", "my coworker is afraid of her husband. i gave her
// the hotline number") raised the crisis reply in nine readable sets' hard negatives (blind-10 to
// blind-17), since abuse was never demoted. The victim named is someone else, the writer asks how
// to help or says what they did, and nothing puts the writer or their household at risk; a helper
// asking "for a friend", the classic veil, keeps the alarm.
// Session 33: the victim said in more ways ("someone in my church confessed they're being abused",
// "my friend just told me she was raped", "i think it's abuse", "suspect child abuse", "came in
// with bruises again") and the helper's question in more ways ("who do i call", "how do i
// respond", "what are my next steps", "what should a christian do"; blind-19, authored-8).
// Session 34: the victim named as "my coworker", "my friend", "my neighbour" (blind-20).
// Session 37: a friend "in an abusive relationship", a child or neighbour's kids "being abused"
// or "hit", a child at school who "told me his dad hits him", a woman who came in with a black eye;
// the helper's act said as a call made or a report to the head, safeguarding or social services
// (hard negatives of blind-22 and -23).
// Session 53: another's partner who "doesn't let her talk to anyone", or a neighbour's husband the writer is worried
// hits her (blind-41's hard negatives: a lady at church, a neighbour heard screaming).
// Session 54: the boy next door at school with a black eye, and the helper's "i'm his teacher" and "i don't know what to
// do" (blind-42's hard negatives: a teacher, a sister in kent whose husband hits her).
// Session 54: more of another's abuse as helpers tell it, read on the readable sets' false alarms (blind-30 to -37): a
const ANOTHERS_ABUSER =
  / (?:pastors|vicars|ministers|priests|bosss|bosses|neighbou?rs|friends|sisters|cousins|coworkers|colleagues|teachers|leaders|nieces|daughters) (?:wife|husband|partner|girlfriend|boyfriend)(?: \w+){0,8} (?:he|she) (?:hits|beats|hurts|slaps|chokes|kicks|punches) (?:her|him)(?= )|(?<!my )(?:kids|children|child|pupils?|students?)(?: \w+){0,8} (?:with )?(?:bruises|bruised|a black eye|black eyes|marks on)(?= )|(?<!(?:my|our) (?:\w+ )?)(?:boy|girl|lad|lass) (?:next door|from next door|in my class|in my form|in year \w+)(?: \w+){0,6} (?:with )?(?:bruises|bruised|a black eye|black eyes|marks on)(?= )| (?:her|his|their) (?:\w+ )?(?:husband|boyfriend|partner|ex|wife|girlfriend|dad|father|stepdad|stepfather|mom|mother|stepmom|son|brother)s? (?:\w+ ){0,3}(?:hits|hit|beats|beat|hurts|hurt|abuses|abused|chokes|choked|threatens|threatened|controls|throws things|throws stuff|smashes things)(?= )| (?:afraid|scared|terrified|frightened) of (?:her|his|their) (?:\w+ )?(?:husband|boyfriend|partner|ex|wife|girlfriend)(?= )| (?:leave|leaving|left|escape|escaping|get away from) (?:her|his|their) abusive (?:husband|boyfriend|partner|ex|wife|girlfriend|home|marriage)(?= )| (?:sisters|friends|daughters|neighbou?rs|cousins|coworkers|nieces|sons|brothers) (?:husband|boyfriend|partner|ex|wife|girlfriend) (?:\w+ ){0,2}(?:hit|hits|hitting|beat|beats|beating|hurt|hurts|hurting|abuses|abused|abusing) (?:her|him)(?= )| (?:brother|sister|son|daughter|father|mother) in law (?:\w+ ){0,2}(?:hits|hit|hitting|beats|beat|beating|hurts|hurt|hurting|abuses|abused|abusing) (?:my|her|him)(?= )| (?:her|his|their) (?:\w+ )?(?:grandson|granddaughter|son|daughter|nephew|niece|carer|caregiver)s? (?:is |s |has been |keeps )?(?:taking|takes|took|stealing|steals|stole|draining|drains) (?:her|his|their) (?:pension|money|savings|benefits)(?= )| (?:she|he|they|shes|hes|theyre|my (?:\w+ )?(?:coworker|colleague|friend|neighbou?r|cousin|student|client|patient|niece|nephew))(?: was| were| is| are| has been| have been)?(?: being)? (?:abused|raped|assaulted|molested)(?= )| (?:suspect|think (?:its|it is|this is)|signs of) (?:child |domestic |elder )?abuse(?= )| (?:she|he|they|colleague|coworker|friend|neighbou?r) (?:\w+ ){0,3}(?:came in|comes in|showed up|shows up|turned up|turns up) with bruises(?= )| (?:friend|coworker|colleague|sister|daughter|neighbou?r|cousin|student|client) (?:\w+ ){0,2}in an abusive (?:relationship|marriage|home)(?= )| (?:kid|kids|child|children|boy|girl|student|pupil|teen|teenager|someone)(?: \w+){0,6} (?:is|are|was|were) being (?:abused|hit|beaten|hurt)(?= )| (?:kid|child|boy|girl|student|pupil|teen)(?: \w+){0,8} told me (?:his|her|their) (?:\w+ )?(?:dad|father|mum|mom|mother|stepdad|stepmom|uncle|brother) (?:hits|hit|beats|beat|hurts|hurt|touches|touched)(?= )| (?:a|the) (?:woman|man|lady|mum|mom|mother|girl|member) (?:\w+ ){0,4}(?:with|had) (?:a black eye|bruises)(?= )| (?:her|his|their) (?:\w+ )?(?:husband|boyfriend|partner|wife|girlfriend)s? (?:\w+ ){0,4}(?:doesnt|wont|does not|will not|never) let (?:her|him|them)(?= )| (?:her|his|their) (?:\w+ )?(?:husband|boyfriend|partner|wife|girlfriend|employer|boss)s? (?:took|takes|has taken|keeps|kept|holds|is holding) (?:her|his|their) (?:passport|papers|documents|id)(?= )| (?:noticed|saw|seen|spotted|see) (?:\w+ ){0,2}(?:bruises|a black eye|black eyes|marks) on (?:my |her |his |the |our )?(?:\w+ )?(?:neighbou?rs?|friends?|colleagues?|coworkers?|clients?|customers?|students?|pupils?|patients?|regulars?)(?= )| (?:her|his|their) (?:husband|boyfriend|partner|wife|girlfriend)(?: \w+){0,6} (?:im|i am|were|we are) (?:worried|afraid|scared|concerned) (?:that )?(?:he|she) (?:hits|hurts|beats|is hitting|is hurting|is beating|might hit|might hurt) (?:her|him)(?= )| (?:her|his|their) (?:\w+ )?(?:husband|boyfriend|partner|ex|wife|girlfriend)s? (?:\w+ ){0,3}(?:pushed|pushes|shoved|shoves|slapped|slaps|kicked|kicks|punched|punches|strangled|is hurting|is hitting|is beating|has been hurting|has been hitting|has been beating) (?:her|him|them)(?= )| (?:is|are|was|has been) being (?:hit|beaten|hurt|abused) by (?:her|his|their) (?:\w+ )?(?:husband|boyfriend|partner|wife|girlfriend|son|grandson|carer)(?= )| (?:her|his|their) (?:\w+ )?(?:carer|caregiver|care worker|grandson|granddaughter|nephew|niece|lodger)s? (?:has been |is |keeps |s )?(?:taking|takes|took|stealing|steals|stole) (?:money|cash) (?:from|out of) (?:her|his|their) (?:purse|wallet|account|bank|handbag)(?= )| (?:moms|dads|grans|nans|grandmas|grandads|grandpas|mothers|fathers|parents|aunties|uncles) (?:carer|caregiver|care worker|cleaner|lodger|neighbou?r|new (?:boyfriend|girlfriend|partner|husband|wife))(?: \w+){0,3} (?:taking|takes|took|stealing|steals|stole) (?:money|cash|things) (?:from|out of) (?:her|him|them)(?= )| (?:regulars?|clients?|customers?|patients?|wife|husband|member|members|mum|mom|friend|neighbou?r|colleague|workmate|coworker)(?: \w+){0,6} (?:with|had|has) (?:bruises|a black eye|black eyes|marks)(?= )| my (?:uncle|aunt|auntie|cousin|grandad|grandpa|grandfather|brother in law|sister in law) (?:\w+ ){0,3}(?:hits|beats|hurts|slaps|kicks|punches) (?:my|his|her) (?:auntie|aunt|uncle|wife|husband|cousin|grandma|gran|nan)(?= )/;
const HELPING_THEM =
  / (?:not sure|dont know|do not know|unsure|no idea) how (?:to|i can|i should|best to|we can|we should) (?:help|support|approach|reach|be there for) (?:her|him|them)(?= )| (?:not sure|dont know|do not know|unsure|no idea) how (?:to|i can|i should|best to) (?:ask|bring it up|raise it|say something|talk to (?:her|him|them))(?= )| how (?:can|do|should|could|would) (?:i|we) (?:best |safely |gently )?(?:help|support|pray for|encourage|be there for|talk to|reach|protect|bring (?:it|this) up|raise (?:it|this)|mention (?:it|this))(?= )| what (?:else )?(?:can|should|could|do) (?:i|we) (?:actually |really |even )?(?:do|say)(?= )| (?:im|i am|were|we are) going to (?:tell|report|call|ring) (?:my|her|his|their|the|social|child|someone)| (?:am i|are we|was i|were we|did i|did we) (?:doing|do|did) the right thing(?= )| (?:gave|give|giving) (?:her|him|them) the (?:hotline|number|helpline|hotline number)| (?:helped|helping|help) (?:her|him|them|my \w+|our \w+) (?:move out|leave|get (?:out|safe|away)|to (?:leave|a shelter)|find (?:a|somewhere))| to the shelter| (?:she|he|they)s safe (?:with us|now)(?= )| who (?:do|should|can) (?:i|we) (?:call|tell|contact)(?= )| how (?:do|should|can) (?:i|we) (?:respond|ask|handle|approach|report)(?= )| what (?:are|is) (?:my|our|the) next steps?(?= )| what should (?:a christian|a pastor|a leader|someone|i|we) do(?= )| should (?:i|we) (?:call|tell|report|ring)(?= )| (?:i|we) (?:told|rang|called|contacted|reported (?:it )?to) (?:the (?:head|headteacher|principal|police|teacher|safeguarding)|social services|child protection|cps)(?= )| (?:safeguarding|the dv hotline|the hotline number)(?= )| (?:how|what) (?:do|can|should) (?:i|we) (?:support|help)(?= )| (?:i|we) (?:dont|do not|just dont|really dont) know what to do(?= )| (?:im|i am) (?:his|her|their) (?:teacher|form tutor|tutor|coach|teaching assistant)(?= )| should (?:i|we) (?:talk|speak) to (?:our|the|my|her|his|their) (?:\w+ )?(?:pastor|priest|minister|vicar|elders?|imam|leader|family|parents|mum|dad)(?= )| (?:i|we) (?:want|wanted|would like|d like) to help(?: (?:her|him|them))?(?= )| how (?:can|do|could|should) (?:i|we) get (?:her|him|them) (?:help|out|safe|away|to safety)(?= )| whats the right thing(?= )| who (?:can|should|could|do) (?:she|he|they) (?:call|ring|contact|go to|turn to|tell)(?= )| how (?:do|can|should|would) (?:i|we) (?:check|find out|know for sure|be sure)(?= )| (?:is it|its) my place(?= )| (?:i think|i suspect|im worried|i am worried|i worry) (?:that )?(?!(?:my )?(?:daughters|sons|childs|kids) )(?:my )?(?:\w+ ){0,2}(?:husband|boyfriend|partner|wife|girlfriend|carer|caregiver)s? (?:is |has been )?(?:hurting|hitting|beating|abusing|taking money)(?= )/;
const WRITERS_OWN_DANGER =
  / (?:hits|hit|beats|beat|hurts|hurt|chokes|choked|threatens|threatened|kicked|slapped|punched) (?:me|us)(?= )| my (?:(?:ex|new|current|former|abusive|older|younger|step) )?(?:husband|boyfriend|partner|wife|girlfriend|dad|father|stepdad|mom|mother|ex) (?:\w+ ){0,3}(?:hits|hit|beats|beat|hurts|hurt|chokes|choked|threatens|threatened|abuses|abused)(?= )| (?:im|i am|were|we are) (?:scared|afraid|terrified|not safe)(?! (?:for (?:her|him|them)|(?:that )?(?:hell|shell|theyll|he will|she will|they will|he might|she might|he could|she could)(?: \w+)? (?:hurt|kill|harm) (?:her|him|them)))(?= )| (?:for|asking for) a friend(?= )/;

// Session 50: a relative or friend in a controlling relationship, told by someone worried for them ("i'm worried my
// mum is in a controlling relationship", "my brother's girlfriend keeps him from seeing any of us and checks his
// phone. is that abuse?", "a student told me her father hits her. i've reported it"; blind-38's hard negatives).
/** A relative or friend of the writer's. */
const RELATIVE_OR_FRIEND =
  "(?:mum|mom|mam|mother|dad|father|sister|brother|daughter|son|friend|cousin|niece|nephew|aunt|auntie|uncle|gran|grandma|nan)";
const ANOTHER_CONTROLLED = new RegExp(
  // Session 58 (blind-46's hard negative): "a mum at our baby group mentioned her partner takes all her money and won't
  // let her see her family. how do i help?" (another's partner, told by a helper).
  ` (?:mentioned|told me|says|said|tells me)(?: that)? (?:her|his) (?:husband|boyfriend|partner|wife|girlfriend) (?:\\w+ ){0,2}(?:takes (?:all )?(?:of )?(?:her|his) (?:money|wages|pay|benefits|passport|phone)|wont let (?:her|him) (?:see|visit|talk to|call|go out|leave)|keeps (?:her|him) from)(?= )|` +
    ` ${RELATIVE_OR_FRIEND}(?: \\w+){0,2} (?:is|s|has been|was) in (?:a|an) (?:controlling|abusive|coercive|violent) (?:relationship|marriage)(?= )|` +
    // Session 60 (blind-48's hard negative): "my friend's husband took her phone and won't let her see her family".
    ` ${RELATIVE_OR_FRIEND}s (?:new )?(?:husband|boyfriend|partner|wife|girlfriend) (?:\\w+ ){0,2}(?:took|takes|has taken|keeps) (?:her|his) (?:phone|money|wages|passport|car keys|bank card)(?= )| ${RELATIVE_OR_FRIEND}s (?:new )?(?:husband|boyfriend|partner|wife|girlfriend) (?:\\w+ ){0,2}(?:keeps (?:him|her|them) from|checks (?:his|her|their) phone|controls (?:his|her|their) (?:money|phone|life))(?= )`,
);
// Session 60 (blind-48's hard negatives): "i'm worried for her"; a friend who "just told me her husband threatened to kill
// her" (the one told, a helper).
const HELPER_WORRIED_OR_REPORTED = new RegExp(
  ` (?:ive|i have|weve|we have|i|we) (?:already )?reported (?:it|this|him|her|them)(?= )| (?:im|i am) (?:really |so |very )?(?:worried|concerned) (?:for|about) (?:her|him|them)(?= )| ${RELATIVE_OR_FRIEND} (?:just |has just |finally )?(?:told me|confided|admitted|messaged me)(?: that)? (?:her|his) (?:\\w+ )?(?:husband|boyfriend|partner|wife|girlfriend|ex)(?= )| (?:is|was) (?:that|this|it) (?:abuse|abusive|coercive control|controlling)(?= )| (?:im|i am) (?:worried|concerned) (?:that )?(?:my|our) (?:\\w+ )?${RELATIVE_OR_FRIEND}(?= )`,
);

// partner who pushed, is hurting or is hitting her; a woman "being hit by her husband"; a carer taking money from a purse;
// a regular or a pastor's wife with bruises; an uncle who beats an aunt. And more of the helper's words: "should i talk to
// our pastor", "i want to help her", "how can i get her help", "what's the right thing".
// Session 55 (blind-43's hard negatives): a client whose boyfriend "took her passport and won't let her see her family",
// bruises noticed on a neighbour's arm; "i want to help" said bare.
// Session 59 (blind-47's hard negatives): a sister's husband the writer thinks is hurting her, a cousin abroad asking "who
// can she call there", a mum's carer who "seems to be taking money from her" ("how do i check"), "is it my place". Not a
// daughter's or son's partner: a parent who fears for their own child keeps the help for abuse (blind-4).

// The writer living in that home ("my mum lives with her boyfriend who hits her. i'm 15 and i live there too"): a child or
// an adult in a violent home is in danger too, and keeps the help for abuse.
const WRITER_IN_THAT_HOME =
  / i (?:still )?live (?:there|with (?:them|him|her|my (?:mum|mom|mam|mother|dad|father|parents|sister|brother)))(?: too| as well)?(?= )| we (?:all )?live (?:together|with (?:him|her|them))(?= )| (?:im|i am) stuck (?:there|in that house|at home)(?= )/;

/** Someone else's abuse, told by a person asking how to help or saying how they helped, with none of the writer's own danger. */
export function helpingAnotherAwayFromAbuse(text: string): boolean {
  return (
    (ANOTHERS_ABUSER.test(text) || ANOTHER_CONTROLLED.test(text)) &&
    (HELPING_THEM.test(text) || HELPER_WORRIED_OR_REPORTED.test(text)) &&
    !WRITER_IN_THAT_HOME.test(text) &&
    !WRITERS_OWN_DANGER.test(text)
  );
}

// Session 31: abuse told with the care line earned but no family above matched (48 of the older
// sets' 69 abuse misses got the care line only, from blind-6 to blind-17): a person at home who
// hits, breaks, grabs, holds down, locks in, takes the phone or keys, watches, threatens or waits
// outside, or the writer hiding or afraid to go home while that person is named. Read only with a
// second reader of distress (the concern rules or the care head), as ABUSE_CONTROL is. Someone
// else's partner ("my friend's husband") is not the writer's home; a game, a joke, play, sleep or
// consent is not abuse ("he beat me at chess", "we wrestle, he pinned me today", "tracks my phone
// with my permission"), nor is a hurt with no blow ("my ex hurt me so much").
// Session 32: a carer, a person named without "my" at the start ("dad gets drunk and hits all of
// us", "husband take my hearing aids"), and a contracted "my fella's been drinking".
const AT_HOME =
  "(?:he|she|hes|shes|my (?:(?:ex|new|current|former|abusive|older|younger|big|little|step|own) )?(?:husband|wife|partner|boyfriend|girlfriend|ex|fiance|fiancee|fella|man|dad|father|stepdad|stepfather|mom|mum|mother|stepmom|brother|uncle|son|carer|caregiver)(?:s(?= been | gone | getting ))?|my (?:moms|mums|mothers) (?:new )?(?:boyfriend|husband|partner)|(?<=^ )(?:dad|husband|stepdad)|the (?:man|guy|woman) (?:my (?:mom|mum|mother) married|whose (?:lease|house|flat|place) im on|i live with))";
const AT_HOME_ACT =
  "(?:(?:hits|hit|beats|beat|slaps|slapped|punched|punches|kicked|kicks|chokes|choked)(?: \\w+){0,2} (?:me|us|her|my)|(?:hurt|hurts|hurting) (?:me|us|her) (?:badly|again|physically|last night|every)|beat me up|broke (?:my|the door|in)|(?:smashing|smashes|smashed|breaking|throwing) (?:things|the|at|my)|grabbed (?:me|my|the)|pulled me|dragged me|(?:held|holds|pinned|pins) (?:me|my \\w+) (?:down|under|against)|drove (?:his|her) (?:boot|fist|knee)|fist through|(?:locks|locked|bolts) (?:me|the (?:\\w+ )?(?:door|deadbolt) from outside)|(?:took|takes|hides|hid) (?:the car keys|my (?:phone|keys|car keys|hearing aids|passport|money|paycheck|whole paycheck))|stamped on|(?:wont|doesnt|will not|does not) let me (?:leave|go (?:out|to|anywhere)|see|have (?:a |my )?(?:phone|money|car|keys)|work|sleep|call|talk|eat|out)|forbids me|makes me (?:ask|beg)|monitors my|tracks my|watches everything|reads my|checks (?:my|the) (?:phone|receipts)|touched me|doing stuff to me|(?<!(?:was|were|been|being|got|is|are) )threatened|threatens|has cameras|(?:put|puts) an app on my|turns up at|follows me|(?:is |s )?watching me|(?:kicking|banging on|pounding on) (?:it|the door|my door)|knows where to hit|blacks my eye|controls everything|(?:takes|took|take|hides|hid) my (?:pain )?(?:meds|medication|pills|wheelchair|walker|glasses|hearing aids)|tore the phone|(?:said|says) (?:if i|hed|he would|shed|she would|one call|ill pay)|warned me|keeps trying my door|waiting outside|parks outside|been following me|found my (?:new )?address)";
const HIDING =
  "(?:(?:hiding|locked) in the (?:bathroom|bedroom|closet|ensuite|staff toilets|toilet|toilets)|scared to go home(?! (?:late|alone|after dark))|(?:frightened|scared|afraid|terrified) (?:of )?what (?:he|she)(?:ll| will) do|(?:scared|afraid|terrified) (?:he|she)(?:ll| will) (?:do worse|hurt|kill|go too far|come))";
// Session 45: a parent's rule about an outing ("dad won't let me go to the party because the roads are icy").
const NOT_ABUSE_AT_HOME =
  "(?:with my (?:permission|consent)|we (?:both )?agreed|joking|kidding|wrestle|wrestling|in (?:his|her) sleep|let me go (?:to|on) (?:the |a |this |that |her |his |my )?(?:\\w+ )?(?:party|parties|sleepover|prom|concert|disco|festival|gig|mall|cinema|movies|trip|camp|match|game))";

/**
 * Abuse at home in the writer's own words: a person at home and what they do, or the writer hiding from them.
 * Session 34: a person at home who "was threatened" is the one threatened, not the threat.
 * Session 39: nor is a grip that helps, plays or is an accident (NOT_HARMFUL, as the families
 * above read it): "my boyfriend grabbed my arm to stop me stepping into the road" became a false
 * abuse alarm when blind-27 joined the neighbours (their care line its second reader).
 */
export const ABUSE_AT_HOME = new RegExp(
  `^(?!.* ${NOT_ABUSE_AT_HOME}(?= ))(?:.* ${AT_HOME}(?: (?!i )\\w+){0,5} ${AT_HOME_ACT}${NOT_VIOLENT_USE}${NOT_HARMFUL}(?= )|(?=.* ${AT_HOME}(?= )).* ${HIDING}(?= ))`,
);

/**
 * Session 33: abuse at home said plainly, which needs no second reader (older abuse misses with no
 * care line, blind-12 to blind-18): the writer's own injury ("broke my ribs", "blacks my eye",
 * "i stay and take the hits"), a door broken down, locked in with the phone taken, or afraid to go
 * home while the person is named ("i'm scared to go home, my brother is high"). A joke, a game or
 * play keeps it out. Also violence that grows ("now it's slaps, last night it was a belt") and a
 * threat made concrete ("says it's for me if i ever take the girls", "next time he lights it with
 * me inside"). A joke, a game or play keeps it out ("my little brother punched my arm ... we're even now lol").
 */
const OWN_INJURY =
  "(?:broke|broken|breaks|cracked|fractured) my (?:ribs?|arm|nose|jaw|wrist|fingers?|hand|cheekbone|collarbone|eye socket|teeth|tooth)|black(?:s|ed)? my eye|(?:i )?(?:stay and )?take the hits|broke the (?:\\w+ )?door (?:down|in)";
/** Violence that grows, said as what it is now ("it started with yelling, now it's slaps, last night it was a belt"). */
const ESCALATING =
  "(?:now|last night|this time|lately) (?:its|it was|it s|its been) (?:slaps|punches|kicks|fists|the belt|a belt|a knife|choking|his fists|her fists)";
/** A threat to the writer's life made concrete: a weapon "for me if i ...", a fire "with me inside". */
const THREAT_MADE_CONCRETE = "(?:its|it s|thats) for me if i|with me (?:inside|in it|in the house)";
const LOCKED_IN = "(?:im |i am )?locked in (?:the|my) (?:bed)?room(?=.* (?:took|takes|smashed|has) my phone)";
const HIDING_PLAIN =
  "(?:hiding in the (?:bathroom|bedroom|closet|ensuite|toilet)|scared to go home(?! (?:late|alone|after dark))|(?:frightened|scared|afraid|terrified) (?:of )?what (?:he|she)(?:ll| will) do)";
const NOT_PLAIN =
  "(?:lol|haha|kidding|joke|joking|game|match|wrestl\\w*|even now|accident\\w*|by mistake|fell off|football|rugby|hockey|boxing|sparring|skiing|snowboarding|skating|climbing)";
export const ABUSE_SAID_PLAINLY = new RegExp(
  `^(?!.* ${NOT_PLAIN}(?= ))(?=.* ${AT_HOME}(?= ))(?:.* (?:${OWN_INJURY}|${LOCKED_IN}|${HIDING_PLAIN}|${ESCALATING}|${THREAT_MADE_CONCRETE})(?= ))`,
);
ABUSE_FAMILIES.push({ kind: "abuse", re: ABUSE_SAID_PLAINLY });
// A sexual assault said as forcing ("tried to force himself on me"; blind-19), by anyone.
ABUSE_FAMILIES.push({ kind: "abuse", re: / (?:forced|force|forcing|forces) (?:himself|herself|themselves) on me(?= )/ });
