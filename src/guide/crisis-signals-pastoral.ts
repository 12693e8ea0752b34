// Issue 12, session 32: false crisis replies on ordinary pastoral messages. The weekly threads of the
// readable plan sets (fixtures/pastoral/plan-*.ts) are written by their authors as ordinary pastoral
// situations, and 54 of their 3,996 messages (plan-dev to plan-blind-13) got the crisis reply. A
// crisis reply is not scored there, so the false alarms were invisible to the plan figures. The
// families below are read after the rules, the heads and the other stand-downs have raised an alarm,
// each with none of the writer's own danger:
//  - a dying person's own preparations (a funeral, hymns, letters for the children, being ready
//    when God calls) with the illness, the hospice, the prognosis or a failing body named;
//  - grief for someone else's overdose or suicide ("the first since the overdose", "since my mum's
//    suicide i can't pray");
//  - abuse told as past ("where was god when i was being abused as a child", "he beat us as kids,
//    i'm fifty and i still cannot forgive him"), asked about with a question of faith, forgiveness
//    or an abuser now old, with no present danger;
//  - ordinary uses of the words: a panic attack's "sure i am going to die", living one's faith,
//    doing a task well; the things of a grief (ashes kept, a pet put down); a sparse answer told
//    to its end ("gave me a crime reference number and that's it").
// The dying person's preparations and ordinary words get the normal reply ("ordinary"; the same
// preparations with no illness named keep the care line, as a farewell might); grief for a
// suicide or overdose and past abuse keep the gentle care line ("care"): a bereavement by suicide
// and a childhood of abuse are known risks, but "Are you safe right now?" answers a danger the
// writer does not describe. All patterns run on normaliseForCrisis text.
import { TWENTY_THIRD_PASTORAL_ORDINARY } from "./crisis-signals-twenty-third.js";
import type { CrisisKind } from "./crisis.js";

/** The normal reply ("ordinary") or the normal reply with the care line ("care"). */
export type PastoralReading = "ordinary" | "care";

// The writer's own danger anywhere in the message: every family keeps the alarm then.
// Session 60: one's own suicide named ("my funeral hymns are written down. i've planned my suicide", blind-48).
const OWN_DANGER =
  / (?:kill\w*|suicidal|my (?:own )?suicide|end (?:it|my (?:own )?life|things)|ending (?:it|my life)|take my (?:own )?life|my own (?:hand|terms)|by myself(?= (?:tonight|soon))|not (?:waiting|wait) for|join (?:him|her|them)|be with (?:him|her|them)|do the same|same way|pills?|tablets? (?:saved|stashed)|overdos(?:e|ing) on|hang\w*|jump\w*|gun|rope|bridge|cliff|drown\w*|tonight|right now|keep(?:ing)? it for|kept|saved|saving|stockpil\w*|hoard\w*|stash\w*|enough to|want to die|wish i (?:was|were) dead|(?:dont|not|never) wake up|better off without me|dont want to (?:be here|live|wake up)|cant go on)(?= )/;

// A dying person's own body or prognosis: an illness, a hospice, a doctor's word, a failing body.
const OWN_ILLNESS =
  / (?:hospice|palliative|terminal\w*|diagnos\w*|prognosis|consultant|oncologist|cancer|tumou?r|pancreatic|chemo|stroke|motor neuron\w*|months not years|(?:months|weeks) to live|(?:six|few|two|three|four) months (?:with|to live|left)|with this (?:liver|heart|lung|lungs|kidney|kidneys|cancer|illness|disease)|(?:the )?doctors? (?:\w+ ){0,2}(?:give|gave|says?|said|told)|while i still (?:have|can|am able)|while my (?:head|mind|voice) is still|the one wholl be in it)(?= )/;
// Their preparations: the funeral and its hymns, letters for the children to open later, being
// ready when God calls, not knowing how to do one's own dying.
const OWN_PREPARATION =
  / (?:(?:plan|planning|planned|arrange|arranging|choose|choosing|pick|picking) (?:my (?:own )?funeral|the (?:\w+ )?hymns|(?:my )?(?:own )?funeral hymns)|my (?:own )?funeral (?:hymns|songs|readings|service)|(?:letters?|cards?) for (?:my|the) (?:\w+ )?(?:boys|girls|kids|children|sons|daughters|grandkids|grandchildren) to open|ready to go home (?:if|when) (?:he|god|the lord|jesus) calls?|(?:dont|do not) know how to do (?:it|this) myself)(?= )/;

