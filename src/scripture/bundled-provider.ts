import { loadBible, type BundledTranslation } from "./bible-data.js";
import { bookIndex } from "./books.js";
import type { ScriptureProvider } from "./provider.js";

const NAMES: Record<BundledTranslation, string> = { WEB: "World English Bible", KJV: "King James Version" };

/** Serves a bundled public-domain Bible from data/bibles; loads it on first use. */
export function bundledProvider(translation: BundledTranslation): ScriptureProvider {
  return {
    translation,
    name: NAMES[translation],
    verseText(book, chapter, verse) {
      const index = bookIndex(book);
      if (index < 0) return null;
      return loadBible(translation).books[index][chapter - 1]?.[verse - 1] ?? null;
    },
  };
}
