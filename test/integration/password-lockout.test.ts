// Findings 3 and 4 of the hardening probe: every password check shares one per-account limit,
// and a browser that signed in before is not locked out by strangers' failures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../src/core/auth-rules.js";
import { DEVICE_COOKIE } from "../../src/server/auth/device-cookie.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { databaseTargets } from "./support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "./support/server.js";

const PASSWORD = "Quiet-River-42";
const NEW_PASSWORD = "Another-River-43";

/** One cookie (by name) out of a response's Set-Cookie headers, as a Cookie request header. */
function cookieNamed(response: Response, name: string): string {
  const found = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .find((pair) => pair.startsWith(`${name}=`));
  return found ?? "";
}

describe.each(databaseTargets())("password lockout on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A member and a session cookie alone — what a thief holding only the session would have. */
  async function member(label: string) {
    const email = uniqueEmail(label);
    const { response } = await server.signUp(email, PASSWORD);
    expect(response.status).toBe(200);
    return { email, session: cookieNamed(response, "better-auth.session_token") };
  }

  async function lockByStrangers(email: string) {
    for (let i = 0; i < 10; i++) expect((await server.signIn(email, `Wrong-Guess-${i}`)).response.status).toBe(401);
    expect((await server.signIn(email, PASSWORD)).response.status).toBe(429);
  }

  const post = (path: string, cookie: string, json: unknown) => server.request(path, { method: "POST", cookie, json });

  describe("finding 3: one limit for every password check", () => {
    it("refuses change-password, two-factor enable/disable and account re-auth while the account is locked", async () => {
      const { email, session } = await member("locked-everywhere");
      await lockByStrangers(email);
      const attempts: Array<[string, unknown]> = [
        ["/api/auth/change-password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }],
        ["/api/auth/two-factor/enable", { password: PASSWORD }],
        ["/api/auth/two-factor/disable", { password: PASSWORD }],
        ["/api/auth/two-factor/get-totp-uri", { password: PASSWORD }],
        ["/api/account/email", { new_email: uniqueEmail("moved"), password: PASSWORD }],
        ["/api/account/delete", { password: PASSWORD, confirm: true }],
      ];
      for (const [path, body] of attempts) {
        const response = await post(path, session, body);
        const text = await response.text();
        expect(response.status, `${path}: ${text}`).toBe(429);
        expect(text).toContain(AUTH_MESSAGES.tooManyAttempts);
      }
      // Nothing changed.
      const me = await server.request("/api/auth/get-session", { cookie: session });
      expect((await me.json()).user.twoFactorEnabled).toBeFalsy();
    });

    it("counts wrong passwords at change-password, two-factor and account re-auth toward the sign-in lock", async () => {
      const { email, session } = await member("counted");
      const wrong = "Not-The-Password-1";
      const attempts: Array<[string, unknown]> = [
        ["/api/auth/change-password", { currentPassword: wrong, newPassword: NEW_PASSWORD }],
        ["/api/auth/change-password", { currentPassword: wrong, newPassword: NEW_PASSWORD }],
        ["/api/auth/two-factor/enable", { password: wrong }],
        ["/api/auth/two-factor/enable", { password: wrong }],
        ["/api/auth/verify-password", { password: wrong }],
        ["/api/auth/two-factor/disable", { password: wrong }],
        ["/api/account/email", { new_email: uniqueEmail("moved"), password: wrong }],
        ["/api/account/delete", { password: wrong, confirm: true }],
        ["/api/auth/change-password", { currentPassword: wrong, newPassword: NEW_PASSWORD }],
        ["/api/auth/two-factor/enable", { password: wrong }],
      ];
      for (const [path, body] of attempts) {
        const response = await post(path, session, body);
        expect(response.status, `${path}: ${await response.text()}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
      // Ten failures anywhere: an unknown client now gets the lock, even with the right password.
      expect((await server.signIn(email, PASSWORD)).response.status).toBe(429);
      expect((await post("/api/auth/two-factor/enable", session, { password: PASSWORD })).status).toBe(429);
    });
  });

  describe("finding 4: strangers cannot lock a member out", () => {
    it("sets a signed, HttpOnly device cookie on sign-in", async () => {
      const { email } = await member("device");
      const { response } = await server.signIn(email, PASSWORD);
      const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
      expect(header).toBeDefined();
      expect(header).toMatch(/HttpOnly/i);
      expect(header).toMatch(/SameSite=Lax/i);
    });

    it("lets a browser that signed in before through the strangers' lock, with its own small budget", async () => {
      const { email } = await member("trusted");
      const device = cookieNamed((await server.signIn(email, PASSWORD)).response, DEVICE_COOKIE);
      expect(device).not.toBe("");
      await lockByStrangers(email);

      // The member's own browser still signs in.
      const own = await server.request("/api/auth/sign-in/email", { json: { email, password: PASSWORD }, cookie: device });
      expect(own.status, await own.clone().text()).toBe(200);

      // Strangers stay locked out: the member's success does not wipe their failures.
      expect((await server.signIn(email, PASSWORD)).response.status).toBe(429);
      // A forged or altered device cookie is a stranger.
      const forged = device.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
      expect((await server.request("/api/auth/sign-in/email", { json: { email, password: PASSWORD }, cookie: forged })).status).toBe(429);

      // Another account's device cookie does not open this one.
      const other = await member("other-device");
      const otherDevice = cookieNamed((await server.signIn(other.email, PASSWORD)).response, DEVICE_COOKIE);
      expect((await server.request("/api/auth/sign-in/email", { json: { email, password: PASSWORD }, cookie: otherDevice })).status).toBe(
        429,
      );

      // The trusted browser has its own budget: after 5 wrong passwords it is refused too.
      for (let i = 0; i < 5; i++) {
        expect((await server.request("/api/auth/sign-in/email", { json: { email, password: `Wrong-${i}` }, cookie: device })).status).toBe(
          401,
        );
      }
      expect((await server.request("/api/auth/sign-in/email", { json: { email, password: PASSWORD }, cookie: device })).status).toBe(429);
    });

    it("lets the trusted browser re-authenticate at the account routes while strangers hold the lock", async () => {
      const { email } = await member("trusted-reauth");
      const signedIn = (await server.signIn(email, PASSWORD)).response;
      const cookies = `${cookieNamed(signedIn, "better-auth.session_token")}; ${cookieNamed(signedIn, DEVICE_COOKIE)}`;
      await lockByStrangers(email);
      const enable = await post("/api/auth/two-factor/enable", cookies, { password: PASSWORD });
      expect(enable.status, await enable.clone().text()).toBe(200);
      const revealed = await post("/api/auth/two-factor/get-totp-uri", cookies, { password: PASSWORD });
      expect(revealed.status, await revealed.clone().text()).toBe(200);
      // Strangers' failures still hold the account for unknown clients.
      expect((await server.signIn(email, PASSWORD)).response.status).toBe(429);
    });
  });
});