// Someone else's overdose or suicide, grieved: "the first since the overdose", "my big brother
// died overdose", "since my mums suicide".
const KIN =
  "(?:mum|mom|mother|dad|father|brother|sister|son|daughter|husband|wife|partner|friend|cousin|uncle|aunt|nephew|niece|grandson|granddaughter|boy|girl)";
const OTHERS_LOSS = new RegExp(
  ` (?:(?:since|after|first since|anniversary of|before) (?:the|his|her|their|my ${KIN}s) (?:overdose|suicide)|my (?:\\w+ ){0,2}${KIN}(?: \\w+)? (?:died|passed|passed away)(?: \\w+){0,5} (?:overdose|suicide))(?= )`,
);

// Abuse told as past: when the writer was a child, "for years", "as kids", a past progressive.
const PAST_ABUSE =
  / (?:(?:i was|we were) (?:being )?(?:abused|beaten)|was (?:beating|abusing|hitting) (?:us|me)|(?:beat|hit|abused|hurt) (?:us|me|my (?:mother|mum|mom|sister|brother))(?: \w+){0,2} (?:as kids|as a child|when (?:i was|we were) (?:young|little|kids|a child|small)|for years|growing up)|when (?:i was|we were) (?:being )?(?:abused|beaten|young|little|kids|a child)|as (?:a child|kids)|the abuse in the (?:youth|church|choir|school)\w*|(?:i was )?abused by (?:a|an|someone|our|the|my) (?:\w+ )?(?:at church|youth leader|leader|priest|pastor|minister|teacher|coach|elder))(?= )/;
// Asked about with a question of faith or forgiveness, or the abuser now old.
const REFLECTION =
  / (?:where was god|reconcile|good god|loving god|forgive\w*|make peace|supposed to|covered it up|(?:hes|he is|shes|she is) (?:now )?old|now (?:hes|he is|shes|she is) old|old and sick|im (?:\w+ )?(?:fifty|forty|sixty|\d+) years old)(?= )/;
// A present danger: the abuse still going on, fear now, living with them; session 54: a threat now to the writer's
// family ("if we go to police his men visit our families", blind-42).
const PRESENT_ABUSE =
  / (?:(?:visit|come for|come after|hurt|find|go after) (?:our|my) (?:families|family|kids|children)|(?:hits|beats|hurts|chokes|threatens|kicks|slaps|punches|abuses|is (?:abusing|hurting|hitting)|has been (?:hurting|hitting|abusing)|still (?:hits|beats|hurts|abuses)) (?:me|us|my)|scared|afraid|terrified|not safe|in danger|(?:live|living|stay|staying) with (?:him|her|them)|again|locked|wont let me|makes me)(?= )/;

// The things of a grief: ashes still kept, a pet put down.
const GRIEF_OBJECTS =
  / (?:ashes (?:are )?still|scatter (?:them|the ashes|his ashes|her ashes)|(?:had to|having to) (?:put|have) (?:\w+ ){1,2}down)(?= )/;

// A sparse answer or contact, told to its end: "police gave me a crime reference number and that's
// it", "i talk to my supervisor once a week and that's it" (a plan's "and that's it" names a place).
const SPARSE_THATS_IT = / (?:once a (?:day|week|month|fortnight|year)|gave (?:me|us) (?:a|an) (?:\w+ ){0,3}\w+) and thats it $/;

// Someone else hurt, told as an injustice the courts or police left standing ("the court let him off
// on a technicality. he hurt my sister").
const OTHERS_HURT_UNANSWERED =
  /^(?=.* (?:he|she|they) (?:hurt|hit|beat|abused|attacked|assaulted) my (?:sister|brother|daughter|son|friend|mum|mom|mother|father|dad)(?= ))(?=.* (?:court|judge|jury|trial|technicality|acquitted|let (?:him|her|them) off|police|charges)(?= ))/;
