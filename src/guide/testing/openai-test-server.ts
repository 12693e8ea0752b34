// A local OpenAI-compatible chat-completions server for tests: 127.0.0.1, a random port, and
// a script of replies. No real network is ever used.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ScriptedReply {
  /** The assistant message content (usually JSON text). */
  content?: string;
  /** HTTP status; 200 by default. */
  status?: number;
  /** A raw body instead of a chat completion. */
  rawBody?: string;
  /** Wait this long before answering (to provoke timeouts). */
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  body: { model?: string; messages?: Array<{ role: string; content: unknown }>; response_format?: unknown };
  authorization?: string;
}

export interface OpenAiTestServer {
  baseURL: string;
  requests: RecordedRequest[];
  /** Queue replies; when the queue is empty the fallback answers. */
  enqueue(...replies: ScriptedReply[]): void;
  setFallback(reply: (request: RecordedRequest) => ScriptedReply): void;
  /** How the crisis classifier requests are answered (they never consume the queue). */
  setCrisisVerdict(verdict: (request: RecordedRequest) => ScriptedReply): void;
  /** Recorded requests other than crisis classifications. */
  replyRequests(): RecordedRequest[];
  /** Forget queued replies and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function completion(content: string, model: string): string {
  return JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

export async function startOpenAiTestServer(): Promise<OpenAiTestServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: (request: RecordedRequest) => ScriptedReply = () => ({ status: 500, rawBody: '{"error":{"message":"no scripted reply"}}' });
  const timers = new Set<NodeJS.Timeout>();
  let crisisVerdict: (request: RecordedRequest) => ScriptedReply = () => ({ content: '{"crisis": false, "kind": "none"}' });
  const isClassification = (r: RecordedRequest) => String(r.body.messages?.[0]?.content ?? "").startsWith("You are a safety classifier");

  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    let body: RecordedRequest["body"] = {};
    try {
      body = JSON.parse(text);
    } catch {
      // recorded as empty
    }
    const request: RecordedRequest = { path: req.url ?? "", body, authorization: req.headers.authorization };
    requests.push(request);
    const reply = isClassification(request) ? crisisVerdict(request) : (queue.shift() ?? fallback(request));
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      res.end(reply.rawBody ?? completion(reply.content ?? "", body.model ?? "test-model"));
    };
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setCrisisVerdict: (f) => {
      crisisVerdict = f;
    },
    replyRequests: () => requests.filter((r) => !isClassification(r)),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    setFallback: (f) => {
      fallback = f;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
