// npm run bench:journal: the journal screen's reads on a large database. One member holds 10,000
// entries among 200,000 (190 other members with 1,000 each); we time the first page of a tab and a
// search, as the route runs them (journalPage), on PGlite and, when BENCH_DATABASE_URL (or
// DATABASE_URL) names a PostgreSQL server, on a temporary database there. The figures replace
// the "## Journal reads" section of docs/performance.md; an engine not run this time keeps its
// last subsection there, marked as such.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql, type SQLWrapper } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client.js";
import { SEARCH_WALK_ROWS, journalPage, prayerSearchStatements } from "../src/server/journal/list.js";
import { currentPerformanceSection, describeLoad, describeMachine, today, writePerformanceSection } from "./support/report.js";

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

const WARM_UP = 20;

async function timeRuns(fn: (i: number) => Promise<unknown>, runs = RUNS): Promise<Stats> {
  for (let i = 0; i < WARM_UP; i++) await fn(i); // warm-up: plans cached, pages in memory
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
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
// Other members' entries end with this word; the member never writes it.
const OTHERS_WORD = "jubilee";
// Phrases chosen to defeat one plan or another, each timed on its own against the same target.
const ADVERSARIAL: Array<[phrase: string, why: string]> = [
  [OTHERS_WORD, "in none of the member's entries, in every other member's"],
  ["entry", "in every entry of the member's"],
  ["ce", "two letters (no trigram), in most entries"],
  ["zq", "two letters (no trigram), in no entry"],
  ["entry:", "every trigram in every entry, the phrase in none"],
];
const PHRASE_RUNS = 100;

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
  const insertFor = (userId: string, count: number, offset: number, suffix: string) => sql`
    insert into faith_journal_entries (user_id, type, content, tags, source, created_at)
    select ${userId},
           case when g % 2 = 0 then 'prayer' else 'reflection' end,
           'Entry ' || g || ': ' || array_to_string(array(select (${words})[1 + ((g * 7919 + k * 104729 + ${offset}) % 20)] from generate_series(1, 8) as k), ' ') || ${suffix},
           case when g % 5 = 0 then array['wellspring','hope'] else array['wellspring'] end,
           'wellspring',
           now() - ((g * 9461 + ${offset}) % (3 * 365 * 24 * 60)) * interval '1 minute'
    from generate_series(1, ${count}) as g`;
  await db.execute(insertFor(member, MEMBER_ENTRIES, 0, ""));
  const perOther = (TOTAL_ENTRIES - MEMBER_ENTRIES) / OTHER_MEMBERS;
  for (let i = 0; i < others.length; i++) await db.execute(insertFor(others[i], perOther, i + 1, ` ${OTHERS_WORD}`));
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
  // Each adversarial phrase alone, alternating tabs; CPU time is this process's (all of PGlite's
  // work, but only the client's side of PostgreSQL's), a figure the machine's load moves less.
  const phrases = [];
  for (const [phrase, why] of [...SEARCHES.map((p) => [p, "in the rotation above"] as [string, string]), ...ADVERSARIAL]) {
    const cpuBefore = process.cpuUsage();
    const timing = await timeRuns(
      (i) => journalPage(handle.db, member, { tab: i % 2 ? "prayers" : "reflections", q: phrase, sort: "newest", cursor: null }),
      PHRASE_RUNS,
    );
    const cpu = process.cpuUsage(cpuBefore);
    const found = (await journalPage(handle.db, member, { tab: "prayers", q: phrase, sort: "newest", cursor: null })).items.length;
    phrases.push({ phrase, why, timing, found, cpuMs: (cpu.user + cpu.system) / 1000 / (PHRASE_RUNS + WARM_UP) });
  }
  const worst = phrases.reduce((a, b) => (b.timing.p95 > a.timing.p95 ? b : a));
  const tagged = await timeRuns((i) =>
    journalPage(handle.db, member, { tab: i % 2 ? "prayers" : "reflections", tag: "hope", sort: "newest", cursor: null }),
  );
  // A deep page: the 50th page via the cursor of the 49th (keyset, so it costs what page 1 does).
  let deepCursor = null as Awaited<ReturnType<typeof journalPage>>["next"];
  for (let p = 0; p < 49; p++)
    deepCursor = (await journalPage(handle.db, member, { tab: "prayers", sort: "newest", cursor: deepCursor })).next;
  const deep = await timeRuns(() => journalPage(handle.db, member, { tab: "prayers", sort: "newest", cursor: deepCursor }));
  return {
    name,
    rows: count.rows[0].n,
    seedMs,
    firstPage,
    search,
    phrases,
    worst,
    tagged,
    deep,
    plan: await explainSearch(handle, member, worst.phrase),
    load: describeLoad(),
    date: new Date().toISOString().slice(0, 10),
  };
}

/**
 * EXPLAIN ANALYZE of the two statements a search page may run, exactly as searchEntries
 * (src/server/journal/list.ts) builds them: the walk of the member's newest entries, then, when it
 * does not fill the page, all matches (through the (user_id, type, trigram) index when the phrase
 * has a trigram).
 */
