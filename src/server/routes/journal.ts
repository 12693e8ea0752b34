// /api/journal: the signed-in member's faith journal. Every query is keyed by the session's user
// id; an entry or message of another member is answered as not found, never read or written.
import { Hono } from "hono";
import { and, eq, isNull, sql } from "drizzle-orm";
import { alreadySavedMessage, CreateJournalEntry, type JournalEntryType, type JournalSource } from "@core/journal";
import type { Database } from "../db/client.js";
import { isUniqueViolation } from "../db/errors.js";
import { conversations, faithJournalEntries } from "../db/schema.js";
import { apiError } from "../http/errors.js";
import { jsonBody } from "../http/json-body.js";
import { requireUser, type AuthedEnv } from "../http/session.js";
import type { RouteDeps } from "../app.js";

type JournalEntryRow = typeof faithJournalEntries.$inferSelect;

export function toJournalEntry(row: JournalEntryRow) {
  return {
    id: row.id,
    type: row.type as JournalEntryType,
    title: row.title,
    content: row.content,
    tags: row.tags,
    source: row.source as JournalSource,
    message_id: row.messageId,
    created_at: row.createdAt.toISOString(),
  };
}

async function ownsConversationMessage(db: Database, userId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, messageId), eq(conversations.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export function journalRoutes(deps: Pick<RouteDeps, "db" | "auth">) {
  const { db } = deps;
  const signedIn = requireUser(deps.auth);
  return new Hono<AuthedEnv>().post("/entries", signedIn, jsonBody(CreateJournalEntry), async (c) => {
    const userId = c.get("user").id;
    const input = c.req.valid("json");
    if (input.message_id && !(await ownsConversationMessage(db, userId, input.message_id))) {
      return apiError(c, 404, "not_found", "That message was not found in your conversation.");
    }
    const duplicate = () => apiError(c, 409, "conflict", alreadySavedMessage(input));
    try {
      const inserted = await db.transaction(async (tx) => {
        if (!input.message_id) {
          // A daily-plan prayer or reflection is a duplicate when its type and text match one
          // already saved. The per-member lock makes two quick clicks save once, on any engine.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`journal:${userId}`}))`);
          const [existing] = await tx
            .select({ id: faithJournalEntries.id })
            .from(faithJournalEntries)
            .where(
              and(
                eq(faithJournalEntries.userId, userId),
                eq(faithJournalEntries.type, input.type),
                eq(faithJournalEntries.content, input.content),
                isNull(faithJournalEntries.messageId),
              ),
            )
            .limit(1);
          if (existing) return null;
        }
        const [row] = await tx
          .insert(faithJournalEntries)
          .values({
            userId,
            type: input.type,
            title: input.title,
            content: input.content,
            tags: input.tags,
            source: input.source,
            messageId: input.message_id,
          })
          .returning();
        return row;
      });
      if (!inserted) return duplicate();
      return c.json({ entry: toJournalEntry(inserted) }, 201);
    } catch (error) {
      // The unique index on (member, message) decides between two tabs saving one reply.
      if (isUniqueViolation(error)) return duplicate();
      throw error;
    }
  });
}
