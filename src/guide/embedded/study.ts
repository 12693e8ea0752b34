// The embedded 7-day group study plan on a theme the group owner writes.
import { DEFAULT_GROUP_GOAL, type StudyDay, type StudyPlan } from "@core/guide";
import type { Passage } from "../../scripture/index.js";
import { detectTopics, getTopic, GENERAL_TOPIC, type TopicEntry } from "../../scripture/topics.js";
import { bookSetting, DOCTRINE_NOTES, doctrineOf } from "../material/doctrine.js";
import { firstLine, verseLabel } from "../scripture-quote.js";
import { hashString, seededRandom } from "../seed.js";
import { chooseWeekPassages } from "./plan.js";
import type { Situation } from "../material/situation-types.js";
import { namedTeachingOf, STUDY_THEMES, studyThemeOf, type StudyTheme } from "../material/study-themes.js";
import { SITUATIONS } from "../material/situations.js";
import { isHurting, referencesOverlap } from "./register-rules.js";
import { detectSituations, situationOfText, soundsDistressed } from "./situation-match.js";
import { situationTheme } from "./situation-theme.js";
import { lowerFirst, sentenceCase } from "./voices.js";
import { citedPassages } from "./study-citations.js";
import { subjectAfterAudience, subjectBeforeAudience, withoutSetting } from "./study-audience.js";

interface StudyArc {
  title: string;
  angle: (t: TopicEntry, p: Passage) => string;
  question: (t: TopicEntry, p: Passage) => string;
  challenge: (t: TopicEntry) => string;
}

const STUDY_ARC: StudyArc[] = [
  {
    title: "Naming Where We Are",
    angle: (t) =>
      `We begin honestly. ${t.ack} Scripture never asks us to pretend; it invites us to bring our real lives before God and one another.`,
    question: (t) => `Where do you see ${t.label} in your own life right now?`,
    challenge: (t) =>
      `Spend five minutes this week telling God plainly how ${t.label} touches your life, and share one sentence of it with someone in the group.`,
  },
  {
    title: "What God Says",
    angle: (t) => t.insight,
    question: (_t, p) => `What does ${p.reference} reveal about God's character?`,
    challenge: (_t) => "Write today's passage on a card and read it every morning and evening.",
  },
  {
    title: "The Story Behind the Text",
    angle: (_t, p) =>
      `${bookSetting(p.verses[0]?.book ?? "")}. Reading a verse in its setting protects us from making it say what we want and lets it say what God means.`,
    question: (_t, p) => `How does knowing the setting of ${p.reference} change the way you hear it?`,
    challenge: (_t) => "Read the whole chapter around today's passage and note one thing you had not seen before.",
  },
  {
    title: "Living It Out",
    angle: (t) => `Faith shows itself in practice. ${t.practices[0]}`,
    question: (t) => `What makes this hard to put into practice: ${lowerFirst(t.practices[0])}`,
    challenge: (t) => t.practices[0],
  },
  {
    title: "Together in Christ",
    angle: (t) => `None of us follows Jesus alone. ${t.practices[t.practices.length - 1]} The group itself is one of God's gifts for this.`,
    question: () => "How can this group support one another in this during the week?",
    challenge: () => "Pray by name for one other member of the group every day this week, and send them one encouraging message.",
  },
  {
    title: "The Deeper Truth",
    angle: (t) => DOCTRINE_NOTES[doctrineOf(t.id)],
    question: (t) => t.questions[1] ?? t.questions[0],
    challenge: (t) => t.practices[1] ?? t.practices[0],
  },
  {
    title: "Remembering and Rejoicing",
    angle: (t) =>
      `We close by remembering what God has done over these seven days on ${t.label}. Gratitude turns study into worship and prepares us to carry what we have learned into ordinary life.`,
    question: (t) => t.reflection,
    challenge: () => "Share one way God met you during this study with someone outside the group.",
  },
];

function titleFor(theme: string, topic: TopicEntry): string {
  const trimmed = theme
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "");
  if (trimmed.length > 0 && trimmed.length <= 60) return `${sentenceCase(trimmed)}: A Seven-Day Study`;
  return `${sentenceCase(topic.id === "general" ? "Walking with God" : topic.label)}: A Seven-Day Study`;
}

const CITABLE: readonly Situation[] = [...STUDY_THEMES, ...SITUATIONS];

