// The crisis check that runs before any provider: suicide, self-harm, abuse and danger.
// It looks for indirect phrasings ("everyone would be better off without me", "I don't want to
// wake up") as well as plain words, ignores common idioms ("this job is killing me", "dying to
// see you", "substance abuse") and explicit denials ("I'm not suicidal").

export const CRISIS_KINDS = ["suicide", "self_harm", "abuse", "danger"] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

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
  "(?:he|she|they|someone|somebody|my (?:moms boyfriend|mothers boyfriend|dads girlfriend|fathers girlfriend|husband|wife|boyfriend|girlfriend|partner|ex|dad|father|mom|mother|stepdad|stepfather|stepmom|stepmother|uncle|aunt|brother|sister|parents?|boss|coach|teacher|pastor|priest|roommate|son|daughter|grandfather|grandmother|cousin|neighbou?r|fiance|fiancee|spouse|caregiver|guardian))";
const VIOLENCE =
  "(?:hits|hit|beats|beat|beating|chokes|choked|choking|slaps|slapped|punches|punched|kicks|kicked|shoves|shoved|strangles|strangled|rapes|raped|molests|molested|burns|burned|throws things at|threw things at|pushed|pushes|grabbed|grabs|pinned|dragged|threw|throws|bit|bites|smacked|smacks)";

// "He beat me at chess", "she hit me with the news", "hit me with a ball by accident".
const NOT_VIOLENT_USE =
  "(?! (?:with (?:a |an |the |some |this |that )?(?:ball|pillow|snowball|joke|question|news|bad news|good news|surprise|request|bill|deadline|idea|truth|reality)|by accident|accidentally|at (?:chess|cards|checkers|tennis|golf|pool|basketball|monopoly|scrabble|poker|games?|everything|the game|racing|running|arm wrestling)|in (?:a |the )?(?:game|race|match|argument|debate)|to (?:it|the punch)|up |to (?:do|be|try|work|apply|go|finish|grow|study|keep|take|get|make|pursue|succeed|improve|stay)|in (?:the|a) (?:right|good) direction|off the bench|along|aside for))";

