// /api/journal: the signed-in member's faith journal. Every query is keyed by the session's user
// id; an entry or message of another member is answered as not found, never read or written.
import { Hono } from "hono";
import { and, eq, isNull, sql } from "drizzle-orm";
import { alreadySavedMessage, memberWords } from "@core/journal";
import { CreateJournalEntry } from "@core/journal-schemas";
import { careFor } from "../../guide/index.js";
import { decodeJournalCursor, encodeJournalCursor } from "@core/journal-list";
import { JournalListQuery, JournalStreakQuery, JournalTabParam } from "@core/journal-list-schemas";
import type { Database } from "../db/client.js";
import { isUniqueViolation } from "../db/errors.js";
import { conversations, faithJournalEntries } from "../db/schema.js";
import { apiError } from "../http/errors.js";
import { jsonBody } from "../http/json-body.js";
import { queryParams } from "../http/query-params.js";
import { requireUser, type AuthedEnv } from "../http/session.js";
import { toJournalEntry } from "../journal/entry.js";
import { deleteJournalItem, journalPage, journalStreakFor, journalTags } from "../journal/list.js";
import type { RouteDeps } from "../app.js";

// The entry shape lives beside the journal's queries; it is re-exported here for existing callers.
export { toJournalEntry };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND_MESSAGE = "That entry was not found in your journal.";

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
  return new Hono<AuthedEnv>()
    .get("/entries", signedIn, queryParams(JournalListQuery), async (c) => {
      const { tab, q, tag, sort, cursor } = c.req.valid("query");
      const { items, next } = await journalPage(db, c.get("user").id, {
        tab,
        q,
        tag,
        sort,
        cursor: cursor ? decodeJournalCursor(cursor) : null,
      });
      return c.json({ tab, items, next_cursor: next ? encodeJournalCursor(next) : null }, 200);
    })
    .get("/tags", signedIn, async (c) => c.json({ tags: await journalTags(db, c.get("user").id) }, 200))
    .get("/streak", signedIn, queryParams(JournalStreakQuery), async (c) => {
      const { tz } = c.req.valid("query");
      const { streak, today } = await journalStreakFor(db, c.get("user").id, tz);
      return c.json({ streak, today, time_zone: tz }, 200);
    })
    .delete("/entries/:tab/:id", signedIn, async (c) => {
      const tab = JournalTabParam.safeParse(c.req.param("tab"));
      if (!tab.success) return apiError(c, 400, "invalid_input", `tab: ${tab.error.issues[0]?.message ?? "is not a journal tab"}`);
      const id = c.req.param("id");
      // Not an id at all is bad input; a well-formed id that is not theirs is simply not found.
      if (!UUID.test(id)) return apiError(c, 400, "invalid_input", "id: must be an entry id");
      if (!(await deleteJournalItem(db, c.get("user").id, tab.data, id.toLowerCase())))
        return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
      return c.json({ deleted: true as const, id: id.toLowerCase() }, 200);
    })
    .post("/entries", signedIn, jsonBody(CreateJournalEntry), async (c) => {
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
        // A reflection is the member's own words: written in distress, it gets a private care line
        // back, for the writer's eyes only; nothing about it is stored or shared. (Prayers and
        // conversation replies saved here are Wellspring's words, already checked where they began.)
        const care = input.type === "reflection" && input.source === "daily-plan" ? careFor(memberWords(input.content)) : null;
        return c.json({ entry: toJournalEntry(inserted), care }, 201);
      } catch (error) {
        // The unique index on (member, message) decides between two tabs saving one reply.
        if (isUniqueViolation(error)) return duplicate();
        throw error;
      }
    });
}
