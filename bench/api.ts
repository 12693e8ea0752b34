// npm run bench:api: how close an authenticated read (GET /api/profile) comes to the raw driver.
// One run starts, per engine, the whole app and a "ceiling" server (bare node:http and the driver),
// each in its own process, and drives both alternately with autocannon (50 connections, fixed
// duration, the headers a browser sends). The ceiling runs the app's own SQL, taken from the app's
// query builders (the session by token joined to its user, then the profile by id), and answers with
// the app's own response headers; both servers count the queries they send per request, and the run
// stops if the two differ in text or number.
// PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) names a server (a scratch database there,
// dropped afterwards), and always the embedded PGlite default (the ceiling then queries its own
// in-process PGlite holding the same member). Ratios are what to compare on a shared machine;
// absolute figures move with the load.
//
//   BENCH_SECONDS (default 6) per measurement, BENCH_ROUNDS (default 3) alternations,
//   BENCH_ENGINES (default "postgres,pglite"), BENCH_CEILING_HEADERS=bare to let the ceiling answer
//   with content-type only (as before 2026-11-23, for comparison).
import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
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

/** What a browser sends along with a same-origin API read (the cookie is added per run). */
const BROWSER_HEADERS = { accept: "*/*", "accept-encoding": "gzip, deflate, br, zstd", "accept-language": "en-US,en;q=0.9" };

/** A query as the app sends it: its text, and its parameters (literals, or named placeholders). */
interface QueryShape {
  text: string;
  params: ({ placeholder: string } | string | number)[];
}

/* ------------------------------------------------------------------ child: the servers */

interface Ready {
  port: number;
  cookie: string;
  token: string;
  userId: string;
  /** The app's two queries, for the ceiling to run verbatim. */
  queries: { session: QueryShape; profile: QueryShape };
  /** The app's response headers for the read, for the ceiling to send too (unless bare). */
  responseHeaders?: Record<string, string>;
}

/** Counts every query the driver is asked to run, by its text, and the HTTP requests (both servers alike). */
const queryCounts = new Map<string, number>();
let requestCount = 0;
const countRequests = (server: import("node:http").Server) => server.on("request", () => (requestCount += 1));
async function countQueries(engine: Engine) {
  // PGlite runs a statement it has run before by name (pglite-for-drizzle.ts): counted as its text.
  const prepared = new Map<string, string>();
  const count = (query: unknown) => {
    let text = typeof query === "string" ? query : (query as { text: string }).text;
    const preparing = /^PREPARE (\w+) AS ([\s\S]*)$/.exec(text);
    if (preparing) {
      prepared.set(preparing[1], preparing[2]);
      return;
    }
    const executing = /^EXECUTE (\w+)/.exec(text);
    if (executing && prepared.has(executing[1])) text = prepared.get(executing[1])!;
    queryCounts.set(text, (queryCounts.get(text) ?? 0) + 1);
  };
  if (engine === "postgres") {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      count(args[0]);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    for (const method of ["query", "exec"] as const) {
      const original = PGlite.prototype[method] as (...a: unknown[]) => unknown;
      (PGlite.prototype as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        count(args[0]);
        return original.apply(this, args);
      };
    }
  }
  process.on("message", (message) => {
    if (message === "queries") process.send?.({ requests: requestCount, queries: Object.fromEntries(queryCounts) });
  });
}

/** The drizzle query's text and parameters, placeholders by name. */
function shapeOf(query: { toSQL(): { sql: string; params: unknown[] } }): QueryShape {
  const { sql, params } = query.toSQL();
  return {
    text: sql,
    params: params.map((p) => (p && typeof p === "object" && "name" in p ? { placeholder: String(p.name) } : (p as string | number))),
  };
}

