// Song details for a plan's playlists. A remote provider's answers are kept in song_details, so a
// song is looked up at most once, not on every page view; a lookup that fails now (token, 429,
// 5xx, timeout) is not kept and falls back to our own details, so every song always shows.
import { and, eq, inArray } from "drizzle-orm";
import type { Song } from "@core/guide";
import { songKey } from "@core/daily-plan";
import type { MusicProvider } from "../../music/index.js";
import { notFoundSongDetails, type SongDetails } from "../../music/song-details.js";
import type { Database } from "../db/client.js";
import { songDetails } from "../db/schema.js";

/** Remote lookups for one page run a few at a time, to stay polite to the music service. */
const LOOKUP_CONCURRENCY = 4;

type SongDetailsRow = typeof songDetails.$inferSelect;

function fromRow(row: SongDetailsRow, song: Song): SongDetails {
  if (!row.found) return notFoundSongDetails(song.title, song.artist);
  return { title: row.title, artist: row.artist, album: row.album, year: row.year, imageUrl: row.imageUrl, spotifyUrl: row.spotifyUrl };
}

const keysOf = (song: Song) => ({ titleKey: song.title.trim().toLowerCase(), artistKey: song.artist.trim().toLowerCase() });

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Details for every distinct song, keyed by songKey(). */
export async function resolveSongDetails(db: Database, provider: MusicProvider, songs: Song[]): Promise<Map<string, SongDetails>> {
  const distinct = [...new Map(songs.map((s) => [songKey(s), s])).values()];
  const result = new Map<string, SongDetails>();
  if (!distinct.length) return result;

  if (!provider.remote) {
    for (const song of distinct) {
      const lookup = await provider.lookup(song.title, song.artist);
      result.set(songKey(song), lookup.status === "found" ? lookup.details : notFoundSongDetails(song.title, song.artist));
    }
    return result;
  }

  const rows = await db
    .select()
    .from(songDetails)
    .where(
      and(
        eq(songDetails.provider, provider.name),
        inArray(
          songDetails.titleKey,
          distinct.map((s) => keysOf(s).titleKey),
        ),
      ),
    );
  const stored = new Map(rows.map((row) => [`${row.titleKey}|${row.artistKey}`, row]));
  const missing: Song[] = [];
  for (const song of distinct) {
    const row = stored.get(songKey(song));
    if (row) result.set(songKey(song), fromRow(row, song));
    else missing.push(song);
  }

  const looked = await mapLimited(missing, LOOKUP_CONCURRENCY, async (song) => ({
    song,
    lookup: await provider.lookup(song.title, song.artist),
  }));
  const toStore: (typeof songDetails.$inferInsert)[] = [];
  for (const { song, lookup } of looked) {
    if (lookup.status === "found") {
      result.set(songKey(song), lookup.details);
      toStore.push({ provider: provider.name, ...keysOf(song), found: true, ...lookup.details });
    } else {
      const fallback = notFoundSongDetails(song.title, song.artist);
      result.set(songKey(song), fallback);
      if (lookup.status === "none") toStore.push({ provider: provider.name, ...keysOf(song), found: false, ...fallback });
    }
  }
  // Two members opening the same week at once may both look a song up; the first answer is kept.
  if (toStore.length) await db.insert(songDetails).values(toStore).onConflictDoNothing();
  return result;
}
