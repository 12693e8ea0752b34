// The one session middleware for API routes: visitors get 401; a member's route sees
// c.get("user") (id, email, the session id and the two-factor flag). The check itself, with the
// sliding expiry, is auth.checkSession (src/server/auth/session-check.ts): one indexed query.
import { createMiddleware } from "hono/factory";
import { API_MESSAGES } from "@core/errors";
import type { Auth } from "../auth/index.js";
import type { Context } from "hono";
import type { SessionCheckResult, SessionUser } from "../auth/session-check.js";
import { apiError } from "./errors.js";

export type { SessionUser };

export type AuthedEnv = { Variables: { user: SessionUser } };

/** Sends the check's cookies; the 401 answer when there is no member, else undefined. */
export function refuseVisitor(c: Context, { user, setCookies }: SessionCheckResult) {
  for (const cookie of setCookies) c.header("set-cookie", cookie, { append: true });
  if (!user) return apiError(c, 401, "unauthorized", API_MESSAGES.unauthorized);
  return undefined;
}

export function requireUser(auth: Pick<Auth, "checkSession">) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const checked = await auth.checkSession(c.req.header("cookie"));
    const refused = refuseVisitor(c, checked);
    if (refused) return refused;
    c.set("user", checked.user!);
    await next();
  });
}
