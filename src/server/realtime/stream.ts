// GET /api/events: one Server-Sent Events stream per browser tab for the signed-in member. A tab
// that reconnects sends Last-Event-ID (the browser does this itself) and first receives, from the
// database, every message of its groups after that id, in order, then the live events; a message
// both replayed and delivered live is sent once.
import type { ServerResponse } from "node:http";
import { Hono } from "hono";
import { stream as honoStream } from "hono/streaming";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { requireUser, type AuthedEnv } from "../http/session.js";
import type { MaybeNodeBindings } from "../http/client-ip.js";
import { latestMessageSeq, messagesAfter, REPLAY_LIMIT } from "../groups/queries.js";
import type { Database } from "../db/client.js";
import type { RouteDeps } from "../app.js";
import { realtimeHub, type StreamEvent } from "./hub.js";
import { formatEvent } from "./sse.js";

const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream drops (EventSource's `retry`). */
const RECONNECT_MS = 1000;

const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "x-accel-buffering": "no",
};

/**
 * Tells @hono/node-server the response went out already. A fresh object each time, since later
 * middleware may add headers to it; built with the library constant's own (platform) Response
 * class, because the server's lightweight global Response would be written out again.
 */
const PlatformResponse = RESPONSE_ALREADY_SENT.constructor as typeof Response;
function alreadySent(): Response {
  return new PlatformResponse(null, { headers: RESPONSE_ALREADY_SENT.headers });
}

function parseEventId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** Where a stream's text goes: the Node response directly, or (elsewhere, e.g. tests) a web stream. */
interface Sink {
  write(chunk: string | Uint8Array): void;
  readonly closed: boolean;
  onClose(listener: () => void): void;
}

type Logger = { error(message: string, error?: unknown): void };

async function runStream(sink: Sink, db: Database, logger: Logger, userId: string, resumeAfter: number | null): Promise<void> {
  const hub = realtimeHub(db, logger);
  let replaying = true;
  const held: StreamEvent[] = [];
  const replayed = new Set<string>();
  const send = (event: StreamEvent) => {
    if (sink.closed || (replayed.size > 0 && event.id && replayed.has(event.id))) return;
    sink.write(event.bytes);
  };

  const unsubscribe = await hub.subscribe({ userId, deliver: (event) => (replaying ? held.push(event) : send(event)) });
  const heartbeat = setInterval(() => !sink.closed && sink.write(": keep-alive\n\n"), HEARTBEAT_MS);
  heartbeat.unref();
  sink.onClose(() => {
    clearInterval(heartbeat);
    unsubscribe();
  });
  if (sink.closed) {
    clearInterval(heartbeat);
    unsubscribe();
    return;
  }

  if (resumeAfter === null) {
    // A fresh tab reads history over HTTP; this id lets its first reconnect resume from here.
    const latest = await latestMessageSeq(db);
    sink.write(formatEvent({ event: "ready", id: String(latest), retry: RECONNECT_MS, data: JSON.stringify({ resumed: false }) }));
  } else {
    sink.write(formatEvent({ event: "ready", retry: RECONNECT_MS, data: JSON.stringify({ resumed: true }) }));
    const missed = await messagesAfter(db, userId, resumeAfter);
    for (const message of missed) {
      replayed.add(String(message.seq));
      sink.write(formatEvent({ event: "message", id: String(message.seq), data: JSON.stringify(message) }));
    }
    // More were missed than one replay carries: the tab re-reads everything instead.
    if (missed.length === REPLAY_LIMIT) sink.write(formatEvent({ event: "resync", data: "{}" }));
  }
  replaying = false;
  for (const event of held.splice(0)) send(event);
}

export function eventRoutes(deps: Pick<RouteDeps, "db" | "auth" | "logger">) {
  const logger = deps.logger ?? console;
  return new Hono<AuthedEnv & MaybeNodeBindings>().get("/", requireUser(deps.auth), async (c) => {
    const userId = c.get("user").id;
    const resumeAfter = parseEventId(c.req.header("last-event-id") ?? c.req.query("last_event_id"));
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;

    if (outgoing) {
      // On Node, events go straight to the socket: a thousand open streams cost little this way,
      // where web streams would copy every event through several layers. The body is not chunked
      // but ends when the connection closes (Node then sends "Connection: close"), as a stream
      // only ever does: each event is then one write of the bytes encoded once for all streams,
      // instead of four (size, CRLF, bytes, CRLF). Node corks the socket until the next tick, so
      // the events of one tick leave in one write.
      outgoing.useChunkedEncodingByDefault = false;
      outgoing.writeHead(200, SSE_HEADERS);
      outgoing.flushHeaders();
      const listeners: (() => void)[] = [];
      const sink: Sink = {
        closed: false,
        write: (chunk) => void outgoing.write(chunk),
        onClose: (listener) => listeners.push(listener),
      };
      outgoing.on("close", () => {
        (sink as { closed: boolean }).closed = true;
        for (const listener of listeners.splice(0)) listener();
      });
      runStream(sink, deps.db, logger, userId, resumeAfter).catch((error) => {
        logger.error("[realtime] a stream failed", error);
        outgoing.end();
      });
      return alreadySent();
    }

    for (const [name, value] of Object.entries(SSE_HEADERS)) c.header(name, value);
    return honoStream(c, async (stream) => {
      let writes: Promise<unknown> = Promise.resolve();
      const listeners: (() => void)[] = [];
      const sink: Sink = {
        closed: false,
        write: (chunk) => {
          writes = writes.then(() => stream.write(chunk)).catch(() => undefined);
        },
        onClose: (listener) => listeners.push(listener),
      };
      const done = new Promise<void>((resolve) =>
        stream.onAbort(() => {
          (sink as { closed: boolean }).closed = true;
          for (const listener of listeners.splice(0)) listener();
          resolve();
        }),
      );
      await runStream(sink, deps.db, logger, userId, resumeAfter);
      await done;
    });
  });
}
