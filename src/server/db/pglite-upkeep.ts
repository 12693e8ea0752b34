// PGlite runs PostgreSQL in single-user mode: there is no autovacuum. Without it the planner keeps
// the statistics of an empty database forever (and picks plans for tiny tables as tables grow), and
// the dead rows of updates and deletes are never made reusable. So the server does autovacuum's job
// itself: every few minutes it looks at each table's size on disk against the size recorded by its
// last VACUUM or ANALYZE, and a table that has grown by a fifth (or was never looked at) is vacuumed
// and analysed. PGlite's own activity counters are not flushed in single-user mode, so size is the
// signal. Each pass reads one catalog query; a table's VACUUM ANALYZE takes tens of milliseconds at
// 100,000 rows (docs/decisions.md).
import type { PGlite } from "@electric-sql/pglite";

/** A table is looked after once it has grown by this share since its last VACUUM or ANALYZE. */
const GROWTH = 0.2;
/** Tables smaller than this many pages are read whole anyway, whatever their statistics say. */
const MIN_PAGES = 8;
export const UPKEEP_INTERVAL_MS = 10 * 60 * 1000;

type Logger = { error(message: string, error?: unknown): void };

/** The tables of the app's schema due for VACUUM ANALYZE, by name. */
export async function tablesDueForUpkeep(client: Pick<PGlite, "query">): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
        and pg_relation_size(c.oid) / current_setting('block_size')::int >= greatest($1::int, c.relpages * (1 + $2::float8))
      order by c.relname`,
    [MIN_PAGES, GROWTH],
  );
  return rows.map((row) => row.name);
}

/** One pass: VACUUM ANALYZE each table that is due. Answers the tables it looked after. */
export async function runPgliteUpkeep(client: Pick<PGlite, "query" | "exec">): Promise<string[]> {
  const due = await tablesDueForUpkeep(client);
  for (const table of due) await client.exec(`vacuum (analyze) "${table.replace(/"/g, '""')}"`);
  return due;
}

/**
 * Runs a pass now (resolving once it is done) and then every `intervalMs`; the timer never keeps the
 * process alive. `stop()` ends the timer and waits for a pass under way, before the client closes.
 */
export async function startPgliteUpkeep(
  client: PGlite,
  logger: Logger,
  intervalMs = UPKEEP_INTERVAL_MS,
): Promise<{ stop(): Promise<void> }> {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running || client.closed) return running;
    running = runPgliteUpkeep(client)
      .catch((error: unknown) => {
        if (!client.closed) logger.error("[database] PGlite upkeep (VACUUM ANALYZE) failed", error);
      })
      .finally(() => (running = null));
    return running;
  };
  await pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
