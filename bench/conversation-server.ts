// The server side of the conversation bench (bench/conversation.ts), in its own process so the load
// generator does not share its CPU: the whole app with the embedded guide on 127.0.0.1, with
// `members` members signed up through the real sign-up route. Talks to the parent over IPC:
//   → {ready: {port, engine, cookies}}   once listening
//   ← "cpu"  → {cpu: process.cpuUsage()} the server's own CPU time so far (user + system, µs)
// Exits on SIGTERM (cleanly, so `node --cpu-prof` can write its profile).
//
//   node --import tsx bench/conversation-server.ts <members> [database url]
import { serve } from "@hono/node-server";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createGuide, warmGuide } from "../src/guide/index.js";
import { createApp } from "../src/server/app.js";
import { createAuth } from "../src/server/auth/index.js";
import { openDatabase } from "../src/server/db/client.js";
import { createOutboxMailer } from "../src/server/mail/outbox-mailer.js";

export interface ServerReady {
  port: number;
  engine: "pglite" | "postgres";
  /** One session cookie per member, in sign-up order. */
  cookies: string[];
}

const APP_URL = "http://127.0.0.1";
const quiet = { info() {}, error: (message: string, error?: unknown) => console.error(message, error ?? "") };

async function main() {
  const members = Number(process.argv[2]);
  const url = process.argv[3] || undefined;
  // PGlite in a fresh data directory, as `npm start` runs it (not in memory: PGlite's in-memory file
  // system grows a file by copying it whole, which put 30 ms stalls in the tail; docs/decisions.md).
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), "wellspring-bench-"));
  const database = await openDatabase(url ? { url } : { dataDir: dataDir! });
  const mailer = createOutboxMailer(database.db, quiet);
  // rateLimitFactor lifts better-auth's own sign-up limit only (the bench signs up many members from
  // one address); the conversation's per-member message limit is untouched.
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: "bench-secret-0123456789abcdef0123456789",
    appUrl: APP_URL,
    rateLimitFactor: 1000,
    log: quiet,
  });
  warmGuide();
  const app = createApp({ db: database.db, auth, mailer, guide: createGuide({}), logger: quiet });

  const run = Date.now().toString(36);
  const signUp = async (n: number): Promise<string> => {
    const response = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_URL },
      body: JSON.stringify({ email: `bench-${run}-${n}@example.com`, password: "Quiet-River-42-bench", name: "" }),
    });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  const cookies: string[] = [];
  // A few at a time: password hashing dominates and is CPU-bound either way.
  for (let i = 0; i < members; i += 8) {
    cookies.push(...(await Promise.all(Array.from({ length: Math.min(8, members - i) }, (_, k) => signUp(i + k)))));
  }

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const ready: ServerReady = { port: (server.address() as AddressInfo).port, engine: database.kind, cookies };
  process.on("message", (message) => {
    if (message === "cpu") process.send?.({ cpu: process.cpuUsage() });
  });
  const stop = () => {
    server.close();
    void database.close().finally(() => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.once("SIGTERM", stop);
  process.once("disconnect", stop); // the bench went away

  process.send?.({ ready });
}

await main();
