import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { precompress } from "./scripts/vite-precompress.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The web app lives in src/web; static files that must keep their names (the theme
// bootstrap script, the favicon, the manifest and icons) live in public/ at the repository root.
// `vite build --ssr` builds the prerender entry (src/web/entry-server.tsx) into dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot("./src/web"),
  publicDir: isSsrBuild ? false : fromRoot("./public"),
  resolve: {
    alias: { "@core": fromRoot("./src/core"), "@web": fromRoot("./src/web") },
  },
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), precompress()],
  build: isSsrBuild
    ? { outDir: fromRoot("./dist/ssr"), emptyOutDir: true, target: "node20", copyPublicDir: false }
    : {
        outDir: fromRoot("./dist/web"),
        emptyOutDir: true,
        // The manifest lets scripts/report-bundle-size.mjs find what the landing route loads.
        manifest: true,
        target: "es2022",
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
