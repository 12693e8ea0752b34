// Sending a message through the HTTP API with the embedded guide (`npm run bench -- conversation`).
// The app runs in its own process (bench/conversation-server.ts) and reports its own CPU time; this
// process is only the load generator (node:http, keep-alive), so its cost is not charged to the
// server. 20 members send at once in a closed loop (each waits for its reply before sending the
// next); each member stays within the per-member limit, so every request must be a real reply (201
// with a reply object) and anything else is counted as a failure. PGlite always; PostgreSQL too when
// BENCH_DATABASE_URL is set.
//
// A fresh process answers its first few thousand messages more slowly (V8 compiles the hot code as
// it runs: median 25–32 ms in the first second, 14–16 ms from the third on), so a first group of
// members sends its whole allowance before the measured members start; that warm-up is reported as a
// row of its own.
//
//   BENCH_MEMBERS_PER_WORKER (default 10): members each of the 20 senders works through (measured,
//   and as many again for the warm-up).
//   BENCH_SERVER_FLAGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
import { fork, type ChildProcess } from "node:child_process";
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { MESSAGE_RATE_LIMIT } from "@core/conversation";
import { LABELLED_MESSAGES } from "../src/guide/fixtures/labelled-messages.js";
import type { ServerReady } from "./conversation-server.js";
import { describeLoad, describeMachine, today, writePerformanceSection } from "./support/report.js";

const TEXTS = LABELLED_MESSAGES.map((m) => m.text);
const CONCURRENCY = 20;
const SECTION = "## Conversation API";
const TARGET_P95_MS = 25;
const APP_ORIGIN = "http://127.0.0.1";

export interface LoopResult {
  requests: number;
  failures: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The server process's CPU time (user + system) per request, in microseconds. */
  serverCpuUs: number;
  /** The load generator's own CPU time per request, in microseconds. */
  clientCpuUs: number;
  /** The whole machine's busy CPU time per request (all cores, from /proc/stat), in microseconds. */
  machineCpuUs: number;
}

export interface EngineResult {
  engine: string;
  members: number;
  /** The first messages after the server started (the warm-up members' whole allowance), unmeasured. */
  warmUp: LoopResult;
  /** The load average as the warm-up began. */
  warmUpLoad: string;
  load: string;
  conversation: LoopResult;
  /** The same senders and members reading GET /api/profile (session check + one row). */
  baseline: LoopResult;
}

interface Server {
  ready: ServerReady;
  cpuUs(): Promise<number>;
  stop(): Promise<void>;
}

function startServer(members: number, url: string | undefined): Promise<Server> {
  const flags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = fork(fileURLToPath(new URL("./conversation-server.ts", import.meta.url)), [String(members), url ?? ""], {
    execArgv: ["--import", "tsx", ...flags],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const cpuUs = () =>
    new Promise<number>((resolve) => {
      const onMessage = (message: { cpu?: NodeJS.CpuUsage }) => {
        if (!message.cpu) return;
        child.off("message", onMessage);
        resolve(message.cpu.user + message.cpu.system);
      };
      child.on("message", onMessage);
      child.send("cpu");
    });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
    child.on("message", (message: { ready?: ServerReady }) => {
      if (message.ready)
        resolve({
          ready: message.ready,
          cpuUs,
          async stop() {
            child.kill("SIGTERM");
            await exited;
          },
        });
    });
  });
}

interface Reply {
  status: number;
  body: string;
}

