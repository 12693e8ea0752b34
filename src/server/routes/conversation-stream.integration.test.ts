import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { CONVERSATION_MESSAGES, MESSAGE_MAX_LENGTH, MESSAGE_RATE_LIMIT } from "@core/conversation";
import { createGuide, type Guide } from "../../guide/index.js";
import { startOpenAiTestServer, type OpenAiTestServer } from "../../guide/testing/openai-test-server.js";
import type { DatabaseHandle } from "../db/client.js";
import { conversations } from "../db/schema.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";

const PATH = "/api/conversation/messages/stream";

interface StreamEvent {
  event: string;
  data: unknown;
  /** Milliseconds after the request was sent. */
  at: number;
}

/** Every event of a stream, in order, with when it arrived. */
async function readEvents(response: Response, sentAt: number): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return events;
    events.push({ event: value.event ?? "message", data: JSON.parse(value.data), at: performance.now() - sentAt });
  }
}

const modelReply = (verse: string) =>
  JSON.stringify({
    scripture: { verse },
    interpretation: "Paul writes from prison, and still he speaks of a peace that guards the heart.",
    guidance: "Tonight, name one worry aloud and hand it to God in a short prayer.",
    prayer: "Lord, guard my heart and my thoughts in Christ Jesus.",
    follow_up: "What is the worry you would name first?",
  });

type DonePayload = {
  user_message: { content: unknown; thread_id: string };
  message: { id: string; content: Record<string, unknown>; crisis: boolean; thread_id: string };
  thread_id: string;
};

