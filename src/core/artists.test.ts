import { describe, expect, it } from "vitest";
import { ARTIST_CATEGORIES, isCatalogueArtist } from "./artists";

describe("artist catalogue", () => {
  it("has the eight spec categories with 6 to 14 artists each", () => {
    expect(ARTIST_CATEGORIES.map((c) => c.name)).toEqual([
      "Urban Gospel Choir",
      "Heritage Gospel Choir",
      "Praise & Worship",
      "Contemporary Worship / Crossover",
      "Southern Gospel",
      "Christian Rap / Gospel Hip-Hop",
      "Traditional Hymns / Choral",
      "Instrumental Worship",
    ]);
    for (const c of ARTIST_CATEGORIES) {
      expect(c.artists.length).toBeGreaterThanOrEqual(6);
      expect(c.artists.length).toBeLessThanOrEqual(14);
    }
  });

  it("recognises catalogue artists case-insensitively", () => {
    expect(isCatalogueArtist(" kirk franklin ")).toBe(true);
    expect(isCatalogueArtist("My Church Band")).toBe(false);
  });
});
