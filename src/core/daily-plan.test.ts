import { describe, expect, it } from "vitest";
import { albumArtSrc, generateFailedMessage, songKey } from "./daily-plan";
import { SaveDevotional, SaveScripture, SaveSong } from "./daily-plan-schemas";

describe("daily plan rules", () => {
  it("words a failed generation with its status", () => {
    expect(generateFailedMessage(503)).toBe("Failed to generate plan (503)");
  });

  it("matches songs on title and artist, case-insensitive", () => {
    expect(songKey({ title: " Oceans ", artist: "Hillsong UNITED" })).toBe(songKey({ title: "oceans", artist: "hillsong united" }));
  });

  it("accepts only non-blank saves with https links", () => {
    expect(SaveScripture.safeParse({ verse_reference: "John 3:16", verse_text: "For God so loved the world" }).success).toBe(true);
    expect(SaveScripture.safeParse({ verse_reference: " ", verse_text: "x" }).success).toBe(false);
    expect(SaveDevotional.parse({ title: "T", content: "C", date: "2026-11-22" })).toMatchObject({ scripture_reference: null });
    expect(SaveDevotional.safeParse({ title: "T", content: "C", date: "2026-11-31" }).success).toBe(false);
    expect(SaveSong.safeParse({ title: "S", artist: "A", spotify_url: "https://open.spotify.com/track/1" }).success).toBe(true);
    expect(SaveSong.safeParse({ title: "S", artist: "A", spotify_url: "http://open.spotify.com/track/1" }).success).toBe(false);
  });

  it("loads Spotify covers through our own server and nothing from other hosts", () => {
    expect(albumArtSrc("https://i.scdn.co/image/ab67616d0000b273deadbeef")).toBe("/api/daily-plan/album-art/ab67616d0000b273deadbeef");
    expect(albumArtSrc("https://evil.example/image/ab67616d0000b273deadbeef")).toBeNull();
    expect(albumArtSrc("https://i.scdn.co/image/../../etc")).toBeNull();
    expect(albumArtSrc(null)).toBeNull();
  });
});
