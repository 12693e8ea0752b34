// Writes dist/prerender/<page>.html for every public page: the built app shell with the page's
// visitor HTML inside #root (marked data-prerendered), plus brotli and gzip copies. The server
// sends these to requests without a session cookie; the browser hydrates them.
// Also writes dist/prerender/app-shell/: for requests with a session cookie, the layout a member's
// first render shows (header, a loading main, footer) painted from the HTML alone, one file per
// route with that route's page chunk preloaded, and routes.json mapping path patterns to files.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { PUBLIC_PAGES } from "../src/core/public-pages.js";
import { MEMBER_PAGE_SLOT, MEMBER_STATE_SLOT, prerenderFileName } from "../src/server/http/prerendered.js";
import { MEMBER_STATE_ID, PRERENDERED_ATTRIBUTE } from "../src/web/lib/visitor-render.js";
import { APP_CODE_ID } from "../src/web/lib/app-code.js";
import { entryKeyOf, readViteManifest, staticClosure } from "./vite-manifest.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const shell = readFileSync(join(root, "dist/web/index.html"), "utf8");
const outDir = join(root, "dist/prerender");
mkdirSync(outDir, { recursive: true });

const { render, pageModules } = (await import(pathToFileURL(join(root, "dist/ssr/entry-server.js")).href)) as {
  render: (path: string, options?: { visitor?: boolean }) => Promise<string>;
  pageModules: () => { path: string; modules: string[] }[];
};

// Vite's manifest. The entry (src/web/boot.ts) is small: once the page has painted, it preloads the
// code files the page lists (the app, main.tsx, and the route's page) and imports the app.
const manifest = readViteManifest(join(root, "dist/web/.vite/manifest.json"));
const entryKey = entryKeyOf(manifest);
if (!entryKey) throw new Error("Vite's manifest has no entry");
const appModules = manifest[entryKey].dynamicImports ?? [];
if (appModules.length === 0) throw new Error("The entry imports no app: src/web/boot.ts should import main.tsx");
const entryScript = `<script type="module" crossorigin src="/${manifest[entryKey].file}"></script>`;
if (!shell.includes(entryScript)) throw new Error("dist/web/index.html lacks the entry script");
/** The modules and every chunk they import statically. */
const closureOf = (modules: Iterable<string>): Set<string> => staticClosure(manifest, modules);
const loadedByEntry = closureOf([entryKey]);
const appCode = closureOf(appModules);
// Every route whose page is its own chunk, with that chunk's source modules.
const routeModules = pageModules();

/** The page with its code list (the app's files and `pageKeys`' beyond them) after the entry. */
function withCodeList(html: string, pageKeys: Iterable<string> = []): string {
  const files = [...new Set([...appCode, ...pageKeys])].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key].file}`);
  return html.replace(
    entryScript,
    `${entryScript}\n    <script type="application/json" id="${APP_CODE_ID}">${JSON.stringify(files)}</script>`,
  );
}

const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The opening tag of a rendered page's root: its controls are marked unavailable until the app has
 * rendered (src/web/main.tsx lifts it), since a click or typing before then would be lost.
 */
const rootTag = (kind: "visitor" | "app-shell" | "member") => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${kind}" aria-disabled="true">`;

// A prerendered page paints from its HTML alone: the stylesheet and the theme script travel inside
// it instead of as two more round trips that block the first paint. (The server's CSP allows this
// one inline script by its hash; see src/server/http/csp.ts.)
const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(shell);
const themeScript = '<script src="/theme-init.js"></script>';
if (!stylesheet || !shell.includes(themeScript)) throw new Error("dist/web/index.html lacks the stylesheet or theme script");
const inlined = shell
  .replace(stylesheet[0], `<style>${readFileSync(join(root, "dist/web", stylesheet[1]), "utf8")}</style>`)
  .replace(themeScript, `<script>${readFileSync(join(root, "dist/web/theme-init.js"), "utf8")}</script>`);
