/**
 * Scripture service: bundled public-domain Bibles (WEB, KJV), reference parsing, passages and
 * chapters. Synchronous; each Bible is loaded once, on first use, from data/bibles/.
 */
import { BOOKS, findBook, bookIndex, type BookInfo } from "./books.js";
import { bundledProvider } from "./bundled-provider.js";
import type { ScriptureProvider } from "./provider.js";
import { parseReference, type VerseRange } from "./reference.js";
import { verseCount } from "./versification.js";
import type { Translation } from "@core/bible-version";

export type { Translation } from "@core/bible-version";
export { translationFor, isSubstituted, parseTranslation } from "@core/bible-version";
export type { ScriptureProvider } from "./provider.js";
export { parseReference, referencesIn, formatRange, type VerseRange } from "./reference.js";
export { findBook, bookSlug, type BookInfo } from "./books.js";

export interface Verse {
  book: string; // OSIS id, e.g. "John", "1Cor", "Ps"
  chapter: number;
  verse: number;
  text: string;
}

export interface Passage {
  reference: string; // canonical display form, e.g. "John 3:16-18", "1 Corinthians 13:4-7", "Psalm 23"
  translation: Translation;
  text: string;
  verses: Verse[];
}

export interface Chapter {
  book: string;
  bookName: string;
  chapter: number;
  chapterCount: number;
  /** Every verse slot of the chapter; text is "" where the translation leaves a verse out. */
  verses: Verse[];
}

const providers = new Map<Translation, ScriptureProvider>();

/** The provider serving a translation. A licensed translation would be registered here. */
export function providerFor(translation: Translation): ScriptureProvider {
  let provider = providers.get(translation);
  if (!provider) {
    provider = bundledProvider(translation);
    providers.set(translation, provider);
  }
  return provider;
}

function versesOf(range: VerseRange, provider: ScriptureProvider): Verse[] {
  const verses: Verse[] = [];
  for (let chapter = range.startChapter; chapter <= range.endChapter; chapter++) {
    const first = chapter === range.startChapter ? range.startVerse : 1;
    const last = chapter === range.endChapter ? range.endVerse : verseCount(range.book, chapter);
    for (let verse = first; verse <= last; verse++) {
      const text = provider.verseText(range.book, chapter, verse);
      if (text) verses.push({ book: range.book, chapter, verse, text });
    }
  }
  return verses;
}

/**
 * The text of a reference in a translation. Null if the reference cannot be parsed, names a
 * verse that does not exist (John 22:1, John 3:99), or the translation has no text for any of
 * it (WEB Acts 8:37). Verses a translation leaves out are skipped.
 */
export function getPassage(reference: string, translation: Translation): Passage | null {
  const parsed = parseReference(reference);
  if (!parsed) return null;
  const provider = providerFor(translation);
  const verses = parsed.ranges.flatMap((range) => versesOf(range, provider));
  if (verses.length === 0) return null;
  return { reference: parsed.display, translation, text: verses.map((verse) => verse.text).join(" "), verses };
}

/** True if the text is a reference to verses that exist ("John 3:16"), false otherwise ("John 22:1"). */
export function isValidReference(reference: string): boolean {
  return parseReference(reference) !== null;
}

/** Canonical display form of a reference ("1 cor 13:4-7" -> "1 Corinthians 13:4-7"), or null if invalid. */
export function canonicalReference(reference: string): string | null {
  return parseReference(reference)?.display ?? null;
}

/**
 * A book from an OSIS id ("1Cor"), a name or slug ("1 Corinthians", "1-corinthians") or any
 * abbreviation the reference parser knows ("1 cor", "jn"), so links built from any displayed
 * reference resolve.
 */
export function resolveBook(idOrName: string): BookInfo | undefined {
  const exact = findBook(idOrName);
  if (exact) return exact;
  const name = idOrName.replace(/[-_]+/g, " ").trim();
  if (!/^[1-3]?\s*[a-z][a-z .']{0,40}$/i.test(name)) return undefined;
  const parsed = parseReference(`${name} 1`);
  return parsed ? findBook(parsed.ranges[0].book) : undefined;
}

/** One whole chapter. `book` is an OSIS id ("1Cor"), a name or slug ("john", "1-corinthians") or an abbreviation. */
export function getChapter(translation: Translation, book: string, chapter: number): Chapter | null {
  const info = resolveBook(book);
  if (!info || !Number.isInteger(chapter) || chapter < 1 || chapter > info.chapters) return null;
  const provider = providerFor(translation);
  const verses: Verse[] = [];
  const count = verseCount(info.id, chapter);
  for (let verse = 1; verse <= count; verse++) {
    verses.push({ book: info.id, chapter, verse, text: provider.verseText(info.id, chapter, verse) ?? "" });
  }
  return { book: info.id, bookName: info.name, chapter, chapterCount: info.chapters, verses };
}

/** The 66 books in canonical order. */
export function listBooks(): Array<{ id: string; name: string; chapters: number; testament: "OT" | "NT" }> {
  return BOOKS.map((book) => ({ ...book }));
}

/** The chapter before and after, crossing book boundaries; null at Genesis 1 and Revelation 22. */
export function adjacentChapters(
  book: string,
  chapter: number,
): {
  previous: { book: string; chapter: number } | null;
  next: { book: string; chapter: number } | null;
} {
  const index = bookIndex(resolveBook(book)?.id ?? "");
  if (index < 0) return { previous: null, next: null };
  const info = BOOKS[index];
  const previous =
    chapter > 1
      ? { book: info.id, chapter: chapter - 1 }
      : index > 0
        ? { book: BOOKS[index - 1].id, chapter: BOOKS[index - 1].chapters }
        : null;
  const next =
    chapter < info.chapters
      ? { book: info.id, chapter: chapter + 1 }
      : index < BOOKS.length - 1
        ? { book: BOOKS[index + 1].id, chapter: 1 }
        : null;
  return { previous, next };
}

export { verseCount } from "./versification.js";
