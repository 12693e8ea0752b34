// The embedded 7-day group study plan on a theme the group owner writes.
import { DEFAULT_GROUP_GOAL, type StudyDay, type StudyPlan } from "@core/guide";
import type { Passage } from "../../scripture/index.js";
import { detectTopics, getTopic, GENERAL_TOPIC, type TopicEntry } from "../../scripture/topics.js";
import { bookSetting, DOCTRINE_NOTES, doctrineFor } from "../material/doctrine.js";
import { firstLine, verseLabel } from "../scripture-quote.js";
import { hashString, seededRandom } from "../seed.js";
import { chooseWeekPassages } from "./plan.js";
import { isHurting } from "./register-rules.js";
import { STUDY_THEMES, type StudyTheme } from "../material/study-themes.js";
import { soreTopicsOf, soundsDistressed } from "./situation-match.js";
import { situationTheme } from "./situation-theme.js";
import { namesAHurt, studySituation } from "./study-theme.js";
import { lowerFirst, sentenceCase } from "./voices.js";

interface StudyArc {
  title: string;
  /** `hurting`: the theme is a hurt's (a group of spouses cheated on), not a teaching. */
  angle: (t: TopicEntry, p: Passage, hurting: boolean) => string;
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
    angle: (t, _p, hurting) => DOCTRINE_NOTES[doctrineFor(t.id, hurting)],
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

export function embeddedStudyPlan(theme: string, bibleVersion = "WEB"): StudyPlan {
  // The group's theme names a situation (its passages, ordered to build from naming the need to
  // hope) or at least a topic. A teaching keeps the order its days build in; a situation of the bank
  // draws on its own passages, those the bank gives most widely first (a member's week also
  // draws on its kin's: week-candidates.ts).
  const situation = studySituation(theme);
  const detected = detectTopics(theme);
  const topic = situation
    ? situationTheme(situation, STUDY_THEMES.includes(situation as StudyTheme), "consensus")
    : (detected[0] && getTopic(detected[0].id)) || GENERAL_TOPIC;
  const random = seededRandom(hashString(`study|${theme.trim().toLowerCase()}`));
  // A theme in words of distress ("burnout and rest for church volunteers") never gets duty or
  // rebuke, nor does one naming a hurt beside the teaching it is read as ("Hope for the grieving").
  const distressed = soundsDistressed(theme) || namesAHurt(theme);
  // A theme that names a betrayal or loneliness keeps off that hurt's sore spots, as a member's week does.
  const passages = chooseWeekPassages(topic, bibleVersion, random, 7, situation !== undefined, distressed, soreTopicsOf(theme));
  const hurting = situation !== undefined && isHurting(situation);
  const days: StudyDay[] = STUDY_ARC.map((arc, i) => {
    const passage = passages[i];
    return {
      title: `Day ${i + 1}: ${arc.title}`,
      scripture: { reference: verseLabel(passage), text: passage.text },
      devotional: `"${firstLine(passage.text)}" (${passage.reference})\n\n${arc.angle(topic, passage, hurting)}\n\nAs you read ${passage.reference} together, read it twice, slowly, with a pause between the readings. Let each person name one word or phrase that stood out before anyone explains it; the passage often speaks most clearly when we listen before we discuss.`,
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
