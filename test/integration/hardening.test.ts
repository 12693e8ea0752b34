// Findings of the hardening probe (issue 14): each test here failed before its fix.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { databaseTargets } from "./support/databases.js";
import { APP_URL, createTestServer, uniqueEmail, type TestServer } from "./support/server.js";

const PASSWORD = "Quiet-River-42";

async function expectError(response: Response, status: number, code: string, messagePattern?: RegExp) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const body = JSON.parse(text);
  expect(body.error.code).toBe(code);
  if (messagePattern) expect(body.error.message).toMatch(messagePattern);
}

describe.each(databaseTargets())("hardening on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
    cookie = (await server.signUp(uniqueEmail("hardening"), PASSWORD)).cookie;
  });
  afterAll(async () => {
    await handle?.close();
  });

  describe("finding 1: a NUL character in a JSON body", () => {
    const rawBody = (text: string) => ({ body: text, headers: { "content-type": "application/json" } });

    it("is refused with 400 on better-auth's routes, signed in or not", async () => {
      const cases: Array<[string, string, boolean]> = [
        ["/api/auth/sign-in/email", JSON.stringify({ email: "a\u0000@example.com", password: PASSWORD }), false],
        ["/api/auth/sign-up/email", JSON.stringify({ email: "b\u0000@example.com", password: PASSWORD }), false],
        ["/api/auth/reset-password", JSON.stringify({ token: "\u0000", newPassword: "Another-River-42" }), false],
        ["/api/auth/request-password-reset", JSON.stringify({ email: "c@example.com\u0000" }), false],
        ["/api/auth/update-user", JSON.stringify({ name: "Ann\u0000" }), true],
        ["/api/auth/update-user", JSON.stringify({ image: "https://example.com/\u0000.png" }), true],
        // A raw NUL byte, not the JSON escape.
        ["/api/auth/sign-in/email", `{"email":"d\u0000@example.com","password":"${PASSWORD}"}`.replace("\\u0000", "\u0000"), false],
      ];
      for (const [path, body, signedIn] of cases) {
        await expectError(
          await server.request(path, { ...rawBody(body), cookie: signedIn ? cookie : undefined }),
          400,
          "invalid_input",
          /NUL/,
        );
      }
    });

    it("is refused with 400 on the app's routes, in values and in keys, and nothing is stored", async () => {
      const patches = [
        { first_name: "Ann\u0000" },
        { last_name: "\u0000" },
        { favorite_artists: ["Selah", "x\u0000y"] },
        { ["first\u0000name"]: "Ann" },
      ];
      for (const patch of patches) {
        await expectError(
          await server.request("/api/profile", { method: "PATCH", cookie, ...rawBody(JSON.stringify(patch)) }),
          400,
          "invalid_input",
          /NUL/,
        );
      }
      // The raw byte, too.
      await expectError(
        await server.request("/api/profile", { method: "PATCH", cookie, ...rawBody('{"first_name":"A\u0000nn"}') }),
        400,
        "invalid_input",
      );
      const profile = await (await server.request("/api/profile", { cookie })).text();
      expect(profile).not.toContain("Ann");
    });

    it("still lets an escaped backslash followed by u0000 through (it is not a NUL)", async () => {
      const response = await server.request("/api/profile", {
        method: "PATCH",
        cookie,
        ...rawBody(JSON.stringify({ first_name: "back\\u0000slash" })),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    });

    it("leaves the body readable downstream (sign-in still works after the check)", async () => {
      const email = uniqueEmail("nul-ok");
      expect((await server.signUp(email, PASSWORD)).response.status).toBe(200);
      expect((await server.signIn(email, PASSWORD)).response.status).toBe(200);
    });
  });

  describe("finding 2: Origin on the app's state-changing routes", () => {
    it("refuses a foreign or missing Origin with 403 and changes nothing", async () => {
      const email = uniqueEmail("origin");
      const { cookie: first } = await server.signUp(email, PASSWORD);
      const { cookie: second } = await server.signIn(email, PASSWORD);
      const refusedHeaders: Array<Record<string, string>> = [
        { origin: "http://evil.test" },
        { origin: "null" },
        { origin: "" },
        { origin: "", referer: "http://evil.test/page" },
      ];
      for (const headers of refusedHeaders) {
        await expectError(
          await server.request("/api/account/sessions/revoke-others", { method: "POST", cookie: second, json: {}, headers }),
          403,
          "forbidden",
          /origin/i,
        );
      }
      await expectError(
        await server.request("/api/profile", {
          method: "PATCH",
          cookie: first,
          json: { first_name: "Mallory" },
          headers: { origin: "http://127.0.0.1:1" },
        }),
        403,
        "forbidden",
      );
      // The first session still works: nothing was revoked.
      expect((await server.request("/api/profile", { cookie: first })).status).toBe(200);
      const profile = await (await server.request("/api/profile", { cookie: first })).text();
      expect(profile).not.toContain("Mallory");
    });

    it("accepts the app's own Origin, or its Referer when Origin is absent", async () => {
      const email = uniqueEmail("origin-ok");
      const { cookie: own } = await server.signUp(email, PASSWORD);
      expect((await server.request("/api/account/sessions/revoke-others", { method: "POST", cookie: own, json: {} })).status).toBe(200);
      const viaReferer = await server.request("/api/profile", {
        method: "PATCH",
        cookie: own,
        json: { first_name: "Ruth" },
        headers: { origin: "", referer: `${APP_URL}/profile` },
      });
      expect(viaReferer.status, await viaReferer.clone().text()).toBe(200);
    });

    it("leaves reads alone", async () => {
      expect((await server.request("/api/profile", { cookie, headers: { origin: "http://evil.test" } })).status).toBe(200);
    });
  });

  it("finding 9: sends Permissions-Policy and keeps the other headers", async () => {
    for (const path of ["/api/health", "/some/page"]) {
      const response = await server.request(path);
      const policy = response.headers.get("permissions-policy") ?? "";
      for (const feature of ["camera=()", "geolocation=()", "microphone=(self)", "payment=()", "usb=()"]) expect(policy).toContain(feature);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
  });
});
