// The public pages prerendered at build time (scripts/prerender.ts), held in memory with their
// brotli and gzip copies, and sent only to requests that carry no session cookie; and the members'
// app shell (dist/prerender/app-shell), sent to requests that carry one: it paints the header and
// a loading page from the HTML alone, with the matched route's page chunk preloaded.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Context } from "hono";
import { PUBLIC_PAGES } from "@core/public-pages";

export function prerenderFileName(page: string): string {
  return page === "/" ? "index.html" : `${page.slice(1)}.html`;
}

export interface Prerendered {
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
    const loaded = loadPage(join(dir, prerenderFileName(page)));
    if (loaded) pages.set(page, loaded);
  }
  return pages;
}

function loadPage(file: string): Prerendered | null {
  if (!existsSync(file)) return null;
  const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
  return { html: readFileSync(file, "utf8"), br: read(".br"), gzip: read(".gz") };
}

/** "/groups/:id" matches "/groups/abc": a ":name" segment matches any one non-empty segment. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(":") || segment === have[i]);
}

/** Where a member page's template (scripts/prerender.ts) takes the page and its state. */
export const MEMBER_PAGE_SLOT = "<!--member-page-->";
export const MEMBER_STATE_SLOT = "<!--member-state-->";

export interface AppShellRoute {
  /** The loading app shell with the route's chunks preloaded. */
  shell: Prerendered;
  /** The same document with an empty #root and state slot, for a page the server renders. */
  memberTemplate: string | null;
}

/**
 * Loads dist/prerender/app-shell; the returned lookup gives the shell for a client-side route's
 * path (with that route's chunk preloaded), null for a path that is no route (a file, the API).
 * Without a built shell, null: the server falls back to the plain index.html.
 */
export function loadAppShells(dir: string): ((path: string) => AppShellRoute | null) | null {
  const routesFile = join(dir, "routes.json");
  const fallback = loadPage(join(dir, "default.html"));
  if (!existsSync(routesFile) || !fallback) return null;
  const listed = JSON.parse(readFileSync(routesFile, "utf8")) as { path: string; file: string; memberFile?: string }[];
  const routes = listed.flatMap(({ path, file, memberFile }) => {
    const shell = loadPage(join(dir, file));
    const template = memberFile && existsSync(join(dir, memberFile)) ? readFileSync(join(dir, memberFile), "utf8") : null;
    return shell ? [{ path, route: { shell, memberTemplate: template } }] : [];
  });
  return (path) => routes.find((route) => matchesRoutePattern(route.path, path))?.route ?? null;
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
