// POST /api/conversation/messages/stream: the same send as POST /api/conversation/messages (same
// validation, rate limit, thread rule and refusals, answered as JSON before anything streams),
// answered as Server-Sent Events while the guide writes: `part` ({part, delta}) for text as it
// is generated, `scripture` ({verse, text}) once grounded in the bundled Bible, then `done` with
// exactly the body the JSON route answers (the row is stored once, after the reply is complete),
// or `error` ({error: {code, message}}) when storing fails. With the embedded guide the reply is
// whole at once, so the stream is a single `done`.
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { CONVERSATION_CONTEXT_LIMIT, CONVERSATION_MESSAGES, MESSAGE_RATE_LIMIT, SendMessage } from "@core/conversation";
import type { ReplyStreamEvent } from "@core/reply-stream";
import type { ReplyEvent } from "../../guide/index.js";
import { conversations } from "../db/schema.js";
import { apiError } from "../http/errors.js";
import { jsonBody } from "../http/json-body.js";
import { requireUser, type AuthedEnv } from "../http/session.js";
import type { RouteDeps } from "../app.js";
import { loadOrCreateProfile } from "../profile/load.js";
import { contextFrom, guideProfileOf, latestRows, sendingState, toMessages } from "./conversation.js";

function eventOf(event: ReplyEvent): { event: ReplyStreamEvent; data: unknown } {
  return event.type === "text"
    ? { event: "part", data: { part: event.part, delta: event.delta } }
    : { event: "scripture", data: event.scripture };
}

export function conversationStreamRoutes(deps: Pick<RouteDeps, "db" | "auth" | "guide" | "logger">) {
  const { db, guide } = deps;
  const logger = deps.logger ?? console;
  return new Hono<AuthedEnv>().post("/messages/stream", requireUser(deps.auth), jsonBody(SendMessage), async (c) => {
    const userId = c.get("user").id;
    const input = c.req.valid("json");
    const [state, recent, profileRow] = await Promise.all([
      sendingState(db, userId, input.thread_id ?? null),
      latestRows(db, userId, Math.ceil(CONVERSATION_CONTEXT_LIMIT / 2)),
      loadOrCreateProfile(db, userId),
    ]);
    if (state.sent >= MESSAGE_RATE_LIMIT.max) {
      c.header("retry-after", String(MESSAGE_RATE_LIMIT.windowMs / 1000));
      return apiError(c, 429, "too_many_attempts", CONVERSATION_MESSAGES.rateLimited);
    }
    if (input.thread_id && !state.ownsThread) {
      return apiError(c, 404, "not_found", CONVERSATION_MESSAGES.threadNotFound);
    }
    const threadId = input.thread_id ?? crypto.randomUUID();

    // Proxies such as nginx would otherwise hold the events back until the reply is complete.
    c.header("x-accel-buffering", "no");
    return streamSSE(c, async (stream) => {
      // One write at a time, in order; a reader that went away makes writes no-ops, and the
      // reply is still completed and stored, so it is there on the next load.
      let writes: Promise<unknown> = Promise.resolve();
      const send = (event: ReplyStreamEvent, data: unknown) => {
        writes = writes.then(() => stream.writeSSE({ event, data: JSON.stringify(data) })).catch(() => undefined);
        return writes;
      };
      try {
        const reply = await guide.respondStreaming(
          input.message,
          { messages: contextFrom(recent) },
          guideProfileOf(profileRow),
          (event) => {
            const { event: name, data } = eventOf(event);
            void send(name, data);
          },
        );
        const [row] = await db
          .insert(conversations)
          .values({ userId, message: input.message, response: reply.response, threadId, provider: reply.provider })
          .returning();
        const [userMessage, assistantMessage] = toMessages(row);
        await send("done", { user_message: userMessage, message: { ...assistantMessage, crisis: reply.crisis }, thread_id: threadId });
      } catch (error) {
        logger.error("[conversation] a streamed reply failed", error);
        await send("error", { error: { code: "internal_error", message: CONVERSATION_MESSAGES.sendFailed } });
      }
    });
  });
}
