// GET /api/events: one Server-Sent Events stream per browser tab for the signed-in member. A tab
// that reconnects sends Last-Event-ID (the browser does this itself) and first receives, from the
// database, every message of its groups after that id, in order, then the live events; a message
// both replayed and delivered live is sent once.
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { requireUser, type AuthedEnv } from "../http/session.js";
import { latestMessageSeq, messagesAfter, REPLAY_LIMIT } from "../groups/queries.js";
import type { RouteDeps } from "../app.js";
import { realtimeHub, type StreamEvent } from "./hub.js";

const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream drops (EventSource's `retry`). */
const RECONNECT_MS = 1000;

function parseEventId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

export function eventRoutes(deps: Pick<RouteDeps, "db" | "auth" | "logger">) {
  const logger = deps.logger ?? console;
  return new Hono<AuthedEnv>().get("/", requireUser(deps.auth), async (c) => {
    const userId = c.get("user").id;
    const hub = realtimeHub(deps.db, logger);
    const resumeAfter = parseEventId(c.req.header("last-event-id") ?? c.req.query("last_event_id"));
    c.header("cache-control", "no-store");
    c.header("x-accel-buffering", "no");

    return streamSSE(c, async (stream) => {
      let closed = false;
      let replaying = true;
      const held: StreamEvent[] = [];
      const replayed = new Set<string>();
      let writes: Promise<void> = Promise.resolve();

      const send = (event: StreamEvent) => {
        if (event.event === "message" && event.id && replayed.has(event.id)) return;
        writes = writes
          .then(() => (closed ? undefined : stream.writeSSE({ event: event.event, id: event.id, data: event.data })))
          .catch(() => {
            closed = true;
          });
      };

      const unsubscribe = await hub.subscribe({ userId, deliver: (event) => (replaying ? held.push(event) : send(event)) });
      stream.onAbort(() => {
        closed = true;
        unsubscribe();
      });

      if (resumeAfter === null) {
        // A fresh tab reads history over HTTP; this id lets its first reconnect resume from here.
        const latest = await latestMessageSeq(deps.db);
        await stream.writeSSE({ event: "ready", id: String(latest), retry: RECONNECT_MS, data: JSON.stringify({ resumed: false }) });
      } else {
        await stream.writeSSE({ event: "ready", retry: RECONNECT_MS, data: JSON.stringify({ resumed: true }) });
        const missed = await messagesAfter(deps.db, userId, resumeAfter);
        for (const message of missed) {
          replayed.add(String(message.seq));
          await stream.writeSSE({ event: "message", id: String(message.seq), data: JSON.stringify(message) });
        }
        // More were missed than one replay carries: the tab re-reads everything instead.
        if (missed.length === REPLAY_LIMIT) await stream.writeSSE({ event: "resync", data: "{}" });
      }
      replaying = false;
      for (const event of held.splice(0)) send(event);

      while (!closed) {
        await stream.sleep(HEARTBEAT_MS);
        if (!closed) await stream.write(": keep-alive\n\n").catch(() => (closed = true));
      }
      unsubscribe();
    });
  });
}
