// /api/conversation: the signed-in member's guidance conversation. History, context and threads
// are read by the session's user id only; the client sends its text and, at most, a thread id of
// its own, which is checked against the member's rows before it is reused.
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { SendMessage } from "@core/conversation-schemas";
import {
  CONVERSATION_CONTEXT_LIMIT,
  CONVERSATION_HISTORY_LIMIT,
  CONVERSATION_MESSAGES,
  MESSAGE_RATE_LIMIT,
  contextContent,
} from "@core/conversation";
import type { ContextMessage, GuideReply } from "../../guide/index.js";
import type { Database } from "../db/client.js";
import { conversations, profiles, session, user } from "../db/schema.js";
import { apiError } from "../http/errors.js";
import { jsonBody } from "../http/json-body.js";
import { refuseVisitor, requireUser, type AuthedEnv } from "../http/session.js";
import { sessionColumnsOf } from "../auth/session-check.js";
import type { Auth } from "../auth/index.js";
import type { RouteDeps } from "../app.js";
import { guideProfileOf, loadOrCreateProfile } from "../profile/load.js";
import { coalesced } from "../db/coalesced-statements.js";

type ConversationRow = typeof conversations.$inferSelect;

/** One stored row is two messages on screen; the assistant message's id is the row id. */
function toMessages(row: Pick<ConversationRow, "id" | "createdAt" | "message" | "response" | "threadId">) {
  const timestamp = row.createdAt.toISOString();
  return [
    { id: `${row.id}:user`, type: "user" as const, content: row.message as unknown, timestamp, thread_id: row.threadId },
    { id: row.id, type: "assistant" as const, content: row.response as unknown, timestamp, thread_id: row.threadId },
  ];
}

async function latestRows(db: Database, userId: string, limit: number): Promise<ConversationRow[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(limit);
  return rows.reverse();
}

/** The last five non-system messages, oldest first, object content as JSON text (spec section 7). */
function contextFrom(rows: RecentRow[]): ContextMessage[] {
  const messages = rows.flatMap((row): ContextMessage[] => [
    { role: "user", content: contextContent(row.message) },
    { role: "assistant", content: contextContent(row.response) },
  ]);
  return messages.slice(-CONVERSATION_CONTEXT_LIMIT);
}

/** The context's rows (each row is two messages), newest last. */
const CONTEXT_ROWS = Math.ceil(CONVERSATION_CONTEXT_LIMIT / 2);

/**
 * Everything sending needs, in one prepared read (one round trip, planned once per connection),
 * keyed by the session token: the session check's own columns (so revocation and expiry are still
 * checked on every send, by auth.checkSession.with), the member's profile row (null when missing),
 * how many messages they sent in the last window (counted from the table, so every server instance
 * sees the same number), whether the thread sent, if any, is theirs, and their latest rows for the
 * guide's context. It reads for several sends at once (`asked`: JSON [{n, token, thread_id}]), one
 * row per send whose session exists, tagged with its `n`.
 */
