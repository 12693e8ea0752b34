// Guards every /api request passes before any route (better-auth's included) sees it.
import type { MiddlewareHandler } from "hono";
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
 * the database as a 500. Refuse it up front with a 400. better-auth reads the raw request itself,
 * so under /api/auth the body is read from a clone; the app's own routes read bodies through
 * Hono's cache, so the text read here is the one the route's JSON validator parses (one read, no
 * web stream, no tee).
 */
export function refuseNulBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    let text: string;
    if (c.req.path.startsWith("/api/auth/")) {
      if (!c.req.raw.body) return next();
      text = await c.req.raw.clone().text();
    } else {
      text = await c.req.text();
    }
    if (containsNul(text)) return apiError(c, 400, "invalid_input", NUL_MESSAGE);
    return next();
  };
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
export function requireTrustedOrigin(trusted: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trusted.map((origin) => originOf(origin)).filter((origin): origin is string => origin !== null));
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const source = origin ? originOf(origin) : originOf(c.req.header("referer"));
    if (!source || !allowed.has(source)) {
      return apiError(
        c,
        403,
        "forbidden",
        origin || c.req.header("referer")
          ? "This request came from a page outside Wellspring (untrusted Origin), so it was refused."
          : "This request has no Origin header, so it was refused. Send the app's origin in an Origin header.",
      );
    }
    return next();
  };
}
