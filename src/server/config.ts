// The one place the server reads its environment, validated with Zod: a bad value stops start-up
// with a message naming the variable and the form it expects. Everything else receives a Config.
// The guide's variables (GUIDE_*) are read here too; `.env.example` documents every variable.
import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_LLM_TIMEOUT_MS, type GuideConfig } from "../guide/config.js";

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
  /** The guide's model endpoint; without GUIDE_BASE_URL and GUIDE_MODEL, the embedded guide. */
  guide: GuideConfig;
  /** Spotify client credentials for album art and links; null → the bundled catalogue. */
  spotify: { clientId: string; clientSecret: string } | null;
  webRoot: string;
}

type Env = Record<string, string | undefined>;

/** A start-up configuration mistake: the message names the variable and the expected form. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

// Blank values count as unset, so `VAR=` in a .env file means "use the default".
const unsetIfBlank = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfBlank, schema.optional());

const isUrl = (protocols: string[]) => (value: string) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const url = (protocols: string[], expected: string) => z.string().refine(isUrl(protocols), { message: expected });
const positiveNumber = (expected: string) =>
  z
    .string()
    .refine((value) => Number.isFinite(Number(value)) && Number(value) > 0, { message: expected })
    .transform(Number);
const flag = (expected: string) =>
  z.enum(["1", "0", "true", "false", "yes", "no"], { message: expected }).transform((v) => ["1", "true", "yes"].includes(v));

const EnvSchema = z.object({
  PORT: optional(
    z
      .string()
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, { message: "a port number from 1 to 65535, e.g. 3000" })
      .transform(Number),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(url(["postgres:", "postgresql:"], "a PostgreSQL URL, e.g. postgres://user:password@host:5432/wellspring")),
  SMTP_URL: optional(url(["smtp:", "smtps:"], "an SMTP URL, e.g. smtps://user:password@smtp.example.org:465")),
  MAIL_FROM: optional(z.string()),
  APP_URL: optional(url(["http:", "https:"], "an absolute http(s) URL, e.g. https://wellspring.example.org")),
  TRUSTED_ORIGINS: optional(
    z.string().refine((v) => v.split(",").every((origin) => !origin.trim() || isUrl(["http:", "https:"])(origin.trim())), {
      message: "comma-separated http(s) origins, e.g. http://127.0.0.1:5173,https://app.example.org",
    }),
  ),
  BETTER_AUTH_SECRET: optional(z.string().min(32, { message: "at least 32 characters, e.g. the output of `openssl rand -base64 32`" })),
  AUTH_RATE_LIMIT_FACTOR: optional(positiveNumber("a positive number, e.g. 1 (production) or 100 (end-to-end tests)")),
  CLIENT_IP_HEADER: optional(z.string().regex(/^[A-Za-z0-9-]+$/, { message: "an HTTP header name, e.g. x-real-ip" })),
  WELLSPRING_TEST_HOOKS: optional(flag("1 or 0 (test runs only)")),
  NODE_ENV: optional(z.string()),
  WEB_ROOT: optional(z.string()),
  GUIDE_BASE_URL: optional(url(["http:", "https:"], "an OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1")),
  GUIDE_API_KEY: optional(z.string()),
  GUIDE_MODEL: optional(z.string()),
  GUIDE_TIMEOUT_MS: optional(positiveNumber("a positive number of milliseconds, e.g. 20000")),
  GUIDE_STRUCTURED_OUTPUTS: optional(flag("1 or 0")),
  SPOTIFY_CLIENT_ID: optional(z.string()),
  SPOTIFY_CLIENT_SECRET: optional(z.string()),
});

type ParsedEnv = z.infer<typeof EnvSchema>;

function parseEnv(env: Env, only?: readonly (keyof ParsedEnv)[]): ParsedEnv {
  const schema = only ? EnvSchema.pick(Object.fromEntries(only.map((key) => [key, true])) as Record<keyof ParsedEnv, true>) : EnvSchema;
  const result = schema.safeParse(env);
  if (result.success) return result.data as ParsedEnv;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} must be ${issue.message}, got "${env[name] ?? ""}"`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
}

function guideFrom(parsed: ParsedEnv): GuideConfig {
  const { GUIDE_BASE_URL: baseURL, GUIDE_MODEL: model } = parsed;
  if (Boolean(baseURL) !== Boolean(model)) {
    throw new ConfigError(
      `Invalid configuration: GUIDE_BASE_URL and GUIDE_MODEL must be set together (got ${baseURL ? "GUIDE_BASE_URL only" : "GUIDE_MODEL only"})`,
    );
  }
  if (!baseURL || !model) return {};
  return {
    llm: {
      baseURL,
      model,
      apiKey: parsed.GUIDE_API_KEY,
      timeoutMs: parsed.GUIDE_TIMEOUT_MS ?? DEFAULT_LLM_TIMEOUT_MS,
      structuredOutputs: parsed.GUIDE_STRUCTURED_OUTPUTS ?? false,
    },
  };
}

function spotifyFrom(parsed: ParsedEnv): Config["spotify"] {
  const { SPOTIFY_CLIENT_ID: clientId, SPOTIFY_CLIENT_SECRET: clientSecret } = parsed;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError(
      `Invalid configuration: SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET must be set together (got ${clientId ? "SPOTIFY_CLIENT_ID only" : "SPOTIFY_CLIENT_SECRET only"})`,
    );
  }
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

const GUIDE_VARIABLES = ["GUIDE_BASE_URL", "GUIDE_API_KEY", "GUIDE_MODEL", "GUIDE_TIMEOUT_MS", "GUIDE_STRUCTURED_OUTPUTS"] as const;

/** Only the guide's variables (for the guide CLI, which needs nothing else). */
export function guideConfigFromEnv(env: Env = process.env): GuideConfig {
  return guideFrom(parseEnv(env, GUIDE_VARIABLES));
}

export function loadConfig(env: Env = process.env): Config {
  const parsed = parseEnv(env);
  const port = parsed.PORT ?? 3000;
  const testHooks = parsed.WELLSPRING_TEST_HOOKS ?? false;
  if (testHooks && parsed.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration: WELLSPRING_TEST_HOOKS must never be enabled with NODE_ENV=production");
  }
  return {
    port,
    host: parsed.HOST ?? "0.0.0.0",
    dataDir: resolve(parsed.DATA_DIR ?? ".data"),
    databaseUrl: parsed.DATABASE_URL ?? null,
    smtpUrl: parsed.SMTP_URL ?? null,
    mailFrom: parsed.MAIL_FROM ?? "Wellspring <no-reply@wellspring.local>",
    appUrl: (parsed.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    trustedOrigins: [
      // With the default APP_URL, a browser on 127.0.0.1 is the same local user as on localhost.
      ...(parsed.APP_URL ? [] : [`http://127.0.0.1:${port}`]),
      ...(parsed.TRUSTED_ORIGINS ?? "")
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    ],
    authSecret: parsed.BETTER_AUTH_SECRET ?? null,
    authRateLimitFactor: parsed.AUTH_RATE_LIMIT_FACTOR ?? 1,
    clientIpHeader: parsed.CLIENT_IP_HEADER?.toLowerCase() ?? null,
    testHooks,
    guide: guideFrom(parsed),
    spotify: spotifyFrom(parsed),
    webRoot: resolve(parsed.WEB_ROOT ?? "dist/web"),
  };
}
