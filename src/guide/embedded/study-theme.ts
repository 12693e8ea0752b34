// What a group's study theme is about: the readings of its words, tried in order, the first that
// applies deciding (a teaching by scripture's name, a teaching beside the group's setting, a story,
// ... and last the plainest reading of all).
import type { Situation } from "../material/situation-types.js";
import { SITUATIONS } from "../material/situations.js";
import { namedTeachingOf, STUDY_THEMES, studyThemeOf } from "../material/study-themes.js";
import { isHurting } from "./register-rules.js";
import { detectSituations, situationOfText } from "./situation-match.js";
import { withTrainedStudyReading } from "./study-reader.js";
import { subjectAfterAudience, subjectBeforeAudience, withoutSetting } from "./study-audience.js";
import {
  asMembersSay,
  citedStudy,
  FIRST_PERSON,
  FAR_FROM_HOME,
  FORGIVING_A_HURT,
  GIVING,
  LONELINESS,
  lonelinessNamedBeside,
  NAMED_NEEDS,
  NAMED_STORIES,
  NAMED_WAITING,
  namedByVerseElsewhere,
  namedOf,
  PSALMS,
  STUDY_FRAMES,
  SUFFERING_NAMED,
  thanksAsLived,
  withoutFigures,
  withoutMeeting,
} from "./study-theme-words.js";

/** A theme's words as the readings hear them. */
interface ThemeWords {
  theme: string;
  /** The whole theme, not only the words before an audience said last (those decide only when plain). */
  whole: boolean;
  /** The bank's situation its words name by their cues. */
  detected: Situation | undefined;
  /** The teaching theme its words name. */
  teaching: Situation | undefined;
}

/**
 * One reading of a theme: the situation the study is about; `null` when the words say nothing
 * plain enough and the caller reads more of the theme; undefined when this reading does not
 * apply and the next is tried.
 */
type ThemeReading = (w: ThemeWords) => Situation | null | undefined;

// Situations that say who a group is, not what it studies: newcomers, a military family, the
// retired, students ("Praying for the countries we fled, for the refugee congregation", "marriage
// when one spouse is deployed", "Serving in retirement", "learning to rest for teachers during
// exam season") study the prayer, the marriage, the serving or the rest they name; their
// circumstance is the study only when the theme names nothing else ("military families group:
// trusting God during deployment"). Tried and left out: a disability (a member's own chronic pain
// is the study, and "Support for parents of children with disabilities" is for carers).
const WHO_THE_GROUP_IS = new Set(["immigration", "military_deployment", "retirement", "exam_stress"]);

const MARRIAGE = STUDY_THEMES.find((s) => s.id === "study_marriage")!;

// "Recovery" read as an addiction when the theme names another thing recovered from ("burnout
// recovery for our NHS workers group", "Elijah under the broom tree - rest and recovery") or
// where the group meets ("at the recovery church"): that other thing is the study, as for who the
// group is; "Addiction recovery" names the addiction itself.
const RECOVERY = /\brecovery\b/i;
const readBeyondRecovery = (theme: string) => detectSituations(asMembersSay(withoutFigures(theme.replace(/\brecovery\b/gi, " "))));

/** The bank's situation a theme names by its cues, passing over who the group is for what it studies. */
function situationNamed(theme: string, teaching: Situation | undefined): Situation | undefined {
  const named = detectSituations(asMembersSay(withoutFigures(theme))).map((d) => d.situation);
  const onlyRecovery = (s: Situation) =>
    s.id === "addiction_struggle" && RECOVERY.test(theme) && !readBeyondRecovery(theme).some((d) => d.situation === s);
  const matter = named.find((s) => !WHO_THE_GROUP_IS.has(s.id) && !onlyRecovery(s));
  if (matter || teaching || namedOf(theme, NAMED_NEEDS) || namedOf(theme, FAR_FROM_HOME)) return matter;
  return named[0];
}

// A teaching by scripture's own name ("The widow's offering"), unless a verse the theme cites
// names another matter than its chapter does.
const namedTeaching: ThemeReading = ({ theme }) => {
  const named = namedTeachingOf(theme);
  return named && !namedByVerseElsewhere(named, theme) ? named : undefined;
};

// Answered prayers celebrated or given thanks for ("celebration sunday, a week of thanksgiving for
// answered prayers", "Celebrating answered prayers: testimony night") are a joy to thank God for,
// the bank's answered prayer, not the teaching on prayer that "answered prayer" names alone.
const ANSWERS_CELEBRATED = /\banswered prayers?\b/i;
const THANKS_OR_CELEBRATION = /\bcelebrat|\bthank|\btestimon|\bprais|\brejoic/i;
const ANSWERED_PRAYER = SITUATIONS.find((s) => s.id === "answered_prayer")!;
const answersCelebrated: ThemeReading = ({ theme }) =>
  ANSWERS_CELEBRATED.test(theme) && THANKS_OR_CELEBRATION.test(theme) ? ANSWERED_PRAYER : undefined;

