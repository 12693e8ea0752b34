import { loadBible } from "./bible-data.js";
import { bookIndex } from "./books.js";

/**
 * Verses in a chapter under KJV versification (both bundled Bibles share it), or 0 if the
 * chapter does not exist. Read from the KJV file, which fills every slot.
 */
export function verseCount(book: string, chapter: number): number {
  const index = bookIndex(book);
  if (index < 0 || !Number.isInteger(chapter)) return 0;
  return loadBible("KJV").books[index][chapter - 1]?.length ?? 0;
}
