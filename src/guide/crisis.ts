// The crisis check that runs before any provider: suicide, self-harm, abuse and danger.
// It looks for indirect phrasings ("everyone would be better off without me", "I don't want to
// wake up") as well as plain words, ignores common idioms ("this job is killing me", "dying to
// see you", "substance abuse") and explicit denials ("I'm not suicidal").

export type CrisisKind = "suicide" | "self_harm" | "abuse" | "danger";

export interface CrisisCheck {
  crisis: boolean;
  kinds: CrisisKind[];
}

/** Lowercase, apostrophes dropped, punctuation to spaces, so patterns see "im", "dont", "cant". */
export function normaliseForCrisis(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
}

const PERSON =
  "(?:he|she|they|someone|somebody|my (?:husband|wife|boyfriend|girlfriend|partner|ex|dad|father|mom|mother|stepdad|stepfather|stepmom|stepmother|uncle|aunt|brother|sister|parents?|boss|coach|teacher|pastor|priest|roommate|son|daughter|grandfather|grandmother|cousin|neighbou?r|fiance|fiancee|spouse|caregiver|guardian))";
const VIOLENCE =
  "(?:hits|hit|beats|beat|beating|chokes|choked|choking|slaps|slapped|punches|punched|kicks|kicked|shoves|shoved|strangles|strangled|rapes|raped|molests|molested|burns|burned|throws things at|threw things at)";

// Phrases that look alarming but are ordinary speech; removed before matching.
const IDIOMS: RegExp[] = [
  / (?:it|that|this|reality|grief|the news|the loss) (?:really |finally |just )?hit me/g,
  / hit me up /g,
  / (?:substance|drug|alcohol|opioid|opiate) abuse/g,
  / (?:die|died|dying) (?:of|from) (?:embarrassment|laughter|laughing|boredom|shame|cringe)/g,
  / dying (?:to|for) /g,
  / kill(?:s|ing)? me (?:with|laughing)/g,
  / (?:not|never|no longer) (?:been |feeling |feel )?suicidal/g,
  / (?:would|will|could) never (?:kill|hurt|harm) myself/g,
  / no (?:thoughts|plans?) (?:of|to) (?:suicide|self harm|hurting myself|harming myself|killing myself)/g,
  / not (?:going|planning|trying) to (?:kill|hurt|harm) myself/g,
];

