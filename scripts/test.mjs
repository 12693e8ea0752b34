#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find.
// lint (ESLint, Prettier, knip) → typecheck → unit + integration (Vitest; integration on PGlite,
// and on PostgreSQL too when TEST_DATABASE_URL is set) → production build (with bundle-size
// report) → Playwright in Chromium.
// Ends with one summary line "N passed, N failed" over every runner.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reports = mkdtempSync(join(tmpdir(), "wellspring-test-"));
const vitestReport = join(reports, "vitest.json");
const playwrightReport = join(reports, "playwright.json");

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`◀ ${label} ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function countVitest() {
  if (!existsSync(vitestReport)) return { passed: 0, failed: 0 };
  const r = JSON.parse(readFileSync(vitestReport, "utf8"));
  // A file that fails to load has no failed tests but a failed suite: count it once.
  const failed = r.numFailedTests || r.numFailedTestSuites || 0;
  return { passed: r.numPassedTests ?? 0, failed };
}

function countPlaywright() {
  if (!existsSync(playwrightReport)) return { passed: 0, failed: 0 };
  const s = JSON.parse(readFileSync(playwrightReport, "utf8")).stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) };
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const steps = [
  // ESLint, Prettier's check and knip, as `npm run lint`.
  () => run("lint", "npm", ["run", "lint", "--silent"]),
  () => run("typecheck", npx, ["tsc", "--noEmit"]),
  () => run("unit + integration", npx, ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]),
  () => run("build", "npm", ["run", "build", "--silent"]),
  () =>
    run("end-to-end (Chromium)", npx, ["playwright", "test", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
    }),
];

let ok = true;
for (const step of steps) ok = step() && ok;

const v = countVitest();
const p = countPlaywright();
if (!process.env.TEST_DATABASE_URL) {
  console.log("\nnote: TEST_DATABASE_URL is not set, so integration tests ran on PGlite only.");
}
console.log(`\nvitest: ${v.passed} passed, ${v.failed} failed; playwright: ${p.passed} passed, ${p.failed} failed`);
const failed = v.failed + p.failed + (ok ? 0 : 1);
console.log(`Total: ${v.passed + p.passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
