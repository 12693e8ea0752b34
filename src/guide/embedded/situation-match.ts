// Which situation of the bank a message is about. Cues are the topic lexicon's syntax
// (src/scripture/topics.ts) plus conjunctions: "died+mum|dad" needs a death word AND a parent
// word anywhere in the message. A cue just after a negation ("not", "no longer", "never") does
// not count, so "I'm not anxious about the move" is not anxiety.
import { compileCue, detectTopics, normaliseText, type CompiledCue, type DetectedTopic } from "../../scripture/topics.js";
import { RecentAnswers } from "../../scripture/recent-answers.js";
import { checkCrisis, type CrisisCheck } from "../crisis.js";
import { GENERAL_SITUATION } from "../material/general.js";
import type { Situation } from "../material/situation-types.js";
import { isHurting } from "./register-rules.js";
import { CHILD_IN_DANGER_ID, FAITH_QUESTION_ID, SITUATIONS, SOMEONE_AT_RISK_ID } from "../material/situations.js";
import type { GuideContext } from "../types.js";
import { READER_THRESHOLDS, trainedReadingOf, trainedSituationOf } from "./situation-reader.js";

// The people a member may be writing about; "my <person>" before any "I" makes them the subject.
const CHILDREN = ["son", "daughter", "child", "kid", "kids", "baby", "teen", "teenager", "boy", "girl", "stepson", "stepdaughter"];
const SPOUSES = ["husband", "wife", "partner", "spouse", "fiance", "fiancee", "boyfriend", "girlfriend"];
const OTHERS = [
  "mum",
  "mom",
  "mother",
  "dad",
  "father",
  "parents",
  "brother",
  "sister",
  "friend",
  "grandma",
  "grandmother",
  "grandpa",
  "grandfather",
  "grandad",
  "nan",
  "aunt",
  "uncle",
  "cousin",
];
const PEOPLE = [...CHILDREN, ...SPOUSES, ...OTHERS];