if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/web/index.html has no ${EMPTY_ROOT}`);

/** Every script and module preload of a page at fetchpriority="low" (the page paints without them). */
function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
}

function writeCompressed(file: string, html: string) {
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

for (const page of PUBLIC_PAGES) {
  let body = await render(page);
  // React renders a page's <title> where the page declares it; it belongs in the head.
  let html = inlined;
  const title = /<title>[^<]*<\/title>/.exec(body)?.[0];
  if (title) {
    body = body.replace(title, "");
    html = html.replace(/<title>[^<]*<\/title>/, title);
  }
  html = html.replace(EMPTY_ROOT, `${rootTag("visitor")}${body}</div>`);
  // The page is readable from its HTML; its script only makes it interactive, so it loads at low
  // priority and never competes with (or, in Lighthouse's model, blocks) the first paint. The
  // landing page is the app's own; every other public page is a chunk of its own (not "/": the
  // index route's chunk is a member's Home).
  const pageKeys = page === "/" ? [] : (routeModules.find((route) => route.path === page)?.modules ?? []);
  html = lowPriorityScripts(withCodeList(html, closureOf(pageKeys)));
  const file = join(outDir, prerenderFileName(page));
  writeCompressed(file, html);
  console.log(`[prerender] ${page} → dist/prerender/${prerenderFileName(page)} (${(html.length / 1024).toFixed(1)} KB)`);
}

// The members' app shell. The browser renders over it (createRoot, src/web/main.tsx), so it only
// has to look like the first render: no hydration, no mismatch to fear.
const shellBody = await render("/", { visitor: false });
const shellDir = join(outDir, "app-shell");
mkdirSync(shellDir, { recursive: true });
// As on the public pages, the scripts load at low priority: the shell paints from the HTML, and
// with nothing else to fetch they still arrive at once. At the default (high) priority
// Lighthouse's model counted them as blocking the first paint whenever they finished before it
// (first contentful paint 1.0–2.2 s on /daily-plan from one run to the next, 0.7 s otherwise).
const appShell = inlined.replace(EMPTY_ROOT, `${rootTag("app-shell")}${shellBody}</div>`);
writeCompressed(join(shellDir, "default.html"), lowPriorityScripts(withCodeList(appShell)));

const shellRoutes: { path: string; file: string; memberFile: string }[] = [];
const MEMBER_ROOT = `${rootTag("member")}${MEMBER_PAGE_SLOT}</div>\n    <script type="application/json" id="${MEMBER_STATE_ID}">${MEMBER_STATE_SLOT}</script>`;
for (const { path, modules } of routeModules) {
  if (path.includes("*")) continue; // the not-found page: every other path gets default.html
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The route ${path} names ${module}, which is not in Vite's manifest`);
  }
  // The page's chunks (its code, and the module that starts its reads) and what they import:
  // fetched beside the app's code instead of after it has run.
  const closure = closureOf(modules);
  const name = path === "/" ? "index" : path.slice(1).replace(/[/:]+/g, "_");
  const withPageCode = (html: string) => lowPriorityScripts(withCodeList(html, closure));
  writeCompressed(join(shellDir, `${name}.html`), withPageCode(appShell));
  // The same page for a member page the server renders with the member's data
  // (src/server/http/member-pages.ts): it fills in the page and the state the browser renders from.
  writeFileSync(join(shellDir, `${name}.member.html`), withPageCode(inlined.replace(EMPTY_ROOT, MEMBER_ROOT)));
  shellRoutes.push({ path, file: `${name}.html`, memberFile: `${name}.member.html` });
}
writeFileSync(join(shellDir, "routes.json"), `${JSON.stringify(shellRoutes, null, 2)}\n`);
console.log(`[prerender] app shell → dist/prerender/app-shell/ (${shellRoutes.length} routes, ${(appShell.length / 1024).toFixed(1)} KB)`);