// Phrases that look alarming but are ordinary speech; removed before matching.
const IDIOMS: RegExp[] = [
  / (?:it|that|this|reality|grief|the news|the loss) (?:really |finally |just )?hit me/g,
  / hit me up /g,
  / (?:substance|drug|alcohol|opioid|opiate) abuse/g,
  / (?:die|died|dying) (?:of|from) (?:embarrassment|laughter|laughing|boredom|shame|cringe)/g,
  / dying (?:to|for) /g,
  / kill(?:s|ing)? me (?:with|laughing)/g,
  / (?:going|gonna) (?:to )?kill me (?:if|when|for|after|once)/g,
  / disappear (?:for (?:a|the|one|two|few|couple)|into (?:a|the|my) (?:book|game|show|movie|work|cabin|mountains)|on (?:a|vacation|holiday))/g,
  / (?:ending|end|quit|quitting|cancel|cancelling) my (?:membership|subscription|contract|lease|shift|relationship|marriage|career|streak)/g,
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
  { kind: "suicide", re: / (?:tired|sick|weary) of (?:living|being alive|life|existing)(?= )/ },
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
  { kind: "suicide", re: / (?:thinking|thought|thoughts) (?:about|of) (?:ending (?:it|my life|everything|things|myself)|dying|death a lot|not being here|not existing|being dead)(?= )/ },
  { kind: "suicide", re: / (?:have|got) a plan to (?:die|end)/ },
  { kind: "suicide", re: / (?:kms|unalive|self delete|permanent (?:solution|way out)) / },
  { kind: "suicide", re: / point (?:to|in|of) (?:going on|living|being alive|staying alive|waking up|carrying on|existing|keep going|keep living|getting up anymore)(?= )/ },
  { kind: "suicide", re: / (?:better(?: off)?|happier|relieved|easier|lighter) (?:without me(?! (?:at|on|in the|for|there|tonight|today|this))|if i (?:died|was gone|were gone|wasnt here|werent here|disappeared|killed myself|didnt exist))/ },
  { kind: "suicide", re: / (?:sleep|asleep) forever| (?:fall asleep|go to sleep|sleep) (?:and )?never wake/ },
  { kind: "suicide", re: / (?:want|wish|hope|pray)(?:s|ed|ing)? (?:that )?(?:i )?(?:could |would |will |might |just )*(?:die|be dead|not exist)(?! (?:of|from|laughing|for|happy|happier|a little))(?= )/ },
  { kind: "suicide", re: / (?:ways|how|methods?) to (?:die|kill myself|end (?:my|it)|commit suicide|overdose|not wake up)/ },
  { kind: "suicide", re: / (?:end|ending) it(?: all)?(?! (?:with|here|there|between|on a|today with))(?= )/ },
  { kind: "suicide", re: / (?:hope|hoping|wish|wishing|pray|praying) (?:that )?(?:i|my car) (?:would |will |just )?(?:crash|crashes|get hit|gets hit|dont make it|dont survive|never come back|die)/ },
  { kind: "suicide", re: / (?:cant|can not|cannot|dont think i can|no longer want to|dont want to) (?:keep )?(?:living|live|go on living) (?:like this|this way|anymore)/ },
  { kind: "suicide", re: / (?:bought|got|have|buying|found|tied) (?:a |the )?(?:rope|noose)(?! (?:for|to (?:tie|climb|secure|hang a)))/ },
  { kind: "suicide", re: / (?:kill|killing|kills) (?:herself|himself|themselves|themself)| end (?:her|his|their) (?:own )?life| (?:suicide|suicidal)/ },
  { kind: "self_harm", re: / (?:hurt|harm|cut|cutting|hurting|harming|burning) (?:herself|himself|themselves)/ },
  // Indirect: one's own absence or death wished for, imagined, planned or made conditional.
  { kind: "suicide", re: / if i (?:vanished|disappeared|died|was gone|were gone|wasnt around|werent around|wasnt here|werent here|wasnt alive|didnt exist|never woke up|killed myself|was dead|were dead|stopped existing)(?= )/ },
  { kind: "suicide", re: / (?:whether|if) i live or die| (?:live|living) or (?:die|dying) anymore/ },
  { kind: "suicide", re: / take (?:all|every one|the whole bottle) of (?:them|it|those|these)(?= )/ },
  { kind: "suicide", re: / (?:cant promise|not sure|dont know if|doubt) (?:ill|i will|i ll|that ill) (?:still )?be (?:here|around|alive)/ },
  { kind: "suicide", re: / (?:my own|imagining my|imagine my|planning my|plan my) funeral/ },
  { kind: "suicide", re: / (?:walk|walking|swim|swimming|drive|driving|wade|wading) (?:out )?(?:into|off) (?:the |a )?(?:ocean|sea|lake|river|water|traffic|cliff|bridge)/ },
  { kind: "suicide", re: / (?:should just go|shouldnt be here|should not be here|dont deserve to (?:live|be alive|exist)|not meant to be alive|waste of (?:space|oxygen|air|life))/ },
  { kind: "suicide", re: / how (?:much|many)(?: of)?(?: my)? (?:medication|meds|pills|tablets|insulin|painkillers)(?: \w+){0,4} (?:too much|too many|to die|lethal|would kill)/ },
  { kind: "suicide", re: / (?:written|wrote|writing|left) (?:letters|notes|goodbyes?|goodbye letters) (?:to|for) (?:everyone|everybody|my family|all of them|the people i love|my kids)/ },
  { kind: "suicide", re: / if tomorrow (?:doesnt|does not|never|wont) come/ },
  { kind: "suicide", re: / (?:not|never) coming back(?= )(?=.*(?:ocean|sea|lake|river|bridge|forever|goodbye|gone))/ },
  // Means together with intent or immediacy; overdose; last goodbyes; life not worth living.
  { kind: "suicide", re: / (?:going to|gonna|about to|ready to|plan to|planning to|decided to|will) (?:jump|hang|shoot|drown)(?! (?:in|into|on|onto|at|over|through|right|ship|the gun|rope|higher|start|up))(?= )/ },
  { kind: "suicide", re: / (?:pills|meds|medication|tablets|rope|noose|gun|razor|blade)(?: \w+){0,3} (?:in front of me|lined up|counted out|ready (?:to|for)|next to me)(?= )(?=.*(?:now|tonight|today|ready|enough|end|die|done))/ },
  { kind: "danger", re: / (?:took|take|taken|taking|swallowed|swallow|downed|drank) (?:a |the )?(?:whole|entire|full|half a|handful|bunch|bottle|box|pack|packet|strip)(?: of)?(?: \w+){0,2} (?:of )?(?:pills|tablets|meds|medication|tylenol|paracetamol|acetaminophen|advil|ibuprofen|aspirin|sleeping pills|painkillers|bottle)?/ },
  { kind: "suicide", re: / (?:saying|say|said|writing) (?:my )?(?:goodbye|goodbyes|farewell) to (?:everyone|everybody|the world|my family|all of you|you all)(?! (?:at|before i leave|before i move|before the move|at work|on my last))/ },
  { kind: "suicide", re: / (?:isnt|is not|not|no longer|never|aint|wasnt) worth (?:living|it anymore|being alive|saving)(?= )/ },
  { kind: "suicide", re: / (?:way out|option|answer|solution|escape|choice)(?: \w+){0,3} (?:dying|death|to die|suicide|ending it)(?= )/ },
  { kind: "suicide", re: /^(?=.* ready to go )(?=.* (?:missed|believe|anymore|tonight|done|over|goodbye|burden|without me) )/ },
  // Self-directed means, last nights, being missed by no one, welcoming one's own disappearance.
  { kind: "suicide", re: / (?:gun|knife|pills|rope|blade|razor|it|them)(?: \w+){0,2} (?:on|against|at) myself(?= )/ },
  { kind: "suicide", re: / end (?:your|ones|my|a persons|someones) own life/ },
  { kind: "suicide", re: / (?:no one|nobody|noone|not one person|not a soul)(?: \w+){0,3} (?:would|will|could) (?:even )?(?:miss me|notice (?:if|when) i|care (?:if|when) i|come to my funeral)/ },
  { kind: "suicide", re: / (?:this is|tonight is|today is|its) my last (?:night|day)(?! (?:at|in|of|with|before|working|here|on the|as))(?= )| my last (?:day|night) (?:alive|on earth)/ },
  { kind: "suicide", re: / made up my mind(?=.* (?:last|goodbye|end|tonight|done|over|gone) )/ },
  { kind: "suicide", re: / (?:stood|standing|sat|sitting) (?:on|at) (?:the |a )?(?:edge of (?:the |a )?)?(?:bridge|ledge|roof|rooftop|tracks|cliff|edge)(?: \w+){0,4} (?:for (?:an hour|hours|a long time|ages)|thinking|wanting to|almost (?:jumped|did it)|about to)/ },
  { kind: "suicide", re: / (?:disappearing|fading away|fading out|slipping away)(?: \w+){0,6} (?:let it happen|want it to|welcome it|dont want to fight|stop fighting)/ },
  { kind: "suicide", re: / (?:better off|happier)(?: \w+){0,8} (?:not alive|dead|if i (?:was|were) gone)(?= )/ },
  // Indirect abuse and danger.
  { kind: "abuse", re: / if i (?:leave|tell|go|call|report|try to leave)(?: \w+){0,3} (?:he|she|they|hell|shell|theyll)(?: will| would| is going to)? (?:find|kill|hurt|hunt|take)/ },
  { kind: "abuse", re: / (?:says|said|tells me|told me|threatens)(?: that)? (?:no one|nobody|noone) (?:will|would|is going to) (?:ever )?believe (?:me|you)/ },
  { kind: "abuse", re: / (?:lock|locks|locked|locking) me (?:in|out|up)(?: \w+){0,4} (?:room|house|closet|basement|outside|at night|for days|as punishment|without food)/ },
  { kind: "abuse", re: / (?:takes|took|hides|hid|breaks|broke|smashed) my phone (?:so|and) (?:i|that i) (?:cant|can not|cannot|couldnt) (?:call|leave|get help|talk)/ },
  { kind: "abuse", re: / (?:said|says|told me|threatens|threatened|swore|swears)(?: that)? (?:(?:he|she|they)(?: will| would| is going to| was going to| is gonna| was gonna)?|hell|shell|theyll|hed|shed|theyd) (?:kill|hurt|beat|hit) me/ },
  { kind: "abuse", re: / (?:bruises|black eye|black eyes|broken (?:arm|rib|ribs|nose|wrist))(?: \w+){0,3} (?:from|because of|that) (?:him|her|my)/ },
  { kind: "abuse", re: new RegExp(` ${PERSON}(?: \\w+){0,3} (?:comes|came|sneaks|snuck|gets|got) (?:into|in) (?:my )?(?:room|bed)`) },
  { kind: "danger", re: / (?:man|someone|somebody|guy|person|stranger|they|he|she)(?: \w+){0,5} (?:trying to|tried to|wants to|is trying to) (?:get in|break in|get into|force (?:his|her|their) way)/ },
  { kind: "self_harm", re: / (?:until|till) (?:it|they|i) (?:bleed|bleeds|bruise|bruises)(?= )| (?:bleed|burn|cut|hurt|harm|bruise) (?:myself )?on purpose| on purpose to (?:feel|hurt|bleed)/ },
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
  { kind: "abuse", re: new RegExp(` ${PERSON} (?:\\w+ ){0,2}${VIOLENCE} (?:me|my (?:mom|mother|kids|children|son|daughter|sister|brother))${NOT_VIOLENT_USE}`) },
  { kind: "abuse", re: / (?:abuse|abused|abuses|abusing|abusive)/ },
  { kind: "abuse", re: / (?:raped|rape|sexually assaulted|sexual assault|molested|molesting|molest|groped|groping me)/ },
  { kind: "abuse", re: / (?:touches|touched|touching) me (?:in ways|where|when i dont|inappropriately|and i|when no one|when nobody|at night|when were alone|when we are alone)/ },
  { kind: "abuse", re: / (?:forces|forced|forcing|makes) me (?:to )?(?:have sex|do sexual|do things i dont want)/ },
  { kind: "abuse", re: / (?:im|i am|i feel|feel|were|we are|my kids are|not) (?:not )?(?:safe|unsafe) (?:at home|in my (?:own )?home|around him|around her|with him|with her|in my house)/ },
  { kind: "abuse", re: / (?:afraid|scared|terrified) (?:of (?:my|him|her)(?: \w+)?|to go home|he will hurt|she will hurt|hell hurt|shell hurt)(?: (?:when|if|because|he|she|drinks|gets angry|hurts|hits))/ },
  { kind: "abuse", re: / (?:threaten|threatens|threatened|threatening) to (?:kill|hurt|beat|hit) (?:me|us|my|the kids|himself|herself)/ },
  { kind: "abuse", re: / (?:locks|locked) me (?:in|out) | wont let me (?:leave|go out|see my (?:friends|family))/ },
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
