// The journal screen's reads: one page of a tab, the tag list and the streak. Every query is
// keyed by the member's id. Pages are keyset pages on (created_at, id), so the thousandth page
// costs what the first does; search is ILIKE on the same expression a trigram index covers
// (for entries, lower(content) LIKE lower(pattern), which is ILIKE's own definition; see
// searchEntries for how a search page is read).
import { and, arrayContains, asc, desc, eq, getTableColumns, gt, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  ENTRY_TYPE_OF_TAB,
  JOURNAL_PAGE_SIZE,
  containsPattern,
  type JournalCursor,
  type JournalSort,
  type JournalTab,
} from "@core/journal-list";
import { StreakCounter, calendarDayIn } from "@core/streak";
import type { Database } from "../db/client.js";
import {
  faithJournalEntries,
  journalSearchText,
  savedDevotionals,
  savedDevotionalSearchText,
  savedScriptures,
  savedScriptureSearchText,
  savedSongSearchText,
  savedWorshipSongs,
} from "../db/schema.js";
import { toJournalEntry } from "./entry.js";

export interface JournalPageRequest {
  tab: JournalTab;
  q?: string;
  tag?: string;
  sort: JournalSort;
  cursor: JournalCursor | null;
  limit?: number;
}

/** created_at to the microsecond, in UTC ISO form: what a cursor carries (a JS Date keeps ms). */
const cursorAt = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as("cursor_at");

