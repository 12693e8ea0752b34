// Issue 12, session 30: someone else at risk, told by a person who wants to help ("my cousin keeps
// saying he wants to kill himself, what do i do", "a regular told me he wants to end it", "one of
// my students told me she's been hurting herself"). Until now such a message kept the full crisis
// reply, which speaks to the writer as the one in danger ("Are you safe right now?", a prayer to
// be held "in this moment"); every author of a labelled set wrote these as ordinary messages, and
// they were the largest family of false alarms on the readable sets (23 of about 100, in eleven
// sets by ten authors). The writer is the helper: the reply gives the helper's line instead
// (care.ts, HELPER_CARE: 988 and findahelpline.com for them too, the emergency number if the person
// may act now, stay close, ask directly). Kept as a crisis: an emergency now (NOW_EMERGENCY: "is on
// the bridge", "just took pills"), abuse (a partner who threatens to kill himself and the writer),
// the writer's own danger anywhere in the message ("and i want to do the same", "so do i"), and a
// writer speaking of themselves in the third person ("this user is going to kill himself"), a
// story on screen or page, and a bare statement with none of the writer's own words as a helper
// ("my husband wants to kill himself"): a count on blind-19 found one direct statement read as a
// helper's before that last condition.
import { OTHER_PEOPLE } from "./crisis-signals-people.js";
import { NOW_EMERGENCY } from "./crisis-signals-shapes.js";

// Patterns run on normaliseForCrisis text (lowercase, no apostrophes, punctuation as spaces).
const OTHER = `(?:he|she|they|hes|shes|theyre|someone|somebody|(?:my|our|a|an|his|her|their|the|this|one of my) (?:\\w+ ){0,2}${OTHER_PEOPLE}s?)`;
// Their wish, intent, talk, attempt or self-harm, present or past. Session 54, read on the readable sets' false alarms
// (blind-31 to -37): their talk of not wanting to be here, jokes about jumping off, going over the side, travelling to
// end it. Session 55 (blind-43's hard negatives): a passenger going to a bridge "to finish it", a man at the gym thinking
// about driving his car off a road, a friend who "doesn't want to be around much longer". Session 56 (blind-44): a
// man with a gun at home "thinking about using it on himself".
// Session 57: another who "doesn't want to be around / wake up any more", told by a helper (not someone's company: "doesn't
// want to be around us"). Blind-43's gaming friend who says it beside "has a gun" stays open: that reads as an emergency now.
const THEIR_RISK =
  "(?:(?:doesnt|does not|didnt|did not) want to (?:be around|be here|be alive|live|wake up|go on)(?! (?:us|me|them|you|her|him|people|the|his|my|our|anyone|kids|family|children|with|in|at|there))(?= )|(?:talking|talks|talked|thinking|thinks|thought) about (?:jumping|stepping|throwing (?:himself|herself|themselves)) (?:off|in front)|(?:wants?|wanted|wanting) to (?:die(?! (?:of|from|laughing|for))|kill (?:himself|herself|themselves)|end (?:it|his life|her life|their life|it all))|(?:is|s|was|seems|been|being|feeling|feels|be) (?:\\w+ )?suicidal|(?:talking|talks|talked|thinking|thinks|thought) (?:about|of) (?:suicide|killing (?:himself|herself|themselves)|ending (?:it|his life|her life|their life)|dying|not being here)|attempted(?: suicide)?|(?:tried|trying|tries) to (?:kill|end|hurt|take) (?:himself|herself|themselves|his|her|their)|(?:would|d) kill (?:himself|herself|themselves)|self harms?|self harming|(?:cutting|cuts|hurting|harming|burning) (?:himself|herself|themselves)(?! (?:shaving|on(?! purpose)|while|when|cooking|in the kitchen|at work|playing|by accident|accidentally))|going to (?:kill|end) (?:himself|herself|themselves|his life|her life|it)|kill (?:himself|herself|themselves)|(?:doesnt|does not|didnt|did not|cant|can not|cannot) see (?:the |any )?point (?:in|of) (?:going on|carrying on|living|being alive|being here)(?! (?:a|an|the|this|that|with|holiday|holidays|trips?|dates?|about|at))|(?:has|have|got|s got|made|has made|making) (?:a )?plans? to (?:die|kill (?:himself|herself|themselves)|end (?:it|his life|her life|their life|it all))|(?:about|of) not wanting to (?:be here|be alive|live|wake up|go on)|(?:jokes?|joking|joked) about (?:jumping|stepping|throwing (?:himself|herself|themselves)) (?:off|in front)|(?:thought|thinking|thinks|talked|talking|talks) about going over the (?:side|edge|rail|railing)|(?:was|is|were|are) (?:going|flying|driving|heading|travelling|traveling|walking) (?:\\w+ ){0,3}to (?:end|finish) (?:it|it all|her life|his life|their life)|(?:thinking|thinks|thought|talking|talks|talked) about (?:driving|crashing|steering) (?:his|her|their) (?:car|truck|van|lorry) (?:off|into)|(?:doesnt|does not|didnt|did not) want to be (?:around|here|alive)(?: (?:much )?(?:longer|anymore|any more))?|(?:thinking|thinks|thought|talking|talks|talked) about using (?:it|them|the \\w+|his \\w+|her \\w+|their \\w+) on (?:himself|herself|themselves))";
