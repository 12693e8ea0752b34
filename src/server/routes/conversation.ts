// /api/conversation: the signed-in member's guidance conversation. History, context and threads
// are read by the session's user id only; the client sends its text and, at most, a thread id of
// its own, which is checked against the member's rows before it is reused.
import { Hono } from "hono";
import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import {
  CONVERSATION_CONTEXT_LIMIT,
  CONVERSATION_HISTORY_LIMIT,
  CONVERSATION_MESSAGES,
  MESSAGE_RATE_LIMIT,
  SendMessage,
  contextContent,
} from "@core/conversation";
import type { ContextMessage, GuideProfile } from "../../guide/index.js";
import type { Database } from "../db/client.js";
import { conversations } from "../db/schema.js";
import { apiError } from "../http/errors.js";
import { jsonBody } from "../http/json-body.js";
import { requireUser, type AuthedEnv } from "../http/session.js";
import type { RouteDeps } from "../app.js";
import { loadOrCreateProfile } from "../profile/load.js";

type ConversationRow = typeof conversations.$inferSelect;

/** One stored row is two messages on screen; the assistant message's id is the row id. */
export function toMessages(row: ConversationRow) {
  const timestamp = row.createdAt.toISOString();
  return [
    { id: `${row.id}:user`, type: "user" as const, content: row.message as unknown, timestamp, thread_id: row.threadId },
    { id: row.id, type: "assistant" as const, content: row.response as unknown, timestamp, thread_id: row.threadId },
  ];
}

export async function latestRows(db: Database, userId: string, limit: number): Promise<ConversationRow[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(limit);
  return rows.reverse();
}

/** The last five non-system messages, oldest first, object content as JSON text (spec section 7). */
export function contextFrom(rows: ConversationRow[]): ContextMessage[] {
  const messages = rows.flatMap((row): ContextMessage[] => [
    { role: "user", content: contextContent(row.message) },
    { role: "assistant", content: contextContent(row.response) },
  ]);
  return messages.slice(-CONVERSATION_CONTEXT_LIMIT);
}

/**
 * In one read: how many messages the member sent in the last window (counted from the table, so
 * every server instance sees the same number) and whether the thread sent, if any, is theirs.
 */
export async function sendingState(db: Database, userId: string, threadId: string | null) {
  const since = sql`now() - make_interval(secs => ${MESSAGE_RATE_LIMIT.windowMs / 1000})`;
  const recent = gt(conversations.createdAt, since);
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${recent})`.mapWith(Number),
      ownsThread: threadId ? sql<boolean>`coalesce(bool_or(${conversations.threadId} = ${threadId}), false)` : sql<boolean>`false`,
    })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), threadId ? or(recent, eq(conversations.threadId, threadId)) : recent));
  return { sent: row?.sent ?? 0, ownsThread: Boolean(row?.ownsThread) };
}

/** What the guide reads of the member's profile. */
export function guideProfileOf(row: Awaited<ReturnType<typeof loadOrCreateProfile>>): GuideProfile {
  return {
    first_name: row.firstName,
    bible_version: row.bibleVersion ?? undefined,
    communication_style: row.communicationStyle ?? undefined,
    music_preference: row.musicPreference ?? undefined,
    denomination: row.denomination ?? undefined,
    favorite_artists: row.favoriteArtists,
  };
}

export function conversationRoutes(deps: Pick<RouteDeps, "db" | "auth" | "guide">) {
  const { db, guide } = deps;
  const signedIn = requireUser(deps.auth);
  return new Hono<AuthedEnv>()
    .get("/messages", signedIn, async (c) => {
      const rows = await latestRows(db, c.get("user").id, CONVERSATION_HISTORY_LIMIT);
      const threadId = rows.at(-1)?.threadId ?? null;
      return c.json({ messages: rows.flatMap(toMessages), thread_id: threadId });
    })
    .post("/messages", signedIn, jsonBody(SendMessage), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      const [state, recent, profileRow] = await Promise.all([
        sendingState(db, userId, input.thread_id ?? null),
        latestRows(db, userId, Math.ceil(CONVERSATION_CONTEXT_LIMIT / 2)),
        loadOrCreateProfile(db, userId),
      ]);
      if (state.sent >= MESSAGE_RATE_LIMIT.max) {
        c.header("retry-after", String(MESSAGE_RATE_LIMIT.windowMs / 1000));
        return apiError(c, 429, "too_many_attempts", CONVERSATION_MESSAGES.rateLimited);
      }
      // A thread id is reused only when it is already one of this member's threads.
      if (input.thread_id && !state.ownsThread) {
        return apiError(c, 404, "not_found", CONVERSATION_MESSAGES.threadNotFound);
      }
      const threadId = input.thread_id ?? crypto.randomUUID();
      const reply = await guide.respond(input.message, { messages: contextFrom(recent) }, guideProfileOf(profileRow));
      const [row] = await db
        .insert(conversations)
        .values({ userId, message: input.message, response: reply.response, threadId, provider: reply.provider })
        .returning();
      const [userMessage, assistantMessage] = toMessages(row);
      return c.json({ user_message: userMessage, message: { ...assistantMessage, crisis: reply.crisis }, thread_id: threadId }, 201);
    });
}
