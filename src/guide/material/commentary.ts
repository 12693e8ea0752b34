// Quotes from the reference works (data/reference/commentary.json, built by
// data/build-reference.ts): one reviewed sentence of Matthew Henry's Concise Commentary or of
// Spurgeon's Treasury of David for passages of the situation bank, with its attribution.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface CommentaryQuote {
  source: "mhcc" | "tdavid";
  /** The section commented on, e.g. "Isaiah 41:10-20". */
  on: string;
  text: string;
}

interface CommentaryFile {
  passages: Record<string, CommentaryQuote>;
}

let loaded: CommentaryFile | undefined;

function load(): CommentaryFile {
  if (loaded) return loaded;
  const candidates = [
    join(dirname(fileURLToPath(import.meta.url)), "../../../data/reference/commentary.json"),
    join(process.cwd(), "data/reference/commentary.json"),
  ];
  const file = candidates.find((f) => existsSync(f));
  loaded = file ? (JSON.parse(readFileSync(file, "utf8")) as CommentaryFile) : { passages: {} };
  return loaded;
}

/** The reviewed commentary quote for a bank reference (as written in the bank), if any. */
export function commentaryFor(reference: string): CommentaryQuote | undefined {
  return load().passages[reference];
}

/** The quote as a sentence with its attribution. */
export function attributedCommentary(quote: CommentaryQuote): string {
  return quote.source === "tdavid"
    ? `Charles Spurgeon, writing on ${quote.on} in The Treasury of David, put it this way: "${quote.text}"`
    : `Matthew Henry, commenting on ${quote.on}, put it this way: "${quote.text}"`;
}