const SOMEONE_ELSE_AT_RISK = new RegExp(` ${OTHER}(?: \\w+){0,8} ${THEIR_RISK}(?= )`);

// Session 34: their own words reported ("my friend texted \"i don't want to be here anymore\"",
// "my coworker said \"i won't be around much longer\""): the quote is in the first person, so the
// helper's words must come after the report and none of the writer's own risk elsewhere.
const THEIR_WORDS_QUOTED =
  "(?:texted|texts|said|says|wrote|writes|posted|messaged|told me|keeps saying)(?: to me| me)?(?: (?:in|on) (?:her|his|their|a|the) (?:\\w+ ){0,2}(?:notebook|diary|journal|book|story|essay|homework|post|status|note|card|exercise book))? (?:that )?i (?:dont want to be here|wont be (?:around|here)|want to die|wanna die|want it to (?:end|stop)|cant do this anymore|dont want to (?:live|wake up|be alive))";
const SOMEONE_ELSES_QUOTED_WORDS = new RegExp(` ${OTHER} (?:\\w+ ){0,2}${THEIR_WORDS_QUOTED}(?= )`);
// Session 49: the quote itself is not the writer's own danger ("my son said \"i want to die\" because everyone at
// school hates him. how do i help him?" got neither the crisis reply nor the helper's line): it is taken out
// before the writer's own words are read for risk; "and i do" closing the message says the writer shares it.
const SOMEONE_ELSES_QUOTED_WORDS_ALL = new RegExp(SOMEONE_ELSES_QUOTED_WORDS.source, "g");

// Session 31: their warning signs, which a helper notices and is worried by ("my best friend keeps
// giving away her stuff and saying goodbye. im scared", "my mother is giving away her things and
// I'm worried, what are the warning signs", "my wife keeps saying everyone would be better off
// without her. how do i help"): nothing, or the gentle line spoken to the writer, before. Giving
// away is ordinary (a move, a nursery, hospice), so the helper's worry must be said too.
// Session 54: also "he's better off dead" said of himself, and wanting to go to sleep and not wake up.
// Session 59: "tired of life" posted by a former colleague (blind-47's hard negative).
const THEIR_WARNING_SIGN =
  "(?:(?:tired|sick|weary) of (?:life|living|being alive)|(?:giv\\w*|gave) away (?:all |most |some )?(?:of )?(?:his|her|their) (?:\\w+ ){0,2}(?:things|stuff|belongings|possessions|clothes|cat|dog|pets?|guitar|books|jewell?e?ry|savings)|(?:saying|said|says|texted|texting) (?:\\w+ ){0,2}goodbye|(?:everyone|we|the family|people|the world|they|the kids) (?:would|will|d) be better off without (?:him|her|them)|(?:(?:he|she|they|hes|shes|theyre) (?:is|s|are|feels?|feeling) )?(?:just )?a burden to (?:us|everyone|everybody|the family|me)|(?:no|not any) reason (?:left )?to (?:live|go on|keep going)|(?:wont|will not|isnt going to|is not going to) be (?:around|here|a (?:problem|bother|burden|nuisance|worry)(?: to (?:anyone|anybody|you|us|them|her|him))?) (?:much )?(?:longer|anymore|for long)|(?:nobody|no one|noone) would (?:even )?miss (?:him|her|them)|(?:hed|shed|theyd|he would|she would|they would) be better off dead|(?:has|have|hes|shes|theyve|got|s got) nothing (?:left )?to live for|(?:hes|shes|theyre|he is|she is|they are|hed be|shed be|theyd be) better off dead|(?:wants?|wanted|wanting) to (?:go to sleep and )?not wake up)";
