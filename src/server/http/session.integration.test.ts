// The session check (auth/session-check.ts behind requireUser): revocation is seen by EVERY
// instance sharing the database within 2 s, the sliding expiry keeps a daily-used session alive,
// and forged or expired cookies are refused. On PostgreSQL the two instances are two app objects
// with their own connection pools on one database; on PGlite they share the one embedded database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../db/client.js";
import { mailOutbox, session } from "../db/schema.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";

const PASSWORD = "Quiet-River-42";
const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRES_IN_MS = 30 * DAY_MS;

describe.each(databaseTargets())("session check on $name", (target) => {
  let handle: DatabaseHandle;
  let secondHandle: DatabaseHandle;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    handle = await target.open();
    // A second instance: its own pool (PostgreSQL), its own better-auth and app objects.
    secondHandle = handle.url ? await openDatabase({ url: handle.url }) : handle;
    a = createTestServer(handle);
    b = createTestServer(secondHandle);
  });
  afterAll(async () => {
    if (secondHandle && secondHandle !== handle) await secondHandle.close();
    await handle?.close();
  });

  /** Signs up on A, then signs in again (a second device) also on A. */
  async function memberWithTwoSessions() {
    const email = uniqueEmail("session");
    const first = await a.signUp(email, PASSWORD);
    const second = await a.signIn(email, PASSWORD);
    return { email, id: first.body.user.id, first: first.cookie, second: second.cookie };
  }

  const status = async (server: TestServer, cookie: string) => (await server.request("/api/profile", { cookie })).status;

  /** Polls instance B until it refuses the cookie; fails if that takes longer than 2 s. */
  async function expectRefusedByBWithin2s(cookie: string) {
    const started = Date.now();
    let last = await status(b, cookie);
    while (last !== 401 && Date.now() - started < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      last = await status(b, cookie);
    }
    expect(last, "instance B refuses the revoked session").toBe(401);
    expect(Date.now() - started).toBeLessThan(2000);
  }

  it("both instances accept a live session", async () => {
    const member = await memberWithTwoSessions();
    expect(await status(a, member.first)).toBe(200);
    expect(await status(b, member.first)).toBe(200);
    expect(await status(b, member.second)).toBe(200);
  });

  it("sign-out on A is refused by B", async () => {
    const member = await memberWithTwoSessions();
    expect(await status(b, member.first)).toBe(200);
    expect((await a.request("/api/auth/sign-out", { method: "POST", cookie: member.first, json: {} })).status).toBe(200);
    await expectRefusedByBWithin2s(member.first);
    expect(await status(b, member.second)).toBe(200);
  });

  it("sign-out-everywhere (revoke others) on A is refused by B, and keeps A's own session", async () => {
    const member = await memberWithTwoSessions();
    expect(await status(b, member.second)).toBe(200);
    const revoke = await a.request("/api/account/sessions/revoke-others", { method: "POST", cookie: member.first, json: {} });
    expect(revoke.status).toBe(200);
    await expectRefusedByBWithin2s(member.second);
    expect(await status(b, member.first)).toBe(200);
  });

  it("a password change on A ends the other sessions on B", async () => {
    const member = await memberWithTwoSessions();
    expect(await status(b, member.second)).toBe(200);
    const change = await a.request("/api/auth/change-password", {
      cookie: member.first,
      json: { currentPassword: PASSWORD, newPassword: "Brand-New-Song-7", revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    await expectRefusedByBWithin2s(member.second);
    await expectRefusedByBWithin2s(member.first); // better-auth issues a fresh session for the changer
    expect(await status(b, a.cookieFrom(change))).toBe(200);
  });

  it("a password reset on A ends every session on B", async () => {
    const member = await memberWithTwoSessions();
    expect(await status(b, member.first)).toBe(200);
    expect(
      (await a.request("/api/auth/request-password-reset", { json: { email: member.email, redirectTo: "/reset-password" } })).status,
    ).toBe(200);
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, member.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = decodeURIComponent(/reset-password\?token=([^\s"&]+)/.exec(mail.text)?.[1] ?? "");
    expect((await a.request("/api/auth/reset-password", { json: { token, newPassword: "Brand-New-Song-7" } })).status).toBe(200);
    await expectRefusedByBWithin2s(member.first);
    await expectRefusedByBWithin2s(member.second);
  });

  it("deleting the account on A is refused by B", async () => {
    const member = await memberWithTwoSessions();
    expect(await status(b, member.second)).toBe(200);
    const deleted = await a.request("/api/account/delete", {
      method: "POST",
      cookie: member.first,
      json: { password: PASSWORD, confirm: true },
    });
    expect(deleted.status).toBe(200);
    await expectRefusedByBWithin2s(member.second);
    await expectRefusedByBWithin2s(member.first);
  });

  it("a session used once a day never expires (sliding expiry), and each refresh re-sends the cookie", async () => {
    const member = await memberWithTwoSessions();
    const [row] = await handle.db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(member.first)));
    // 45 days of daily use: each "day" moves the row's dates one day into the past, as if a day
    // had gone by since the last request, then the member uses the app once (on either instance).
    for (let day = 1; day <= 45; day++) {
      const [current] = await handle.db.select().from(session).where(eq(session.id, row.id));
      await handle.db
        .update(session)
        .set({ expiresAt: new Date(current.expiresAt.getTime() - DAY_MS), updatedAt: new Date(current.updatedAt.getTime() - DAY_MS) })
        .where(eq(session.id, row.id));
      const response = await (day % 2 ? a : b).request("/api/profile", { cookie: member.first });
      expect(response.status, `day ${day}`).toBe(200);
      const refreshed = response.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(refreshed, `day ${day}: the cookie is re-sent with a fresh lifetime`).toMatch(/Max-Age=2592000/);
    }
    const [after] = await handle.db.select().from(session).where(eq(session.id, row.id));
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + EXPIRES_IN_MS - 60_000);
    expect(Date.now() - after.createdAt.getTime()).toBeLessThan(DAY_MS); // the dates moved, not the row
  });

  it("does not rewrite the session on every request: only once a day", async () => {
    const member = await memberWithTwoSessions();
    const response = await a.request("/api/profile", { cookie: member.first });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses and clears a session left unused past its expiry", async () => {
    const member = await memberWithTwoSessions();
    const token = tokenOf(member.first);
    await handle.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    const response = await b.request("/api/profile", { cookie: member.first });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/session_token=; Max-Age=0/);
    expect(await handle.db.select().from(session).where(eq(session.token, token))).toHaveLength(0);
  });

  it("refuses a forged or unsigned session cookie", async () => {
    const member = await memberWithTwoSessions();
    const token = tokenOf(member.first);
    const forged = `better-auth.session_token=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect(await status(b, forged)).toBe(401);
    expect(await status(b, `better-auth.session_token=${token}`)).toBe(401);
    expect(await status(b, member.first)).toBe(200);
  });
});

/** The session token inside a `better-auth.session_token=<token>.<signature>` cookie header. */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "");
  return value.slice(0, value.lastIndexOf("."));
}