// A thing named as a form of a teaching ("Lament as prayer", "waiting in silence as a kind of
// prayer", "Caring for foster kids as service to the Lord", "creativity as worship") is a study of
// that teaching: the thing is how the members will live it.
const AS_A_FORM_OF = /\bas (?:an? )?(?:(?:kind|form|way|act) of )?((?:prayer|worship|service|serving)\b)/i;
const teachingAsForm: ThemeReading = ({ theme }) => {
  const form = AS_A_FORM_OF.exec(theme)?.[1];
  return form ? studyThemeOf(form) : undefined;
};

// A teaching beside a situation named only by the group's setting ("Self-control in recovery",
// "Advent hope at the care home chapel") is the study; the teaching is read without the setting
// too ("recovery ministry" says who meets, and is no teaching of serving).
const teachingBesideSetting: ThemeReading = ({ theme, detected }) => {
  const setAside = withoutSetting(theme);
  const taught = setAside === theme ? undefined : thanksAsLived(studyThemeOf(setAside), setAside);
  return taught && detected && detectSituations(asMembersSay(setAside)).length === 0 ? taught : undefined;
};

// A story of scripture says what the study is about when the theme names no teaching and no
// hurt beside it ("Naomi's bitterness and return" is grief, not anger; but "Joseph and his
// brothers: a study in forgiveness" is forgiveness, "Weary and burdened: Elijah" the weary).
// Before an audience said last, a story is no plain word: the whole theme is read.
const namedStory: ThemeReading = ({ theme, whole, detected, teaching }) => {
  const story = teaching || (detected && isHurting(detected)) ? undefined : namedOf(theme, NAMED_STORIES);
  if (!story) return undefined;
  return whole ? story : null;
};

// A frame ("our group wants to...", "quiet time: talking with God") gives way to the teaching
// the theme names.
// Forgiving named beside a hurt too deep to forgive lightly (study-theme-words.ts, FORGIVING_A_HURT)
// is the struggle to forgive; forgiving heading a theme beside any other hurt the bank's cues read
// ("Forgiving the people who hurt us on the way here") is the teaching, the hurt what is forgiven;
// the bank's own struggle to forgive ("forgiving someone who isnt sorry") stays.
const forgivingAHurt: ThemeReading = ({ theme, detected, teaching }) => {
  if (teaching?.id !== "study_forgiveness") return undefined;
  const struggle = namedOf(theme, FORGIVING_A_HURT);
  if (struggle) return struggle;
  const otherHurt = detected && isHurting(detected) && detected.topic !== teaching.topic;
  return otherHurt && /^\s*forgiv/i.test(theme) ? teaching : undefined;
};

const teachingInFrame: ThemeReading = ({ detected, teaching }) =>
  detected && teaching && STUDY_FRAMES.has(detected.id) && teaching.id !== "study_scripture" ? teaching : undefined;

// A member's question on the very matter a teaching covers ("Spiritual gifts" read as finding
// one's calling, "Newlyweds" as a new marriage, "Evangelism" as sharing one's faith) is, for a
// group, that teaching: its passages are written for a week of study. So is a wish to grow read
// beside a teaching of any matter ("worship team devotional series" read as serving in church,
// "leading others in worship with humility" as pride, "Contentment and money"): for a member
// it is the growing, for a group the teaching it names is what it will grow in. A hurt stays the
// study, and so does a theme in one member's own voice ("how do I find my calling?").
// A theme that names giving ("Living generously on a tight budget", "Why we give: youth group
// before the mission trip fundraiser") asks how to give from what the members have: the teaching
// on generosity, whatever budget or occasion the bank reads beside it, unless that is a hurt.
// The fruit of the Spirit, named as such or by its virtues ("patience and self control for
// parents of toddlers", "Gentleness and kindness under pressure on the shop floor"), is the study
// beside a strain the theme names: the strain is where the members are to grow the fruit.
const teachingToGrowIn: ThemeReading = ({ theme, detected, teaching }) => {
  const growingIn = detected && teaching && (detected.need === "growth" || (!isHurting(detected) && detected.topic === teaching.topic));
  const fruitUnderStrain = detected?.need === "strain" && teaching?.id === "study_fruit";
  const givingFrom = detected && teaching?.id === "study_generosity" && !isHurting(detected) && GIVING.test(theme);
  return (growingIn || givingFrom || fruitUnderStrain) && !FIRST_PERSON.test(theme) ? teaching : undefined;
};

