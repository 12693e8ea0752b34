// Failure counters on top of better-auth's per-IP limits: after too many failures for one key
// (an account, a trusted device, a reset recipient) within the window, further attempts are
// refused whatever the IP, which stops slow distributed guessing. Counters share better-auth's
// rate_limit table so every server instance sees the same count.
import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { rateLimit } from "../db/schema.js";

export interface AccountLimitRule {
  /** Failures allowed within the window. */
  maxFailures: number;
  windowSeconds: number;
}

export const DEFAULT_ACCOUNT_LIMIT: AccountLimitRule = { maxFailures: 10, windowSeconds: 15 * 60 };

export interface FailureCounter {
  isLocked(key: string): Promise<boolean>;
  /** Counts one failure (or one use, for send caps) and answers the count within the window. */
  recordFailure(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

/** The counter key of one account, by its email (case and surrounding spaces ignored). */
export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * An email as it appears in the other counters' keys: a digest, so the rate_limit table holds no
 * address in the clear (the account key above predates this and account deletion removes it).
 */
export const emailDigest = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

export function createFailureCounter(db: Database, rule: AccountLimitRule): FailureCounter {
  const windowMs = rule.windowSeconds * 1000;
  return {
    async isLocked(key) {
      const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key)).limit(1);
      if (!row) return false;
      return Date.now() - row.lastRequest < windowMs && row.count >= rule.maxFailures;
    },
    async recordFailure(key) {
      const now = Date.now();
      // One statement, so concurrent failures cannot lose a count; a stale row restarts at 1.
      const [row] = await db
        .insert(rateLimit)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.lastRequest} < ${now - windowMs} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: now,
          },
        })
        .returning({ count: rateLimit.count });
      return row?.count ?? 1;
    },
    async clear(key) {
      await db.delete(rateLimit).where(eq(rateLimit.key, key));
    },
  };
}
