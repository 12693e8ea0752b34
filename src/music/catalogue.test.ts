import { describe, expect, it } from "vitest";
import { ARTIST_CATEGORIES } from "@core/artists";
import { MUSIC_STYLES } from "@core/options";
import { CATALOGUE_SONGS, findCatalogueSong, rankSongsFor } from "./catalogue.js";

describe("worship catalogue", () => {
  it("has songs for every catalogue artist and every music style", () => {
    for (const artist of ARTIST_CATEGORIES.flatMap((c) => c.artists)) {
      expect(
        CATALOGUE_SONGS.some((s) => s.artist === artist),
        artist,
      ).toBe(true);
    }
    for (const style of MUSIC_STYLES.filter((s) => s !== "Eclectic / Blended")) {
      expect(
        CATALOGUE_SONGS.some((s) => s.styles.includes(style)),
        style,
      ).toBe(true);
    }
  });

  it("gives an album only with a plausible year, and no duplicate songs", () => {
    const keys = new Set<string>();
    for (const s of CATALOGUE_SONGS) {
      if (s.year) expect(Number(s.year)).toBeGreaterThan(1900);
      if (s.year) expect(s.album).not.toBe("");
      const key = `${s.title}|${s.artist}`;
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
    }
  });

  it("ranks favourite artists first, then the music style", () => {
    const [favourites, style] = rankSongsFor(["Lecrae"], "Country / Southern Gospel");
    expect(favourites.every((s) => s.artist === "Lecrae")).toBe(true);
    expect(favourites.length).toBeGreaterThan(0);
    expect(style.every((s) => s.styles.includes("Country / Southern Gospel"))).toBe(true);
    expect(findCatalogueSong("goodness of god", "bethel music")?.album).toBe("Victory");
  });
});

describe("catalogue song details", async () => {
  const { catalogueSongDetails } = await import("./song-details.js");
  it("fills album and year only when the catalogue is certain, and links to a search", () => {
    expect(catalogueSongDetails("You Say", "Lauren Daigle")).toMatchObject({ album: "Look Up Child", year: "2018", imageUrl: null });
    const unknown = catalogueSongDetails("Unknown Song", "Someone");
    expect(unknown).toMatchObject({ album: "", year: "", imageUrl: null });
    expect(unknown.spotifyUrl).toBe("https://open.spotify.com/search/Unknown%20Song%20Someone");
  });
});
