// One database interface, two engines: PGlite (embedded, a data directory) by default and
// PostgreSQL when a connection URL is given. Migrations run in-process on start-up for both.
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { fileURLToPath } from "node:url";
import { pgliteForDrizzle } from "./pglite-for-drizzle.js";
import { startPgliteUpkeep } from "./pglite-upkeep.js";
import * as schema from "./schema.js";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The connection URL (PostgreSQL only), e.g. for a second instance on the same database. */
  url?: string;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * In memory, optionally starting from a copy of a data directory (PGlite's dumpDataDir()): the
 * integration tests start each file's database from one migrated copy instead of running initdb
 * and every migration again (test/setup/integration-databases.ts).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

/** pg_trgm and btree_gin back the journal's search index (migrations 0000 and 0004). */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * No JIT compilation: every query here is a short indexed read or write, and PostgreSQL's JIT,
 * triggered by cost estimates (a set-returning function counts as 100 rows), spent ~15 ms
 * compiling a 0.5 ms query (the conversation's batched read). Options set in the URL are kept.
 */
function sessionOptions(url: string): string {
  let fromUrl: string | null = null;
  try {
    fromUrl = new URL(url).searchParams.get("options");
  } catch {
    // Not a URL form that carries options.
  }
  return [fromUrl, "-c jit=off"].filter(Boolean).join(" ");
}

/**
 * PGlite is one session for the process's lifetime, so settings made once hold for every query.
 * No zero-filling of a new 16 MB WAL segment: PostgreSQL writes the zeros only to reserve the
 * space ahead, and through PGlite's file system it stalled every query for about 40 ms each time
 * the WAL passed another 16 MB (every few thousand messages); the records themselves are written
 * the same either way (docs/decisions.md).
 */
const PGLITE_SESSION_SETTINGS = "SET wal_init_zero = off";

type Logger = { error(message: string, error?: unknown): void };

export async function openDatabase(target: DatabaseTarget, logger: Logger = console): Promise<DatabaseHandle> {
  if ("url" in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options: sessionOptions(target.url) });
    // An idle connection the server drops (a restart, a failover, an administrator) is replaced at
    // the next checkout; without a listener, Node would treat the pool's 'error' event as a crash.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: "postgres", url: target.url, close: () => pool.end() };
  }
  const client = await PGlite.create({
    dataDir: "dataDir" in target ? target.dataDir : undefined,
    loadDataDir: "loadDataDir" in target ? target.loadDataDir : undefined,
    extensions: PGLITE_EXTENSIONS,
  });
  await client.exec(PGLITE_SESSION_SETTINGS);
  const db = drizzlePglite({ client: pgliteForDrizzle(client), schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite has no autovacuum: the server vacuums and analyses tables as they grow (pglite-upkeep.ts).
  const upkeep = await startPgliteUpkeep(client, logger);
  return {
    db: db as unknown as Database,
    kind: "pglite",
    async close() {
      await upkeep.stop();
      await client.close();
    },
  };
}

/**
 * An empty PGlite database with every migration applied, as a data-directory tarball for
 * `{ memory: true, loadDataDir }`: the integration tests migrate once per run and start each test
 * file from a copy (test/setup/integration-databases.ts), as PGlite's own clone() does.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite({ client: pgliteForDrizzle(client), schema }), { migrationsFolder });
    await client.exec("CHECKPOINT");
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}
