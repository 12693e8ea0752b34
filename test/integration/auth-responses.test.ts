// Findings 6 and 7 of the hardening probe: session tokens stay in the HttpOnly cookie (never in a
// body page scripts can read), and every text field better-auth stores has a bound.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { user } from "../../src/server/db/schema.js";
import { databaseTargets } from "./support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "./support/server.js";

const PASSWORD = "Quiet-River-42";

/** Every value stored under a key named "token", anywhere in a JSON value. */
function tokensIn(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(tokensIn);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === "token" ? [inner, ...tokensIn(inner)] : tokensIn(inner)));
}

describe.each(databaseTargets())("auth responses on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("finding 6: sign-up, sign-in, get-session, list-sessions and change-password bodies carry no session token", async () => {
    const email = uniqueEmail("tokenless");
    const signUp = await server.signUp(email, PASSWORD);
    expect(signUp.response.status).toBe(200);
    expect(tokensIn(signUp.body)).toEqual([]);
    const signIn = await server.signIn(email, PASSWORD);
    expect(signIn.response.status).toBe(200);
    expect(tokensIn(signIn.body)).toEqual([]);
    expect(signIn.cookie).toMatch(/better-auth\.session_token=/);

    const session = await server.request("/api/auth/get-session", { cookie: signIn.cookie });
    const sessionBody = await session.json();
    expect(sessionBody.user.email).toBe(email);
    expect(typeof sessionBody.session.id).toBe("string");
    expect(tokensIn(sessionBody)).toEqual([]);

    const list = await server.request("/api/auth/list-sessions", { cookie: signIn.cookie });
    const sessions = (await list.json()) as Array<{ id: string }>;
    expect(sessions.length).toBe(2);
    expect(sessions.every((s) => typeof s.id === "string")).toBe(true);
    expect(tokensIn(sessions)).toEqual([]);

    const changed = await server.request("/api/auth/change-password", {
      method: "POST",
      cookie: signIn.cookie,
      json: { currentPassword: PASSWORD, newPassword: "Another-River-43", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect(tokensIn(await changed.json())).toEqual([]);
    // The session itself still works through the cookie.
    expect((await server.request("/api/profile", { cookie: server.cookieFrom(changed) || signIn.cookie })).status).toBe(200);
  });

  it("finding 6: the app's own session list identifies sessions by an id that is not the cookie token", async () => {
    const { cookie } = await server.signUp(uniqueEmail("ids"), PASSWORD);
    const { sessions } = (await (await server.request("/api/account/sessions", { cookie })).json()) as {
      sessions: Array<Record<string, unknown>>;
    };
    const token = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "").split(".")[0];
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(sessions)).not.toContain(token);
    expect(tokensIn(sessions)).toEqual([]);
  });

  describe("finding 7: bounded fields", () => {
    it("refuses a name over 100 characters and an image over 2048 or not http(s), storing nothing", async () => {
      const email = uniqueEmail("bounded");
      const { cookie, body } = await server.signUp(email, PASSWORD);
      const update = (json: unknown) => server.request("/api/auth/update-user", { method: "POST", cookie, json });
      for (const json of [
        { name: "x".repeat(101) },
        { name: "x".repeat(999_900) },
        { image: "javascript:alert(1)" },
        { image: "data:image/png;base64,AAAA" },
        { image: `https://example.com/${"a".repeat(2048)}` },
        { name: 42 },
      ]) {
        const response = await update(json);
        const text = await response.text();
        expect(
          response.status === 400 || response.status === 413,
          `${JSON.stringify(json).slice(0, 60)} → ${response.status} ${text}`,
        ).toBe(true);
      }
      const [row] = await handle.db.select().from(user).where(eq(user.id, body.user.id));
      expect(row.name).toBe("");
      expect(row.image).toBeNull();
      // Within bounds is fine, and the image may be cleared again.
      expect((await update({ name: "x".repeat(100), image: "https://example.com/me.png" })).status).toBe(200);
      expect((await update({ image: null })).status).toBe(200);
      const [after] = await handle.db.select().from(user).where(eq(user.id, body.user.id));
      expect(after.name).toHaveLength(100);
      expect(after.image).toBeNull();
    });

    it("refuses the same at sign-up", async () => {
      const tooLong = await server.request("/api/auth/sign-up/email", {
        json: { email: uniqueEmail("long"), password: PASSWORD, name: "y".repeat(101) },
      });
      expect(tooLong.status).toBe(400);
      const script = await server.request("/api/auth/sign-up/email", {
        json: { email: uniqueEmail("img"), password: PASSWORD, image: "javascript:alert(1)" },
      });
      expect(script.status).toBe(400);
    });
  });
});
