/**
 * Which translation serves a user's preferred Bible version.
 *
 * KJV and WEB are public domain and bundled. The other versions a profile can choose
 * (NIV, ESV, NASB, NLT, NKJV, CSB, MSG) are copyrighted and we hold no licence to ship
 * them, so their readers get the World English Bible, always labelled "WEB" (never the
 * name they chose). See docs/decisions.md.
 */
export type Translation = "WEB" | "KJV";

export const TRANSLATIONS: readonly Translation[] = ["WEB", "KJV"];

/** "KJV" -> "KJV"; every other version, or none, -> "WEB". Case-insensitive. */
export function translationFor(version: string | null | undefined): Translation {
  return version?.trim().toUpperCase() === "KJV" ? "KJV" : "WEB";
}

/** True when the user prefers a version we cannot serve and is shown WEB instead. */
export function isSubstituted(version: string | null | undefined): boolean {
  const wanted = version?.trim().toUpperCase();
  return !!wanted && wanted !== "KJV" && wanted !== "WEB";
}

/** Parses a translation code from a URL segment ("web", "KJV"); null if not served. */
export function parseTranslation(code: string): Translation | null {
  const upper = code.trim().toUpperCase();
  return (TRANSLATIONS as readonly string[]).includes(upper) ? (upper as Translation) : null;
}