const STRONG: Array<{ kind: CrisisKind; re: RegExp }> = [
  // suicide, direct and indirect
  { kind: "suicide", re: / suicid/ },
  { kind: "suicide", re: / (?:kill|killing|end|ending|take|taking|off|offing) (?:my ?self|my own life|my life)/ },
  { kind: "suicide", re: / end (?:it all|everything|my suffering|the pain for good)/ },
  { kind: "suicide", re: / (?:dont|do not|no longer|dont even|dont really) (?:want|wish|care) to (?:live|be alive|be here|exist|wake up|go on|keep living|keep going|see tomorrow)/ },
  { kind: "suicide", re: / (?:want|wants|wanna|wish|wishes|wishing|wanted|longing|going) (?:to )?(?:die|be dead)(?! (?:of|from|laughing|for))/ },
  { kind: "suicide", re: / wish (?:i|id) (?:was|were|had been|could be) (?:dead|gone|never born|not alive|not here|not born)/ },
  { kind: "suicide", re: / wish i (?:wasnt|werent) (?:alive|here|born)/ },
  { kind: "suicide", re: / wish i (?:could|would) (?:just )?(?:disappear|not wake up|fall asleep forever|stop existing)/ },
  { kind: "suicide", re: / (?:better off|happier|easier) (?:without me|if i (?:was|were|wasnt|werent|wasn t) (?:gone|dead|here|around|alive)|if i died|when im gone)/ },
  { kind: "suicide", re: / (?:no|any|whats the|what is the|there is no|theres no) (?:reason|point) (?:to|in|of) (?:live|living|life|go on|going on|keep going|keeping going|be alive|being alive|wake up|waking up|carry on|stay alive|staying alive|exist|existing)/ },
  { kind: "suicide", re: / (?:go to |fall )?sleep and (?:never|not) wake up/ },
  { kind: "suicide", re: / (?:hope|hoping|pray|praying|wish|wishing|want|wanting)(?: that)? (?:i )?(?:dont|do not|never|wont|wouldnt|will not|would not) wake up/ },
  { kind: "suicide", re: / (?:never|not) (?:want to |wanting to )?wake up (?:again|tomorrow|in the morning)/ },
  { kind: "suicide", re: / (?:tired|sick|weary) of (?:living|being alive|life|existing)/ },
  { kind: "suicide", re: / (?:done|finished) with (?:life|living|this life|it all|everything for good)/ },
  { kind: "suicide", re: / give up on (?:life|living)| gave up on (?:life|living)/ },
  { kind: "suicide", re: / (?:no one|nobody|noone) would (?:even )?(?:miss me|notice if i (?:was|were) gone|notice if i died|care if i (?:was|were) gone|care if i died)/ },
  { kind: "suicide", re: / (?:wont|will not|not going to) be (?:around|here) (?:much longer|for long|anymore|tomorrow|next week)/ },
  { kind: "suicide", re: / (?:wont|will not) be a (?:burden|problem) (?:much longer|anymore|for long)/ },
  { kind: "suicide", re: / (?:this is|saying) (?:my )?(?:last goodbye|goodbye forever|my final goodbye)/ },
  { kind: "suicide", re: / (?:giving|gave) away (?:all )?my (?:things|stuff|belongings|possessions)/ },
  { kind: "suicide", re: / (?:wrote|writing|left) (?:a |my )?(?:suicide |goodbye )?note(?: for my family| to my family)?(?= )/ },
  { kind: "suicide", re: / (?:overdose|overdosing|od on|hang myself|hanging myself|jump(?:ing)? off (?:a|the|that) (?:bridge|building|roof|cliff)|jump in front of|step in front of|slit my|drive (?:my car )?off (?:a|the)|drown myself|shoot myself)/ },
  { kind: "suicide", re: / (?:saved up|saving up|saving|stockpiling|stockpiled|hoarding|collecting) (?:my |the |some )?(?:pills|meds|medication|sleeping pills)/ },
  { kind: "suicide", re: / how (?:many|much) (?:pills|of my meds|medication|tablets)\b.* (?:to die|would kill|is lethal|to not wake up)/ },
  { kind: "suicide", re: / (?:lethal|fatal) (?:dose|amount)/ },
  { kind: "suicide", re: / (?:not|no longer) (?:want to |wanting to )?be (?:here|alive) anymore/ },
  { kind: "suicide", re: / (?:want|wish|wanna) (?:it|everything|the pain|this)(?: all)? to (?:all )?(?:end|stop) (?:for good|forever|permanently)/ },
  { kind: "suicide", re: / (?:disappear|vanish) (?:forever|for good|permanently)/ },
  { kind: "suicide", re: / (?:thinking|thought|thoughts) (?:about|of) (?:ending|dying|death a lot|not being here|not existing|being dead)/ },
  { kind: "suicide", re: / (?:have|got) a plan to (?:die|end)/ },
  { kind: "suicide", re: / (?:kms|unalive|self delete|permanent (?:solution|way out)) / },
  { kind: "suicide", re: / (?:do|doing|did) (?:everyone|everybody|them|my family|the world) a favou?r (?:if|by|when) (?:i|im)/ },
  { kind: "suicide", re: / if i (?:was|were|wasnt|werent) (?:gone|dead|around anymore|here anymore|alive)/ },
  { kind: "suicide", re: / (?:take|taking|swallow|swallowing|down|downing) (?:all|every one|a whole bottle|the whole bottle|the rest) (?:of )?(?:my |the |these |those )?(?:sleeping )?(?:pills|meds|tablets|medication|painkillers)/ },
  { kind: "suicide", re: / (?:want|wants|wanted|wish|wishes|wanna|rather|like|prefer) (?:to )?(?:just )?(?:not|stop|cease to|never) (?:exist|existing|be alive|being alive)/ },
  { kind: "suicide", re: / (?:id|i would|i d) (?:rather|prefer to) (?:be dead|die|not be alive|not wake up)(?! than)/ },
  // self-harm
  { kind: "self_harm", re: / self ?harm/ },
  { kind: "self_harm", re: / (?:cut|cutting|cuts|burn|burning|burned|hurt|hurting|harm|harming|hit|hitting|punish|punishing|scratch|scratching|starve|starving) (?:my ?self|my (?:arms?|wrists?|legs?|skin|thighs?|body))/ },
  { kind: "self_harm", re: / (?:started|start|begun|began) cutting (?:again)?| cutting again /},
  { kind: "self_harm", re: / (?:relapsed|relapse) (?:on|into) (?:cutting|self harm)/ },
  { kind: "self_harm", re: / (?:scars|wounds|marks) (?:on|from) my (?:arms?|wrists?|legs?|thighs?)/ },
  // abuse
  { kind: "abuse", re: new RegExp(` ${PERSON} (?:\\w+ ){0,2}${VIOLENCE} (?:me|my (?:mom|mother|kids|children|son|daughter|sister|brother))`) },
  { kind: "abuse", re: / (?:abuse|abused|abuses|abusing|abusive)/ },
  { kind: "abuse", re: / (?:raped|rape|sexually assaulted|sexual assault|molested|molesting|molest|groped|groping me)/ },
  { kind: "abuse", re: / (?:touches|touched|touching) me (?:in ways|where|when i dont|inappropriately|and i|when no one|when nobody|at night|when were alone|when we are alone)/ },
  { kind: "abuse", re: / (?:forces|forced|forcing|makes) me (?:to )?(?:have sex|do sexual|do things i dont want)/ },
  { kind: "abuse", re: / (?:im|i am|i feel|feel|were|we are|my kids are|not) (?:not )?(?:safe|unsafe) (?:at home|in my (?:own )?home|around him|around her|with him|with her|in my house)/ },
  { kind: "abuse", re: / (?:afraid|scared|terrified) (?:of (?:my|him|her)(?: \w+)?|to go home|he will hurt|she will hurt|hell hurt|shell hurt)(?: (?:when|if|because|he|she|drinks|gets angry|hurts|hits))/ },
  { kind: "abuse", re: / (?:threaten|threatens|threatened|threatening) to (?:kill|hurt|beat|hit) (?:me|us|my|the kids|himself|herself)/ },
  { kind: "abuse", re: / (?:locks|locked) me (?:in|out)| wont let me (?:leave|go out|see my (?:friends|family))/ },
  { kind: "abuse", re: / (?:bruises|black eye|broken (?:arm|rib|nose)) (?:from|because of|that) (?:him|her|my)/ },
  // danger
  { kind: "danger", re: / (?:in danger|in immediate danger|my life is in danger|fear for my life|afraid for my life|scared for my life)/ },
  { kind: "danger", re: / (?:someone|somebody|a man|a guy|a woman|he|she|they) (?:is |are |keeps )?(?:following|stalking) me/ },
  { kind: "danger", re: / (?:being|been) (?:followed|stalked)/ },
  { kind: "danger", re: / (?:breaking|broke|trying to break) in(?:to)? (?:my|our|the) (?:house|home|apartment|room)/ },
  { kind: "danger", re: / (?:going|gonna|is going|wants) to kill me/ },
  { kind: "danger", re: / (?:has|had|pulled|with) a (?:gun|knife|weapon) (?:and|on me|at me|to my)/ },
  { kind: "danger", re: / (?:took|taken|swallowed) (?:too many|a bunch of|all (?:my|the)) (?:pills|tablets|meds)/ },
  { kind: "danger", re: / (?:want|going|gonna|plan|planning) to (?:hurt|kill) (?:someone|somebody|people|him|her|them|my (?:\w+))(?! (?:feelings|chances))(?=.*(?:really|seriously|for real|plan|weapon|gun|knife|tonight))/ },
];