describe.each(databaseTargets())("POST /api/conversation/messages/stream on $name", (target) => {
  let handle: DatabaseHandle;
  let embedded: TestServer;
  let withModel: TestServer;
  let model: OpenAiTestServer;
  const fallbacks: unknown[] = [];

  beforeAll(async () => {
    handle = await target.open();
    // A quick but real pace: the first token after 60 ms, then 400 tokens a second.
    model = await startOpenAiTestServer({ pace: { firstTokenMs: 60, tokensPerSecond: 400 } });
    embedded = createTestServer(handle);
    // A generous time limit, so a loaded machine does not turn these into fallbacks.
    withModel = createTestServer(handle, { deps: { guide: guideWithModel(15_000) } });
  });
  afterAll(async () => {
    await model?.close();
    await handle?.close();
  });
  const guideWithModel = (timeoutMs: number): Guide =>
    createGuide({
      llm: { baseURL: model.baseURL, model: "test-model", timeoutMs },
      onFallback: (_operation, error) => fallbacks.push(error),
    });

  beforeEach(() => {
    model.reset();
    fallbacks.length = 0;
    model.setCrisisVerdict(() => ({ content: '{"crisis": false, "kind": "none"}' }));
    model.setFallback(() => ({ status: 500, rawBody: '{"error":{"message":"no scripted reply"}}' }));
  });

  const member = async (server: TestServer, label: string) => {
    const signed = await server.signUp(uniqueEmail(label));
    return { cookie: signed.cookie, id: signed.body.user.id };
  };
  const rowsOf = (userId: string) => handle.db.select().from(conversations).where(eq(conversations.userId, userId));
  const stream = async (server: TestServer, cookie: string | undefined, json: unknown) => {
    const sentAt = performance.now();
    const response = await server.request(PATH, { cookie, json });
    return { response, sentAt };
  };

  it("refuses a visitor with the JSON 401", async () => {
    const { response } = await stream(embedded, undefined, { message: "Hello" });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  it("with the embedded guide, answers one `done` carrying the JSON route's body, stores the row once and keeps the thread", async () => {
    const ana = await member(embedded, "stream-ana");
    const { response, sentAt } = await stream(embedded, ana.cookie, { message: "I feel anxious about my exams" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = await readEvents(response, sentAt);
    expect(events.map((e) => e.event)).toEqual(["done"]);
    const done = events[0].data as DonePayload;
    expect(done.message).toMatchObject({ type: "assistant", crisis: false, thread_id: done.thread_id });
    for (const part of ["interpretation", "guidance", "prayer", "follow_up"]) expect(typeof done.message.content[part]).toBe("string");
    const rows = await rowsOf(ana.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: done.message.id,
      message: "I feel anxious about my exams",
      threadId: done.thread_id,
      provider: "embedded",
    });
    expect(rows[0].response).toEqual(done.message.content);

    const next = await stream(embedded, ana.cookie, { message: "Thank you", thread_id: done.thread_id });
    const second = (await readEvents(next.response, next.sentAt)).at(-1)!.data as DonePayload;
    expect(second.thread_id).toBe(done.thread_id);
    expect(await rowsOf(ana.id)).toHaveLength(2);
  });

  it.each([
    ["blank", { message: "   " }, CONVERSATION_MESSAGES.blank],
    ["over 4,000 characters", { message: "x".repeat(MESSAGE_MAX_LENGTH + 1) }, CONVERSATION_MESSAGES.tooLong],
    ["a number", { message: 42 }, "message: must be a string"],
    ["an unknown field", { message: "hi", user_id: "someone" }, "Unknown field: user_id"],
  ])("answers %s with the JSON 400 and writes nothing", async (_label, json, message) => {
    const ben = await member(embedded, "stream-ben");
    const { response } = await stream(embedded, ben.cookie, json);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(message);
    expect(await rowsOf(ben.id)).toHaveLength(0);
  });

  it("answers malformed JSON with 400, another member's thread with 404, and a full minute with 429", async () => {
    const cal = await member(embedded, "stream-cal");
    const dee = await member(embedded, "stream-dee");
    const malformed = await embedded.request(PATH, {
      method: "POST",
      cookie: cal.cookie,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("invalid_json");

    const threadId = crypto.randomUUID();
    await handle.db.insert(conversations).values({ userId: dee.id, message: "mine", response: { guidance: "yours" }, threadId });
    const hijack = await stream(embedded, cal.cookie, { message: "Let me in", thread_id: threadId });
    expect(hijack.response.status).toBe(404);
    expect((await hijack.response.json()).error.message).toBe(CONVERSATION_MESSAGES.threadNotFound);

    await handle.db
      .insert(conversations)
      .values(Array.from({ length: MESSAGE_RATE_LIMIT.max }, (_, i) => ({ userId: cal.id, message: `m${i}`, response: {}, threadId })));
    const limited = await stream(embedded, cal.cookie, { message: "one more" });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get("retry-after")).toBe("60");
    expect((await limited.response.json()).error.message).toBe(CONVERSATION_MESSAGES.rateLimited);
    expect(await rowsOf(cal.id)).toHaveLength(MESSAGE_RATE_LIMIT.max);
  });

  it("with a model, streams the grounded scripture, then the text as it is generated, and stores the complete reply once", async () => {
    const eli = await member(withModel, "stream-eli");
    model.enqueue({ content: modelReply("Philippians 4:6-7") });
    const { response, sentAt } = await stream(withModel, eli.cookie, { message: "I am anxious about my exams" });
    expect(response.status).toBe(200);
    const events = await readEvents(response, sentAt);
    const names = events.map((e) => e.event);
    expect(names.at(-1)).toBe("done");
    expect(names.indexOf("scripture")).toBeLessThan(names.indexOf("part"));
    const parts = events.filter((e) => e.event === "part").map((e) => e.data as { part: string; delta: string });
    expect(parts.length).toBeGreaterThan(10);
    // Text reached the reader well before the reply was complete.
    const firstText = events.find((e) => e.event === "part")!.at;
    expect(events.at(-1)!.at - firstText).toBeGreaterThan(50);

    const done = events.at(-1)!.data as DonePayload;
    const joined = (part: string) =>
      parts
        .filter((p) => p.part === part)
        .map((p) => p.delta)
        .join("");
    for (const part of ["interpretation", "guidance", "prayer", "follow_up"]) expect(joined(part)).toBe(done.message.content[part]);
    const scripture = events.find((e) => e.event === "scripture")!.data as { verse: string; text: string };
    expect(scripture.verse).toBe("Philippians 4:6-7 (WEB)");
    expect(done.message.content.scripture).toEqual(scripture);
    expect(scripture.text).toMatch(/^In nothing be anxious/);

    const rows = await rowsOf(eli.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: done.message.id, provider: "llm" });
    expect(rows[0].response).toEqual(done.message.content);
    expect(model.replyRequests()[0].body.stream).toBe(true);
  });

  it("with a model, a crisis message is answered with help at once; no model is asked", async () => {
    const fay = await member(withModel, "stream-fay");
    const { response, sentAt } = await stream(withModel, fay.cookie, { message: "I want to kill myself tonight" });
    const events = await readEvents(response, sentAt);
    expect(events.map((e) => e.event)).toEqual(["done"]);
    const done = events[0].data as DonePayload;
    expect(done.message.crisis).toBe(true);
    expect(Object.keys(done.message.content)[0]).toBe("care");
    expect(model.requests).toHaveLength(0);
    expect(await rowsOf(fay.id)).toHaveLength(1);
  });

  it("with a model that flags a crisis, shows none of the model's draft and answers with help", async () => {
    const gus = await member(withModel, "stream-gus");
    model.setCrisisVerdict(() => ({ content: '{"crisis": true, "kind": "suicide"}', delayMs: 300 }));
    model.enqueue({ content: modelReply("Philippians 4:6-7") });
    const { response, sentAt } = await stream(withModel, gus.cookie, { message: "I just want everything to stop for good" });
    const events = await readEvents(response, sentAt);
    expect(events.filter((e) => e.event === "part" || e.event === "scripture")).toEqual([]);
    const done = events.at(-1)!.data as DonePayload;
    expect(done.message.crisis).toBe(true);
    expect(done.message.content.care).toContain("988");
  });

  it("a provider that fails half-way still ends in a grounded reply from the embedded guide, stored once", async () => {
    const hal = await member(withModel, "stream-hal");
    model.enqueue({ content: modelReply("Philippians 4:6-7"), dropAfterChars: 120 });
    const { response, sentAt } = await stream(withModel, hal.cookie, { message: "I am anxious about my exams" });
    const events = await readEvents(response, sentAt);
    expect(events.some((e) => e.event === "part")).toBe(true);
    const done = events.at(-1)!.data as DonePayload;
    expect(events.at(-1)!.event).toBe("done");
    expect(done.message.content.interpretation).not.toBe("Paul writes from prison, and still he speaks of a peace that guards the heart.");
    expect((done.message.content.scripture as { verse: string }).verse).toMatch(/\((WEB|KJV)\)$/);
    expect(fallbacks).toHaveLength(1);
    const rows = await rowsOf(hal.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].provider).toBe("embedded");
  });

  it("a provider too slow to start still ends in a grounded reply once its time is up", async () => {
    const impatient = createTestServer(handle, { deps: { guide: guideWithModel(1500) } });
    const kai = await member(impatient, "stream-kai");
    model.enqueue({ content: modelReply("Philippians 4:6-7"), delayMs: 8000 });
    const { response, sentAt } = await stream(impatient, kai.cookie, { message: "I am anxious about my exams" });
    const events = await readEvents(response, sentAt);
    expect(events.map((e) => e.event)).toEqual(["done"]);
    expect(events[0].at).toBeGreaterThanOrEqual(1400);
    expect(events[0].at).toBeLessThan(8000);
    expect(fallbacks).toHaveLength(1);
    expect((await rowsOf(kai.id))[0].provider).toBe("embedded");
  });

  it("an invalid reference is repaired before any text is shown", async () => {
    const ida = await member(withModel, "stream-ida");
    model.enqueue({ content: modelReply("Hezekiah 3:16") }, { content: modelReply("Psalm 23:1-3") });
    const { response, sentAt } = await stream(withModel, ida.cookie, { message: "I feel lost and alone" });
    const events = await readEvents(response, sentAt);
    const scriptures = events.filter((e) => e.event === "scripture");
    expect(scriptures).toHaveLength(1);
    expect((scriptures[0].data as { verse: string }).verse).toBe("Psalm 23:1-3 (WEB)");
    // (The gentle care line, decided by the rules before any model, may come first.)
    const modelText = events.findIndex((e) => e.event === "part" && (e.data as { part: string }).part !== "care");
    expect(modelText).toBeGreaterThan(events.indexOf(scriptures[0]));
    expect(model.replyRequests()).toHaveLength(2);
    // A message showing concern: the gentle care line leads, before anything from the model.
    expect(events[0]).toMatchObject({ event: "part", data: { part: "care" } });
    expect(
      ((events.at(-1)!.data as DonePayload).message.content.care as string).startsWith((events[0].data as { delta: string }).delta),
    ).toBe(true);
    expect(((events.at(-1)!.data as DonePayload).message.content.scripture as { verse: string }).verse).toBe("Psalm 23:1-3 (WEB)");
  });

  it("when the reply cannot be stored, ends with an `error` event carrying the spec's message", async () => {
    const broken: Guide = { ...createGuide({}), respondStreaming: () => Promise.reject(new Error("guide exploded")) };
    const server = createTestServer(handle, { deps: { guide: broken } });
    const jo = await member(server, "stream-jo");
    vi.mocked(console.error).mockImplementationOnce(() => {});
    const { response, sentAt } = await stream(server, jo.cookie, { message: "Hello" });
    const events = await readEvents(response, sentAt);
    expect(events.map((e) => e.event)).toEqual(["error"]);
    expect(events[0].data).toEqual({ error: { code: "internal_error", message: CONVERSATION_MESSAGES.sendFailed } });
    expect(vi.mocked(console.error).mock.calls.at(-1)?.[0]).toBe("[conversation] a streamed reply failed");
    expect(await rowsOf(jo.id)).toHaveLength(0);
  });
});
