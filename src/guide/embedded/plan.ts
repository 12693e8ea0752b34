// The embedded weekly devotional plan: a theme for the week from the member's situation in their
// recent conversations (or a rotation when there are none), seven distinct passages on it ordered
// along one arc (lament and comfort first, assurance last), a devotional arc from Sunday to Saturday, prayers in the member's voice and playlists from the catalogue.
import type { GuidePreferences, PlanDay, Song, WeeklyPlan } from "@core/guide";
import { withPlanDefaults } from "@core/guide";
import { weekDates } from "@core/dates";
import { isSubstituted, type Passage } from "../../scripture/index.js";
import { getTopic, GENERAL_TOPIC, WEEKLY_THEME_ROTATION, type TopicEntry } from "../../scripture/topics.js";
import { rankSongsFor, toPlaylistSong, type CatalogueSong } from "../../music/catalogue.js";
import { bookSetting, DOCTRINE_NOTES, doctrineFor } from "../material/doctrine.js";
import { traditionOf } from "../material/denominations.js";
import { firstLine, passageFor, verseLabel } from "../scripture-quote.js";
import { GENERAL_SITUATION, GENERAL_WEEK_SITUATION } from "../material/general.js";
import type { Situation } from "../material/situation-types.js";
import { hashString, seededRandom, shuffled } from "../seed.js";
import { admittedPassages, isHurting, referencesOverlap, registerViolation, woundsThisReader } from "./register-rules.js";
import {
  detectSituations,
  isGenericFeeling,
  onlyGuessed,
  withTrainedReading,
  situationOfText,
  soreTopicsOf,
  soundsDistressed,
} from "./situation-match.js";
import { gladNewsOverHurt, lossOverGladness } from "./glad-news.js";
import { situationTheme } from "./situation-theme.js";
import { READER_THRESHOLDS, threadText, trainedSituationOf } from "./situation-reader.js";
import { lowerFirst, sentenceCase, voiceOf, type Voice } from "./voices.js";

export const SONGS_PER_DAY = 3;

// The hurts a joy can be the good news on ("we're home with our baby girl" after weeks in NICU).
const RESOLVES: Record<string, readonly string[]> = {
  new_baby: ["health", "fear", "grief"],
  healing_recovery: ["health", "mortality", "fear"],
  answered_prayer: ["health", "fear", "work", "money", "family", "patience"],
  reconciled: ["forgiveness", "family", "marriage", "friendship", "conflict", "betrayal"],
  new_job_joy: ["work"],
  financial_windfall: ["money"],
  sobriety_milestone: ["addiction"],
};

// The weight of the thread's first message that names a situation (see chooseWeeklySituation).
const OPENER_WEIGHT = 1.25;

/**
 * Whether a thread's situations are all the topic index's guesses (no bank cue names any), they
 * disagree, and one is a particular hurt ("hes 12, hes angry all the time since his dad left" read as
 * anger, beside "my boy got excluded from school for fighting"): too unsure to plan a week on.
 */
function guessesDisagree(recentMessages: readonly string[]): boolean {
  const named = recentMessages.filter((m) => situationOfText(m) !== undefined);
  if (named.length < 2 || !named.every(onlyGuessed)) return false;
  const guesses = named.map((m) => situationOfText(m)!);
  return new Set(guesses).size > 1 && guesses.some((s) => isHurting(s) && !isGenericFeeling(s));
}

/** A short aside in a thread ("deadline is friday", "i have til monday"): four words or fewer. */
const isAside = (message: string) => message.trim().split(/\s+/).length <= 4;

/**
 * A message whose words name three or more hurts of the bank ("my liver is failing and Im not on
 * the transplant list because of my drinking years", read as shame, illness and addiction): the
 * strongest is too unsure a reading to plan a whole week's particular passages on (see
 * chooseWeeklySituation); the general week of God's care fits such a reader more often.
 */
const CONTESTED_HURTS = 3;
const isContested = (message: string) => detectSituations(message).filter((d) => isHurting(d.situation)).length >= CONTESTED_HURTS;

