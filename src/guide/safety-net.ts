// The topic-driven safety net. The crisis rules recognise the phrasings they were written for
// and little else (6/35 on the second held-out set), while topic detection generalises far better.
// So the gentle care line (care.ts, CONCERN_CARE) is also added when a message is about a heavy
// emotional topic where a hidden crisis is plausible, or when the member judges themselves
// harshly. The normal reply is always kept; this never raises a crisis and never touches the
// crisis rules. Since issue 12's third round a heavy topic needs a sign of distress as well
// (showsNotCoping): an ordinary sad, lonely or grieving message keeps its normal reply without a
// hotline (issue 15: the care line on at most 5 % of everyday messages); everyday topics
// (work, money, gratitude, joy, purpose, ...) never trigger it on their own.
import { detectTopicsByRules } from "../scripture/topics.js";
import { trainedCareGuess } from "./care-guess.js";
import { guessReadsAsEverydayLife, heavyTopicReadsAsEverydayLife } from "./care-line-everyday.js";
import { checkCrisis, normaliseForCrisis, type CrisisCheck } from "./crisis.js";
import { toldGladly } from "./glad-words.js";

/**
 * Topics (ids in data/topics.ts) heavy enough that a veiled crisis may hide behind them:
 * sadness (depression, despair, numbness), loneliness, grief, guilt and shame, self-worth
 * (worthlessness, self-hatred) and suffering. Fear, stress, failure, anger and the like are left
 * out: they are mostly everyday (exams, deadlines, a bad game).
 */
export const HEAVY_TOPICS: readonly string[] = ["sadness", "loneliness", "grief", "guilt", "self_worth", "suffering"];

