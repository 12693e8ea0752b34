// PGlite has no autovacuum, so the server vacuums and analyses each table as it grows
// (pglite-upkeep.ts). PostgreSQL's own autovacuum does this on a server, so this is PGlite only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, type DatabaseHandle } from "./client.js";
import { runPgliteUpkeep, tablesDueForUpkeep } from "./pglite-upkeep.js";

describe("PGlite upkeep", () => {
  let handle: DatabaseHandle;
  let client: PGlite;
  const addConversations = (count: number) =>
    client.exec(`insert into conversations (user_id, message, response, thread_id)
      select 'upkeep-member', 'a message', jsonb_build_object('guidance', repeat('a reply ', 120)), gen_random_uuid()
      from generate_series(1, ${count})`);
  const statisticsOf = async (table: string) =>
    (
      await client.query<{ pages: number; analysed: boolean }>(
        `select c.relpages as pages, s.last_analyze is not null and s.last_vacuum is not null as analysed
          from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`,
        [table],
      )
    ).rows[0];

  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
    client = (handle.db as unknown as { $client: PGlite }).$client;
    await client.query(`insert into "user" (id, name, email) values ('upkeep-member', '', 'upkeep@example.com')`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("has nothing to do on a new database (its first pass ran at start-up)", async () => {
    expect(await tablesDueForUpkeep(client)).toEqual([]);
  });

  it("vacuums and analyses a table that has grown, and then leaves it until it grows by a fifth again", async () => {
    await addConversations(400);
    expect(await tablesDueForUpkeep(client)).toEqual(["conversations"]);
    expect(await statisticsOf("conversations")).toMatchObject({ pages: 0, analysed: false });

    expect(await runPgliteUpkeep(client)).toEqual(["conversations"]);
    const after = await statisticsOf("conversations");
    expect(after.analysed).toBe(true);
    expect(after.pages).toBeGreaterThanOrEqual(8);
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_stats where tablename = 'conversations'`);
    expect(rows[0].n).toBeGreaterThan(0);
    expect(await tablesDueForUpkeep(client)).toEqual([]);

    await addConversations(20);
    expect(await tablesDueForUpkeep(client)).toEqual([]);
    await addConversations(200);
    expect(await tablesDueForUpkeep(client)).toEqual(["conversations"]);
  });
});
