// The chat survives a server restart: a tab that held a stream on the old process reconnects to
// the new one with its Last-Event-ID and receives what was sent meanwhile, once each, in order.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.js";
import { createTestServer, uniqueEmail } from "../../../test/integration/support/server.js";
import { readSse } from "./sse-reader.test-support.js";

describe("live chat across a server restart (PGlite data directory)", () => {
  it("replays the messages sent while the server was down, exactly once, in order", { timeout: 150_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "wellspring-restart-"));
    try {
      let handle = await openDatabase({ dataDir });
      let server = createTestServer(handle);
      const owner = await server.signUp(uniqueEmail("owner"));
      const friend = await server.signUp(uniqueEmail("friend"));
      const { group } = await (await server.request("/api/groups", { cookie: owner.cookie, json: { name: "Restart" } })).json();
      await server.request("/api/groups/join", { cookie: friend.cookie, json: { code: group.code } });
      const send = (cookie: string, message: string) => server.request(`/api/groups/${group.id}/messages`, { cookie, json: { message } });

      const stream = readSse(await server.request("/api/events", { cookie: friend.cookie }));
      await stream.waitFor((events) => events.some((e) => e.event === "ready"));
      await send(owner.cookie, "before the restart");
      await stream.waitFor(() => stream.messages().length === 1);
      const lastSeen = stream.events.filter((e) => e.id).at(-1)!.id!;
      await stream.close();

      // The process goes away; the data stays.
      await handle.close();
      handle = await openDatabase({ dataDir });
      server = createTestServer(handle);
      const ownerAgain = await server.signIn(owner.body.user.email);
      await send(ownerAgain.cookie, "while you were away");
      await send(ownerAgain.cookie, "and one more");

      const resumed = readSse(await server.request("/api/events", { cookie: friend.cookie, headers: { "last-event-id": lastSeen } }));
      await resumed.waitFor(() => resumed.messages().length >= 2);
      await send(ownerAgain.cookie, "back live");
      await resumed.waitFor(() => resumed.messages().some((m) => m.message === "back live"));
      expect(resumed.messages().map((m) => m.message)).toEqual(["while you were away", "and one more", "back live"]);
      await resumed.close();
      await handle.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
