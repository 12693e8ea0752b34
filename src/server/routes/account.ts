// /api/account: the signed-in member's control of their own account — their sessions, email,
// two-factor switch-off, a download of everything we hold about them, and deleting it all.
// Every query is keyed by the session's user id; nothing the client sends picks the member.
// Changing the password and enrolling in two-factor go straight to better-auth (/api/auth).
import { Hono, type Context } from "hono";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import {
  ACCOUNT_MESSAGES,
  ChangeEmailInput,
  DeleteAccountInput,
  DisableTwoFactorInput,
  type AccountSession,
  describeDevice,
} from "@core/account";
import { AUTH_MESSAGES } from "@core/auth-rules";
import type { Auth } from "../auth/index.js";
import { passwordGuardOf } from "../auth/password-guard.js";
import type { Database } from "../db/client.js";
import { account, session, twoFactor, user, verification } from "../db/schema.js";
import { EMAIL_CHANGE_LINK_MINUTES, emailChangeConfirmationMail, emailChangeNoticeMail } from "../auth/email-change-mail.js";
import type { Mailer } from "../mail/types.js";
import { apiError } from "../http/errors.js";
import { isUniqueViolation } from "../db/errors.js";
import { jsonBody } from "../http/json-body.js";
import { requireUser, type AuthedEnv } from "../http/session.js";
import { collectExport } from "../account/export.js";
import { deleteMember } from "../account/delete.js";

/** Pending email changes are verification rows "change-email:<sha256 of token, hex>:<new email>". */
const EMAIL_CHANGE_PREFIX = "change-email:";
const tokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");

