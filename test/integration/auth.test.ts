import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { AUTH_MESSAGES, mapSignInError, mapSignUpError } from "../../src/core/auth-rules.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { mailOutbox, profiles, session, user } from "../../src/server/db/schema.js";
import { databaseTargets } from "./support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "./support/server.js";

describe.each(databaseTargets())("accounts on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle, { testHooks: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function resetTokenFor(email: string): Promise<string> {
    await server.settleMail();
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail, `a reset mail for ${email}`).toBeDefined();
    const token = /reset-password\?token=([^\s"&]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    return decodeURIComponent(token!);
  }

  it("signs up, creates the profile row, and keeps the session in an HttpOnly SameSite=Lax cookie", async () => {
    const email = uniqueEmail();
    const { response, body } = await server.signUp(email);
    expect(response.status).toBe(200);
    expect(body.user.email).toBe(email);
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const [profile] = await handle.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(profile).toMatchObject({ id: body.user.id, themePreference: "earth", onboardingCompleted: false });
  });

  it("signs in with the right password and the cookie opens /api/profile", async () => {
    const email = uniqueEmail();
    await server.signUp(email);
    const { response, cookie } = await server.signIn(email);
    expect(response.status).toBe(200);
    const profile = await server.request("/api/profile", { cookie });
    expect(profile.status).toBe(200);
  });

  it("answers a wrong password with the mapped message", async () => {
    const email = uniqueEmail();
    await server.signUp(email);
    const { response, body } = await server.signIn(email, "Wrong-River-42");
    expect(response.status).toBe(401);
    expect(mapSignInError({ ...body, status: response.status })).toBe("Incorrect email or password. Please try again.");
  });

  it("answers an unknown email exactly like a wrong password", async () => {
    const { response, body } = await server.signIn(uniqueEmail("nobody"));
    expect(response.status).toBe(401);
    expect(mapSignInError({ ...body, status: response.status })).toBe("Incorrect email or password. Please try again.");
  });

  it("refuses a duplicate email with the mapped message, case-insensitively", async () => {
    const email = uniqueEmail();
    await server.signUp(email);
    const { response, body } = await server.signUp(email.toUpperCase());
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(mapSignUpError({ ...body, status: response.status })).toBe("This email is already registered. Please sign in instead.");
    expect(await handle.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });

  it.each([
    ["short1A", "Password must be at least 8 characters long"],
    ["lowercase-only-1", "Password must contain at least one uppercase letter"],
    ["UPPERCASE-ONLY-1", "Password must contain at least one lowercase letter"],
    ["No-Numbers-Here", "Password must contain at least one number"],
    ["Password1", "This password is too common. Please choose a less predictable one."],
    ["Aa1" + "x".repeat(126), "Password must be at most 128 characters long"],
  ])("refuses the sign-up password %j with the exact rule message", async (password, message) => {
    const email = uniqueEmail();
    const { response, body } = await server.signUp(email, password);
    expect(response.status).toBe(400);
    expect(body.message).toBe(message);
    expect(await handle.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it("refuses a malformed email and a missing password with the spec messages", async () => {
    const bad = await server.request("/api/auth/sign-up/email", { json: { email: "not-an-email", password: "Quiet-River-42" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(AUTH_MESSAGES.emailInvalid);
    const missing = await server.request("/api/auth/sign-up/email", { json: { email: uniqueEmail() } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("You must provide either an email or phone number and a password.");
  });

  it("accepts a 128-character password", async () => {
    const email = uniqueEmail();
    const password = "Aa1" + "long-passphrase-".repeat(8).slice(0, 125);
    expect(password).toHaveLength(128);
    expect((await server.signUp(email, password)).response.status).toBe(200);
    expect((await server.signIn(email, password)).response.status).toBe(200);
  });

  it("resets a password through the mail outbox, then signs in with the new one only", async () => {
    const email = uniqueEmail();
    const { cookie: oldCookie } = await server.signUp(email);
    const request = await server.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(request.status).toBe(200);
    const token = await resetTokenFor(email);

    const weak = await server.request("/api/auth/reset-password", { json: { token, newPassword: "weakpass" } });
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toBe("Password must contain at least one uppercase letter");

    const reset = await server.request("/api/auth/reset-password", { json: { token, newPassword: "Brand-New-Song-7" } });
    expect(reset.status).toBe(200);
    expect((await server.signIn(email, "Quiet-River-42")).response.status).toBe(401);
    expect((await server.signIn(email, "Brand-New-Song-7")).response.status).toBe(200);
    // Sessions from before the reset are revoked.
    expect((await server.request("/api/profile", { cookie: oldCookie })).status).toBe(401);
    // The token works once.
    const again = await server.request("/api/auth/reset-password", { json: { token, newPassword: "Another-Song-8" } });
    expect(again.status).toBe(400);
  });

  it("answers a reset request for an unknown email exactly as for a known one, and sends nothing", async () => {
    const known = uniqueEmail();
    await server.signUp(known);
    const unknown = uniqueEmail("stranger");
    const a = await server.request("/api/auth/request-password-reset", { json: { email: known, redirectTo: "/reset-password" } });
    const b = await server.request("/api/auth/request-password-reset", { json: { email: unknown, redirectTo: "/reset-password" } });
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
    await server.settleMail();
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown))).toHaveLength(0);
  });

  it("exposes the newest mail through the test-only outbox reader", async () => {
    const email = uniqueEmail();
    await server.signUp(email);
    await server.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const response = await server.request(`/api/test/outbox?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    const { mail } = await response.json();
    expect(mail.links[0]).toBe(`http://wellspring.test/reset-password?token=${await resetTokenFor(email)}`);
  });

  it("ends the session on the server at sign-out", async () => {
    const email = uniqueEmail();
    const { cookie, body } = await server.signUp(email);
    expect((await server.request("/api/profile", { cookie })).status).toBe(200);
    const out = await server.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(out.status).toBe(200);
    expect(
      await handle.db
        .select()
        .from(session)
        .where(and(eq(session.userId, body.user.id))),
    ).toHaveLength(0);
    const after = await server.request("/api/profile", { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
  });
});

describe.each(databaseTargets())("session cookies behind HTTPS on $name", (target) => {
  it("are Secure when APP_URL is https", async () => {
    const handle = await target.open();
    try {
      const server = createTestServer(handle, { appUrl: "https://wellspring.test" });
      const { response } = await server.signUp(uniqueEmail("secure"));
      expect(response.status).toBe(200);
      const setCookie = response.headers.getSetCookie().join("\n");
      expect(setCookie).toMatch(/session_token=.*;.*Secure/i);
      expect(setCookie).toMatch(/HttpOnly/i);
    } finally {
      await handle.close();
    }
  });
});