/**
 * A theme whose words name nothing the bank, the teaching themes or the stories know, but which
 * cites scripture ("when friends turn against you - psalm 55", "Genesis 45 - ...", "Psalm 23
 * slowly"), is a study of that passage: the teaching theme or situation whose passages read it most
 * (one of the theme's topic first, then the most passages, then teaching themes and the bank's
 * order) says what the study is about.
 */
function citedStudy(theme: string): Situation | undefined {
  const cited = citedPassages(theme);
  if (cited.length === 0) return undefined;
  const reads = (s: Situation) => s.passages.filter((p) => cited.some((c) => referencesOverlap(p.ref, c))).length;
  const topic = detectTopics(theme)[0]?.id;
  let best: Situation | undefined;
  let bestKey = [0, 0];
  for (const s of CITABLE) {
    const n = reads(s);
    if (n === 0) continue;
    const key = [s.topic === topic ? 1 : 0, n];
    if (!best || key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) [best, bestKey] = [s, key];
  }
  return best;
}

/**
 * What a group's theme is about: a situation of the bank that the theme names by its cues comes
 * first ("Hope for the grieving" is a study for the grieving, with their register rules), unless
 * the theme is a teaching by scripture's own name ("The widow's offering"); then a
 * teaching theme ("Prayer", "Forgiving one another"), then a passage the theme cites, then the
 * situation of the theme's topic.
 */
export function studySituation(theme: string): Situation | undefined {
  const opening = subjectAfterAudience(theme);
  if (opening !== undefined) return readStudyTheme(opening) ?? readStudyTheme(theme);
  // An audience said last decides nothing when the words before it name something plainly: a
  // teaching or a situation by its own words, not a story of scripture ("Ruth and Naomi for our
  // widows' fellowship" is the widows' week), a passage cited ("Psalm 90 (for our palliative care
  // volunteers)" is for those with the dying) nor the topic index's guess.
  const before = subjectBeforeAudience(theme);
  return (before !== undefined ? readStudyTheme(before, false) : undefined) ?? readStudyTheme(theme);
}

// A book, chapter and verse as a theme cites it ("Galatians 5:13", "1 Cor 13:4-7").
const VERSE_CITED = /\b(?:[1-3] ?)?[a-z]+\.? \d{1,3}:\d{1,3}(?:-\d{1,3})?\b/gi;

/**
 * A teaching named only by the chapter of a verse the theme cites, which the teaching does not
 * read ("Serve one another humbly in love (Galatians 5:13)" names Galatians 5, the fruit of the
 * Spirit's chapter, but cites a verse on serving): the chapter says less than the verse, and the
 * theme is read by its words. A teaching the words name too ("Romans 12:1 living sacrifices")
 * stands.
 */
function namedByVerseElsewhere(teaching: Situation, theme: string): boolean {
  const verses = citedPassages(theme).filter((c) => c.includes(":"));
  if (verses.length === 0 || verses.some((c) => teaching.passages.some((p) => referencesOverlap(p.ref, c)))) return false;
  return namedTeachingOf(theme.replace(VERSE_CITED, " "))?.id !== teaching.id;
}

