// Durability check: the real server on a real data directory (PGlite) or a fresh PostgreSQL
// database, journal entries written by concurrent clients, kill -9 in the middle of the writes,
// restart on the same data, and every write the server acknowledged (201) must still be there.
// Used in short form by the integration suite and in long form by `npm run bench`.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PASSWORD = "Quiet-River-42";

export interface DurabilityOptions {
  /** Kill -9 and restart this many times. */
  cycles: number;
  /** How long writes run before each kill. */
  writeMs: number;
  /** Concurrent writing clients. */
  writers?: number;
  /** A PostgreSQL database URL; omitted → PGlite in a temporary data directory. */
  databaseUrl?: string;
  /** First port to try (the helper's port range). */
  portFrom?: number;
  log?: (line: string) => void;
}

export interface DurabilityResult {
  engine: "pglite" | "postgres";
  cycles: number;
  /** Write requests sent (acknowledged, refused or cut off by the kill). */
  tried: number;
  acknowledged: number;
  /** Acknowledged writes missing after a restart. */
  lost: number;
}

function freePort(from: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", () => (from < 65_000 ? freePort(from + 1).then(resolve, reject) : reject(new Error("no free port"))));
    server.listen(from, "127.0.0.1", () => server.close(() => resolve(from)));
  });
}

async function waitForHealth(base: string, child: ChildProcess, output: () => string, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error("the server did not become ready in time");
}

export async function runDurability(options: DurabilityOptions): Promise<DurabilityResult> {
  const log = options.log ?? ((line: string) => console.info(line));
  const dataDir = mkdtempSync(join(tmpdir(), "wellspring-durability-"));
  const port = await freePort(options.portFrom ?? 4250);
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    WEB_ROOT: join(dataDir, "no-web"),
    BETTER_AUTH_SECRET: "durability-secret-0123456789abcdef0123456789",
    AUTH_RATE_LIMIT_FACTOR: "100",
    NODE_ENV: "test",
    GUIDE_BASE_URL: "",
  };
  const headers = (cookie?: string) => ({ origin: base, "content-type": "application/json", ...(cookie ? { cookie } : {}) });
  const startOnce = async () => {
    const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "src/server/main.ts")], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-4000)));
    try {
      await waitForHealth(base, child, () => stderr);
    } catch (error) {
      child.kill("SIGKILL");
      throw error;
    }
    return child;
  };
  // A restart right after kill -9 can find the port not yet released; try again shortly.
  const start = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await startOnce();
      } catch (error) {
        if (attempt >= 3) throw error;
        log(`[durability] start failed (attempt ${attempt}), retrying: ${String(error).slice(0, 300)}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  const kill9 = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });

  const acknowledged = new Set<string>();
  let tried = 0;
  let lost = 0;
  let child = await start();
  try {
    const email = `durable-${Date.now().toString(36)}@example.com`;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const missing = async () => {
      const response = await fetch(`${base}/api/account/export`, { headers: headers(cookie) });
      if (response.status !== 200) throw new Error(`export failed after restart: ${response.status}`);
      const data = (await response.json()) as { journal_entries: Array<{ content: string }> };
      const stored = new Set(data.journal_entries.map((entry) => entry.content));
      return [...acknowledged].filter((content) => !stored.has(content)).length;
    };

    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      let stop = false;
      let counter = 0;
      const writer = async (id: number) => {
        while (!stop) {
          const content = `durability cycle ${cycle} writer ${id} write ${counter++}`;
          tried += 1;
          try {
            const response = await fetch(`${base}/api/journal/entries`, {
              method: "POST",
              headers: headers(cookie),
              body: JSON.stringify({ type: "prayer", content }),
            });
            if (response.status === 201) acknowledged.add(content);
            else if (response.status >= 500) throw new Error(`write answered ${response.status}`);
          } catch (error) {
            if (stop) return; // cut off by the kill: not acknowledged, fine
            throw error;
          }
        }
      };
      const writers = Array.from({ length: options.writers ?? 8 }, (_, id) =>
        writer(id).catch((error: unknown) => (stop ? undefined : Promise.reject(error))),
      );
      await new Promise((resolve) => setTimeout(resolve, options.writeMs));
      // kill -9 while the writers are still sending: some writes are in flight right now.
      stop = true;
      await kill9(child);
      await Promise.all(writers);
      child = await start();
      const lostNow = await missing();
      lost = Math.max(lost, lostNow);
      log(`[durability] cycle ${cycle}: ${acknowledged.size} acknowledged so far, ${lostNow} missing after restart`);
    }
  } finally {
    await kill9(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { engine: options.databaseUrl ? "postgres" : "pglite", cycles: options.cycles, tried, acknowledged: acknowledged.size, lost };
}
