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

  it("prepares a statement it has run before and then runs it by name, with the same results", async () => {
    const client = pgliteForDrizzle(leanClient);
    const query = vi.spyOn(leanClient, "query");
    const exec = vi.spyOn(leanClient, "exec");
    const text = "select $1::text as said, $2::int + 1 as next, $3::boolean as yes, $4::text as nothing";
    // Quotes, backslashes, a newline and characters beyond ASCII come back exactly as sent.
    const said = "it's a \\ back\\slash, a 'quote', a\nline, Psalm 23 \u2014 \u{1F54A}";
    const first = await client.query(text, [said, 41, true, null]);
    const second = await client.query(text, [said, 41, true, null]);
    const third = await client.query(text, ["plain", 1, false, null]);
    expect(second.rows).toEqual(first.rows);
    expect(first.rows).toEqual([{ said, next: 42, yes: true, nothing: null }]);
    expect(third.rows).toEqual([{ said: "plain", next: 2, yes: false, nothing: null }]);
    expect(exec.mock.calls.filter(([sql]) => sql.startsWith("PREPARE")).length).toBe(1);
    // Run by name in one simple-protocol message (exec), not query's six.
    expect(query.mock.calls.map(([sql]) => sql.slice(0, 8))).toEqual(["select $"]);
    expect(exec.mock.calls.map(([sql]) => sql.slice(0, 8))).toEqual(["PREPARE ", "EXECUTE ", "EXECUTE "]);
    query.mockRestore();
    exec.mockRestore();
  });

  it("runs as it is what cannot be prepared or bound as literals, and prepares nothing inside a transaction", async () => {
    const client = pgliteForDrizzle(leanClient);
    const db = drizzle({ client });
    const exec = vi.spyOn(leanClient, "exec");
    // Not a statement PREPARE takes.
    for (let i = 0; i < 3; i++) expect((await client.query<{ TimeZone: string }>("show timezone")).rows).toHaveLength(1);
    // A statement PostgreSQL refuses to prepare runs as it is, and is not offered again.
    exec.mockRejectedValueOnce(new Error("refused"));
    for (let i = 0; i < 4; i++)
      expect((await client.query<{ v: string }>("select $1::text || '!' as v", ["x"])).rows).toEqual([{ v: "x!" }]);
    expect(exec.mock.calls.filter(([text]) => text.includes("|| '!'")).length).toBe(1);
    // A Date parameter is bound by PGlite's serializers, not written as a literal.
    const at = new Date("2026-11-23T05:51:47.123Z");
    for (let i = 0; i < 2; i++) {
      const { rows } = await client.query<{ t: string }>("select $1::timestamptz = '2026-11-23 05:51:47.123+00' as t", [at]);
      expect(rows).toEqual([{ t: true }]);
    }
    const inTransaction = () => db.transaction((tx) => tx.execute(sql`select count(*)::int as n from moments where id = ${"a"}`));
    expect((await inTransaction()).rows).toEqual([{ n: 1 }]);
    expect((await inTransaction()).rows).toEqual([{ n: 1 }]);
    const prepares = exec.mock.calls.filter(([text]) => text.startsWith("PREPARE")).map(([text]) => text);
    expect(prepares.some((text) => text.includes("from moments") || text.includes("timezone"))).toBe(false);
    exec.mockRestore();
  });
});