// Session 34: harm from outside the home, with no one at home named: hate or harassment from
// neighbours or strangers ("the racist abuse from next door"), and a stranger's assault told as past
// ("got assaulted on shift last month"). Help for abuse at home does not answer either, and with no
// fear now named they keep the care line.
const AT_HOME_NAMED =
  / my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|fiance|fiancee|dad|father|stepdad|stepfather|mum|mom|mother|stepmom|stepmother|brother|sister|son|daughter|uncle)(?= )/;
const HATE_OR_HARASSMENT = / (?:racist|racial|homophobic|transphobic|sectarian|antisemitic|islamophobic|online) abuse(?= )/;
const STRANGERS_PAST_ASSAULT =
  /^(?=.* (?:(?:got|was|been) (?:assaulted|attacked|mugged|jumped|stabbed|glassed|punched)|(?:a |some |this |the )?(?:guy|man|bloke|lad|woman|customer|patient|stranger|passenger|drunk) (?:came at|attacked|assaulted|punched|hit) me)(?= ))(?=.* (?:last (?:week|month|year)|(?:weeks|months|years) ago|on (?:shift|duty))(?= ))/;

// A rescue: "he dragged me out of a bad spot outside kandahar".
const RESCUE =
  / (?:dragged|pulled|carried|got) (?:me|us) out of (?:a|the) (?:bad spot|fire|firefight|water|wreck|river|sea|burning \w+|line of fire)(?= )/;
// A carer's worry for a dependant after the carer's own death: "who will look after him when i'm gone".
const CARER_AFTER_ME =
  / who (?:will|would|is going to) (?:look after|care for|take care of|see to) (?:him|her|them|my \w+) (?:when|after|once) (?:im|i am) gone(?= )/;
// A drinker's relapse after sobriety: "14 months sober and i drank the whole bottle friday".
const DRINKING_RELAPSE = / (?:sober|clean|dry)(?: \w+){0,8} (?:drank|had) (?:a |the )?(?:whole |entire )?(?:bottle|six pack|case)(?= )/;

// Ordinary words: a panic attack's certainty of dying, living one's faith, doing a task well.
const ORDINARY_WORDS =
  / (?:(?:panic|anxiety) attacks?(?: \w+){0,6} (?:sure|convinced|certain|think|thought|feel like|felt like) (?:that )?(?:i am|im|i was|i) (?:going to|gonna|about to) die|live (?:out )?(?:my|our) faith|want to do (?:it|this|that) (?:well|properly|right|justice|professionally))(?= )/;

/**
 * Whether an alarm raised on `text` (normalised) is an ordinary pastoral situation, and which reply
 * it gets then; undefined keeps the alarm. Past abuse is read only when abuse is the sole alarm; the
 * others only when abuse is not raised.
 */
export function pastoralSituation(text: string, kinds: ReadonlySet<CrisisKind>): PastoralReading | undefined {
  if (OWN_DANGER.test(text)) return undefined;
  if (kinds.has("abuse")) {
    if (kinds.size !== 1 || PRESENT_ABUSE.test(text)) return undefined;
    if (RESCUE.test(text)) return "ordinary";
    if (!AT_HOME_NAMED.test(text) && (HATE_OR_HARASSMENT.test(text) || STRANGERS_PAST_ASSAULT.test(text))) return "care";
    return (PAST_ABUSE.test(text) && REFLECTION.test(text)) || OTHERS_HURT_UNANSWERED.test(text) ? "care" : undefined;
  }
  // Without the illness named, the same preparations keep the care line: they may be a farewell.
  if (OWN_PREPARATION.test(text)) return OWN_ILLNESS.test(text) ? "ordinary" : "care";
  if (OTHERS_LOSS.test(text) || CARER_AFTER_ME.test(text)) return "care";
  if (kinds.size === 1 && kinds.has("danger") && DRINKING_RELAPSE.test(text)) return "care";
  // Session 59: a loved one ready to go home to Jesus, a carer after an operation, "rambled on long enough".
  if (ORDINARY_WORDS.test(text) || GRIEF_OBJECTS.test(text) || SPARSE_THATS_IT.test(text) || TWENTY_THIRD_PASTORAL_ORDINARY.test(text))
    return "ordinary";
  return undefined;
}
