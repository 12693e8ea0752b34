// Types for vite-manifest.mjs (a plain module, so `npm run build` runs it without a TypeScript step).
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;
export function readViteManifest(path: string): ViteManifest;
export function entryKeyOf(manifest: ViteManifest): string | undefined;
export function staticClosure(manifest: ViteManifest, keys: Iterable<string>, seen?: Set<string>): Set<string>;