const isShortQuestion = (message: string) => message.trim().endsWith("?") && message.trim().split(/\s+/).length <= 6;

/**
 * The situation to plan the member's week around, from their recent messages (newest first).
 * Asides and follow-ups ("what should I read?", "can you suggest a song?") are part of a thread,
 * not its subject: a situation where the member is hurting outranks everyday ones, unless the
 * newest message that names a situation brings good news on the same matter ("the scan was clear"
 * after "I have cancer", "we're home with our baby" after weeks in NICU): then that good news is
 * the week. Among the rest, the one named most strongly and most often wins, then the newest.
 * The thread's first message that names a situation usually says what the matter is and the later
 * ones add to it ("third miscarriage this year", then "my sister in law announced her pregnancy"):
 * it counts a quarter more. A hurt that no bank cue names, only the topic index's guess ("he
 * thinks its 1985 and he has to get to the docks. im running on nothing" read as parenting), gives
 * no situation: the gentle general week, not a confident wrong one (session 32: before, only when
 * it was the one message and in distress); so does a thread that no bank cue names at all whose
 * messages the topic index guesses as different situations, one of them a particular hurt (see
 * guessesDisagree); and so does a hurt that every message naming it names among three or more
 * hurts (see isContested), or that the thread names among three or more hurts in full. Read on the
 * older plan sets and on two held-out authors, such weeks fitted fewer days than the general one.
 */
export function chooseWeeklySituation(recentMessages: readonly string[] = []): Situation | undefined {
  const ruled = ruledWeeklySituation(recentMessages);
  if (!recentMessages.some((m) => m.trim())) return ruled;
  const thread = threadText(recentMessages);
  const read = ruled
    ? withTrainedReading(thread, ruled, recentMessages.filter((m) => situationOfText(m) === ruled).every(onlyGuessed))
    : trainedSituationOf(thread, READER_THRESHOLDS.week);
  // Good news told gladly is thanked for, even where it names the hurt it ends; a loss told beside
  // thanks is the week's matter (glad-news.ts).
  return gladNewsOverHurt(thread, read) ?? lossOverGladness(thread, read) ?? read;
}

function ruledWeeklySituation(recentMessages: readonly string[]): Situation | undefined {
  const seen = new Map<Situation, { score: number; newest: number }>();
  // The newest message that names a situation ("thank you" and other asides name none).
  let newestSituation: Situation | undefined;
  let newestMessage = "";
  const opener = recentMessages.length > 1 ? recentMessages.findLastIndex((m) => situationOfText(m) !== undefined) : -1;
  // Situations a message longer than an aside names (see isAside).
  const saidInFull = new Set<Situation>();
  recentMessages.forEach((message, index) => {
    const situation = situationOfText(message);
    if (!situation) return;
    if (recentMessages.length === 1 || index === opener || !isAside(message)) saidInFull.add(situation);
    const detected = detectSituations(message).find((d) => d.situation === situation);
    if (!newestSituation) [newestSituation, newestMessage] = [situation, message];
    const entry = seen.get(situation) ?? { score: 0, newest: index };
    // A short question ("what should I read first?") is a follow-up; it counts half.
    entry.score += (detected?.score ?? 1) * (isShortQuestion(message) ? 0.5 : 1) * (index === opener ? OPENER_WEIGHT : 1);
    seen.set(situation, entry);
  });
  // A feeling ("I cried at my desk") gives way to the event another message names ("there's
  // none of me left"), as it does within one message.
  const specific = [...seen.keys()].some((s) => !isGenericFeeling(s));
  if (specific) for (const [s, entry] of seen) if (isGenericFeeling(s)) entry.score /= 2;
  // A hurt only a short aside names ("deadline is friday" beside "thinking of selling the dairy
  // herd and going over to beef") does not outrank the matter the thread is about.
  const hurting = [...seen.keys()].filter((s) => isHurting(s) && saidInFull.has(s));
  const resolved = (s: Situation) => s.topic === newestSituation!.topic || (RESOLVES[newestSituation!.id] ?? []).includes(s.topic);
  const goodNews = newestSituation?.need === "joy" && !soundsDistressed(newestMessage) && hurting.some(resolved);
  // Good news on the same matter ("she's cancer free!" after "my sister's last chemo") is the week.
  if (goodNews) return newestSituation;
  if (guessesDisagree(recentMessages)) return undefined;
  const pool = hurting.length ? hurting : [...seen.keys()];
  let best: Situation | undefined;
  for (const situation of pool) {
    if (!best) best = situation;
    const a = seen.get(situation)!;
    const b = seen.get(best)!;
    if (a.score > b.score || (a.score === b.score && a.newest < b.newest)) best = situation;
  }
  if (best && isHurting(best)) {
    const naming = recentMessages.filter((m) => situationOfText(m) === best);
    if (naming.every(isContested)) return undefined;
    // So is a thread whose messages, taken together, name that many hurts in full ("found out my
    // closest friend has been telling people at church i'm unstable", "after everything i did for her
    // when her mum died", "how do i sit in the same row as her on sunday": betrayal, grief, a quarrel).
    if (hurting.length >= CONTESTED_HURTS) return undefined;
    // A hurt that no bank cue names, only the topic index's guess ("i said things i shouldnt have"
    // guessed as shame beside a marriage quarrel no cue names): the distress or the sorrow is sure,
    // the particular hurt is not, and the general week fits such readers more often than the guess.
    if (naming.every(onlyGuessed)) return undefined;
  }
  return best;
}

