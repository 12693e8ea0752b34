// The Spotify Web API adapter (spec section 7, "Music catalogue service"): a client-credentials
// token cached until it expires, then a track search by title and artist (limit 5), then by title
// alone keeping a track whose artist partly matches. Only the display fields are read.
// Every failure is reported as a value, never thrown: the page falls back to our own details.
import { ALBUM_ART_TYPES, MAX_ALBUM_ART_BYTES } from "@core/daily-plan";
import type { AlbumArt, MusicProvider, SongLookup } from "./provider.js";
import type { SongDetails } from "./song-details.js";

export const SPOTIFY_SEARCH_LIMIT = 5;

export interface SpotifyOptions {
  clientId: string;
  clientSecret: string;
  /** Injectable for tests; defaults to Spotify's own endpoints. */
  tokenUrl?: string;
  apiBaseUrl?: string;
  imageBaseUrl?: string;
  fetch?: typeof fetch;
  /** Per request. */
  timeoutMs?: number;
  /** The longest Retry-After we are willing to wait once before giving up on a song. */
  maxRetryAfterMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  logger?: { error(message: string, error?: unknown): void };
}

interface SpotifyTrack {
  name?: string;
  artists?: { name?: string }[];
  album?: { name?: string; release_date?: string; images?: { url?: string }[] };
  external_urls?: { spotify?: string };
}

class LookupFailure extends Error {}

const lower = (s: string) => s.trim().toLowerCase();

/** Reads only the fields the spec lists: name, first artist, album name, release year, first image, link. */
export function toSongDetails(track: SpotifyTrack, title: string, artist: string): SongDetails | null {
  const link = track.external_urls?.spotify;
  if (!track.name || !link) return null;
  const year = /^(\d{4})/.exec(track.album?.release_date ?? "")?.[1] ?? "";
  return {
    title: track.name,
    artist: track.artists?.[0]?.name || artist,
    album: track.album?.name ?? "",
    year,
    imageUrl: track.album?.images?.[0]?.url || null,
    spotifyUrl: link,
  };
}

/** Prefers a track whose first artist is exactly the wanted one; else the first hit. */
export function pickTrack(tracks: SpotifyTrack[], artist: string): SpotifyTrack | undefined {
  const wanted = lower(artist);
  return tracks.find((t) => t.artists?.some((a) => lower(a.name ?? "") === wanted)) ?? tracks[0];
}

/** Among title-only hits, a track whose artist name partly matches (either way), exact first. */
export function pickPartialArtistMatch(tracks: SpotifyTrack[], artist: string): SpotifyTrack | undefined {
  const wanted = lower(artist);
  const exact = tracks.find((t) => t.artists?.some((a) => lower(a.name ?? "") === wanted));
  if (exact) return exact;
  return tracks.find((t) =>
    t.artists?.some((a) => {
      const name = lower(a.name ?? "");
      return name.length > 0 && (name.includes(wanted) || wanted.includes(name));
    }),
  );
}

export function createSpotifyProvider(options: SpotifyOptions): MusicProvider {
  const tokenUrl = options.tokenUrl ?? "https://accounts.spotify.com/api/token";
  const apiBaseUrl = (options.apiBaseUrl ?? "https://api.spotify.com").replace(/\/+$/, "");
  const imageBaseUrl = (options.imageBaseUrl ?? "https://i.scdn.co/image").replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 3000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const logger = options.logger ?? { error: () => {} };
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");

  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const response = await doFetch(tokenUrl, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new LookupFailure(`token request answered ${response.status}`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== "string" || !body.access_token) throw new LookupFailure("token response has no access_token");
    const seconds = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in : 3600;
    cached = { token: body.access_token, expiresAt: now() + seconds * 1000 };
    return body.access_token;
  }

  /** The cached token while it is valid; one request at a time when it must be renewed. */
  async function token(): Promise<string> {
    if (cached && now() < cached.expiresAt) return cached.token;
    pending ??= requestToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function search(query: string): Promise<SpotifyTrack[]> {
    const url = `${apiBaseUrl}/v1/search?${new URLSearchParams({ q: query, type: "track", limit: String(SPOTIFY_SEARCH_LIMIT) })}`;
    let refreshed = false;
    let waited = false;
    for (;;) {
      const bearer = await token();
      const response = await doFetch(url, { headers: { authorization: `Bearer ${bearer}` }, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 401 && !refreshed) {
        // The token expired early or was revoked: renew it once.
        refreshed = true;
        if (cached?.token === bearer) cached = null;
        continue;
      }
      if (response.status === 429 && !waited) {
        const seconds = Number(response.headers.get("retry-after") ?? "1");
        const waitMs = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
        if (waitMs > maxRetryAfterMs) throw new LookupFailure(`rate limited for ${seconds}s`);
        waited = true;
        await sleep(waitMs);
        continue;
      }
      if (!response.ok) throw new LookupFailure(`search answered ${response.status}`);
      const body = (await response.json()) as { tracks?: { items?: SpotifyTrack[] } };
      return Array.isArray(body.tracks?.items) ? body.tracks.items : [];
    }
  }

  return {
    name: "spotify",
    remote: true,
    async lookup(title, artist): Promise<SongLookup> {
      try {
        const withArtist = await search(`track:${title} artist:${artist}`);
        let track = withArtist.length ? pickTrack(withArtist, artist) : undefined;
        if (!track) track = pickPartialArtistMatch(await search(`track:${title}`), artist);
        const details = track ? toSongDetails(track, title, artist) : null;
        return details ? { status: "found", details } : { status: "none" };
      } catch (error) {
        logger.error(`[music] Spotify lookup failed for "${title}" by ${artist}`, error);
        return { status: "failed", reason: error instanceof Error ? error.message : String(error) };
      }
    },
    async fetchAlbumArt(imageId): Promise<AlbumArt | null> {
      try {
        const response = await doFetch(`${imageBaseUrl}/${encodeURIComponent(imageId)}`, { signal: AbortSignal.timeout(timeoutMs) });
        const contentType = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
        if (!response.ok || !(ALBUM_ART_TYPES as readonly string[]).includes(contentType)) return null;
        const bytes = await response.arrayBuffer();
        return bytes.byteLength > 0 && bytes.byteLength <= MAX_ALBUM_ART_BYTES ? { bytes, contentType } : null;
      } catch (error) {
        logger.error(`[music] album art ${imageId} could not be fetched`, error);
        return null;
      }
    },
  };
}
