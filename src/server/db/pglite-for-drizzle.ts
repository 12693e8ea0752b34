// The embedded PGlite client as drizzle should see it. drizzle asks PGlite, on every query, to leave
// timestamps, dates, intervals and their arrays as text (it maps those columns itself), and PGlite
// answers such a per-query `parsers` option by copying its whole table of ~320 type parsers before
// reading the rows: about 100 µs per query, more than the query itself (docs/performance.md,
// "Authenticated API read"). So the instance keeps those types as text once, for every query, and the
// per-query option is dropped when it asks for nothing else. Results are the same either way
// (pglite-for-drizzle.integration.test.ts compares them).
//
// PGlite also parses and plans every query afresh (an unnamed statement each time), which for the
// conversation's sending-state read cost about 1 ms of the server's single thread, three times the
// query's own work. node-postgres keeps drizzle's prepared statements per connection; here a
// statement the server has run before is prepared once (PREPARE) and then run by name (EXECUTE),
// its parameters written as literals (see `planOnce`).
import { types, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/** The types drizzle's PGlite driver reads as text (its per-query parsers, 0.45). */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

const leanOptions = new WeakMap<QueryOptions, QueryOptions>();

/** The options without `parsers` when they only ask for what the instance already does. */
function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  let result = leanOptions.get(options);
  if (!result) {
    const onlyText = Object.keys(options.parsers).every((oid) => TEXT_TYPES.includes(Number(oid)));
    result = onlyText ? { ...options, parsers: undefined } : options;
    leanOptions.set(options, result);
  }
  return result;
}

type Param = string | number | boolean | bigint | null | undefined;

/** A parameter as an SQL literal of unknown type, which PostgreSQL reads as the statement's own parameter type. */
function literal(value: Param): string {
  if (value === null || value === undefined) return "NULL";
  return `E'${String(value).replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** Values that read the same as a literal as when PGlite binds them (strings, finite numbers, booleans). */
function literalParams(params: unknown[] | undefined): params is Param[] {
  return (params ?? []).every(
    (p) =>
      p === null ||
      p === undefined ||
      // A NUL would end the statement's text early; bound, it fails as PostgreSQL's own error.
      (typeof p === "string" && !p.includes("\u0000")) ||
      typeof p === "boolean" ||
      typeof p === "bigint" ||
      (typeof p === "number" && Number.isFinite(p)),
  );
}

/** Only these can be prepared; anything else (DDL, SET, BEGIN, several statements) runs as it is. */
const PREPARABLE = /^\s*\(?\s*(?:select|insert|update|delete|with|values)\b/i;
/** Statements kept by name at most; later new ones run as they are. */
const MAX_PREPARED = 256;

/**
 * `run(text, params, options)`: PGlite's query, with a statement seen before prepared once and then
 * executed by name. Statements are prepared only outside a transaction (a failed PREPARE would abort
 * it); inside one, a statement already prepared still runs by name. A statement PostgreSQL will not
 * prepare (a parameter whose type it cannot infer, say) runs as it is from then on.
 */
function planOnce(client: PGlite) {
  /** text -> times seen, its statement name once prepared, or false when it cannot be. */
  const statements = new Map<string, number | string | false>();
  const preparing = new Map<string, Promise<void>>();
  let prepared = 0;

  async function prepare(text: string) {
    const name = `wellspring_pglite_${prepared++}`;
    try {
      await client.exec(`PREPARE ${name} AS ${text}`);
      statements.set(text, name);
    } catch {
      statements.set(text, false);
    }
  }

  return async function run<T>(
    via: Pick<PGlite, "query" | "exec">,
    inTransaction: boolean,
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ) {
    // A caller that names its parameters' types, or sends a blob (COPY), gets PGlite's own path.
    if (options?.paramTypes || options?.blob) return via.query<T>(text, params, options);
    const state = statements.get(text);
    if (typeof state === "string" && literalParams(params)) {
      // One simple-protocol message (exec): query() would send six (parse, describe, bind, describe,
      // execute, sync), each a call into PostgreSQL and back, for a statement with no parameters.
      const [result] = await via.exec(`EXECUTE ${state}${params?.length ? `(${params.map(literal).join(", ")})` : ""}`, options);
      return result as Results<T>;
    }
    if (state === undefined) statements.set(text, 1);
    else if (typeof state === "number" && !inTransaction && prepared < MAX_PREPARED && PREPARABLE.test(text)) {
      let pending = preparing.get(text);
      if (!pending) {
        pending = prepare(text).finally(() => preparing.delete(text));
        preparing.set(text, pending);
      }
      await pending;
      return run<T>(via, inTransaction, text, params, options);
    }
    return via.query<T>(text, params, options);
  };
}

function leanTransaction(tx: Transaction, run: ReturnType<typeof planOnce>): Transaction {
  const wrapped = Object.create(tx) as Transaction;
  wrapped.query = (query, params, options) => run(tx, true, query, params, lean(options));
  return wrapped;
}

/**
 * The client to hand to drizzle: the same PGlite (`instanceof PGlite` still holds, e.g. for the
 * realtime listener), reading drizzle's text types as text and skipping the per-query copy.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  // After start-up: PGlite's own start-up replaces the array types' parsers.
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  const run = planOnce(client);
  const query: PGlite["query"] = (text, params, options) => run(client, false, text, params, lean(options));
  const transaction: PGlite["transaction"] = (callback) => client.transaction((tx) => callback(leanTransaction(tx, run)));
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps private state that only the instance itself may touch.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
