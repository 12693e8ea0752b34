// /api/daily-plan: the signed-in member's weekly devotional plan and its saves. The client sends
// its IANA time zone; the server decides the member's today and week_start in that zone. Every
// query is keyed by the session's user id. Prayer and reflection saves go through
// POST /api/journal/entries (journal.ts), not here.
import { Hono, type Context } from "hono";
import { and, between, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { ALBUM_ART_ID, DAILY_PLAN_MESSAGES, songKey } from "@core/daily-plan";
import { SaveDevotional, SaveScripture, SaveSong } from "@core/daily-plan-schemas";
import { addDays, isIsoDate, isValidTimeZone, memberWeek } from "@core/dates";
import type { WeeklyPlan } from "@core/guide";
import { createCatalogueProvider } from "../../music/catalogue-provider.js";
import type { MusicProvider } from "../../music/index.js";
import type { SongDetails } from "../../music/song-details.js";
import type { Database } from "../db/client.js";
import { isUniqueViolation } from "../db/errors.js";
import { savedDevotionals, savedScriptures, savedWorshipSongs } from "../db/schema.js";
import { generatePlan, InvalidGeneratedPlan, storedPlan } from "../daily-plan/plans.js";
import { resolveSongDetails } from "../daily-plan/song-details.js";
import { apiError, type ErrorLogger } from "../http/errors.js";
import { jsonBody } from "../http/json-body.js";
import { queryParams } from "../http/query-params.js";
import { requireUser, type AuthedEnv } from "../http/session.js";
import type { RouteDeps } from "../app.js";

const TimeZone = z
  .string()
  .max(64, "must be at most 64 characters")
  .refine(isValidTimeZone, "must be an IANA time zone such as Pacific/Auckland");

const PlanQuery = z.strictObject({ tz: TimeZone.default("UTC") });
const SavedQuery = z.strictObject({ week_start: z.string().refine(isIsoDate, "must be a date (YYYY-MM-DD)") });
const GenerateBody = z.strictObject({ time_zone: TimeZone.default("UTC"), force: z.boolean().default(false) });

/** Song details per day and song, parallel to plan.days[i].worship_playlist; null if the lookup broke. */
async function playlistDetails(db: Database, music: MusicProvider, plan: WeeklyPlan, logger: ErrorLogger): Promise<SongDetails[][] | null> {
  try {
    const details = await resolveSongDetails(
      db,
      music,
      plan.days.flatMap((d) => d.worship_playlist),
    );
    return plan.days.map((day) => day.worship_playlist.map((song) => details.get(songKey(song))!));
  } catch (error) {
    logger.error("[daily-plan] song details failed", error);
    return null;
  }
}

export function dailyPlanRoutes(deps: RouteDeps) {
  const { db, guide } = deps;
  const music = deps.music ?? createCatalogueProvider();
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger ?? console;
  const signedIn = requireUser(deps.auth);

  async function planBody(plan: WeeklyPlan | null, week: { today: string; weekStart: string }) {
    return {
      week_start: week.weekStart,
      today: week.today,
      plan,
      song_details: plan ? await playlistDetails(db, music, plan, logger) : null,
    };
  }

  const savedAnswer = <C extends Context>(c: C, inserted: boolean) =>
    inserted ? c.json({ status: "saved" as const }, 201) : c.json({ status: "exists" as const }, 200);

  return new Hono<AuthedEnv>()
    .get("/", signedIn, queryParams(PlanQuery), async (c) => {
      const week = memberWeek(c.req.valid("query").tz, now());
      let plan: WeeklyPlan | null;
      try {
        plan = await storedPlan(db, c.get("user").id, week.weekStart);
      } catch (error) {
        logger.error("[daily-plan] reading the stored plan failed", error);
        return apiError(c, 500, "internal_error", DAILY_PLAN_MESSAGES.checkFailed);
      }
      return c.json(await planBody(plan, week));
    })
    .post("/generate", signedIn, jsonBody(GenerateBody), async (c) => {
      const input = c.req.valid("json");
      const week = memberWeek(input.time_zone, now());
      try {
        const plan = await generatePlan(db, guide, c.get("user").id, week.weekStart, input.force);
        return c.json(await planBody(plan, week));
      } catch (error) {
        if (error instanceof InvalidGeneratedPlan) return apiError(c, 502, "internal_error", error.message);
        throw error;
      }
    })
    .get("/saved", signedIn, queryParams(SavedQuery), async (c) => {
      const userId = c.get("user").id;
      const weekStart = c.req.valid("query").week_start;
      const plan = await storedPlan(db, userId, weekStart);
      if (!plan)
        return c.json({
          scripture_references: [] as string[],
          devotionals: [] as { date: string; title: string }[],
          songs: [] as { title: string; artist: string }[],
        });
      const references = [...new Set(plan.days.map((d) => d.scripture.verse))];
      const titles = [...new Set(plan.days.flatMap((d) => d.worship_playlist.map((s) => s.title)))];
      const [scriptures, devotionals, songs] = await Promise.all([
        db
          .select({ reference: savedScriptures.verseReference })
          .from(savedScriptures)
          .where(and(eq(savedScriptures.userId, userId), inArray(savedScriptures.verseReference, references))),
        db
          .select({ date: savedDevotionals.date, title: savedDevotionals.title })
          .from(savedDevotionals)
          .where(and(eq(savedDevotionals.userId, userId), between(savedDevotionals.date, weekStart, addDays(weekStart, 6)))),
        titles.length
          ? db
              .select({ title: savedWorshipSongs.title, artist: savedWorshipSongs.artist })
              .from(savedWorshipSongs)
              .where(and(eq(savedWorshipSongs.userId, userId), inArray(savedWorshipSongs.title, titles)))
          : Promise.resolve([]),
      ]);
      return c.json({ scripture_references: scriptures.map((s) => s.reference), devotionals, songs });
    })
    .get("/album-art/:id", signedIn, async (c) => {
      const id = c.req.param("id");
      if (!ALBUM_ART_ID.test(id)) return apiError(c, 400, "invalid_input", "id: must be a cover id");
      const art = music.fetchAlbumArt ? await music.fetchAlbumArt(id) : null;
      if (!art) return apiError(c, 404, "not_found", "That album art is not available.");
      return c.body(art.bytes, 200, {
        "content-type": art.contentType,
        // A cover id always names the same image; members' browsers may keep it for a day.
        "cache-control": "private, max-age=86400",
      });
    })
    .post("/saved-scriptures", signedIn, jsonBody(SaveScripture), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      // Spec: treated as saved when one with the same verse reference exists, or on 23505.
      const rows = await db
        .insert(savedScriptures)
        .values({ userId, verseReference: input.verse_reference, verseText: input.verse_text })
        .onConflictDoNothing()
        .returning({ id: savedScriptures.id });
      return savedAnswer(c, rows.length > 0);
    })
    .post("/saved-devotionals", signedIn, jsonBody(SaveDevotional), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      try {
        await db.insert(savedDevotionals).values({
          userId,
          title: input.title,
          content: input.content,
          scriptureReference: input.scripture_reference,
          scriptureText: input.scripture_text,
          date: input.date,
        });
        return savedAnswer(c, true);
      } catch (error) {
        if (isUniqueViolation(error)) return savedAnswer(c, false);
        throw error;
      }
    })
    .post("/saved-songs", signedIn, jsonBody(SaveSong), async (c) => {
      const userId = c.get("user").id;
      const input = c.req.valid("json");
      try {
        await db.insert(savedWorshipSongs).values({
          userId,
          title: input.title,
          artist: input.artist,
          spotifyUrl: input.spotify_url,
          coverUrl: input.cover_url,
        });
        return savedAnswer(c, true);
      } catch (error) {
        // Spec: a duplicate-key error (23505) counts as saved.
        if (isUniqueViolation(error)) return savedAnswer(c, false);
        throw error;
      }
    });
}
