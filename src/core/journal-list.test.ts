import { describe, expect, it } from "vitest";
import { JournalListQuery, JournalStreakQuery } from "./journal-list-schemas";
import { containsPattern, decodeJournalCursor, encodeJournalCursor, journalShareText } from "./journal-list";

const ID = "0b6a1d8e-6f6c-4b8e-9a7d-2d1f0c3b4a59";

describe("journal page cursor", () => {
  it("round-trips created_at and id, opaquely", () => {
    const cursor = { at: "2026-03-10T12:34:56.123456Z", id: ID };
    const encoded = encodeJournalCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).not.toContain("2026");
    expect(decodeJournalCursor(encoded)).toEqual(cursor);
  });

  it.each([
    "",
    "!!!",
    "bm9wZQ",
    encodeJournalCursor({ at: "yesterday", id: ID }),
    encodeJournalCursor({ at: "2026-03-10T12:34:56Z", id: "42" }),
    "A".repeat(500),
  ])("refuses %s", (value) => {
    expect(decodeJournalCursor(value)).toBeNull();
  });
});

describe("journal list query", () => {
  it("defaults to newest first and drops blank filters", () => {
    expect(JournalListQuery.parse({ tab: "prayers", q: "  ", tag: "", cursor: "" })).toEqual({
      tab: "prayers",
      sort: "newest",
      q: undefined,
      tag: undefined,
      cursor: "",
    });
  });

  it("refuses unknown tabs, huge searches, bad sorts, unknown fields and malformed cursors", () => {
    for (const bad of [
      { tab: "songs" },
      { tab: "prayers", q: "x".repeat(10_000) },
      { tab: "prayers", sort: "random" },
      { tab: "prayers", page: "2" },
      { tab: "prayers", cursor: "nope" },
      {},
    ]) {
      expect(JournalListQuery.safeParse(bad).success).toBe(false);
    }
  });

  it("checks the time zone", () => {
    expect(JournalStreakQuery.safeParse({ tz: "America/Chicago" }).success).toBe(true);
    expect(JournalStreakQuery.safeParse({ tz: "Nowhere/Land" }).success).toBe(false);
    expect(JournalStreakQuery.safeParse({}).success).toBe(false);
  });

  it("escapes LIKE wildcards so they match literally", () => {
    expect(containsPattern("100%_sure\\")).toBe("%100\\%\\_sure\\\\%");
  });
});

describe("share text", () => {
  it("copies what the card shows", () => {
    expect(journalShareText({ kind: "entry", title: null, content: "Lord, thank you." })).toBe("Lord, thank you.");
    expect(journalShareText({ kind: "scripture", verse_reference: "John 4:14", verse_text: "Whoever drinks", note: null })).toBe(
      '"Whoever drinks" (John 4:14)',
    );
    expect(journalShareText({ kind: "song", title: "Goodness of God", artist: "Bethel Music", spotify_url: null })).toBe(
      "Goodness of God by Bethel Music",
    );
  });
});
