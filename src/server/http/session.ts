// Resolves the signed-in member for API routes. Visitors get 401; the session's sliding expiry is
// refreshed here too, so using the API keeps a member signed in.
import { createMiddleware } from "hono/factory";
import { API_MESSAGES } from "@core/errors";
import type { Auth } from "../auth/index.js";
import { apiError } from "./errors.js";

export interface SessionUser {
  id: string;
  email: string;
}

export type AuthedEnv = { Variables: { user: SessionUser } };

export function requireUser(auth: Auth) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    if (!response) return apiError(c, 401, "unauthorized", API_MESSAGES.unauthorized);
    c.set("user", { id: response.user.id, email: response.user.email });
    await next();
    for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  });
}