const SOMEONE_ELSES_WARNING_SIGN = new RegExp(` ${OTHER}(?: \\w+){0,8} ${THEIR_WARNING_SIGN}(?= )`);
// Session 59: "is it my place" said bare (blind-47: an ex-colleague posting how tired of life she is).
// Session 54: also "is it my job to tell someone", "is he just being dramatic", "is that normal or a worry", "should we go round".
const HELPERS_WORRY =
  / (?:(?:is it|its) my (?:job|place|responsibility)(?: to (?:tell|say|report|do)|(?= $))|(?:is|was|are) (?:he|she|they) (?:just )?(?:being )?(?:dramatic|serious|attention seeking)|is (?:that|this|it) normal or (?:a worry|worrying|a (?:warning )?sign|should (?:i|we))|should (?:i|we) (?:go|pop|drive) (?:round|over|to see)|worried|worry|worrying|scared|afraid|frightened|concerned|warning signs?|red flags?|what (?:else )?(?:do|should|can) (?:i|we) do|who (?:do|should|can) (?:i|we) (?:call|ring|tell|contact)|how (?:do|can|should) (?:i|we) help|should i (?:be )?worr\w*|should i (?:say|do|ask|tell|call) (?:something|anything|someone|them|him|her)|how (?:do|should|can) i ask (?:him|her|them)|(?:im|i am) (?:driving|going|heading|on my way|rushing) (?:over )?to (?:her|him|them)|is (?:this|that|it) a (?:warning )?sign|(?:was|is|were|are) (?:he|she|they) joking|(?:dont|do not) want to ignore (?:it|this|him|her|them)|should i take (?:it|this|him|her|them) seriously)(?= )/;

// The writer's own danger, said anywhere: the crisis reply stays. Session 54: "and i've been doing it myself for months"
// (blind-40: a youth leader who tells teenagers not to self-harm).
const WRITERS_OWN_RISK =
  / (?:ive been|i have been|im|i am|i keep|i still|i started|ive started) doing it (?:to )?myself(?= )| (?:kill|hurt|harm|cut|end|ending|killing|hurting|harming|cutting) (?:my ?self|my (?:own )?life)| i (?:want|wanted|wish|still want) to die|(?<! (?:he|she|hes|shes|they|theyve|theyre|has|have|who)) (?:im|i am|i feel|ive been|been|still) (?:\w+ )?suicidal| me too | (?:and|so) (?:do|am|have) i(?= )| (?:and|so) i (?:do|am|have|feel the same)(?: too| as well)? $| i do too(?= )| i feel the same| do the same| same thing| same way| join (?:him|her|them)| (?:i|im|ive|id|ill)(?: \w+){0,3} (?:die|dying|kill|killing|overdos\w*|suicid\w*|jump\w*|hang|hanging|end it|pills)(?= )| (?:im|i am) going to $| asking (?:because|for) (?:me|myself|i)(?= )| i (?:might|may|could|must) be (?:\w+ )?suicidal/;
// A writer speaking of themselves as someone else.
const THIRD_PERSON_SELF =
  / (?:this|your|the) (?:user|person|guy|girl|woman|man) (?:writing|typing|texting|talking|on this)| (?:this|the|your) user | (?:about|speaking of|talking about) myself| third person| is me(?= )/;

// A story, not a person the writer knows ("romeo and juliet both kill themselves").
const FICTION =
  / (?:novel|book|movie|film|tv show|sitcom|character|characters|episode|romeo|juliet|hamlet|ophelia|shakespeare|anime|manga)s?(?= )/;

// The writer showing themselves a helper: asking what to do or how to help, praying for them,
// afraid for them, told it by them, or having acted for them.
const HELPERS_OWN_WORDS =
  / (?:what (?:do|should|can|could) (?:i|we)|what (?:should|can|could) (?:our|my|the|his|her|their) \w+ do|how (?:do|can|should|could) (?:i|we)|how to|should (?:i|we)|is (?:that|this|it) normal|any (?:advice|tips|prayers?)|advice|help (?:him|her|them)|support (?:him|her|them)|pray\w*|prayers?|worried|worry|scared|afraid|frightened|told me|tells me|telling me|said|says|saying|texted|mentioned|admitted|confided|(?:i|we) (?:called|rang|gave|drove|got|took|sat|stayed|told|reported)|did i do|my role|dont know (?:what|how)|help(?= $)|doing (?:so much |much |a lot )?better|recover\w*|proud of|(?:im|i am|as) (?:a|an|his|her|their) \w+|(?:i|we|ive|weve|i have|we have) (?:\w+ )?(?:messaged|texted|phoned|emailed|contacted|invited|alerted)|(?:was|is) (?:that|this|it) (?:the )?right|(?:did|am|are|do|was) (?:i|we) (?:do|doing|did) the right thing|what are the (?:warning )?signs|is it my place)(?= )/;

