// Accounts: better-auth with email + password, database sessions in HttpOnly cookies, password
// reset by mail, TOTP two-factor (enrolment UI comes later) and rate limits per IP and per account.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, emailProblem, newPasswordProblem } from "@core/auth-rules";
import type { Database } from "../db/client.js";
import * as schema from "../db/schema.js";
import type { Mailer } from "../mail/types.js";
import { userFieldProblem } from "./field-limits.js";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, newDeviceCookieValue } from "./device-cookie.js";
import { createPasswordGuard, registerPasswordGuard, type PasswordAttempt } from "./password-guard.js";
import { RESET_MAIL_PER_RECIPIENT, RESET_MAIL_WINDOW_SECONDS, resetPasswordMail } from "./reset-mail.js";
import { createFailureCounter, emailDigest } from "./account-limit.js";
import { createBackgroundTasks, type BackgroundTasks } from "./background.js";
import { createSessionCheck } from "./session-check.js";

/** The header the HTTP layer sets from the socket address (or a trusted proxy header). */
export const CLIENT_IP_HEADER = "x-wellspring-client-ip";

const RESET_TOKEN_SECONDS = 60 * 60;

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  appUrl: string;
  trustedOrigins?: string[];
  /** Multiplies every rate limit (1 = production defaults). */
  rateLimitFactor?: number;
  log?: { error(message: string, error?: unknown): void };
}

/** Per-IP limits (better-auth, stored in the database so every instance shares them). */
export function authRateLimits(factor = 1) {
  const scale = (max: number) => Math.max(1, Math.round(max * factor));
  return {
    // Everything else under /api/auth, e.g. get-session polling.
    window: 60,
    max: scale(300),
    customRules: {
      "/sign-in/email": { window: 60, max: scale(10) },
      "/sign-up/email": { window: 60 * 60, max: scale(10) },
      "/request-password-reset": { window: 15 * 60, max: scale(5) },
      "/reset-password": { window: 15 * 60, max: scale(10) },
      "/change-password": { window: 15 * 60, max: scale(10) },
      "/two-factor/*": { window: 60, max: scale(10) },
    },
  };
}

function badRequest(message: string, code = "invalid_input"): APIError {
  return new APIError("BAD_REQUEST", { message, code });
}

/** better-auth endpoints (besides sign-in) that test the member's current password. */
const PASSWORD_CHECKING_PATHS = new Set([
  "/change-password",
  "/verify-password",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
]);

/** Sign-up attempts for one email within an hour, from any client addresses. */
export const SIGN_UPS_PER_EMAIL = 5;

function tooManyAttempts(): APIError {
  return new APIError("TOO_MANY_REQUESTS", { message: AUTH_MESSAGES.tooManyAttempts, code: "too_many_attempts" });
}

function bodyOf(ctx: { body?: unknown }): Record<string, unknown> {
  return ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {};
}

