// Per-account sign-in throttling, on top of better-auth's per-IP limits: after too many failed
// sign-ins for one email within the window, further attempts are refused whatever the IP, which
// stops slow distributed guessing against a single member. Counters share better-auth's
// rate_limit table (key "account:<email>") so every server instance sees the same count.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { rateLimit } from "../db/schema.js";

export interface AccountLimitRule {
  /** Failed sign-ins allowed within the window. */
  maxFailures: number;
  windowSeconds: number;
}

export const DEFAULT_ACCOUNT_LIMIT: AccountLimitRule = { maxFailures: 10, windowSeconds: 15 * 60 };

export interface AccountLimiter {
  isLocked(email: string): Promise<boolean>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

const keyFor = (email: string) => `account:${email.trim().toLowerCase()}`;

export function createAccountLimiter(db: Database, rule: AccountLimitRule): AccountLimiter {
  const windowMs = rule.windowSeconds * 1000;
  return {
    async isLocked(email) {
      const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, keyFor(email))).limit(1);
      if (!row) return false;
      return Date.now() - row.lastRequest < windowMs && row.count >= rule.maxFailures;
    },
    async recordFailure(email) {
      const now = Date.now();
      // One statement, so concurrent failures cannot lose a count; a stale row restarts at 1.
      await db
        .insert(rateLimit)
        .values({ id: randomUUID(), key: keyFor(email), count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.lastRequest} < ${now - windowMs} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: now,
          },
        });
    },
    async clear(email) {
      await db.delete(rateLimit).where(and(eq(rateLimit.key, keyFor(email))));
    },
  };
}