export function sendingStateQuery(db: Database) {
  // Each send's session by its unique token through the index (a lateral lookup: a plain join lets
  // the planner hash the whole session table against sends it cannot count).
  const askedSession = {
    id: sql<string>`asked_session.id`,
    expiresAt: sql<Date>`asked_session.expires_at`.mapWith(session.expiresAt),
    userId: sql<string>`asked_session.user_id`,
  };
  const windowSeconds = MESSAGE_RATE_LIMIT.windowMs / 1000;
  return db
    .select({
      n: sql<number>`asked.n`,
      ...sessionColumnsOf(askedSession),
      profile: getTableColumns(profiles),
      sent: sql<number>`(select count(*) from ${conversations} c
        where c.user_id = ${user.id} and c.created_at > now() - make_interval(secs => ${sql.raw(String(windowSeconds))}))`.mapWith(Number),
      // A scalar lookup through the thread index, not EXISTS: PostgreSQL may turn an EXISTS into a
      // hashed subplan that reads the whole table once per statement, which it prefers when it
      // guesses json_to_recordset's 100 rows, and which grew with every message (PGlite: 1.5 ms at
      // 4,000 rows, against a flat 0.6 ms this way; docs/decisions.md).
      ownsThread: sql<boolean>`(asked.thread_id is not null and coalesce((select true from ${conversations} c
        where c.thread_id = asked.thread_id and c.user_id = ${user.id} limit 1), false))`,
      // The reply as JSON text straight from the database: the guide's context wants it as text, so
      // it is neither parsed into objects here nor written back to text (spec section 7).
      recent: sql<unknown>`(select coalesce(json_agg(json_build_object('message', r.message, 'response', r.response::text)
        order by r.created_at, r.id), '[]') from (select c.message, c.response, c.created_at, c.id from ${conversations} c
        where c.user_id = ${user.id} order by c.created_at desc, c.id desc limit ${sql.raw(String(CONTEXT_ROWS))}) r)`,
    })
    .from(
      sql`json_to_recordset(${sql.placeholder("asked")}::json) as asked(n int, token text, thread_id uuid)
        cross join lateral (select s.id, s.expires_at, s.user_id from ${session} s
          where s.token = asked.token limit 1) as asked_session`,
    )
    .innerJoin(user, eq(user.id, askedSession.userId))
    .leftJoin(profiles, eq(profiles.id, user.id));
}

/**
 * The sending state of the sends that reach this step in the same turn, read in one statement
 * (coalesced-statements.ts); undefined for a send whose session is unknown.
 */
function sendingStateReader(db: Database) {
  const statement = sendingStateQuery(db).prepare("wellspring_conversation_sending_state");
  return coalesced(async (asks: Array<{ token: string; threadId: string | null }>) => {
    const asked = JSON.stringify(asks.map((a, n) => ({ n, token: a.token, thread_id: a.threadId })));
    const rows = await statement.execute({ asked });
    const byAsk = new Map(rows.map((row) => [row.n, row]));
    return asks.map((_, n) => byAsk.get(n));
  });
}

type SendingState = NonNullable<Awaited<ReturnType<ReturnType<typeof sendingStateReader>>>>;

/** What the signed-in check read for sending, and the thread id it was read for. */
export type SendingEnv = { Variables: AuthedEnv["Variables"] & { sending: { state: SendingState; threadId: string | null } } };

/**
 * The thread id a send asks for, read from the body before it is validated (the session is checked
 * first, so a visitor is told 401 whatever they sent): the schema's own rule, else none.
 */
async function requestedThreadOf(c: Context): Promise<string | null> {
  const body: unknown = await c.req.json().catch(() => null);
  const raw = typeof body === "object" && body !== null ? (body as Record<string, unknown>).thread_id : undefined;
  const parsed = SendMessage.shape.thread_id.safeParse(raw);
  return parsed.success ? (parsed.data ?? null) : null;
}

type RecentRow = Pick<ConversationRow, "message" | "response">;

/** The text with each lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, ES2024). */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

interface NewConversationRow {
  id: string;
  user_id: string;
  message: string;
  response: unknown;
  thread_id: string;
  provider: string;
}

/**
 * Writes the replies that are ready in the same turn as one statement (group commit, see
 * coalesced-statements.ts): under load, one round trip and one commit serve several members. The ids
 * are made here, so each caller finds its own row whatever order the database answers in.
 */
function conversationWriter(db: Database) {
  return coalesced(async (rows: NewConversationRow[]) => {
    const result = (await db.execute(sql`insert into ${conversations} (id, user_id, message, response, thread_id, provider)
      select id, user_id, message, response, thread_id, provider
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(id uuid, user_id text, message text, response jsonb, thread_id uuid, provider text)
      returning id, (extract(epoch from created_at) * 1000)::float8 as created_ms`)) as unknown as {
      rows: Array<{ id: string; created_ms: number }>;
    };
    const createdAt = new Map(result.rows.map((r) => [r.id, new Date(Number(r.created_ms))]));
    return rows.map((row) => ({ id: row.id, createdAt: createdAt.get(row.id)! }));
  });
}

/** The context from the latest rows, oldest first: the last five non-system messages (spec section 7). */
function contextOf(recent: unknown): ContextMessage[] {
  const rows = (typeof recent === "string" ? JSON.parse(recent) : (recent ?? [])) as RecentRow[];
  return contextFrom(rows);
}

