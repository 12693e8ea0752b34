#!/usr/bin/env node
// Builds the web app: the browser bundle (dist/web, precompressed), the prerender entry (dist/ssr),
// then the prerendered public pages (dist/prerender). Used by `npm run build` and `npm start`.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const steps = [
  ["npx", ["vite", "build", "--logLevel", "warn"]],
  ["npx", ["vite", "build", "--ssr", "entry-server.tsx", "--logLevel", "warn"]],
  [process.execPath, ["--import", "tsx", "scripts/prerender.ts"]],
];
// Always a production build, whatever NODE_ENV the caller runs under: Vite keeps a NODE_ENV it
// finds, and a rebuild started by `npm start` under Playwright's NODE_ENV=test came out as React's
// development build, without the service worker (import.meta.env.PROD false) and with dev-only
// hydration warnings.
const env = { ...process.env, NODE_ENV: "production" };
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