/** Busy CPU time of the whole machine so far (every core, all but idle and iowait), from /proc/stat. */
function machineBusyUs(): number {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  const ticks = user + nice + system + irq + softirq + steal;
  return (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, the unit of /proc/stat (100 on every mainstream kernel). */
const CLOCK_TICKS_PER_SECOND = 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A closed loop: CONCURRENCY senders, each running its own list of requests one after another. */
async function closedLoop(server: Server, perSender: (sender: number) => AsyncGenerator<() => Promise<boolean>>): Promise<LoopResult> {
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = await server.cpuUs();
  const clientBefore = process.cpuUsage();
  const machineBefore = machineBusyUs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, sender) => {
      for await (const send of perSender(sender)) {
        const t0 = performance.now();
        const ok = await send().catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await server.cpuUs();
  const client = process.cpuUsage(clientBefore);
  const machineUs = machineBusyUs() - machineBefore;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    failures,
    seconds,
    requestsPerSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    serverCpuUs: (cpuAfter - cpuBefore) / Math.max(1, sorted.length),
    clientCpuUs: (client.user + client.system) / Math.max(1, sorted.length),
    machineCpuUs: machineUs / Math.max(1, sorted.length),
  };
}

export async function benchConversationEngine(url: string | undefined, membersPerWorker: number): Promise<EngineResult> {
  const members = CONCURRENCY * membersPerWorker;
  // The first `members` members warm the server up; the next `members` are measured.
  const server = await startServer(2 * members, url);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const { port, cookies } = server.ready;
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    new Promise<Reply>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          agent,
          host: "127.0.0.1",
          port,
          method,
          path,
          headers: {
            cookie,
            origin: APP_ORIGIN,
            // As Chromium sends it: replies of 1 KB or more then go out compressed, as in real use.
            "accept-encoding": "gzip, deflate, br, zstd",
            ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const decode =
              encoding === "gzip"
                ? gunzipSync
                : encoding === "br"
                  ? brotliDecompressSync
                  : encoding === "deflate"
                    ? inflateSync
                    : (b: Buffer) => b;
            resolve({ status: res.statusCode ?? 0, body: decode(raw).toString("utf8") });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });

  const threads: (string | null)[] = cookies.map(() => null);
  /** One message from member `index`; true only for a real reply (201 with the reply object). */
  const send = (index: number, text: string) => async () => {
    const reply = await call("POST", "/api/conversation/messages", cookies[index], { message: text, thread_id: threads[index] });
    if (reply.status !== 201) return false;
    const body = JSON.parse(reply.body) as { thread_id?: string; message?: { type?: string; content?: unknown } };
    threads[index] = body.thread_id ?? threads[index];
    return body.message?.type === "assistant" && typeof body.message.content === "object" && body.message.content !== null;
  };
  const membersOf = (sender: number, group: "warm-up" | "measured") =>
    Array.from({ length: membersPerWorker }, (_, m) => (group === "measured" ? members : 0) + sender * membersPerWorker + m);
  const textFor = (index: number, k: number) => TEXTS[(index * MESSAGE_RATE_LIMIT.max + k) % TEXTS.length];

  try {
    // Warm-up (JIT, pools, prepared statements, the database's first pages): the warm-up members'
    // whole allowance, then one message from each measured member, which starts its thread.
    const warmUpLoad = describeLoad();
    const warmUp = await closedLoop(server, async function* (sender) {
      for (const index of membersOf(sender, "warm-up"))
        for (let k = 0; k < MESSAGE_RATE_LIMIT.max; k += 1) yield send(index, textFor(index, k));
    });
    if (warmUp.failures) throw new Error(`${warmUp.failures} of the warm-up messages failed`);
    const threadStarts = await closedLoop(server, async function* (sender) {
      for (const index of membersOf(sender, "measured")) yield send(index, textFor(index, 0));
    });
    if (threadStarts.failures) throw new Error(`${threadStarts.failures} of the measured members' first messages failed`);
    const load = describeLoad();
    // The rest of each member's allowance for the window: every one of these is a real reply.
    const conversation = await closedLoop(server, async function* (sender) {
      for (const index of membersOf(sender, "measured"))
        for (let k = 1; k < MESSAGE_RATE_LIMIT.max; k += 1) yield send(index, textFor(index, k));
    });
    // Baseline under the same conditions: the cheapest authenticated read, so a reader can tell what
    // the conversation route adds from what every signed-in request costs here.
    const baseline = await closedLoop(server, async function* (sender) {
      for (const index of membersOf(sender, "measured"))
        for (let k = 1; k < MESSAGE_RATE_LIMIT.max; k += 1)
          yield async () => {
            const reply = await call("GET", "/api/profile", cookies[index]);
            return reply.status === 200;
          };
    });
    return { engine: server.ready.engine, members, warmUp, warmUpLoad, load, conversation, baseline };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const us = (x: number) => `${Math.round(x)} µs`;
const row = (r: EngineResult, name: string, l: LoopResult, target: string, load = r.load) =>
  `| ${r.engine} | ${name} | ${load} | ${l.requests} | ${l.failures} | ${l.requestsPerSecond.toFixed(0)} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${us(l.serverCpuUs)} | ${us(l.clientCpuUs)} | ${us(Math.max(0, l.machineCpuUs - l.serverCpuUs - l.clientCpuUs))} | ${target} |`;

/** Runs the bench on each engine and replaces (or appends) its section of docs/performance.md. */
export async function runConversationBench(): Promise<boolean> {
  const membersPerWorker = Number(process.env.BENCH_MEMBERS_PER_WORKER ?? 10);
  const urls: (string | undefined)[] = [undefined];
  if (process.env.BENCH_DATABASE_URL) urls.push(process.env.BENCH_DATABASE_URL);
  else console.log("conversation bench: PostgreSQL skipped (BENCH_DATABASE_URL is not set)");
  const results: EngineResult[] = [];
  for (const url of urls) results.push(await benchConversationEngine(url, membersPerWorker));
  const met = (l: LoopResult) => l.p95 <= TARGET_P95_MS && l.failures === 0;
  const rows = results.flatMap((r) => [
    row(r, "`POST /api/conversation/messages`", r.conversation, `≤ ${TARGET_P95_MS} ms ${met(r.conversation) ? "✅" : "❌"}`),
    row(r, "baseline `GET /api/profile`", r.baseline, "—"),
    row(r, `warm-up: the first ${r.warmUp.requests} messages after start`, r.warmUp, "—", r.warmUpLoad),
  ]);
  const section = `${SECTION}

Measured by \`npm run bench -- conversation\` (\`bench/conversation.ts\`, also part of \`npm run bench\`) on
${today()}; machine: ${describeMachine()}. The load average (1, 5, 15 min) as each engine's
measurement (or its warm-up) began is in the table. PGlite runs in a fresh data directory, as \`npm start\` runs it;
PostgreSQL is the server at \`BENCH_DATABASE_URL\`. The app (embedded guide) runs in its own process, the load
generator (node:http, keep-alive, asking for gzip as a browser does) in another, so the server CPU
per request is the server's own (\`process.cpuUsage()\` deltas over the measured requests); the load
generator's CPU is its own likewise, and "rest of the machine" is the machine's busy time (\`/proc/stat\`,
both cores) less those two: for PostgreSQL mostly its backends, plus anything else running then.
${CONCURRENCY} senders in a closed loop (each waits for its reply before the next), each working through
${membersPerWorker} members (${results[0]?.members ?? 0} in all) in their own threads: one message per member to start its thread, then the rest of
each member's allowance (${MESSAGE_RATE_LIMIT.max - 1} messages; the limit is ${MESSAGE_RATE_LIMIT.max} a minute), so every request must be a real
reply (201 with a reply object); anything else counts as a failure. Baseline: the same senders and
members reading \`GET /api/profile\` (session check plus one row). Before them, as many other members
send their whole allowance to a freshly started server (the warm-up row): V8 compiles the hot code as
it runs, so the first few thousand messages of a new process are slower than every later one, and the
target is read on the warm server that members meet.

| engine | route | load average | requests | failures | req/s | p50 | p95 | p99 | server CPU per request | load generator CPU per request | rest of the machine per request | target (p95) |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

With ${CONCURRENCY} senders in a closed loop, p95 ≤ ${TARGET_P95_MS} ms needs roughly ${Math.round((CONCURRENCY * 1000) / TARGET_P95_MS)} req/s or more, i.e. about
${(TARGET_P95_MS / CONCURRENCY).toFixed(2)} ms or less of server time per message on one core.
`;
  writePerformanceSection(SECTION, section);
  console.log(section);
  return results.every((r) => met(r.conversation));
}
