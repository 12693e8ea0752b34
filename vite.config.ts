import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The web app lives in src/web; static files that must keep their names (the theme
// bootstrap script, the favicon) live in public/ at the repository root.
export default defineConfig({
  root: fromRoot("./src/web"),
  publicDir: fromRoot("./public"),
  resolve: {
    alias: { "@core": fromRoot("./src/core") },
  },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // The manifest lets scripts/report-bundle-size.mjs find what the landing route loads.
    manifest: true,
    target: "es2022",
  },
  server: {
    host: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // scripts/dev.mjs runs the API server on an internal port and passes it here.
    proxy: { "/api": { target: process.env.WELLSPRING_API_ORIGIN ?? "http://127.0.0.1:3100", changeOrigin: false } },
  },
});
