// npm run bench:realtime — live group delivery under a steady load, and the same load on a bare
// Socket.IO server broadcasting to rooms, in one run on this machine.
//
// Shape: 1,000 subscribers, each holding one live connection; 100 groups of 10 plus one group of
// 500 (the first 500 subscribers are in it as well). Senders post at a steady rate, round-robin over
// the small groups, plus a slower stream into the big group. Delivery latency is measured from just
// before a send to the moment a subscriber's connection hands over the message (same process,
// one clock). Wellspring's path is the real one: POST /api/groups/:id/messages (insert, NOTIFY in
// the transaction), LISTEN, the hub's membership read, and the SSE stream. Only the session check
// is stubbed (a header names the member): it is benchmarked on its own by bench:api, and 1,000
// password sign-ups would take minutes. Socket.IO gets no database at all: it is the floor.
//
// Environment: BENCH_DATABASE_URL (PostgreSQL; default embedded PGlite in memory), BENCH_SECONDS
// (default 10), BENCH_SMALL_RATE (messages/s into small groups, default 100), BENCH_BIG_RATE
// (messages/s into the big group, default 4).
import { Agent, createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { serve, type ServerType } from "@hono/node-server";
import { Server as SocketIoServer } from "socket.io";
import { io as socketIoClient, type Socket } from "socket.io-client";
import { createApp } from "../src/server/app.js";
import type { Auth } from "../src/server/auth/index.js";
import { openDatabase } from "../src/server/db/client.js";
import { faithGroupMembers, faithGroups, user } from "../src/server/db/schema.js";
import type { Mailer } from "../src/server/mail/types.js";
import { describeLoad, describeMachine, today, writePerformanceSection } from "./support/report.js";

const SUBSCRIBERS = 1000;
const SMALL_GROUPS = 100;
const SMALL_SIZE = 10;
const BIG_SIZE = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SMALL_RATE = Number(process.env.BENCH_SMALL_RATE ?? 100);
const BIG_RATE = Number(process.env.BENCH_BIG_RATE ?? 4);
const TARGET_P99_MS = 50;
const SECTION = "## Realtime delivery";

interface Plan {
  groups: { id: string; members: number[] }[];
  /** Index of the big group in `groups`. */
  big: number;
}

interface Result {
  name: string;
  sent: number;
  expected: number;
  delivered: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function makePlan(groupIds: string[]): Plan {
  const groups = groupIds.slice(0, SMALL_GROUPS).map((id, g) => ({
    id,
    members: Array.from({ length: SMALL_SIZE }, (_, i) => g * SMALL_SIZE + i),
  }));
  groups.push({ id: groupIds[SMALL_GROUPS], members: Array.from({ length: BIG_SIZE }, (_, i) => i) });
  return { groups, big: SMALL_GROUPS };
}

/** Sends at a steady rate for SECONDS; each send names its group and a sender in it. */
async function drive(plan: Plan, send: (group: number, sender: number, text: string) => Promise<void>, sentAt: Map<string, number>) {
  const schedule: { at: number; group: number }[] = [];
  let smallIndex = 0;
  for (let i = 0; i < SMALL_RATE * SECONDS; i++) schedule.push({ at: (i * 1000) / SMALL_RATE, group: smallIndex++ % SMALL_GROUPS });
  for (let i = 0; i < BIG_RATE * SECONDS; i++) schedule.push({ at: (i * 1000) / BIG_RATE + 500 / BIG_RATE, group: plan.big });
  schedule.sort((a, b) => a.at - b.at);
  const start = performance.now();
  const turns = new Map<number, number>();
  const pending: Promise<void>[] = [];
  let n = 0;
  for (const item of schedule) {
    const wait = start + item.at - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const members = plan.groups[item.group].members;
    const turn = turns.get(item.group) ?? 0;
    turns.set(item.group, turn + 1);
    // Senders rotate through the group, keeping each member under the chat's send rate.
    const sender = members[turn % members.length];
    const nonce = `m${n++}`;
    sentAt.set(nonce, performance.now());
    pending.push(send(item.group, sender, nonce).catch((error) => console.error("send failed", error)));
  }
  await Promise.all(pending);
  return schedule.length;
}

function summarise(name: string, latencies: number[], sent: number, expected: number, firstSend: number, lastDelivery: number): Result {
  const sorted = latencies.slice().sort((a, b) => a - b);
  const seconds = (lastDelivery - firstSend) / 1000;
  return {
    name,
    sent,
    expected,
    delivered: latencies.length,
    seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

async function waitForDeliveries(count: () => number, expected: number, timeoutMs = 15_000) {
  const deadline = performance.now() + timeoutMs;
  while (count() < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

// ------------------------------------------------------------------ Wellspring (SSE + LISTEN/NOTIFY)

const stubMailer = { kind: "outbox", send: async () => {}, flush: async () => {} } as unknown as Mailer;
/** The session check is replaced by a header naming the member (see the file comment). */
const headerAuth = {
  api: {
    getSession: async ({ headers }: { headers: Headers }) => {
      const id = headers.get("x-bench-user");
      return { headers: new Headers(), response: id ? { user: { id, email: `${id}@bench.test` } } : null };
    },
  },
} as unknown as Auth;

function openSse(port: number, userId: string, onMessage: (data: string) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path: "/api/events", headers: { "x-bench-user": userId, accept: "text/event-stream" } },
      (res) => {
        res.setEncoding("utf8");
        let buffer = "";
        let ready = false;
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!ready && block.includes("event: ready")) {
              ready = true;
              resolve(res);
            } else if (block.startsWith("event: message")) {
              const data = block.split("\n").find((line) => line.startsWith("data: "));
              if (data) onMessage(data.slice(6));
            }
          }
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function postJson(port: number, path: string, userId: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: keepAlive,
        headers: { "x-bench-user": userId, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 });

async function benchWellspring(): Promise<{ result: Result; engine: string }> {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = await openDatabase(url ? { url } : { memory: true });
  const userIds = Array.from({ length: SUBSCRIBERS }, (_, i) => `bench-user-${i}`);
  await handle.db.insert(user).values(userIds.map((id) => ({ id, name: id, email: `${id}-${Date.now()}@bench.test` })));
  const groupRows = await handle.db
    .insert(faithGroups)
    .values(
      Array.from({ length: SMALL_GROUPS + 1 }, (_, g) => ({
        name: `Bench ${g}`,
        ownerId: userIds[g === SMALL_GROUPS ? 0 : g * SMALL_SIZE],
        groupCode: `B${String(g).padStart(5, "0")}`,
      })),
    )
    .returning({ id: faithGroups.id });
  const plan = makePlan(groupRows.map((row) => row.id));
  await handle.db
    .insert(faithGroupMembers)
    .values(plan.groups.flatMap((g) => g.members.map((m) => ({ groupId: g.id, userId: userIds[m] }))));

  const app = createApp({
    db: handle.db,
    auth: headerAuth,
    mailer: stubMailer,
    logger: { error: (m: string, e?: unknown) => console.error(m, e) },
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let lastDelivery = 0;
  const streams = await Promise.all(
    userIds.map((id) =>
      openSse(port, id, (data) => {
        const now = performance.now();
        const nonce = (JSON.parse(data) as { message: string }).message;
        const at = sentAt.get(nonce);
        if (at !== undefined) {
          latencies.push(now - at);
          lastDelivery = now;
        }
      }),
    ),
  );

  const firstSend = performance.now();
  const sent = await drive(
    plan,
    async (group, sender, text) => {
      const status = await postJson(port, `/api/groups/${plan.groups[group].id}/messages`, userIds[sender], { message: text });
      if (status !== 201) throw new Error(`send answered ${status}`);
    },
    sentAt,
  );
  const expected = SMALL_RATE * SECONDS * SMALL_SIZE + BIG_RATE * SECONDS * BIG_SIZE;
  await waitForDeliveries(() => latencies.length, expected);
  const result = summarise(
    "Wellspring: SSE + LISTEN/NOTIFY (stored, authorised per event)",
    latencies,
    sent,
    expected,
    firstSend,
    lastDelivery,
  );

  for (const stream of streams) stream.destroy();
  await new Promise((resolve) => server.close(resolve));
  keepAlive.destroy();
  await handle.close();
  return { result, engine: handle.kind === "postgres" ? "PostgreSQL" : "PGlite (embedded, in memory)" };
}

// ------------------------------------------------------------------ Socket.IO rooms (no database)

async function benchSocketIo(): Promise<Result> {
  const httpServer = createServer();
  const io = new SocketIoServer(httpServer, { serveClient: false });
  io.on("connection", (socket) => {
    socket.on("join", (rooms: string[], ack: () => void) => {
      for (const room of rooms) void socket.join(room);
      ack();
    });
    socket.on("send", (body: { room: string; message: string }, ack: () => void) => {
      io.to(body.room).emit("message", { room: body.room, message: body.message, at: new Date().toISOString() });
      ack();
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  const port = (httpServer.address() as AddressInfo).port;
  const plan = makePlan([...Array.from({ length: SMALL_GROUPS }, (_, g) => `small-${g}`), "big"]);
  const roomsOf = Array.from({ length: SUBSCRIBERS }, () => [] as string[]);
  for (const group of plan.groups) for (const member of group.members) roomsOf[member].push(group.id);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let lastDelivery = 0;
  const sockets: Socket[] = await Promise.all(
    roomsOf.map(
      (rooms) =>
        new Promise<Socket>((resolve) => {
          const socket = socketIoClient(`http://127.0.0.1:${port}`, { transports: ["websocket"], forceNew: true });
          socket.on("message", (body: { message: string }) => {
            const now = performance.now();
            const at = sentAt.get(body.message);
            if (at !== undefined) {
              latencies.push(now - at);
              lastDelivery = now;
            }
          });
          socket.on("connect", () => socket.emit("join", rooms, () => resolve(socket)));
        }),
    ),
  );

  const firstSend = performance.now();
  const sent = await drive(
    plan,
    (group, sender, text) =>
      new Promise<void>((resolve) => sockets[sender].emit("send", { room: plan.groups[group].id, message: text }, () => resolve())),
    sentAt,
  );
  const expected = SMALL_RATE * SECONDS * SMALL_SIZE + BIG_RATE * SECONDS * BIG_SIZE;
  await waitForDeliveries(() => latencies.length, expected);
  const result = summarise(
    "Socket.IO 4: rooms, WebSocket (no storage, no authorisation)",
    latencies,
    sent,
    expected,
    firstSend,
    lastDelivery,
  );
  for (const socket of sockets) socket.disconnect();
  await io.close();
  return result;
}

// ------------------------------------------------------------------ report

async function main() {
  const ours = await benchWellspring();
  const baseline = await benchSocketIo();
  const machine = describeMachine();
  const load = describeLoad();
  const rate = (r: Result) => r.delivered / r.seconds;
  const ratio = rate(ours.result) / rate(baseline);
  const row = (r: Result) =>
    `| ${r.name} | ${r.sent} | ${r.delivered} / ${r.expected} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${rate(r).toFixed(0)} |`;
  const p99ok = ours.result.p99 <= TARGET_P99_MS;
  const ratioOk = ratio >= 1.0;
  const section = `${SECTION}

Measured by \`npm run bench:realtime\` (\`bench/realtime.ts\`) on ${today()}; machine: ${machine};
load average during the run: ${load}. Database: ${ours.engine}.
Load: ${SUBSCRIBERS} subscribers, each with one live connection, in ${SMALL_GROUPS} groups of ${SMALL_SIZE} plus one group of ${BIG_SIZE};
${SMALL_RATE} messages/s round-robin into the small groups and ${BIG_RATE} messages/s into the big group for ${SECONDS} s
(${SMALL_RATE * SMALL_SIZE + BIG_RATE * BIG_SIZE} deliveries/s offered). Server and clients share one Node process and the machine's cores;
latency is from just before the send to the subscriber's receipt. Wellspring's session check is stubbed (see the file).

| server | messages sent | deliveries | p50 | p99 | max | deliveries/s |
|---|---|---|---|---|---|---|
${row(ours.result)}
${row(baseline)}

Targets: p99 ≤ ${TARGET_P99_MS} ms — ${ours.result.p99.toFixed(1)} ms ${p99ok ? "✅" : "❌"}; ≥ 1.0× Socket.IO's delivered messages/s — ${ratio.toFixed(2)}× ${ratioOk ? "✅" : "❌"}.
`;
  console.log(section);
  writePerformanceSection(SECTION, section);
  process.exit(0);
}

await main();
