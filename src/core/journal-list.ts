// How the journal screen lists what a member saved: the five tabs, the list query's rules
// (search, tag, sort, page size) and the page cursor. The web builds its requests from these
// names; the server validates them with journal-list-schemas.ts (apart, so the screen loads no Zod).
import type { JournalEntryType } from "./journal";

export const JOURNAL_TABS = ["reflections", "prayers", "scriptures", "devotionals", "worship"] as const;
export type JournalTab = (typeof JOURNAL_TABS)[number];

/** Tab labels, in the spec's order (section 2, Journal). */
export const JOURNAL_TAB_LABELS: Record<JournalTab, string> = {
  reflections: "Reflections",
  prayers: "Prayers",
  scriptures: "Scriptures",
  devotionals: "Devotionals",
  worship: "Worship",
};

/** The two tabs read from faith_journal_entries, by entry type; the others are saved items. */
export const ENTRY_TYPE_OF_TAB: Partial<Record<JournalTab, JournalEntryType>> = { reflections: "reflection", prayers: "prayer" };

/** Only journal entries carry tags; saved scriptures, devotionals and songs have none. */
export function tabHasTags(tab: JournalTab): boolean {
  return tab in ENTRY_TYPE_OF_TAB;
}

export const JOURNAL_SORTS = ["newest", "oldest"] as const;
export type JournalSort = (typeof JOURNAL_SORTS)[number];
export const JOURNAL_SORT_LABELS: Record<JournalSort, string> = { newest: "Newest first", oldest: "Oldest first" };

export const JOURNAL_PAGE_SIZE = 20;
/** Longer than any phrase a person searches for; a 10,000-character query is refused. */
export const JOURNAL_SEARCH_MAX_LENGTH = 200;
export const TIME_ZONE_MAX_LENGTH = 64;

// ------------------------------------------------------------------------------- cursor

/** A page boundary: the last item's creation time (microsecond ISO, as stored) and id. */
export interface JournalCursor {
  at: string;
  id: string;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Opaque to clients: base64url of "<created_at>|<id>". */
export function encodeJournalCursor(cursor: JournalCursor): string {
  return toBase64Url(`${cursor.at}|${cursor.id}`);
}

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeJournalCursor(encoded: string): JournalCursor | null {
  if (encoded.length > 120) return null;
  const text = fromBase64Url(encoded);
  if (!text) return null;
  const [at, id, ...rest] = text.split("|");
  if (rest.length || !at || !id || !CURSOR_AT.test(at) || !UUID.test(id)) return null;
  if (Number.isNaN(Date.parse(at))) return null;
  return { at, id: id.toLowerCase() };
}

// ------------------------------------------------------------------------------- list query

/** A LIKE pattern matching the text anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// ------------------------------------------------------------------------------- sharing

/** What each kind of journal item looks like, as far as sharing needs to know. */
export type ShareableJournalItem =
  | { kind: "entry"; title: string | null; content: string }
  | { kind: "scripture"; verse_reference: string; verse_text: string; note: string | null }
  | { kind: "devotional"; title: string; content: string; scripture_reference: string | null; scripture_text: string | null }
  | { kind: "song"; title: string; artist: string; spotify_url: string | null };

/** The text a card's share button copies to the clipboard. */
export function journalShareText(item: ShareableJournalItem): string {
  switch (item.kind) {
    case "entry":
      return item.title ? `${item.title}\n\n${item.content}` : item.content;
    case "scripture":
      return [`"${item.verse_text}" (${item.verse_reference})`, item.note ?? ""].filter(Boolean).join("\n\n");
    case "devotional": {
      const scripture = item.scripture_text
        ? `"${item.scripture_text}"${item.scripture_reference ? ` (${item.scripture_reference})` : ""}`
        : (item.scripture_reference ?? "");
      return [item.title, scripture, item.content].filter(Boolean).join("\n\n");
    }
    case "song":
      return [`${item.title} by ${item.artist}`, item.spotify_url ?? ""].filter(Boolean).join("\n");
  }
}
