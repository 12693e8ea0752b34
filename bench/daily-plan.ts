// Benchmark of the daily plan API through the whole app (session check, plan, song details):
// opening the plan page's data with 20 members at once, and generating a plan. PGlite in memory,
// in process through app.request(), as the integration tests drive it. Writes "## Daily plan"
// in docs/performance.md (only that section).
import { fileURLToPath } from "node:url";
import { warmGuide } from "../src/guide/index.js";
import { createCatalogueProvider } from "../src/music/catalogue-provider.js";
import { storedPlan } from "../src/server/daily-plan/plans.js";
import { resolveSongDetails } from "../src/server/daily-plan/song-details.js";
import { openDatabase } from "../src/server/db/client.js";
import { createTestServer, uniqueEmail } from "../test/integration/support/server.js";
import type { Stats } from "./guide.js";
import { describeLoad, describeMachine, today, writePerformanceSection } from "./support/report.js";

const SECTION = "## Daily plan";
const MEMBERS = 20;
const ROUNDS = 40;
const GENERATIONS = 60;
const TARGET_OPEN_P95_MS = 30;

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { runs: samples.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] };
}

async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`benchmark request failed: ${response.status}`);
  return performance.now() - start;
}

async function timedWork(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function benchDailyPlan(): Promise<{ data: Stats; open: Stats; generate: Stats; ok: boolean }> {
  warmGuide();
  const handle = await openDatabase({ memory: true });
  try {
    const server = createTestServer(handle);
    const members: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await server.signUp(uniqueEmail(`bench${i}`));
      members.push(member.cookie);
      ids.push(member.body.user.id);
    }
    // Every member has this week's plan stored (the page's usual case after the first visit).
    for (const cookie of members) await server.request("/api/daily-plan/generate", { cookie, json: { time_zone: "UTC" } });
    const open = (cookie: string) => () => server.request("/api/daily-plan?tz=UTC", { cookie });
    for (const cookie of members) await timed(open(cookie)); // warm-up

    // The page's data alone (stored plan + song details), without the HTTP layer and session check.
    const music = createCatalogueProvider();
    const weekStart = ((await (await open(members[0])()).json()) as { week_start: string }).week_start;
    const readData = (userId: string) => async () => {
      const plan = await storedPlan(handle.db, userId, weekStart);
      if (!plan) throw new Error("benchmark member has no plan");
      await resolveSongDetails(
        handle.db,
        music,
        plan.days.flatMap((d) => d.worship_playlist),
      );
    };
    const dataSamples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      dataSamples.push(...(await Promise.all(ids.map((id) => timedWork(readData(id))))));
    }

    const openSamples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      openSamples.push(...(await Promise.all(members.map((cookie) => timed(open(cookie))))));
    }
    const generateSamples: number[] = [];
    for (let i = 0; i < GENERATIONS; i++) {
      const cookie = members[i % MEMBERS];
      generateSamples.push(
        await timed(() => server.request("/api/daily-plan/generate", { cookie, json: { time_zone: "UTC", force: true } })),
      );
    }
    const result = { data: stats(dataSamples), open: stats(openSamples), generate: stats(generateSamples) };
    return { ...result, ok: result.data.p95 <= TARGET_OPEN_P95_MS };
  } finally {
    await handle.close();
  }
}

const ms = (x: number) => `${x.toFixed(2)} ms`;
const row = (name: string, s: Stats, target?: number) =>
  `| ${name} | ${s.runs} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${target ? `≤ ${target} ms ${s.p95 <= target ? "✅" : "❌"}` : "reported"} |`;

export async function main(): Promise<boolean> {
  const result = await benchDailyPlan();
  const machine = describeMachine();
  const section = `${SECTION}

Measured by \`npm run bench\` (\`bench/daily-plan.ts\`) on ${today()}; machine: ${machine};
load average during the run: ${describeLoad()}.
Whole app in process (\`app.request\`, session check included), PGlite in memory, bundled music
catalogue. "Plan data" is the page's data (stored plan + song details, the service calls) for
${MEMBERS} members at once, ${ROUNDS} rounds; "open" is the same through \`GET /api/daily-plan\`,
including the HTTP layer and the session check; "generate" is \`POST /api/daily-plan/generate\`
with \`force\`, one at a time. Under 20-way concurrency on one PGlite connection each request
waits for the others, so "open" is roughly 20 times one request's cost, most of it the session
check (issue 7 measures that on its own).

| operation | requests | p50 | p95 | p99 | max | target (p95) |
|---|---|---|---|---|---|---|
${row(`plan data (${MEMBERS} concurrent members)`, result.data, TARGET_OPEN_P95_MS)}
${row(`open the plan over HTTP (${MEMBERS} concurrent members)`, result.open)}
${row("generate a plan", result.generate)}
`;
  writePerformanceSection(SECTION, section);
  console.log(section);
  if (!result.ok) console.error("The daily plan's p95 target was missed.");
  return result.ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = (await main()) ? 0 : 1;
}
