// Loading a member's profile row, shared by the profile route and every feature that reads the
// member's preferences (conversation, daily plan). The read is hot (every screen loads the
// profile), so it is prepared once per database and planned once per connection.
import { eq, sql } from "drizzle-orm";
import type { GuideProfile } from "../../guide/index.js";
import type { Database } from "../db/client.js";
import { profiles } from "../db/schema.js";

export type ProfileRow = typeof profiles.$inferSelect;

/** The member's profile row by id (bench:api runs it too). */
export function profileByIdQuery(db: Database) {
  return db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("id")))
    .limit(1);
}

const prepareProfileById = (db: Database) => profileByIdQuery(db).prepare("wellspring_profile_by_id");

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareProfileById>>();

/** The member's profile row, created on first use if sign-up's hook ever failed to make it. */
export async function loadOrCreateProfile(db: Database, userId: string): Promise<ProfileRow> {
  let profileById = preparedByDatabase.get(db);
  if (!profileById) {
    profileById = prepareProfileById(db);
    preparedByDatabase.set(db, profileById);
  }
  const [row] = await profileById.execute({ id: userId });
  if (row) return row;
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
  const [created] = await profileById.execute({ id: userId });
  return created;
}

/** What the guide reads of the member's profile (a reply, a weekly plan): unset fields absent. */
export function guideProfileOf(row: ProfileRow): GuideProfile {
  return {
    first_name: row.firstName,
    bible_version: row.bibleVersion ?? undefined,
    communication_style: row.communicationStyle ?? undefined,
    music_preference: row.musicPreference ?? undefined,
    denomination: row.denomination ?? undefined,
    favorite_artists: row.favoriteArtists,
  };
}
