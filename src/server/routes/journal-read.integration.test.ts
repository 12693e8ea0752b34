// The journal screen's API: reading a tab page by page (search, tag, sort), the tag list, the
// streak and deleting, on PGlite and PostgreSQL. Rows are inserted directly so their times are
// known; every read and delete is the signed-in member's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { encodeJournalCursor } from "@core/journal-list";
import type { DatabaseHandle } from "../db/client.js";
import { faithJournalEntries, savedDevotionals, savedScriptures, savedWorshipSongs } from "../db/schema.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";

interface Item {
  id: string;
  kind: string;
  content?: string;
  title?: string;
  tags?: string[];
  created_at: string;
}
interface PageBody {
  items: Item[];
  next_cursor: string | null;
}

const DAY = 86_400_000;
// Entries at noon UTC on consecutive days before a fixed base, so order and streaks are known.
const BASE = Date.UTC(2026, 0, 31, 12);

describe.each(databaseTargets())("journal reads and deletes on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };
  let alicePrayerIds: string[] = [];

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
    const a = await server.signUp(uniqueEmail("alice"));
    const b = await server.signUp(uniqueEmail("bob"));
    alice = { cookie: a.cookie, id: a.body.user.id };
    bob = { cookie: b.cookie, id: b.body.user.id };
    // 45 prayers: every third mentions "Grace", every fifth is tagged "hope"; 45 days apart-by-one.
    const prayers = Array.from({ length: 45 }, (_, i) => ({
      userId: alice.id,
      type: "prayer",
      content: `${i % 3 === 0 ? "Amazing GRACE" : "Quiet waters"} 100%_sure #${i}`,
      tags: i % 5 === 0 ? ["wellspring", "hope"] : ["wellspring"],
      createdAt: new Date(BASE - i * DAY),
    }));
    const inserted = await handle.db.insert(faithJournalEntries).values(prayers).returning({ id: faithJournalEntries.id });
    alicePrayerIds = inserted.map((r) => r.id);
    // Two with the same created_at: the id breaks the tie so no page skips or repeats one.
    const tie = new Date(BASE - 100 * DAY);
    await handle.db.insert(faithJournalEntries).values([
      {
        userId: alice.id,
        type: "reflection",
        content: "Reflection Prompt: A\n\nReflection: one",
        tags: ["daily-plan"],
        source: "daily-plan",
        createdAt: tie,
      },
      {
        userId: alice.id,
        type: "reflection",
        content: "Reflection Prompt: B\n\nReflection: two",
        tags: ["daily-plan"],
        source: "daily-plan",
        createdAt: tie,
      },
      { userId: alice.id, type: "reflection", content: "Reflection Prompt: C\n\nReflection: three", tags: [], createdAt: new Date(BASE) },
    ]);
    await handle.db.insert(savedScriptures).values([
      {
        userId: alice.id,
        verseReference: "John 4:14",
        verseText: "Whoever drinks of the water that I shall give him shall never thirst",
        createdAt: new Date(BASE - DAY),
      },
      {
        userId: alice.id,
        verseReference: "Psalm 23:1",
        verseText: "The Lord is my shepherd; I shall not want.",
        createdAt: new Date(BASE),
      },
    ]);
    await handle.db
      .insert(savedDevotionals)
      .values({ userId: alice.id, title: "Still waters", content: "Rest today.", scriptureReference: "Psalm 23:2", date: "2026-01-31" });
    await handle.db.insert(savedWorshipSongs).values({ userId: alice.id, title: "Goodness of God", artist: "Bethel Music" });
    await handle.db
      .insert(faithJournalEntries)
      .values({ userId: bob.id, type: "prayer", content: "Bob's Amazing Grace prayer", tags: ["bob-only"] });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const list = async (cookie: string | undefined, query: Record<string, string>) =>
    server.request(`/api/journal/entries?${new URLSearchParams(query)}`, { cookie });
  const listOk = async (cookie: string, query: Record<string, string>) => {
    const response = await list(cookie, query);
    expect(response.status).toBe(200);
    return (await response.json()) as PageBody;
  };
  const allPages = async (cookie: string, query: Record<string, string>) => {
    const items: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body = await listOk(cookie, cursor ? { ...query, cursor } : query);
      items.push(...body.items);
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { items, pages };
  };

  it("refuses visitors on every journal read and delete", async () => {
    expect((await list(undefined, { tab: "prayers" })).status).toBe(401);
    expect((await server.request("/api/journal/tags")).status).toBe(401);
    expect((await server.request("/api/journal/streak?tz=UTC")).status).toBe(401);
    expect((await server.request(`/api/journal/entries/prayers/${alicePrayerIds[0]}`, { method: "DELETE" })).status).toBe(401);
  });

  it("pages a tab newest first, 20 at a time, with no item skipped or repeated", async () => {
    const first = await listOk(alice.cookie, { tab: "prayers" });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].content).toContain("#0");
    expect(first.items.every((i) => i.kind === "entry")).toBe(true);
    const { items, pages } = await allPages(alice.cookie, { tab: "prayers" });
    expect(pages).toBe(3);
    expect(items.map((i) => i.id)).toEqual(alicePrayerIds);
  });

  it("sorts oldest first", async () => {
    const { items } = await allPages(alice.cookie, { tab: "prayers", sort: "oldest" });
    expect(items.map((i) => i.id)).toEqual([...alicePrayerIds].reverse());
  });

  it("breaks created_at ties by id across page boundaries", async () => {
    const first = await listOk(alice.cookie, { tab: "reflections", sort: "oldest" });
    expect(first.items).toHaveLength(3);
    // A one-item page at a time through the tie, via the server's own cursor.
    const ids = first.items.slice(0, 2).map((i) => i.id);
    const cursor = encodeJournalCursor({ at: first.items[0].created_at.replace(/\.(\d{3})Z$/, ".$1000Z"), id: ids[0] });
    const after = await listOk(alice.cookie, { tab: "reflections", sort: "oldest", cursor });
    expect(after.items.map((i) => i.id)).toEqual(first.items.slice(1).map((i) => i.id));
  });

  it("searches the text case-insensitively, taking % and _ literally", async () => {
    const { items } = await allPages(alice.cookie, { tab: "prayers", q: "amazing grace" });
    expect(items).toHaveLength(15);
    expect(items.every((i) => /amazing grace/i.test(i.content ?? ""))).toBe(true);
    expect((await listOk(alice.cookie, { tab: "prayers", q: "100%_sure #44" })).items).toHaveLength(1);
    expect((await listOk(alice.cookie, { tab: "prayers", q: "100%%" })).items).toHaveLength(0);
    expect((await listOk(alice.cookie, { tab: "prayers", q: "_" })).items).toHaveLength(20);
  });

  it("filters by tag, combined with search and sort", async () => {
    const { items } = await allPages(alice.cookie, { tab: "prayers", tag: "hope" });
    expect(items).toHaveLength(9);
    expect(items.every((i) => i.tags?.includes("hope"))).toBe(true);
    const both = await listOk(alice.cookie, { tab: "prayers", tag: "hope", q: "grace", sort: "oldest" });
    // i divisible by 15: 0, 15, 30, oldest (largest i) first.
    expect(both.items.map((i) => i.content?.split("#")[1])).toEqual(["30", "15", "0"]);
  });

  it("reads the saved tabs with search", async () => {
    const scriptures = await listOk(alice.cookie, { tab: "scriptures" });
    expect(scriptures.items.map((i) => (i as unknown as { verse_reference: string }).verse_reference)).toEqual(["Psalm 23:1", "John 4:14"]);
    expect((await listOk(alice.cookie, { tab: "scriptures", q: "SHEPHERD" })).items).toHaveLength(1);
    expect((await listOk(alice.cookie, { tab: "scriptures", q: "john 4" })).items).toHaveLength(1);
    expect((await listOk(alice.cookie, { tab: "devotionals", q: "still" })).items[0]).toMatchObject({
      kind: "devotional",
      title: "Still waters",
      date: "2026-01-31",
    });
    expect((await listOk(alice.cookie, { tab: "worship", q: "bethel" })).items[0]).toMatchObject({
      kind: "song",
      title: "Goodness of God",
    });
    expect((await listOk(alice.cookie, { tab: "worship", tag: "hope" })).items).toHaveLength(0);
  });

  it("shows a member nothing of another's", async () => {
    for (const tab of ["prayers", "reflections", "scriptures", "devotionals", "worship"]) {
      const body = await listOk(bob.cookie, { tab, q: tab === "prayers" ? "grace" : "" });
      expect(body.items.every((i) => !JSON.stringify(i).includes("#"))).toBe(true);
      if (tab !== "prayers") expect(body.items).toHaveLength(0);
    }
    expect((await listOk(bob.cookie, { tab: "prayers" })).items).toHaveLength(1);
    const tags = await (await server.request("/api/journal/tags", { cookie: bob.cookie })).json();
    expect(tags).toEqual({ tags: ["bob-only"] });
  });

  it("lists the member's tags once each", async () => {
    const response = await server.request("/api/journal/tags", { cookie: alice.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tags: ["daily-plan", "hope", "wellspring"] });
  });

  it("counts the streak in the member's time zone", async () => {
    const carol = await server.signUp(uniqueEmail("carol"));
    const carolId = carol.body.user.id;
    const now = Date.now();
    // Today, yesterday and the day before, at this time of day (so on those calendar days in UTC).
    await handle.db
      .insert(faithJournalEntries)
      .values([0, 1, 2, 4].map((d) => ({ userId: carolId, type: "prayer", content: `day ${d}`, createdAt: new Date(now - d * DAY) })));
    const response = await server.request("/api/journal/streak?tz=UTC", { cookie: carol.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ streak: 3, time_zone: "UTC" });
    const empty = await server.request("/api/journal/streak?tz=Pacific%2FAuckland", { cookie: bob.cookie });
    expect((await empty.json()).streak).toBeLessThanOrEqual(1);
  });

  it("deletes the member's own item per tab, and answers 404 for another's", async () => {
    const target = alicePrayerIds[44];
    const refused = await server.request(`/api/journal/entries/prayers/${target}`, { method: "DELETE", cookie: bob.cookie });
    expect(refused.status).toBe(404);
    const refusedBody = await refused.json();
    expect(JSON.stringify(refusedBody)).not.toContain("Quiet");
    expect(await handle.db.select().from(faithJournalEntries).where(eq(faithJournalEntries.id, target))).toHaveLength(1);
    // The wrong tab for the id is not found either.
    expect((await server.request(`/api/journal/entries/reflections/${target}`, { method: "DELETE", cookie: alice.cookie })).status).toBe(
      404,
    );
    const done = await server.request(`/api/journal/entries/prayers/${target}`, { method: "DELETE", cookie: alice.cookie });
    expect(done.status).toBe(200);
    expect(await handle.db.select().from(faithJournalEntries).where(eq(faithJournalEntries.id, target))).toHaveLength(0);
    expect((await server.request(`/api/journal/entries/prayers/${target}`, { method: "DELETE", cookie: alice.cookie })).status).toBe(404);
    const [song] = await handle.db.select().from(savedWorshipSongs).where(eq(savedWorshipSongs.userId, alice.id));
    expect((await server.request(`/api/journal/entries/worship/${song.id}`, { method: "DELETE", cookie: bob.cookie })).status).toBe(404);
    expect((await server.request(`/api/journal/entries/worship/${song.id}`, { method: "DELETE", cookie: alice.cookie })).status).toBe(200);
    expect((await listOk(alice.cookie, { tab: "worship" })).items).toHaveLength(0);
  });

  it.each([
    ["unknown tab", { tab: "songs" }],
    ["missing tab", {}],
    ["a 10,000-character search", { tab: "prayers", q: "x".repeat(10_000) }],
    ["unknown sort", { tab: "prayers", sort: "random" }],
    ["malformed cursor", { tab: "prayers", cursor: "not-a-cursor" }],
    [
      "cursor with a bad date",
      { tab: "prayers", cursor: encodeJournalCursor({ at: "2026-13-45T99:99:99Z", id: "0b6a1d8e-6f6c-4b8e-9a7d-2d1f0c3b4a59" }) },
    ],
    ["unknown parameter", { tab: "prayers", user_id: "someone" }],
    ["oversize tag", { tab: "prayers", tag: "t".repeat(51) }],
  ])("answers %s with 400 and a clear message", async (_label, query) => {
    const response = await list(alice.cookie, query as Record<string, string>);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message.length).toBeGreaterThan(5);
  });

  it("answers a repeated parameter, a bad time zone and a bad id with 400", async () => {
    expect((await server.request("/api/journal/entries?tab=prayers&tab=reflections", { cookie: alice.cookie })).status).toBe(400);
    for (const tz of ["", "Nowhere/Land", "x".repeat(1000)]) {
      const response = await server.request(`/api/journal/streak?tz=${encodeURIComponent(tz)}`, { cookie: alice.cookie });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/^tz:/);
    }
    expect((await server.request("/api/journal/streak", { cookie: alice.cookie })).status).toBe(400);
    expect((await server.request("/api/journal/entries/prayers/42", { method: "DELETE", cookie: alice.cookie })).status).toBe(400);
    expect(
      (await server.request(`/api/journal/entries/songs/${alicePrayerIds[0]}`, { method: "DELETE", cookie: alice.cookie })).status,
    ).toBe(400);
  });

  it("serves search from the member's trigram index", async () => {
    // With sequential scans discouraged the planner must have an index that answers the search
    // expression (lower(content) LIKE lower(pattern), ILIKE's definition): only the GIN index on
    // (user_id, type, lower(content) trigrams) does.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select id from faith_journal_entries where lower(content) like lower('%Amazing Grace%')`,
      )) as unknown as { rows: Array<Record<string, string>> };
      return result.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("faith_journal_entries_user_type_search_trgm");
  });
});