/**
 * The week's theme: the member's situation from their recent messages (its own words and
 * passages, see situation-theme.ts), else a rotation of encouraging topics.
 */
export function chooseWeeklyTheme(prefs: GuidePreferences, weekStart: string, recentMessages: readonly string[] = []): TopicEntry {
  const situation = chooseWeeklySituation(recentMessages);
  // The situation's passages, the surest first (week-candidates.ts).
  if (situation) return situationTheme(situation, false, "week");
  // Something was said that we cannot place: a gentle week on God's care, not a cheerful rotation.
  if (recentMessages.some((m) => m.trim())) return situationTheme(GENERAL_WEEK_SITUATION);
  const seed = hashString(`${weekStart}|${prefs.denomination}|${prefs.communication_style}|${prefs.favorite_artists.join(",")}`);
  return getTopic(WEEKLY_THEME_ROTATION[seed % WEEKLY_THEME_ROTATION.length]) ?? GENERAL_TOPIC;
}

/**
 * Seven distinct passages. A situation theme's passages are already admitted and ordered along
 * the week's arc; a rotation topic's are shuffled, checked against the register rules and
 * topped up from the general situation.
 */
export function chooseWeekPassages(
  theme: TopicEntry,
  bibleVersion: string,
  random: () => number,
  count = 7,
  ordered = false,
  distressed = false,
  soreTopics: readonly string[] = [],
): Passage[] {
  const general = admittedPassages(GENERAL_SITUATION).map((p) => p.ref);
  // A rotation or topic theme is read with a hurting person's rules (and that topic's sore spots).
  const rules = { ...GENERAL_SITUATION, topic: theme.id };
  const own = ordered ? theme.passages : shuffled(theme.passages, random).filter((ref) => !registerViolation(rules, ref));
  // A member whose words show distress never gets duty or rebuke, whatever the week's situation.
  const refs = [...own, ...shuffled(general, random)].filter((ref) => !woundsThisReader(ref, theme.id, distressed, soreTopics));
  const chosen: Passage[] = [];
  for (const ref of refs) {
    const passage = passageFor(ref, bibleVersion);
    // No passage twice in a week, not even an overlapping one (Psalm 23:1-3 and Psalm 23:4).
    if (!passage || chosen.some((p) => referencesOverlap(p.reference, passage.reference))) continue;
    chosen.push(passage);
    if (chosen.length === count) break;
  }
  return chosen;
}

