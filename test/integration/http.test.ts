import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { databaseTargets } from "./support/databases.js";
import { createTestServer, type TestServer } from "./support/server.js";

describe.each(databaseTargets())("HTTP behaviour on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("answers the health check", async () => {
    const response = await server.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("sends the security headers on API and page responses", async () => {
    for (const path of ["/api/health", "/some/page"]) {
      const response = await server.request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("answers unknown /api routes with a JSON 404", async () => {
    for (const [method, path] of [
      ["GET", "/api/does-not-exist"],
      ["POST", "/api/profile/extra"],
      ["DELETE", "/api/profile"],
    ]) {
      const response = await server.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect((await response.json()).error.code).toBe("not_found");
    }
  });

  it("does not mount the test-only outbox unless asked", async () => {
    const response = await server.request("/api/test/outbox?to=a@example.com");
    expect(response.status).toBe(404);
  });

  it("ignores a client-sent client-address header", async () => {
    // Ten sign-ins are allowed per address per minute; a forged header must not reset the count.
    const ip = "10.250.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await server.request("/api/auth/sign-in/email", {
        json: { email: `forger-${i}@example.com`, password: "Quiet-River-42" },
        ip,
        headers: { "x-wellspring-client-ip": `192.0.2.${i}`, "x-forwarded-for": `198.51.100.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe.each(databaseTargets())("serving the web app on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    handle = await target.open();
    const webRoot = mkdtempSync(join(tmpdir(), "ws-web-"));
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Wellspring shell</title>");
    writeFileSync(join(webRoot, "assets", "app-abc123.js"), "console.log('app')");
    server = createTestServer(handle, { webRoot });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("serves hashed assets with a long cache", async () => {
    const response = await server.request("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("console.log('app')");
    expect(response.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect((await server.request("/assets/missing.js")).status).toBe(404);
  });

  it("answers client-side routes with the app shell, never cached", async () => {
    for (const path of ["/", "/login", "/groups/123", "/reset-password?token=abc"]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("Wellspring shell");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("keeps unknown API routes as JSON 404s", async () => {
    const response = await server.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});
