// The one place the server reads its environment. Everything else receives a Config.
import { resolve } from "node:path";

export interface GuideConfig {
  baseUrl: string | null;
  apiKey: string | null;
  model: string | null;
  timeoutMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection URL; null means the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  /** SMTP connection URL (smtp:// or smtps://); null means mail goes to the outbox table and the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Public origin of the app: links in mail, cookie security, trusted origin for auth. */
  appUrl: string;
  /** Extra origins allowed to call the auth API (e.g. a Vite dev server on another port). */
  trustedOrigins: string[];
  /** null means "generate one and keep it in dataDir" (see auth-secret.ts). */
  authSecret: string | null;
  /** Multiplies every auth rate limit; 1 in production, larger for end-to-end test runs. */
  authRateLimitFactor: number;
  /** A header a reverse proxy overwrites with the client address; null means the socket address. */
  clientIpHeader: string | null;
  /** Test-only endpoints (outbox reader); refused when NODE_ENV is production. */
  testHooks: boolean;
  guide: GuideConfig;
  spotify: { clientId: string | null; clientSecret: string | null };
  webRoot: string;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  const port = positiveNumber(env, "PORT", 3000);
  if (!Number.isInteger(port) || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const appUrl = (text(env, "APP_URL") ?? `http://localhost:${port}`).replace(/\/+$/, "");
  try {
    new URL(appUrl);
  } catch {
    throw new Error(`APP_URL must be an absolute URL, got "${appUrl}"`);
  }
  const testHooks = env.WELLSPRING_TEST_HOOKS === "1";
  if (testHooks && env.NODE_ENV === "production") {
    throw new Error("WELLSPRING_TEST_HOOKS must never be enabled with NODE_ENV=production");
  }
  return {
    port,
    host: text(env, "HOST") ?? "0.0.0.0",
    dataDir: resolve(text(env, "DATA_DIR") ?? ".data"),
    databaseUrl: text(env, "DATABASE_URL"),
    smtpUrl: text(env, "SMTP_URL"),
    mailFrom: text(env, "MAIL_FROM") ?? "Wellspring <no-reply@wellspring.local>",
    appUrl,
    trustedOrigins: [
      // With the default APP_URL, a browser on 127.0.0.1 is the same local user as on localhost.
      ...(text(env, "APP_URL") ? [] : [`http://127.0.0.1:${port}`]),
      ...(text(env, "TRUSTED_ORIGINS") ?? "")
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    ],
    authSecret: text(env, "BETTER_AUTH_SECRET"),
    authRateLimitFactor: positiveNumber(env, "AUTH_RATE_LIMIT_FACTOR", 1),
    clientIpHeader: text(env, "CLIENT_IP_HEADER")?.toLowerCase() ?? null,
    testHooks,
    guide: {
      baseUrl: text(env, "GUIDE_BASE_URL"),
      apiKey: text(env, "GUIDE_API_KEY"),
      model: text(env, "GUIDE_MODEL"),
      timeoutMs: positiveNumber(env, "GUIDE_TIMEOUT_MS", 20_000),
    },
    spotify: { clientId: text(env, "SPOTIFY_CLIENT_ID"), clientSecret: text(env, "SPOTIFY_CLIENT_SECRET") },
    webRoot: resolve(text(env, "WEB_ROOT") ?? "dist/web"),
  };
}
