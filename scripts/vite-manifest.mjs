// Vite's build manifest as the build scripts read it (scripts/prerender.ts lists each page's code
// files from it; scripts/report-bundle-size.mjs measures the landing code with it): the entry chunk,
// and the chunks a set of modules reaches through static imports.
import { readFileSync } from "node:fs";

/** The manifest at `path` (dist/web/.vite/manifest.json). */
export function readViteManifest(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The entry chunk's key, or undefined when the manifest has none. */
export function entryKeyOf(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry);
}

/** `keys` and every chunk reachable from them through static imports, added to `seen`. */
export function staticClosure(manifest, keys, seen = new Set()) {
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}
