// npm run bench:api: how close an authenticated read (GET /api/profile) comes to the raw driver.
// One run starts, per engine, the whole app and a "ceiling" server (bare node:http and the driver,
// doing the identical SQL: the session by token joined to its user, then the profile by id), each in
// its own process, and drives both alternately with autocannon (50 connections, fixed duration).
// PostgreSQL when DATABASE_URL is set (a scratch database on that server, dropped afterwards), and
// always the embedded PGlite default (the ceiling then queries PGlite directly).
// Ratios are what to compare on a shared machine; absolute figures move with the load.
//
//   BENCH_SECONDS (default 10) per measurement, BENCH_ROUNDS (default 2) alternations,
//   BENCH_ENGINES (default "postgres,pglite").
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { describeLoad, describeMachine } from "./support/report.js";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 0.7;
const APP_URL = "http://127.0.0.1";
const SECRET = "bench-secret-0123456789abcdef0123456789";

type Engine = "postgres" | "pglite";
type Role = "app" | "ceiling";

// The exact SQL the ceiling runs per request.
const SESSION_SQL =
  'select s.id, s.expires_at, u.id as user_id, u.email from "session" s join "user" u on u.id = s.user_id where s.token = $1';
const PROFILE_SQL = "select * from profiles where id = $1";

/* ------------------------------------------------------------------ child: the servers */

interface Ready {
  port: number;
  cookie: string;
  token: string;
  userId: string;
}

async function serveApp(engine: Engine, url: string | undefined): Promise<Ready> {
  const { openDatabase } = await import("../src/server/db/client.js");
  const { createAuth } = await import("../src/server/auth/index.js");
  const { createApp } = await import("../src/server/app.js");
  const { createOutboxMailer } = await import("../src/server/mail/outbox-mailer.js");
  const { serve } = await import("@hono/node-server");
  const handle = await openDatabase(engine === "postgres" ? { url: url as string } : { memory: true });
  const quiet = { info() {}, error: (message: string, error?: unknown) => console.error(message, error ?? "") };
  const mailer = createOutboxMailer(handle.db, quiet);
  const auth = createAuth({ db: handle.db, mailer, secret: SECRET, appUrl: APP_URL, log: quiet });
  const app = createApp({ db: handle.db, auth, mailer, logger: quiet });
  const signUp = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL },
    body: JSON.stringify({ email: `bench-${randomBytes(4).toString("hex")}@example.com`, password: "Quiet-River-42-bench" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // The session token travels only in the HttpOnly cookie (never in a JSON body).
  const body = (await signUp.json()) as { user: { id: string } };
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const port = await new Promise<number>((resolve) => {
    serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
  });
  const token = tokenFrom(cookie);
  if (!token) throw new Error("sign-up set no session cookie");
  return { port, cookie, token, userId: body.user.id };
}

/** The session token from the Cookie header (`better-auth.session_token=<token>.<signature>`). */
function tokenFrom(cookieHeader: string | undefined): string | null {
  const match = /(?:^|;\s*)better-auth\.session_token=([^;]+)/.exec(cookieHeader ?? "");
  if (!match) return null;
  const value = decodeURIComponent(match[1]);
  const dot = value.lastIndexOf(".");
  return dot > 0 ? value.slice(0, dot) : null;
}

async function serveCeiling(engine: Engine, url: string | undefined, seed: Ready): Promise<Ready> {
  let query: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
  if (engine === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    query = async (text, params) => (await pool.query(text, params)).rows;
  } else {
    // Its own in-memory PGlite with the app's schema and the same member, session and profile.
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { btree_gin } = await import("@electric-sql/pglite/contrib/btree_gin");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
    await migrate(drizzle(client), { migrationsFolder: fileURLToPath(new URL("../src/server/db/migrations", import.meta.url)) });
    await client.query(`insert into "user" (id, name, email) values ($1, '', $2)`, [seed.userId, "bench@example.com"]);
    await client.query(`insert into "session" (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '30 days')`, [
      "bench-session",
      seed.token,
      seed.userId,
    ]);
    await client.query(`insert into profiles (id) values ($1)`, [seed.userId]);
    query = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
  }
  const server = createServer(async (req, res) => {
    try {
      const token = tokenFrom(req.headers.cookie);
      const [session] = token ? await query(SESSION_SQL, [token]) : [];
      if (!session || (session.expires_at as Date).getTime() < Date.now()) {
        res.writeHead(401, { "content-type": "application/json" }).end('{"error":{"code":"unauthorized"}}');
        return;
      }
      const [profile] = await query(PROFILE_SQL, [session.user_id]);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ profile }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
  );
  return { ...seed, port };
}

async function child(role: Role, engine: Engine, url: string | undefined) {
  const seed = process.env.BENCH_SEED ? (JSON.parse(process.env.BENCH_SEED) as Ready) : null;
  const ready = role === "app" ? await serveApp(engine, url) : await serveCeiling(engine, url, seed as Ready);
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  // Exit cleanly when the parent stops us (so e.g. `node --cpu-prof` can write its profile).
  process.on("SIGTERM", () => process.exit(0));
}

/* ------------------------------------------------------------------ parent: drive and report */

function start(role: Role, engine: Engine, url: string | undefined, seed?: Ready): Promise<{ proc: ChildProcess; ready: Ready }> {
  const proc = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve", role, engine, url ?? ""], {
    env: { ...process.env, BENCH_SEED: seed ? JSON.stringify(seed) : "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("READY "));
      if (line) resolve({ proc, ready: JSON.parse(line.slice(6)) as Ready });
    });
    proc.on("exit", (code) => reject(new Error(`${role} server exited (${code}) before it was ready`)));
  });
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  /** CPU the server process spent per request (user + system), in microseconds; null off Linux. */
  cpuUs: number | null;
  errors: number;
}

