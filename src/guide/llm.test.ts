import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isValidPlan, StudyPlanSchema } from "@core/guide";
import { weekDates } from "@core/dates";
import { getPassage } from "../scripture/index.js";
import { createGuide } from "./index.js";
import { parseVerseLabel } from "./scripture-quote.js";
import { startOpenAiTestServer, type OpenAiTestServer } from "./testing/openai-test-server.js";

let server: OpenAiTestServer;
const fallbacks: unknown[] = [];

beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  fallbacks.length = 0;
  server.setCrisisVerdict(() => ({ content: '{"crisis": false, "kind": "none"}' }));
  server.setFallback(() => ({ status: 500, rawBody: '{"error":{"message":"unexpected call"}}' }));
});

function guide(timeoutMs = 3000) {
  return createGuide({
    llm: { baseURL: server.baseURL, model: "test-model", apiKey: "test-key", timeoutMs },
    onFallback: (_op, error) => fallbacks.push(error),
  });
}

const reply = (verse: string, text = "whatever the model says") =>
  JSON.stringify({
    scripture: { verse, text },
    interpretation: "An interpretation from the model.",
    guidance: "Guidance from the model.",
    prayer: "A prayer from the model.",
    follow_up: "A question from the model?",
  });

function expectGrounded(verse: string, text: string, version = "WEB") {
  const { reference, translation } = parseVerseLabel(verse);
  expect(translation).toBe(version);
  expect(getPassage(reference, version as "WEB" | "KJV")?.text).toBe(text);
}

const profile = { communication_style: "Direct", bible_version: "NIV", denomination: "Baptist", favorite_artists: [] };

