// The four guidance styles. Each voice composes the same building blocks (the topic's
// material, the chosen passage, the member's tradition) into visibly different replies:
// Pastoral is warm and shepherding, Direct is brief and actionable, Theological sets the passage
// in its book and doctrine, Gentle is slow, soft and asks little. Every voice speaks from the
// member's situation (material/situations.ts) and explains the passage it chose in its register.
import type { Passage } from "../../scripture/index.js";
import type { TopicEntry } from "../../scripture/topics.js";
import { attributedCommentary, type CommentaryQuote } from "../material/commentary.js";
import type { Register, Situation } from "../material/situation-types.js";
import { SITUATION_PRACTICES } from "../material/situation-practices.js";
import { bookSetting, DOCTRINE_NOTES, doctrineFor, doctrineOf, type Doctrine } from "../material/doctrine.js";
import { traditionOf } from "../material/denominations.js";
import { pick } from "../seed.js";

export type Voice = "Pastoral" | "Direct" | "Theological" | "Gentle";

export function voiceOf(style: string | null | undefined): Voice {
  return style === "Direct" || style === "Theological" || style === "Gentle" ? style : "Pastoral";
}

export interface ReplyMaterial {
  /** The topic whose practices, prayer and doctrine the situation borrows. */
  topic: TopicEntry;
  situation: Situation;
  passage: Passage;
  register: Register;
  commentary?: CommentaryQuote;
  /** Another passage of the situation for further reading. */
  alsoRead?: string;
  denomination: string;
  firstName?: string;
  random: () => number;
}

export interface ComposedReply {
  interpretation: string;
  guidance: string;
  prayer: string;
  follow_up: string;
}

const GOD_WHO: Record<Doctrine, string> = {
  providence: "who orders all things in heaven and on earth with fatherly care",
  presence: "who in Your Son took on our flesh and dwells with us by Your Spirit",
  grace: "who justifies the ungodly and makes all things new",
  reconciliation: "who in Christ reconciled the world to Yourself",
  sanctification: "who began a good work in us and will bring it to completion",
  hope: "who raised Jesus from the dead and will wipe away every tear",
  sabbath: "who rested on the seventh day and offers rest to Your people",
};

// Traditions that speak of sacraments; others (Baptist, many free churches) speak of ordinances.
const SACRAMENTAL = new Set(["Catholic", "Orthodox", "Anglican/Episcopal", "Lutheran", "Methodist", "Presbyterian"]);

const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const withName = (name: string | undefined, s: string) => (name ? `${name}, ${lowerFirst(s)}` : s);

/**
 * Whole sentences from the start of a passage, up to about `max` characters (always at least
 * one). A first sentence that runs on past twice that ends at its first clause instead.
 */