// Figurative uses of death and loss words that topic detection counts as grief ("my phone
// died", "I nearly died laughing", "sick to death of", "I'm at a loss"); removed before the topic
// check so they do not add a care line.
const FIGURATIVE: RegExp[] = [
  /\b(?:battery|batteries|phone|laptop|computer|car|engine|truck|van|printer|tv|wifi|router|plants?|houseplants|flowers|garden|tomatoes|fish tank|conversation|party|signal|charger|lawnmower|mower|fridge|freezer|oven|dishwasher|washer|dryer|heater|boiler) (?:all |both |just |finally |completely )*(?:died|dies|is dead|was dead)\b/g,
  /\b(?:nearly |almost |literally )?(?:died|dying|die) (?:of |from )?(?:laughing|laughter|of embarrassment|of boredom)\b/g,
  /\b(?:to death|death of me|dying to|die for|to die for)\b/g,
  /\bat a loss\b/g,
  /\bloss of (?:appetite for|signal|power|connection|data)\b/g,
  /\b(?:lost|lose) (?:my |the )?(?:keys|phone|wallet|game|match|bet|voice|signal|connection|way|track of time|receipt|password)\b/g,
  /\bfree trial\b|\btrial (?:period|version|run)\b/g,
  // Everyday setbacks and questions of theology, not grief or despair of one's own: losing a job
  // or a house is stress (the fear and work topics still answer it), "why does God allow
  // suffering" is a question about God. Despair said alongside still counts (CONCERN, classifier).
  /\b(?:lost|lose|losing) (?:my |our |his |her |the )?(?:job|jobs|position|contract|house|home|apartment|lease|deposit|client|clients|job offer|scholarship|license|licence|temper|patience|cool)\b/g,
  /\bwhy (?:does|would|did|do|is|has|can) (?:a (?:good|loving) )?god (?:allow|permit|let)(?: [a-z']+){0,4}|\bproblem of (?:evil|suffering|pain)\b|\bwhy do bad things happen\b/g,
];

/** The message with figurative death and loss idioms removed (lowercased). */
function literal(message: string): string {
  let text = message.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");
  for (const re of FIGURATIVE) text = text.replace(re, " ");
  return text;
}

// Everyday regrets that "I hate myself for ..." names without judging the self ("for eating the
// whole cake"); shared by the harsh self-evaluation and the not-coping signs below.
const ORDINARY_REGRETS = "eating|buying|ordering|forgetting|watching|binging|skipping|sleeping in|missing|procrastinating";

// Strong negative self-evaluation, first person: worthlessness, self-hatred, shame about who one
// is, beliefs of being a burden or undeserving. Deliberately not "stupid" or "idiot" alone, which
// are everyday ("I'm so stupid, I forgot my keys").
const SELF_EVALUATION: RegExp[] = [
  /\b(?:i'?m|i am|i feel|feel|feeling|i'?ve always been|i was born) (?:so |such |just |completely |totally |utterly |really |nothing but |like )*(?:a |an )?(?:worthless|useless|pathetic|unlovable|unwanted|disgusting|(?:a )?failure(?! (?:at|in|with|as) (?!(?:everything|life|being|all|it all)))|a disappointment|disappointment|a waste(?: of (?:space|air|oxygen|a life|skin))?|a burden(?! (?:asking|to ask|for asking|when i ask|bearer|bearers))|a mistake|a loser|a nobody|nothing|garbage|trash|a monster|broken beyond repair|beyond saving|beyond help)\b/,
  new RegExp(
    String.raw`\b(?:i )?(?:hate|loathe|despise|can'?t stand|am disgusted with|am sick of) (?:myself|who i am|the person i am|being me|my life)\b(?! for (?:${ORDINARY_REGRETS}|saying yes|signing up))`,
  ),
  /\bi (?:ruin|destroy|wreck|mess up|spoil) (?:everything|everyone'?s life|every(?:thing| relationship)|all i touch)\b/,
  /\b(?:i )?(?:don'?t|do not|never) deserve (?:to (?:live|be (?:here|loved|happy|alive))|love|anything good|good things|happiness|to exist|forgiveness|anyone)\b/,
  /\b(?:everyone|everybody|they|my family|my kids|the world|people) (?:would|will|'?d) (?:be )?(?:better off|fine|happier|okay|ok) (?:without|w\/o) me\b/,
  /\b(?:no one|nobody|noone) (?:would|will|could) (?:ever )?(?:love|want|miss|notice) me\b/,
  /\bi (?:deserve|should be) (?:to (?:suffer|be punished|be alone|die)|punished|alone|dead|gone)\b/,
  /\bwhat(?:'?s| is) the point of (?:me|my life|my existence|living|being alive|trying anymore)\b/,
];

/** Whether the message judges the member themselves harshly (see SELF_EVALUATION). */
export function harshSelfEvaluation(message: string): boolean {
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, " ");
  return SELF_EVALUATION.some((re) => re.test(text));
}

// Issue 15 / issue 12 third round: a heavy topic alone (grief, sadness, loneliness, guilt) is
// ordinary life ("my dog died and I miss him", "I'm sad my friend moved away") and a hotline on it
// is out of place; the care line follows a heavy topic only when the message also shows that the
// person is not coping: the feeling persists or overwhelms, daily life has stopped, no one is
// there, or they turn it on themselves. Patterns run on the lowercased text without apostrophes.
const NOT_COPING: RegExp[] = [
  // persistence (a habit kept every day, "reading my bible every day" or "revival songs every night", is
  // not a feeling that persists)
  /\b(?:all the time|(?<!\b(?:read\w*|pray\w*|bible|scripture|devotions?|journal\w*|walk\w*|run\w*|exercis\w*|practi[cs]\w*|stud\w*|songs?|sing\w*|worship|revival|services?|mass) )every (?:single )?(?:day|night|morning|minute|hour)|constantly|nonstop|for (?:weeks|months|years)|(?:weeks|months|years) now|won'?t (?:stop|go away|leave|lift)|never (?:stops|ends|goes away|lifts|gets better)|cant stop (?:crying(?! (?:happy|tears of joy|for joy|with joy|of joy))|thinking|shaking)|keeps? getting worse|getting worse|no matter what i do|nothing (?:helps|works|changes|matters))\b/,
  // daily life stopped (session 43: "my sister cannot cope alone" is her need of help, not the writer's
  // distress)
  /\b(?:cant|cannot|can not|barely|hardly) (?:sleep|eat|function|breathe|get out of bed|get up|get through|face|cope(?<!\b(?:he|she|they|sister|brother|mother|mum|mom|father|dad|wife|husband|son|daughter|friend|family|parents?) \w+ cope)|handle|bear|stand|take|go on|keep going|work|think straight|stop crying(?! (?:happy|tears of joy|for joy|with joy|of joy)))\b/,
  /\b(?:stopped|quit) (?:eating|sleeping|going out|leaving the house|answering|talking to|showering|caring)\b|\b(?:in|stay in|stayed in|lie in|lying in) bed all day\b/,
  // overwhelm
  /\b(?:unbearable|too much (?:for me|to bear|to handle)|overwhelm\w*|drowning|crushing|crushed|suffocating|swallow(?:ing|ed) me|consum(?:ing|ed) me|falling apart|shattered|hollow|empty inside|numb|dark place|darkness|black hole|pit|desperate|despair\w*|in pieces|breaking me|broke me|destroyed|wrecked)\b/,
  // no one there
  /\b(?:lost|empty|hopeless|broken|scared|afraid|worthless|numb|invisible) and (?:alone|lonely)\b|\b(?:alone|lonely) and (?:lost|empty|hopeless|broken|scared|afraid|worthless|numb|invisible)\b/,
  /\b(?:no one|nobody|noone|not a single (?:person|soul)) (?:cares|understands|loves|listens|calls|checks|notices|would notice|would care|to talk to|to turn to|is there|wants me)\b|\b(?:so|completely|totally|utterly|all|entirely) alone\b|\bno (?:friends|one left|one to turn to)\b/,
  // turned on oneself
  new RegExp(
    String.raw`\b(?:what'?s wrong with me|hate myself(?! for (?:${ORDINARY_REGRETS}))|can'?t forgive myself|never forgive myself|don'?t deserve|disgusted with myself|ashamed of who i am|punish(?:ing)? myself)\b`,
  ),
];

/**
 * Whether the message shows distress beyond an ordinary sad, lonely or grieving moment. A higher
 * bar than the plans' soundsDistressed (embedded/situation-match.ts), which any hurt word meets:
 * that one only keeps duty and rebuke away; this one adds a hotline to the reply.
 */
function showsNotCoping(message: string): boolean {
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`']/g, "")
    .replace(/\s+/g, " ");
  return NOT_COPING.some((re) => re.test(text));
}

/**
 * The heavy topics (HEAVY_TOPICS) the message is about, literal uses only: by the rules' reading
 * of its words, not the word vectors' guess at its meaning, since it adds a care line.
 */
export function heavyTopicsOf(message: string): string[] {
  return detectTopicsByRules(literal(message))
    .map((t) => t.id)
    .filter((id) => HEAVY_TOPICS.includes(id));
}

export type CareReason = "concern" | "heavy_topic" | "self_evaluation" | "classifier" | "neighbours";

/**
 * Why a message that is not a crisis should gain the gentle care line, or undefined. The concern
 * tier of the crisis check comes first, then heavy topics, then harsh self-evaluation, then the
 * trained classifier (classifier/, threshold by cross-validation; it only ever adds this line,
 * never the crisis reply). Always undefined for a crisis (the crisis reply already leads with help).
 */
export function careReason(message: string, check: CrisisCheck = checkCrisis(message)): CareReason | undefined {
  if (check.crisis) return undefined;
  if (check.concern) return "concern";
  // Session 43: good news told gladly, with no loss or fear beside it (glad-words.ts), is no sign of
  // not coping, whatever heavy topic its words name or the trained guesses hear in it ("I cannot stop
  // crying and praising", "so happy i cried in the car park"); the care line stands down, unless a
  // farewell is told beside the thanks ("Thank you Lord for the good years. I'm saying goodbye").
  if (toldGladly(message) && !/\b(?:goodbyes?|farewells?)\b/i.test(message))
    return harshSelfEvaluation(message) ? "self_evaluation" : undefined;
  const normalised = normaliseForCrisis(message);
  // Session 37: a heavy topic's care line gets the trained guesses' second look too (care-line-everyday.ts).
  if (heavyTopicsOf(message).length > 0 && showsNotCoping(message) && !heavyTopicReadsAsEverydayLife(message, normalised))
    return "heavy_topic";
  if (harshSelfEvaluation(message)) return "self_evaluation";
  // Then the trained classifier, and all ten of the nearest labelled messages by meaning needing
  // help (care-guess.ts); a message that names an ordinary purpose ("back for dinner", "so i never
  // forget them") or an accident, and no word of death, keeps its normal reply. Session 33: a
  // guess that reads as everyday life beside the plan sets' everyday messages does too (care-line-everyday.ts).
  const guess = trainedCareGuess(message, normalised);
  return guess && !guessReadsAsEverydayLife(message, normalised, guess) ? guess : undefined;
}

/** Whether a non-crisis message gains the gentle care line (see careReason). */
export function needsCare(message: string, check: CrisisCheck = checkCrisis(message)): boolean {
  return careReason(message, check) !== undefined;
}