/** A process's CPU time so far in clock ticks (Linux /proc), to report the server's own cost. */
function cpuTicks(pid: number | undefined): number | null {
  const path = `/proc/${pid}/stat`;
  if (!pid || !existsSync(path)) return null;
  const fields = readFileSync(path, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}
const TICK_US = 10_000; // USER_HZ is 100 on Linux

async function drive(proc: ChildProcess, port: number, cookie: string, seconds: number): Promise<Result> {
  const before = cpuTicks(proc.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/profile`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
  });
  const after = cpuTicks(proc.pid);
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpuUs = before === null || after === null || !result.requests.total ? null : ((after - before) * TICK_US) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs, errors };
}

const us = (x: number | null) => (x === null ? "n/a" : `${x.toFixed(0)} µs`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function benchEngine(engine: Engine, serverUrl: string | undefined) {
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (engine === "postgres") {
    const name = `wellspring_bench_${randomBytes(5).toString("hex")}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const parsed = new URL(serverUrl as string);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`);
  }
  const running: ChildProcess[] = [];
  try {
    const app = await start("app", engine, url);
    running.push(app.proc);
    const ceiling = await start("ceiling", engine, url, app.ready);
    running.push(ceiling.proc);
    const cookie = app.ready.cookie;
    // Warm both (JIT, pools, plans) before measuring.
    await drive(app.proc, app.ready.port, cookie, 2);
    await drive(ceiling.proc, ceiling.ready.port, cookie, 2);
    const rounds: { app: Result; ceiling: Result }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const appResult = await drive(app.proc, app.ready.port, cookie, SECONDS);
      const ceilingResult = await drive(ceiling.proc, ceiling.ready.port, cookie, SECONDS);
      rounds.push({ app: appResult, ceiling: ceilingResult });
      console.log(
        `  ${engine} round ${round + 1}: app ${appResult.rps.toFixed(0)} req/s (p50 ${appResult.p50} ms, p99 ${appResult.p99} ms), ` +
          `ceiling ${ceilingResult.rps.toFixed(0)} req/s (p50 ${ceilingResult.p50} ms, p99 ${ceilingResult.p99} ms), ` +
          `ratio ${(appResult.rps / ceilingResult.rps).toFixed(2)}×; server CPU per request: app ${us(appResult.cpuUs)}, ceiling ${us(ceilingResult.cpuUs)}`,
      );
      if (appResult.errors || ceilingResult.errors) {
        throw new Error(
          `errors during the run: app ${appResult.errors}, ceiling ${ceilingResult.errors} (non-2xx, timeouts or socket errors)`,
        );
      }
    }
    const pick = (role: "app" | "ceiling", key: "rps" | "p50" | "p99") => median(rounds.map((r) => r[role][key]));
    const cpu = (role: "app" | "ceiling") =>
      rounds.some((r) => r[role].cpuUs === null) ? null : median(rounds.map((r) => r[role].cpuUs as number));
    return {
      engine,
      app: { rps: pick("app", "rps"), p50: pick("app", "p50"), p99: pick("app", "p99"), cpuUs: cpu("app") },
      ceiling: { rps: pick("ceiling", "rps"), p50: pick("ceiling", "p50"), p99: pick("ceiling", "p99"), cpuUs: cpu("ceiling") },
      ratio: median(rounds.map((r) => r.app.rps / r.ceiling.rps)),
    };
  } finally {
    for (const proc of running) proc.kill();
    await dropDatabase();
  }
}

async function main() {
  const engines = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",").map((e) => e.trim()) as Engine[];
  const serverUrl = process.env.DATABASE_URL;
  console.log(
    `bench:api — GET /api/profile, ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds per server; ` +
      `${describeMachine()}; ${new Date().toISOString()}; load ${describeLoad()}`,
  );
  const rows: string[] = [];
  let missed = false;
  for (const engine of engines) {
    if (engine === "postgres" && !serverUrl) {
      console.log("  postgres: skipped (DATABASE_URL is not set)");
      continue;
    }
    const r = await benchEngine(engine, serverUrl);
    if (r.ratio < TARGET_RATIO) missed = true;
    rows.push(
      `| ${engine} | ${r.app.rps.toFixed(0)} | ${r.app.p50} / ${r.app.p99} ms | ${r.ceiling.rps.toFixed(0)} | ` +
        `${r.ceiling.p50} / ${r.ceiling.p99} ms | ${r.ratio.toFixed(2)}× ${r.ratio >= TARGET_RATIO ? "✅" : "❌"} | ` +
        `${us(r.app.cpuUs)} / ${us(r.ceiling.cpuUs)} |`,
    );
  }
  console.log(
    "\n| engine | app req/s | app p50 / p99 | ceiling req/s | ceiling p50 / p99 | ratio (target ≥ 0.70×) | server CPU per request, app / ceiling |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(`load average after: ${describeLoad()}`);
  if (missed) process.exitCode = 1;
}

const serveIndex = process.argv.indexOf("--serve");
if (serveIndex >= 0) {
  const [role, engine, url] = process.argv.slice(serveIndex + 1) as [Role, Engine, string];
  await child(role, engine, url || undefined);
} else {
  await main();
}
