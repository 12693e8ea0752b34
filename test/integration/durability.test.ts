// Short durability check (the long one runs in `npm run bench`): the real server, writes in
// flight, kill -9, restart on the same data, and no acknowledged write is lost.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { runDurability } from "../../bench/durability.js";

async function withFreshPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const database = `wellspring_durability_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${database}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return await run(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

describe("durability across kill -9", () => {
  it("loses no acknowledged write on PGlite", { timeout: 180_000 }, async () => {
    const result = await runDurability({ cycles: 2, writeMs: 1500, portFrom: 4260 });
    console.info(`[durability] pglite: ${JSON.stringify(result)}`);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("loses no acknowledged write on PostgreSQL", { timeout: 180_000 }, async () => {
    const result = await withFreshPostgres(process.env.TEST_DATABASE_URL!, (databaseUrl) =>
      runDurability({ cycles: 2, writeMs: 1500, databaseUrl, portFrom: 4270 }),
    );
    console.info(`[durability] postgres: ${JSON.stringify(result)}`);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
  });
});