/**
 * Playlists favour the member's artists (in every day's list when they have songs), then their
 * music style, then the rest of the catalogue; songs repeat only when a pool runs out.
 */
export function buildPlaylists(prefs: GuidePreferences, random: () => number, days = 7): Song[][] {
  const [favourites, style, rest] = rankSongsFor(prefs.favorite_artists, prefs.music_preference).map((tier) => shuffled(tier, random));
  const favouritesPerDay = favourites.length === 0 ? 0 : Math.max(1, Math.min(SONGS_PER_DAY, Math.floor(favourites.length / days)));
  const others = [...style, ...rest];
  const playlists: Song[][] = [];
  let favCursor = 0;
  let otherCursor = 0;
  for (let d = 0; d < days; d++) {
    const day: CatalogueSong[] = [];
    const has = (song: CatalogueSong) => day.some((s) => s.title === song.title && s.artist === song.artist);
    for (let guard = 0; day.length < favouritesPerDay && guard < favourites.length; guard++) {
      const song = favourites[favCursor++ % favourites.length];
      if (!has(song)) day.push(song);
    }
    for (let guard = 0; day.length < SONGS_PER_DAY && guard < others.length; guard++) {
      const song = others[otherCursor++ % others.length];
      if (!has(song)) day.push(song);
    }
    playlists.push(day.map(toPlaylistSong));
  }
  return playlists;
}

interface Arc {
  title: string;
  /** `hurting`: the week is for a hurt (its situation is one, or a message of the thread sounds distressed). */
  body: (theme: TopicEntry, passage: Passage, hurting: boolean) => string;
  prayerLine: string;
  reflection: (theme: TopicEntry, passage: Passage) => string;
}

// The seven days of the week, Sunday first, each with its own angle on the theme.
const ARC: Arc[] = [
  {
    title: "Come as You Are",
    body: (t) =>
      `Sunday is a day to come before God with His people, and you do not need to arrive tidy. ${t.ack} Bring all of it into worship today. The God who invites you is not surprised by what you carry; He is the One who said, "Come to me." As you sing and pray today, let ${t.label} be something you hold up to Him rather than something you hide.`,
    prayerLine: "As I come to worship today, receive me just as I am.",
    reflection: (t) => t.questions[0],
  },
  {
    title: "Hearing the Word",
    body: (t) =>
      `Today, simply listen. ${t.insight} Read the passage slowly, then read it again aloud. Notice the verbs: what God does, what He promises, what He asks. Scripture is not only information about God; it is one of the primary ways He speaks to us, and He speaks with a Father's voice.`,
    prayerLine: "Open my ears to hear Your voice in Your word today.",
    reflection: (_t, p) => `Read ${p.reference} slowly twice. Which word or phrase stays with you, and why?`,
  },
  {
    title: "God Is Near",
    body: (t) =>
      `The God of the Bible is not distant. Again and again He tells His people, "I am with you," and in Jesus He came close enough to touch. Whatever ${t.label} looks like for you today, it is not a place God refuses to enter. Look for Him in ordinary moments: a kind word, a quiet minute, a line of scripture that comes back to mind at the right time.`,
    prayerLine: "Let me notice Your nearness in the ordinary moments of this day.",
    reflection: () => "Where did you sense God's nearness today, even briefly?",
  },
  {
    title: "One Faithful Step",
    body: (t) =>
      `Faith becomes real in small, concrete steps. Here is one for today: ${lowerFirst(t.practices[0])} You do not have to solve everything; you only have to take the next faithful step and trust God with the rest. Small obedience, repeated, is how lasting change happens.`,
    prayerLine: "Give me the courage to take one faithful step today.",
    reflection: (t) => `What would it look like to put this into practice today: ${lowerFirst(t.practices[0])}`,
  },
  {
    title: "Carried Together",
    body: (t) =>
      `God rarely intends us to carry things alone. The early church shared meals, burdens and prayers, and Paul told believers to "bear one another's burdens". ${t.practices[t.practices.length - 1]} Letting others in can feel vulnerable, but it is often the very way God answers our prayers.`,
    prayerLine: "Show me who You have placed around me to walk with me.",
    reflection: () => "Who could you invite to walk with you in this, and what would you want them to know?",
  },
  {
    title: "Grace That Changes Us",
    body: (t, _p, hurting) =>
      `God's work in us is patient and thorough. ${DOCTRINE_NOTES[doctrineFor(t.id, hurting)]} Look back over this week: where has grace already begun to change the way you see ${t.label}?`,
    prayerLine: "Keep shaping me by Your grace, even where I cannot yet see the change.",
    reflection: (t) => t.questions[1] ?? t.questions[0],
  },
  {
    title: "Rest and Remember",
    body: (t) =>
      `As the week closes, pause to remember. God told Israel again and again to remember what He had done, because memory feeds faith. Think back over these seven days with ${t.label}: the passages, the prayers, the moments of grace. Thank God for them one by one, and rest in Him, knowing that the One who carried you this week will carry you into the next.`,
    prayerLine: "Thank You for carrying me through this week; I rest in You now.",
    reflection: (t) => t.reflection,
  },
];

