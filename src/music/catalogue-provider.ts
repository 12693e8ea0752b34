// The default music provider: the bundled catalogue, offline and instant.
import { findCatalogueSong } from "./catalogue.js";
import type { MusicProvider } from "./provider.js";
import { catalogueSongDetails } from "./song-details.js";

export function createCatalogueProvider(): MusicProvider {
  return {
    name: "catalogue",
    remote: false,
    async lookup(title, artist) {
      if (!findCatalogueSong(title, artist)) return { status: "none" };
      return { status: "found", details: catalogueSongDetails(title, artist) };
    },
  };
}