// Signals that are common in ordinary sadness; two of them together are treated as a crisis.
const WEAK: RegExp[] = [
  / hopeless/,
  / no way out/,
  / (?:feel|feeling|im|i am) trapped/,
  / cant (?:do this|take (?:it|this)|go on|keep going|cope) (?:anymore|any longer|much longer)/,
  / cant go on/,
  / (?:nothing|life) (?:matters|will ever get better|will never get better|is pointless)/,
  / (?:im|i am|i feel like) (?:just )?a burden/,
  / burden (?:to|on) (?:everyone|everybody|my family|the people i love)/,
  / dead inside/,
  / (?:want|wish i could|wanna) (?:to )?disappear/,
  / (?:no one|nobody|noone) (?:would|will) (?:care|notice|miss)/,
  / (?:dark|scary|bad) thoughts/,
  / (?:the )?pain (?:to|would) (?:stop|end)/,
  / cant see (?:a|any) (?:future|way forward)/,
  / (?:everyone|everybody) hates me/,
  / (?:empty|numb) (?:all the time|inside)/,
];

export function checkCrisis(message: string): CrisisCheck {
  let text = normaliseForCrisis(message);
  for (const idiom of IDIOMS) text = text.replace(idiom, " ");
  const kinds = new Set<CrisisKind>();
  for (const { kind, re } of STRONG) if (re.test(text)) kinds.add(kind);
  if (kinds.size === 0) {
    const weak = WEAK.filter((re) => re.test(text)).length;
    if (weak >= 2) kinds.add("suicide");
  }
  const order: CrisisKind[] = ["suicide", "self_harm", "abuse", "danger"];
  return { crisis: kinds.size > 0, kinds: order.filter((k) => kinds.has(k)) };
}
