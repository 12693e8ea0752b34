import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, interval, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { pgliteForDrizzle } from "./pglite-for-drizzle.js";

const moments = pgTable("moments", {
  id: text("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  localAt: timestamp("local_at").notNull(),
  atText: timestamp("at_text", { withTimezone: true, mode: "string" }).notNull(),
  day: date("day").notNull(),
  span: interval("span").notNull(),
  amounts: numeric("amounts").array().notNull(),
  days: date("days").array().notNull(),
  ats: timestamp("ats", { withTimezone: true, mode: "string" }).array().notNull(),
});

const CREATE = `create table moments (id text primary key, at timestamptz not null, local_at timestamp not null,
  at_text timestamptz not null, day date not null, span interval not null, amounts numeric[] not null,
  days date[] not null, ats timestamptz[] not null)`;
const INSERT = `insert into moments values ('a', '2026-11-23 05:51:47.123+00', '2026-11-23 05:51:47.5',
  '2026-01-02 03:04:05+00', '2026-02-28', '1 day 02:03:04', '{1.50,2}', '{2026-01-01,2026-12-31}',
  '{"2026-01-01 00:00:00+00","2026-06-01 12:00:00+00"}')`;

describe("PGlite as drizzle sees it", () => {
  let plainClient: PGlite;
  let leanClient: PGlite;
  beforeAll(async () => {
    [plainClient, leanClient] = await Promise.all([PGlite.create(), PGlite.create()]);
    for (const client of [plainClient, leanClient]) {
      await client.exec(CREATE);
      await client.exec(INSERT);
    }
  });
  afterAll(async () => {
    await Promise.all([plainClient.close(), leanClient.close()]);
  });

  it("reads every text-mapped type exactly as drizzle's own per-query parsers do", async () => {
    const plain = drizzle({ client: plainClient });
    const lean = drizzle({ client: pgliteForDrizzle(leanClient) });
    const read = (db: typeof plain) => db.select().from(moments);
    const raw = (db: typeof plain) => db.execute(sql`select * from moments`);
    const inTransaction = (db: typeof plain) => db.transaction((tx) => tx.select().from(moments));

    const expected = await read(plain);
    expect(expected[0].at).toEqual(new Date("2026-11-23T05:51:47.123Z"));
    expect(expected[0].amounts).toEqual(["1.50", "2"]);
    expect(await read(lean)).toEqual(expected);
    expect(await inTransaction(lean)).toEqual(await inTransaction(plain));
    expect((await raw(lean)).rows).toEqual((await raw(plain)).rows);
  });

  it("drops drizzle's per-query parsers, and keeps any other parsers a caller asks for", async () => {
    const client = pgliteForDrizzle(leanClient);
    const query = vi.spyOn(leanClient, "query");
    await drizzle({ client }).select().from(moments);
    expect(query.mock.calls[0][2]).toMatchObject({ rowMode: "array", parsers: undefined });

    const asNumber = { parsers: { [types.INT4]: (value: string) => Number(value) * 10 } };
    const { rows } = await client.query<{ n: number }>("select 4 as n", [], asNumber);
    expect(rows[0].n).toBe(40);
    query.mockRestore();
  });

  it("is still the PGlite instance for everything else", async () => {
    const client = pgliteForDrizzle(leanClient);
    expect(client).toBeInstanceOf(PGlite);
    expect(client.closed).toBe(false);
    const payloads: string[] = [];
    const unlisten = await client.listen("moments_channel", (payload) => payloads.push(payload));
    await client.query("select pg_notify('moments_channel', 'hello')");
    await vi.waitFor(() => expect(payloads).toEqual(["hello"]));
    await unlisten();
  });
});
