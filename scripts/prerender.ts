// Writes dist/prerender/<page>.html for every public page: the built app shell with the page's
// visitor HTML inside #root (marked data-prerendered), plus brotli and gzip copies. The server
// sends these to requests without a session cookie; the browser hydrates them.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { PUBLIC_PAGES } from "../src/core/public-pages.js";
import { prerenderFileName } from "../src/server/http/prerendered.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const shell = readFileSync(join(root, "dist/web/index.html"), "utf8");
const outDir = join(root, "dist/prerender");
mkdirSync(outDir, { recursive: true });

const { render } = (await import(pathToFileURL(join(root, "dist/ssr/entry-server.js")).href)) as {
  render: (path: string) => Promise<string>;
};

const EMPTY_ROOT = '<div id="root"></div>';

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

for (const page of PUBLIC_PAGES) {
  let body = await render(page);
  // React renders a page's <title> where the page declares it; it belongs in the head.
  let html = inlined;
  const title = /<title>[^<]*<\/title>/.exec(body)?.[0];
  if (title) {
    body = body.replace(title, "");
    html = html.replace(/<title>[^<]*<\/title>/, title);
  }
  html = html.replace(EMPTY_ROOT, `<div id="root" data-prerendered="visitor">${body}</div>`);
  const file = join(outDir, prerenderFileName(page));
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  console.log(`[prerender] ${page} → dist/prerender/${prerenderFileName(page)} (${(html.length / 1024).toFixed(1)} KB)`);
}