// Session 31: someone else in danger NOW, told by the person beside them ("my friend texted me
// goodbye and says she took all her pills", "my daughter just cut her wrists", "my brother is on
// the bridge right now saying he will jump"). These got the crisis reply written to the writer as
// the one in danger, or nothing at all where an idiom rule had set them aside. The writer needs the
// emergency number first (care.ts, HELPER_EMERGENCY_CARE). The act must be now: an overdose "last
// year", "he survived" or "she's in the ICU" is a helper's worry, not an emergency to call in.
const THEIR_ACT_NOW =
  "(?:(?:just |has |have |already )?(?:took|taken|swallowed|downed) (?:\\w+ ){0,4}(?:pills|tablets|meds|medication|medicine|painkillers|paracetamol|tylenol|bottle|pack|packet|box)|(?:just|has|have) (?:overdosed|od d)|(?:is|s) overdosing|(?:cut|slit|slashed|slashing|cutting) (?:his|her|their) (?:wrists?|arms?|throat)|(?:is|s|are|was found|been found) (?:\\w+ )?(?:unresponsive|not breathing|unconscious|passed out|bleeding)|(?:wont|will not|cant|can not|cannot) (?:wake (?:him|her|them) up|wake up)|(?:texted|messaged|sent|left) (?:me )?(?:a )?(?:goodbye|farewell|suicide note)|(?:has|got|is holding|s holding|grabbed) a (?:gun|knife|rope|blade)|(?:threatening|going|about|says (?:he|she|they) (?:will|is going to|wants to)|saying (?:he|she|they) (?:will|is going to|wants to)) (?:to )?(?:jump|die|shoot (?:himself|herself|themselves)|kill (?:himself|herself|themselves)|hang (?:himself|herself|themselves)))";
// A child by age ("my 2 year old") too: an overdose or a cut is as urgent for them.
const SOMEONE_ELSE_IN_DANGER = new RegExp(
  ` (?:${OTHER}|(?:my|our|his|her|their) \\d+ (?:year|yr|month) old)(?: \\w+){0,8} ${THEIR_ACT_NOW}(?= )`,
);
// Said as happening now, not as a past event or one already over.
const NOW =
  / (?:just|right now|at the moment|this minute|tonight|currently|wont wake|not breathing|unresponsive|unconscious|goodbye|farewell|suicide note)(?= )/;
const OVER_OR_PAST =
  / (?:last (?:year|month|week|night|summer|spring|winter|fall|autumn)|years? ago|months? ago|weeks? ago|survived|pulled through|(?:is|s|are|hes|shes|theyre) (?:ok|okay|fine|safe|stable|recovering|doing (?:well|better|great))|in the (?:icu|hospital)|got there in time|(?:by|an) accident|accidentally|poison control said)(?= )/;

/** Neither the writer's own danger, nor the writer as "this user", nor a story (both readings below). */
const aboutAnotherOnly = (text: string): boolean => !WRITERS_OWN_RISK.test(text) && !THIRD_PERSON_SELF.test(text) && !FICTION.test(text);

/** Someone else in danger now, told by the person beside them, with no danger of their own (normalised text). */
export function someoneElseInDangerNow(text: string): boolean {
  return SOMEONE_ELSE_IN_DANGER.test(text) && NOW.test(text) && !OVER_OR_PAST.test(text) && aboutAnotherOnly(text);
}

/** Someone else at risk, told by a helper without any danger of their own and no emergency now (normalised text). */
export function someoneElseAtRisk(text: string): boolean {
  return (
    (SOMEONE_ELSE_AT_RISK.test(text) ||
      ((SOMEONE_ELSES_WARNING_SIGN.test(text) || SOMEONE_ELSES_QUOTED_WORDS.test(text)) && HELPERS_WORRY.test(text))) &&
    !NOW_EMERGENCY.test(text) &&
    HELPERS_OWN_WORDS.test(text) &&
    aboutAnotherOnly(text.replace(SOMEONE_ELSES_QUOTED_WORDS_ALL, " "))
  );
}
