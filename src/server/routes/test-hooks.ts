// Test-only endpoints, mounted only when WELLSPRING_TEST_HOOKS=1 (refused in production by
// config.ts). End-to-end tests read the newest mail for an address to follow a reset link, and
// (TEST-ONLY, until the daily plan's save routes land) put saved scriptures, devotionals and
// songs into the signed-in member's journal, and move their entries back in time for the streak.
import { Hono } from "hono";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { authBackgroundOf, type Auth } from "../auth/index.js";
import type { Database } from "../db/client.js";
import { faithJournalEntries, mailOutbox, savedDevotionals, savedScriptures, savedWorshipSongs } from "../db/schema.js";
import { apiError } from "../http/errors.js";
import { jsonBody } from "../http/json-body.js";
import { requireUser, type AuthedEnv } from "../http/session.js";

const createdAt = z.iso.datetime().optional();
const TestSavedItem = z.discriminatedUnion("tab", [
  z.strictObject({
    tab: z.literal("scriptures"),
    verse_reference: z.string(),
    verse_text: z.string(),
    note: z.string().nullable().default(null),
    created_at: createdAt,
  }),
  z.strictObject({
    tab: z.literal("devotionals"),
    title: z.string(),
    content: z.string(),
    scripture_reference: z.string().nullable().default(null),
    scripture_text: z.string().nullable().default(null),
    date: z.iso.date(),
    created_at: createdAt,
  }),
  z.strictObject({
    tab: z.literal("worship"),
    title: z.string(),
    artist: z.string(),
    spotify_url: z.string().nullable().default(null),
    cover_url: z.string().nullable().default(null),
    created_at: createdAt,
  }),
]);
const TestBackdate = z.strictObject({ id: z.uuid(), created_at: z.iso.datetime() });

/** TEST-ONLY: saved items and back-dated entries for the signed-in member. */
function testJournalRoutes(deps: { db: Database; auth: Auth }) {
  const { db } = deps;
  return new Hono<AuthedEnv>()
    .post("/saved-items", requireUser(deps.auth), jsonBody(TestSavedItem), async (c) => {
      const userId = c.get("user").id;
      const item = c.req.valid("json");
      const at = item.created_at ? new Date(item.created_at) : undefined;
      const [row] =
        item.tab === "scriptures"
          ? await db
              .insert(savedScriptures)
              .values({ userId, verseReference: item.verse_reference, verseText: item.verse_text, note: item.note, createdAt: at })
              .returning({ id: savedScriptures.id })
          : item.tab === "devotionals"
            ? await db
                .insert(savedDevotionals)
                .values({
                  userId,
                  title: item.title,
                  content: item.content,
                  scriptureReference: item.scripture_reference,
                  scriptureText: item.scripture_text,
                  date: item.date,
                  createdAt: at,
                })
                .returning({ id: savedDevotionals.id })
            : await db
                .insert(savedWorshipSongs)
                .values({
                  userId,
                  title: item.title,
                  artist: item.artist,
                  spotifyUrl: item.spotify_url,
                  coverUrl: item.cover_url,
                  createdAt: at,
                })
                .returning({ id: savedWorshipSongs.id });
      return c.json({ id: row.id }, 201);
    })
    .post("/backdate", requireUser(deps.auth), jsonBody(TestBackdate), async (c) => {
      const { id, created_at } = c.req.valid("json");
      const moved = await db
        .update(faithJournalEntries)
        .set({ createdAt: new Date(created_at) })
        .where(and(eq(faithJournalEntries.id, id), eq(faithJournalEntries.userId, c.get("user").id)))
        .returning({ id: faithJournalEntries.id });
      if (!moved.length) return apiError(c, 404, "not_found", "No such entry of yours");
      return c.json({ id }, 200);
    });
}

export function testHookRoutes(deps: { db: Database; auth: Auth }) {
  return new Hono().route("/journal", testJournalRoutes(deps)).get("/outbox", async (c) => {
    const to = c.req.query("to")?.trim();
    if (!to) return apiError(c, 400, "invalid_input", "to: is required");
    // Reset mail goes out in the background; a test reading the outbox wants it there.
    await authBackgroundOf(deps.auth).settle();
    const [mail] = await deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (!mail) return apiError(c, 404, "not_found", `No mail for ${to}`);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    return c.json({
      mail: {
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: mail.status,
        created_at: mail.createdAt.toISOString(),
        links,
      },
    });
  });
}
