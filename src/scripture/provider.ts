/**
 * Where verse text comes from. The bundled provider serves the public-domain WEB and KJV;
 * a licensed translation (NIV, ESV, ...) can be added later by implementing this interface
 * (for example over a publisher's API, with caching) and registering it in providers.ts.
 * References are always in KJV versification; a provider with another versification maps them.
 */
export interface ScriptureProvider {
  /** Label shown next to the text, e.g. "WEB", "KJV". */
  readonly translation: string;
  /** Full name, e.g. "World English Bible". */
  readonly name: string;
  /** Text of one verse; "" when the translation leaves the slot empty; null if it does not exist. */
  verseText(book: string, chapter: number, verse: number): string | null;
}
