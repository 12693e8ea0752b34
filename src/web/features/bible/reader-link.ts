// Links from any displayed reference ("John 3:16-18", "1 Corinthians 13:4-7", "Psalm 23") to
// the reader screen. The server resolves book names, slugs and abbreviations, so the web only
// splits off the chapter and the first verse.
import { translationFor, type Translation } from "@core/bible-version";

const REFERENCE = /^\s*((?:[1-3]\s*)?[A-Za-z][A-Za-z .']*?)\.?\s+(\d{1,3})(?:\s*[:.]\s*(\d{1,3}))?/;

/** "/bible/web/1-corinthians/13#v4" for "1 Corinthians 13:4-7"; null if it does not look like a reference. */
export function readerPath(reference: string, translation: Translation = "WEB"): string | null {
  const match = REFERENCE.exec(reference);
  if (!match) return null;
  const book = match[1].trim().toLowerCase().replace(/\s+/g, "-");
  const verse = match[3] ? `#v${Number(match[3])}` : "";
  return `/bible/${translation.toLowerCase()}/${encodeURIComponent(book)}/${Number(match[2])}${verse}`;
}

/** The reader path for a reference in the user's preferred version (KJV, else WEB). */
export function readerPathForVersion(reference: string, bibleVersion: string | null | undefined): string | null {
  return readerPath(reference, translationFor(bibleVersion));
}
