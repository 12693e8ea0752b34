import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, mapSignInError } from "../../src/core/auth-rules.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { databaseTargets } from "./support/databases.js";
import { createTestServer, freshIp, uniqueEmail, type TestServer } from "./support/server.js";

describe.each(databaseTargets())("rate limits on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("limits sign-in attempts per IP (10 a minute) with a clear message", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await server.signIn(uniqueEmail("guess"), "Quiet-River-42", ip)).response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const limited = await server.signIn(uniqueEmail("guess"), "Quiet-River-42", ip);
    expect(limited.response.status).toBe(429);
    expect(limited.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(mapSignInError({ ...limited.body, status: 429 })).toBe("Too many attempts. Please wait a few minutes and try again.");
    // Another address is unaffected.
    expect((await server.signIn(uniqueEmail("guess"), "Quiet-River-42", freshIp())).response.status).toBe(401);
  });

  it("limits sign-ups per IP (10 an hour)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await server.signUp(uniqueEmail("bulk"), "Quiet-River-42", ip)).response.status).toBe(200);
    const limited = await server.signUp(uniqueEmail("bulk"), "Quiet-River-42", ip);
    expect(limited.response.status).toBe(429);
    expect(limited.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it("limits password-reset requests per IP (5 per 15 minutes)", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await server.request("/api/auth/request-password-reset", {
        json: { email: uniqueEmail("reset"), redirectTo: "/reset-password" },
        ip,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("locks one account after 10 failed sign-ins from any addresses, even for the right password", async () => {
    const email = uniqueEmail("target");
    await server.signUp(email);
    for (let i = 0; i < 10; i++) {
      expect((await server.signIn(email, `Wrong-Guess-${i}`, freshIp())).response.status).toBe(401);
    }
    const locked = await server.signIn(email, "Quiet-River-42", freshIp());
    expect(locked.response.status).toBe(429);
    expect(locked.body.message).toBe("Too many attempts. Please wait a few minutes and try again.");
    // Other accounts are not affected.
    const other = uniqueEmail("bystander");
    await server.signUp(other);
    expect((await server.signIn(other, "Quiet-River-42", freshIp())).response.status).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const email = uniqueEmail("forgetful");
    await server.signUp(email);
    for (let i = 0; i < 9; i++) await server.signIn(email, `Wrong-Guess-${i}`, freshIp());
    expect((await server.signIn(email, "Quiet-River-42", freshIp())).response.status).toBe(200);
    for (let i = 0; i < 9; i++) await server.signIn(email, `Wrong-Guess-${i}`, freshIp());
    expect((await server.signIn(email, "Quiet-River-42", freshIp())).response.status).toBe(200);
  });
});
