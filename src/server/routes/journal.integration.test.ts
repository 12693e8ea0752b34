import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { JOURNAL_MESSAGES } from "@core/journal";
import type { DatabaseHandle } from "../db/client.js";
import { conversations, faithJournalEntries } from "../db/schema.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";

describe.each(databaseTargets())("POST /api/journal/entries on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };
  let aliceMessageId: string;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
    const a = await server.signUp(uniqueEmail("alice"));
    const b = await server.signUp(uniqueEmail("bob"));
    alice = { cookie: a.cookie, id: a.body.user.id };
    bob = { cookie: b.cookie, id: b.body.user.id };
    const [row] = await handle.db
      .insert(conversations)
      .values({ userId: alice.id, message: "I feel anxious", response: { guidance: "Breathe." }, threadId: crypto.randomUUID() })
      .returning();
    aliceMessageId = row.id;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const save = (cookie: string | undefined, json: unknown) => server.request("/api/journal/entries", { cookie, json });
  const countFor = async (userId: string) =>
    (await handle.db.select().from(faithJournalEntries).where(eq(faithJournalEntries.userId, userId))).length;

  it("refuses a visitor", async () => {
    const response = await save(undefined, { type: "prayer", content: "Amen" });
    expect(response.status).toBe(401);
  });

  it("saves a reply once; the second save gets the spec's message", async () => {
    const body = { type: "reflection", content: "Breathe.", tags: [" wellspring ", "peace", "peace", " "], message_id: aliceMessageId };
    const first = await save(alice.cookie, body);
    expect(first.status).toBe(201);
    const { entry } = await first.json();
    expect(entry).toMatchObject({
      type: "reflection",
      content: "Breathe.",
      tags: ["wellspring", "peace"],
      source: "wellspring",
      message_id: aliceMessageId,
    });
    const [again, racing] = await Promise.all([save(alice.cookie, body), save(alice.cookie, body)]);
    for (const response of [again, racing]) {
      expect(response.status).toBe(409);
      expect((await response.json()).error.message).toBe(JOURNAL_MESSAGES.messageAlreadySaved);
    }
    expect(await countFor(alice.id)).toBe(1);
  });

  it("will not save another member's message", async () => {
    const response = await save(bob.cookie, { type: "prayer", content: "Taken", message_id: aliceMessageId });
    expect(response.status).toBe(404);
    expect(await countFor(bob.id)).toBe(0);
  });

  it("refuses a daily-plan prayer or reflection saved twice, even from two quick clicks", async () => {
    const prayer = { type: "prayer", content: "Lord, give me rest.", tags: ["daily-plan"], source: "daily-plan" };
    const results = await Promise.all([save(bob.cookie, prayer), save(bob.cookie, prayer)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect((await refused.json()).error.message).toBe(JOURNAL_MESSAGES.prayerAlreadySaved);
    const reflection = { type: "reflection", content: "Reflection Prompt: Why?\n\nReflection: Because.", source: "daily-plan" };
    expect((await save(bob.cookie, reflection)).status).toBe(201);
    const second = await save(bob.cookie, reflection);
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toBe(JOURNAL_MESSAGES.reflectionAlreadySaved);
    expect(await countFor(bob.id)).toBe(2);
  });

  it.each([
    ["blank content", { type: "prayer", content: "   " }],
    ["missing content", { type: "prayer" }],
    ["unknown type", { type: "song", content: "x" }],
    ["wrong tag type", { type: "prayer", content: "x", tags: "a,b" }],
    ["oversize content", { type: "prayer", content: "x".repeat(20_001) }],
    ["bad message id", { type: "prayer", content: "x", message_id: "42" }],
    ["unknown field", { type: "prayer", content: "x", user_id: "someone" }],
  ])("answers %s with 400 and writes nothing", async (_label, json) => {
    const before = await countFor(alice.id);
    const response = await save(alice.cookie, json);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_input");
    expect(await countFor(alice.id)).toBe(before);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await server.request("/api/journal/entries", {
      method: "POST",
      cookie: alice.cookie,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });
});

describe.each(databaseTargets())("care after saving a reflection on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
    cookie = (await server.signUp(uniqueEmail("care"))).cookie;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const reflect = (reply: string) =>
    server.request("/api/journal/entries", {
      cookie,
      json: {
        type: "reflection",
        source: "daily-plan",
        tags: ["daily-plan"],
        content: `Reflection Prompt: Where did you see God today?\n\nReflection: ${reply}`,
      },
    });

  it("answers words of despair with the crisis resources, privately in the response", async () => {
    const response = await reflect("I have decided to end my life tonight. I have the pills ready.");
    expect(response.status).toBe(201);
    const { care } = await response.json();
    expect(care.level).toBe("crisis");
    expect(care.message).toContain("988");
  });

  it("adds nothing to an ordinary reflection", async () => {
    const response = await reflect("In the kindness of a neighbour who brought soup.");
    expect(response.status).toBe(201);
    expect((await response.json()).care).toBeNull();
  });
});