const PRAYER_TITLES: Record<Voice, string[]> = {
  Pastoral: [
    "A Prayer of Coming Home",
    "A Prayer for Listening",
    "A Prayer for Your Presence",
    "A Prayer for Courage",
    "A Prayer for Companions",
    "A Prayer for Grace",
    "A Prayer of Thanksgiving",
  ],
  Direct: [
    "Prayer: Bring It to God",
    "Prayer: Hear Him",
    "Prayer: Notice Him",
    "Prayer: Take the Step",
    "Prayer: Let Others In",
    "Prayer: Keep Growing",
    "Prayer: Give Thanks",
  ],
  Theological: [
    "A Collect for the Lord's Day",
    "A Prayer for Illumination",
    "A Prayer of Immanuel",
    "A Prayer for Obedience",
    "A Prayer for the Communion of Saints",
    "A Prayer for Sanctification",
    "A Prayer of Remembrance",
  ],
  Gentle: ["Just as I Am", "A Quiet Listening", "You Are Near", "One Small Step", "Not Alone", "Gently Growing", "Resting in You"],
};

function dayClosing(voice: Voice, theme: TopicEntry, passage: Passage): string {
  switch (voice) {
    case "Direct":
      return `Today: read ${passage.reference}, do the one step above, and thank God before you sleep.`;
    case "Theological":
      return `Setting: ${bookSetting(passage.verses[0]?.book ?? "")}. Read the verses around ${passage.reference} to see how its context shapes its meaning.`;
    case "Gentle":
      return "Go slowly today. There is nothing to prove, only a Father who loves you to rest in.";
    default:
      return `Carry ${passage.reference} with you through the day, and let it remind you that you are deeply loved.`;
  }
}

/** A practice for the day, rotating through the theme's practices (day 4 is built on the first). */
function practiceLine(voice: Voice, theme: TopicEntry, dayIndex: number): string {
  const practices = theme.practices;
  const practice = practices[(dayIndex + 1) % practices.length];
  const lead: Record<Voice, string> = {
    Pastoral: "A practice for today:",
    Direct: "Do this today:",
    Theological: "Practice:",
    Gentle: "If it helps, one small thing for today:",
  };
  return `${lead[voice]} ${voice === "Gentle" ? lowerFirst(practice) : practice}`;
}

function dayPrayer(voice: Voice, theme: TopicEntry, arc: Arc, closing: string): string {
  switch (voice) {
    case "Direct":
      return `Lord, ${theme.prayer}. ${arc.prayerLine} ${closing}`;
    case "Theological":
      return `Almighty God, whose word is a lamp to our feet: ${theme.prayer}. ${arc.prayerLine} Conform me to the image of Your Son. ${closing}`;
    case "Gentle":
      return `Dear Lord, You are gentle and patient with me. ${arc.prayerLine} Please ${theme.prayer}. Let me rest in Your love. ${closing}`;
    default:
      return `Heavenly Father, thank You for Your faithful love. ${arc.prayerLine} Please ${theme.prayer}. Hold me and those I love close to You today. ${closing}`;
  }
}

