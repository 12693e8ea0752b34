// GET /api/bible/books and GET /api/bible/:translation/:book/:chapter — one whole chapter of a bundled Bible, for the
// reader screen (/bible/...) that any reference shown in the app can open.
import { Hono } from "hono";
import {
  adjacentChapters,
  bookSlug,
  findBook,
  formatRange,
  getChapter,
  listBooks,
  parseTranslation,
  providerFor,
  resolveBook,
  verseCount,
} from "../../scripture/index.js";
import { apiError } from "../http/errors.js";

/** "Psalm 23", "John 3": how a whole chapter is named in headings and links. */
function chapterReference(book: string, chapter: number): string {
  return formatRange({ book, startChapter: chapter, startVerse: 1, endChapter: chapter, endVerse: verseCount(book, chapter) });
}

function chapterLink(link: { book: string; chapter: number } | null) {
  if (!link) return null;
  const book = findBook(link.book)!;
  return {
    book: book.id,
    bookName: book.name,
    bookSlug: bookSlug(book),
    chapter: link.chapter,
    reference: chapterReference(book.id, link.chapter),
  };
}

export function bibleRoutes() {
  return new Hono()
    .get("/books", (c) => {
      c.header("Cache-Control", "public, max-age=86400");
      return c.json({ books: listBooks().map((book) => ({ ...book, slug: bookSlug(book) })) }, 200);
    })
    .get("/:translation/:book/:chapter", (c) => {
      const translation = parseTranslation(c.req.param("translation"));
      if (!translation) {
        return apiError(c, 404, "not_found", `Unknown translation "${c.req.param("translation")}". Available: WEB, KJV.`);
      }
      const chapterParam = c.req.param("chapter");
      if (!/^\d{1,4}$/.test(chapterParam)) {
        return apiError(c, 400, "invalid_input", "The chapter must be a whole number, e.g. /api/bible/web/john/3.");
      }
      const book = resolveBook(c.req.param("book"));
      if (!book) {
        return apiError(c, 404, "not_found", `Unknown book "${c.req.param("book")}".`);
      }
      const chapter = getChapter(translation, book.id, Number(chapterParam));
      if (!chapter) {
        const chapters = `${book.chapters} chapter${book.chapters === 1 ? "" : "s"}`;
        return apiError(c, 404, "not_found", `${book.name} has ${chapters}; there is no chapter ${chapterParam}.`);
      }
      const { previous, next } = adjacentChapters(book.id, chapter.chapter);
      c.header("Cache-Control", "public, max-age=86400");
      return c.json(
        {
          translation,
          translationName: providerFor(translation).name,
          book: chapter.book,
          bookName: chapter.bookName,
          bookSlug: bookSlug(book),
          chapter: chapter.chapter,
          reference: chapterReference(book.id, chapter.chapter),
          chapterCount: chapter.chapterCount,
          // Every verse slot; text "" marks a verse this translation leaves out (WEB Acts 8:37).
          verses: chapter.verses.map((verse) => ({ verse: verse.verse, text: verse.text })),
          previous: chapterLink(previous),
          next: chapterLink(next),
        },
        200,
      );
    });
}
