// The public pages prerendered at build time (scripts/prerender.ts), held in memory with their
// brotli and gzip copies, and sent only to requests that carry no session cookie: a member gets
// the app shell, which renders their own page.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Context } from "hono";
import { PUBLIC_PAGES } from "@core/public-pages";

export function prerenderFileName(page: string): string {
  return page === "/" ? "index.html" : `${page.slice(1)}.html`;
}

interface Prerendered {
  html: string;
  br: Buffer | null;
  gzip: Buffer | null;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/;

export function hasSessionCookie(c: Context): boolean {
  return SESSION_COOKIE.test(c.req.header("cookie") ?? "");
}

/** Loads dist/prerender beside the web root; pages missing from it fall back to the app shell. */
export function loadPrerendered(dir: string): Map<string, Prerendered> {
  const pages = new Map<string, Prerendered>();
  for (const page of PUBLIC_PAGES) {
    const file = join(dir, prerenderFileName(page));
    if (!existsSync(file)) continue;
    const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
    pages.set(page, { html: readFileSync(file, "utf8"), br: read(".br"), gzip: read(".gz") });
  }
  return pages;
}

/** The prerendered page in the best encoding the request accepts. */
export function sendPrerendered(c: Context, page: Prerendered): Response {
  const accepts = (c.req.header("accept-encoding") ?? "").toLowerCase();
  c.header("content-type", "text/html; charset=UTF-8");
  c.header("vary", "Accept-Encoding, Cookie");
  c.header("cache-control", "no-cache");
  if (page.br && /\bbr\b/.test(accepts)) {
    c.header("content-encoding", "br");
    return c.body(new Uint8Array(page.br));
  }
  if (page.gzip && /\bgzip\b/.test(accepts)) {
    c.header("content-encoding", "gzip");
    return c.body(new Uint8Array(page.gzip));
  }
  return c.body(page.html);
}
