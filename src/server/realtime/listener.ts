// LISTEN on the database's bus. PostgreSQL: one dedicated connection per server instance (a pooled
// connection would drop its LISTEN when returned), reconnected with backoff. PGlite: its own
// in-process listen() — the same NOTIFY path, no second engine.
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "../db/client.js";
import { REALTIME_CHANNEL } from "./events.js";

export interface BusListener {
  /** Called with each payload; `onResync` when notifications may have been lost (a reconnect). */
  start(onPayload: (payload: string) => void, onResync: () => void): Promise<void>;
  stop(): Promise<void>;
}

type Logger = { error(message: string, error?: unknown): void };

export function createBusListener(db: Database, logger: Logger): BusListener {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pgliteListener(client);
  if (client instanceof pg.Pool) return postgresListener(client, logger);
  throw new Error("Realtime needs a PGlite or node-postgres database");
}

function pgliteListener(client: PGlite): BusListener {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start(onPayload) {
      unlisten = await client.listen(REALTIME_CHANNEL, onPayload);
    },
    async stop() {
      const stopNow = unlisten;
      unlisten = null;
      if (stopNow && !client.closed) await stopNow().catch(() => {});
    },
  };
}

function postgresListener(pool: pg.Pool, logger: Logger): BusListener {
  let connection: pg.Client | null = null;
  let stopped = true;
  let retryTimer: NodeJS.Timeout | null = null;
  let attempt = 0;

  async function connect(onPayload: (payload: string) => void, onResync: () => void, isReconnect: boolean): Promise<void> {
    const next = new pg.Client(pool.options);
    next.on("notification", (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload) onPayload(message.payload);
    });
    next.on("error", (error) => {
      if (!stopped && !(pool as pg.Pool & { ending?: boolean }).ending)
        logger.error("[realtime] the LISTEN connection failed; reconnecting", error);
      scheduleReconnect(next, onPayload, onResync);
    });
    next.on("end", () => scheduleReconnect(next, onPayload, onResync));
    await next.connect();
    await next.query(`LISTEN ${REALTIME_CHANNEL}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    connection = next;
    attempt = 0;
    // Whatever was notified while no connection listened is gone: streams re-read from the database.
    if (isReconnect) onResync();
  }

  function scheduleReconnect(failed: pg.Client, onPayload: (payload: string) => void, onResync: () => void) {
    // The pool was closed (the server is stopping): stop listening too.
    if ((pool as pg.Pool & { ending?: boolean }).ending) stopped = true;
    if (stopped || connection !== failed || retryTimer) return;
    connection = null;
    failed.removeAllListeners("end");
    void failed.end().catch(() => {});
    const delay = Math.min(5000, 100 * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect(onPayload, onResync, true).catch((error) => {
        logger.error("[realtime] reconnecting LISTEN failed", error);
        const placeholder = new pg.Client(pool.options);
        connection = placeholder;
        scheduleReconnect(placeholder, onPayload, onResync);
      });
    }, delay);
    retryTimer.unref();
  }

  return {
    async start(onPayload, onResync) {
      stopped = false;
      await connect(onPayload, onResync, false);
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = connection;
      connection = null;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => {});
      }
    },
  };
}