// Idioms whose words would point at the wrong situation ("worried sick" is not illness).
const IDIOMS: Array<[RegExp, string]> = [
  [/\b(?:worried|scared|worrying) sick\b/gi, "worried"],
  [/\bsick (?:and|&) tired\b/gi, "tired"],
  [/\bsick of\b/gi, "fed up with"],
  [/\b(?:to death|death of me|dying to|to die for|killing me|killed it|nailed it)\b/gi, " "],
  [/\b(?:heart attack|broke my heart|heartbroken)\b(?= (?:laughing|when i saw))/gi, " "],
  [/\b(?:my (?:phone|laptop|car|battery|plant|plants)) (?:died|is dead|passed away)\b/gi, " "],
  [/\blost (?:my )?(?:keys|phone|wallet|voice|the game|the match)\b/gi, " "],
  // "The hurricane's tracking", "the plant's closing": a contraction, so the noun is itself.
  [
    /\b(?!(?:it|that|what|he|she|there|here|who|where|let|god|everyone|everybody|nobody|no one)\b)([a-z]+)['’]s (?=\w+ing\b|been\b|got\b|gone\b|tight\b|over\b|not\b|never\b|always\b|still\b|so\b|too\b|just\b|really\b)/gi,
    "$1 ",
  ],
  // A negation does not reach past the end of its sentence ("he's not there. cancer took him").
  [/[.!?;]+(?:\s+|$)/g, " xstop "],
  // "My 15 year old" is the member's child.
  [/\b(my|our) (\d+)[- ]?(?:year|yr)[- ]?olds?\b/gi, "$1 kid $2 year old"],
  // One's own funeral is planned, not mourned ("planning my funeral with my wife" is not a widow's grief).
  [/\bmy (?:own )?funeral\b/gi, "ownfuneral"],
  // "Would of", "should of": the common spelling of "would have" ("he would of been 21 today").
  [/\b(would|could|should|might|must) of\b/gi, "$1 have"],
  // Sickened, not sick ("it still makes me feel sick", "felt sick to my stomach"): no illness.
  [
    /\b(?:makes? me (?:feel )?sick|made me (?:feel )?sick|(?:feel|felt|feeling) sick to (?:my|the pit of my) stomach|(?:feel|felt) physically sick)\b/gi,
    "sickened",
  ],
  // Someone else's age ("is that too old to move them") is not the member getting old.
  [/\btoo (?:old|young) to (?:\w+ )?(?:them|him|her|the kids|the children)\b/gi, "xage"],
  // A faculty lost is no death ("husband had a stroke, his speech is gone for now").
  [/\b(speech|voice|memory|movement|feeling|sight|hearing|appetite|strength|mobility|balance) (?:is|has|has all but) gone\b/gi, "$1 lost"],
  // A partner absent in the home ("he games till 2am and i feel like a single mum") is not single parenthood.
  [/\b(?:feel|feels|felt|feeling) like (?:a|i'?m a) single (?:mum|mom|mother|parent|dad|father)\b/gi, "likesingleparent"],
  // A spouse who lives as if single ("I'm married but I might as well be single", "lonelier married
  // than I ever was single", "I live like a single woman") is lonely inside the marriage, not longing
  // for one.
  [
    /\b(?:lonelier (?:married|in (?:my|this|our|a) marriage) than (?:\w+ ){0,3}single|married but (?:[\w']+ ){0,4}(?:like a|be) single|(?:live|living|lives|feel|feeling) like a single (?:woman|man|person|girl|guy|lady))\b/gi,
    "marriedbutalone",
  ],
  // Overwhelmed by a gift is joy, not overload ("totally overwhelmed with thankfulness").
  [
    /\boverwhelmed (?:with|by) (?:thankfulness|gratitude|thanks|joy|happiness|love|his goodness|gods goodness|god's goodness)\b/gi,
    "overjoyed",
  ],
  // "No wonder", "no matter": the "no" negates nothing ("no wonder nobody picks me").
  [/\bno (?:wonder|matter)\b/gi, "xidiom"],
  // "Growing up" is childhood, not growth.
  [/\bgrowing up\b/gi, "childhood"],
  // Session 45: "a worrier by nature", "second nature": a temperament, not wonder at creation.
  [/\b(?:by|second|human) nature\b/gi, "temperament"],
  // A couple no longer sharing a room is not insomnia.
  [/\b(?:not|no longer|stopped|don'?t|aren'?t) sleeping in the same (?:room|bed)\b/gi, "separate rooms"],
  // God forgiving the member is forgiveness received, not the member struggling to forgive.
  [
    /\b(?:god (?:could|can|will|would|ever|really|possibly|still) forgive|(?:could|can|will|would|does) god (?:ever |really |possibly |still )?forgive)\b/gi,
    "godforgive",
  ],
  // A wedding ring, dress or photo is a thing, not a wedding ("he stole my wedding ring").
  [/\bwedding (ring|rings|band|dress|photos?|album|video)\b/gi, "$1"],
  // Care as a paid job ("i came here to work as a carer", "care assistant") is work, not caring for one's own.
  [
    /\b(?:work(?:s|ed|ing)? as an? (?:carer|care worker|care assistant|nurse|support worker)|care (?:worker|assistant)s?|paid carers?)\b/gi,
    "careworkjob",
  ],
  // "Not a single person", "don't know a single soul": nobody, not singleness.
  [/\ba single (?:person|soul|one|friend)\b/gi, "anyone"],
  // Treatment a doctor offers ("the doctor offered sleeping tablets") is no job offer.
  [/\b(doctor|doctors|gp|consultant|nurse|hospital|specialist) (?:has |have |had )?offered\b/gi, "$1 prescribed"],
  // Shifts that start early ("4am starts", "early starts") are a working day, not sleeplessness.
  [/\b(?:\d{1,2} ?am|early|dawn) starts?\b/gi, "earlyshifts"],
  // Someone else's wedding ("flying to my brother's wedding", "my best friends wedding") is an
  // occasion the member attends, not their own marriage.
  [
    /\b(?:brother|sister|friend|best friend|cousin|son|daughter|niece|nephew|colleague|boss|neighbour|neighbor|grandson|granddaughter)(?:['’]?s)? wedding\b/gi,
    "familyoccasion",
  ],
  // A person's possessive reads as the person ("my husband's drinking" is about the husband), so
  // cues that name them match.
  [new RegExp(`\\b(${PEOPLE.join("|")})['’]s\\b`, "gi"), "$1"],
];

// A care home, nursing home or hospital where the member works ("new manager at the care home",
// "they let me go from the nursing home", "back at work in the care home") is their workplace,
// not a parent's care: the place is read as work, the words around it as they are.
const WORKPLACE =
  /\b(?:work(?:s|ed|ing)?|job|jobs|shifts?|hours|manager|boss|staff|let (?:me|us) go|laid off|fired|employer)\b[^.!?]{0,40}?\b(?:at|in|from) (?:the|a|our) (?:care|nursing|retirement) homes?\b|\b(?:care|nursing|retirement) homes? (?:staff|workers?|manager|shifts?)\b/gi;

function literal(text: string): string {
  let out = text.replace(WORKPLACE, (m) => m.replace(/\b(?:care|nursing|retirement) homes?\b/i, "workplace"));
  for (const [re, replacement] of IDIOMS) out = out.replace(re, replacement);
  return out;
}

// One reply reads the same message several times (its situation, whether it sounds distressed,
// and the plan's threads again): the last few messages keep their tokens. Callers never change them.
const recentTokens = new RecentAnswers<string, string[]>(32);

/** A message's words as the matcher reads them: idioms resolved, then normalised. */
function literalTokens(text: string): string[] {
  return recentTokens.get(text, () => normaliseText(literal(text)));
}

const NEGATIONS = new Set([
  "not",
  "no",
  "never",
  "isnt",
  "wasnt",
  "arent",
  "werent",
  "dont",
  "doesnt",
  "didnt",
  "without",
  "nor",
  "hardly",
  "nothing",
]);

interface SituationCue {
  situation: number;
  weight: number;
  /** Words (or "stem*") one of which must be in a message for the cue to match at all. */
  anchors: string[];
  /** Token position of the match, or -1. */
  match: (tokens: string[], joined: string) => number;
}

// Words after which a negation no longer reaches the cue ("I don't know if I believe", "she
// doesn't have long to live"), nor across a new question ("he isn't a christian, should I marry him?").
const SCOPE_BREAKS = new Set([
  "xstop",
  "but",
  "know",
  "have",
  "think",
  "want",
  "understand",
  "if",
  "why",
  "how",
  "whether",
  "what",
  "should",
  // "not ill, just sad", "not angry, just hurt": what follows "just" is affirmed (session 34).
  "just",
]);

function negated(tokens: string[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
    if (SCOPE_BREAKS.has(tokens[i])) return false;
    if (NEGATIONS.has(tokens[i]) && !(tokens[i] === "no" && tokens[i + 1] === "one")) return true;
  }
  return false;
}

/**
 * One word or phrase of a cue, compiled as the topic lexicon compiles it, except that a phrase
 * reports the token position of its first word (the negation check depends on it).
 */
function anchorOf(entry: string): string {
  const first = entry.trim().split(/\s+/)[0] ?? "";
  const stem = first.endsWith("*");
  return `${normaliseText(first.replace(/\*/g, ""))[0] ?? ""}${stem ? "*" : ""}`;
}

function compileAlternative(entry: string): CompiledCue {
  const cue = compileCue("", entry);
  const words = normaliseText(entry.replace(/\*/g, " STEMMARK ")).reduce<string[]>((acc, w) => {
    if (w === "stemmark") acc[acc.length - 1] += "*";
    else acc.push(w);
    return acc;
  }, []);
  if (words.length < 2) return cue;
  const re = new RegExp(`(?:^| )(${words.map((w) => (w.endsWith("*") ? `${w.slice(0, -1)}[a-z0-9]*` : w)).join(" ")})(?= |$)`);
  // The phrase's longest literal run (a stem's letters end one): the text must contain it for the
  // phrase to match, and most candidate phrases fail this plain substring test before any regex.
  const needle = words
    .join(" ")
    .split("*")
    .reduce((a, b) => (b.length > a.length ? b : a), "")
    .trim();
  return {
    ...cue,
    match: (_tokens, joined) => {
      if (!joined.includes(needle)) return -1;
      const m = re.exec(joined);
      if (!m) return -1;
      const start = m.index + m[0].length - m[1].length;
      return start === 0 ? 0 : joined.slice(0, start - 1).split(" ").length;
    },
  };
}

function compileSituationCue(index: number, raw: string): SituationCue {
  const strength = raw.startsWith("!") ? 3 : raw.startsWith("~") ? 0.5 : 1;
  const body = raw.replace(/^[!~]/, "");
  const rawParts = body.split("+").map((part) => part.split("|").map((alt) => alt.trim()));
  const parts = rawParts.map((alts) => alts.map(compileAlternative));
  // Every part must match, so the first part's words anchor the cue.
  const anchors = rawParts[0].map(anchorOf);
  const selfNegating = NEGATIONS.has(normaliseText(body)[0] ?? "");
  const matchPart = (alts: CompiledCue[], tokens: string[], joined: string) => {
    let best = -1;
    for (const alt of alts) {
      const at = alt.match(tokens, joined);
      if (at >= 0 && (best < 0 || at < best)) best = at;
    }
    return best;
  };
  // Weights are flat (a word 1, a phrase 1.5, a conjunction 2.5, times the cue's strength):
  // long phrases must not outvote a plain statement of loss ("my husband died" beats "the
  // house is so quiet").
  const flat = (alt: CompiledCue) => (alt.weight <= 1 ? 1 : 1.5);
  if (parts.length === 1) {
    const alts = parts[0];
    const weight = Math.max(...alts.map(flat)) * strength;
    return {
      situation: index,
      weight,
      anchors,
      match: (tokens, joined) => {
        const at = matchPart(alts, tokens, joined);
        return at >= 0 && !selfNegating && negated(tokens, at) ? -1 : at;
      },
    };
  }
  // A conjunction is surer than either word or phrase alone.
  const weight = 2.5 * strength;
  return {
    situation: index,
    weight,
    anchors,
    match: (tokens, joined) => {
      let first = -1;
      for (const alts of parts) {
        const at = matchPart(alts, tokens, joined);
        if (at < 0) return -1;
        if (first < 0 || at < first) first = at;
      }
      const lead = matchPart(parts[0], tokens, joined);
      return negated(tokens, lead) ? -1 : first;
    },
  };
}

const CUES: SituationCue[] = SITUATIONS.flatMap((s, i) => s.cues.map((cue) => compileSituationCue(i, cue)));

// Only cues anchored in a message's words are tried (a reply must stay well under 10 ms).
const BY_WORD = new Map<string, SituationCue[]>();
const BY_STEM: Array<[string, SituationCue]> = [];
for (const cue of CUES) {
  for (const anchor of new Set(cue.anchors)) {
    if (anchor.endsWith("*")) BY_STEM.push([anchor.slice(0, -1), cue]);
    else BY_WORD.set(anchor, [...(BY_WORD.get(anchor) ?? []), cue]);
  }
}

// The stems by their first two characters (a token can only start with a stem that shares them),
// each list in BY_STEM order; stems shorter than that are tried against every token.
const STEMS_BY_PREFIX = new Map<string, Array<[string, SituationCue]>>();
const SHORT_STEMS = BY_STEM.filter(([stem]) => stem.length < 2);
for (const entry of BY_STEM) {
  if (entry[0].length < 2) continue;
  const prefix = entry[0].slice(0, 2);
  STEMS_BY_PREFIX.set(prefix, [...(STEMS_BY_PREFIX.get(prefix) ?? []), entry]);
}

function candidateCues(tokens: string[]): Set<SituationCue> {
  const found = new Set<SituationCue>();
  for (const token of new Set(tokens)) {
    for (const cue of BY_WORD.get(token) ?? []) found.add(cue);
    const stems = SHORT_STEMS.length ? BY_STEM : (STEMS_BY_PREFIX.get(token.slice(0, 2)) ?? []);
    for (const [stem, cue] of stems) if (token.startsWith(stem)) found.add(cue);
  }
  return found;
}

export interface DetectedSituation {
  situation: Situation;
  score: number;
}

const PARENTS = new Set(["parents", "parent", "mums", "moms", "mothers", "fathers", "dads", "families"]);
const CHILD_PLURALS = new Set(["children", "sons", "daughters", "teens", "teenagers", "kids", "youngsters", "adult"]);
const FIRST_PERSON = new Set(["i", "im", "ive", "id", "ill", "me", "myself"]);

/** Who the message is about: a child, a spouse or another person of the member's, or themselves. */
function subjectOf(tokens: string[]): "child" | "children" | "spouse" | "other" | undefined {
  for (let i = 0; i < tokens.length; i++) {
    if (FIRST_PERSON.has(tokens[i])) return undefined;
    // "Parents of children struggling with addiction", "mums whose sons...": the children's situation.
    if (PARENTS.has(tokens[i]) && (tokens[i + 1] === "of" || tokens[i + 1] === "whose")) {
      if (tokens.slice(i + 2, i + 5).some((w) => CHILDREN.includes(w) || CHILD_PLURALS.has(w))) return "children";
      continue;
    }
    if (tokens[i] !== "my" && tokens[i] !== "our") continue;
    // "my (teenage|adult|elderly) son": the person within two words of "my".
    for (const word of tokens.slice(i + 1, i + 4)) {
      if (CHILDREN.includes(word)) return "child";
      if (SPOUSES.includes(word)) return "spouse";
      if (OTHERS.includes(word)) return "other";
    }
  }
  return undefined;
}

// Situations about the member's own life, and the situation when the same thing happens to someone
// they love ("my husband's drinking" is not the member's own addiction, "my son is angry all the
// time" not the member's own anger): by who it is about.
const SOMEONE_ELSES: Record<string, Partial<Record<"child" | "spouse" | "other", string>>> = {
  addiction_struggle: { child: "child_addiction", spouse: "spouse_addiction" },
  relapse_self: { child: "child_addiction", spouse: "spouse_addiction" },
  anger_struggle: { child: "parenting_struggle", spouse: "marriage_conflict", other: "family_conflict" },
  cancer_self: { child: "sick_child", spouse: "cancer_loved_one", other: "cancer_loved_one" },
  illness_general: { child: "sick_child", spouse: "illness_loved_one", other: "illness_loved_one" },
  chronic_illness: { child: "sick_child", spouse: "illness_loved_one", other: "illness_loved_one" },
  surgery: { child: "sick_child", spouse: "illness_loved_one", other: "illness_loved_one" },
  hospital_stay: { child: "sick_child", spouse: "illness_loved_one", other: "illness_loved_one" },
  illness_loved_one: { child: "sick_child" },
  own_death: { child: "dying_loved_one", spouse: "dying_loved_one", other: "dying_loved_one" },
  mental_health_self: { child: "mental_illness_family", spouse: "mental_illness_family", other: "mental_illness_family" },
  teen_struggle: { child: "parenting_struggle" },
  need_friends: { child: "parenting_struggle" },
  baptism_joy: { child: "baptism_family_joy", spouse: "baptism_family_joy", other: "baptism_family_joy" },
};

/** The situation as it is for the person the message is about. */
function whoseSituation(situation: Situation, subject: ReturnType<typeof subjectOf>): Situation {
  // Parents as a group ("parents of children struggling with addiction") are told of what their
  // children do; an illness or disability of the children is the parents' care, as the bank reads it.
  if (subject === "children") subject = situation.topic === "health" ? undefined : "child";
  const other = subject && SOMEONE_ELSES[situation.id]?.[subject];
  return other ? BY_ID.get(other)! : situation;
}

// Words of distress: a message carrying one is not a celebration ("nobody came to my birthday",
// "passed over for promotion"), whatever happy occasion it names.
const DISTRESS = new Set(
  (
    "nobody noone alone lonely forgot forgotten ignored rejected sad hurt hurts hurting scared afraid frightened worried anxious angry " +
    "ashamed crying cried tears devastated depressed struggling awful terrible miserable unfair overlooked broken " +
    "impostor imposter fraud worthless denied unfairly died dead death funeral buried stillborn grieving mourning " +
    "sobbed sobbing overdose overdosed"
  ).split(" "),
);
// An illness's end named as a death ("cancer took him in May", "she didn't make it").
const DEATH =
  /\b(?:died (?:of|from|after|in the night|in hospital)|passed away|didnt make it|only lived|life support|took (?:him|her) (?:in|last|from|away)|lost (?:him|her) to|lost (?:our|my)(?: \w+){1,4} to|died in (?:the )?(?:nicu|picu|icu|hospital|my arms|his sleep|her sleep))\b/;
// Exhaustion: not a reason to doubt good news ("tired but so happy"), but never a call to do more.
const EXHAUSTION = new Set("exhausted worn weary drained depleted overwhelmed burnt burned burnout tired shattered".split(" "));
// Overcommitment is exhaustion said another way ("I said yes before I thought, I'm already running
// three"): never a call to keep going.
const OVERLOAD =
  /\b(?:already (?:running|leading|doing|serving on|serving in|on|in charge of|juggling|coordinating) (?:two|three|four|five|six|seven|\d+)|said yes (?:before|without)|cant say no|couldnt say no|never say no|(?:too much|so much|too many things) on my plate|stretched (?:too |so )?thin|dont know which way is up|pulled in (?:every|all) directions?|spread (?:too |so )?thin|(?:another|one more) (?:ministry|role|team|committee|rota|project) on top)\b/;
const isStrained = (tokens: string[]) => tokens.some((t) => EXHAUSTION.has(t)) || OVERLOAD.test(tokens.join(" "));
// A child's behaviour out of hand ("screams for hours when i say no", "threw a chair at his teacher",
// "smashes things", "attachment issues"): the parent is struggling, whatever joy the family's story
// names (an adoption or a placement is then parenting under strain, not the adoption's celebration).
const CHILD_IN_TROUBLE =
  /\b(?:meltdowns?|tantrums?|rages|raging|(?:screams|screaming|screamed|cries|crying|sobs) for hours|threw (?:a|the) (?:chair|table|plate|desk)|throws (?:things|chairs|furniture)|(?:smashes|smashed|breaks|broke|wrecks|wrecked|destroys|destroyed) (?:things|everything|his room|her room|the house)|attachment (?:issues|disorder|problems)|kicks and (?:bites|screams|hits)|(?:hits|bites|kicks) (?:me|us|his sister|her sister|his brother|her brother|other kids)|school (?:rings|calls|phones) (?:me|us)|excluded from school|hates being loved)\b/;
const hasDistress = (tokens: string[]) =>
  tokens.some((t) => DISTRESS.has(t)) ||
  /\b(?:no one|passed over|wont let me|left me|left us|walked out|father left|he left|she left|wont come|refuses to come|refused to come|isnt coming|wont speak to|not speaking to|disowned|cut me off|cut us off|passed away|didnt make it|only lived|life support|didnt survive|only one survived|hasnt spoken to|havent spoken to|hasnt spoken since|arent speaking|not speaking since|stopped speaking to|since the argument|lived for (?:\w+ ){0,2}(?:hours|minutes)|come up short|never measure up|achieved nothing|nothing to show for|out of (?:my|our) depth|cant cope|not coping|at my wits end|at the end of my tether|trauma|traumatised|traumatized)\b/.test(
    tokens.join(" "),
  );

const ASKING_IF = /\b(?:asking|asks|asked|ask|wondering|wonder|wants to know) (?:if|whether)\b/;
// Longing: waiting on what others celebrate is a strain, however hopeful the words around it.
const LONGING =
  /\b(?:waiting to hear|still waiting|been waiting|keep waiting|how long|feels like (?:a year|forever|an eternity|years)|no news yet|still no (?:match|news|word|baby|answer|call|date)|keeps? (?:postponing|delaying|getting postponed|getting delayed|getting pushed back)|postponed again|delayed again|been ready for (?:a|two|three|\d+) (?:year|years|months))\b/;
// A joy that was to come and did not ("we were supposed to get engaged", "he would have been 21 today").
const UNFULFILLED =
  /\b(?:(?:was|were) (?:supposed|meant) to (?:get|be|have)|should have been (?:our|my)|(?:would|should) have (?:been|turned) (?:\d+|his|her|their|our|my))\b/;
// A long hardship told as the past that good news ends ("got the keys today!! 10 years of renting and
// saving", "twins after 9 years of waiting", "first in my family", "never thought I'd see it"):
// the years are how long the joy was coming, not the member's present strain.
const OVERCOME =
  /\b(?:after (?:\w+ ){0,3}(?:years?|months|decades)|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|many|so many) (?:long )?(?:years|months) (?:of|renting|saving|waiting|trying|praying|sober|clean)|years of)\b/;
// A milestone that is good news by itself, whatever hardship it ends ("first time in 30 years",
// "first in my family", "one year clean today", "never thought I'd see it").
const MILESTONE =
  /\b(?:first (?:time )?in (?:\d+|\w+) years|first in (?:my|our|the) (?:family|families)|never thought (?:i|id|we|wed) (?:see|live to see)|(?:one|a|\d+|two|three) years? (?:out|clean|sober) today)\b/;
// Exultation: the member telling good news as good ("!", "best moment of my life", "can't believe it").
const EXULTING =
  /!|\b(?:best (?:moment|day|news|thing) (?:of|in) my life|cant believe it|god is faithful|so happy|happy out|over the moon)\b/i;
// Hardships that good news cannot be said to end within one message (a death, an illness).
const OUTLASTS_GOOD_NEWS = new Set(["grief", "health", "mortality"]);

// Unease: a promotion that is awkward or a new job one is nervous about is not a celebration.
const UNEASE = new Set("awkward nervous dreading daunting uneasy jittery terrified".split(" "));
// Tears alone are not distress at a happy occasion ("she was baptised, I cried the whole time").
const TEARS = new Set("cried crying tears sobbed sobbing wept weeping".split(" "));
// Recovery told as news ("her cancer is gone", "the scan came back clear") is good news about the
// illness it names, not the illness.
const RECOVERED =
  /\b(?:cancer free|in remission|all clear|came back clear|scans? (?:was|were|is|are) clear|(?:cancer|cancers|tumou?rs?) (?:is |has |are |have )?(?:gone|disappeared))\b/;
// A prayer or a hope for good news is not the good news ("pray the scan is clear", "pray he gets home safe").
const HOPING =
  /\b(?:pray|praying|prayers|hope|hoping|fingers crossed|please let)\b(?: \w+){0,4} (?:is|are|has|have|will be|comes? back|comes? home|gets? home|gets? back|turns? out|to be) (?:clear|fine|ok|okay|benign|good|negative|nothing|safe|safely|gone)\b/;
// The member as the one who did the wrong ("I stole from my grandmother, she trusted me") is not
// the one betrayed.
const DID_THE_WRONG = /\bi (?:stole|took money|lied to|cheated on|betrayed|had an affair|was unfaithful)\b/;
// Remorse over what one did in anger or temptation is shame, not a lesson on temper.
// A fall confessed as done again ("watched stuff i shouldnt have again. third time this week") is
// remorse too: the member is telling of a failure, not asking how to resist.
const REMORSE =
  /\b(?:cant stop replaying|keep replaying|keeps replaying|replaying it|cant forgive myself|hate myself for|feel sick about|so ashamed|what have i done|i regret|shouldnt have|should not have|shouldve never|should never have|(?:did|done|doing|watched|looked|went|gave in|caved|slipped|fell|relapsed) (?:\w+ ){0,4}again|(?:second|third|fourth|fifth) time (?:this|that|in a|today|tonight)|(?:two|three|four|five|\d+) times this (?:week|month))\b/;
const IN_REMORSE: Record<string, string> = { anger_struggle: "shame_past", temptation: "shame_past" };
// Deliberation: a member weighing a step ("thinking of adopting... is that crazy?", "two offers,
// how do I know which one God wants") is deciding, not celebrating what the step would be.
// Session 34: "help me think it through", "more money versus work I love", "or I can stay" weigh a step too.
// Session 42: a choice weighed about a strain that is itself no wound (which care home for a parent,
// A levels or an apprenticeship) is the decision, not the strain.
const STRAINS_TO_DECIDE = new Set(["aging_parent", "exam_stress", "fear_general", "aging_self"]);
const DELIBERATING =
  /\b(?:(?:should|shall|do) (?:i|we) (?:do|go for|pick|choose|move|put)\b(?: \w+){1,8} or (?:the|a|an|do|go|stay|keep|wait|\w+ing)\b|(?:thinking|thought) (?:of|about) \w+ing|considering \w+ing|(?:should|shall) (?:i|we) (?:take|go|stay|move|accept|say yes|leave|quit|sell|buy|switch|apply|retire|marry)|how do (?:i|we|you) (?:know|decide|choose) (?:which|whether|if|what)|which (?:one|offer|job|option|way)|torn between|cant decide|trying to decide|think (?:it|this|things) through|(?:its|it is) (?:my|our|your) call|help me (?:decide|choose|weigh)|\w+ versus \w+|or (?:i|we) (?:can|could) (?:stay|keep|remain)|deciding (?:whether|between|if)|weighing (?:up|it)|pray(?:ing)? (?:it|this) through|is (?:that|it|this) crazy|how do (?:i|we) discern|(?:two|three|both) (?:possible|different)? ?(?:offers|options|choices|colleges|universities|schools|spots|places|churches|houses|jobs)\b(?: \w+){0,12} (?:one|the first) (?:is|would|could|pays|has)|(?:^|xstop )one is (?:\w+ ){1,12}the other (?:is|would|could|pays|has)|(?:asked|asking|ask|wondering|wonder) (?:me )?(?:if|whether) (?:i|we) (?:will|would|want to|should|could|can) (?:stay|stay on|stay for|renew|extend|sign on|sign up|come back) (?:\w+ )?(?:one more|another|for another|a second|next) (?:year|term|season|contract)|(?:i|we) (?:have|got|received|been (?:given|offered)) (?:an? )?(?:\w+ ){0,2}offer|(?:has |have )?asked (?:me )?(?:if|whether) (?:i|id|we) (?:(?:want to|would|wanted to|might) )?(?:consider|train|apply|take|lead|stand|become|go|join)|(?:must|have to|need to) (?:choose|decide|answer)\b|if (?:i|we) go(?: \w+){0,10} if (?:i|we) stay)\b/;
// A baptism or confirmation still being prepared for, asked about ("confirmation candidate here... idk
// what that means day to day, what do i actually do"): the member is learning to grow in the faith,
// not celebrating the day (session 36's review of plan-blind-17's replies).
const PREPARING_FOR =
  /\b(?:candidates?|catechumens?|preparing for (?:my |our )?(?:baptism|confirmation)|(?:baptism|confirmation) (?:class|classes|course|prep))\b/;
const ASKING_HOW =
  /\b(?:idk|not sure (?:how|what)|dont know (?:how|what)|what do (?:i|we) (?:actually )?do|how do (?:i|we)|what does (?:that|it|this) (?:mean|look like))\b/;
// A joy weighed as a step is that step's decision.
const IN_DECISION: Record<string, string> = { new_job_joy: "career_decision", new_marriage: "dating_decision" };

/** Whether a member's words show distress, exhaustion or longing, whatever situation they name. */
export function soundsDistressed(text: string): boolean {
  const tokens = literalTokens(text);
  const joined = tokens.join(" ");
  return hasDistress(tokens) || isStrained(tokens) || LONGING.test(joined) || REMORSE.test(joined);
}

// Words that show which sore spots a message carries, whatever situation it is read as: someone
// lied to or betrayed is never told to forgive as they have been forgiven, someone lonely never
// "woe to him who is alone".
const SORE_WORDS: Array<[RegExp, string]> = [
  [
    /\b(?:lied (?:to|about) (?:me|us)|lying (?:to|about) (?:me|us)|betray\w*|stabbed (?:me|us) in the back|backstab\w*|went behind (?:my|our) back|cheated (?:on )?(?:me|us)|stole from (?:me|us)|conned|swindled|took the inheritance)\b/,
    "betrayal",
  ],
  // A confidence broken, a name forged or one's work taken by someone close is a betrayal too, however
  // it is told (session 34: the retrained topic classifier no longer hears "used all our songs ... found
  // out on instagram" as betrayal, so its words are named here).
  [
    /\b(?:in confidence|told (?:her|him|them) (?:in )?private\w*|(?:posted|shared|told everyone|spread) (?:our|my) (?:private|personal|secrets?|business)|forged (?:my|our)|broke (?:my|our) trust|behind (?:my|our) back|who (?:i|we) can trust|dont know who to trust|cant trust (?:anyone|her|him|them) (?:now|anymore|again)|(?:used|took|stole|claimed|passed off) (?:all )?(?:our|my) (?:songs?|ideas?|work|designs?|research|recipes?)|found out (?:on|from) (?:instagram|facebook|social media|a post))\b/,
    "betrayal",
  ],
  // Family and church turned against one another, or what was shared taken without a word (session 47:
  // plan-blind-30's "sold her house without telling us and kept the money" and a study on a church split
  // "when brothers and sisters turned on each other" were given "forgiving each other").
  [
    /\b(?:turned (?:on|against) (?:me|us|each other|one another)|kept (?:all )?the money|(?:sold|took|spent|emptied|cashed|pocketed|mortgaged|remortgaged)\b(?: \w+){0,8} without (?:telling|asking) (?:me|us))\b/,
    "betrayal",
  ],
  [/\b(?:lonely|loneliness|isolated|no one to talk to|nobody to talk to|no friends)\b/, "loneliness"],
];

/** The topics whose sore spots (SORE_FOR_TOPIC) a member's words call for. */
export function soreTopicsOf(text: string): string[] {
  const joined = normaliseText(text.replace(/['\u2018\u2019]/g, "")).join(" ");
  const said = SORE_WORDS.filter(([re]) => re.test(joined)).map(([, topic]) => topic);
  // A betrayal told without its words ("signed with the label without us, used all our songs,
  // didnt even call"): the topic index still hears it among the message's first three readings,
  // near even odds, and a week planned on a guess from another message must not tell this reader
  // to forgive. (First two from 0.5 in session 31; retrained with topic blind-14 the classifier put
  // this message's betrayal third at 0.49, and the readable plan sets' figures are the same at three
  // from 0.45.)
  const heard = detectTopics(text)
    .slice(0, 3)
    .some((t) => t.id === "betrayal" && t.score >= 0.45);
  return heard && !said.includes("betrayal") ? [...said, "betrayal"] : said;
}

const joyLast = (i: number) => (SITUATIONS[i].need === "joy" ? 1 : 0);

/** The bank's situations a text is about, strongest first (ties: a hurt before a joy, then bank order, specific first). */
export function detectSituations(text: string): DetectedSituation[] {
  const tokens = literalTokens(text);
  if (tokens.length === 0) return [];
  const joined = tokens.join(" ");
  const scores = new Map<number, number>();
  for (const cue of candidateCues(tokens)) {
    if (cue.match(tokens, joined) < 0) continue;
    scores.set(cue.situation, (scores.get(cue.situation) ?? 0) + cue.weight);
  }
  if (scores.size === 0) return [];
  const subject = subjectOf(tokens);
  const distress = hasDistress(tokens);
  const joyful = [...scores.keys()].some((i) => SITUATIONS[i].need === "joy");
  // Tears at a happy occasion, and nothing else sad, are tears of joy.
  const tearsOfJoy = joyful && distress && !hasDistress(tokens.filter((t) => !TEARS.has(t)));
  const longing = LONGING.test(joined);
  const notJoy = (distress && !tearsOfJoy) || tokens.some((t) => UNEASE.has(t));
  // So is a question others ask ("my mum keeps asking if we'll get back together. we won't").
  const hoping = HOPING.test(joined) || ASKING_IF.test(joined);
  // A hardship told as what good news ends is that good news (see OVERCOME).
  const overcome =
    !distress &&
    !hoping &&
    (OVERCOME.test(joined) || MILESTONE.test(joined)) &&
    (EXULTING.test(text) || tokens.some((t) => GOOD_NEWS.has(t)));
  const recovered = !distress && !hoping && RECOVERED.test(joined);
  // A joy that was to come and did not ("we were supposed to get engaged this summer", "our son
  // would have been 21 today, his mates are posting graduation pics") is a loss, not a celebration.
  const unfulfilled = UNFULFILLED.test(joined);
  const remorse = REMORSE.test(joined);
  const deliberating = !distress && DELIBERATING.test(joined);
  // Session 45: a step of faith sought with no distress ("our church is doing a season on listening
  // prayer ... i want to grow") is how to pray, not God's silence, whatever words of silence it has.
  const seekingStep = !distress && SEEKING_STEP.test(joined);
  const preparing = PREPARING_FOR.test(joined) && (ASKING_HOW.test(joined) || text.trim().endsWith("?"));
  const didTheWrong = DID_THE_WRONG.test(joined);
  // Told of oneself, not asked: the message speaks in the first person and does not end as a question.
  const told = !text.trim().endsWith("?") && tokens.some((t) => FIRST_PERSON.has(t));
  const adjusted = new Map<number, number>();
  // Tears of joy are no strain: "the adoption was finalised today!! I cried through the whole thing" is
  // the adoption's joy, not parenting under strain (session 34).
  const strained = (distress && !tearsOfJoy) || isStrained(tokens) || CHILD_IN_TROUBLE.test(joined);
  // A death named in the message is grief, not the illness it came from ("cancer took him in May").
  const death = DEATH.test(joined);
  for (const [i, score] of scores) {
    // A joy said in distress drops, unless it has a hurting counterpart ("we're fostering and we
    // are so out of our depth" is parenting under strain).
    if (notJoy && SITUATIONS[i].need === "joy" && !(strained && IN_DISTRESS[SITUATIONS[i].id])) continue;
    if ((hoping || unfulfilled) && SITUATIONS[i].need === "joy") continue;
    if (tearsOfJoy && SITUATIONS[i].id === "sadness_general") continue;
    if (death && SITUATIONS[i].topic === "health") continue;
    if (didTheWrong && SITUATIONS[i].topic === "betrayal") continue;
    if (recovered && SITUATIONS[i].topic === "health" && SITUATIONS[i].need !== "joy") continue;
    // Teaching or growth said in distress is that thing's pain ("I serve on four church teams
    // and I'm worn out" is burnout, never a call to keep serving).
    // A joy still longed for ("the adoption keeps being postponed") is a season of waiting.
    const hurt =
      (deliberating && SITUATIONS[i].need === "joy" && (IN_DECISION[SITUATIONS[i].id] ?? "big_decision")) ||
      (deliberating && STRAINS_TO_DECIDE.has(SITUATIONS[i].id) && "big_decision") ||
      ((strained || (told && TOLD_IN_PAIN.has(SITUATIONS[i].id))) && IN_DISTRESS[SITUATIONS[i].id]) ||
      (remorse && IN_REMORSE[SITUATIONS[i].id]) ||
      (preparing && SITUATIONS[i].id === "baptism_joy" && "new_believer") ||
      (seekingStep && SITUATIONS[i].id === "god_silent" && "prayer_how") ||
      (longing && SITUATIONS[i].need === "joy" && "waiting_season") ||
      (overcome &&
        (SITUATIONS[i].need === "pain" || SITUATIONS[i].need === "strain") &&
        !OUTLASTS_GOOD_NEWS.has(SITUATIONS[i].topic) &&
        "joy_general");
    const situation = hurt ? BY_ID.get(hurt)! : SITUATIONS[i];
    const index = INDEX_OF.get(whoseSituation(situation, subject).id)!;
    adjusted.set(index, (adjusted.get(index) ?? 0) + score);
  }
  // A question's frame ("what does the Bible say about...") gives way to what it is about.
  for (const [i, score] of adjusted) if (FRAMES.has(SITUATIONS[i].id) && adjusted.size > 1) adjusted.set(i, score / 4);
  // A feeling ("a failure", "ashamed") gives way to the event it is
  // about when the message names one ("I'm divorced and feel like a failure").
  // A hurting feeling still outranks a growth or teaching reading of the same words ("I'm not good
  // at anything, everyone else has a thing" is low worth, not a lesson on comparison).
  const specific = [...adjusted.keys()].some((i) => !GENERIC.has(SITUATIONS[i].id) && isHurting(SITUATIONS[i]));
  // Low worth beside only an ongoing strain ("the new manager looks through me. I feel like I'm
  // worth nothing") is the hurt, the strain its setting: it keeps its weight and goes first on
  // equal weight. Beside an event ("I lost my job and feel useless") it gives way like any feeling.
  const event = [...adjusted.keys()].some((i) => !GENERIC.has(SITUATIONS[i].id) && SITUATIONS[i].need === "pain");
  const worthIsTheHurt = (i: number) => specific && !event && SITUATIONS[i].id === "low_self_worth";
  return (
    [...adjusted.entries()]
      .map(([i, score]) => [i, specific && GENERIC.has(SITUATIONS[i].id) && !worthIsTheHurt(i) ? score / 2 : score] as const)
      // Words of equal weight: the hurt before the celebration ("making me choose between them and
      // my real dad for the wedding" is a family torn, not a wedding), low worth before its
      // setting, then bank order.
      .sort(
        (a, b) =>
          b[1] - a[1] || joyLast(a[0]) - joyLast(b[0]) || Number(worthIsTheHurt(b[0])) - Number(worthIsTheHurt(a[0])) || a[0] - b[0],
      )
      .map(([i, score]) => ({ situation: SITUATIONS[i], score }))
  );
}

// The situation to use when a message names a topic (data/topics.ts) but no situation of the
// bank. Topics without a neutral situation (a husband or a friend mentioned in passing says
// nothing about what is wrong) are left to the general situation.
const TOPIC_DEFAULTS: Record<string, string> = {
  anxiety: "general_anxiety",
  fear: "fear_general",
  grief: "grief_general",
  loneliness: "loneliness_general",
  sadness: "sadness_general",
  anger: "anger_struggle",
  forgiveness: "struggle_to_forgive",
  guilt: "shame_past",
  self_worth: "low_self_worth",
  doubt: "doubt",
  gratitude: "gratitude_everyday",
  joy: "joy_general",
  hope: "hope_needed",
  purpose: "calling_purpose",
  work: "work_stress",
  money: "money_tight",
  health: "illness_general",
  parenting: "parenting_struggle",
  temptation: "temptation",
  addiction: "addiction_struggle",
  patience: "patience_growth",
  rest: "burnout",
  stress: "stress_general",
  peace: "peace_seeking",
  strength: "strength_needed",
  trust: "trust_hard",
  decisions: "big_decision",
  betrayal: "friend_betrayal",
  jealousy: "comparison",
  pride: "pride_growth",
  love: "love_others",
  prayer: "prayer_how",
  change: "moving_change",
  failure: "failure_self",
  courage: "fear_courage",
  injustice: "injustice_wronged",
  generosity: "generosity_question",
  contentment: "contentment_growth",
  singleness: "singleness_longing",
  salvation: "salvation_question",
  faith_growth: "bible_reading",
};
const BY_ID = new Map(SITUATIONS.map((s) => [s.id, s]));
const INDEX_OF = new Map(SITUATIONS.map((s, i) => [s.id, i]));
// Situations that are only the frame of a question ("what does the Bible say about...").
const FRAMES = new Set(["holiness_question"]);

// Feelings the topic index also names; the event a message names with them says more.
const GENERIC = new Set([
  "grief_general",
  "general_anxiety",
  "fear_general",
  "loneliness_general",
  "sadness_general",
  "low_self_worth",
  "failure_self",
  "stress_general",
  "hope_needed",
  "strength_needed",
  "peace_seeking",
  "trust_hard",
]);
/** Whether a situation is only a feeling the topic index also names ("sad", "lonely", "anxious"). */
export const isGenericFeeling = (situation: Situation) => GENERIC.has(situation.id);

for (const ids of Object.values(SOMEONE_ELSES))
  for (const id of Object.values(ids)) if (!BY_ID.has(id)) throw new Error(`Unknown situation ${id}`);

export function situationForTopic(topicId: string): Situation | undefined {
  const id = TOPIC_DEFAULTS[topicId];
  return id ? BY_ID.get(id) : undefined;
}

// A member's earlier messages are read again for each follow-up (situationOf): the readings of
// the last texts read are kept (a pure function of the text), with whether any bank cue spoke.
interface Reading {
  situation: Situation | undefined;
  /** Some bank cue named a situation (else the situation, if any, is the topic index's guess). */
  fromCues: boolean;
}
const recentReadings = new RecentAnswers<string, Reading>(512);

// A message that gets the helper's line (someone else at risk, told by a person who wants to help
// them) is about standing by that person: its reply and week speak to the helper, whatever its
// words for the other's pain would name (their grief, their parenting, "general").
const SOMEONE_AT_RISK = SITUATIONS.find((s) => s.id === SOMEONE_AT_RISK_ID)!;
// Under the helper's emergency reading, a toddler, a baby or a child under ten is a child hurt by an
// accident ("my toddler just swallowed some of my pills"), whose grown-up needs the steps for that,
// not the helper's steps for someone thinking of ending their life.
const CHILD_IN_DANGER = SITUATIONS.find((s) => s.id === CHILD_IN_DANGER_ID)!;
const YOUNG_CHILD = /\b(?:toddler|baby|infant|newborn|little one|[1-9] ?-?(?:year|yr)s?[- ]old|\d+ ?-?months?[- ]old)\b/i;
const helpersSituation = (text: string, check: HelperReading) =>
  YOUNG_CHILD.test(text) && check.emergencyNow ? CHILD_IN_DANGER : SOMEONE_AT_RISK;

/** The crisis check's helper's reading of a text (crisis.ts), which the guide has already made for a member's message. */
export type HelperReading = Pick<CrisisCheck, "forSomeoneElse" | "emergencyNow">;

/** `check`: the crisis check of `text` when the caller already has it, so it is not made twice. */
function readingOf(text: string, check?: HelperReading): Reading {
  return recentReadings.get(text, () => {
    const helper = check ?? checkCrisis(text);
    const helping = helper.forSomeoneElse === true;
    const detected = helping ? [] : detectSituations(text);
    return helping
      ? { situation: helpersSituation(text, helper), fromCues: true }
      : { situation: readSituationOfText(text, detected), fromCues: detected.length > 0 };
  });
}

/** The situation of one text: the bank's cues first, then its topic, else undefined. */
export function situationOfText(text: string, check?: HelperReading): Situation | undefined {
  return readingOf(text, check).situation;
}

/**
 * Whether a text's situation is only the topic index's guess (no cue of the bank names it): too
 * unsure to rule out a hurt the bank has no words for ("my mum always said id amount to nothing"
 * guessed as pride), so such a reader is never given duty or rebuke either.
 */
export function onlyGuessed(text: string): boolean {
  // A question ("what does it mean to be humble?") asks to be taught; it is no confession.
  if (text.trim().endsWith("?")) return false;
  const { situation, fromCues } = readingOf(text);
  return situation !== undefined && !fromCues;
}

// Readings the trained reader never overrules a cue into: good news (a hurt is never turned into
// celebration), and someone in danger or abused, where the care the cue brings matters more than a
// closer passage; nor out of the latter two (see overruledCue for good news).
const KEPT_READINGS = new Set([SOMEONE_AT_RISK_ID, CHILD_IN_DANGER_ID, "abuse_relationship", "abusive_past"]);
export const keptReading = (s: Situation) => s.need === "joy" || KEPT_READINGS.has(s.id);

/**
 * The trained reader's situation where it overrules what the bank's cues read in `text` (`ruled`):
 * where it reads another (from READER_THRESHOLDS.overCue), never into a kept reading nor out of
 * danger or abuse, nor to a broader situation on the cue's own topic. Undefined where the cue's
 * reading stands. A cue is a phrase a member's words happen to contain ("my son" in a thread about a
 * friend's betrayal); the reader weighs them all. Session 45: it may now take a hurt into a
 * situation that is no hurt (a growth or teaching thread a word of pain had read as a hurt), and
 * speaks from 0.2, not only when all but sure (0.7): trained on 26 older sets it reads threads better
 * than the cues. Leave-one-set-out on the newest six older sets (plan-blind-21 to -26, each read by a
 * reader trained without it): weekly days 8,978 -> 9,266, replies 1,180 -> 1,221 (0.5 9,172 and
 * 1,195; 0.3 9,260 and 1,213; 0 9,284 and 1,222; the hurt guard kept at 0.7, 9,033 and 1,185); the
 * held-out pair weekly 3,027 -> 3,124 of 3,332, replies 401 -> 408; none wounding.
 */
export function overruledCue(text: string, ruled: Situation): Situation | undefined {
  if (!readingOf(text).fromCues) return undefined;
  const trained = trainedReadingOf(text);
  if (!trained.situation || trained.situation === ruled || trained.probability < READER_THRESHOLDS.overCue) return undefined;
  // Out of a glad reading the reader may lead (session 37): a joy cue in a hurt's telling ("he was
  // the best man at my wedding", "we're saving for an adoption") is a word, not the week's matter.
  if (KEPT_READINGS.has(ruled.id) || keptReading(trained.situation)) return undefined;
  // The reader knows only the broad situations ("grief"); a cue's closer one on the same topic
  // ("a grandparent's death") stands.
  if (trained.situation.topic === ruled.topic) return undefined;
  return trained.situation;
}

/**
 * What the reply and the week take for `text` once the rules have read `ruled`: where that is only
 * the topic index's guess (`guessed`), the trained reader's other situation when it reaches
 * READER_THRESHOLDS.overGuess; where a cue read it, the reader's overrule (overruledCue); else `ruled`.
 */
export function withTrainedReading(text: string, ruled: Situation, guessed: boolean): Situation {
  if (!guessed) return overruledCue(text, ruled) ?? ruled;
  const trained = trainedReadingOf(text);
  return trained.situation && trained.situation !== ruled && trained.probability >= READER_THRESHOLDS.overGuess ? trained.situation : ruled;
}

/**
 * A message in distress whose only situation is the topic index's guess at a particular hurt
 * ("got a letter from the home office about my residency and i cant stop shaking" guessed as work
 * stress): the distress is sure, the situation is not, so the reply takes the general situation
 * (God's care, a hurting person's rules), not the guess. (The week's own rule, in plan.ts, since
 * session 32 takes the general week for any hurt only guessed, in distress or not.)
 */
function guessedHurt(message: string): boolean {
  const situation = situationOfText(message);
  return (
    situation !== undefined && onlyGuessed(message) && isHurting(situation) && !isGenericFeeling(situation) && soundsDistressed(message)
  );
}

function readSituationOfText(text: string, detected: DetectedSituation[]): Situation | undefined {
  const found = detected[0];
  if (found && !FRAMES.has(found.situation.id)) return found.situation;
  const tokens = literalTokens(text);
  const distress = hasDistress(tokens);
  const question = text.trim().endsWith("?");
  const deliberating = !distress && DELIBERATING.test(tokens.join(" "));
  // Only the strongest topic speaks for the message; a weaker one is too unsure a guess.
  const topic = topicGuessOf(text);
  const topical = topic ? situationForTopic(topic.id) : undefined;
  const byTopic = topical && whoseSituation(topical, subjectOf(tokens));
  // "What does the Bible say about anxiety?" asks about anxiety.
  if (found) return byTopic ?? found.situation;
  const goodNews =
    !distress &&
    !tokens.some((t) => UNEASE.has(t)) &&
    !question &&
    tokens.length >= 4 &&
    (text.includes("!") ||
      tokens.some((t) => GOOD_NEWS.has(t)) ||
      WELL.test(tokens.join(" ")) ||
      MILESTONE.test(tokens.join(" ")) ||
      EXULTING.test(text));
  if (byTopic) {
    // Good news on a hard topic ("our daughter got her first job today!") is good news.
    if (goodNews && isHurting(byTopic)) return BY_ID.get("joy_general");
    // A step weighed ("thinking of moving the whole family abroad") is a decision, whatever its topic.
    if (deliberating && byTopic.need !== "decision") return BY_ID.get("big_decision");
    // A fall confessed ("did it again", "shouldnt have") is remorse, not a lesson on resisting.
    const remorseful = IN_REMORSE[byTopic.id];
    if (remorseful && REMORSE.test(tokens.join(" "))) return BY_ID.get(remorseful);
    if (!distress || question) return byTopic;
    // A topic read as teaching ("prayer", "patience") said in distress is that topic's pain.
    if (byTopic.need === "joy") return undefined;
    const hurt = IN_DISTRESS[byTopic.id];
    return hurt ? BY_ID.get(hurt) : byTopic;
  }
  // A step weighed that neither the bank nor the topics have words for is a decision too.
  if (deliberating) return BY_ID.get("big_decision");
  // Good news the bank has no words for ("they offered me the position!") is still good news.
  if (goodNews) return BY_ID.get("joy_general");
  // Someone wanting to learn or grow ("I'd like to learn more about the Holy Spirit") is seeking.
  if (!distress && (tokens.some((t) => SEEKING.has(t)) || SEEKING_STEP.test(tokens.join(" ")))) return BY_ID.get("bible_reading");
  return undefined;
}

/**
 * The topic index's guess for a text of several sentences stands only when its opening sentence
 * alone is guessed the same: a person or a matter named after the opening ("the phone hasn't
 * rung in nine days. my kids all live in other states", "they take me aside every time because of
 * my name ... my children see this") is beside the matter, and a guess the opening does not share
 * is too unsure to plan on (no situation: the gentle general week). A joy may come last ("... I
 * just want to say thank you") and stands. The bank's cues are not touched.
 */
function topicGuessOf(text: string): DetectedTopic | undefined {
  const whole = detectTopics(text)[0];
  const guess = whole && situationForTopic(whole.id);
  if (!guess || guess.need === "joy") return whole;
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((t) => t.trim());
  if (sentences.length < 2) return whole;
  return detectTopics(sentences[0])[0]?.id === whole.id ? whole : undefined;
}

// Faith shaken, told of oneself rather than asked ("I don't know if I believe any of it anymore",
// "I'm not sure I believe it anymore. After the miscarriage..."): the member is telling of a loss, not
// asking to be taught about doubt, so it is read as its pain (God silent) whatever words of distress
// it has. A group's study theme ("Thomas and honest doubt") speaks of no one and keeps its teaching.
const TOLD_IN_PAIN = new Set(["doubt"]);
// A teaching or growth situation's counterpart for someone in pain over the same thing.
const IN_DISTRESS: Record<string, string> = {
  serving_church: "burnout",
  adoption: "parenting_struggle",
  prayer_how: "god_silent",
  patience_growth: "waiting_season",
  doubt: "god_silent",
  bible_reading: "spiritual_dryness",
  calling_purpose: "hope_needed",
  comparison: "low_self_worth",
  holy_spirit_question: "god_silent",
};
// "Mum and baby doing well": news that all is well.
const WELL = /\b(?:doing (?:well|great|fine|brilliantly)|both (?:well|fine|healthy)|safe and well|home safe)\b/;
// Growing and starting are seeking only as steps of faith ("want to grow closer to God", "where do
// I start?", "growing as a follower of Jesus", "started going to alpha"), not as incidents ("two growing grandkids", "I start to believe I am nothing", "left to
// start a new church").
const SEEKING = new Set("learn learning study studying understand read reading tips".split(" "));
const SEEKING_STEP =
  /\b(?:grow|growing)(?: \w+)? (?:in|closer|deeper|spiritually|stronger in|up in|as an?)\b|\b(?:want|wanting|trying|need|long|longing|how) to grow\b|\bwhere (?:do|should|can|would|shall) (?:i|we) (?:even )?(?:start|begin)\b|\bhow (?:do|should|can) (?:i|we) (?:even )?(?:start|begin)\b|\bstart(?:ing)? (?:reading|praying|to pray|to read|with)\b|\b(?:suggest|recommend) (?:i|we) (?:even )?(?:begin|start)\b|\bwhat (?:can|could|should) (?:i|we) do (?:each|every) day\b|\b(?:want|like|hoping|trying|going|learn|learning) to practi[sc]e\b|\bease (?:myself |me )?into\b|\b(?:get|getting) started\b|\bstart(?:ed|ing)? (?:going to|attending|coming to) (?:an? |the |my |our )?(?:alpha|church|bible study|small group|youth group|(?:local )?church)\b/;
const GOOD_NEWS = new Set(
  "born engaged graduated promoted offered accepted healed celebrate celebrating thrilled excited overjoyed blessed praise finally won delighted".split(
    " ",
  ),
);

/**
 * The situation of a message in its thread: a short follow-up ("thank you", "what else?")
 * keeps the thread's situation; nothing recognisable anywhere gives the general one.
 */
export function situationOf(message: string, context?: GuideContext, check?: HelperReading): Situation {
  // `check`: the crisis check of `message`, which the guide has already made.
  const own = situationOfText(message, check);
  // Distress sure and the hurt only guessed: the general situation, not a confident wrong one.
  if (own && guessedHurt(message)) return trainedSituationOf(message, READER_THRESHOLDS.reply) ?? GENERAL_SITUATION;
  if (own) return withTrainedReading(message, own, onlyGuessed(message));
  const earlier = (context?.messages ?? [])
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .reverse();
  for (const text of earlier) {
    const s = situationOfText(text);
    if (s) return s;
  }
  if (soundsDistressed(message)) return trainedSituationOf(message, READER_THRESHOLDS.reply) ?? GENERAL_SITUATION;
  if (asksAboutTheFaith(message)) return FAITH_QUESTION;
  // Good news the bank has no words for ("Grandma's recipe for the church potluck turned out
  // perfect") is thanked for, not met as a hurt we cannot name.
  // Not when the gladness is others' expectation ("everyone says I should be so happy") or comes with tears.
  if (GLAD.test(message) && !NOT_GLAD.test(message) && !GLADNESS_DOUBTED.test(message)) return EVERYDAY_GRATITUDE;
  return trainedSituationOf(message, READER_THRESHOLDS.reply) ?? GENERAL_SITUATION;
}

const EVERYDAY_GRATITUDE = SITUATIONS.find((s) => s.id === "gratitude_everyday")!;
const GLAD_WORDS =
  "perfect|perfectly|wonderful|amazing|lovely|so healing|blessed|grateful|thankful|proud|excited|happy|glad|fun|beautiful|brilliant|fantastic|awesome|good news|went well|so good";
const GLAD = new RegExp(`\\b(?:${GLAD_WORDS})\\b`, "i");
const GLADNESS_DOUBTED =
  /\b(?:should be|supposed to be|must be|everyone (?:thinks|says|keeps saying)|people (?:think|say)|cry|cries|crying|tears|sob|sobbing|barely|alone|lonely)\b/i;
const NOT_GLAD = new RegExp(
  `\\b(?:not|never|no longer|isn'?t|wasn'?t|aren'?t|hardly|barely|less than)\\s+(?:\\w+\\s+){0,2}(?:${GLAD_WORDS})\\b`,
  "i",
);

const FAITH_QUESTION = SITUATIONS.find((s) => s.id === FAITH_QUESTION_ID)!;
// A question mark, or a message or a later sentence that opens as a question ("I'm an usher ... How do I
// actually welcome people like Jesus would"); a later sentence only when its opening can be nothing but
// a question ("When they do the greeting time at church I want to hide" is told, not asked).
const A_QUESTION =
  /\?|^\s*(?:what|who|whom|why|how|is|are|does|do|did|can|could|should|would|where|when|which|explain|tell me)\b|[.!]\s+(?:how (?:do|can|should|does|did) (?:i|we|you)|what (?:does|did|do) (?:the bible|scripture|god|jesus|it mean)|why (?:does|did|do|would) (?:god|jesus)|who (?:was|were))\b/i;
const WORDS_OF_THE_FAITH =
  /\b(?:god|gods|jesus|christ|lord|holy spirit|spirit|bible|biblical|scripture|scriptures|verse|verses|psalm|psalms|gospel|gospels|testament|church|pray|prayer|praying|christian|christians|faith|heaven|hell|sin|sins|grace|pharisees?|apostles?|disciples?|paul|moses|abraham|david|prophets?|baptism|baptised|baptized|communion|trinity|angels?|sabbath|parable|parables|resurrection|cross|salvation|saved|genesis|revelation|exodus)\b/i;

/** A question about the Bible or the faith ("who were the Pharisees?", "why are there four gospels?"). */
function asksAboutTheFaith(text: string): boolean {
  return A_QUESTION.test(text) && WORDS_OF_THE_FAITH.test(text);
}
