// How every /api answer leaves (the event stream excepted): no browser or proxy keeps a copy unless
// the route says otherwise (answers carry a member's own data; public Bible text says "public"),
// and a compressible body of 1 KB or more goes out gzipped (or deflated) to clients that accept it.
//
// Headers are set on the answer in place. Hono's c.header() after a route has answered rebuilds the
// answer around a ReadableStream, and @hono/node-server then sends even a 300-byte JSON body down
// its streaming path; hono's compress() also compresses every JSON body whatever its size, since a
// c.json() answer has no Content-Length for its threshold to read. See docs/performance.md,
// "Authenticated API read (bench:api)".
import type { Context, MiddlewareHandler } from "hono";
import { accepts } from "hono/accepts";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { deflateSync, gzipSync } from "node:zlib";

/** Smaller bodies go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Bodies up to this size are compressed whole, in one call; longer ones as a stream. */
const COMPRESS_WHOLE_MAX_BYTES = 64 * 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

type Bytes = Uint8Array<ArrayBuffer>;

/** Replaces the answer as it is (the setter would copy the old headers in by rebuilding it as a stream). */
function replaceAnswer(c: Context, answer: Response) {
  c.res = undefined;
  c.res = answer;
}

/** The first chunks of a body, until it ends or passes `limit` bytes. */
async function readPrefix(reader: ReadableStreamDefaultReader<Bytes>, limit: number) {
  const chunks: Bytes[] = [];
  let size = 0;
  while (size <= limit) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, done: true };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, done: false };
}

function concat(chunks: Bytes[], size: number): Bytes {
  if (chunks.length === 1) return chunks[0];
  const bytes: Bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The chunks already read, then the rest of the reader, as one stream (nothing is buffered whole). */
function rejoin(chunks: Bytes[], reader: ReadableStreamDefaultReader<Bytes>): ReadableStream<Bytes> {
  return new ReadableStream<Bytes>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * The JSON text of each answer made by `c.json`, so that its size is known and it is compressed
 * from the text: reading `answer.body` makes @hono/node-server build a web stream around it, which
 * cost about 60 µs of CPU per answer (more than compressing it).
 */
const jsonTexts = new WeakMap<Response, string>();

/** `c.json` as Hono makes it (the same headers and status), with its text kept for compressIfWorthIt. */
function rememberJsonText(c: Context) {
  const json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object);
    const answer = c.body(text, arg as never, { "Content-Type": "application/json", ...headers });
    jsonTexts.set(answer, text);
    return answer;
  }) as unknown as Context["json"];
  c.json = json;
}

/** Compresses a JSON text answer in one call and sends it with its length (the single-write path). */
function compressJsonText(c: Context, answer: Response, headers: Headers, text: string, size: number, encoding: "gzip" | "deflate") {
  if (size < COMPRESS_THRESHOLD_BYTES) return;
  headers.set("content-encoding", encoding);
  const compressed = encoding === "gzip" ? gzipSync(text) : deflateSync(text);
  headers.set("content-length", String(compressed.byteLength));
  const bytes = new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength);
  replaceAnswer(c, new Response(bytes, { status: answer.status, statusText: answer.statusText, headers }));
}

async function compressIfWorthIt(c: Context, headers: Headers) {
  const answer = c.res;
  const declared = headers.get("content-length");
  if (declared !== null && Number(declared) < COMPRESS_THRESHOLD_BYTES) return;
  const encoding = accepts(c, { header: "Accept-Encoding", supports: ["gzip", "deflate"], default: "identity" });
  if (encoding !== "gzip" && encoding !== "deflate") return;
  const text = jsonTexts.get(answer);
  if (text !== undefined) {
    const textSize = Buffer.byteLength(text);
    // A long one goes out as a stream below, like any other long body.
    if (textSize <= COMPRESS_WHOLE_MAX_BYTES) return compressJsonText(c, answer, headers, text, textSize, encoding);
  }
  if (!answer.body) return;
  const reader = answer.body.getReader();
  const { chunks, size, done } = await readPrefix(reader, COMPRESS_WHOLE_MAX_BYTES);
  const init = { status: answer.status, statusText: answer.statusText, headers };
  if (done && size < COMPRESS_THRESHOLD_BYTES) {
    replaceAnswer(c, new Response(concat(chunks, size), init));
    return;
  }
  headers.set("content-encoding", encoding);
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
  if (done) {
    // The whole body is here (every JSON answer): compressed in one call and sent with its length,
    // which keeps @hono/node-server's single-write path; a stream through CompressionStream cost
    // about 0.4 ms of CPU per 2 KB answer.
    const whole = concat(chunks, size);
    const compressed = encoding === "gzip" ? gzipSync(whole) : deflateSync(whole);
    headers.set("content-length", String(compressed.byteLength));
    replaceAnswer(c, new Response(new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength), init));
    return;
  }
  headers.delete("content-length");
  replaceAnswer(c, new Response(rejoin(chunks, reader).pipeThrough(new CompressionStream(encoding)), init));
}

/** no-store unless the route set its own caching; compression for bodies worth it. */
export function apiAnswers(options: { untouchedPath: string }): MiddlewareHandler {
  return async function apiAnswers(c, next) {
    rememberJsonText(c);
    await next();
    if (c.req.path === options.untouchedPath) return;
    const headers = c.res.headers;
    const cacheControl = headers.get("cache-control");
    if (cacheControl === null) headers.set("cache-control", "no-store");

    const status = c.res.status;
    if (c.req.method === "HEAD" || status === 204 || status === 206 || status === 304) return;
    if (headers.has("content-encoding") || headers.has("transfer-encoding")) return;
    const type = headers.get("content-type");
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || (cacheControl && NO_TRANSFORM.test(cacheControl))) return;
    // The body may be sent compressed or not, by the request's Accept-Encoding: caches must key on it.
    const vary = headers.get("vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    // A member's browser always sends Accept-Encoding; without one there is nothing more to do.
    if (c.req.header("accept-encoding")) await compressIfWorthIt(c, headers);
  };
}
