// The databases every integration test runs on: PGlite in memory always, and PostgreSQL when
// TEST_DATABASE_URL is set — a fresh database with a random name on that server, dropped after.
// Use with describe.each(databaseTargets()) so each test proves itself on both engines.
//
// Every database starts as a copy of one migrated empty database made once per run by the
// integration project's global set-up (test/setup/integration-databases.ts): a PGlite data
// directory loaded from a tarball, a PostgreSQL database created from a template. Copying takes a
// fraction of initdb plus every migration; the migrations test still runs the real migrations on
// an empty database of each engine (open({ migrateFromEmpty: true })).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite data directory (dumpMigratedPglite()). */
    pgliteTemplate?: string;
    /** A migrated, empty PostgreSQL database to CREATE DATABASE … TEMPLATE from. */
    postgresTemplate?: string;
  }
}

export interface OpenOptions {
  /** Run every migration on a truly empty database instead of copying the migrated one. */
  migrateFromEmpty?: boolean;
}

export interface DatabaseTarget {
  name: "pglite" | "postgres";
  /** Opens a new database with all migrations applied and no rows; close() also drops it. */
  open(options?: OpenOptions): Promise<DatabaseHandle>;
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

const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

/**
 * Creates a migrated, empty database on the server to copy each test database from; nobody may
 * connect to it, so CREATE DATABASE … TEMPLATE never finds it in use. Answers its name.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const database = randomName("wellspring_template");
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  try {
    const handle = await openDatabase({ url: withDatabase(serverUrl, database) });
    await handle.close();
    await admin(serverUrl, (client) => client.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`));
  } catch (error) {
    await dropPostgresDatabase(serverUrl, database);
    throw error;
  }
  return database;
}

export async function dropPostgresDatabase(serverUrl: string, database: string): Promise<void> {
  await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
}

let pgliteTemplate: Blob | undefined;
function pgliteTemplateData(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: "pglite",
      open: (options = {}) => openDatabase({ memory: true, loadDataDir: options.migrateFromEmpty ? undefined : pgliteTemplateData() }),
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: "postgres",
      async open(options = {}) {
        const database = randomName("wellspring_test");
        const template = options.migrateFromEmpty ? undefined : inject("postgresTemplate");
        await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${database}${template ? ` TEMPLATE ${template}` : ""}`));
        let handle: DatabaseHandle;
        try {
          // Migrations still run: on a copy of the template they find nothing to do.
          handle = await openDatabase({ url: withDatabase(serverUrl, database) });
        } catch (error) {
          await dropPostgresDatabase(serverUrl, database);
          throw error;
        }
        return {
          ...handle,
          async close() {
            await handle.close();
            await dropPostgresDatabase(serverUrl, database);
          },
        };
      },
    });
  }
  return targets;
}
