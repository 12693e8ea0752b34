// The words of a text as the topic index and the word vectors read them.

/** Lowercase words with apostrophes dropped ("can't" -> "cant") and hyphens split. */
export function normaliseText(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc']/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
