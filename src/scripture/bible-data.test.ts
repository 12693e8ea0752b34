import { describe, expect, it } from "vitest";
import { loadBible, type BundledTranslation } from "./bible-data.js";
import { BOOKS, bookIndex } from "./books.js";

const TRANSLATIONS: BundledTranslation[] = ["WEB", "KJV"];

function verse(translation: BundledTranslation, book: string, chapter: number, number: number): string {
  return loadBible(translation).books[bookIndex(book)][chapter - 1][number - 1];
}

function allVerses(translation: BundledTranslation) {
  const result: Array<{ ref: string; text: string }> = [];
  loadBible(translation).books.forEach((chapters, b) =>
    chapters.forEach((verses, c) => verses.forEach((text, v) => result.push({ ref: `${BOOKS[b].id} ${c + 1}:${v + 1}`, text }))),
  );
  return result;
}

describe.each(TRANSLATIONS)("bundled %s", (translation) => {
  it("has 66 books, 1,189 chapters and 31,102 verse slots in KJV versification", () => {
    const bible = loadBible(translation);
    expect(bible.books).toHaveLength(66);
    expect(bible.books.flat()).toHaveLength(1189);
    expect(bible.books.flat(2)).toHaveLength(31102);
    bible.books.forEach((chapters, b) => expect(chapters, BOOKS[b].id).toHaveLength(BOOKS[b].chapters));
    // Same shape as the other translation, verse for verse.
    const other = loadBible(translation === "WEB" ? "KJV" : "WEB");
    expect(bible.books.map((c) => c.map((v) => v.length))).toEqual(other.books.map((c) => c.map((v) => v.length)));
  });

  it("contains no markup, notes' remains, Strong's numbers, ¶ or double spaces", () => {
    const offenders = allVerses(translation).filter(
      ({ text }) =>
        /[<>]/.test(text) ||
        /\\\+?nd/.test(text) ||
        text.includes("¶") ||
        /\s{2,}/.test(text) ||
        /lemma|strong:[GH]?\d|\b[GH]\d{2,5}\b/.test(text) ||
        text !== text.trim() ||
        [...text].some((char) => char.charCodeAt(0) < 0x20),
    );
    expect(offenders.slice(0, 5)).toEqual([]);
  });

  it("has no words glued together where a note was removed", () => {
    const glued = allVerses(translation).filter(({ text }) => /[a-z][A-Z]|[a-z][.,;:!?][A-Za-z]/.test(text.replace(/\bMcC|\bLORD\b/g, "")));
    expect(glued.slice(0, 5)).toEqual([]);
  });

  it("ends Revelation 22:21 with the verse itself: no glossary, no end notes", () => {
    const last = verse(translation, "Rev", 22, 21);
    expect(last).toMatch(/^The grace of .* Amen\.$/);
    expect(last.length).toBeLessThan(100);
  });
});

describe("World English Bible", () => {
  it("leaves exactly the verses WEB omits empty", () => {
    const empty = allVerses("WEB")
      .filter(({ text }) => text === "")
      .map(({ ref }) => ref);
    expect(empty).toEqual(["Luke 17:36", "Acts 8:37", "Acts 15:34", "Acts 24:7", "Rom 16:25", "Rom 16:26", "Rom 16:27"]);
  });

  it("reads John 3:16 and John 4:14 exactly", () => {
    expect(verse("WEB", "John", 3, 16)).toBe(
      "For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.",
    );
    expect(verse("WEB", "John", 4, 14)).toBe(
      "but whoever drinks of the water that I will give him will never thirst again; but the water that I will give him will become in him a well of water springing up to eternal life.”",
    );
  });

  it("keeps 3 John 1:14 and Revelation 12:17 whole after dropping WEB's extra empty slots", () => {
    expect(verse("WEB", "3John", 1, 14)).toMatch(/Greet the friends by name\.$/);
    expect(loadBible("WEB").books[bookIndex("3John")][0]).toHaveLength(14);
    expect(loadBible("WEB").books[bookIndex("Rev")][11]).toHaveLength(17);
  });
});

describe("King James Version", () => {
  it("fills every verse slot", () => {
    expect(allVerses("KJV").filter(({ text }) => text === "")).toEqual([]);
  });

  it("reads John 3:16 and John 4:14 exactly", () => {
    expect(verse("KJV", "John", 3, 16)).toBe(
      "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
    );
    expect(verse("KJV", "John", 4, 14)).toBe(
      "But whosoever drinketh of the water that I shall give him shall never thirst; but the water that I shall give him shall be in him a well of water springing up into everlasting life.",
    );
  });

  it("drops the subscriptions after the letters (Romans 16:27 ends with Amen)", () => {
    expect(verse("KJV", "Rom", 16, 27)).toBe("To God only wise, be glory through Jesus Christ for ever. Amen.");
    expect(verse("KJV", "Heb", 13, 25)).toBe("Grace be with you all. Amen.");
  });

  it("removes stray \\nd codes around the divine name", () => {
    expect(verse("KJV", "Exod", 6, 3)).toContain("by my name JEHOVAH was I not known to them.");
  });
});