function introMessage(voice: Voice, theme: TopicEntry, prefs: GuidePreferences, playlistNote: string): string {
  const label = theme.id === "general" ? "God's faithful care" : theme.label;
  const opening: Record<Voice, string> = {
    Pastoral: `This week we will walk together through ${label}. ${theme.ack} Each day brings a passage of scripture, a devotional, a prayer, a question to reflect on and songs for worship, so that you can meet God in the middle of ordinary life.`,
    Direct: `This week's focus: ${label}. Seven days, seven passages, one practical step at a time. Read, pray, reflect, and put one thing into practice each day.`,
    Theological: `This week's theme is ${label}. Over seven days we will read seven passages from across scripture, noting each book's setting and the doctrine that underlies it, and let that understanding shape prayer and practice.`,
    Gentle: `This week, we'll gently spend time with ${label}. There's no pressure to do it perfectly. Each day has a short passage, a few thoughts, a prayer and some songs; take what helps and leave the rest.`,
  };
  const translation = isSubstituted(prefs.bible_version)
    ? ` Scripture is quoted from the World English Bible (WEB), a public-domain translation, in place of ${prefs.bible_version}.`
    : "";
  return `${opening[voice]}${playlistNote}${translation}`;
}

export function embeddedWeeklyPlan(
  preferences: Partial<GuidePreferences> | null | undefined,
  weekStart: string,
  recentMessages: readonly string[] = [],
): WeeklyPlan {
  const prefs = withPlanDefaults(preferences);
  const voice = voiceOf(prefs.communication_style);
  const situation = chooseWeeklySituation(recentMessages);
  const theme = chooseWeeklyTheme(prefs, weekStart, recentMessages);
  const random = seededRandom(
    hashString(`${weekStart}|${theme.id}|${prefs.bible_version}|${voice}|${prefs.music_preference}|${prefs.favorite_artists.join(",")}`),
  );
  const hurting = (situation !== undefined && isHurting(situation)) || recentMessages.some((m) => soundsDistressed(m));
  const passages = chooseWeekPassages(
    theme,
    prefs.bible_version,
    random,
    7,
    situation !== undefined || recentMessages.some((m) => m.trim()),
    // Distress, or a situation the bank's cues never named (only guessed from the topic): no duty
    // or rebuke in the week either way.
    recentMessages.some((m) => soundsDistressed(m) || onlyGuessed(m)),
    [...new Set(recentMessages.flatMap(soreTopicsOf))],
  );
  const playlists = buildPlaylists(prefs, random);
  const closing = traditionOf(prefs.denomination).closing;
  const dates = weekDates(weekStart);
  const days: PlanDay[] = dates.map((date, i) => {
    const arc = ARC[i];
    const passage = passages[i];
    const opening = `"${firstLine(passage.text)}" (${passage.reference})`;
    return {
      date,
      scripture: { verse: verseLabel(passage), text: passage.text },
      devotional: {
        title: arc.title,
        content: `${opening}\n\n${arc.body(theme, passage, hurting)}\n\n${practiceLine(voice, theme, i)}\n\n${dayClosing(voice, theme, passage)}`,
      },
      prayer: { title: PRAYER_TITLES[voice][i], content: dayPrayer(voice, theme, arc, closing) },
      reflection: { prompt: arc.reflection(theme, passage) },
      worship_playlist: playlists[i],
    };
  });
  const artists = prefs.favorite_artists.filter((a) => playlists.flat().some((s) => s.artist === a));
  const playlistNote = artists.length
    ? ` The playlists feature ${artists.slice(0, 3).join(", ")}${artists.length > 3 ? " and more of your artists" : ""}.`
    : "";
  return {
    intro_message: introMessage(voice, theme, prefs, playlistNote),
    theme: sentenceCase(theme.id === "general" ? "God's faithful care" : theme.label),
    days,
  };
}
