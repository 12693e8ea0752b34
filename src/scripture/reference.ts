import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
// Only the English book names and grammar; the package's other 49 languages are never imported.
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { BOOKS, bookIndex, type BookInfo } from "./books.js";
import { verseCount } from "./versification.js";
import { RecentAnswers } from "./recent-answers.js";

/** A contiguous run of verses, possibly across chapters of one book. */
export interface VerseRange {
  book: string; // OSIS id
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
}

/** A parsed reference: one or more ranges ("John 3:16, 18" has two). */
export interface ParsedReference {
  ranges: VerseRange[];
  /** Canonical display form, e.g. "1 Corinthians 13:4-7", "Psalm 23". */
  display: string;
}

let parser: bcv_parser | null = null;

function getParser(): bcv_parser {
  if (!parser) {
    parser = new bcv_parser(english);
    parser.set_options({
      versification_system: "kjv", // our data uses KJV versification (3 John has 14 verses)
      osis_compaction_strategy: "bcv",
      sequence_combination_strategy: "separate",
      consecutive_combination_strategy: "separate",
      invalid_passage_strategy: "ignore",
      book_alone_strategy: "full",
    });
  }
  return parser;
}

// Messages that mean the parser had to guess or trim: we reject rather than show a different passage.
const ACCEPTED_MESSAGES = new Set(["start_chapter_1", "start_chapter_not_exist_in_single_chapter_book"]);

interface ParsedEntityLike {
  indices: [number, number];
  entities: Array<{
    valid: { valid: boolean; messages: Record<string, unknown> };
    start: { b: string; c: number; v: number };
    end: { b: string; c: number; v: number };
  }>;
}

/**
 * Parses a human reference ("John 3:16-18", "Ps 23", "1 Cor 13:4-7", "Jn 3:16", "John 3:16-4:2").
 * Returns null when the text is not entirely a reference or names a verse that does not exist.
 */
export function parseReference(reference: string): ParsedReference | null {
  if (reference.length > 200) return null; // no reference is this long; keeps the cache small
  // The same few hundred references recur (plans, topics, guide replies); parsing costs ~1 ms.
  return parseCache.get(reference, () => parseCanonical(reference) ?? parseWithParser(reference));
}

const parseCache = new RecentAnswers<string, ParsedReference | null>(5000);