async function serveApp(engine: Engine, url: string | undefined): Promise<Ready> {
  const { openDatabase } = await import("../src/server/db/client.js");
  const { createAuth } = await import("../src/server/auth/index.js");
  const { createApp } = await import("../src/server/app.js");
  const { createOutboxMailer } = await import("../src/server/mail/outbox-mailer.js");
  const { serve } = await import("@hono/node-server");
  const { sessionByTokenQuery } = await import("../src/server/auth/session-check.js");
  const { profileByIdQuery } = await import("../src/server/profile/load.js");
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
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
    countRequests(server as import("node:http").Server);
  });
  const token = tokenFrom(cookie);
  if (!token) throw new Error("sign-up set no session cookie");
  const queries = { session: shapeOf(sessionByTokenQuery(handle.db)), profile: shapeOf(profileByIdQuery(handle.db)) };
  return { port, cookie, token, userId: body.user.id, queries };
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
  // Rows as arrays, as drizzle reads them (the session query names two columns "id").
  let query: (text: string, params: unknown[]) => Promise<{ fields: { name: string }[]; rows: unknown[][] }>;
  if (engine === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    query = (text, values) => pool.query({ text, values, rowMode: "array" });
  } else {
    // Its own in-memory PGlite with the app's schema and the same member, session and profile.
    const { PGlite } = await import("@electric-sql/pglite");
    const { PGLITE_EXTENSIONS } = await import("../src/server/db/client.js");
    const { pgliteForDrizzle } = await import("../src/server/db/pglite-for-drizzle.js");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client), { migrationsFolder: fileURLToPath(new URL("../src/server/db/migrations", import.meta.url)) });
    await client.query(`insert into "user" (id, name, email) values ($1, '', $2)`, [seed.userId, "bench@example.com"]);
    await client.query(`insert into "session" (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '30 days')`, [
      "bench-session",
      seed.token,
      seed.userId,
    ]);
    await client.query(`insert into profiles (id) values ($1)`, [seed.userId]);
    // The app's own PGlite client (a statement run before is run by name), so both do the same work.
    const lean = pgliteForDrizzle(client);
    query = (text, params) => lean.query<unknown[]>(text, params, { rowMode: "array" });
  }
  const bind = (shape: QueryShape, values: Record<string, unknown>) =>
    shape.params.map((p) => (typeof p === "object" ? values[p.placeholder] : p));
  const { session: sessionQuery, profile: profileQuery } = seed.queries;
  const headers = { ...(seed.responseHeaders ?? {}), "content-type": "application/json" };
  const server = createServer(async (req, res) => {
    try {
      const token = tokenFrom(req.headers.cookie);
      const found = token ? await query(sessionQuery.text, bind(sessionQuery, { token })) : null;
      const session = found?.rows[0];
      // A Date from node-postgres; text from the app's PGlite client, which drizzle maps itself, as here.
      const expires = session?.[found!.fields.findIndex((f) => f.name === "expires_at")] as Date | string | undefined;
      const expiresAt = expires === undefined ? undefined : new Date(expires);
      if (!session || !expiresAt || expiresAt.getTime() < Date.now()) {
        res.writeHead(401, headers).end('{"error":{"code":"unauthorized"}}');
        return;
      }
      const userId = session[found!.fields.findLastIndex((f) => f.name === "id")];
      const { fields, rows } = await query(profileQuery.text, bind(profileQuery, { id: userId }));
      const profile = Object.fromEntries(fields.map((field, i) => [field.name, rows[0][i]]));
      res.writeHead(200, headers).end(JSON.stringify({ profile }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  countRequests(server);
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
  );
  return { ...seed, port };
}

async function child(role: Role, engine: Engine, url: string | undefined) {
  const seed = process.env.BENCH_SEED ? (JSON.parse(process.env.BENCH_SEED) as Ready) : null;
  await countQueries(engine);
  const ready = role === "app" ? await serveApp(engine, url) : await serveCeiling(engine, url, seed as Ready);
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  // Exit cleanly when the parent stops us (so e.g. `node --cpu-prof` can write its profile).
  process.on("SIGTERM", () => process.exit(0));
}

/* ------------------------------------------------------------------ parent: drive and report */

function start(role: Role, engine: Engine, url: string | undefined, seed?: Ready): Promise<{ proc: ChildProcess; ready: Ready }> {
  const proc = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve", role, engine, url ?? ""], {
    env: { ...process.env, BENCH_SEED: seed ? JSON.stringify(seed) : "" },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
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
  /** Requests the server received during the measurement. */
  served: number;
  /** Queries the server sent per request received, by SQL text. */
  queries: Record<string, number>;
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

interface Counts {
  requests: number;
  queries: Record<string, number>;
}

/** The requests a server has received and the queries it has sent so far, by text. */
function countsOf(proc: ChildProcess): Promise<Counts> {
  return new Promise((resolve) => {
    proc.once("message", (message) => resolve(message as Counts));
    proc.send("queries");
  });
}

async function drive(proc: ChildProcess, port: number, cookie: string, seconds: number): Promise<Result> {
  const countsBefore = await countsOf(proc);
  const before = cpuTicks(proc.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/profile`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...BROWSER_HEADERS, cookie },
  });
  const after = cpuTicks(proc.pid);
  const countsAfter = await countsOf(proc);
  const total = result.requests.total;
  const served = countsAfter.requests - countsBefore.requests;
  const queries = Object.fromEntries(
    Object.entries(countsAfter.queries)
      .map(([text, n]) => [text, (n - (countsBefore.queries[text] ?? 0)) / (served || 1)] as const)
      .filter(([, perRequest]) => perRequest > 0),
  );
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpuUs = before === null || after === null || !total ? null : ((after - before) * TICK_US) / total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs, served, queries, errors };
}

/** The app's answer headers for the read, less those node:http sets per response itself. */
function responseHeadersOf(port: number, cookie: string): Promise<Record<string, string>> {
  const perResponse = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding", "set-cookie"]);
  return new Promise((resolve, reject) => {
    httpRequest(`http://127.0.0.1:${port}/api/profile`, { headers: { ...BROWSER_HEADERS, cookie } }, (response) => {
      response.resume();
      if (response.statusCode !== 200) reject(new Error(`the app answered ${response.statusCode}`));
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers))
        if (!perResponse.has(name) && typeof value === "string") headers[name] = value;
      resolve(headers);
    })
      .on("error", reject)
      .end();
  });
}

