import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadOrCreateAuthSecret } from "./auth-secret.js";
import { loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("needs nothing: port 3000, .data, PGlite, outbox mail, generated secret", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.databaseUrl).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.authSecret).toBeNull();
    expect(config.authRateLimitFactor).toBe(1);
    expect(config.testHooks).toBe(false);
    expect(config.trustedOrigins).toEqual(["http://127.0.0.1:3000"]);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/wellspring",
      DATABASE_URL: "postgres://db/wellspring",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "Team <team@example.org>",
      APP_URL: "https://wellspring.example.org/",
      BETTER_AUTH_SECRET: "s".repeat(40),
      AUTH_RATE_LIMIT_FACTOR: "100",
      CLIENT_IP_HEADER: "X-Real-IP",
      TRUSTED_ORIGINS: "http://a.test, http://b.test/",
      GUIDE_BASE_URL: "http://llm/v1",
      GUIDE_API_KEY: "k",
      GUIDE_MODEL: "m",
      GUIDE_TIMEOUT_MS: "5000",
      SPOTIFY_CLIENT_ID: "id",
      SPOTIFY_CLIENT_SECRET: "secret",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/wellspring",
      databaseUrl: "postgres://db/wellspring",
      smtpUrl: "smtp://mail:25",
      mailFrom: "Team <team@example.org>",
      appUrl: "https://wellspring.example.org",
      authSecret: "s".repeat(40),
      authRateLimitFactor: 100,
      clientIpHeader: "x-real-ip",
      trustedOrigins: ["http://a.test", "http://b.test"],
      guide: { baseUrl: "http://llm/v1", apiKey: "k", model: "m", timeoutMs: 5000 },
      spotify: { clientId: "id", clientSecret: "secret" },
    });
  });

  it("refuses nonsense and test hooks in production", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_URL: "not a url" })).toThrow(/APP_URL/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_FACTOR: "0" })).toThrow(/AUTH_RATE_LIMIT_FACTOR/);
    expect(() => loadConfig({ WELLSPRING_TEST_HOOKS: "1", NODE_ENV: "production" })).toThrow(/WELLSPRING_TEST_HOOKS/);
    expect(loadConfig({ WELLSPRING_TEST_HOOKS: "1" }).testHooks).toBe(true);
  });
});

describe("loadOrCreateAuthSecret", () => {
  it("generates a secret once, keeps it with mode 0600 and reuses it", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "ws-secret-")), "nested");
    const first = loadOrCreateAuthSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(loadOrCreateAuthSecret(dir)).toBe(first);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first);
  });

  it("replaces a stored secret that is too short to be safe", () => {
    const dir = mkdtempSync(join(tmpdir(), "ws-secret-"));
    writeFileSync(join(dir, "auth-secret"), "short", { mode: 0o644 });
    const secret = loadOrCreateAuthSecret(dir);
    expect(secret).not.toBe("short");
    expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  });
});