/**
 * The checks and the store every way of sending shares (the JSON route and the streamed one):
 * `signedIn` is the route's session check, reading the sending state in the same round trip;
 * `check` answers why sending is refused (see `refusal`) or what the guide needs; `store` writes
 * the one row and gives the 201 body.
 */
export function conversationSender(db: Database, auth: Pick<Auth, "checkSession">) {
  const readSendingState = sendingStateReader(db);
  const writeConversation = conversationWriter(db);
  return {
    signedIn: createMiddleware<SendingEnv>(async (c, next) => {
      const threadId = await requestedThreadOf(c);
      const checked = await auth.checkSession.with(c.req.header("cookie"), (token) => readSendingState({ token, threadId }));
      const refused = refuseVisitor(c, checked);
      if (refused) return refused;
      c.set("user", checked.user!);
      c.set("sending", { state: checked.row!, threadId });
      await next();
    }),
    async check(c: Context<SendingEnv>, requestedThread: string | null) {
      const { state, threadId } = c.get("sending");
      // The body was validated after the read with the same rule, so this holds; checked all the same.
      if (threadId !== requestedThread) throw new Error("the sending state was read for another thread");
      if (state.sent >= MESSAGE_RATE_LIMIT.max) return { refused: "rate_limited" } as const;
      // A thread id is reused only when it is already one of this member's threads.
      if (requestedThread && !state.ownsThread) return { refused: "thread_not_found" } as const;
      // The profile row is created on first use if sign-up's hook ever failed to make it.
      const profile = state.profile ?? (await loadOrCreateProfile(db, c.get("user").id));
      return {
        threadId: requestedThread ?? crypto.randomUUID(),
        profile: guideProfileOf(profile),
        context: { messages: contextOf(state.recent) },
      } as const;
    },
    async store(userId: string, message: string, threadId: string, reply: GuideReply) {
      // A lone surrogate cannot travel as JSON text to the database; it is stored (and answered)
      // as U+FFFD, as the driver's UTF-8 encoding of a bound parameter would store it.
      const text = wellFormed(message);
      const stored = await writeConversation({
        id: crypto.randomUUID(),
        user_id: userId,
        message: text,
        response: reply.response,
        thread_id: threadId,
        provider: reply.provider,
      });
      // Only the row's own id and time come back: the rest is what was just written.
      const [userMessage, assistantMessage] = toMessages({ ...stored, message: text, response: reply.response, threadId });
      return { user_message: userMessage, message: { ...assistantMessage, crisis: reply.crisis }, thread_id: threadId };
    },
  };
}

/** The answer to a refused send: 429 over the rate limit, 404 for a thread not the member's. */
export function refusal(c: Context, refused: "rate_limited" | "thread_not_found") {
  if (refused === "thread_not_found") return apiError(c, 404, "not_found", CONVERSATION_MESSAGES.threadNotFound);
  c.header("retry-after", String(MESSAGE_RATE_LIMIT.windowMs / 1000));
  return apiError(c, 429, "too_many_attempts", CONVERSATION_MESSAGES.rateLimited);
}

export function conversationRoutes(deps: Pick<RouteDeps, "db" | "auth" | "guide">) {
  const { db, guide } = deps;
  const sender = conversationSender(db, deps.auth);
  const signedIn = requireUser(deps.auth);
  return new Hono<SendingEnv>()
    .get("/messages", signedIn, async (c) => {
      const rows = await latestRows(db, c.get("user").id, CONVERSATION_HISTORY_LIMIT);
      const threadId = rows.at(-1)?.threadId ?? null;
      return c.json({ messages: rows.flatMap(toMessages), thread_id: threadId });
    })
    .post("/messages", sender.signedIn, jsonBody(SendMessage), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      const checked = await sender.check(c, input.thread_id ?? null);
      if (checked.refused) return refusal(c, checked.refused);
      const reply = await guide.respond(input.message, checked.context, checked.profile);
      const sent = await sender.store(userId, input.message, checked.threadId, reply);
      return c.json(sent, 201);
    });
}
