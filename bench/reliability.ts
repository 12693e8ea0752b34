// The long durability run of `npm run bench`: more kill -9 cycles and longer write bursts than the
// integration suite's short form, on PGlite and (when TEST_DATABASE_URL or DATABASE_URL is set) on
// a fresh PostgreSQL database. Figures go to the "## Durability (bench)" section of docs/reliability.md.
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { runDurability, type DurabilityResult } from "./durability.js";
import { today, writeDocSection } from "./support/report.js";

const RELIABILITY_DOC = fileURLToPath(new URL("../docs/reliability.md", import.meta.url));
const SECTION = "## Durability (bench)";
const CYCLES = 6;
const WRITE_MS = 5000;

async function admin(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function onFreshPostgres(serverUrl: string): Promise<DurabilityResult> {
  const database = `wellspring_bench_durability_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `CREATE DATABASE ${database}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return await runDurability({ cycles: CYCLES, writeMs: WRITE_MS, databaseUrl: url.toString(), portFrom: 4280, log: console.log });
  } finally {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

export async function benchDurability(): Promise<boolean> {
  const results = [await runDurability({ cycles: CYCLES, writeMs: WRITE_MS, portFrom: 4280, log: console.log })];
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) results.push(await onFreshPostgres(serverUrl));
  const date = today();
  const rows = results.map((r) => `| ${r.engine} | ${r.cycles} | ${r.tried} | ${r.acknowledged} | ${r.lost} |`).join("\n");
  const section = `${SECTION}

Measured by \`npm run bench\` (\`bench/reliability.ts\`) on ${date}: the real server, 8 concurrent
clients writing journal entries for ${WRITE_MS / 1000} s, then kill -9 mid-write and a restart on the
same data, ${CYCLES} times; after each restart every acknowledged (201) write must be there.

| engine | kill -9 cycles | writes tried | acknowledged | lost |
|---|---|---|---|---|
${rows}
`;
  writeDocSection(RELIABILITY_DOC, "# Reliability", SECTION, section);
  console.log(section);
  return results.every((r) => r.lost === 0 && r.acknowledged > 0);
}
