// Rate limits key on the client address, so it must come from something a client cannot forge.
// By default that is the TCP socket's remote address; behind a reverse proxy, set CLIENT_IP_HEADER
// to a header the proxy overwrites (e.g. x-real-ip). Whatever the client sent in our internal
// header is discarded first.
import type { Context } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { CLIENT_IP_HEADER } from "../auth/index.js";

export type MaybeNodeBindings = { Bindings: Partial<HttpBindings> };

/** The request as better-auth should see it: with our client-address header and no forged one. */
export function withClientIp(c: Context<MaybeNodeBindings>, trustedHeader: string | null): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const fromProxy = trustedHeader ? c.req.header(trustedHeader)?.split(",")[0]?.trim() : undefined;
  const address = fromProxy || c.env?.incoming?.socket?.remoteAddress;
  if (address) headers.set(CLIENT_IP_HEADER, address);
  return new Request(c.req.raw, { headers });
}