async function explainSearch(handle: DatabaseHandle, member: string, phrase: string): Promise<string> {
  const { walk, allMatches } = prayerSearchStatements(handle.db, member, phrase);
  const explain = async (query: SQLWrapper) => {
    const result = (await handle.db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    return result.rows.map((r) => Object.values(r)[0]).join("\n");
  };
  return `-- 1. walk the newest ${SEARCH_WALK_ROWS} prayers\n${await explain(walk)}\n\n-- 2. all matches (runs when 1 finds fewer than 21)\n${await explain(allMatches)}`;
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

const ENGINES = [
  { heading: "### PGlite", name: "PGlite" },
  { heading: "### PostgreSQL", name: "PostgreSQL" },
];
const KEPT_NOTE = /^_Not run on \d{4}-\d{2}-\d{2}[^\n]*_\n\n/m;

/**
 * The subsection of an engine this run did not measure: the previous run's, marked as such, so a
 * run without a PostgreSQL server never erases PostgreSQL's figures (or says plainly there are none).
 */
function keptSubsection(previous: string | null, engine: (typeof ENGINES)[number], date: string, why: string): string {
  const note = `_Not run on ${date} (${why}); the figures below are from the last run that measured ${engine.name}._\n\n`;
  const start = previous?.indexOf(`${engine.heading}`) ?? -1;
  if (!previous || start < 0) return `${engine.heading}\n\nNot run yet (${why}).`;
  const end = previous.indexOf("\n### ", start + engine.heading.length);
  const old = (end < 0 ? previous.slice(start) : previous.slice(start, end)).trimEnd();
  const [heading, ...rest] = old.split("\n");
  return `${heading}\n\n${note}${rest.join("\n").trim().replace(KEPT_NOTE, "")}`;
}

type Result = Awaited<ReturnType<typeof benchTarget>>;

function subsection(r: Result, machine: string): string {
  const phraseRows = r.phrases
    .map(
      (p) =>
        `| "${p.phrase}" | ${p.why} | ${p.found} | ${ms(p.timing.p50)} | ${ms(p.timing.p95)} | ${ms(p.timing.max)} | ${ms(p.cpuMs)} | ≤ ${TARGETS.search} ms ${p.timing.p95 <= TARGETS.search ? "✅" : "❌"} |`,
    )
    .join("\n");
  return `### ${r.name}

Run on ${r.date}; machine: ${machine}; load average at the end of the run: ${r.load}.
${r.rows.toLocaleString("en-US")} entries (seeded in ${(r.seedMs / 1000).toFixed(1)} s).

| operation | runs | p50 | p95 | max | target (p95) |
|---|---|---|---|---|---|
${row("first page of a tab (20 items)", r.firstPage, TARGETS.firstPage)}
${row("search, first page (the rotation)", r.search, TARGETS.search)}
${row("tag filter, first page", r.tagged)}
${row("page 50 via the cursor", r.deep)}

Each phrase alone (${PHRASE_RUNS} runs after ${WARM_UP} warm-up, prayers and reflections alternating; "found" is the
first page of prayers; CPU is this Node process's per search, which for PGlite is all of the work and
for PostgreSQL only the client's side):

| phrase | why | found | p50 | p95 | max | CPU | target (p95) |
|---|---|---|---|---|---|---|---|
${phraseRows}

Plans of the slowest phrase ("${r.worst.phrase}", p95 ${ms(r.worst.timing.p95)}), \`EXPLAIN (ANALYZE, BUFFERS)\`:

\`\`\`
${r.plan}
\`\`\``;
}

async function main() {
  const results: Result[] = [];
  const pglite = await openDatabase({ memory: true });
  try {
    results.push(await benchTarget("PGlite (in memory)", pglite));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) {
    await withPostgres(serverUrl, async (handle) => {
      const v = (await handle.db.execute(sql`show server_version`)) as unknown as { rows: Array<{ server_version: string }> };
      results.push(await benchTarget(`PostgreSQL ${v.rows[0].server_version}`, handle));
    });
  }
  const machine = describeMachine();
  const previous = currentPerformanceSection(SECTION);
  const subsections = ENGINES.map((engine) => {
    const measured = results.find((r) => `### ${r.name}`.startsWith(engine.heading));
    return measured ? subsection(measured, machine) : keptSubsection(previous, engine, today(), "BENCH_DATABASE_URL was not set");
  });
  const section = `${SECTION}

Measured by \`npm run bench:journal\` (\`bench/journal.ts\`). One member with ${MEMBER_ENTRIES.toLocaleString("en-US")} entries among
${TOTAL_ENTRIES.toLocaleString("en-US")} (${OTHER_MEMBERS} other members, whose entries also hold the word "${OTHERS_WORD}"), timed in
process at the query layer the route calls (\`journalPage\`), warm, ${RUNS} runs each after ${WARM_UP} warm-up runs;
the search row rotates through ${SEARCHES.map((s) => `"${s}"`).join(", ")}. PostgreSQL runs only when
\`BENCH_DATABASE_URL\` names a server; otherwise its last figures stay, marked as not run.

${subsections.join("\n\n")}
`;
  writePerformanceSection(SECTION, section);
  console.log(section);
  const missed = results.some(
    (r) => r.firstPage.p95 > TARGETS.firstPage || r.search.p95 > TARGETS.search || r.phrases.some((p) => p.timing.p95 > TARGETS.search),
  );
  if (missed) {
    console.error("A p95 target was missed.");
    process.exitCode = 1;
  }
}

await main();
