import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.js";
import { profiles } from "../db/schema.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";

describe.each(databaseTargets())("profile API on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
    const a = await server.signUp(uniqueEmail("alice"));
    const b = await server.signUp(uniqueEmail("bob"));
    alice = { cookie: a.cookie, id: a.body.user.id };
    bob = { cookie: b.cookie, id: b.body.user.id };
  });
  afterAll(async () => {
    await handle?.close();
  });

  const patch = (cookie: string | undefined, json: unknown) => server.request("/api/profile", { method: "PATCH", cookie, json });

  async function expectError(response: Response, status: number, code: string, messagePattern?: RegExp) {
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe("string");
    if (messagePattern) expect(body.error.message).toMatch(messagePattern);
  }

  it("returns the new member's default profile", async () => {
    const response = await server.request("/api/profile", { cookie: alice.cookie });
    expect(response.status).toBe(200);
    const { profile } = await response.json();
    expect(profile).toEqual({
      id: alice.id,
      first_name: null,
      last_name: null,
      favorite_artists: [],
      denomination: null,
      bible_version: null,
      music_preference: null,
      communication_style: null,
      theme_preference: "earth",
      onboarding_completed: false,
      updated_at: expect.any(String),
    });
  });

  it("updates any subset of fields and normalises names and artists", async () => {
    const response = await patch(alice.cookie, {
      first_name: "  Grace ",
      last_name: "Hopper",
      favorite_artists: ["Hillsong Worship", " hillsong worship ", "CeCe Winans"],
      denomination: "Methodist",
      bible_version: "KJV",
      music_preference: "Gospel Choir (Traditional)",
      communication_style: "Gentle",
      theme_preference: "ocean",
      onboarding_completed: true,
    });
    expect(response.status).toBe(200);
    const { profile } = await response.json();
    expect(profile).toMatchObject({
      id: alice.id,
      first_name: "Grace",
      last_name: "Hopper",
      favorite_artists: ["Hillsong Worship", "CeCe Winans"],
      denomination: "Methodist",
      bible_version: "KJV",
      music_preference: "Gospel Choir (Traditional)",
      communication_style: "Gentle",
      theme_preference: "ocean",
      onboarding_completed: true,
    });
    const onlyTheme = await patch(alice.cookie, { theme_preference: "dawn" });
    expect((await onlyTheme.json()).profile).toMatchObject({ first_name: "Grace", theme_preference: "dawn" });
    const reread = await (await server.request("/api/profile", { cookie: alice.cookie })).json();
    expect(reread.profile).toMatchObject({ first_name: "Grace", theme_preference: "dawn", denomination: "Methodist" });
    const cleared = await patch(alice.cookie, { denomination: null, first_name: "" });
    expect((await cleared.json()).profile).toMatchObject({ denomination: null, first_name: null });
  });

  it("refuses visitors with 401", async () => {
    await expectError(await server.request("/api/profile"), 401, "unauthorized");
    await expectError(await patch(undefined, { first_name: "Eve" }), 401, "unauthorized");
    await expectError(await server.request("/api/profile", { cookie: "better-auth.session_token=forged.value" }), 401, "unauthorized");
  });

  it.each([
    ["an unknown denomination", { denomination: "Jedi" }, /denomination/],
    ["an unknown Bible version", { bible_version: "XYZ" }, /bible_version/],
    ["an unknown music style", { music_preference: "Polka" }, /music_preference/],
    ["an unknown guidance style", { communication_style: "Harsh" }, /communication_style/],
    ["an unknown theme", { theme_preference: "neon" }, /theme_preference/],
    ["an unknown field", { favorite_colour: "blue" }, /favorite_colour/],
    ["another member's id", { id: "someone-else" }, /id/],
    ["a first name over 100 characters", { first_name: "x".repeat(101) }, /first_name/],
    ["an artist name over 100 characters", { favorite_artists: ["x".repeat(101)] }, /favorite_artists/],
    ["a blank artist name", { favorite_artists: ["  "] }, /favorite_artists/],
    ["more than 100 artists", { favorite_artists: Array.from({ length: 101 }, (_, i) => `Artist ${i}`) }, /favorite_artists/],
    ["a string for onboarding_completed", { onboarding_completed: "yes" }, /onboarding_completed/],
    ["a number for first_name", { first_name: 42 }, /first_name/],
    ["a string for favorite_artists", { favorite_artists: "Hillsong" }, /favorite_artists/],
    ["an empty update", {}, /at least one/],
    ["an array body", [], /.+/],
  ])("refuses %s with 400 invalid_input naming the field, writing nothing", async (_label, body, pattern) => {
    const before = await handle.db.select().from(profiles).where(eq(profiles.id, bob.id));
    await expectError(await patch(bob.cookie, body), 400, "invalid_input", pattern);
    expect(await handle.db.select().from(profiles).where(eq(profiles.id, bob.id))).toEqual(before);
  });

  it("refuses malformed JSON and non-JSON bodies with 400 invalid_json", async () => {
    const malformed = await server.request("/api/profile", {
      method: "PATCH",
      cookie: bob.cookie,
      body: '{"first_name": ',
      headers: { "content-type": "application/json" },
    });
    await expectError(malformed, 400, "invalid_json");
    const text = await server.request("/api/profile", {
      method: "PATCH",
      cookie: bob.cookie,
      body: "first_name=Bob",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await expectError(text, 400, "invalid_json");
  });

  it("refuses a body over 1 MB with 413", async () => {
    const huge = JSON.stringify({ first_name: "x".repeat(1024 * 1024 + 10) });
    const response = await server.request("/api/profile", {
      method: "PATCH",
      cookie: bob.cookie,
      body: huge,
      headers: { "content-type": "application/json" },
    });
    await expectError(response, 413, "payload_too_large");
  });

  it("never lets one member read or write another's profile", async () => {
    await patch(bob.cookie, { first_name: "Bob", theme_preference: "ocean" });
    await patch(alice.cookie, { first_name: "Alice" });
    const aliceView = (await (await server.request("/api/profile", { cookie: alice.cookie })).json()).profile;
    const bobView = (await (await server.request("/api/profile", { cookie: bob.cookie })).json()).profile;
    expect(aliceView.id).toBe(alice.id);
    expect(aliceView.first_name).toBe("Alice");
    expect(bobView.id).toBe(bob.id);
    expect(bobView.first_name).toBe("Bob");
    // Query strings and body ids are not a way in either.
    const sneaky = await server.request(`/api/profile?id=${bob.id}`, { cookie: alice.cookie });
    expect((await sneaky.json()).profile.id).toBe(alice.id);
    await expectError(await patch(alice.cookie, { id: bob.id, first_name: "Mallory" }), 400, "invalid_input");
    const [bobRow] = await handle.db.select().from(profiles).where(eq(profiles.id, bob.id));
    expect(bobRow.firstName).toBe("Bob");
  });

  it("creates a missing profile row on first read", async () => {
    const { cookie, body } = await server.signUp(uniqueEmail("orphan"));
    await handle.db.delete(profiles).where(eq(profiles.id, body.user.id));
    const response = await server.request("/api/profile", { cookie });
    expect(response.status).toBe(200);
    expect((await response.json()).profile.id).toBe(body.user.id);
  });
});
