// GET/PATCH /api/profile: the signed-in member's own faith profile, and nobody else's — every
// query is keyed by the session's user id, never by anything the client sends.
import { Hono } from "hono";
import { eq, sql } from "drizzle-orm";
import { optionOrNull, ProfileUpdate, type Profile } from "@core/profile";
import { BIBLE_VERSIONS, DENOMINATIONS, GUIDANCE_STYLES, MUSIC_STYLES, THEMES } from "@core/options";
import type { Auth } from "../auth/index.js";
import type { Database } from "../db/client.js";
import { profiles } from "../db/schema.js";
import { jsonBody } from "../http/json-body.js";
import { requireUser, type AuthedEnv } from "../http/session.js";
import { loadOrCreateProfile, type ProfileRow } from "../profile/load.js";

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    favorite_artists: row.favoriteArtists,
    denomination: optionOrNull(DENOMINATIONS, row.denomination),
    bible_version: optionOrNull(BIBLE_VERSIONS, row.bibleVersion),
    music_preference: optionOrNull(MUSIC_STYLES, row.musicPreference),
    communication_style: optionOrNull(GUIDANCE_STYLES, row.communicationStyle),
    theme_preference: optionOrNull(THEMES, row.themePreference) ?? "earth",
    onboarding_completed: row.onboardingCompleted,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function profileRoutes(deps: { db: Database; auth: Auth }) {
  const { db } = deps;
  const signedIn = requireUser(deps.auth);
  return new Hono<AuthedEnv>()
    .get("/", signedIn, async (c) => {
      const row = await loadOrCreateProfile(db, c.get("user").id);
      return c.json({ profile: toProfile(row) });
    })
    .patch("/", signedIn, jsonBody(ProfileUpdate), async (c) => {
      const userId = c.get("user").id;
      const update = c.req.valid("json");
      await loadOrCreateProfile(db, userId);
      const [row] = await db
        .update(profiles)
        .set({
          ...(update.first_name !== undefined && { firstName: update.first_name }),
          ...(update.last_name !== undefined && { lastName: update.last_name }),
          ...(update.favorite_artists !== undefined && { favoriteArtists: update.favorite_artists }),
          ...(update.denomination !== undefined && { denomination: update.denomination }),
          ...(update.bible_version !== undefined && { bibleVersion: update.bible_version }),
          ...(update.music_preference !== undefined && { musicPreference: update.music_preference }),
          ...(update.communication_style !== undefined && { communicationStyle: update.communication_style }),
          ...(update.theme_preference !== undefined && { themePreference: update.theme_preference }),
          ...(update.onboarding_completed !== undefined && { onboardingCompleted: update.onboarding_completed }),
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.id, userId))
        .returning();
      return c.json({ profile: toProfile(row) });
    });
}
