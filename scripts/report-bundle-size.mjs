#!/usr/bin/env node
// Run by `npm run build` after `vite build`: measures the JavaScript a visitor downloads for the
// landing page (the entry chunk, the app it imports once the page has painted, and everything
// those import statically, from Vite's manifest),
// gzipped, prints it and records it in docs/performance.md under "## Web bundle" (only that
// section is replaced). Lazy route chunks are listed separately: they load on first visit.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { cpus, release, platform, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { entryKeyOf, readViteManifest, staticClosure } from "./vite-manifest.mjs";

const TARGET_KB = 80;
const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "dist/web");
const manifestPath = join(outDir, ".vite/manifest.json");
const docPath = join(root, "docs/performance.md");

if (!existsSync(manifestPath)) {
  console.error(`[bundle] ${manifestPath} not found; run \`vite build\` first (build.manifest must be on).`);
  process.exit(1);
}
const manifest = readViteManifest(manifestPath);

const entryKey = entryKeyOf(manifest);
if (!entryKey) {
  console.error("[bundle] no entry chunk in the manifest");
  process.exit(1);
}

function sizes(file) {
  const bytes = readFileSync(join(outDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

// The entry (src/web/boot.ts) imports the app once the page has painted: that is landing code too.
const landingKeys = staticClosure(manifest, [entryKey, ...(manifest[entryKey].dynamicImports ?? [])]);
const landingJs = [...landingKeys].map((key) => ({ file: manifest[key].file, ...sizes(manifest[key].file) }));
const landingCss = [...new Set([...landingKeys].flatMap((key) => manifest[key].css ?? []))].map((file) => ({ file, ...sizes(file) }));
const total = landingJs.reduce((sum, chunk) => ({ raw: sum.raw + chunk.raw, gzip: sum.gzip + chunk.gzip }), { raw: 0, gzip: 0 });
const css = landingCss.reduce((sum, sheet) => sum + sheet.gzip, 0);

const lazyChunks = Object.entries(manifest)
  .filter(([key, chunk]) => !landingKeys.has(key) && chunk.file.endsWith(".js"))
  .map(([key, chunk]) => ({ name: chunk.name ?? key, file: chunk.file, ...sizes(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);

const withinTarget = total.gzip <= TARGET_KB * 1024;
const verdict = withinTarget ? "within" : "over";

console.log(
  `[bundle] landing route JavaScript: ${kb(total.gzip)} KB gzipped (${kb(total.raw)} KB minified) in ${landingJs.length} file(s); target ≤ ${TARGET_KB} KB: ${verdict}`,
);
for (const chunk of landingJs) console.log(`[bundle]   ${chunk.file}: ${kb(chunk.gzip)} KB gzipped`);
console.log(
  `[bundle] landing CSS: ${kb(css)} KB gzipped; lazy route chunks: ${lazyChunks.length}, largest ${lazyChunks[0] ? `${lazyChunks[0].name} ${kb(lazyChunks[0].gzip)} KB` : "none"}`,
);

const date = new Date().toISOString().slice(0, 10);
const machine = `${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores, Node ${process.version}, ${platform()} ${release()}`;
const section = [
  "## Web bundle",
  "",
  `Measured by \`scripts/report-bundle-size.mjs\` (run by \`npm run build\`) on ${date}; machine: ${machine};`,
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}. Sizes are gzip level 9 of the built files.`,
  "",
  `**Landing route JavaScript: ${kb(total.gzip)} KB gzipped** (${kb(total.raw)} KB minified): the entry chunk, the app it`,
  `imports once the page has painted, and their static imports, which is everything a visitor's first page load executes. Target ≤ ${TARGET_KB} KB: ${withinTarget ? "met ✅" : "not met ❌"}.`,
  `Landing CSS: ${kb(css)} KB gzipped.`,
  "",
  "| landing file | minified | gzipped |",
  "|---|---|---|",
  ...landingJs.map((chunk) => `| \`${chunk.file}\` | ${kb(chunk.raw)} KB | ${kb(chunk.gzip)} KB |`),
  "",
  `Every other screen is a lazy chunk fetched on first visit (${lazyChunks.length} chunks); the largest:`,
  "",
  "| lazy chunk | gzipped |",
  "|---|---|",
  ...lazyChunks.slice(0, 8).map((chunk) => `| ${chunk.name} | ${kb(chunk.gzip)} KB |`),
  "",
];
if (!withinTarget) {
  section.push(
    "Why over target: React DOM 19 (about 60 KB gzipped) and React Router 7's data router (about 30 KB) alone exceed",
    "80 KB; the app's own landing code is a few KB. Everything else (every route but the landing page, Radix dialogs,",
    "the password rules with their common-password list) is already split out. Meeting 80 KB would mean a",
    "different view library (e.g. Preact) or router, which the architecture does not choose.",
    "",
  );
}

const existing = existsSync(docPath) ? readFileSync(docPath, "utf8") : "# Performance\n";
const heading = /^## Web bundle[^\n]*\n/m;
let updated;
const match = heading.exec(existing);
if (match) {
  const after = existing.slice(match.index + match[0].length);
  const next = after.search(/^## /m);
  const rest = next === -1 ? "" : after.slice(next);
  updated = existing.slice(0, match.index) + section.join("\n") + (rest ? `\n${rest}` : "");
} else {
  updated = `${existing.replace(/\s*$/, "")}\n\n${section.join("\n")}`;
}
updated = `${updated.replace(/\s*$/, "")}\n`;
// A rebuild with the same output only differs in its date and load line: leave the file alone
// then, so `npm test` does not dirty the working tree with a new timestamp.
const withoutWhen = (text) => text.replace(/^Measured by .*\n^load average .*$/gm, "");
if (withoutWhen(updated) === withoutWhen(existing)) {
  console.log(`[bundle] sizes unchanged since the figures in ${docPath}`);
  process.exit(0);
}
// Write then rename, so a concurrent reader never sees half a file.
const temporary = `${docPath}.${process.pid}.tmp`;
writeFileSync(temporary, updated);
renameSync(temporary, docPath);
console.log(`[bundle] recorded in ${docPath}`);
