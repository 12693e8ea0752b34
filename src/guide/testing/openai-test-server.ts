// A local OpenAI-compatible chat-completions server for tests: 127.0.0.1, a random port, and
// a script of replies. No real network is ever used. A request with `"stream": true` is answered
// as OpenAI streams (Server-Sent Events of `chat.completion.chunk`s, then `[DONE]`), paced like a
// real model when the server or the reply says so: the first token after a wait, then a steady
// number of tokens a second (a token being about four characters, as in English text).
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
  /** Pacing for this reply, instead of the server's. */
  pace?: Pace;
  /** Streamed replies only: after this many characters of content, the connection drops. */
  dropAfterChars?: number;
}

/** How fast a reply comes: like a hosted model, e.g. the first token after 450 ms, then 45 a second. */
export interface Pace {
  firstTokenMs: number;
  tokensPerSecond: number;
}

export interface OpenAiTestServerOptions {
  /** Every reply is paced like this (a streamed one token by token; a whole one after the same total time). */
  pace?: Pace;
}

/** About four characters a token, as in English text; whole-token pieces keep the stream honest. */
export const CHARS_PER_TOKEN = 4;

export interface RecordedRequest {
  path: string;
  body: { model?: string; messages?: Array<{ role: string; content: unknown }>; response_format?: unknown; stream?: boolean };
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

function chunk(delta: Record<string, unknown>, model: string, finishReason: string | null = null): string {
  const body = {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** The content in token-sized pieces. */
function tokens(content: string): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < content.length; i += CHARS_PER_TOKEN) pieces.push(content.slice(i, i + CHARS_PER_TOKEN));
  return pieces;
}

/** How long a paced reply of this content takes to finish. */
function pacedTotalMs(content: string, pace: Pace | undefined): number {
  if (!pace) return 0;
  return pace.firstTokenMs + (Math.max(0, tokens(content).length - 1) * 1000) / pace.tokensPerSecond;
}

export async function startOpenAiTestServer(options: OpenAiTestServerOptions = {}): Promise<OpenAiTestServer> {
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
    const pace = reply.pace ?? options.pace;
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const streamed = body.stream === true && !reply.rawBody && (reply.status ?? 200) === 200;
    const streamReply = () => {
      if (res.destroyed) return;
      const model = body.model ?? "test-model";
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(chunk({ role: "assistant", content: "" }, model));
      const pieces = tokens(reply.content ?? "");
      const interval = pace ? 1000 / pace.tokensPerSecond : 0;
      let sent = 0;
      const next = (index: number) => {
        if (res.destroyed) return;
        if (reply.dropAfterChars !== undefined && sent >= reply.dropAfterChars) {
          res.destroy();
          return;
        }
        if (index >= pieces.length) {
          res.write(chunk({}, model, "stop"));
          res.end("data: [DONE]\n\n");
          return;
        }
        res.write(chunk({ content: pieces[index] }, model));
        sent += pieces[index].length;
        if (interval) later(interval, () => next(index + 1));
        else next(index + 1);
      };
      if (pace) later(pace.firstTokenMs, () => next(0));
      else next(0);
    };
    const send = () => {
      if (res.destroyed) return;
      if (streamed) {
        streamReply();
        return;
      }
      res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      res.end(reply.rawBody ?? completion(reply.content ?? "", body.model ?? "test-model"));
    };
    // A whole (not streamed) paced reply arrives when a stream of it would have finished.
    const wait = (reply.delayMs ?? 0) + (streamed ? 0 : pacedTotalMs(reply.content ?? "", pace));
    if (wait) later(wait, send);
    else send();
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