describe("LLM provider against a local OpenAI-compatible server", () => {
  it("uses a valid reply, grounds its text and sends preferences and the last 5 messages", async () => {
    server.enqueue({ content: reply("Psalm 23:1-3", "The Lord is my shepherd (paraphrase)") });
    const context = {
      messages: Array.from({ length: 7 }, (_, i) => ({
        role: i % 2 ? ("assistant" as const) : ("user" as const),
        content: `message ${i}`,
      })),
    };
    const result = await guide().respond("I feel lost", context, profile);
    expect(result.provider).toBe("llm");
    expect(result.crisis).toBe(false);
    expect(result.response.scripture?.verse).toBe("Psalm 23:1-3 (WEB)");
    expectGrounded(result.response.scripture!.verse, result.response.scripture!.text);
    expect(result.response.interpretation).toBe("An interpretation from the model.");
    const request = server.replyRequests()[0];
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer test-key");
    const messages = request.body.messages!;
    expect(messages[0].role).toBe("system");
    expect(String(messages[0].content)).toContain("Guidance style: Direct");
    expect(String(messages[0].content)).toContain("Denomination: Baptist");
    // system + the last 5 context messages + the new message
    expect(messages.map((m) => m.content).slice(1)).toEqual([
      "message 2",
      "message 3",
      "message 4",
      "message 5",
      "message 6",
      "I feel lost",
    ]);
  });

  it("replaces a wrong verse text with the bundled translation's text (KJV here)", async () => {
    server.enqueue({ content: reply("John 3:16", "For God so loved the world that he sent an email") });
    const result = await guide().respond("Does God love me?", {}, { ...profile, bible_version: "KJV" });
    expect(result.provider).toBe("llm");
    expect(result.response.scripture?.text).not.toContain("email");
    expectGrounded(result.response.scripture!.verse, result.response.scripture!.text, "KJV");
  });

  it("repairs a hallucinated reference once", async () => {
    server.enqueue({ content: reply("Hezekiah 4:12") }, { content: reply("Isaiah 41:10") });
    const result = await guide().respond("I am afraid", {}, profile);
    expect(result.provider).toBe("llm");
    expect(result.response.scripture?.verse).toBe("Isaiah 41:10 (WEB)");
    expect(server.replyRequests()).toHaveLength(2);
    expect(JSON.stringify(server.replyRequests()[1].body.messages)).toContain("Hezekiah 4:12");
  });

  it("falls back to the embedded guide when the repair is also invalid", async () => {
    server.enqueue({ content: reply("Hezekiah 4:12") }, { content: reply("John 22:1") });
    const result = await guide().respond("I am afraid", {}, profile);
    expect(result.provider).toBe("embedded");
    expect(server.replyRequests()).toHaveLength(2);
    expectGrounded(result.response.scripture!.verse, result.response.scripture!.text);
    expect(fallbacks).toHaveLength(1);
  });

  it("falls back on malformed JSON", async () => {
    server.enqueue({ content: "Sure! Here is your answer: {scripture: Psalm 23" });
    const result = await guide().respond("I am worried about money", {}, profile);
    expect(result.provider).toBe("embedded");
    // Worry and money both: session 26's topic blend leads with money, the rules with anxiety.
    expect(result.topics.slice(0, 2)).toEqual(expect.arrayContaining(["anxiety", "money"]));
    expectGrounded(result.response.scripture!.verse, result.response.scripture!.text);
  });

  it("falls back on a 500", async () => {
    server.enqueue({ status: 500, rawBody: '{"error":{"message":"boom","type":"server_error"}}' });
    const result = await guide().respond("I am worried about money", {}, profile);
    expect(result.provider).toBe("embedded");
    expectGrounded(result.response.scripture!.verse, result.response.scripture!.text);
  });

  it("falls back when the endpoint is slower than the timeout", async () => {
    server.enqueue({ content: reply("Psalm 23:1"), delayMs: 3000 });
    const started = Date.now();
    const result = await guide(300).respond("I am worried about money", {}, profile);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(result.provider).toBe("embedded");
    expectGrounded(result.response.scripture!.verse, result.response.scripture!.text);
  });

  it("never sends a crisis message to the model", async () => {
    const result = await guide().respond("Everyone would be better off without me", {}, profile);
    expect(result.crisis).toBe(true);
    expect(result.response.care).toContain("988");
    expect(server.requests).toHaveLength(0);
  });

  it("leads with help when the model's safety check flags a message the rules missed", async () => {
    server.setCrisisVerdict(() => ({ content: '{"crisis": true, "kind": "abuse"}' }));
    server.enqueue({ content: reply("Psalm 23:1") });
    const result = await guide().respond("Things at home are not okay and I'm scared to go back", {}, profile);
    expect(result.crisis).toBe(true);
    expect(result.response.care).toContain("988");
    expect(result.response.care).toContain("1-800-799-7233");
    expect(result.response.interpretation).not.toContain("model");
  });

  it("keeps the model's reply for a message of concern and adds the gentle care line first", async () => {
    server.enqueue({ content: reply("Psalm 23:1") });
    const result = await guide().respond("I feel so hopeless, what's the point", {}, profile);
    expect(result.crisis).toBe(false);
    expect(result.provider).toBe("llm");
    expect(Object.keys(result.response)[0]).toBe("care");
    expect(result.response.care).toContain("call or text 988");
    expect(result.response.care).toContain("findahelpline.com");
    expect(result.response.guidance).toContain("988");
  });

  it("ignores a failing safety check and answers normally", async () => {
    server.setCrisisVerdict(() => ({ status: 500, rawBody: '{"error":{"message":"x"}}' }));
    server.enqueue({ content: reply("Psalm 23:1") });
    const result = await guide().respond("I need peace", {}, profile);
    expect(result.crisis).toBe(false);
    expect(result.provider).toBe("llm");
  });

  it("grounds a weekly plan: dates Sunday..Saturday, bundled texts, catalogue songs only", async () => {
    const refs = ["Psalm 23:1", "John 14:27", "Isaiah 41:10", "Romans 8:28", "Philippians 4:6-7", "Matthew 11:28", "Psalm 46:1"];
    server.enqueue({
      content: JSON.stringify({
        intro_message: "A week of peace.",
        days: refs.map((verse, i) => ({
          scripture: { verse, text: "model text" },
          devotional: i % 2 ? "A devotional in plain text." : { title: "Day", content: "A devotional." },
          prayer: { title: "Prayer", content: "Amen." },
          reflection: i % 2 ? "A plain prompt?" : { prompt: "A prompt?" },
          worship_playlist: [
            { title: "Goodness of God", artist: "Bethel Music" },
            { title: "A Song That Does Not Exist", artist: "Nobody" },
          ],
        })),
      }),
    });
    const { plan, provider } = await guide().weeklyPlan(profile, "2026-11-22");
    expect(provider).toBe("llm");
    expect(isValidPlan(plan)).toBe(true);
    expect(plan.days.map((d) => d.date)).toEqual(weekDates("2026-11-22"));
    for (const day of plan.days) {
      expectGrounded(day.scripture.verse, day.scripture.text);
      expect(day.worship_playlist[0]).toEqual({ title: "Goodness of God", artist: "Bethel Music" });
      expect(day.worship_playlist.some((s) => s.artist === "Nobody")).toBe(false);
      expect(day.worship_playlist).toHaveLength(3);
    }
    expect(plan.days[1].devotional).toEqual({ title: "Today's Devotional", content: "A devotional in plain text." });
  });

  it("falls back to the embedded plan when the model returns 6 days", async () => {
    server.enqueue({ content: JSON.stringify({ intro_message: "x", days: [] }) });
    const { plan, provider } = await guide().weeklyPlan(profile, "2026-11-22");
    expect(provider).toBe("embedded");
    expect(isValidPlan(plan)).toBe(true);
  });

  it("grounds a study plan and falls back when its references cannot be repaired", async () => {
    const day = (reference: string) => ({
      title: "A day",
      scripture: { reference, text: "model text" },
      devotional: "Devotional.",
      discussion_questions: ["Q?"],
      challenge: "Do it.",
    });
    const hope = ["Romans 15:13", "Romans 5:5", "Psalm 42:5", "Lamentations 3:22-24", "Hebrews 6:19", "1 Peter 1:3", "Romans 8:24-25"];
    server.enqueue({ content: JSON.stringify({ title: "Hope", days: hope.map(day) }) });
    const ok = await guide().studyPlan("Hope");
    expect(ok.provider).toBe("llm");
    expect(StudyPlanSchema.safeParse(ok.plan).success).toBe(true);
    expect(ok.plan.summary).toBe("A 7-day journey of spiritual growth and reflection.");
    expect(ok.plan.group_goal).toBe("Growing together in faith and understanding");
    expectGrounded(ok.plan.days[0].scripture.reference, ok.plan.days[0].scripture.text);

    server.enqueue(
      { content: JSON.stringify({ title: "Hope", days: Array.from({ length: 7 }, () => day("Opinions 1:1")) }) },
      { content: JSON.stringify({ title: "Hope", days: Array.from({ length: 7 }, () => day("Opinions 1:2")) }) },
    );
    const fallback = await guide().studyPlan("Hope");
    expect(fallback.provider).toBe("embedded");
    expectGrounded(fallback.plan.days[0].scripture.reference, fallback.plan.days[0].scripture.text);
  });

  it("holds every day of a model's weekly plan to the member's register rules and to one passage per week", async () => {
    const plan = (refs: string[]) =>
      JSON.stringify({
        intro_message: "A week.",
        days: refs.map((verse) => ({
          scripture: { verse, text: "model text" },
          devotional: { title: "Day", content: "A devotional." },
          prayer: { title: "Prayer", content: "Amen." },
          reflection: { prompt: "A prompt?" },
          worship_playlist: [{ title: "Goodness of God", artist: "Bethel Music" }],
        })),
      });
    const wounding = ["Psalm 34:18", "Matthew 5:4", "Romans 8:28", "Psalm 23:4", "Psalm 23:1-4", "John 14:1-3", "Revelation 21:4"];
    const clean = ["Psalm 34:18", "Matthew 5:4", "Psalm 147:3", "Psalm 23:4", "2 Corinthians 1:3-4", "John 14:1-3", "Revelation 21:4"];
    server.enqueue({ content: plan(wounding) }, { content: plan(clean) });
    const { plan: week, provider } = await guide().weeklyPlan(profile, "2026-11-22", { recentMessages: ["my mum died last week"] });
    expect(provider).toBe("llm");
    expect(week.days.map((d) => parseVerseLabel(d.scripture.verse).reference)).toEqual(clean);
    const [first, repair] = server.replyRequests();
    expect(JSON.stringify(first.body)).toContain("The reader is hurting");
    const asked = JSON.stringify(repair.body);
    expect(asked).toContain("Romans 8:28 (a verse of duty or rebuke");
    expect(asked).toContain("Psalm 23:1-4 (already given on an earlier day)");
  });
});
