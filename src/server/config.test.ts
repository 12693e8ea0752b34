import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadOrCreateAuthSecret } from "./auth-secret.js";
import { guideConfigFromEnv, loadConfig } from "./config.js";

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
      GUIDE_STRUCTURED_OUTPUTS: "1",
      WEB_ROOT: "/srv/web",
      WELLSPRING_TEST_HOOKS: "0",
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
      guide: { llm: { baseURL: "http://llm/v1", apiKey: "k", model: "m", timeoutMs: 5000, structuredOutputs: true } },
      webRoot: "/srv/web",
      testHooks: false,
    });
  });

  it("treats blank values as unset and uses the embedded guide without GUIDE_*", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "  ", GUIDE_TIMEOUT_MS: "" });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.guide).toEqual({});
  });

  it("stops on a bad value, naming the variable, the expected form and the value given", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT must be a port number from 1 to 65535, e\.g\. 3000, got "eighty"/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ APP_URL: "not a url" })).toThrow(/APP_URL must be an absolute http\(s\) URL/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_FACTOR: "0" })).toThrow(/AUTH_RATE_LIMIT_FACTOR must be a positive number/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/x" })).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL must be an SMTP URL/);
    expect(() => loadConfig({ BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: "http://ok.test, nope" })).toThrow(/TRUSTED_ORIGINS must be comma-separated/);
    expect(() => loadConfig({ CLIENT_IP_HEADER: "x real ip" })).toThrow(/CLIENT_IP_HEADER must be an HTTP header name/);
    expect(() => loadConfig({ WELLSPRING_TEST_HOOKS: "maybe" })).toThrow(/WELLSPRING_TEST_HOOKS must be 1 or 0/);
    expect(() => loadConfig({ GUIDE_TIMEOUT_MS: "-5" })).toThrow(/GUIDE_TIMEOUT_MS must be a positive number of milliseconds/);
    expect(() => loadConfig({ GUIDE_BASE_URL: "http://llm/v1" })).toThrow(/GUIDE_BASE_URL and GUIDE_MODEL must be set together/);
    // Every problem at once, so one restart fixes them all.
    expect(() => loadConfig({ PORT: "x", APP_URL: "y" })).toThrow(/PORT must be .*; APP_URL must be/);
    expect(() => loadConfig({ WELLSPRING_TEST_HOOKS: "1", NODE_ENV: "production" })).toThrow(/WELLSPRING_TEST_HOOKS/);
    expect(loadConfig({ WELLSPRING_TEST_HOOKS: "1" }).testHooks).toBe(true);
  });
});

describe("guideConfigFromEnv", () => {
  it("reads only the guide's variables (the guide CLI needs nothing else)", () => {
    expect(guideConfigFromEnv({ PORT: "not checked here" })).toEqual({});
    expect(guideConfigFromEnv({ GUIDE_BASE_URL: "http://llm/v1", GUIDE_MODEL: "m" })).toEqual({
      llm: { baseURL: "http://llm/v1", model: "m", apiKey: undefined, timeoutMs: 20_000, structuredOutputs: false },
    });
    expect(() => guideConfigFromEnv({ GUIDE_BASE_URL: "llm", GUIDE_MODEL: "m" })).toThrow(
      /GUIDE_BASE_URL must be an OpenAI-compatible base URL/,
    );
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
