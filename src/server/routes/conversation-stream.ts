// POST /api/conversation/messages/stream: the same send as POST /api/conversation/messages (same
// validation, rate limit, thread rule and refusals, answered as JSON before anything streams),
// answered as Server-Sent Events while the guide writes: `part` ({part, delta}) for text as it
// is generated, `scripture` ({verse, text}) once grounded in the bundled Bible, then `done` with
// exactly the body the JSON route answers (the row is stored once, after the reply is complete),
// or `error` ({error: {code, message}}) when storing fails. With the embedded guide the reply is
// whole at once, so the stream is a single `done`.
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { CONVERSATION_MESSAGES } from "@core/conversation";
import { SendMessage } from "@core/conversation-schemas";
import type { ReplyStreamEvent } from "@core/reply-stream";
import type { ReplyEvent } from "../../guide/index.js";
import { jsonBody } from "../http/json-body.js";
import type { RouteDeps } from "../app.js";
import { conversationSender, refusal, type SendingEnv } from "./conversation.js";

function eventOf(event: ReplyEvent): { event: ReplyStreamEvent; data: unknown } {
  return event.type === "text"
    ? { event: "part", data: { part: event.part, delta: event.delta } }
    : { event: "scripture", data: event.scripture };
}

export function conversationStreamRoutes(deps: Pick<RouteDeps, "db" | "auth" | "guide" | "logger">) {
  const { guide } = deps;
  const sender = conversationSender(deps.db, deps.auth);
  const logger = deps.logger ?? console;
  return new Hono<SendingEnv>().post("/messages/stream", sender.signedIn, jsonBody(SendMessage), async (c) => {
    const userId = c.get("user").id;
    const input = c.req.valid("json");
    const checked = await sender.check(c, input.thread_id ?? null);
    if (checked.refused) return refusal(c, checked.refused);

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
        const reply = await guide.respondStreaming(input.message, checked.context, checked.profile, (event) => {
          const { event: name, data } = eventOf(event);
          void send(name, data);
        });
        await send("done", await sender.store(userId, input.message, checked.threadId, reply));
      } catch (error) {
        logger.error("[conversation] a streamed reply failed", error);
        await send("error", { error: { code: "internal_error", message: CONVERSATION_MESSAGES.sendFailed } });
      }
    });
  });
}
