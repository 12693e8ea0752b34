// Compression of /api answers: whole bodies in one call (with their length), long ones as a stream,
// and both decode to the body the route gave.
import { Hono } from "hono";
import { gunzipSync, inflateSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { apiAnswers } from "./api-answers.js";

const app = new Hono()
  .use("*", apiAnswers({ untouchedPath: "/events" }))
  .get("/small", (c) => c.json({ text: "x".repeat(200) }))
  .get("/reply", (c) => c.json({ text: "Be still, and know that I am God. ".repeat(60) }))
  .get("/long", (c) => c.json({ text: "In the beginning was the Word. ".repeat(4000) }))
  .get("/text", (c) => c.text("Be still, and know that I am God. ".repeat(60)));

const raw = async (path: string, encoding: string) => {
  const answer = await app.request(path, { headers: { "accept-encoding": encoding } });
  return { headers: answer.headers, bytes: Buffer.from(await answer.arrayBuffer()) };
};

describe("apiAnswers compression", () => {
  it("leaves a small body as it is", async () => {
    const { headers, bytes } = await raw("/small", "gzip");
    expect(headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(bytes.toString()).text).toHaveLength(200);
  });

  it("compresses a body of a few KB whole and sends its length", async () => {
    for (const [encoding, decode] of [
      ["gzip", gunzipSync],
      ["deflate", inflateSync],
    ] as const) {
      const { headers, bytes } = await raw("/reply", encoding);
      expect(headers.get("content-encoding")).toBe(encoding);
      expect(headers.get("content-length")).toBe(String(bytes.byteLength));
      expect(headers.get("vary")).toBe("Accept-Encoding");
      expect(JSON.parse(decode(bytes).toString()).text).toBe("Be still, and know that I am God. ".repeat(60));
    }
  });

  it("compresses a long body as a stream", async () => {
    const { headers, bytes } = await raw("/long", "gzip");
    expect(headers.get("content-encoding")).toBe("gzip");
    expect(headers.get("content-length")).toBeNull();
    expect(JSON.parse(gunzipSync(bytes).toString()).text).toBe("In the beginning was the Word. ".repeat(4000));
  });

  it("compresses a JSON answer from its text, never reading its body as a stream", async () => {
    // Reading `body` is what makes @hono/node-server build a web stream around an answer.
    const body = vi.spyOn(Response.prototype, "body", "get");
    for (const path of ["/small", "/reply"]) await app.request(path, { headers: { "accept-encoding": "gzip" } });
    expect(body).not.toHaveBeenCalled();
    // Any other answer is still read as a stream.
    const { headers, bytes } = await raw("/text", "gzip");
    expect(body).toHaveBeenCalled();
    expect(headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(bytes).toString()).toBe("Be still, and know that I am God. ".repeat(60));
    body.mockRestore();
  });
});
