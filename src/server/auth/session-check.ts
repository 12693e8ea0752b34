// The per-request session check for API routes: verify the signed session cookie in process, then
// ONE indexed query (session by its unique token, joined to its user) — no better-auth adapter
// round trips. Nothing is cached, so a session revoked by any instance sharing the database (sign-out,
// revoke-others, password change or reset, account deletion all delete the row) is refused on the
// very next request everywhere. The sliding expiry is better-auth's own rule, applied the same way.
// See docs/decisions.md, "Issue 7".
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { session, user } from "../db/schema.js";

export interface SessionUser {
  id: string;
  email: string;
  /** The session row making this request (e.g. "this device" in the session list). */
  sessionId: string;
  twoFactorEnabled: boolean;
}

export interface SessionCheckResult {
  /** null: no valid session (visitor, bad signature, revoked or expired). */
  user: SessionUser | null;
  /** Set-Cookie values to send: a refreshed session cookie, or ones that clear a dead session. */
  setCookies: string[];
}

interface CookieAttributes {
  maxAge?: number;
  domain?: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string | boolean;
}

/** What the check needs from better-auth's resolved context (`await auth.$context`). */
export interface SessionSettings {
  secret: string;
  authCookies: {
    sessionToken: { name: string; attributes: CookieAttributes };
    dontRememberToken: { name: string; attributes: CookieAttributes };
  };
  sessionConfig: { expiresIn: number; updateAge: number };
}

/** A cookie's value from a Cookie header (the first one of that name, URI-decoded), like better-call. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** better-call's cookie signature: base64 HMAC-SHA256 of the value with the auth secret. */
function sign(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value).digest("base64");
}

/** The signed value of a `value.signature` cookie, or null when it is missing or forged. */
export function verifySignedValue(signed: string | null, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  // better-call accepts only a padded 32-byte base64 signature (44 characters).
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = Buffer.from(sign(value, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** Serialises like better-call (same attribute order), so browsers treat it as the same cookie. */
function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  let cookie = `${name}=${value}`;
  if (typeof attributes.maxAge === "number" && attributes.maxAge >= 0) cookie += `; Max-Age=${Math.floor(attributes.maxAge)}`;
  if (attributes.domain) cookie += `; Domain=${attributes.domain}`;
  if (attributes.path) cookie += `; Path=${attributes.path}`;
  if (attributes.httpOnly) cookie += "; HttpOnly";
  if (attributes.secure) cookie += "; Secure";
  if (typeof attributes.sameSite === "string")
    cookie += `; SameSite=${attributes.sameSite.charAt(0).toUpperCase()}${attributes.sameSite.slice(1)}`;
  return cookie;
}

/** The columns the check reads from a session row; a route's own query may add its columns beside them. */
export interface SessionRow {
  sessionId: string;
  expiresAt: Date;
  id: string;
  email: string;
  twoFactorEnabled: boolean | null;
}

/**
 * The columns the check reads, as a drizzle selection, for a route that reads more in the same
 * round trip; `from` is where the session row comes from (the table, or a subquery of it).
 */
export function sessionColumnsOf(from: { id: typeof session.id | SQL<string>; expiresAt: typeof session.expiresAt | SQL<Date> } = session) {
  return {
    sessionId: from.id,
    expiresAt: from.expiresAt,
    id: user.id,
    email: user.email,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}

/** The check's one query: the session by its unique token, joined to its user (bench:api runs it too). */
export function sessionByTokenQuery(db: Database) {
  return db
    .select(sessionColumnsOf())
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1);
}

export type SessionCheck = ((cookieHeader: string | null | undefined) => Promise<SessionCheckResult>) & {
  /**
   * The same check where the session row comes from `find` (by the verified token), a route's own
   * query that reads the session's columns and its own in one round trip; `row` is that row when
   * the session is valid.
   */
  with<R extends SessionRow>(
    cookieHeader: string | null | undefined,
    find: (token: string) => Promise<R | undefined>,
  ): Promise<SessionCheckResult & { row?: R }>;
};

export function createSessionCheck(db: Database, settings: () => Promise<SessionSettings>): SessionCheck {
  // A named prepared statement: parsed and planned once per connection.
  const findSession = sessionByTokenQuery(db).prepare("wellspring_session_by_token");

  function clearCookies(s: SessionSettings): string[] {
    const { sessionToken, dontRememberToken } = s.authCookies;
    return [
      serializeCookie(sessionToken.name, "", { ...sessionToken.attributes, maxAge: 0 }),
      serializeCookie(dontRememberToken.name, "", { ...dontRememberToken.attributes, maxAge: 0 }),
    ];
  }

  async function checkWith<R extends SessionRow>(
    cookieHeader: string | null | undefined,
    find: (token: string) => Promise<R | undefined>,
  ): Promise<SessionCheckResult & { row?: R }> {
    const s = await settings();
    const token = verifySignedValue(readCookie(cookieHeader, s.authCookies.sessionToken.name), s.secret);
    if (!token) return { user: null, setCookies: [] };

    const row = await find(token);
    const now = Date.now();
    if (!row) return { user: null, setCookies: clearCookies(s) };
    if (row.expiresAt.getTime() < now) {
      await db.delete(session).where(eq(session.token, token));
      return { user: null, setCookies: clearCookies(s) };
    }
    const found: SessionUser = { id: row.id, email: row.email, sessionId: row.sessionId, twoFactorEnabled: Boolean(row.twoFactorEnabled) };

    // Sliding expiry, better-auth's rule: once a day of use (updateAge), push expiry to a full
    // expiresIn from now and re-send the cookie. "Don't remember me" sessions are never extended.
    const { expiresIn, updateAge } = s.sessionConfig;
    const dueAt = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000;
    const dontRemember = verifySignedValue(readCookie(cookieHeader, s.authCookies.dontRememberToken.name), s.secret);
    if (dueAt > now || dontRemember) return { user: found, setCookies: [], row };

    const updated = await db
      .update(session)
      .set({ expiresAt: new Date(now + expiresIn * 1000), updatedAt: new Date(now) })
      .where(eq(session.token, token))
      .returning({ id: session.id });
    // Revoked between the read and the update: refuse, as better-auth does.
    if (updated.length === 0) return { user: null, setCookies: clearCookies(s) };
    const { sessionToken } = s.authCookies;
    const value = encodeURIComponent(`${token}.${sign(token, s.secret)}`);
    return { user: found, setCookies: [serializeCookie(sessionToken.name, value, { ...sessionToken.attributes, maxAge: expiresIn })], row };
  }

  const checkSession = (cookieHeader: string | null | undefined) =>
    checkWith(cookieHeader, async (token) => (await findSession.execute({ token }))[0]);
  return Object.assign(checkSession, { with: checkWith });
}
