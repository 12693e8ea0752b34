// What the journal's search finds, whatever the phrase: one the member writes in every entry, in
// none (but another member does), two letters, common words in an order written only in old
// entries (past the newest entries search walks first), with a tag, a cursor and both sorts. Each
// answer, paged to its end, must equal a plain case-insensitive substring filter over the
// member's entries in that order; on PGlite and PostgreSQL. Timings are the bench's business.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { faithJournalEntries } from "../db/schema.js";
import { SEARCH_WALK_ROWS } from "../journal/list.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";

interface Item {
  id: string;
  content: string;
  tags: string[];
}
interface PageBody {
  items: Item[];
  next_cursor: string | null;
}

const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 0, 31, 12);
// More prayers than search walks before it changes plan, so both of its ways are exercised.
const PRAYERS = SEARCH_WALK_ROWS + 60;
// Old prayers (past the walk) that alone hold the rare phrases.
const RARE = { from: SEARCH_WALK_ROWS + 25, to: SEARCH_WALK_ROWS + 40 };

function prayerText(i: number): string {
  const words = `Morning ${i % 2 === 0 ? "grace" : "light"} note ${i} ${i % 3 === 0 ? "peace" : "rest"}`;
  return i >= RARE.from && i < RARE.to ? `${words}. Grace PEACE zq 50%_off` : words;
}

describe.each(databaseTargets())("journal search on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let carol: { cookie: string; id: string };
  // Carol's prayers, newest first (index i is i hours before BASE).
  let prayers: Array<{ id: string; content: string; tags: string[] }> = [];

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
    const c = await server.signUp(uniqueEmail("carol"));
    const d = await server.signUp(uniqueEmail("dave"));
    carol = { cookie: c.cookie, id: c.body.user.id };
    const rows = Array.from({ length: PRAYERS }, (_, i) => ({
      userId: carol.id,
      type: "prayer",
      content: prayerText(i),
      tags: i % 4 === 0 ? ["wellspring", "hope"] : ["wellspring"],
      createdAt: new Date(BASE - i * HOUR),
    }));
    prayers = await handle.db
      .insert(faithJournalEntries)
      .values(rows)
      .returning({ id: faithJournalEntries.id, content: faithJournalEntries.content, tags: faithJournalEntries.tags });
    // A reflection of Carol's and many entries of Dave's that hold the phrase Carol never wrote.
    await handle.db.insert(faithJournalEntries).values([
      { userId: carol.id, type: "reflection", content: "Reflection Prompt: zq\n\nReflection: Grace PEACE", createdAt: new Date(BASE) },
      ...Array.from({ length: 50 }, (_, i) => ({
        userId: d.body.user.id,
        type: "prayer",
        content: `Jubilee song ${i} grace peace zq`,
        createdAt: new Date(BASE - i * HOUR),
      })),
    ]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const allPages = async (query: Record<string, string>) => {
    const items: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await server.request(`/api/journal/entries?${new URLSearchParams(cursor ? { ...query, cursor } : query)}`, {
        cookie: carol.cookie,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as PageBody;
      expect(body.items.length).toBeLessThanOrEqual(20);
      if (body.next_cursor) expect(body.items).toHaveLength(20);
      items.push(...body.items);
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor && pages < 30);
    return items.map((i) => i.id);
  };
  const expected = (q: string, sort: "newest" | "oldest", tag?: string) => {
    const found = prayers.filter((p) => p.content.toLowerCase().includes(q.toLowerCase()) && (!tag || p.tags.includes(tag)));
    return (sort === "newest" ? found : [...found].reverse()).map((p) => p.id);
  };

  const phrases: Array<[string, string, number]> = [
    ["a phrase in every entry", "MORNING", PRAYERS],
    ["a phrase in none of the member's entries (another member's word)", "jubilee", 0],
    ["a phrase in none of anyone's entries", "still waters", 0],
    // "grace" in every even prayer (130) and in the rare suffix of the 8 odd ones among 225..239.
    ["a common two-letter phrase", "ra", 138],
    ["a rare two-letter phrase, only past the walk", "zq", RARE.to - RARE.from],
    ["common words in an order written only past the walk", "grace peace", RARE.to - RARE.from],
    ["% and _ taken literally, past the walk", "50%_OFF", RARE.to - RARE.from],
    ["a phrase of middling frequency", "note 1", 1 + 10 + 100],
  ];

  it.each(phrases)("finds %s (%s): the same entries, in order, as a substring filter", async (_label, q, count) => {
    for (const sort of ["newest", "oldest"] as const) {
      const ids = await allPages({ tab: "prayers", q, sort });
      expect(ids).toEqual(expected(q, sort));
      expect(ids).toHaveLength(count);
    }
  });

  it("combines a rare phrase and a common one with the tag filter", async () => {
    for (const q of ["zq", "grace", "morning"]) {
      for (const sort of ["newest", "oldest"] as const) {
        const ids = await allPages({ tab: "prayers", q, tag: "hope", sort });
        expect(ids).toEqual(expected(q, sort, "hope"));
        expect(ids.length).toBeGreaterThan(0);
      }
    }
  });

  it("keeps each tab to its own entries", async () => {
    const reflections = await allPages({ tab: "reflections", q: "zq" });
    expect(reflections).toHaveLength(1);
    expect(await allPages({ tab: "reflections", q: "note" })).toHaveLength(0);
  });
});
