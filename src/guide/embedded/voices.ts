// The four guidance styles. Each voice composes the same building blocks (the topic's
// material, the chosen passage, the member's tradition) into visibly different replies:
// Pastoral is warm and shepherding, Direct is brief and actionable, Theological sets the passage
// in its book and doctrine, Gentle is slow, soft and asks little.
import type { Passage } from "../../scripture/index.js";
import type { TopicEntry } from "../../scripture/topics.js";
import { bookSetting, DOCTRINE_NOTES, doctrineOf, type Doctrine } from "../material/doctrine.js";
import { traditionOf } from "../material/denominations.js";
import { firstLine } from "../scripture-quote.js";
import { pick } from "../seed.js";

export type Voice = "Pastoral" | "Direct" | "Theological" | "Gentle";

export function voiceOf(style: string | null | undefined): Voice {
  return style === "Direct" || style === "Theological" || style === "Gentle" ? style : "Pastoral";
}

export interface ReplyMaterial {
  topic: TopicEntry;
  secondary?: TopicEntry;
  passage: Passage;
  /** Another passage on the topic for further reading. */
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
const firstSentence = (s: string) => /^(.+?[.!?])(?:\s|$)/.exec(s)?.[1] ?? s;
const withName = (name: string | undefined, s: string) => (name ? `${name}, ${lowerFirst(s)}` : s);

function traditionPractice(m: ReplyMaterial): string | undefined {
  return traditionOf(m.denomination).practices[doctrineOf(m.topic.id)];
}

function secondaryLine(m: ReplyMaterial): string | undefined {
  if (!m.secondary) return undefined;
  return `Since you mentioned ${m.secondary.label} as well: ${lowerFirst(m.secondary.practices[0])}`;
}

function pastoral(m: ReplyMaterial): ComposedReply {
  const ref = m.passage.reference;
  const line = firstLine(m.passage.text);
  const tradition = traditionOf(m.denomination);
  const open = pick(
    [
      `In ${ref}, God speaks tenderly into exactly this place: "${line}"`,
      `I want to hold ${ref} out to you today: "${line}"`,
      `Listen to how ${ref} meets you here: "${line}"`,
    ],
    m.random,
  );
  const close = pick(
    [
      "You are not carrying this alone; the Shepherd who spoke these words is walking with you right now.",
      "Let these words be more than information; let them be God's own voice to you today.",
      "God is not waiting for you to be stronger before He comes close. He comes close now.",
    ],
    m.random,
  );
  const intro = pick(
    [
      "Here are a few gentle steps for the days ahead.",
      "As you walk through this, here is what I would encourage you to do.",
      "Let me offer a few ways to carry this with God this week.",
    ],
    m.random,
  );
  const [a, b, c] = m.topic.practices;
  const guidance = [
    intro,
    `First, ${lowerFirst(a)}`,
    `Then, ${lowerFirst(b)}`,
    `And ${lowerFirst(c)}`,
    secondaryLine(m),
    traditionPractice(m),
    `Please don't carry this alone: ${tradition.leader} and your church family would count it a privilege to walk with you.`,
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
  return {
    interpretation: `${withName(m.firstName, m.topic.ack)} ${open} ${m.topic.insight} ${close}`,
    guidance,
    prayer: `${opening} Please ${m.topic.prayer}. Surround me with Your love and with people who will remind me of Your faithfulness. ${tradition.closing}`,
    follow_up: `${pick(["I'd love to keep walking with you in this.", "I'm here whenever you want to talk more."], m.random)} ${m.topic.questions[0]}`,
  };
}

function direct(m: ReplyMaterial): ComposedReply {
  const ref = m.passage.reference;
  const tradition = traditionOf(m.denomination);
  const point = pick(
    ["That is the truth to stand on today.", "Start there, not with how you feel.", "Take it as a promise, not a suggestion."],
    m.random,
  );
  const steps = m.topic.practices.slice(0, 3);
  const extra = m.secondary?.practices[0] ?? traditionPractice(m);
  if (extra) steps.push(extra);
  return {
    interpretation: `${ref} is clear: "${firstLine(m.passage.text)}" ${firstSentence(m.topic.insight)} ${point}`,
    guidance: `Do this:\n${steps.map((s, i) => `${i + 1}. ${s}`).join("\n")}`,
    prayer: `Lord, ${m.topic.prayer}. Give me the courage to take the next step today. ${tradition.closing}`,
    follow_up: `${m.topic.questions[0]} ${pick(["Start with step 1 today.", "Pick one step and do it before tonight."], m.random)}`,
  };
}

function theological(m: ReplyMaterial): ComposedReply {
  const ref = m.passage.reference;
  const doctrine = doctrineOf(m.topic.id);
  const tradition = traditionOf(m.denomination);
  const [a, b] = m.topic.practices;
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
  return {
    interpretation: `${bookSetting(m.passage.verses[0]?.book ?? "")}. In ${ref} we read: "${firstLine(m.passage.text)}" ${m.topic.insight} ${DOCTRINE_NOTES[doctrine]}`,
    guidance,
    prayer: `Almighty God, ${GOD_WHO[doctrine]}: ${m.topic.prayer}. Conform me to the image of Your Son, that my life may display Your glory. ${tradition.closing}`,
    follow_up: `${m.topic.questions[1] ?? m.topic.questions[0]}${further}`,
  };
}

function gentle(m: ReplyMaterial): ComposedReply {
  const tradition = traditionOf(m.denomination);
  const hello = pick(["Thank you for trusting me with this.", "I'm so glad you shared this.", "Take a slow breath with me."], m.random);
  return {
    interpretation: `${withName(m.firstName, hello)} ${m.topic.ack} It's okay to feel this way. Let these words rest over you for a moment: "${firstLine(m.passage.text)}" (${m.passage.reference}). ${firstSentence(m.topic.insight)}`,
    guidance: `There's no pressure to fix everything today. If you feel able, just one small step: ${lowerFirst(m.topic.practices[0])} And if today is only about getting through, that is enough. God is patient with you.`,
    prayer: `Dear Lord, You see me just as I am, and You are gentle with me. Please ${m.topic.prayer}. Let me rest in Your love today. ${tradition.closing}`,
    follow_up: `Whenever you're ready, and only if you'd like to share: ${lowerFirst(m.topic.questions[0])}`,
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

export { sentenceCase, lowerFirst, firstSentence };
