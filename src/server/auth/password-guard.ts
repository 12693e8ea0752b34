// One limit for every place that checks a member's password (sign-in, change-password, two-factor
// enable/disable/URI/backup codes, and the account routes' re-authentication): they all count
// failures against the same per-account key and are all refused while it is locked (finding 3).
// A browser holding a genuine device cookie for the account is judged by its own small budget
// instead, so strangers' failures cannot lock the member out (finding 4).
import type { Database } from "../db/client.js";
import { accountKey, createFailureCounter, DEFAULT_ACCOUNT_LIMIT, emailDigest } from "./account-limit.js";
import { verifiedDeviceId } from "./device-cookie.js";

/** Wrong passwords a trusted browser may make within the window before it, too, must wait. */
export const DEVICE_MAX_FAILURES = 5;

export interface PasswordAttempt {
  email: string;
  /** The device id of a genuine device cookie for this account, or null (an unknown client). */
  deviceId: string | null;
}

export interface PasswordGuard {
  /** Who is trying: the email and, when the request carries a genuine device cookie, its id. */
  attempt(email: string, cookieHeader: string | null | undefined): PasswordAttempt;
  isLocked(attempt: PasswordAttempt): Promise<boolean>;
  recordFailure(attempt: PasswordAttempt): Promise<void>;
  recordSuccess(attempt: PasswordAttempt): Promise<void>;
}

export function createPasswordGuard(db: Database, secret: string, factor = 1): PasswordGuard {
  const scale = (max: number) => Math.max(1, Math.round(max * factor));
  const accounts = createFailureCounter(db, { ...DEFAULT_ACCOUNT_LIMIT, maxFailures: scale(DEFAULT_ACCOUNT_LIMIT.maxFailures) });
  const devices = createFailureCounter(db, { ...DEFAULT_ACCOUNT_LIMIT, maxFailures: scale(DEVICE_MAX_FAILURES) });
  const deviceKey = (attempt: PasswordAttempt) => `device:${attempt.deviceId}:${emailDigest(attempt.email)}`;
  return {
    attempt(email, cookieHeader) {
      return { email, deviceId: verifiedDeviceId(secret, cookieHeader, email) };
    },
    async isLocked(attempt) {
      return attempt.deviceId ? devices.isLocked(deviceKey(attempt)) : accounts.isLocked(accountKey(attempt.email));
    },
    async recordFailure(attempt) {
      // A trusted browser's failures still count for the account: guessing stays expensive.
      await accounts.recordFailure(accountKey(attempt.email));
      if (attempt.deviceId) await devices.recordFailure(deviceKey(attempt));
    },
    async recordSuccess(attempt) {
      // The member's own browser succeeding says nothing about the strangers still guessing, so
      // only its own budget resets; the account's count clears when an unknown client gets it right.
      if (attempt.deviceId) await devices.clear(deviceKey(attempt));
      else await accounts.clear(accountKey(attempt.email));
    },
  };
}

const guards = new WeakMap<object, PasswordGuard>();

/** Registers the guard createAuth built, so the app's own routes share the very same limits. */
export function registerPasswordGuard(auth: object, guard: PasswordGuard): void {
  guards.set(auth, guard);
}

export function passwordGuardOf(auth: object): PasswordGuard {
  const guard = guards.get(auth);
  if (!guard) throw new Error("This auth instance was not made by createAuth (no password guard).");
  return guard;
}
