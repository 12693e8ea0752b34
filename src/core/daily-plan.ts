// The daily plan's shared words (spec sections 3, 4, 5, 8 and 9); the web shows these messages.
// The request shapes the server validates are in daily-plan-schemas.ts, so the page loads no Zod.
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
