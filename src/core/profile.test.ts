import { describe, expect, it } from "vitest";
import { ProfileUpdate, normaliseArtists } from "./profile.js";

describe("normaliseArtists", () => {
  it("trims, drops blanks and removes duplicates case-insensitively, keeping the first spelling", () => {
    expect(normaliseArtists([" Hillsong ", "hillsong", "", "  ", "CeCe Winans", "HILLSONG"])).toEqual(["Hillsong", "CeCe Winans"]);
  });
});

describe("ProfileUpdate", () => {
  it("accepts any subset of editable fields", () => {
    expect(ProfileUpdate.parse({ theme_preference: "dawn" })).toEqual({ theme_preference: "dawn" });
    expect(ProfileUpdate.parse({ first_name: "  Ruth ", denomination: null })).toEqual({ first_name: "Ruth", denomination: null });
  });
  it("turns an empty name into null", () => {
    expect(ProfileUpdate.parse({ last_name: "   " })).toEqual({ last_name: null });
  });
  it.each([
    { denomination: "Jedi" },
    { bible_version: "ABC" },
    { music_preference: "Polka" },
    { communication_style: "Harsh" },
    { theme_preference: "neon" },
    { theme_preference: null },
    { onboarding_completed: "true" },
    { first_name: "x".repeat(101) },
    { favorite_artists: ["x".repeat(101)] },
    { favorite_artists: [""] },
    { favorite_artists: Array.from({ length: 101 }, (_, i) => `A${i}`) },
    { id: "someone" },
    {},
  ])("refuses %j", (input) => {
    expect(ProfileUpdate.safeParse(input).success).toBe(false);
  });
  it("accepts exactly 100 artists of 100 characters", () => {
    const artists = Array.from({ length: 100 }, (_, i) => `${i}`.padEnd(100, "x"));
    expect(ProfileUpdate.parse({ favorite_artists: artists }).favorite_artists).toHaveLength(100);
  });
});
