import { defineConfig } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// The config is evaluated by the runner and again by each worker; the first evaluation picks a
// port and a fresh data directory and leaves them in the environment the workers inherit.
function firstFreePort(from: number): number {
  const probe = `
    const net = require("node:net");
    const tryPort = (port) => {
      const server = net.createServer();
      server.once("error", () => tryPort(port + 1));
      server.listen(port, "127.0.0.1", () => server.close(() => console.log(port)));
    };
    tryPort(${from});`;
  const result = spawnSync(process.execPath, ["-e", probe], { encoding: "utf8" });
  const port = Number(result.stdout.trim());
  if (!Number.isInteger(port)) throw new Error(`Could not find a free port from ${from}: ${result.stderr}`);
  return port;
}

process.env.E2E_PORT ??= String(firstFreePort(Number(process.env.E2E_PORT_FROM ?? 3210)));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "wellspring-e2e-"));
// Several people may run the suite at once in one working tree; each run keeps its own artefacts.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  outputDir: `./test-results/${process.env.E2E_RUN_ID}`,
  // Every test signs up its own members and creates its own groups and entries, so tests do not
  // depend on each other or on order, and both workers share the one server (which owns the
  // PGlite directory). Much of a test is waiting (page loads, the server, animations, timers), so
  // two browsers on two cores overlap it: 0.5–0.8 of one worker's wall time, measured under
  // load (docs/decisions.md, "Playwright: two workers, fully parallel"). E2E_WORKERS=1 runs
  // one at a time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // Room for a loaded 2-core machine (two browsers and the server on two cores): there a page's
  // first paint after navigation took 8 to 12 s at a load average of 10, and 7 s waits failed on
  // pages that were right (docs/decisions.md, "The landing page at rest"). A timing the spec states
  // is checked with its own timeout.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL,
    browserName: "chromium",
    headless: true,
    trace: "retain-on-failure",
    // The service worker (offline support) is tested by e2e/offline.spec.ts, which allows it;
    // elsewhere it would answer requests before page.route() could see them.
    serviceWorkers: "block",
    launchOptions: {
      // Debian's /usr/bin/chromium, kept from outranking the server (see the script).
      executablePath: fileURLToPath(new URL("./e2e/support/chromium.sh", import.meta.url)),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // Builds the web app if its sources changed, then serves API + app from one process.
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    // E2E_REUSE=1 with E2E_PORT runs against a server you started yourself (faster iteration).
    reuseExistingServer: process.env.E2E_REUSE === "1",
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      WELLSPRING_TEST_HOOKS: "1",
      // Every test signs up from 127.0.0.1; production limits would throttle the suite.
      AUTH_RATE_LIMIT_FACTOR: "100",
      NODE_ENV: "test",
    },
  },
});
