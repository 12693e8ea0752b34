// The guidance conversation's shared rules and words (spec sections 2, 4, 5, 8 and 9); the screen
// shows these messages and limits. The request shape the server validates is in
// conversation-schemas.ts, so the screens that show these words (and the crisis help) load no Zod.
import type { AssistantResponse } from "./guide.js";

/** Spec section 9: the history loads 10 rows; the guide gets the last 5 non-system messages. */
export const CONVERSATION_HISTORY_LIMIT = 10;
export const CONVERSATION_CONTEXT_LIMIT = 5;

/** Longest message a member may send; the box shows a counter from COUNTER_FROM characters on. */
export const MESSAGE_MAX_LENGTH = 4_000;
export const MESSAGE_COUNTER_FROM = 3_500;

/** Per-member sending limit: enough for a real conversation, not for a script. */
export const MESSAGE_RATE_LIMIT = { max: 20, windowMs: 60_000 } as const;

/** The spec's words, exactly. */
export const CONVERSATION_MESSAGES = {
  title: "Spiritual Guidance",
  placeholder: "Share what's on your heart...",
  historyFailed: "Failed to load conversation history",
  profileFailed: "Failed to load your profile",
  sendFailed: "Failed to process your message. Please try again.",
  contentUnavailable: "Message content unavailable",
  blank: "Please write a message before sending.",
  tooLong: `Your message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  rateLimited: `You're sending messages very quickly. Please wait a minute, then try again (at most ${MESSAGE_RATE_LIMIT.max} messages a minute).`,
  threadNotFound: "That conversation thread was not found.",
  genericWelcome:
    "Welcome to Wellspring. I'm the assistant, your spiritual companion: share whatever is on your heart, and I'll answer with scripture, gentle guidance and a prayer for you.",
} as const;

/** The system welcome: by first name when known (spec section 2), else the generic one. */
export function welcomeMessage(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hi ${name}, welcome back. How can the assistant support you today?` : CONVERSATION_MESSAGES.genericWelcome;
}

/** How many characters are left, shown once the text nears the limit; null before that. */
export function remainingCharacters(text: string): number | null {
  return text.length >= MESSAGE_COUNTER_FROM ? MESSAGE_MAX_LENGTH - text.length : null;
}

/** The parts of a reply in the order the screen shows them, with their labels. */
export const REPLY_PART_LABELS = {
  care: "Help is available",
  scripture: "Scripture",
  interpretation: "Interpretation",
  guidance: "Guidance",
  prayer: "Prayer",
  follow_up: "Follow-up",
} as const;

/** Text for a journal entry saved from a whole reply: its labelled parts, care first left out. */
export function replyJournalText(response: AssistantResponse): string {
  const parts: string[] = [];
  if (response.scripture) parts.push(`${response.scripture.verse}\n${response.scripture.text}`);
  if (response.interpretation) parts.push(response.interpretation);
  if (response.guidance) parts.push(response.guidance);
  if (response.prayer) parts.push(`Prayer: ${response.prayer}`);
  if (response.follow_up) parts.push(response.follow_up);
  return parts.join("\n\n");
}

/** One message of the context the guide receives: object content as JSON text (spec section 7). */
export function contextContent(content: unknown): string {
  return typeof content === "string" ? content : JSON.stringify(content);
}

/** The help a crisis reply leads with, as links a person can act on at once. */
export const CRISIS_HELP = {
  heading: "You don't have to face this alone",
  call988: { label: "Call 988", href: "tel:988" },
  // Shown first when the care text is the helper's emergency line (someone else in danger now).
  callEmergency: { label: "Call 911", href: "tel:911" },
  emergencyOpening: "This is an emergency:",
  text988: { label: "Text 988", href: "sms:988" },
  helplines: { label: "Find a helpline at findahelpline.com", href: "https://findahelpline.com" },
  emergency: "If you are in immediate danger, call your local emergency number (911 in the US) now.",
  trustedPerson: "Reach out today to someone you trust, a friend, a family member or your pastor.",
} as const;

export type AssistantContent = { kind: "reply"; reply: AssistantResponse } | { kind: "text"; text: string } | { kind: "unavailable" };

const textOf = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

/**
 * How an assistant message's stored content is shown (spec section 2): an object as its parts,
 * text as text, anything else as 'Message content unavailable'. Parts of the wrong type are dropped.
 */
export function readAssistantContent(content: unknown): AssistantContent {
  if (typeof content === "string") return { kind: "text", text: content };
  if (!content || typeof content !== "object" || Array.isArray(content)) return { kind: "unavailable" };
  const raw = content as Record<string, unknown>;
  const scripture = raw.scripture as { verse?: unknown; text?: unknown } | null | undefined;
  const verse = textOf(scripture?.verse);
  const verseText = textOf(scripture?.text);
  const reply: AssistantResponse = {
    care: textOf(raw.care),
    scripture: verse && verseText ? { verse, text: verseText } : undefined,
    interpretation: textOf(raw.interpretation),
    guidance: textOf(raw.guidance),
    prayer: textOf(raw.prayer),
    follow_up: textOf(raw.follow_up),
  };
  const parts = Object.fromEntries(Object.entries(reply).filter(([, value]) => value !== undefined)) as AssistantResponse;
  return Object.keys(parts).length > 0 ? { kind: "reply", reply: parts } : { kind: "unavailable" };
}