function readStudyTheme(theme: string, whole = true): Situation | undefined {
  const named = namedTeachingOf(theme);
  if (named && !namedByVerseElsewhere(named, theme)) return named;
  const detected = detectSituations(asMembersSay(withoutFigures(theme)))[0]?.situation;
  const teaching = thanksAsLived(studyThemeOf(theme), theme);
  // A teaching beside a situation named only by the group's setting ("Self-control in recovery",
  // "Advent hope at the care home chapel") is the study; the teaching is read without the setting
  // too ("recovery ministry" says who meets, and is no teaching of serving).
  const setAside = withoutSetting(theme);
  const taught = setAside === theme ? undefined : thanksAsLived(studyThemeOf(setAside), setAside);
  if (taught && detected && detectSituations(asMembersSay(setAside)).length === 0) return taught;
  // A story of scripture says what the study is about when the theme names no teaching and no
  // hurt beside it ("Naomi's bitterness and return" is grief, not anger; but "Joseph and his
  // brothers: a study in forgiveness" is forgiveness, "Weary and burdened: Elijah" the weary).
  const story = teaching || (detected && isHurting(detected)) ? undefined : namedOf(theme, NAMED_STORIES);
  if (story) return whole ? story : undefined;
  // A frame ("our group wants to...", "quiet time: talking with God") gives way to the teaching
  // the theme names.
  if (detected && teaching && STUDY_FRAMES.has(detected.id) && teaching.id !== "study_scripture") return teaching;
  // A member's question on the very matter a teaching covers ("Spiritual gifts" read as finding
  // one's calling, "Newlyweds" as a new marriage, "Evangelism" as sharing one's faith) is, for a
  // group, that teaching: its passages are written for a week of study. So is a wish to grow read
  // beside a teaching of any matter ("worship team devotional series" read as serving in church,
  // "leading others in worship with humility" as pride, "Contentment and money"): for a member
  // it is the growing, for a group the teaching it names is what it will grow in. A hurt stays the
  // study, and so does a theme in one member's own voice ("how do I find my calling?").
  const growingIn = detected && teaching && (detected.need === "growth" || (!isHurting(detected) && detected.topic === teaching.topic));
  // A theme that names giving ("Living generously on a tight budget", "Why we give: youth group
  // before the mission trip fundraiser") asks how to give from what the members have: the teaching
  // on generosity, whatever budget or occasion the bank reads beside it, unless that is a hurt.
  // The fruit of the Spirit, named as such or by its virtues ("patience and self control for
  // parents of toddlers", "Gentleness and kindness under pressure on the shop floor"), is the study
  // beside a strain the theme names: the strain is where the members are to grow the fruit.
  const fruitUnderStrain = detected?.need === "strain" && teaching?.id === "study_fruit";
  const givingFrom = detected && teaching?.id === "study_generosity" && !isHurting(detected) && GIVING.test(theme);
  if ((growingIn || givingFrom || fruitUnderStrain) && !FIRST_PERSON.test(theme)) return teaching;
  // A need in a member's own words comes before a teaching word beside it ("He gives to his
  // beloved sleep"); a story of scripture says what the study is about when the theme says
  // nothing plainer ("Joseph and his brothers", but "Joseph and his brothers: a study in forgiveness").
  if (!whole) return detected ?? namedOf(theme, NAMED_NEEDS) ?? teaching;
  if (detected && lonelinessNamedBeside(detected, theme)) return LONELINESS;
  // A theme on money that names no giving and no need the bank's cues know, but which the topic
  // index hears as a need with money ("Money basics for newly arrived families", "Stewardship when
  // income is irregular"), asks how to manage it: the bank's situation, not the teaching on giving.
  const managingMoney = teaching?.id === "study_generosity" && !detected && !GIVING.test(theme) ? situationOfText(theme) : undefined;
  if (managingMoney?.topic === "money") return managingMoney;
  const readInThePsalms = !detected && teaching?.id === "study_worship" && !studyThemeOf(theme.replace(PSALMS, " "));
  if (readInThePsalms) {
    const hurt = namedOf(theme, NAMED_NEEDS) ?? citedStudy(theme) ?? situationOfText(theme);
    if (hurt && isHurting(hurt)) return hurt;
  }
  return detected ?? namedOf(theme, NAMED_NEEDS) ?? teaching ?? citedStudy(theme) ?? situationOfText(theme);
}

// A group's theme speaks of its members as a group ("members who have lost their husbands or
// wives", "spouses who have been cheated on"); the bank's cues are in a member's own words ("lost
// my husband", "cheated on me"): the people in the singular, theirs as the member's own.
const GROUP_PEOPLE: Array<[RegExp, string]> = [
  [/\bhusbands\b/gi, "husband"],
  [/\bwives\b/gi, "wife"],
  [/\bspouses\b/gi, "spouse"],
  [/\bsons\b/gi, "son"],
  [/\bdaughters\b/gi, "daughter"],
  [/\bmarriages\b/gi, "marriage"],
  [/\btheir\b/gi, "my"],
  [
    /\b(?:a|an|one) (child|son|daughter|baby|husband|wife|spouse|partner|parent|mother|father|mum|mom|dad|friend|brother|sister)\b/gi,
    "my $1",
  ],
];
const asMembersSay = (theme: string) => GROUP_PEOPLE.reduce((t, [re, to]) => t.replace(re, to), theme);

