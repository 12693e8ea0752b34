// Every route the app serves, read from the app itself, must be in the authorization matrix
// (route-matrix.ts), and each role must get exactly the status the matrix gives it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { ROLES, ROUTE_MATRIX } from "./route-matrix.js";
import { databaseTargets } from "./support/databases.js";
import { bodyOf, pathOf, servedRoutes, setUpMatrixPeople, type MatrixPeople } from "./support/matrix-people.js";
import { createTestServer, type TestServer } from "./support/server.js";

describe.each(databaseTargets())("route matrix on $name", (target) => {
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

  it("lists every route the app serves (add a missing one to test/integration/route-matrix.ts)", () => {
    const routes = servedRoutes(server);
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((key) => !(key in ROUTE_MATRIX));
    expect(
      missing,
      `These routes have no entry in test/integration/route-matrix.ts. Add one line per route giving the status for each role (visitor, member, otherMember, groupNonMember, groupMember, groupOwner; null = n/a): ${missing.join(", ")}`,
    ).toEqual([]);
    const stale = Object.keys(ROUTE_MATRIX).filter((key) => !routes.includes(key));
    expect(stale, `route-matrix.ts lists routes the app no longer serves: ${stale.join(", ")}`).toEqual([]);
  });

  it.each(Object.entries(ROUTE_MATRIX))("%s answers each role as the matrix says", async (key, expectation) => {
    const method = key.slice(0, key.indexOf(" "));
    const actual: Record<string, number | null> = {};
    const wanted: Record<string, number | null> = {};
    for (const role of ROLES) {
      const status = expectation[role];
      wanted[role] = status;
      if (status === null) {
        actual[role] = null;
        continue;
      }
      const acting = expectation.destructive ? await setUpMatrixPeople(server) : people;
      const body = bodyOf(expectation, acting.context);
      const response = await server.request(pathOf(key, expectation, acting.context), {
        method,
        cookie: acting.cookieFor(role),
        json: method === "GET" ? undefined : (body ?? {}),
      });
      actual[role] = response.status;
      if (response.status >= 500) console.error(key, role, await response.text());
      // An event stream stays open until its reader lets go.
      else await response.body?.cancel();
    }
    expect(actual).toEqual(wanted);
  });
});
