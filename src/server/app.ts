// The HTTP application: security headers, body limits, JSON errors, better-auth at /api/auth,
// the feature routes under /api, and the built web app with a single-page-app fallback.
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { AUTH_MESSAGES } from "@core/auth-rules";
import { API_MESSAGES } from "@core/errors";
import { createGuide, type Guide } from "../guide/index.js";
import type { Auth } from "./auth/index.js";
import { RESET_REQUEST_FLOOR_MS } from "./auth/reset-mail.js";
import { stripSessionTokens } from "./auth/strip-tokens.js";
import type { Database } from "./db/client.js";
import { apiAnswers } from "./http/api-answers.js";
import { contentSecurityPolicy } from "./http/csp.js";
import { apiError, handleError, type ErrorLogger } from "./http/errors.js";
import { withClientIp, type MaybeNodeBindings } from "./http/client-ip.js";
import { mountWebApp } from "./http/web-app.js";
import { apiRequestGuards } from "./http/request-guards.js";
import type { Mailer } from "./mail/types.js";
import type { MusicProvider } from "../music/index.js";
import { accountRoutes } from "./routes/account.js";
import { bibleRoutes } from "./routes/bible.js";
import { conversationRoutes } from "./routes/conversation.js";
import { conversationStreamRoutes } from "./routes/conversation-stream.js";
import { dailyPlanRoutes } from "./routes/daily-plan.js";
import { groupRoutes } from "./routes/groups.js";
import { journalRoutes } from "./routes/journal.js";
import { profileRoutes } from "./routes/profile.js";
import { testHookRoutes } from "./routes/test-hooks.js";
import { eventRoutes } from "./realtime/stream.js";

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The realtime event stream (mounted below at /events). */
const EVENT_STREAM_PATH = "/api/events";

export interface AppDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  /** The guidance engine; omitted → the embedded offline guide. */
  guide?: Guide;
  /** Song details for the worship playlist; omitted → the bundled catalogue. */
  music?: MusicProvider;
  /** The clock (tests inject one to pin "today"); omitted → the real time. */
  now?: () => Date;
  logger?: ErrorLogger;
  /** The public origin (APP_URL), for absolute links such as the sitemap's. */
  appUrl?: string | null;
  /** Directory of the built web app (index.html + assets/); omitted or missing → API only. */
  webRoot?: string | null;
  /** Header a trusted reverse proxy sets to the client address; null → the socket address. */
  clientIpHeader?: string | null;
  /** Mounts /api/test/* (never in production; config.ts refuses it there). */
  testHooks?: boolean;
}

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
    .route("/journal", journalRoutes(deps))
    .route("/conversation", conversationRoutes(deps))
    .route("/conversation", conversationStreamRoutes(deps))
    .route("/daily-plan", dailyPlanRoutes(deps))
    .route("/groups", groupRoutes(deps))
    .route("/events", eventRoutes(deps));
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
      contentSecurityPolicy: contentSecurityPolicy(deps.webRoot ?? null),
      xContentTypeOptions: "nosniff",
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: false, // set by the TLS-terminating proxy, which knows if HTTPS is on
      crossOriginEmbedderPolicy: false,
      // Nothing here needs these devices; the microphone stays available to our own pages (voice input).
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );

  // Every API answer but the event stream (which writes its own headers straight to the socket on
  // Node): no-store unless the route says otherwise, gzip above 1 KB. Then, for requests with a
  // body: the size limit, NUL never reaching PostgreSQL (it would be a 500), and Origin on the
  // app's own state-changing routes (better-auth checks Origin on its routes itself).
  app.use("/api/*", apiAnswers({ untouchedPath: EVENT_STREAM_PATH }));
  app.use(
    "/api/*",
    apiRequestGuards({
      bodyLimitBytes: BODY_LIMIT_BYTES,
      trustedOrigins: trustedOriginsOf(deps.auth),
      isAuthRoute: (path) => path.startsWith("/api/auth/"),
    }),
  );

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

  mountWebApp(app, { webRoot: deps.webRoot ?? null, appUrl: deps.appUrl });

  app.onError(handleError(logger));
  app.notFound((c) => apiError(c, 404, "not_found", API_MESSAGES.notFound));
  return app;
}
