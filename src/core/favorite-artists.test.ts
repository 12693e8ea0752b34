import { describe, expect, it } from "vitest";
import { addArtist, customArtists, hasArtist, removeArtist, toggleArtist } from "./favorite-artists";
import { FAVORITE_ARTISTS_MAX } from "./profile";

describe("favourite artists", () => {
  it("adds a custom artist trimmed, and ignores blanks and duplicates", () => {
    expect(addArtist([], "  CeCe Winans  ")).toEqual({ list: ["CeCe Winans"], added: "CeCe Winans", problem: null });
    expect(addArtist(["CeCe Winans"], "   ").list).toEqual(["CeCe Winans"]);
    expect(addArtist(["CeCe Winans"], "cece winans")).toEqual({ list: ["CeCe Winans"], added: null, problem: null });
  });

  it("a typed catalogue name takes the catalogue spelling and is not custom", () => {
    const { list } = addArtist([], "chris tomlin");
    expect(list).toEqual(["Chris Tomlin"]);
    expect(customArtists(list)).toEqual([]);
  });

  it("separates custom artists from catalogue ones, keeping order", () => {
    expect(customArtists(["Lecrae", "Local Choir", "Hillsong Worship", "My Cousin's Band"])).toEqual(["Local Choir", "My Cousin's Band"]);
  });

  it("removes and toggles case-insensitively", () => {
    expect(removeArtist(["Local Choir", "Lecrae"], "local choir")).toEqual(["Lecrae"]);
    expect(toggleArtist(["Lecrae"], "Lecrae")).toEqual([]);
    expect(toggleArtist([], "Lecrae")).toEqual(["Lecrae"]);
    expect(hasArtist(["Lecrae"], " lecrae ")).toBe(true);
  });

  it("refuses over-long names and more than the maximum", () => {
    expect(addArtist([], "x".repeat(101)).problem).toMatch(/at most 100/);
    const full = Array.from({ length: FAVORITE_ARTISTS_MAX }, (_, i) => `Artist ${i}`);
    expect(addArtist(full, "One More").problem).toMatch(/up to 100/);
  });
});
