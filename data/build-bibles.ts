/**
 * Builds the Bibles the app ships: data/bibles/web.json and data/bibles/kjv.json.
 *
 * Source: Debian's public-domain SWORD modules, read with `mod2imp`.
 *   apt-get install sword-text-web sword-text-kjv libsword-utils
 *   npx tsx data/build-bibles.ts
 *
 * The output is committed; the app and its tests read only the JSON files, never Debian.
 *
 * Output shape: { translation, name, source, license, books: [{ id, chapters: string[][] }] }
 * in canonical order (src/scripture/books.ts), KJV versification: chapters[c-1][v-1] is the
 * text of verse c:v, "" for a slot the translation leaves empty (e.g. WEB Luke 17:36).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BOOKS } from "../src/scripture/books.js";
import { SWORD_BOOK_NAMES } from "./sword-books.js";

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "bibles");

interface Source {
  file: string;
  module: string;
  translation: "WEB" | "KJV";
  name: string;
  license: string;
}

const SOURCES: Source[] = [
  {
    file: "kjv.json",
    module: "engKJV2006eb",
    translation: "KJV",
    name: "King James Version",
    license: "Public domain (Debian package sword-text-kjv, module engKJV2006eb).",
  },
  {
    file: "web.json",
    module: "engWEB2015eb",
    translation: "WEB",
    name: "World English Bible",
    license:
      'Public domain (Debian package sword-text-web, module engWEB2015eb). "World English Bible" is a trademark: the text is shipped unaltered apart from removing notes and headings.',
  },
];

type Chapters = string[][];

/** Runs mod2imp and returns raw OSIS text keyed by [bookIndex][chapter][verse]. */
function readModule(module: string): Map<number, Map<number, Map<number, string>>> {
  let imp: string;
  try {
    imp = execFileSync("mod2imp", [module], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    throw new Error(
      `mod2imp ${module} failed (${(error as Error).message}).\n` +
        "Install the sources first: apt-get install sword-text-web sword-text-kjv libsword-utils",
      { cause: error },
    );
  }
  const bookIndexByName = new Map(SWORD_BOOK_NAMES.map((name, index) => [name, index]));
  const result = new Map<number, Map<number, Map<number, string>>>();
  let current: { book: number; chapter: number; verse: number } | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (!current) return;
    const chapters = result.get(current.book) ?? new Map<number, Map<number, string>>();
    result.set(current.book, chapters);
    const verses = chapters.get(current.chapter) ?? new Map<number, string>();
    chapters.set(current.chapter, verses);
    verses.set(current.verse, lines.join("\n"));
  };
  for (const line of imp.split("\n")) {
    if (line.startsWith("$$$")) {
      flush();
      current = null;
      lines = [];
      const match = /^\$\$\$(.+) (\d+):(\d+)$/.exec(line);
      if (!match) continue; // module/testament headings
      const book = bookIndexByName.get(match[1]);
      const chapter = Number(match[2]);
      const verse = Number(match[3]);
      // Verse 0 holds book and chapter introductions and headings, not scripture.
      if (book === undefined || chapter === 0 || verse === 0) continue;
      current = { book, chapter, verse };
    } else if (current) {
      lines.push(line);
    }
  }
  flush();
  return result;
}

// Marks where a note was removed, so a space can be restored if it sat between words.
const NOTE_GAP = "\u0000";

/** OSIS markup of one verse -> plain text. */
export function cleanVerse(osis: string): string {
  let text = osis;
  // Everything after the chapter's end marker belongs to no verse: the WEB glossary
  // after Revelation 22:21, the KJV subscriptions ("Written to the Romans from Corinthus...").
  const chapterEnd = text.indexOf("<chapter eID=");
  if (chapterEnd >= 0) text = text.slice(0, chapterEnd);
  text = text
    .replace(/<note\b[^>]*\/>/g, NOTE_GAP)
    .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, NOTE_GAP)
    .replace(/<title\b[^>]*\/>/g, " ")
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, " ")
    .replace(/<speaker\b[^>]*>[\s\S]*?<\/speaker>/g, " ")
    // Block-level elements separate words; inline ones (w, q, transChange, divineName...) do not.
    .replace(/<\/?(?:div|l|lg|lb|p|chapter|milestone|list|item|verse)\b[^>]*>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/\\\+?nd\*?/g, " ")
    .replace(/¶/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
  text = text
    // A note before punctuation or a space leaves nothing; between two words it was a word break.
    // The spaces around a note count as part of the gap it leaves.
    .replace(new RegExp(`\\s*${NOTE_GAP}[\\s${NOTE_GAP}]*(?=[.,;:!?’”)\\]—]|$)`, "g"), "")
    .replace(new RegExp(`^[\\s${NOTE_GAP}]*${NOTE_GAP}\\s*`, "g"), "")
    .replace(new RegExp(`\\s*${NOTE_GAP}[\\s${NOTE_GAP}]*`, "g"), " ")
    .replace(/\s+/g, " ")
    .trim();
  return text;
}

function buildChapters(raw: Map<number, Map<number, Map<number, string>>>, shape: number[][] | null): Chapters[] {
  return BOOKS.map((book, bookIndex) => {
    const chapters = raw.get(bookIndex);
    if (!chapters) throw new Error(`missing book ${book.id}`);
    const result: Chapters = [];
    for (let c = 1; c <= book.chapters; c++) {
      const verses = chapters.get(c);
      if (!verses) throw new Error(`missing chapter ${book.id} ${c}`);
      const verseCount = shape ? shape[bookIndex][c - 1] : Math.max(...verses.keys());
      const texts: string[] = [];
      for (let v = 1; v <= verseCount; v++) texts.push(cleanVerse(verses.get(v) ?? ""));
      // Slots past the KJV verse count (WEB's 3 John 1:15, Revelation 12:18) must be empty:
      // the text already sits in the KJV-numbered verse, so dropping them loses nothing.
      for (const [v, osis] of verses) {
        if (v > verseCount && cleanVerse(osis) !== "") {
          throw new Error(`${book.id} ${c}:${v} has text beyond the KJV versification: ${cleanVerse(osis)}`);
        }
      }
      result.push(texts);
    }
    if (chapters.size !== book.chapters) throw new Error(`${book.id}: ${chapters.size} chapters, expected ${book.chapters}`);
    return result;
  });
}

function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  let kjvShape: number[][] | null = null;
  for (const source of SOURCES) {
    const started = Date.now();
    const books = buildChapters(readModule(source.module), kjvShape);
    if (source.translation === "KJV") kjvShape = books.map((chapters) => chapters.map((verses) => verses.length));
    const json = JSON.stringify({
      translation: source.translation,
      name: source.name,
      source: `SWORD module ${source.module}, converted by data/build-bibles.ts`,
      license: source.license,
      books: BOOKS.map((book, index) => ({ id: book.id, chapters: books[index] })),
    });
    writeFileSync(join(OUT_DIR, source.file), json + "\n");
    const slots = books.flat(2);
    const empty: string[] = [];
    books.forEach((chapters, b) =>
      chapters.forEach((verses, c) =>
        verses.forEach((text, v) => {
          if (text === "") empty.push(`${BOOKS[b].id} ${c + 1}:${v + 1}`);
        }),
      ),
    );
    console.log(
      `${source.file}: ${books.length} books, ${books.flat().length} chapters, ${slots.length} verse slots, ` +
        `${(json.length / 1024 / 1024).toFixed(2)} MB, ${Date.now() - started} ms; empty: ${empty.join(", ") || "none"}`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