// Hope heading a theme ("Hope for people living with chronic illness", "Hope when the diagnosis is
// terminal", "Hope after divorce: a new chapter") names the Christian hope, God's promise and the
// resurrection, as the study; the hurt after it says whom the hope is for. Its passages are laments
// and assurances, so a hurting group meets no duty or rebuke. Tried as any teaching at the head
// ("Peace at night for those who can't sleep", "Perfect love casts out fear"): those are the
// hurt's comfort, and the older sets lost 124 days; hope alone is the study's matter.
const hopeAsHead: ThemeReading = ({ theme, detected, teaching }) =>
  detected && teaching?.id === "study_hope" && /^\s*(?:living )?hope\b/i.test(theme) ? teaching : undefined;

// Marriage heading a theme ("Marriage with a newborn in the house", "Keeping marriage strong after
// losing a child", "Marriage in ministry: worship leaders and their spouses") is a study of the
// couple's marriage; what follows says where they live it, whatever hurt or teaching the bank
// reads there. A marriage's own hurt (a strain, a spouse's unfaithfulness, an abusive marriage,
// grief for a spouse) read by the bank stays the study, and a hurt named keeps its rules
// (namesAHurt).
const MARRIAGE_AT_HEAD = /^\s*(?:keeping |building |strengthening )?(?:a |our |your )?(?:re)?marriages?\b/i;
const MARRIAGES_OWN_HURTS = new Set(["infidelity", "abuse_relationship", "spouse_addiction", "grief_spouse"]);
const marriageAsHead: ThemeReading = ({ theme, detected }) => {
  if (!MARRIAGE_AT_HEAD.test(theme)) return undefined;
  if (detected && (detected.topic === "marriage" || MARRIAGES_OWN_HURTS.has(detected.id))) return undefined;
  return MARRIAGE;
};

// Waiting named beside what is waited for, which the bank reads as no hurt ("Waiting to adopt",
// "Adopters' support: waiting for a match", "Waiting for our immigration papers"), is a study for
// a long season of waiting: the adoption or the papers are what the members wait on, not yet theirs.
// Who the group is (WHO_THE_GROUP_IS) may be what it waits on too; a teaching read only from the
// people ("couples waiting on adoption") is no teaching named.
const waitingFor: ThemeReading = ({ theme, detected, teaching }) => {
  const waitedOn = detected && (!isHurting(detected) || WHO_THE_GROUP_IS.has(detected.id));
  const taught = teaching && studyThemeOf(theme.replace(PEOPLE_OF_A_TEACHING, " "));
  return waitedOn && !taught ? namedOf(theme, NAMED_WAITING) : undefined;
};

// Before an audience said last, only plain words decide: a need in a member's own words comes
// before a teaching word beside it ("He gives to his beloved sleep"); nothing plain, and the whole
// theme is read.
const plainBeforeAudience: ThemeReading = ({ theme, whole, detected, teaching }) =>
  whole ? undefined : (detected ?? namedOf(theme, NAMED_NEEDS) ?? teaching ?? null);

const lonelinessBeside: ThemeReading = ({ theme, detected }) =>
  detected && lonelinessNamedBeside(detected, theme) ? LONELINESS : undefined;

// A theme on money that names no giving and no need the bank's cues know, but which the topic
// index hears as a need with money ("Money basics for newly arrived families", "Stewardship when
// income is irregular"), asks how to manage it: the bank's situation, not the teaching on giving.
const moneyToManage: ThemeReading = ({ theme, detected, teaching }) => {
  const managingMoney = teaching?.id === "study_generosity" && !detected && !GIVING.test(theme) ? situationOfText(theme) : undefined;
  return managingMoney?.topic === "money" ? managingMoney : undefined;
};

// "The Psalms" named beside a hurt the bank's cues do not know are where the study reads, not a
// study of worship (study-theme-words.ts, PSALMS).
const hurtInThePsalms: ThemeReading = ({ theme, detected, teaching }) => {
  if (detected || teaching?.id !== "study_worship" || studyThemeOf(theme.replace(PSALMS, " "))) return undefined;
  const hurt = namedOf(theme, NAMED_NEEDS) ?? citedStudy(theme) ?? situationOfText(theme);
  return hurt && isHurting(hurt) ? hurt : undefined;
};

// The plainest reading: the bank's cues, a need named in words, a teaching, distance from home or
// waiting named, a passage cited, and last the topic index's guess.
const plainest: ThemeReading = ({ theme, detected, teaching }) =>
  detected ??
  namedOf(theme, NAMED_NEEDS) ??
  teaching ??
  namedOf(theme, FAR_FROM_HOME) ??
  namedOf(theme, NAMED_WAITING) ??
  citedStudy(theme) ??
  situationOfText(theme) ??
  null;

// The people a teaching on marriage or parenting is read from ("spouses", "couples", "parents",
// "children"), not its matter.
const PEOPLE_OF_A_TEACHING = /\b(?:husbands?|wives|wife|spouses?|couples?|parents?|children|kids|mums|moms|dads)\b/gi;