// The people and places of scripture's stories ("the widow's two coins", "the widow and the judge",
// "Jesus withdrew to lonely places", "the prodigal son") are the story's, not the group's: the
// members' situation is read without them (a week on the widow's offering is no widow's grief).
const STORY_FIGURES =
  /\bthe (?:poor |persistent |importunate )?widow(?:['\u2019]s)?\b|\b(?:lonely|desolate|quiet|solitary) places?\b|\bthe (?:prodigal|lost) son\b/gi;
const withoutFigures = (theme: string) => theme.replace(STORY_FIGURES, " ");

// Words of worship itself (the teaching theme "worship and thanksgiving" also answers thanks and joy).
const WORSHIP_WORDS = /\bworship|\bprais|\bwhole li(?:fe|ves)\b|\bsacrific|\boffering|\bpsalms?\b|\bhymns?\b|\bsongs?\b|\bsing/i;
const GRATITUDE = SITUATIONS.find((s) => s.id === "gratitude_everyday")!;

/**
 * A theme of thanks or joy that names no worship ("joy and gratitude", "a month of thanksgiving -
 * counting blessings") is gratitude as members live it (the bank's everyday gratitude, a joy), not
 * the teaching on worship that the worship theme's words also catch.
 */
function thanksAsLived(teaching: StudyTheme | undefined, theme: string): Situation | undefined {
  return teaching?.id === "study_worship" && !WORSHIP_WORDS.test(theme) ? GRATITUDE : teaching;
}

// Stories of scripture read for a member's situation ("Joseph and his brothers" is a family torn
// apart and restored; "Habakkuk: why, Lord?" is an honest complaint to God).
const NAMED_STORIES: Array<[RegExp, string]> = [
  [/\bjoseph and his brothers\b|\bjacob and esau\b|\bcain and abel\b/, "family_conflict"],
  [
    /\bhabakkuk\b|\bbook of job\b|\bjob\b(?= *[:,-]| and (?:suffering|his friends))|\blament psalms?\b|\bpsalms? (?:13|22|88)\b/,
    "anger_at_god",
  ],
  [/\belijah\b|\bbroom tree\b/, "study_rest"],
  [/\babraham and sarah\b|\bwaiting on (?:the|gods) promises?\b/, "waiting_season"],
  [/\blazarus\b/, "grief_general"],
  [/\bdavid and goliath\b/, "fear_courage"],
  [/\bdavid and saul\b|\bjudas\b|\bahithophel\b/, "friend_betrayal"],
  [/\bruth and naomi\b/, "caregiver_exhausted"],
  [/\bzacch?aeus\b/, "study_forgiveness"],
  [/\bmartha and mary\b|\bmary and martha\b/, "study_rest"],
  [/\bjesus wept\b|\bjohn 11\b|\bnaomis?\b|\bdavid (?:mourns|weeps|laments)\b|\babsalom\b|\brachel weeping\b/, "grief_general"],
  [
    /\bpeter walks on (?:the )?water\b|\bwalking on water\b|\bcalms? the storm\b|\bstilling the storm\b|\bgideon\b|\besther\b|\blions? den\b|\bburning bush\b/,
    "fear_courage",
  ],
  [
    /\bpeters denial\b|\bpeter denies\b|\bwoman at the well\b|\bsamaritan woman\b|\b(?:eats|ate|eating) with (?:sinners|tax collectors|outcasts|the people)\b/,
    "shame_past",
  ],
  [/\bsimeon and anna\b|\bjoseph in prison\b/, "waiting_season"],
  [/\bbathsheba\b|\bpsalms? (?:32|51)\b/, "shame_past"],
  [/\bamos\b|\bsocial justice\b|\bjustice roll|\bdo justice\b/, "injustice_wronged"],
];

// A need the theme names in a member's own words, more precisely than a teaching word beside it
// ("He gives to his beloved sleep" is for the sleepless, not a study of who we are; "Forgiving
// the unforgivable" is for those struggling to forgive; "Weary in doing good" for the worn out;
// "Peacemaking in families" for families at odds, not a study of the peace Jesus gives).
const NAMED_NEEDS: Array<[RegExp, string]> = [
  [/\bcar(?:e|ing) (?:for|across) (?:the )?(?:generations|ageing|aging|elderly)|\bcaregivers?\b|\bcarers?\b/, "caregiver_exhausted"],
  [/\bsleep\b|\binsomnia\b|\bsleepless\b|\brestless nights?\b|\b(?:lie|lying) down in peace\b|\bpsalm 4\b/, "insomnia"],
  [/\bnever alone\b|\blonel(?:y|iness)\b|\bisolation\b|\b(?:live|living) alone\b/, "loneliness_general"],
  [/\bweary in (?:doing|well)\b|\bburn(?:ed|t)? ?out\b|\bexhaust/, "burnout"],
  [/\bforgiving the unforgivable\b|\bwhen forgiv\w* is hard\b/, "struggle_to_forgive"],
  [/\bpeace\w* (?:in|with|for) (?:the |our |your )?(?:famil\w*|relatives)\b|\bfamilies at odds\b/, "family_conflict"],
  [
    /\bparents of prodigals?\b|\bprodigal (?:children|kids|sons|daughters|teens?)\b|\bwayward (?:children|kids|sons|daughters)\b/,
    "prodigal_child",
  ],
];
const BY_ID = new Map<string, Situation>([...SITUATIONS, ...STUDY_THEMES].map((s) => [s.id, s]));

function namedOf(theme: string, list: Array<[RegExp, string]>): Situation | undefined {
  const text = theme.toLowerCase().replace(/['\u2018\u2019]/g, "");
  const id = list.find(([re]) => re.test(text))?.[1];
  return id ? BY_ID.get(id) : undefined;
}

const LONELINESS = BY_ID.get("loneliness_general")!;
const LONELINESS_NAMED = /\blonel(?:y|iness)\b/i;

/**
 * A group's theme that names loneliness by its name beside a situation its other words name ("Lonely
 * in a new country: refugee and immigrant fellowship", "loneliness among international students far
 * from home") is a study of loneliness: the situation says where the members feel it. A situation
 * read only with the word (a marriage that is lonely) is that loneliness already, and one member's
 * own words ("being a carer for my mum is lonely and exhausting") keep the situation they tell.
 */
function lonelinessNamedBeside(detected: Situation, theme: string): boolean {
  const text = withoutFigures(theme);
  if (!LONELINESS_NAMED.test(text) || FIRST_PERSON.test(theme)) return false;
  return detectSituations(asMembersSay(text.replace(new RegExp(LONELINESS_NAMED.source, "gi"), " ")))[0]?.situation === detected;
}

// "The Psalms" say where a study reads, and most of them are laments: a theme that names them
// beside a hurt the bank's cues do not know ("When life is unfair: psalms for people who've been
// wronged", "Sleeplessness and the Psalms") is a study for that hurt, not of worship; the psalms
// alone, or with nothing hurting beside them ("The psalms of ascent"), are still worship.
const PSALMS = /\bpsalms\b/gi;

// Words of giving itself (the teaching on generosity also answers money, stewardship and contentment).
const GIVING = /\bgenero|\bgiving\b(?! thanks)|\bgive\b(?! thanks)|\btith/i;

// A theme in one member's own voice ("how do I pray?", "I want to serve but don't know my gifts").
const FIRST_PERSON = /\b(?:i|im|i'm|i’m|ive|i've|my|me|myself)\b/i;

const STUDY_FRAMES = new Set(["group_study", "bible_reading", "holiness_question", "holy_spirit_question"]);

export function embeddedStudyPlan(theme: string, bibleVersion = "WEB"): StudyPlan {
  // The group's theme names a situation (its passages, ordered to build from naming the need to
  // hope) or at least a topic. A teaching keeps the order its days build in; a situation of the bank
  // draws, as a member's week does, on the passages the bank gives most widely first.
  const situation = studySituation(theme);
  const detected = detectTopics(theme);
  const topic = situation
    ? situationTheme(situation, STUDY_THEMES.includes(situation as StudyTheme), true)
    : (detected[0] && getTopic(detected[0].id)) || GENERAL_TOPIC;
  const random = seededRandom(hashString(`study|${theme.trim().toLowerCase()}`));
  // A theme in words of distress ("burnout and rest for church volunteers") never gets duty or rebuke.
  const passages = chooseWeekPassages(topic, bibleVersion, random, 7, situation !== undefined, soundsDistressed(theme));
  const days: StudyDay[] = STUDY_ARC.map((arc, i) => {
    const passage = passages[i];
    return {
      title: `Day ${i + 1}: ${arc.title}`,
      scripture: { reference: verseLabel(passage), text: passage.text },
      devotional: `"${firstLine(passage.text)}" (${passage.reference})\n\n${arc.angle(topic, passage)}\n\nAs you read ${passage.reference} together, read it twice, slowly, with a pause between the readings. Let each person name one word or phrase that stood out before anyone explains it; the passage often speaks most clearly when we listen before we discuss.`,
      discussion_questions: [
        arc.question(topic, passage),
        `What stands out to you in ${passage.reference}, and why?`,
        "What is one thing you will do differently this week because of today's passage?",
      ],
      challenge: arc.challenge(topic),
    };
  });
  const label = topic.id === "general" ? "walking with God" : topic.label;
  return {
    title: titleFor(theme, topic),
    summary: `A 7-day journey through scripture on ${label}: seven passages, a short devotional, questions for discussion and a practical challenge for each day.`,
    group_goal: topic.id === "general" ? DEFAULT_GROUP_GOAL : `Growing together in faith and understanding as we bring ${label} before God`,
    days,
  };
}
