// Benchmark of the embedded guidance engine: reply, weekly plan and study plan latencies.
import { weekStartOf } from "@core/dates";
import { BIBLE_VERSIONS, DENOMINATIONS, GUIDANCE_STYLES, MUSIC_STYLES } from "@core/options";
import { CATALOGUE_ARTISTS } from "@core/artists";
import { createGuide, warmGuide } from "../src/guide/index.js";
import { PLAN_DEV_STUDY } from "../src/guide/fixtures/pastoral/plan-dev.js";
import { LABELLED_MESSAGES } from "../src/guide/fixtures/labelled-messages.js";

export interface Stats {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { runs: samples.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] };
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

// Process CPU time of one call (user + system): the engine's own cost, which the load of a shared
// machine does not inflate the way it inflates wall-clock tails. Everything here is synchronous
// work behind a promise, so the process's CPU time is this call's.
const cpuSamples = { reply: [] as number[], weeklyPlan: [] as number[], studyPlan: [] as number[] };
async function timeWithCpu(kind: keyof typeof cpuSamples, fn: () => Promise<unknown>): Promise<number> {
  const cpu = process.cpuUsage();
  const wall = await time(fn);
  const used = process.cpuUsage(cpu);
  cpuSamples[kind].push((used.user + used.system) / 1000);
  return wall;
}

export interface GuideBenchResult {
  coldFirstReplyMs: number;
  /** warmGuide(): resolving every topic passage once. */
  warmMs: number;
  /** The slowest message's best-of-5 reply time. */
  slowestBestOf5: number;
  reply: Stats;
  weeklyPlan: Stats;
  studyPlan: Stats;
  /** The same calls in process CPU time. */
  cpu: { reply: Stats; weeklyPlan: Stats; studyPlan: Stats };
}

export async function benchGuide(): Promise<GuideBenchResult> {
  const guide = createGuide({});
  const profile = (i: number) => ({
    communication_style: GUIDANCE_STYLES[i % GUIDANCE_STYLES.length],
    bible_version: BIBLE_VERSIONS[i % BIBLE_VERSIONS.length],
    denomination: DENOMINATIONS[i % DENOMINATIONS.length],
    music_preference: MUSIC_STYLES[i % MUSIC_STYLES.length],
    favorite_artists: [CATALOGUE_ARTISTS[i % CATALOGUE_ARTISTS.length], CATALOGUE_ARTISTS[(i * 7) % CATALOGUE_ARTISTS.length]],
  });
  const messages = LABELLED_MESSAGES.map((m) => m.text);

  // The first reply of a process loads the Bibles and the reference parser.
  const coldFirstReplyMs = await time(() => guide.respond(messages[0], {}, profile(0)));
  const warmMs = await time(async () => warmGuide());

  // Warm-up pass over every message and style, as a running server would be after its first minutes.
  for (let i = 0; i < messages.length * 4; i++) await guide.respond(messages[i % messages.length], {}, profile(i));

  const replySamples: number[] = [];
  for (let i = 0; i < 2000; i++)
    replySamples.push(await timeWithCpu("reply", () => guide.respond(messages[i % messages.length], {}, profile(i + 3))));

  const weekStarts = Array.from({ length: 52 }, (_, w) => weekStartOf(new Date(Date.UTC(2026, 0, 1 + w * 7)).toISOString().slice(0, 10)));
  // The plan service passes the member's last 10 messages (src/server/daily-plan/plans.ts).
  const thread = (i: number) => Array.from({ length: 10 }, (_, k) => messages[(i * 3 + k) % messages.length]);
  for (let i = 0; i < 100; i++) await guide.weeklyPlan(profile(i), weekStarts[i % weekStarts.length], { recentMessages: thread(i) });
  const planSamples: number[] = [];
  for (let i = 0; i < 500; i++) {
    planSamples.push(
      await timeWithCpu("weeklyPlan", () => guide.weeklyPlan(profile(i), weekStarts[i % weekStarts.length], { recentMessages: thread(i) })),
    );
  }

  // Best of 5 per message: the engine's own cost, without the scheduling noise of a shared machine.
  let slowestBestOf5 = 0;
  for (const message of messages) {
    let best = Number.POSITIVE_INFINITY;
    for (let r = 0; r < 5; r++) best = Math.min(best, await time(() => guide.respond(message, {}, profile(r))));
    slowestBestOf5 = Math.max(slowestBestOf5, best);
  }

  const studySamples: number[] = [];
  // Group themes as owners write them, and members' messages as themes.
  const themes = [...PLAN_DEV_STUDY.map((c) => c.theme), ...messages];
  for (let i = 0; i < 300; i++) studySamples.push(await timeWithCpu("studyPlan", () => guide.studyPlan(themes[(i * 7) % themes.length])));

  return {
    coldFirstReplyMs,
    warmMs,
    slowestBestOf5,
    reply: stats(replySamples),
    weeklyPlan: stats(planSamples),
    studyPlan: stats(studySamples),
    cpu: { reply: stats(cpuSamples.reply), weeklyPlan: stats(cpuSamples.weeklyPlan), studyPlan: stats(cpuSamples.studyPlan) },
  };
}