const CANONICAL = /^([1-3] )?([A-Z][a-z]+(?: [a-z]+)*(?: [A-Z][a-z]+)*) (\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?$/;

/**
 * Fast path for the form this service itself displays ("John 3:16", "1 Corinthians 13:4-7"):
 * full book name, one chapter. Returns null (and the parser decides) for anything else.
 */
export function parseCanonical(reference: string): ParsedReference | null {
  const match = CANONICAL.exec(reference);
  if (!match) return null;
  const name = `${match[1] ?? ""}${match[2]}`;
  const book = name === "Psalm" ? BOOKS[bookIndex("Ps")] : BOOKS.find((candidate) => candidate.name === name);
  if (!book) return null;
  const chapter = Number(match[3]);
  const range: VerseRange = {
    book: book.id,
    startChapter: chapter,
    startVerse: Number(match[4]),
    endChapter: chapter,
    endVerse: Number(match[5] ?? match[4]),
  };
  if (!isValidRange(range)) return null;
  return { ranges: [range], display: formatRange(range) };
}

/** The full bcv parser path, without the fast path or cache (exported for tests). */
export function parseWithParser(reference: string): ParsedReference | null {
  const text = reference.trim().replace(/[.;,]+$/, "");
  if (!text || text.length > 200) return null;
  const entities = getParser().parse(text).parsed_entities() as unknown as ParsedEntityLike[];
  if (entities.length === 0) return null;
  // The whole input must be the reference: "John 3:16 and more" or "see John 3:16" are not;
  // between the parts of a sequence ("John 3:16, 18") only separators may appear.
  if (entities[0].indices[0] !== 0 || entities[entities.length - 1].indices[1] !== text.length) return null;
  for (let i = 1; i < entities.length; i++) {
    if (!/^[\s,;]*$/.test(text.slice(entities[i - 1].indices[1], entities[i].indices[0]))) return null;
  }

  const ranges: VerseRange[] = [];
  for (const entity of entities) {
    for (const part of entity.entities) {
      if (!part.valid.valid) return null;
      if (Object.keys(part.valid.messages).some((message) => !ACCEPTED_MESSAGES.has(message))) return null;
      const range: VerseRange = {
        book: part.start.b,
        startChapter: part.start.c,
        startVerse: part.start.v,
        endChapter: part.end.c,
        endVerse: part.end.v,
      };
      if (part.end.b !== part.start.b || !isValidRange(range)) return null;
      ranges.push(range);
    }
  }
  if (ranges.length === 0) return null;
  return { ranges, display: formatRanges(ranges) };
}

// A chapter and verse ("philippians 4:13", "John 3.16") or a psalm by number ("psalm 23"): a book
// name alone ("my job", "Mark my words") or a bare chapter in running text names no passage.
const NAMES_A_VERSE = /\d\s*[:.]\s*\d/;
// "Ps 23", "Ps. 23", "psalm23"; never "PS5" (a games console).
const NAMES_A_PSALM = /^(?:psalms?\s*\d|ps\.?\s+\d)/i;
const A_TIME_OF_DAY = /^\s*(?:am|pm|a\.m|p\.m|o'?clock)\b/i;
const MIGHT_NAME_A_PASSAGE = /\d\s*[:.]\s*\d|\bps(?:alms?)?\.?\s*\d/i; // a cheap gate before the parser

/**
 * The passages a member's own words name ("help me memorise philippians 4:13", "what does Psalm 23
 * mean?"), in canonical form, in the order named. Each is parsed on its own as parseReference does,
 * so only real verses count.
 */
export function referencesIn(text: string): string[] {
  if (!MIGHT_NAME_A_PASSAGE.test(text)) return [];
  const clipped = text.slice(0, 2000);
  const entities = getParser().parse(clipped).parsed_entities() as unknown as ParsedEntityLike[];
  const named: string[] = [];
  for (const entity of entities) {
    const said = clipped.slice(entity.indices[0], entity.indices[1]);
    if (!NAMES_A_VERSE.test(said) && !NAMES_A_PSALM.test(said)) continue;
    if (A_TIME_OF_DAY.test(clipped.slice(entity.indices[1]))) continue; // "pick up mark 3:15 pm"
    const parsed = parseReference(said);
    if (parsed && !named.includes(parsed.display)) named.push(parsed.display);
  }
  return named;
}

function isValidRange(range: VerseRange): boolean {
  if (bookIndex(range.book) < 0) return false;
  const startCount = verseCount(range.book, range.startChapter);
  const endCount = verseCount(range.book, range.endChapter);
  if (!startCount || !endCount) return false;
  if (range.startVerse < 1 || range.startVerse > startCount || range.endVerse < 1 || range.endVerse > endCount) return false;
  return range.startChapter < range.endChapter || (range.startChapter === range.endChapter && range.startVerse <= range.endVerse);
}

/** "John 3:16; John 3:18" reads as "John 3:16, 18": later verses of the same chapter drop book and chapter. */
export function formatRanges(ranges: VerseRange[]): string {
  let display = "";
  ranges.forEach((range, index) => {
    const previous = ranges[index - 1];
    const full = formatRange(range);
    const sameChapter =
      previous &&
      previous.book === range.book &&
      previous.endChapter === range.startChapter &&
      range.startChapter === range.endChapter &&
      !/^\D+ \d+(-\d+)?$/.test(full); // not a whole chapter
    display += index === 0 ? full : sameChapter ? `, ${full.slice(full.lastIndexOf(":") + 1)}` : `; ${full}`;
  });
  return display;
}

/** Display name of a book in a reference: "Psalm 23" for one psalm, "Psalms 23-24" for several. */
function referenceBookName(book: BookInfo, singleChapter: boolean): string {
  return book.id === "Ps" && singleChapter ? "Psalm" : book.name;
}

/** Canonical display form of a range: "John 3:16", "John 3:16-18", "John 3:16-4:2", "Psalm 23", "Genesis 1-2". */
export function formatRange(range: VerseRange): string {
  const book = BOOKS[bookIndex(range.book)];
  const wholeChapters = range.startVerse === 1 && range.endVerse === verseCount(range.book, range.endChapter);
  const name = referenceBookName(book, range.startChapter === range.endChapter);
  if (wholeChapters) {
    return range.startChapter === range.endChapter ? `${name} ${range.startChapter}` : `${name} ${range.startChapter}-${range.endChapter}`;
  }
  if (range.startChapter !== range.endChapter) {
    return `${name} ${range.startChapter}:${range.startVerse}-${range.endChapter}:${range.endVerse}`;
  }
  if (range.startVerse === range.endVerse) return `${name} ${range.startChapter}:${range.startVerse}`;
  return `${name} ${range.startChapter}:${range.startVerse}-${range.endVerse}`;
}