export function accountRoutes(deps: { db: Database; auth: Auth; mailer: Mailer }) {
  const { db, auth, mailer } = deps;
  const appUrl = String(auth.options.baseURL ?? "").replace(/\/+$/, "");
  const signedIn = requireUser(auth);
  // Re-authentication by password is a sign-in in all but name: the same per-account limit (the
  // very guard better-auth's sign-in uses) stops someone holding a stolen session from guessing here.
  const guard = passwordGuardOf(auth);
  const attemptOf = (c: Context<AuthedEnv>, email: string) => guard.attempt(email, c.req.header("cookie"));

  /** null when the password is right; otherwise the error response to send. */
  async function checkPassword(c: Context<AuthedEnv>, userId: string, email: string, password: string) {
    const attempt = attemptOf(c, email);
    if (await guard.isLocked(attempt)) return apiError(c, 429, "too_many_attempts", AUTH_MESSAGES.tooManyAttempts);
    const [credential] = await db
      .select({ hash: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
      .limit(1);
    const context = await auth.$context;
    const valid = Boolean(credential?.hash) && (await context.password.verify({ hash: credential.hash as string, password }));
    if (!valid) {
      await guard.recordFailure(attempt);
      return apiError(c, 403, "forbidden", ACCOUNT_MESSAGES.wrongPassword);
    }
    await guard.recordSuccess(attempt);
    return null;
  }

  return (
    new Hono<AuthedEnv>()
      .get("/export", signedIn, async (c) => {
        const data = await collectExport(db, c.get("user").id);
        const day = data.exported_at.slice(0, 10);
        c.header("content-disposition", `attachment; filename="wellspring-export-${day}.json"`);
        c.header("cache-control", "no-store");
        return c.json(data);
      })

      .get("/sessions", signedIn, async (c) => {
        const rows = await db
          .select({
            id: session.id,
            userAgent: session.userAgent,
            ipAddress: session.ipAddress,
            createdAt: session.createdAt,
            updatedAt: session.updatedAt,
            expiresAt: session.expiresAt,
          })
          .from(session)
          .where(eq(session.userId, c.get("user").id));
        const now = Date.now();
        const sessions: AccountSession[] = rows
          .filter((row) => row.expiresAt.getTime() > now)
          .map((row) => ({
            id: row.id,
            device: describeDevice(row.userAgent),
            ip_address: row.ipAddress,
            created_at: row.createdAt.toISOString(),
            last_active_at: row.updatedAt.toISOString(),
            current: row.id === c.get("user").sessionId,
          }))
          .sort((a, b) => Number(b.current) - Number(a.current) || b.last_active_at.localeCompare(a.last_active_at));
        return c.json({ sessions });
      })

      .post("/sessions/revoke-others", signedIn, async (c) => {
        const removed = await db
          .delete(session)
          .where(and(eq(session.userId, c.get("user").id), ne(session.id, c.get("user").sessionId)))
          .returning({ id: session.id });
        return c.json({ revoked: removed.length, message: ACCOUNT_MESSAGES.otherSessionsRevoked });
      })

      // Changing the email takes two steps (finding 10): the password here, then the link mailed to
      // the new address, so a stolen session alone cannot move the account to another inbox. The old
      // address is told at once.
      .post("/email", signedIn, jsonBody(ChangeEmailInput), async (c) => {
        const { new_email: newEmail, password } = c.req.valid("json");
        const userId = c.get("user").id;
        const currentEmail = c.get("user").email;
        if (newEmail === currentEmail.toLowerCase()) return apiError(c, 400, "invalid_input", ACCOUNT_MESSAGES.emailSame);
        const denied = await checkPassword(c, userId, currentEmail, password);
        if (denied) return denied;
        const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, newEmail)).limit(1);
        if (taken) return apiError(c, 409, "conflict", ACCOUNT_MESSAGES.emailTaken);
        const token = randomBytes(32).toString("base64url");
        await db.transaction(async (tx) => {
          // One pending change at a time: a newer request replaces the older link.
          await tx
            .delete(verification)
            .where(and(eq(verification.value, userId), like(verification.identifier, `${EMAIL_CHANGE_PREFIX}%`)));
          await tx.insert(verification).values({
            id: randomUUID(),
            identifier: `${EMAIL_CHANGE_PREFIX}${tokenDigest(token)}:${newEmail}`,
            value: userId,
            expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_MINUTES * 60_000),
          });
        });
        await mailer.send(emailChangeConfirmationMail(newEmail, appUrl, token));
        await mailer.send(emailChangeNoticeMail(currentEmail, newEmail));
        return c.json({ pending_email: newEmail, message: ACCOUNT_MESSAGES.emailConfirmationSent });
      })

      // The link from the confirmation mail. No session needed: it may be opened on another device;
      // the single-use token, which only the new inbox received, is the proof.
      .get("/email/confirm", async (c) => {
        const token = c.req.query("token") ?? "";
        const invalid = () => apiError(c, 400, "invalid_input", ACCOUNT_MESSAGES.emailLinkInvalid);
        if (!/^[\w-]{20,100}$/.test(token)) return invalid();
        const [pending] = await db
          .delete(verification)
          .where(like(verification.identifier, `${EMAIL_CHANGE_PREFIX}${tokenDigest(token)}:%`))
          .returning();
        if (!pending || pending.expiresAt.getTime() < Date.now()) return invalid();
        const newEmail = pending.identifier.slice(EMAIL_CHANGE_PREFIX.length + 65);
        const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, newEmail)).limit(1);
        if (taken) return apiError(c, 409, "conflict", ACCOUNT_MESSAGES.emailTaken);
        try {
          // Following the link proves the member reads that inbox: the address is verified.
          const moved = await db
            .update(user)
            .set({ email: newEmail, emailVerified: true, updatedAt: new Date() })
            .where(eq(user.id, pending.value))
            .returning({ id: user.id });
          if (moved.length === 0) return invalid();
        } catch (error) {
          if (isUniqueViolation(error)) return apiError(c, 409, "conflict", ACCOUNT_MESSAGES.emailTaken);
          throw error;
        }
        return c.redirect("/profile?email=changed", 302);
      })

      .post("/two-factor/disable", signedIn, jsonBody(DisableTwoFactorInput), async (c) => {
        const input = c.req.valid("json");
        const userId = c.get("user").id;
        const email = c.get("user").email;
        if (!c.get("user").twoFactorEnabled) return apiError(c, 400, "invalid_input", ACCOUNT_MESSAGES.twoFactorNotEnabled);
        if (input.password !== undefined) {
          const denied = await checkPassword(c, userId, email, input.password);
          if (denied) return denied;
        } else {
          const attempt = attemptOf(c, email);
          if (await guard.isLocked(attempt)) return apiError(c, 429, "too_many_attempts", AUTH_MESSAGES.tooManyAttempts);
          // better-auth checks the code against the member's own (encrypted) TOTP secret.
          try {
            await auth.api.verifyTOTP({ body: { code: input.code as string }, headers: c.req.raw.headers });
          } catch {
            await guard.recordFailure(attempt);
            return apiError(c, 403, "forbidden", ACCOUNT_MESSAGES.wrongCode);
          }
          await guard.recordSuccess(attempt);
        }
        await db.transaction(async (tx) => {
          await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
          await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, userId));
        });
        return c.json({ two_factor_enabled: false, message: ACCOUNT_MESSAGES.twoFactorDisabled });
      })

      .post("/delete", signedIn, jsonBody(DeleteAccountInput), async (c) => {
        const { password } = c.req.valid("json");
        const userId = c.get("user").id;
        const email = c.get("user").email;
        const denied = await checkPassword(c, userId, email, password);
        if (denied) return denied;
        await deleteMember(db, { userId, email });
        // The session row is gone; tell the browser to forget its cookies too.
        const { authCookies } = await auth.$context;
        for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
          const secure = cookie.attributes.secure ? "; Secure" : "";
          c.header("set-cookie", `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, { append: true });
        }
        return c.json({ deleted: true, message: ACCOUNT_MESSAGES.deleted });
      })
  );
}
