// The passages a group's study theme cites by book and chapter.
import { parseReference } from "../../scripture/reference.js";

// "Psalm 55", "1 Cor 12", "Romans 8:1", "2 Samuel 12": a book (its name or a common short form)
// and a chapter, perhaps a verse or a range of verses. Numbered books are read first ("Ps 23 and
// 1 Cor 12" must not read "and 1").
const CITATIONS = [
  /\b([1-3] ?[a-z]+)\.? (\d{1,3})(?::(\d{1,3})(?:-(\d{1,3}))?)?\b/gi,
  /\b([a-z]+)\.? (\d{1,3})(?::(\d{1,3})(?:-(\d{1,3}))?)?\b/gi,
];

/** The passages a theme cites by book and chapter (and verse), as references. */
export function citedPassages(theme: string): string[] {
  const refs: string[] = [];
  let rest = theme;
  for (const re of CITATIONS) {
    for (const m of rest.matchAll(re)) {
      const parsed = parseReference(`${m[1]} ${m[2]}${m[3] ? `:${m[3]}${m[4] ? `-${m[4]}` : ""}` : ""}`);
      if (parsed) refs.push(parsed.display);
    }
    rest = rest.replace(re, " ");
  }
  return refs;
}
