// Chooses the music provider: Spotify when both credentials are set, else the bundled catalogue.
import { createCatalogueProvider } from "./catalogue-provider.js";
import type { MusicProvider } from "./provider.js";
import { createSpotifyProvider } from "./spotify.js";

export type { MusicProvider, SongLookup } from "./provider.js";
export type { SongDetails } from "./song-details.js";

export function createMusicProvider(
  spotify: { clientId: string | null; clientSecret: string | null },
  logger?: { error(message: string, error?: unknown): void },
): MusicProvider {
  if (spotify.clientId && spotify.clientSecret) {
    return createSpotifyProvider({ clientId: spotify.clientId, clientSecret: spotify.clientSecret, logger });
  }
  return createCatalogueProvider();
}