export function wholeSentences(text: string, max = 220): string {
  const sentences = text.match(/[^.!?]+[.!?]+["'\u201d\u2019)]*\s*/g)?.map((x) => x.trim()) ?? [text.trim()];
  let out = sentences[0] ?? text.trim();
  if (out.length > max * 2) {
    const clause = /^(.{40,}?[;:])\s/.exec(out)?.[1];
    if (clause) out = `${clause.slice(0, -1)}.`;
  }
  for (const next of sentences.slice(1)) {
    if (out.length + next.length + 1 > max) break;
    out = `${out} ${next}`;
  }
  return balanceQuotes(out);
}

/** Drops the inner quotation marks a cut left unpaired (the WEB opens speeches with “). */
function balanceQuotes(text: string): string {
  const opens = (text.match(/\u201c/g) ?? []).length;
  const closes = (text.match(/\u201d/g) ?? []).length;
  if (opens === closes) return text;
  return text.replace(/[\u201c\u201d]/g, "");
}

/** Hurting, glad, or asking/choosing: the three ways the replies speak. */
type Mood = "hurting" | "glad" | "seeking";
function moodOf(situation: Situation): Mood {
  if (situation.need === "pain" || situation.need === "strain") return "hurting";
  return situation.need === "joy" ? "glad" : "seeking";
}

/** What the chosen passage does for this person, in one sentence. */
const REGISTER_LINE: Record<Register, string> = {
  comfort: "These words ask nothing of you today; they simply tell you that God is close to you in this.",
  lament: "Lament is not a lack of faith: scripture itself gives you words for your rawest questions, and God receives them.",
  assurance: "It is a promise to lean on rather than a demand to live up to, and it holds even on the days you cannot feel it.",
  wisdom: "It is wisdom to walk by one step at a time, and God promises to give wisdom generously to anyone who asks.",
  celebration: "Joy like this is worth savouring, and giving thanks is how it becomes worship.",
  teaching: "Read it slowly, in its chapter, and let it shape the next step you take.",
};

function openPassage(register: Register, ref: string, quote: string, random: () => number): string {
  const options: Record<Register, string[]> = {
    comfort: [`Listen to how ${ref} meets you here: "${quote}"`, `I want to hold ${ref} out to you today: "${quote}"`],
    lament: [
      `${ref} gives words to exactly this kind of pain: "${quote}"`,
      `You are not the first to pray like this. ${ref} says: "${quote}"`,
    ],
    assurance: [`Hold on to the promise of ${ref}: "${quote}"`, `${ref} speaks straight into this: "${quote}"`],
    wisdom: [`${ref} offers wisdom for exactly this: "${quote}"`, `Consider ${ref}: "${quote}"`],
    celebration: [`${ref} gives voice to a glad heart: "${quote}"`, `${ref} says it well: "${quote}"`],
    teaching: [`${ref} is a good place to begin: "${quote}"`, `Start with ${ref}: "${quote}"`],
  };
  return pick(options[register], random);
}

/** The passage in its context: a reviewed commentary sentence when there is one, else its book. */
function contextLine(m: ReplyMaterial): string {
  if (m.commentary) return attributedCommentary(m.commentary);
  return `${bookSetting(m.passage.verses[0]?.book ?? "")}. These words were first heard in that setting, and they still speak into yours.`;
}

function practicesOf(m: ReplyMaterial): string[] {
  return SITUATION_PRACTICES[m.situation.id] ?? m.topic.practices;
}

function prayerOf(m: ReplyMaterial): string {
  return m.situation.prayer ?? m.topic.prayer;
}

/** The prayer as a sentence that asks: "Please hold me ...", but "Thank You for ..." as it is (never "Please thank You"). */
function askingPrayer(m: ReplyMaterial): string {
  const prayer = prayerOf(m);
  return /^thank you\b/i.test(prayer) ? `T${prayer.slice(1)}` : `Please ${prayer}`;
}

function traditionPractice(m: ReplyMaterial): string | undefined {
  return traditionOf(m.denomination).practices[doctrineOf(m.topic.id)];
}

function pastoral(m: ReplyMaterial): ComposedReply {
  const ref = m.passage.reference;
  const quote = wholeSentences(m.passage.text);
  const tradition = traditionOf(m.denomination);
  const mood = moodOf(m.situation);
  const close = pick(
    {
      hurting: [
        "You are not carrying this alone; the Shepherd who spoke these words is walking with you right now.",
        "God is not waiting for you to be stronger before He comes close. He comes close now.",
      ],
      glad: ["God delights in your joy, and I am glad with you.", "Every good gift comes from Him, and this is one of them."],
      seeking: [
        "God is glad that you are asking, and He guides those who seek Him.",
        "You do not have to work this out alone; God is faithful to lead you.",
      ],
    }[mood],
    m.random,
  );
  const intro = pick(
    {
      hurting: ["Here are a few gentle steps for the days ahead.", "Let me offer a few ways to carry this with God this week."],
      glad: ["Here are a few ways to savour this with God.", "A few ways to give thanks in the days ahead."],
      seeking: ["Here is what I would encourage you to do.", "A few steps to take from here."],
    }[mood],
    m.random,
  );
  const [a, b, c] = practicesOf(m);
  const guidance = [
    intro,
    `First, ${lowerFirst(a)}`,
    `Then, ${lowerFirst(b)}`,
    `And ${lowerFirst(c)}`,
    traditionPractice(m),
    mood === "glad"
      ? `Share this with ${tradition.leader} and your church family too; they will want to rejoice with you.`
      : `Please don't carry this alone: ${tradition.leader} and your church family would count it a privilege to walk with you.`,
  ]
    .filter(Boolean)
    .join(" ");
  const opening = pick(
    [
      "Heavenly Father, thank You that You hear every word of this prayer.",
      "Loving Father, I come to You just as I am.",
      "Good Shepherd, thank You for seeking me out and carrying me close.",
    ],
    m.random,
  );
  const lead = {
    hurting: "I'd love to keep walking with you in this.",
    glad: "I'd love to hear more.",
    seeking: "I'm glad to keep thinking this through with you.",
  }[mood];
  return {
    interpretation: `${withName(m.firstName, m.situation.ack)} ${openPassage(m.register, ref, quote, m.random)} ${contextLine(m)} ${REGISTER_LINE[m.register]} ${close}`,
    guidance,
    prayer: `${opening} ${askingPrayer(m)}. Surround me with Your love and with people who will remind me of Your faithfulness. ${tradition.closing}`,
    follow_up: `${lead} ${m.situation.question}`,
  };
}

function direct(m: ReplyMaterial): ComposedReply {
  const ref = m.passage.reference;
  const tradition = traditionOf(m.denomination);
  const hurting = moodOf(m.situation) === "hurting";
  const point = pick(
    hurting
      ? ["Hold on to that today.", "Let that be the first thing you remember each morning this week."]
      : ["That is the truth to stand on today.", "Take it as a promise, not a suggestion."],
    m.random,
  );
  const steps = practicesOf(m).slice(0, 3);
  const extra = traditionPractice(m);
  if (extra) steps.push(extra);
  return {
    interpretation: `${m.situation.ack} ${ref} says: "${wholeSentences(m.passage.text, 160)}" ${REGISTER_LINE[m.register]} ${point}`,
    guidance: `Do this:\n${steps.map((s, i) => `${i + 1}. ${s}`).join("\n")}`,
    prayer: `Lord, ${prayerOf(m)}. ${hurting ? "Give me strength for today." : "Give me the courage to take the next step today."} ${tradition.closing}`,
    // A nudge to act ends a seeking or glad reply; someone hurting is asked the question alone
    // ("What would you want others to know about your child?" needs no "Start with step 1 today").
    follow_up: hurting
      ? m.situation.question
      : `${m.situation.question} ${pick(["Start with step 1 today.", "Pick one step and do it before tonight."], m.random)}`,
  };
}

// A glad reader's Theological invocation where the doctrine's own is of something else: joy is
// taught under Sabbath (rest, thanks and rejoicing), but "who rested on the seventh day" before
// "thank You for this joy" reads as a seam.
const GOD_WHO_IN_JOY: Partial<Record<Doctrine, string>> = { sabbath: "from whom comes every good and perfect gift" };

// The Theological prayer's last petition, by the member's mood: a grieving mother asked to "display
// Your glory" hears a duty; the hurting are commended to the Son who bore our griefs (Isaiah 53:4).
const THEOLOGICAL_TAIL: Record<ReturnType<typeof moodOf>, string> = {
  hurting: "Keep me close to Your Son, who has borne our griefs and carried our sorrows.",
  glad: "Conform me to the image of Your Son, that my life may display Your glory.",
  seeking: "Conform me to the image of Your Son, that my life may display Your glory.",
};

function theological(m: ReplyMaterial): ComposedReply {
  const ref = m.passage.reference;
  const doctrine = doctrineFor(m.topic.id, moodOf(m.situation) === "hurting");
  const tradition = traditionOf(m.denomination);
  const [a, b] = practicesOf(m);
  const guidance = [
    "Let doctrine become practice.",
    a,
    b,
    traditionPractice(m),
    `These are not techniques for self-improvement but ordinary ways of receiving grace, what the church has long called the means of grace: ${SACRAMENTAL.has(m.denomination) ? "the Word, prayer, the sacraments and the fellowship of believers" : "the Word, prayer, the ordinances and the fellowship of believers"}.`,
  ]
    .filter(Boolean)
    .join(" ");
  const further = m.alsoRead
    ? ` For further study, read ${m.alsoRead} alongside ${ref} and consider how the two passages interpret each other.`
    : "";
  const comment = m.commentary ? ` ${attributedCommentary(m.commentary)}` : "";
  return {
    interpretation: `${bookSetting(m.passage.verses[0]?.book ?? "")}. In ${ref} we read: "${wholeSentences(m.passage.text)}"${comment} ${REGISTER_LINE[m.register]} ${DOCTRINE_NOTES[doctrine]}`,
    guidance,
    prayer: `Almighty God, ${(moodOf(m.situation) === "glad" && GOD_WHO_IN_JOY[doctrine]) || GOD_WHO[doctrine]}: ${prayerOf(m)}. ${THEOLOGICAL_TAIL[moodOf(m.situation)]} ${tradition.closing}`,
    follow_up: `${m.situation.question}${further}`,
  };
}

function gentle(m: ReplyMaterial): ComposedReply {
  const tradition = traditionOf(m.denomination);
  const mood = moodOf(m.situation);
  const hello = pick(["Thank you for trusting me with this.", "I'm so glad you shared this.", "Take a slow breath with me."], m.random);
  const feeling = { hurting: "It's okay to feel this way.", glad: "What a gift this is.", seeking: "There's no rush with this." }[mood];
  return {
    interpretation: `${withName(m.firstName, hello)} ${m.situation.ack} ${feeling} Let these words rest over you for a moment: "${wholeSentences(m.passage.text, 160)}" (${m.passage.reference}). ${REGISTER_LINE[m.register]}`,
    guidance: `There's no pressure to fix everything today. If you feel able, just one small step: ${lowerFirst(practicesOf(m)[0])} And if today is only about getting through, that is enough. God is patient with you.`,
    prayer: `Dear Lord, You see me just as I am, and You are gentle with me. ${askingPrayer(m)}. Let me rest in Your love today. ${tradition.closing}`,
    follow_up: `Whenever you're ready, and only if you'd like to share: ${lowerFirst(m.situation.question)}`,
  };
}

export function composeReply(voice: Voice, material: ReplyMaterial): ComposedReply {
  switch (voice) {
    case "Direct":
      return direct(material);
    case "Theological":
      return theological(material);
    case "Gentle":
      return gentle(material);
    default:
      return pastoral(material);
  }
}

export { sentenceCase, lowerFirst };
