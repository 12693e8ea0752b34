// The embedded PGlite client as drizzle should see it. drizzle asks PGlite, on every query, to leave
// timestamps, dates, intervals and their arrays as text (it maps those columns itself), and PGlite
// answers such a per-query `parsers` option by copying its whole table of ~320 type parsers before
// reading the rows: about 100 µs per query, more than the query itself (docs/performance.md,
// "Authenticated API read"). So the instance keeps those types as text once, for every query, and the
// per-query option is dropped when it asks for nothing else. Results are the same either way
// (pglite-for-drizzle.integration.test.ts compares them).
import { types, type PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

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

function leanTransaction(tx: Transaction): Transaction {
  const wrapped = Object.create(tx) as Transaction;
  wrapped.query = (query, params, options) => tx.query(query, params, lean(options));
  return wrapped;
}

/**
 * The client to hand to drizzle: the same PGlite (`instanceof PGlite` still holds, e.g. for the
 * realtime listener), reading drizzle's text types as text and skipping the per-query copy.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  // After start-up: PGlite's own start-up replaces the array types' parsers.
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  const query: PGlite["query"] = (text, params, options) => client.query(text, params, lean(options));
  const transaction: PGlite["transaction"] = (callback) => client.transaction((tx) => callback(leanTransaction(tx)));
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
