// Deleting a member: every row about them, in one transaction, or nothing at all.
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { faithGroupMessages, faithGroups, mailOutbox, rateLimit, user, verification } from "../db/schema.js";

export async function deleteMember(db: Database, member: { userId: string; email: string }): Promise<void> {
  const email = member.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    // Groups they own go with their members, messages, study plans and progress (cascades).
    await tx.delete(faithGroups).where(eq(faithGroups.ownerId, member.userId));
    // Their messages in other people's groups.
    await tx.delete(faithGroupMessages).where(eq(faithGroupMessages.senderId, member.userId));
    // Rows that name the member without a foreign key: reset and two-factor tokens (their value
    // is the user id), mail sent to them, and their per-account sign-in counter.
    await tx.delete(verification).where(or(eq(verification.value, member.userId), eq(verification.identifier, email)));
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
    await tx.delete(rateLimit).where(eq(rateLimit.key, `account:${email}`));
    // Everything else refers to the user row with ON DELETE CASCADE: sessions, credentials,
    // two-factor, profile, plans, journal, saved items, conversations, memberships, progress.
    await tx.delete(user).where(eq(user.id, member.userId));
  });
}