// A teaching read only from the people a theme is for, when the bank's cues hear nothing and the
// topic index hears a hurt or a bind ("Bereaved parents' group: David and the death of his son",
// "Hosea and Gomer for those betrayed by a spouse", "couples under a mountain of bills"), is that
// hurt's or bind's study: the people are who is in it, not what the group studies. Who the group
// is (WHO_THE_GROUP_IS) is no such hurt ("marriage when one spouse is deployed" stays a marriage
// study).
const hurtOfThePeople: ThemeReading = ({ theme, detected, teaching }) => {
  if (detected || (teaching?.id !== "study_marriage" && teaching?.id !== "study_parenting")) return undefined;
  if (studyThemeOf(theme.replace(PEOPLE_OF_A_TEACHING, " "))) return undefined;
  const hurt = situationOfText(theme);
  const theirs = hurt && (isHurting(hurt) || hurt.need === "decision");
  return theirs && !WHO_THE_GROUP_IS.has(hurt.id) ? hurt : undefined;
};

const THEME_READINGS: readonly ThemeReading[] = [
  answersCelebrated,
  namedTeaching,
  teachingAsForm,
  teachingBesideSetting,
  namedStory,
  forgivingAHurt,
  teachingInFrame,
  teachingToGrowIn,
  hopeAsHead,
  marriageAsHead,
  waitingFor,
  plainBeforeAudience,
  hurtOfThePeople,
  lonelinessBeside,
  moneyToManage,
  hurtInThePsalms,
  plainest,
];

const GOD_SILENT = SITUATIONS.find((s) => s.id === "god_silent")!;

/** Doubt read beside suffering the theme names is the doubt's pain (SUFFERING_NAMED). */
const doubtAsLived = (read: Situation | undefined, theme: string) =>
  read?.id === "doubt" && SUFFERING_NAMED.test(theme) ? GOD_SILENT : read;

function readStudyTheme(theme: string, whole = true): Situation | undefined {
  const teaching = thanksAsLived(studyThemeOf(theme), theme);
  const words: ThemeWords = { theme, whole, detected: situationNamed(theme, teaching), teaching };
  for (const reading of THEME_READINGS) {
    const read = reading(words);
    if (read !== undefined) return doubtAsLived(read ?? undefined, theme);
  }
  return undefined;
}

/**
 * Whether a theme names a hurt the bank's cues know ("Hope for the grieving", "Lament as prayer
 * for the bereaved parents' circle"), whatever the study is read as: the week then keeps a
 * hurting reader's rules, no duty or rebuke.
 */
export const namesAHurt = (theme: string) => detectSituations(asMembersSay(withoutFigures(theme))).some((d) => isHurting(d.situation));

/**
 * What a group's theme is about: the rules' reading (ruledStudySituation), unless the trained study
 * reader (study-reader.ts) is sure of another or the rules read nothing.
 */
export function studySituation(theme: string): Situation | undefined {
  return withTrainedStudyReading(theme, ruledStudySituation(theme));
}

/**
 * What a group's theme is about: a situation of the bank that the theme names by its cues comes
 * first ("Grief and hope" is a study for the grieving, with their register rules), unless
 * the theme is a teaching by scripture's own name ("The widow's offering") or is headed by hope
 * ("Hope for the grieving": the hope is the study, the grieving keep their rules); then a
 * teaching theme ("Prayer", "Forgiving one another"), then a passage the theme cites, then the
 * situation of the theme's topic (THEME_READINGS, in order).
 */
export function ruledStudySituation(theme: string): Situation | undefined {
  // A frame (reading the Bible, a study group) heard only in the words that say the group meets to
  // study gives way to what the rest of the theme names. Tried and dropped: only what the rest names
  // in words, not the topic index's guess (held-out pair 7 days fewer).
  const read = readWithAudience(theme);
  if (!read || !STUDY_FRAMES.has(read.id)) return read;
  const beyond = withoutMeeting(theme);
  const matter = beyond === theme ? undefined : readWithAudience(beyond);
  return matter && !STUDY_FRAMES.has(matter.id) ? matter : read;
}

/** What a theme is about, read with who the group is, said first or last. */
function readWithAudience(theme: string): Situation | undefined {
  const opening = subjectAfterAudience(theme);
  if (opening !== undefined) return readStudyTheme(opening) ?? readStudyTheme(theme);
  // An audience said last decides nothing when the words before it name something plainly: a
  // teaching or a situation by its own words, not a story of scripture ("Ruth and Naomi for our
  // widows' fellowship" is the widows' week), a passage cited ("Psalm 90 (for our palliative care
  // volunteers)" is for those with the dying) nor the topic index's guess.
  const before = subjectBeforeAudience(theme);
  return (before !== undefined ? readStudyTheme(before, false) : undefined) ?? readStudyTheme(theme);
}
