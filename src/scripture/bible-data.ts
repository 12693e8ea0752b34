import { readFileSync } from "node:fs";
import { BOOKS } from "./books.js";
import { bundledDataFile } from "./bundled-data.js";

/** The bundled public-domain translations (data/bibles/*.json, built by data/build-bibles.ts). */
export type BundledTranslation = "WEB" | "KJV";

export interface BibleData {
  translation: BundledTranslation;
  name: string;
  license: string;
  /** books[bookIndex][chapter - 1][verse - 1]; "" marks a slot the translation leaves empty. */
  books: string[][][];
}

interface BibleFile {
  translation: BundledTranslation;
  name: string;
  license: string;
  books: Array<{ id: string; chapters: string[][] }>;
}

const FILES: Record<BundledTranslation, string> = { WEB: "web.json", KJV: "kjv.json" };

const cache = new Map<BundledTranslation, BibleData>();

/** Loads a bundled Bible once (about 4 MB of JSON, ~50 ms) and keeps it in memory. */
export function loadBible(translation: BundledTranslation): BibleData {
  const cached = cache.get(translation);
  if (cached) return cached;
  const file = JSON.parse(readFileSync(bundledDataFile("bibles", FILES[translation]), "utf8")) as BibleFile;
  if (file.books.length !== BOOKS.length || file.books.some((book, index) => book.id !== BOOKS[index].id)) {
    throw new Error(`data/bibles/${FILES[translation]} does not list the 66 books in canonical order`);
  }
  const data: BibleData = {
    translation: file.translation,
    name: file.name,
    license: file.license,
    books: file.books.map((book) => book.chapters),
  };
  cache.set(translation, data);
  return data;
}
