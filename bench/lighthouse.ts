// npm run bench:lighthouse: Lighthouse (mobile, default simulated throttling) in Debian's Chromium
// over the public pages and, signed in, Home, the daily plan and the journal; the median of 3 runs
// of each page is written to docs/performance.md under "## Lighthouse".
// Options for investigating (a run with either does not write docs/performance.md):
//   LIGHTHOUSE_PAGES="/privacy,Home,/journal"  only these pages (labels as in the table, "Home" = signed-in /)
//   LIGHTHOUSE_REPORT_DIR=dir                  keep every run's full JSON report there (audit details)
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { TIME_ZONE_COOKIE } from "@core/time-zone-cookie";
import * as chromeLauncher from "chrome-launcher";
import puppeteer from "puppeteer-core";
import { startApp } from "./support/app-server.js";
import { describeLoad, describeMachine, today, writePerformanceSection } from "./support/report.js";

const RUNS = 3;
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const PUBLIC = ["/", "/login", "/privacy"];
const SIGNED_IN = ["/", "/daily-plan", "/journal"];
const TARGET = { performance: 0.95, accessibility: 1, seo: 1, cls: 0.02 };

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function signUp(base: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: base };
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@example.com`, password: "Still-Waters-42", name: "" }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // A member who has finished the walkthrough, with a first name, as most visits are.
  const profile = await fetch(`${base}/api/profile`, {
    method: "PATCH",
    headers: { ...headers, cookie },
    body: JSON.stringify({ onboarding_completed: true, first_name: "Ruth" }),
  });
  if (!profile.ok) throw new Error(`profile update failed: ${profile.status}`);
  // The time-zone cookie the app writes at every start (the member's browser has it from the
  // sign-in page on).
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  return `${cookie}; ${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`;
}

/**
 * Puts the member's cookies in the browser's own cookie jar (or empties it for a visitor), as a
 * signed-in browser holds them. A fixed Cookie header (Lighthouse's extraHeaders) is not the same:
 * once the page writes a cookie of its own, Chromium sends the jar's cookies instead of it.
 */
async function setBrowserCookies(port: number, url: string, cookie: string | undefined): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.deleteCookie(...(await browser.cookies()));
    const pairs = (cookie ?? "").split("; ").filter(Boolean);
    await browser.setCookie(
      ...pairs.map((pair) => {
        const eq = pair.indexOf("=");
        return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: new URL(url).hostname, path: "/" };
      }),
    );
  } finally {
    await browser.disconnect();
  }
}

const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());

async function audit(url: string, port: number, cookie: string | undefined, reportName: string, attempt = 1): Promise<Run> {
  await setBrowserCookies(port, url, cookie);
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run whose trace Lighthouse could not read (e.g. NO_NAVSTART on a loaded machine) measured
  // nothing: it is run again rather than counted as a score of 0.
  if (result.lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`Lighthouse failed ${attempt} times on ${url}: ${result.lhr.runtimeError.code}`);
    console.warn(`Lighthouse run failed on ${url} (${result.lhr.runtimeError.code}); running it again`);
    return audit(url, port, cookie, reportName, attempt + 1);
  }
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${reportName}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories["best-practices"]?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  process.env.CHROME_PATH ??= "/usr/bin/chromium";
  const app = await startApp();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows: string[] = [];
  let ok = true;
  try {
    const cookie = await signUp(app.url);
    const pages = [
      ...PUBLIC.map((path) => ({ name: path, label: `${path} (visitor)`, path, cookie: undefined as string | undefined })),
      ...SIGNED_IN.map((path) => ({
        name: path === "/" ? "Home" : path,
        label: `${path === "/" ? "Home" : path} (signed in)`,
        path,
        cookie,
      })),
    ].filter((page) => !ONLY || ONLY.includes(page.name));
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await audit(`${app.url}${page.path}`, chrome.port, page.cookie, `${page.name.replace(/\W+/g, "_") || "root"}-${i + 1}`));
      const m = median(runs);
      const pass =
        m.performance >= TARGET.performance && m.accessibility >= TARGET.accessibility && m.seo >= TARGET.seo && m.cls <= TARGET.cls;
      ok &&= pass;
      const row = `| ${page.label} | ${m.performance.toFixed(2)} | ${m.accessibility.toFixed(2)} | ${m.bestPractices.toFixed(2)} | ${m.seo.toFixed(2)} | ${(m.fcp / 1000).toFixed(2)} s | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${pass ? "✅" : "❌"} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    chrome.kill();
    await app.stop();
  }
  console.log(`load average at the end: ${describeLoad()}`);
  if (ONLY || REPORT_DIR) return; // a partial or investigative run does not replace the recorded figures
  const heading = "## Lighthouse";
  writePerformanceSection(
    heading,
    `${heading}

Measured by \`npm run bench:lighthouse\` (\`bench/lighthouse.ts\`) on ${today()}; machine: ${describeMachine()};
load average at the end: ${describeLoad()}. Lighthouse 12, mobile form factor with its default simulated
throttling, Debian Chromium, the production build served by \`npm start\`; each row is the median
(by performance score) of ${RUNS} runs. Targets: performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility.toFixed(1)},
SEO ${TARGET.seo.toFixed(1)}, cumulative layout shift ≤ ${TARGET.cls}.

| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | target |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}
`,
  );
  if (!ok) {
    console.error("A Lighthouse target was missed.");
    process.exitCode = 1;
  }
}

await main();
