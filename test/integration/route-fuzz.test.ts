// Schema-guided fuzz over every route in the authorization matrix: bodies built from each route's
// own example body with hostile values (wrong types, huge strings, NUL and other control
// characters, prototype keys), malformed JSON, and hostile path and query values. Whatever comes
// in, the answer is never a 5xx and never shows a stack trace or SQL.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { ROUTE_MATRIX, type Role } from "./route-matrix.js";
import { databaseTargets } from "./support/databases.js";
import { bodyOf, pathOf, setUpMatrixPeople, type MatrixPeople } from "./support/matrix-people.js";
import { createTestServer, type TestServer } from "./support/server.js";

/** At least this many requests per engine... */
export const FUZZ_REQUESTS = 5000;
/** ...unless this much time has passed (then the test fails: the fuzz must fit in the suite). */
const TIME_BOX_MS = 75_000;
const CONCURRENCY = 8;

/** Signs of internals in a body: stack frames, source paths, SQL, driver messages. */
const LEAK =
  /\bat [\w.<>]+ \(|\bat file:|node_modules|\/src\/server|\.ts:\d+|\bSELECT\s|\bINSERT INTO\b|\bUPDATE\s+"|\bDELETE FROM\b|syntax error|violates|relation "|duplicate key|PGlite|drizzle|ECONNREFUSED/i;

/** better-auth routes the fuzz aims at through the POST /api/auth/* catch-all. */
const AUTH_POST_PATHS = [
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/update-user",
  "/api/auth/change-password",
  "/api/auth/two-factor/enable",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/verify-password",
];

const controlText = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const hostileString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  controlText,
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "%00",
    "\\u0000",
    "\ud800",
    "javascript:alert(1)",
  ),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => "x".repeat(n)),
  fc.emailAddress(),
);
const prototypeObject = fc.constantFrom<Record<string, unknown>>(
  JSON.parse('{"__proto__": {"admin": true}}'),
  { constructor: { prototype: { admin: true } } },
  { prototype: null },
  JSON.parse('{"__proto__": null, "toString": 1}'),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 30 }),
  prototypeObject,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.constant("x"), { minLength: 1000, maxLength: 3000 }),
);
const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "\u0000", ""),
  fc.string({ maxLength: 20 }),
);

/** A raw body for a route whose example body has these keys. */
function bodyArbitrary(example: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  const mutated = fc
    .record({
      replace: fc.subarray(keys),
      values: fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      extra: fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 }),
      drop: fc.subarray(keys),
    })
    .map(({ replace, values, extra, drop }) => {
      const body: Record<string, unknown> = { ...example };
      replace.forEach((key, index) => (body[key] = values[index]));
      for (const key of drop) delete body[key];
      let text = JSON.stringify(body);
      // Prototype keys as real JSON keys (object spread would have dropped __proto__).
      for (const [key, value] of extra)
        text = text.replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"},`).replace(/,\}$/, "}");
      return text;
    });
  const malformed = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom(
      "{",
      "}",
      "[",
      "null",
      "0",
      '"text"',
      "[]",
      '{"a":}',
      "{'single': 1}",
      "\u0000",
      "\ufeff{}",
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
    ),
    fc.jsonValue().map((value) => JSON.stringify(value) ?? "null"),
    mutated.map((text) => text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
  );
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 2, arbitrary: malformed });
}

/** A path or query segment; a lone surrogate cannot be URI-encoded, so it goes as raw invalid UTF-8. */
const hostileSegment = hostileString.map((value) => {
  try {
    return encodeURIComponent(value.slice(0, 300));
  } catch {
    return "%ED%A0%80%00";
  }
});

interface FuzzCase {
  method: string;
  path: string;
  role: Role;
  body?: string;
  contentType: string;
}

function caseArbitrary(people: MatrixPeople): fc.Arbitrary<FuzzCase> {
  const routes = Object.entries(ROUTE_MATRIX).filter(([, expectation]) => !expectation.noFuzz);
  return fc.constantFrom(...routes).chain(([key, expectation]): fc.Arbitrary<FuzzCase> => {
    const method = key.slice(0, key.indexOf(" "));
    const basePath = pathOf(key, expectation, people.context);
    const example = (bodyOf(expectation, people.context) ?? {}) as Record<string, unknown>;
    const role = fc.constantFrom<Role>("member", "member", "member", "visitor", "otherMember");
    const contentType = fc.constantFrom(
      "application/json",
      "application/json",
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
    );
    let path: fc.Arbitrary<string> = fc.constant(basePath);
    if (key === "POST /api/auth/*") path = fc.constantFrom(...AUTH_POST_PATHS);
    else if (key.includes(":"))
      path = fc.tuple(hostileSegment, hostileSegment, hostileSegment).map(([a, b, c]) => `/api/bible/${a}/${b}/${c}`);
    else if (method === "GET")
      path = fc.oneof(
        fc.constant(basePath),
        hostileSegment.map((value) => `${basePath.split("?")[0]}?token=${value}&x=${value}`),
      );
    if (method === "GET") return fc.record({ method: fc.constant(method), path, role, contentType: fc.constant("application/json") });
    return fc.record({ method: fc.constant(method), path, role, contentType, body: bodyArbitrary(example) });
  });
}

describe.each(databaseTargets())("route fuzz on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let people: MatrixPeople;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
    people = await setUpMatrixPeople(server);
  });
  afterAll(async () => {
    // Reset mail goes out in the background; let it finish before the database goes away.
    await server?.settleMail();
    await handle?.close();
  });

  it(`answers ${FUZZ_REQUESTS} hostile requests over every route without a 5xx or a leak`, { timeout: TIME_BOX_MS + 30_000 }, async () => {
    const cases = fc.sample(caseArbitrary(people), {
      numRuns: FUZZ_REQUESTS,
      seed: Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000),
    });
    const started = Date.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let next = 0;
    async function worker() {
      while (next < cases.length && Date.now() - started < TIME_BOX_MS) {
        const fuzz = cases[next++];
        const response = await server.request(fuzz.path, {
          method: fuzz.method,
          cookie: people.cookieFor(fuzz.role),
          body: fuzz.body,
          headers: fuzz.body === undefined ? {} : { "content-type": fuzz.contentType },
        });
        const text = await response.text();
        sent += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500 || LEAK.test(text)) {
          failures.push(
            `${fuzz.method} ${fuzz.path.slice(0, 120)} as ${fuzz.role} → ${response.status} ${text.slice(0, 200)} (body: ${JSON.stringify(fuzz.body?.slice(0, 120))})`,
          );
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `[fuzz] ${target.name}: ${sent} requests in ${seconds} s, ${failures.length} failures; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(sent, `only ${sent} requests fit in the ${TIME_BOX_MS / 1000} s time box`).toBe(FUZZ_REQUESTS);
  });
});
