// Guards every /api request with a body passes before any route (better-auth's included) sees it:
// the size limit, no NUL characters, and a trusted Origin for state-changing requests.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { API_MESSAGES } from "@core/errors";
import { apiError } from "./errors.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const NUL_MESSAGE = "The request body must not contain NUL characters (U+0000).";

/**
 * A JSON string escape for NUL: `\u0000` preceded by an even number of backslashes (an odd count
 * would make the first backslash a literal one, e.g. `\\u0000` is the text "\u0000").
 */
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/i;

/** True when a request body would carry U+0000 into a string (raw, or as a JSON escape). */
export function containsNul(text: string): boolean {
  return text.includes("\u0000") || ESCAPED_NUL.test(text);
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a body (value or key) would reach
 * the database as a 500. Refuse it up front with a 400. The app's own routes read bodies through
 * Hono's cache, so the text read here is the one the route's JSON validator parses (one read, no
 * web stream, no tee); better-auth reads the raw request itself, so its body is read from a clone.
 * Null: the request may go on.
 */
async function refuseNulBody(c: Context, readsRawRequest: boolean): Promise<Response | null> {
  let text: string;
  if (readsRawRequest) {
    if (!c.req.raw.body) return null;
    text = await c.req.raw.clone().text();
  } else {
    text = await c.req.text();
  }
  return containsNul(text) ? apiError(c, 400, "invalid_input", NUL_MESSAGE) : null;
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for the app's own routes: a state-changing request must come
 * from a page of a trusted origin. Browsers always send Origin on such requests (Referer is the
 * fallback for the rare one that does not). SameSite=Lax cookies alone do not separate another
 * app served from the same host. better-auth checks its own routes the same way.
 */
function trustedOriginGuard(trusted: readonly string[]): (c: Context) => Response | null {
  const allowed = new Set(trusted.map((origin) => originOf(origin)).filter((origin): origin is string => origin !== null));
  return (c) => {
    if (!STATE_CHANGING.has(c.req.method)) return null;
    const origin = c.req.header("origin");
    const source = origin ? originOf(origin) : originOf(c.req.header("referer"));
    if (source && allowed.has(source)) return null;
    return apiError(
      c,
      403,
      "forbidden",
      origin || c.req.header("referer")
        ? "This request came from a page outside Wellspring (untrusted Origin), so it was refused."
        : "This request has no Origin header, so it was refused. Send the app's origin in an Origin header.",
    );
  };
}

export interface RequestGuardOptions {
  bodyLimitBytes: number;
  /** The origins a browser page may call us from. */
  trustedOrigins: readonly string[];
  /** better-auth's routes: they check Origin themselves and read the raw request. */
  isAuthRoute: (path: string) => boolean;
}

/**
 * One middleware for the three guards. GET and HEAD carry no body and change nothing, so they pass
 * at once: asking for a body would make @hono/node-server build a full Request (with an
 * AbortController) on every read, a measurable share of an authenticated GET's cost. For the same
 * reason a body with a declared length is judged by that header on the app's own routes (Node's
 * parser never reads past it), keeping the server's direct body read; bodies without one, and
 * better-auth's, are counted as they stream.
 */
export function apiRequestGuards(options: RequestGuardOptions): MiddlewareHandler {
  const tooLarge = (c: Context) =>
    apiError(c, 413, "payload_too_large", `${API_MESSAGES.payloadTooLarge} The limit is ${options.bodyLimitBytes / (1024 * 1024)} MB.`);
  const limitBody = bodyLimit({ maxSize: options.bodyLimitBytes, onError: tooLarge });
  const refuseUntrustedOrigin = trustedOriginGuard(options.trustedOrigins);
  return async function apiRequestGuards(c, next) {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const authRoute = options.isAuthRoute(c.req.path);
    const guarded = async () => {
      const refusal = (await refuseNulBody(c, authRoute)) ?? (authRoute ? null : refuseUntrustedOrigin(c));
      if (refusal) c.res = refusal;
      else await next();
    };
    const declared = c.req.header("content-length");
    if (!authRoute && declared !== undefined && !c.req.header("transfer-encoding")) {
      if (Number(declared) > options.bodyLimitBytes) return tooLarge(c);
      return guarded();
    }
    return limitBody(c, guarded);
  };
}
