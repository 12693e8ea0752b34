#!/usr/bin/env node
// `npm run dev`: hot reload for the whole app. The API server runs under `tsx watch` on an
// internal port (restarting on server changes) and Vite's dev server runs on PORT (default 3000)
// with hot module replacement, proxying /api to the API server. Open http://localhost:PORT.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const publicPort = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

function freePort(from) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error) => (error.code === "EADDRINUSE" && from < 65535 ? resolve(freePort(from + 1)) : reject(error)));
    server.listen(from, "127.0.0.1", () => server.close(() => resolve(from)));
  });
}

const apiPort = Number(process.env.API_PORT ?? (await freePort(publicPort + 100)));
const appUrl = process.env.APP_URL ?? `http://${host}:${publicPort}`;

const children = [];
function run(label, args, env) {
  const child = spawn("npx", args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    console.log(`[dev] ${label} stopped (${signal ?? code}); stopping the rest`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

console.log(`[dev] API on http://127.0.0.1:${apiPort} (tsx watch); app with hot reload on ${appUrl}`);
run("API server", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
  PORT: String(apiPort),
  HOST: "127.0.0.1",
  // Links in mail and the auth origin check use the address the browser sees: Vite's.
  APP_URL: appUrl,
});
run("Vite", ["vite", "--port", String(publicPort), "--host", host === "localhost" ? "127.0.0.1" : host], {
  WELLSPRING_API_ORIGIN: `http://127.0.0.1:${apiPort}`,
});
