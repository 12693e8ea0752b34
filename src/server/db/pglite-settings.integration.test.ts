// The embedded database's session settings (client.ts): PGlite is one session for the process's
// lifetime, so what openDatabase sets once holds for every query the server runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, type DatabaseHandle } from "./client.js";

describe("PGlite session settings", () => {
  let handle: DatabaseHandle;
  let client: PGlite;

  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
    client = (handle.db as unknown as { $client: PGlite }).$client;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("does not zero-fill a new WAL segment (a 40 ms stall every 16 MB of WAL)", async () => {
    const { rows } = await client.query<{ wal_init_zero: string }>("show wal_init_zero");
    expect(rows[0].wal_init_zero).toBe("off");
  });
});
