import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./scripts/vite-precompress.ts";

// The service worker (issue 13): the app shell is precached; pages and the member data a person
// reads offline (profile, session, this week's plan, journal) are network-first with the last good
// answer kept for when there is no network. Cache names match src/web/lib/offline.ts.
const serviceWorker = VitePWA({
  registerType: "autoUpdate",
  injectRegister: null, // registered after load by src/web/lib/offline.ts
  manifest: false, // public/manifest.webmanifest
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
        handler: "NetworkFirst",
        options: { cacheName: "wellspring-pages", precacheFallback: { fallbackURL: "/index.html" } },
      },
      {
        urlPattern: /\/api\/(profile|auth\/get-session|daily-plan|journal)(\/|\?|$)/,
        handler: "NetworkFirst",
        options: {
          cacheName: "wellspring-member-data",
          expiration: { maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The web app lives in src/web; static files that must keep their names (the theme
// bootstrap script, the favicon, the manifest and icons) live in public/ at the repository root.
// `vite build --ssr` builds the prerender entry (src/web/entry-server.tsx) into dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot("./src/web"),
  publicDir: isSsrBuild ? false : fromRoot("./public"),
  resolve: {
    alias: { "@core": fromRoot("./src/core") },
  },
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), serviceWorker, precompress()],
  build: isSsrBuild
    ? { outDir: fromRoot("./dist/ssr"), emptyOutDir: true, target: "node20", copyPublicDir: false }
    : {
        outDir: fromRoot("./dist/web"),
        emptyOutDir: true,
        // The manifest lets scripts/report-bundle-size.mjs find what the landing route loads.
        manifest: true,
        target: "es2022",
        // The libraries every page runs (React, the router, the query cache, the auth client) in
        // one chunk: split by import site they came out as a dozen files of a few KB each, and
        // each file costs the first paint a round trip on a phone (docs/performance.md, Lighthouse).
        rolldownOptions: {
          output: {
            advancedChunks: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|better-auth|@better-fetch|@better-auth|nanostores|hono)[\\/]/,
                },
                {
                  // The app's own small modules the first page shares with the member pages, and the icons.
                  name: "shell",
                  test: /(node_modules[\\/]lucide-react[\\/]|src[\\/]web[\\/](lib[\\/](api|client|auth-client)|app[\\/](nav-menu|theme[\\/]ThemeMenu)|components[\\/](ui[\\/](Toast|Button|Spinner)|content[\\/](ScriptureQuote|PageHeading)))\.tsx?$)/,
                },
              ],
            },
          },
        },
      },
  // The prerender runs in Node: bundle the app's own code, load libraries from node_modules.
  ssr: { noExternal: [] },
  server: {
    host: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // scripts/dev.mjs runs the API server on an internal port and passes it here.
    proxy: { "/api": { target: process.env.WELLSPRING_API_ORIGIN ?? "http://127.0.0.1:3100", changeOrigin: false } },
  },
}));