/** Stops the run unless both servers sent the same queries, as often, per request. */
function checkSameQueries(engine: Engine, app: Result, ceiling: Result) {
  const describe = (q: Record<string, number>) =>
    Object.entries(q)
      .map(([text, n]) => `${n.toFixed(2)} × ${text}`)
      .join("\n      ");
  const texts = new Set([...Object.keys(app.queries), ...Object.keys(ceiling.queries)]);
  // Requests still in flight when a measurement ends (at most one per connection) blur the counts.
  const tolerance = 0.01 + CONNECTIONS / Math.min(app.served, ceiling.served);
  const same = [...texts].every((text) => Math.abs((app.queries[text] ?? 0) - (ceiling.queries[text] ?? 0)) < tolerance);
  if (!same) {
    throw new Error(
      `${engine}: the app and the ceiling sent different queries per request\n    app:\n      ${describe(app.queries)}\n` +
        `    ceiling:\n      ${describe(ceiling.queries)}`,
    );
  }
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
    const bareCeiling = process.env.BENCH_CEILING_HEADERS === "bare";
    const responseHeaders = bareCeiling ? undefined : await responseHeadersOf(app.ready.port, app.ready.cookie);
    const ceiling = await start("ceiling", engine, url, { ...app.ready, responseHeaders });
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
      checkSameQueries(engine, appResult, ceilingResult);
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
    const queriesPerRequest = Object.values(rounds[0].app.queries).reduce((a, b) => a + b, 0);
    console.log(
      `  ${engine}: both servers sent the same ${Object.keys(rounds[0].app.queries).length} SQL texts, ` +
        `${queriesPerRequest.toFixed(2)} queries per request; ceiling headers: ${bareCeiling ? "content-type only" : "the app's"}`,
    );
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
  // One variable for every bench (bench:journal, bench:conversation, bench:realtime read it too).
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  console.log(
    `bench:api — GET /api/profile, ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds per server; ` +
      `${describeMachine()}; ${new Date().toISOString()}; load ${describeLoad()}`,
  );
  const rows: string[] = [];
  let missed = false;
  for (const engine of engines) {
    if (engine === "postgres" && !serverUrl) {
      console.log("  postgres: skipped (neither BENCH_DATABASE_URL nor DATABASE_URL is set)");
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
