// npm run bench:journal: the journal screen's reads on a large database. One member holds 10,000
// entries among 200,000 (190 other members with 1,000 each); we time the first page of a tab and a
// search, as the route runs them (journalPage), on PGlite and, when BENCH_DATABASE_URL (or
// DATABASE_URL) names a PostgreSQL server, on a temporary database there. The figures replace
// the "## Journal reads" section of docs/performance.md.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client.js";
import { journalPage } from "../src/server/journal/list.js";
import { describeLoad, describeMachine, today, writePerformanceSection } from "./support/report.js";

const SECTION = "## Journal reads";
const TARGETS = { firstPage: 10, search: 15 };
const MEMBER_ENTRIES = 10_000;
const TOTAL_ENTRIES = 200_000;
const OTHER_MEMBERS = 190;
const RUNS = 200;

interface Stats {
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { runs: samples.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

async function timeRuns(fn: (i: number) => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < 20; i++) await fn(i); // warm-up: plans cached, pages in memory
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

// Words the generated entries are made of; searches look for a few of them.
const WORDS = [
  "grace",
  "peace",
  "shepherd",
  "morning",
  "family",
  "healing",
  "patience",
  "forgive",
  "strength",
  "waters",
  "mercy",
  "light",
  "hope",
  "rest",
  "joy",
  "faithful",
  "courage",
  "quiet",
  "storm",
  "harvest",
];
const SEARCHES = ["Shepherd", "still waters", "forgive", "COURAGE", "morning light"];

async function seed(handle: DatabaseHandle): Promise<string> {
  const { db } = handle;
  const member = "bench-member";
  const others = Array.from({ length: OTHER_MEMBERS }, (_, i) => `bench-other-${i}`);
  const users = [member, ...others];
  await db.execute(
    sql`insert into "user" (id, name, email) select id, id, id || '@bench.test' from unnest(${sql.raw(`array[${users.map((u) => `'${u}'`).join(",")}]`)}::text[]) as id`,
  );
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(",")}]`);
  // Entries spread over three years; text of eight pseudo-random words; ~1 in 5 tagged 'hope'.
  const insertFor = (userId: string, count: number, offset: number) => sql`
    insert into faith_journal_entries (user_id, type, content, tags, source, created_at)
    select ${userId},
           case when g % 2 = 0 then 'prayer' else 'reflection' end,
           'Entry ' || g || ': ' || array_to_string(array(select (${words})[1 + ((g * 7919 + k * 104729 + ${offset}) % 20)] from generate_series(1, 8) as k), ' '),
           case when g % 5 = 0 then array['wellspring','hope'] else array['wellspring'] end,
           'wellspring',
           now() - ((g * 9461 + ${offset}) % (3 * 365 * 24 * 60)) * interval '1 minute'
    from generate_series(1, ${count}) as g`;
  await db.execute(insertFor(member, MEMBER_ENTRIES, 0));
  const perOther = (TOTAL_ENTRIES - MEMBER_ENTRIES) / OTHER_MEMBERS;
  for (let i = 0; i < others.length; i++) await db.execute(insertFor(others[i], perOther, i + 1));
  await db.execute(sql`analyze`);
  return member;
}

async function benchTarget(name: string, handle: DatabaseHandle) {
  const seedStart = performance.now();
  const member = await seed(handle);
  const seedMs = performance.now() - seedStart;
  const count = (await handle.db.execute(sql`select count(*)::int as n from faith_journal_entries`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  const firstPage = await timeRuns((i) =>
    journalPage(handle.db, member, { tab: i % 2 ? "prayers" : "reflections", sort: i % 4 < 2 ? "newest" : "oldest", cursor: null }),
  );
  const search = await timeRuns((i) =>
    journalPage(handle.db, member, {
      tab: i % 2 ? "prayers" : "reflections",
      q: SEARCHES[i % SEARCHES.length],
      sort: "newest",
      cursor: null,
    }),
  );
  const tagged = await timeRuns((i) =>
    journalPage(handle.db, member, { tab: i % 2 ? "prayers" : "reflections", tag: "hope", sort: "newest", cursor: null }),
  );
  // A deep page: the 50th page via the cursor of the 49th (keyset, so it costs what page 1 does).
  let deepCursor = null as Awaited<ReturnType<typeof journalPage>>["next"];
  for (let p = 0; p < 49; p++)
    deepCursor = (await journalPage(handle.db, member, { tab: "prayers", sort: "newest", cursor: deepCursor })).next;
  const deep = await timeRuns(() => journalPage(handle.db, member, { tab: "prayers", sort: "newest", cursor: deepCursor }));
  const plan = (await handle.db.execute(
    sql`explain select id from faith_journal_entries where user_id = ${member} and type = 'prayer' and content ilike '%shepherd%' order by created_at desc, id desc limit 21`,
  )) as unknown as { rows: Array<Record<string, string>> };
  return {
    name,
    rows: count.rows[0].n,
    seedMs,
    firstPage,
    search,
    tagged,
    deep,
    plan: plan.rows.map((r) => Object.values(r)[0]).join("\n"),
  };
}

async function withPostgres<T>(serverUrl: string, fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = `wellspring_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

const ms = (x: number) => `${x.toFixed(2)} ms`;
const row = (label: string, s: Stats, target?: number) =>
  `| ${label} | ${s.runs} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${target ? `≤ ${target} ms ${s.p95 <= target ? "✅" : "❌"}` : "—"} |`;

async function main() {
  const results = [];
  const pglite = await openDatabase({ memory: true });
  try {
    results.push(await benchTarget("PGlite (in memory)", pglite));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) {
    const version = await withPostgres(serverUrl, async (handle) => {
      const v = (await handle.db.execute(sql`show server_version`)) as unknown as { rows: Array<{ server_version: string }> };
      results.push(await benchTarget(`PostgreSQL ${v.rows[0].server_version}`, handle));
    });
    void version;
  }
  const machine = describeMachine();
  const load = describeLoad();
  const tables = results
    .map(
      (r) => `### ${r.name}

${r.rows.toLocaleString("en-US")} entries (seeded in ${(r.seedMs / 1000).toFixed(1)} s).

| operation | runs | p50 | p95 | max | target (p95) |
|---|---|---|---|---|---|
${row("first page of a tab (20 items)", r.firstPage, TARGETS.firstPage)}
${row("search, first page", r.search, TARGETS.search)}
${row("tag filter, first page", r.tagged)}
${row("page 50 via the cursor", r.deep)}

Search plan (\`EXPLAIN\`):

\`\`\`
${r.plan}
\`\`\``,
    )
    .join("\n\n");
  const section = `${SECTION}

Measured by \`npm run bench:journal\` (\`bench/journal.ts\`) on ${today()}; machine: ${machine};
load average during the run: ${load}. One member with ${MEMBER_ENTRIES.toLocaleString("en-US")} entries among
${TOTAL_ENTRIES.toLocaleString("en-US")} (${OTHER_MEMBERS} other members), timed in process at the query layer the route
calls (\`journalPage\`), warm, ${RUNS} runs each after 20 warm-up runs; searches rotate through
${SEARCHES.map((s) => `"${s}"`).join(", ")}.

${tables}
`;
  writePerformanceSection(SECTION, section);
  console.log(section);
  const missed = results.some((r) => r.firstPage.p95 > TARGETS.firstPage || r.search.p95 > TARGETS.search);
  if (missed) {
    console.error("A p95 target was missed.");
    process.exitCode = 1;
  }
}

await main();
