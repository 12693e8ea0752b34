// Findings 5 and 8 of the hardening probe: reset mail is capped per recipient (not only per client
// address), a reset request answers alike for known and unknown addresses (the mail is sent off the
// request path and the answer waits a fixed floor), and sign-up attempts are limited per target email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { AUTH_MESSAGES, mapSignUpError } from "../../src/core/auth-rules.js";
import { createApp } from "../../src/server/app.js";
import { authBackgroundOf, createAuth } from "../../src/server/auth/index.js";
import { RESET_MAIL_PER_RECIPIENT, RESET_REQUEST_FLOOR_MS } from "../../src/server/auth/reset-mail.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { mailOutbox } from "../../src/server/db/schema.js";
import type { Mailer, MailMessage } from "../../src/server/mail/types.js";
import { databaseTargets } from "./support/databases.js";
import { APP_URL, createTestServer, freshIp, uniqueEmail, type TestServer } from "./support/server.js";

const quiet = { info() {}, error: (message: string, error?: unknown) => console.error(message, error ?? "") };

describe.each(databaseTargets())("reset and sign-up limits on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const requestReset = (email: string) =>
    server.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" }, ip: freshIp() });

  it("finding 5: sends at most 3 reset mails an hour to one address, whatever the client addresses, with the same answer", async () => {
    const email = uniqueEmail("flooded");
    await server.signUp(email);
    const bodies: string[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await requestReset(email);
      expect(response.status).toBe(200);
      bodies.push(await response.text());
    }
    await authBackgroundOf(server.auth).settle();
    expect(new Set(bodies).size).toBe(1);
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(RESET_MAIL_PER_RECIPIENT).toBe(3);
    expect(mails).toHaveLength(3);
  });

  it("finding 8: answers a reset request for a known address before its mail is sent, and never faster than the floor", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: MailMessage[] = [];
    const gatedMailer: Mailer = {
      kind: "outbox",
      async send(message) {
        await gate;
        sent.push(message);
      },
      async flush() {},
    };
    const auth = createAuth({
      db: handle.db,
      mailer: gatedMailer,
      secret: "integration-test-secret-0123456789abcdef",
      appUrl: APP_URL,
      log: quiet,
    });
    const app = createApp({ db: handle.db, auth, mailer: gatedMailer, logger: quiet });
    const known = uniqueEmail("timing-known");
    await server.signUp(known);
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await app.request(
        "/api/auth/request-password-reset",
        {
          method: "POST",
          headers: { origin: APP_URL, "content-type": "application/json" },
          body: JSON.stringify({ email, redirectTo: "/reset-password" }),
        },
        { incoming: { socket: { remoteAddress: freshIp() } } },
      );
      return { elapsed: performance.now() - started, status: response.status, body: await response.text() };
    };
    const forKnown = await ask(known);
    // The answer came while the mail was still held at the gate: sending is off the request path.
    expect(sent).toHaveLength(0);
    const forUnknown = await ask(uniqueEmail("timing-unknown"));
    expect(forKnown.status).toBe(200);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(forKnown.elapsed).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 5);
    expect(forUnknown.elapsed).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 5);
    release();
    await authBackgroundOf(auth).settle();
    expect(sent.map((mail) => mail.to)).toEqual([known]);
  });

  it("finding 8: limits sign-up attempts per target email (5 an hour) from any addresses, keeping the spec's message", async () => {
    const email = uniqueEmail("probed");
    expect((await server.signUp(email, "Quiet-River-42", freshIp())).response.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const { response, body } = await server.signUp(email, "Quiet-River-42", freshIp());
      expect(mapSignUpError({ ...body, status: response.status })).toBe("This email is already registered. Please sign in instead.");
    }
    const limited = await server.signUp(email, "Quiet-River-42", freshIp());
    expect(limited.response.status).toBe(429);
    expect(limited.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    // Another email from the same kind of fresh address is unaffected.
    expect((await server.signUp(uniqueEmail("fresh"), "Quiet-River-42", freshIp())).response.status).toBe(200);
  });
});