export function createAuth(options: AuthOptions) {
  const { db, mailer } = options;
  const factor = options.rateLimitFactor ?? 1;
  const passwordGuard = createPasswordGuard(db, options.secret, factor);
  const secure = options.appUrl.startsWith("https://");
  const log = options.log ?? { error: (message: string, error?: unknown) => console.error(message, error ?? "") };
  const background = createBackgroundTasks(log);
  const scale = (max: number) => Math.max(1, Math.round(max * factor));
  const resetMailCap = scale(RESET_MAIL_PER_RECIPIENT);
  const resetMailCounter = createFailureCounter(db, { maxFailures: resetMailCap, windowSeconds: RESET_MAIL_WINDOW_SECONDS });
  // Sign-up must say when an email is already registered (the spec's message), so probing for
  // members is slowed per target email, on top of better-auth's per-address limit.
  const signUpCap = scale(SIGN_UPS_PER_EMAIL);
  const signUpCounter = createFailureCounter(db, { maxFailures: signUpCap, windowSeconds: 60 * 60 });

  /** Who is checking a password in this better-auth request, or null when it has no member. */
  async function passwordAttempt(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<PasswordAttempt | null> {
    const cookie = ctx.headers?.get("cookie");
    if (ctx.path === "/sign-in/email") {
      const email = bodyOf(ctx).email;
      return typeof email === "string" ? passwordGuard.attempt(email, cookie) : null;
    }
    const session = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
    return session ? passwordGuard.attempt(session.user.email, cookie) : null;
  }

  const auth = betterAuth({
    appName: "Wellspring",
    baseURL: options.appUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [options.appUrl, ...(options.trustedOrigins ?? [])],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // A reset ends every other session: whoever knew the old password is signed out.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        // Off the request path, so a known address answers as fast as an unknown one; and capped
        // per recipient, so many clients together cannot flood one inbox.
        background.run(async () => {
          const sentRecently = await resetMailCounter.recordFailure(`reset-mail:${emailDigest(user.email)}`);
          if (sentRecently > resetMailCap) return;
          // We build the link ourselves so it lands straight on the web app's reset screen.
          await mailer.send(resetPasswordMail(user.email, options.appUrl, token, RESET_TOKEN_SECONDS / 60));
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Sliding expiry: a session used at least daily never expires.
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      ...authRateLimits(factor),
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // Every member has a profile row from the start; GET /api/profile also creates one if
          // this ever failed, so a member is never left without a profile.
          async after(user) {
            await db.insert(schema.profiles).values({ id: user.id }).onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = bodyOf(ctx);
        if (PASSWORD_CHECKING_PATHS.has(ctx.path)) {
          const attempt = await passwordAttempt(ctx);
          if (attempt && (await passwordGuard.isLocked(attempt))) throw tooManyAttempts();
        }
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          const fieldMessage = userFieldProblem(body);
          if (fieldMessage) throw badRequest(fieldMessage);
        }
        switch (ctx.path) {
          case "/sign-up/email": {
            const email = typeof body.email === "string" ? body.email : "";
            if (!email.trim() || typeof body.password !== "string" || body.password === "") {
              throw badRequest(AUTH_MESSAGES.credentialsRequired);
            }
            const emailMessage = emailProblem(email);
            if (emailMessage) throw badRequest(emailMessage);
            if ((await signUpCounter.recordFailure(`sign-up:${emailDigest(email)}`)) > signUpCap) throw tooManyAttempts();
            const passwordMessage = newPasswordProblem(body.password);
            if (passwordMessage) throw badRequest(passwordMessage);
            // The spec's sign-up form has no name field; better-auth requires one.
            if (typeof body.name !== "string") return { context: { body: { ...body, email: email.trim(), name: "" } } };
            return { context: { body: { ...body, email: email.trim() } } };
          }
          case "/reset-password":
          case "/change-password": {
            const passwordMessage = newPasswordProblem(body.newPassword);
            if (passwordMessage) throw badRequest(passwordMessage);
            return;
          }
          case "/sign-in/email": {
            const email = typeof body.email === "string" ? body.email : "";
            if (!email.trim() || typeof body.password !== "string" || body.password === "") {
              throw badRequest(AUTH_MESSAGES.credentialsRequired);
            }
            const attempt = await passwordAttempt(ctx);
            if (attempt && (await passwordGuard.isLocked(attempt))) throw tooManyAttempts();
            return;
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = isAPIError(returned);
        if (ctx.path === "/sign-up/email" || ctx.path === "/sign-in/email") {
          const email = bodyOf(ctx).email;
          if (typeof email !== "string") return;
          if (ctx.path === "/sign-in/email") {
            const attempt = passwordGuard.attempt(email, ctx.headers?.get("cookie"));
            if (failed) {
              if (returned.statusCode === 401) await passwordGuard.recordFailure(attempt);
              return;
            }
            await passwordGuard.recordSuccess(attempt);
          }
          // The right password (or a new account): this browser may pass strangers' lockouts.
          if (!failed) {
            ctx.setCookie(DEVICE_COOKIE, newDeviceCookieValue(options.secret, email), {
              path: "/api",
              maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
              httpOnly: true,
              sameSite: "lax",
              secure,
            });
          }
          return;
        }
        if (!PASSWORD_CHECKING_PATHS.has(ctx.path)) return;
        const attempt = await passwordAttempt(ctx);
        if (!attempt) return;
        if (failed) {
          const code = (returned.body as { code?: string } | undefined)?.code;
          if (code === "INVALID_PASSWORD") await passwordGuard.recordFailure(attempt);
        } else {
          await passwordGuard.recordSuccess(attempt);
        }
      }),
    },
    plugins: [twoFactor({ issuer: "Wellspring" })],
    // Client mistakes (wrong password, rule violations) are answers, not server errors.
    onAPIError: {
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) return;
        log.error("[auth] request failed", error);
      },
    },
    logger: {
      level: "error",
      log: (level, message, ...args) => {
        if (level === "error") log.error(`[auth] ${message}`, args[0]);
      },
    },
  });
  registerPasswordGuard(auth, passwordGuard);
  backgrounds.set(auth, background);
  // API routes check sessions with one query of our own (see session-check.ts), reading the
  // cookie names, secret and expiry settings from better-auth itself so both always agree.
  return Object.assign(auth, { checkSession: createSessionCheck(db, () => auth.$context) });
}

const backgrounds = new WeakMap<object, BackgroundTasks>();

/** The auth instance's background work (reset mail); settle() waits for it (tests, shutdown). */
export function authBackgroundOf(auth: object): BackgroundTasks {
  const tasks = backgrounds.get(auth);
  if (!tasks) throw new Error("This auth instance was not made by createAuth.");
  return tasks;
}

export type Auth = ReturnType<typeof createAuth>;
