// Chooses the music provider: Spotify when both credentials are set, else the bundled catalogue.
import { createCatalogueProvider } from "./catalogue-provider.js";
import type { MusicProvider } from "./provider.js";
import { createSpotifyProvider } from "./spotify.js";

export type { MusicProvider, SongLookup } from "./provider.js";

/** `spotify` null (credentials not configured) → the bundled catalogue. */
export function createMusicProvider(
  spotify: { clientId: string; clientSecret: string } | null,
  logger?: { error(message: string, error?: unknown): void },
): MusicProvider {
  if (spotify) return createSpotifyProvider({ ...spotify, logger });
  return createCatalogueProvider();
}
