// The HTTP application: security headers, body limits, JSON errors, better-auth at /api/auth,
// the feature routes under /api, and the built web app with a single-page-app fallback.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { serveStatic } from "@hono/node-server/serve-static";
import { AUTH_MESSAGES } from "@core/auth-rules";
import { API_MESSAGES } from "@core/errors";
import { createGuide, type Guide } from "../guide/index.js";
import type { Auth } from "./auth/index.js";
import { RESET_REQUEST_FLOOR_MS } from "./auth/reset-mail.js";
import { stripSessionTokens } from "./auth/strip-tokens.js";
import type { Database } from "./db/client.js";
import { apiError, handleError, type ErrorLogger } from "./http/errors.js";
import { withClientIp, type MaybeNodeBindings } from "./http/client-ip.js";
import { refuseNulBodies, requireTrustedOrigin } from "./http/request-guards.js";
import type { Mailer } from "./mail/types.js";
import { accountRoutes } from "./routes/account.js";
import { bibleRoutes } from "./routes/bible.js";
import { journalRoutes } from "./routes/journal.js";
import { profileRoutes } from "./routes/profile.js";
import { testHookRoutes } from "./routes/test-hooks.js";

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  /** The guidance engine; omitted → the embedded offline guide. */
  guide?: Guide;
  logger?: ErrorLogger;
  /** Directory of the built web app (index.html + assets/); omitted or missing → API only. */
  webRoot?: string | null;
  /** Header a trusted reverse proxy sets to the client address; null → the socket address. */
  clientIpHeader?: string | null;
  /** Mounts /api/test/* (never in production; config.ts refuses it there). */
  testHooks?: boolean;
}

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", "data:"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const PERMISSIONS_POLICY = {
  camera: [],
  geolocation: [],
  microphone: ["self"],
  payment: [],
  usb: [],
  serial: [],
  bluetooth: [],
  hid: [],
  midi: [],
  magnetometer: [],
  gyroscope: [],
  accelerometer: [],
  displayCapture: [],
  fullscreen: ["self"],
};

/** The origins a browser page may call us from: the app's own and the configured extra ones. */
function trustedOriginsOf(auth: Auth): string[] {
  const configured = auth.options.trustedOrigins;
  return [auth.options.baseURL ?? "", ...(Array.isArray(configured) ? configured : [])].filter(Boolean) as string[];
}

/** What every feature route may use: the app's dependencies with the guide resolved. */
export type RouteDeps = AppDeps & { guide: Guide };

/** The typed API surface (routes the web calls through hono's `hc` client). */
function apiRoutes(deps: RouteDeps) {
  return new Hono()
    .get("/health", (c) => c.json({ status: "ok" as const }))
    .route("/profile", profileRoutes(deps))
    .route("/account", accountRoutes(deps))
    .route("/bible", bibleRoutes())
    .route("/journal", journalRoutes(deps));
}

export type AppType = ReturnType<typeof apiRoutes>;

/** better-auth's own 429 body is generic; members get the same clear message everywhere. */
async function withFriendlyRateLimit(response: Response): Promise<Response> {
  if (response.status !== 429) return response;
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify({ code: "too_many_attempts", message: AUTH_MESSAGES.tooManyAttempts }), {
    status: 429,
    headers,
  });
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? console;
  const app = new Hono<MaybeNodeBindings>();

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      xContentTypeOptions: "nosniff",
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: false, // set by the TLS-terminating proxy, which knows if HTTPS is on
      crossOriginEmbedderPolicy: false,
      // Nothing here needs these devices; the microphone stays available to our own pages (voice input).
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );

  app.use(
    "/api/*",
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => apiError(c, 413, "payload_too_large", `${API_MESSAGES.payloadTooLarge} The limit is 1 MB.`),
    }),
  );

  // Before better-auth and every route: NUL never reaches PostgreSQL (it would be a 500).
  app.use("/api/*", refuseNulBodies());
  // better-auth checks Origin on its own routes; the app's own state-changing routes are checked here.
  const originGuard = requireTrustedOrigin(trustedOriginsOf(deps.auth));
  app.use("/api/*", async (c, next) => (c.req.path.startsWith("/api/auth/") ? next() : originGuard(c, next)));

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const started = Date.now();
    const response = await deps.auth.handler(withClientIp(c, deps.clientIpHeader ?? null));
    // A reset request answers no faster than a fixed floor, whether or not the address has an
    // account (its mail goes out in the background), so timing does not reveal members.
    if (c.req.path === "/api/auth/request-password-reset") await sleep(RESET_REQUEST_FLOOR_MS - (Date.now() - started));
    return withFriendlyRateLimit(await stripSessionTokens(response));
  });

  app.route("/api", apiRoutes({ ...deps, guide: deps.guide ?? createGuide({}) }));
  if (deps.testHooks) app.route("/api/test", testHookRoutes(deps));

  app.all("/api/*", (c) => apiError(c, 404, "not_found", `No API route for ${c.req.method} ${c.req.path}`));

  mountWebApp(app, deps.webRoot ?? null);

  app.onError(handleError(logger));
  app.notFound((c) => apiError(c, 404, "not_found", API_MESSAGES.notFound));
  return app;
}

function mountWebApp(app: Hono<MaybeNodeBindings>, webRoot: string | null) {
  const indexPath = webRoot ? join(webRoot, "index.html") : null;
  if (!webRoot || !indexPath || !existsSync(indexPath)) {
    app.get("*", (c) => c.text("The web app is not built yet. Run `npm start` (or `npx vite build`).", 503));
    return;
  }
  // Hashed file names under /assets never change content, so browsers may keep them for a year.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("cache-control", "public, max-age=31536000, immutable");
  });
  // The app shell (index.html) must always be revalidated so a new deploy is picked up.
  app.use("*", async (c, next) => {
    await next();
    if (c.res.headers.get("content-type")?.startsWith("text/html")) c.header("cache-control", "no-cache");
  });
  app.use("*", serveStatic({ root: webRoot }));
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // Any other GET is a client-side route: answer with the app shell, never cached.
  const indexHtml = readFileSync(indexPath, "utf8");
  app.get("*", (c) => c.html(indexHtml));
}
