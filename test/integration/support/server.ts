// A whole Wellspring server on a test database, driven in-process through app.request(), with a
// tiny cookie jar per member and a chosen client IP (the socket address the rate limits see).
import { createApp, type AppDeps } from "../../../src/server/app.js";
import { authBackgroundOf, createAuth } from "../../../src/server/auth/index.js";
import type { DatabaseHandle } from "../../../src/server/db/client.js";
import { createOutboxMailer } from "../../../src/server/mail/outbox-mailer.js";

export const APP_URL = "http://wellspring.test";

// Server errors (5xx) still print, so a failing test shows why; routine info stays quiet.
const quiet = { info() {}, error: (message: string, error?: unknown) => console.error(message, error ?? "") };

export type TestServer = ReturnType<typeof createTestServer>;

let ipCounter = 0;
/** A fresh client address, so unrelated tests never share a per-IP rate-limit bucket. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** What better-auth's sign-up/sign-in endpoints answer: a user on success, a message on failure. */
export interface AuthResponseBody {
  token?: string | null;
  user: { id: string; email: string };
  /** Set instead of a session when the account has two-factor authentication on. */
  twoFactorRedirect?: boolean;
  message?: string;
  code?: string;
  [field: string]: unknown;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  cookie?: string;
  ip?: string;
}

export interface TestServerOptions {
  testHooks?: boolean;
  appUrl?: string;
  webRoot?: string;
  /** Swapped providers or a pinned clock for one test file (e.g. the daily plan's "today"). */
  deps?: Partial<Pick<AppDeps, "guide" | "music" | "now">>;
}

export function createTestServer(handle: DatabaseHandle, options: TestServerOptions = {}) {
  const appUrl = options.appUrl ?? APP_URL;
  const mailer = createOutboxMailer(handle.db, quiet);
  const auth = createAuth({ db: handle.db, mailer, secret: "integration-test-secret-0123456789abcdef", appUrl, log: quiet });
  const app = createApp({
    ...options.deps,
    db: handle.db,
    auth,
    mailer,
    logger: quiet,
    testHooks: options.testHooks ?? false,
    webRoot: options.webRoot,
    appUrl,
  });

  async function request(path: string, opts: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: appUrl, ...opts.headers };
    let body: string | undefined = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers["content-type"] ??= "application/json";
    }
    if (opts.cookie) headers.cookie = opts.cookie;
    // An empty value means "send no such header" (e.g. { origin: "" } for a request without Origin).
    for (const [name, value] of Object.entries(headers)) if (value === "") delete headers[name];
    const env = { incoming: { socket: { remoteAddress: opts.ip ?? freshIp() } } };
    return app.request(path, { method: opts.method ?? (body === undefined ? "GET" : "POST"), headers, body }, env);
  }

  /** The session cookie(s) a response sets, as a Cookie request header. */
  function cookieFrom(response: Response): string {
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  async function signUp(email: string, password = "Quiet-River-42", ip?: string) {
    const response = await request("/api/auth/sign-up/email", { json: { email, password }, ip });
    return { response, cookie: cookieFrom(response), body: (await response.json()) as AuthResponseBody };
  }

  async function signIn(email: string, password = "Quiet-River-42", ip?: string) {
    const response = await request("/api/auth/sign-in/email", { json: { email, password }, ip });
    return { response, cookie: cookieFrom(response), body: (await response.json()) as AuthResponseBody };
  }

  /** Waits for mail the server sends in the background (reset mail goes out off the request path). */
  const settleMail = () => authBackgroundOf(auth).settle();

  return { app, auth, db: handle.db, request, signUp, signIn, cookieFrom, settleMail };
}

let emailCounter = 0;
export function uniqueEmail(label = "member"): string {
  emailCounter += 1;
  return `${label}-${Date.now().toString(36)}-${emailCounter}@example.com`;
}
