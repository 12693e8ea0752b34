// The music lookup interface (ARCHITECTURE: providers are interfaces with an embedded default).
import type { SongDetails } from "./song-details.js";

/**
 * found: the service knows the song. none: it answered and has no match (a definitive answer,
 * worth remembering). failed: it could not answer now (token, 429, 5xx, timeout) — try again later.
 */
export type SongLookup = { status: "found"; details: SongDetails } | { status: "none" } | { status: "failed"; reason: string };

export interface MusicProvider {
  /** "catalogue" or "spotify"; cached details are kept per provider. */
  readonly name: string;
  /** False for the in-memory catalogue: nothing to gain from a database cache. */
  readonly remote: boolean;
  lookup(title: string, artist: string): Promise<SongLookup>;
  /**
   * The bytes of a cover the service named (by its image id), fetched on the server so the
   * browser never loads anything from a third-party host. Absent when the provider has no covers.
   */
  fetchAlbumArt?(imageId: string): Promise<AlbumArt | null>;
}

export interface AlbumArt {
  bytes: ArrayBuffer;
  contentType: string;
}
