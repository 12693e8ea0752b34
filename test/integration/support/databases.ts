// The databases every integration test runs on: PGlite in memory always, and PostgreSQL when
// TEST_DATABASE_URL is set — a fresh database with a random name on that server, dropped after.
// Use with describe.each(databaseTargets()) so each test proves itself on both engines.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/client.js";

export interface DatabaseTarget {
  name: "pglite" | "postgres";
  /** Opens a new empty database with all migrations applied; close() also drops it. */
  open(): Promise<DatabaseHandle>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ name: "pglite", open: () => openDatabase({ memory: true }) }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: "postgres",
      async open() {
        const database = `wellspring_test_${randomBytes(6).toString("hex")}`;
        await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${database}`));
        let handle: DatabaseHandle;
        try {
          handle = await openDatabase({ url: withDatabase(serverUrl, database) });
        } catch (error) {
          await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
          throw error;
        }
        return {
          ...handle,
          async close() {
            await handle.close();
            await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
          },
        };
      },
    });
  }
  return targets;
}
