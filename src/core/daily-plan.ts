// The daily plan's shared words and request shapes (spec sections 3, 4, 5, 8 and 9). The server
// validates with these schemas; the web shows these messages.
import { z } from "zod";

/** The spec's messages, word for word. */
export const DAILY_PLAN_MESSAGES = {
  unableToLoad: "Unable to load your daily plan",
  checkFailed: "Failed to check for existing plan",
  invalidGenerated: "Generated plan has invalid format",
  noPlan: "No Plan Available",
  generate: "Generate New Plan",
  aboutWeek: "About This Week's Devotional",
  saveDevotionalFailed: "Failed to save devotional",
  savePrayerFailed: "Failed to save prayer",
  saveReflectionFailed: "Failed to save reflection",
  savedToast: "Saved successfully!",
  amenToast: "Amen! 🙏",
  noSongs: "No songs available for today's worship.",
  songDetailsFailed: "Failed to load song details",
  songDetailsHint: "Please try refreshing the page or check back later.",
  albumUnavailable: "Album information unavailable",
  prayAloud: "Pray This Aloud",
  stopAudio: "Stop Audio",
} as const;

/** 'Failed to generate plan (status)' when the server gave no error text of its own. */
export function generateFailedMessage(status: number): string {
  return `Failed to generate plan (${status})`;
}

/** Save states go back to idle after this long (spec section 9). */
export const SAVE_STATUS_RESET_MS = 3000;

const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max.toLocaleString("en-US")} characters`)
    .refine((value) => value.trim().length > 0, "must not be blank");

const httpsUrl = z
  .string()
  .max(2000, "must be at most 2,000 characters")
  .refine((value) => {
    try {
      return new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an https URL");

/** POST /api/daily-plan/saved-scriptures (spec section 7: insert {verse_reference, verse_text}). */
export const SaveScripture = z.strictObject({
  verse_reference: text(200),
  verse_text: text(5000),
});

/** POST /api/daily-plan/saved-devotionals (insert {title, content, scripture_reference, scripture_text, date}). */
export const SaveDevotional = z.strictObject({
  title: text(200),
  content: text(20_000),
  scripture_reference: z.string().max(200, "must be at most 200 characters").nullable().default(null),
  scripture_text: z.string().max(5000, "must be at most 5,000 characters").nullable().default(null),
  date: z.iso.date("must be a date (YYYY-MM-DD)"),
});

/** POST /api/daily-plan/saved-songs (insert {title, artist, spotify_url, cover_url}). */
export const SaveSong = z.strictObject({
  title: text(300),
  artist: text(300),
  spotify_url: httpsUrl.nullable().default(null),
  cover_url: httpsUrl.nullable().default(null),
});

/** A song's identity for "already saved" checks: title and artist, case-insensitive. */
export function songKey(song: { title: string; artist: string }): string {
  return `${song.title.trim().toLowerCase()}|${song.artist.trim().toLowerCase()}`;
}

/** Covers we pass on from the music service: small images of these types only. */
export const ALBUM_ART_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_ALBUM_ART_BYTES = 2 * 1024 * 1024;
/** Spotify's cover ids are hexadecimal (40 characters today); anything else is refused. */
export const ALBUM_ART_ID = /^[0-9a-f]{16,64}$/i;
const SPOTIFY_IMAGE = /^https:\/\/i\.scdn\.co\/image\/([0-9a-f]{16,64})$/i;

/**
 * Where the browser loads a song's cover: a Spotify cover through our own server, else nothing
 * (the screen draws its own art). Nothing is ever loaded from a third-party host.
 */
export function albumArtSrc(imageUrl: string | null): string | null {
  const id = imageUrl ? SPOTIFY_IMAGE.exec(imageUrl)?.[1] : undefined;
  return id ? `/api/daily-plan/album-art/${id}` : null;
}
