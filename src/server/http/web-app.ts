// Serves the built web app: precompressed assets (brotli, then gzip), long-lived caching for hashed
// files, an always-revalidated app shell, robots.txt and a sitemap of the public pages, and the
// single-page-app fallback for client-side routes.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { PUBLIC_PAGES } from "@core/public-pages";
import type { MaybeNodeBindings } from "./client-ip.js";
import { loadMemberRenderer, renderMemberPage } from "./member-pages.js";
import { hasSessionCookie, loadAppShells, loadPrerendered, sendPrerendered } from "./prerendered.js";

const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

export interface WebAppOptions {
  /** Directory of the built web app (index.html + assets/); null or missing → API only. */
  webRoot: string | null;
  /** The public origin (APP_URL) for absolute links in the sitemap; else the request's origin. */
  appUrl?: string | null;
}

function originOf(requestUrl: string, appUrl: string | null | undefined): string {
  return (appUrl ?? new URL(requestUrl).origin).replace(/\/+$/, "");
}

export function mountWebApp(app: Hono<MaybeNodeBindings>, { webRoot, appUrl }: WebAppOptions) {
  app.get("/robots.txt", (c) => {
    c.header("cache-control", "public, max-age=3600");
    const origin = originOf(c.req.url, appUrl);
    // Member pages and the API are private; only the public pages are worth crawling.
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
  app.get("/sitemap.xml", (c) => {
    const origin = originOf(c.req.url, appUrl);
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${origin}${page === "/" ? "/" : page}</loc></url>`).join("\n");
    c.header("content-type", "application/xml; charset=utf-8");
    c.header("cache-control", "public, max-age=3600");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  });

  const indexPath = webRoot ? join(webRoot, "index.html") : null;
  if (!webRoot || !indexPath || !existsSync(indexPath)) {
    app.get("*", (c) => c.text("The web app is not built yet. Run `npm start` (or `npx vite build`).", 503));
    return;
  }
  // Hashed file names under /assets never change content, so browsers may keep them for a year.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("cache-control", "public, max-age=31536000, immutable");
  });
  app.use("*", async (c, next) => {
    await next();
    // A compressible file may be sent compressed or not, by the request's Accept-Encoding:
    // caches must key on it even when this answer was the uncompressed one.
    if (PRECOMPRESSED.test(c.req.path) && !c.res.headers.get("vary")?.match(/accept-encoding/i)) {
      c.header("vary", "Accept-Encoding", { append: true });
    }
    // The service worker script is checked on every visit, so a new version is found at once.
    if (c.req.path === "/sw.js") c.header("cache-control", "no-cache");
    // The app shell (index.html) must always be revalidated so a new deploy is picked up.
    // (A page rendered with a member's data is never stored at all: member-pages.ts.)
    const html = c.res.headers.get("content-type")?.startsWith("text/html");
    if (html && !c.res.headers.get("cache-control")?.includes("no-store")) c.header("cache-control", "no-cache");
  });
  // A visitor's first view of a public page arrives with its content already in the HTML.
  const prerendered = loadPrerendered(join(webRoot, "..", "prerender"));
  // A member's first view of any screen paints the header and a loading page from the HTML, and
  // the screen's code is fetched beside the app's instead of after it.
  const appShell = loadAppShells(join(webRoot, "..", "prerender", "app-shell"));
  // Home's, the journal's and the daily plan's first views are rendered with the member's data
  // (member-pages.ts; which pages: src/web/app/server-reads.ts).
  const memberRenderer = loadMemberRenderer(join(webRoot, "..", "ssr", "entry-server.js"));
  void memberRenderer(); // loaded now, not on the first member's request
  app.get("*", async (c, next) => {
    if (hasSessionCookie(c)) {
      const route = appShell?.(c.req.path);
      if (!route) return next();
      const renderer = route.memberTemplate ? await memberRenderer() : null;
      const page = renderer && route.memberTemplate ? await renderMemberPage(app, c, renderer, route.memberTemplate) : null;
      if (!page) return sendPrerendered(c, route.shell);
      const response = sendPrerendered(c, page);
      response.headers.set("cache-control", "private, no-store");
      return response;
    }
    const page = prerendered.get(c.req.path);
    return page ? sendPrerendered(c, page) : next();
  });
  app.use("*", serveStatic({ root: webRoot, precompressed: true }));
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // Any other GET is a client-side route: answer with the app shell, never cached.
  const indexHtml = readFileSync(indexPath, "utf8");
  app.get("*", (c) => c.html(indexHtml));
}
