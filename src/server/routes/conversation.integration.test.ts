import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CONVERSATION_MESSAGES, MESSAGE_MAX_LENGTH, MESSAGE_RATE_LIMIT } from "@core/conversation";
import { createGuide, type Guide, type GuideContext, type GuideProfile } from "../../guide/index.js";
import type { DatabaseHandle } from "../db/client.js";
import { conversations, profiles } from "../db/schema.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";

interface GuideCall {
  message: string;
  context: GuideContext | undefined;
  profile: GuideProfile | null | undefined;
}

/** The embedded guide, with every call it receives recorded. */
function recordingGuide(calls: GuideCall[]): Guide {
  const inner = createGuide({});
  return {
    ...inner,
    respond(message, context, profile) {
      calls.push({ message, context, profile });
      return inner.respond(message, context, profile);
    },
  };
}

describe.each(databaseTargets())("/api/conversation on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  const calls: GuideCall[] = [];
  const member = async (label: string) => {
    const signed = await server.signUp(uniqueEmail(label));
    return { cookie: signed.cookie, id: signed.body.user.id };
  };

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle, { deps: { guide: recordingGuide(calls) } });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const send = (cookie: string | undefined, json: unknown) => server.request("/api/conversation/messages", { cookie, json });
  const history = (cookie: string | undefined) => server.request("/api/conversation/messages", { cookie });
  const rowsOf = async (userId: string) => handle.db.select().from(conversations).where(eq(conversations.userId, userId));

  it("refuses a visitor, reading or sending", async () => {
    expect((await history(undefined)).status).toBe(401);
    expect((await send(undefined, { message: "Hello" })).status).toBe(401);
  });

  it("answers with every reply part, stores the row and keeps the server's thread", async () => {
    const alice = await member("alice");
    await handle.db.update(profiles).set({ firstName: "Alice", bibleVersion: "KJV" }).where(eq(profiles.id, alice.id));
    const first = await send(alice.cookie, { message: "I feel anxious about my exams" });
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body.thread_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toMatchObject({ type: "assistant", thread_id: body.thread_id, crisis: false });
    expect(body.user_message).toMatchObject({ type: "user", content: "I feel anxious about my exams" });
    const content = body.message.content;
    for (const part of ["interpretation", "guidance", "prayer", "follow_up"]) expect(typeof content[part]).toBe("string");
    expect(content.scripture.verse).toContain("KJV");
    expect(calls.at(-1)?.profile).toMatchObject({ first_name: "Alice", bible_version: "KJV" });

    const rows = await rowsOf(alice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.message.id, message: "I feel anxious about my exams", threadId: body.thread_id });

    const second = await send(alice.cookie, { message: "Thank you", thread_id: body.thread_id });
    expect(second.status).toBe(201);
    expect((await second.json()).thread_id).toBe(body.thread_id);

    const loaded = await (await history(alice.cookie)).json();
    expect(loaded.thread_id).toBe(body.thread_id);
    expect(loaded.messages.map((m: { type: string }) => m.type)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(loaded.messages[1].id).toBe(body.message.id);
  });

  it("loads the latest 10 rows, oldest first, and gives the guide the last 5 messages as context", async () => {
    const carol = await member("carol");
    const threadId = crypto.randomUUID();
    const base = Date.now() - 60 * 60_000;
    await handle.db.insert(conversations).values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: carol.id,
        message: `message ${i}`,
        response: { guidance: `reply ${i}` },
        threadId,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const loaded = await (await history(carol.cookie)).json();
    expect(loaded.messages).toHaveLength(20);
    expect(loaded.messages[0].content).toBe("message 2");
    expect(loaded.messages.at(-1).content).toEqual({ guidance: "reply 11" });

    const response = await send(carol.cookie, { message: "And now?", thread_id: threadId });
    expect(response.status).toBe(201);
    const context = calls.at(-1)?.context?.messages ?? [];
    // Object content arrives as JSON text (spec section 7); its spacing is the database's.
    expect(context.map((m) => m.role)).toEqual(["assistant", "user", "assistant", "user", "assistant"]);
    expect(context.every((m) => typeof m.content === "string")).toBe(true);
    expect(context.map((m) => (m.role === "assistant" ? JSON.parse(m.content) : m.content))).toEqual([
      { guidance: "reply 9" },
      "message 10",
      { guidance: "reply 10" },
      "message 11",
      { guidance: "reply 11" },
    ]);
  });

  it("stores a lone surrogate as the replacement character, and replies", async () => {
    const gail = await member("gail");
    const response = await send(gail.cookie, { message: "I feel lost \ud800 today" });
    expect(response.status).toBe(201);
    const [row] = await rowsOf(gail.id);
    expect(row.message).toBe("I feel lost \ufffd today");
  });

  it("writes replies sent at the same moment by several members, each to its own member", async () => {
    const names = ["hana", "ivan", "june", "kofi", "lena"];
    const members = await Promise.all(names.map((n) => member(n)));
    const responses = await Promise.all(members.map((m, i) => send(m.cookie, { message: `Pray for my exam number ${i}` })));
    expect(responses.map((r) => r.status)).toEqual(names.map(() => 201));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    for (const [i, m] of members.entries()) {
      const rows = await rowsOf(m.id);
      expect(rows).toHaveLength(1);
      expect(rows[0].message).toBe(`Pray for my exam number ${i}`);
      expect(rows[0].id).toBe(bodies[i].message.id);
      expect(new Date(bodies[i].message.timestamp).getTime()).toBe(rows[0].createdAt.getTime());
    }
  });

  it("makes a missing profile row on first use and stores the reply as an object", async () => {
    const frank = await member("frank");
    await handle.db.delete(profiles).where(eq(profiles.id, frank.id));
    const response = await send(frank.cookie, { message: "I feel anxious about my exams" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(await handle.db.select().from(profiles).where(eq(profiles.id, frank.id))).toHaveLength(1);
    const [row] = await rowsOf(frank.id);
    expect(row.response).toEqual(body.message.content);
    expect(typeof row.response).toBe("object");
  });

  it("keeps each member's conversation and threads their own", async () => {
    const dan = await member("dan");
    const eve = await member("eve");
    const danReply = await (await send(dan.cookie, { message: "My private worry" })).json();
    const callsBefore = calls.length;
    const eveFirst = await send(eve.cookie, { message: "Hello" });
    expect(eveFirst.status).toBe(201);
    expect(JSON.stringify(calls.slice(callsBefore))).not.toContain("My private worry");
    const eveHistory = await (await history(eve.cookie)).json();
    expect(JSON.stringify(eveHistory)).not.toContain("My private worry");
    expect(eveHistory.messages).toHaveLength(2);

    const hijack = await send(eve.cookie, { message: "Let me in", thread_id: danReply.thread_id });
    expect(hijack.status).toBe(404);
    expect((await hijack.json()).error.message).toBe(CONVERSATION_MESSAGES.threadNotFound);
    const unknown = await send(eve.cookie, { message: "Hi", thread_id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(await rowsOf(eve.id)).toHaveLength(1);
    expect(await rowsOf(dan.id)).toHaveLength(1);

    // Nor can another member save Dan's reply to their journal.
    const steal = await server.request("/api/journal/entries", {
      cookie: eve.cookie,
      json: { type: "reflection", content: "x", message_id: danReply.message.id },
    });
    expect(steal.status).toBe(404);
  });

  it.each([
    ["blank", { message: "   \n " }, CONVERSATION_MESSAGES.blank],
    ["empty", { message: "" }, CONVERSATION_MESSAGES.blank],
    ["over 4,000 characters", { message: "x".repeat(MESSAGE_MAX_LENGTH + 1) }, CONVERSATION_MESSAGES.tooLong],
    ["missing message", {}, "message: is required"],
    ["a number", { message: 42 }, "message: must be a string"],
    ["an object", { message: { text: "hi" } }, "message: must be a string"],
    ["a bad thread id", { message: "hi", thread_id: "42" }, "thread_id: must be a thread id"],
    ["an unknown field", { message: "hi", user_id: "someone" }, "Unknown field: user_id"],
    ["an array body", ["hi"], undefined],
  ])("answers %s with 400 and writes nothing", async (_label, json, message) => {
    const frank = await member("frank");
    const response = await send(frank.cookie, json);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("invalid_input");
    if (message) expect(body.error.message).toContain(message);
    expect(await rowsOf(frank.id)).toHaveLength(0);
  });

  it("accepts exactly 4,000 characters", async () => {
    const gina = await member("gina");
    expect((await send(gina.cookie, { message: "a".repeat(MESSAGE_MAX_LENGTH) })).status).toBe(201);
  });

  it("answers malformed JSON and a non-JSON body with 400", async () => {
    const hal = await member("hal");
    const malformed = await server.request("/api/conversation/messages", {
      method: "POST",
      cookie: hal.cookie,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("invalid_json");
    const text = await server.request("/api/conversation/messages", {
      method: "POST",
      cookie: hal.cookie,
      body: "message=hi",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(text.status).toBe(400);
    expect(await rowsOf(hal.id)).toHaveLength(0);
  });

  it(`limits a member to ${MESSAGE_RATE_LIMIT.max} messages a minute, without slowing anyone else`, async () => {
    const ivy = await member("ivy");
    const jon = await member("jon");
    for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i += 1) {
      expect((await send(ivy.cookie, { message: `prayer ${i}` })).status).toBe(201);
    }
    const limited = await send(ivy.cookie, { message: "one more" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect((await limited.json()).error.message).toBe(CONVERSATION_MESSAGES.rateLimited);
    expect(await rowsOf(ivy.id)).toHaveLength(MESSAGE_RATE_LIMIT.max);
    expect((await send(jon.cookie, { message: "Hello" })).status).toBe(201);
  });

  it("answers a crisis message with help first", async () => {
    const kim = await member("kim");
    const response = await send(kim.cookie, { message: "I want to kill myself tonight" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message.crisis).toBe(true);
    expect(Object.keys(body.message.content)[0]).toBe("care");
    expect(body.message.content.care).toContain("988");
  });
});
