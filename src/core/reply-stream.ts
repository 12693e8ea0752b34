// The streamed reply (POST /api/conversation/messages/stream): its event names and how a screen
// builds the partial reply from them. The server writes these events; the web reads them.
import type { AssistantResponse, ScriptureQuote } from "./guide.js";

/**
 * `part` ({part, delta}): more text of one part, as the guide writes it. `scripture` ({verse,
 * text}): the grounded quote. `done`: the exchange as stored, the same body the JSON route
 * answers. `error` ({error: {code, message}}): nothing was stored.
 */
export const REPLY_STREAM_EVENTS = ["part", "scripture", "done", "error"] as const;
export type ReplyStreamEvent = (typeof REPLY_STREAM_EVENTS)[number];

export const STREAMED_PARTS = ["care", "interpretation", "guidance", "prayer", "follow_up"] as const;
export type StreamedPartName = (typeof STREAMED_PARTS)[number];

/** The reply so far: only what has arrived. */
export type PartialReply = AssistantResponse;

const isStreamedPart = (value: unknown): value is StreamedPartName => (STREAMED_PARTS as readonly unknown[]).includes(value);

/** The partial reply after one `part` or `scripture` event; anything malformed leaves it as it was. */
export function applyReplyEvent(reply: PartialReply, event: string, data: unknown): PartialReply {
  if (event === "part") {
    const { part, delta } = (data ?? {}) as { part?: unknown; delta?: unknown };
    if (!isStreamedPart(part) || typeof delta !== "string") return reply;
    return { ...reply, [part]: `${reply[part] ?? ""}${delta}` };
  }
  if (event === "scripture") {
    const { verse, text } = (data ?? {}) as Partial<ScriptureQuote>;
    if (typeof verse !== "string" || typeof text !== "string") return reply;
    return { ...reply, scripture: { verse, text } };
  }
  return reply;
}

/** True once the reply has text a person can read (the pending dots give way to it). */
export function hasVisibleText(reply: PartialReply): boolean {
  return STREAMED_PARTS.some((part) => Boolean(reply[part]?.trim())) || Boolean(reply.scripture);
}
