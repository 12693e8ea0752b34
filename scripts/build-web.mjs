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
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