/** The keyset condition and order for a page, on any table with created_at and id. */
function keyset(table: { createdAt: AnyPgColumn; id: AnyPgColumn }, sort: JournalSort, cursor: JournalCursor | null) {
  const direction = sort === "newest" ? desc : asc;
  const order = [direction(table.createdAt), direction(table.id)];
  if (!cursor) return { after: undefined, order };
  const at = sql`${cursor.at}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  const beyond = sort === "newest" ? lt : gt;
  // Written out (not a row comparison) so the created_at bound reaches the index on any planner.
  const after = or(beyond(table.createdAt, at), and(eq(table.createdAt, at), beyond(table.id, id)));
  return { after, order };
}

const matches = (text: SQL | AnyPgColumn, q: string | undefined) => (q ? sql`${text} ilike ${containsPattern(q)}` : undefined);

function page<T extends { cursor_at: string; id: string }>(rows: T[], limit: number) {
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, next: more && last ? { at: last.cursor_at, id: last.id } : null };
}

const iso = (value: Date) => value.toISOString();

/** How many of the member's newest entries in scope a search reads before it changes plan. */
export const SEARCH_WALK_ROWS = 200;
/** Three letters or digits in a row: pg_trgm then has a trigram to look up (plan choice only). */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * Up to `take` of the member's entries in `scope` whose text contains the pattern, in page order,
 * reading few rows whatever the phrase:
 * 1. A phrase the member writes often is found among their newest entries: walk the newest
 *    SEARCH_WALK_ROWS of the tab in order (the (user_id, type, created_at) index) and keep the
 *    matches. If that fills the page, those are the newest matches of all, and we stop.
 * 2. Otherwise matches are rare: collect all of them through the (user_id, type, trigram) GIN
 *    index, which reads only this member's rows that hold every trigram of the phrase, then sort.
 *    The CTE is MATERIALIZED so the planner plans the full set, never a LIMIT-driven walk through
 *    thousands of the member's rows that may not match (the walk that step 1 caps).
 * Left to itself the planner guesses a phrase's frequency from the whole table's statistics, so a
 * phrase common among other members but absent from this one's journal would walk all of theirs
 * (or, in step 2, read all of theirs rather than use the trigrams). So in step 2 a phrase with a
 * trigram reaches the planner as a sub-select it cannot look into, and it plans the GIN index. A
 * phrase without one (two letters) is passed as it is: the planner sees the index cannot narrow
 * it (GIN would read the whole index) and checks each of the member's rows once instead.
 */
function searchStatements(db: Database, scope: SQL | undefined, phrase: string, sort: JournalSort, take: number) {
  const t = faithJournalEntries;
  const pattern = containsPattern(phrase);
  const contains = (text: SQL) => sql`${text} like lower(${pattern}::text)`;
  const newest = db
    .select({ ...getTableColumns(t), cursor_at: cursorAt(t.createdAt) })
    .from(t)
    .where(scope)
    .orderBy(...keyset(t, sort, null).order)
    .limit(SEARCH_WALK_ROWS)
    .as("newest");
  const walk = db
    .select()
    .from(newest)
    .where(contains(journalSearchText(newest)))
    .orderBy(...keyset(newest, sort, null).order)
    .limit(take);
  const direction = sort === "newest" ? sql`desc` : sql`asc`;
  const search = HAS_TRIGRAM.test(phrase)
    ? sql`${journalSearchText(t)} like (select lower(${pattern}::text))`
    : contains(journalSearchText(t));
  const allMatches = sql`
    with matches as materialized (
      select ${t.id} as id, ${t.createdAt} as created_at from ${t} where ${and(scope, search)}
    )
    select id from matches order by created_at ${direction}, id ${direction} limit ${take}`;
  return { walk, allMatches };
}

async function searchEntries(db: Database, scope: SQL | undefined, phrase: string, sort: JournalSort, take: number) {
  const t = faithJournalEntries;
  const { walk, allMatches } = searchStatements(db, scope, phrase, sort, take);
  const walked = await walk;
  if (walked.length === take) return walked.map(({ cursor_at, ...row }) => ({ row, cursor_at, id: row.id }));
  const found = (await db.execute(allMatches)) as unknown as { rows: Array<{ id: string }> };
  if (found.rows.length === 0) return [];
  return db
    .select({ row: t, cursor_at: cursorAt(t.createdAt), id: t.id })
    .from(t)
    .where(
      inArray(
        t.id,
        found.rows.map((r) => r.id),
      ),
    )
    .orderBy(...keyset(t, sort, null).order);
}

/** The two statements of a first search page of a member's prayers, for the bench's EXPLAIN. */
export function prayerSearchStatements(db: Database, userId: string, phrase: string) {
  const t = faithJournalEntries;
  return searchStatements(db, and(eq(t.userId, userId), eq(t.type, "prayer")), phrase, "newest", JOURNAL_PAGE_SIZE + 1);
}

/** One page of one tab. Items carry a `kind` so a card knows what it shows. */
export async function journalPage(db: Database, userId: string, request: JournalPageRequest) {
  const limit = request.limit ?? JOURNAL_PAGE_SIZE;
  const { tab, q, tag, sort, cursor } = request;
  const entryType = ENTRY_TYPE_OF_TAB[tab];

  if (entryType) {
    const t = faithJournalEntries;
    const { after, order } = keyset(t, sort, cursor);
    const scope = and(eq(t.userId, userId), eq(t.type, entryType), tag ? arrayContains(t.tags, [tag]) : undefined, after);
    const rows = q
      ? await searchEntries(db, scope, q, sort, limit + 1)
      : await db
          .select({ row: t, cursor_at: cursorAt(t.createdAt), id: t.id })
          .from(t)
          .where(scope)
          .orderBy(...order)
          .limit(limit + 1);
    const { items, next } = page(rows, limit);
    return { items: items.map(({ row }) => ({ kind: "entry" as const, ...toJournalEntry(row) })), next };
  }

  // Saved items carry no tags: a tag filter matches none of them.
  if (tag) return { items: [], next: null };

  if (tab === "scriptures") {
    const t = savedScriptures;
    const { after, order } = keyset(t, sort, cursor);
    const rows = await db
      .select({ row: t, cursor_at: cursorAt(t.createdAt), id: t.id })
      .from(t)
      .where(and(eq(t.userId, userId), matches(savedScriptureSearchText(t), q), after))
      .orderBy(...order)
      .limit(limit + 1);
    const { items, next } = page(rows, limit);
    return {
      items: items.map(({ row }) => ({
        kind: "scripture" as const,
        id: row.id,
        verse_reference: row.verseReference,
        verse_text: row.verseText,
        note: row.note,
        created_at: iso(row.createdAt),
      })),
      next,
    };
  }

  if (tab === "devotionals") {
    const t = savedDevotionals;
    const { after, order } = keyset(t, sort, cursor);
    const rows = await db
      .select({ row: t, cursor_at: cursorAt(t.createdAt), id: t.id })
      .from(t)
      .where(and(eq(t.userId, userId), matches(savedDevotionalSearchText(t), q), after))
      .orderBy(...order)
      .limit(limit + 1);
    const { items, next } = page(rows, limit);
    return {
      items: items.map(({ row }) => ({
        kind: "devotional" as const,
        id: row.id,
        title: row.title,
        content: row.content,
        scripture_reference: row.scriptureReference,
        scripture_text: row.scriptureText,
        date: row.date,
        created_at: iso(row.createdAt),
      })),
      next,
    };
  }

  const t = savedWorshipSongs;
  const { after, order } = keyset(t, sort, cursor);
  const rows = await db
    .select({ row: t, cursor_at: cursorAt(t.createdAt), id: t.id })
    .from(t)
    .where(and(eq(t.userId, userId), matches(savedSongSearchText(t), q), after))
    .orderBy(...order)
    .limit(limit + 1);
  const { items, next } = page(rows, limit);
  return {
    items: items.map(({ row }) => ({
      kind: "song" as const,
      id: row.id,
      title: row.title,
      artist: row.artist,
      spotify_url: row.spotifyUrl,
      cover_url: row.coverUrl,
      created_at: iso(row.createdAt),
    })),
    next,
  };
}

/** Deletes one item of the member's in a tab; false when there is no such item of theirs. */
export async function deleteJournalItem(db: Database, userId: string, tab: JournalTab, id: string): Promise<boolean> {
  const entryType = ENTRY_TYPE_OF_TAB[tab];
  const deleted = entryType
    ? await db
        .delete(faithJournalEntries)
        .where(and(eq(faithJournalEntries.id, id), eq(faithJournalEntries.userId, userId), eq(faithJournalEntries.type, entryType)))
        .returning({ id: faithJournalEntries.id })
    : tab === "scriptures"
      ? await db
          .delete(savedScriptures)
          .where(and(eq(savedScriptures.id, id), eq(savedScriptures.userId, userId)))
          .returning({ id: savedScriptures.id })
      : tab === "devotionals"
        ? await db
            .delete(savedDevotionals)
            .where(and(eq(savedDevotionals.id, id), eq(savedDevotionals.userId, userId)))
            .returning({ id: savedDevotionals.id })
        : await db
            .delete(savedWorshipSongs)
            .where(and(eq(savedWorshipSongs.id, id), eq(savedWorshipSongs.userId, userId)))
            .returning({ id: savedWorshipSongs.id });
  return deleted.length > 0;
}

/** Every tag on the member's entries, each once, in alphabetical order. */
export async function journalTags(db: Database, userId: string): Promise<string[]> {
  const result = (await db.execute(
    sql`select distinct tag from ${faithJournalEntries}, unnest(${faithJournalEntries.tags}) as tag where ${faithJournalEntries.userId} = ${userId} order by tag`,
  )) as unknown as { rows: Array<{ tag: string }> };
  return result.rows.map((r) => r.tag);
}

const STREAK_BATCH = 500;

/**
 * The member's streak in their time zone, reading entry times newest first in batches and
 * stopping as soon as the streak is settled (a long journal is not read to its start).
 */
export async function journalStreakFor(db: Database, userId: string, timeZone: string, now = new Date()) {
  const today = calendarDayIn(now, timeZone);
  const counter = new StreakCounter(today);
  let before: Date | null = null;
  for (;;) {
    const rows: Array<{ createdAt: Date }> = await db
      .select({ createdAt: faithJournalEntries.createdAt })
      .from(faithJournalEntries)
      .where(and(eq(faithJournalEntries.userId, userId), before ? lt(faithJournalEntries.createdAt, before) : undefined))
      .orderBy(desc(faithJournalEntries.createdAt))
      .limit(STREAK_BATCH);
    let open = true;
    for (const row of rows) if (!(open = counter.add(calendarDayIn(row.createdAt, timeZone)))) break;
    if (!open || rows.length < STREAK_BATCH) break;
    // Entries in the same millisecond as the batch's last are on its day: skipping them is safe.
    before = rows[rows.length - 1].createdAt;
  }
  return { streak: counter.streak, today };
}
