// The LLM provider shares the embedded guide's pastoral floor: it receives the situation's
// passages, and a passage that breaks the register rules is sent back for repair, then refused.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGuide } from "../index.js";
import { startOpenAiTestServer, type OpenAiTestServer } from "../testing/openai-test-server.js";

let server: OpenAiTestServer;

beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  server.setCrisisVerdict(() => ({ content: '{"crisis": false, "kind": "none"}' }));
  server.setFallback(() => ({ status: 500, rawBody: '{"error":{"message":"unexpected call"}}' }));
});

const guide = () => createGuide({ llm: { baseURL: server.baseURL, model: "test-model", apiKey: "test-key", timeoutMs: 3000 } });

const reply = (verse: string) =>
  JSON.stringify({
    scripture: { verse, text: "model text" },
    interpretation: "An interpretation from the model.",
    guidance: "Guidance from the model.",
    prayer: "A prayer from the model.",
    follow_up: "A question from the model?",
  });

describe("LLM retrieval and register check", () => {
  it("sends the situation's passages and the rule for a hurting person", async () => {
    server.enqueue({ content: reply("Matthew 11:28-30") });
    const result = await guide().respond("I'm exhausted from caring for my mother with dementia", {}, {});
    expect(result.provider).toBe("llm");
    const system = JSON.stringify(server.replyRequests()[0]?.body.messages);
    expect(system).toContain("the exhaustion of caring for someone");
    expect(system).toContain("Matthew 11:28-30 (comfort)");
    expect(system).toContain("never a verse of duty or rebuke");
  });

  it("sends a wounding choice back once, naming why", async () => {
    server.enqueue({ content: reply("1 Timothy 5:8") }, { content: reply("Isaiah 40:29-31") });
    const result = await guide().respond("I'm my dad's carer and I'm so tired", {}, {});
    expect(result.provider).toBe("llm");
    expect(result.response.scripture?.verse).toBe("Isaiah 40:29-31 (WEB)");
    expect(JSON.stringify(server.replyRequests()[1].body.messages)).toContain("1 Timothy 5:8 (a verse of duty or rebuke");
  });

  it("answers from the embedded guide when the model keeps choosing a wounding passage", async () => {
    server.enqueue({ content: reply("Proverbs 31:10") }, { content: reply("Proverbs 21:9") });
    const result = await guide().respond("My husband and I keep fighting about money and I feel so alone", {}, {});
    expect(result.provider).toBe("embedded");
    expect(result.response.scripture?.verse).not.toMatch(/Proverbs 31|Proverbs 21/);
  });

  it("refuses a letter's greeting for anyone", async () => {
    server.enqueue({ content: reply("3 John 1:2") }, { content: reply("Philippians 1:2") });
    const result = await guide().respond("my mum has cancer", {}, {});
    expect(result.provider).toBe("embedded");
    expect(result.response.scripture?.verse).not.toMatch(/3 John|Philippians 1:2/);
  });
});
