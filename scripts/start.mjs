// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (API + web app in one Node process) through tsx, so no separate compile step is needed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = join(root, "dist/web/index.html");
const webSources = ["src/web", "src/core", "index.html", "src/web/index.html", "vite.config.ts", "public"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestMtime(join(root, source)) > built);
}

if (process.env.SKIP_WEB_BUILD !== "1" && webBuildIsStale()) {
  console.log("[start] building the web app (scripts/build-web.mjs)…");
  const build = spawnSync(process.execPath, ["scripts/build-web.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("[start] the web build failed; fix it or set SKIP_WEB_BUILD=1 to serve the API alone");
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ["--import", "tsx", join(root, "src/server/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
