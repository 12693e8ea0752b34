import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { DAILY_PLAN_MESSAGES } from "@core/daily-plan";
import type { WeeklyPlan } from "@core/guide";
import { createGuide, type Guide } from "../../guide/index.js";
import type { MusicProvider, SongLookup } from "../../music/index.js";
import { createSpotifyProvider } from "../../music/spotify.js";
import type { DatabaseHandle } from "../db/client.js";
import { dailyPlans, savedDevotionals, savedScriptures, savedWorshipSongs, songDetails } from "../db/schema.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { createTestServer, uniqueEmail, type TestServer } from "../../../test/integration/support/server.js";

// Saturday 2026-11-28 20:00 UTC: already Sunday 29 November in Auckland, Saturday noon in Los Angeles.
const SATURDAY_EVENING_UTC = new Date("2026-11-28T20:00:00Z");

type PlanBody = {
  week_start: string;
  today: string;
  plan: WeeklyPlan | null;
  song_details: { title: string; artist: string; album: string; year: string; imageUrl: string | null; spotifyUrl: string }[][] | null;
};

/** A remote-like provider that counts its lookups; `failing` makes every lookup fail for now. */
function countingProvider() {
  const calls: string[] = [];
  const provider: MusicProvider & { calls: string[]; failing: boolean } = {
    name: "test-remote",
    remote: true,
    calls,
    failing: false,
    async fetchAlbumArt(id) {
      return id === "ab67616d0000b273deadbeef" ? { bytes: new Uint8Array([0xff, 0xd8, 0xff]).buffer, contentType: "image/jpeg" } : null;
    },
    async lookup(title, artist): Promise<SongLookup> {
      calls.push(`${title}|${artist}`);
      if (provider.failing) return { status: "failed", reason: "test outage" };
      if (title.length % 2 === 0) return { status: "none" };
      return {
        status: "found",
        details: {
          title,
          artist,
          album: `${title} (Live)`,
          year: "2020",
          imageUrl: "https://i.scdn.co/image/abc",
          spotifyUrl: "https://open.spotify.com/track/x",
        },
      };
    },
  };
  return provider;
}

describe.each(databaseTargets())("/api/daily-plan on $name", (target) => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let clock = SATURDAY_EVENING_UTC;
  const music = countingProvider();
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };

  beforeAll(async () => {
    handle = await target.open();
    server = createTestServer(handle, { deps: { now: () => clock, music } });
    const a = await server.signUp(uniqueEmail("alice"));
    const b = await server.signUp(uniqueEmail("bob"));
    alice = { cookie: a.cookie, id: a.body.user.id };
    bob = { cookie: b.cookie, id: b.body.user.id };
  });
  afterAll(async () => {
    await handle?.close();
  });

  const getPlan = async (cookie: string | undefined, tz?: string) =>
    server.request(`/api/daily-plan${tz ? `?tz=${encodeURIComponent(tz)}` : ""}`, { cookie });
  const generate = (cookie: string | undefined, json: unknown = {}) => server.request("/api/daily-plan/generate", { cookie, json });
  const plansOf = (userId: string) => handle.db.select().from(dailyPlans).where(eq(dailyPlans.userId, userId));

  it("refuses a visitor everywhere", async () => {
    expect((await getPlan(undefined)).status).toBe(401);
    expect((await generate(undefined)).status).toBe(401);
    expect((await server.request("/api/daily-plan/saved?week_start=2026-11-22")).status).toBe(401);
    for (const path of ["saved-scriptures", "saved-devotionals", "saved-songs"]) {
      expect((await server.request(`/api/daily-plan/${path}`, { json: {} })).status).toBe(401);
    }
  });

  it("gives each member their own today and week in their own time zone", async () => {
    clock = SATURDAY_EVENING_UTC;
    const auckland = (await (await getPlan(alice.cookie, "Pacific/Auckland")).json()) as PlanBody;
    expect(auckland).toMatchObject({ today: "2026-11-29", week_start: "2026-11-29", plan: null });
    const la = (await (await getPlan(bob.cookie, "America/Los_Angeles")).json()) as PlanBody;
    expect(la).toMatchObject({ today: "2026-11-28", week_start: "2026-11-22", plan: null });
    const utc = (await (await getPlan(bob.cookie)).json()) as PlanBody;
    expect(utc).toMatchObject({ today: "2026-11-28", week_start: "2026-11-22" });

    const generated = await generate(alice.cookie, { time_zone: "Pacific/Auckland" });
    expect(generated.status).toBe(200);
    const body = (await generated.json()) as PlanBody;
    expect(body.week_start).toBe("2026-11-29");
    expect(body.plan?.days).toHaveLength(7);
    const rows = await plansOf(alice.id);
    expect(rows.map((r) => r.weekStart)).toEqual(["2026-11-29"]);
  });

  it("keeps the stored plan: a reload shows the same plan, with details for every song", async () => {
    const first = (await (await generate(bob.cookie, { time_zone: "America/Los_Angeles" })).json()) as PlanBody;
    const again = (await (await getPlan(bob.cookie, "America/Los_Angeles")).json()) as PlanBody;
    expect(again.plan).toEqual(first.plan);
    expect(again.song_details).toEqual(first.song_details);
    first.plan!.days.forEach((day, i) => {
      expect(again.song_details![i]).toHaveLength(day.worship_playlist.length);
      day.worship_playlist.forEach((song, j) => {
        const details = again.song_details![i][j];
        expect(details.spotifyUrl).toMatch(/^https:\/\/open\.spotify\.com\//);
        if (song.title.length % 2 === 0) expect(details).toMatchObject({ album: "", year: "", imageUrl: null });
        else expect(details.album).toBe(`${song.title} (Live)`);
      });
    });
  });

  it("looks each song up at most once, but retries songs whose lookup failed", async () => {
    const distinct = new Set(
      ((await (await getPlan(bob.cookie, "America/Los_Angeles")).json()) as PlanBody).plan!.days.flatMap((d) =>
        d.worship_playlist.map((s) => `${s.title}|${s.artist}`),
      ),
    );
    const lookedUp = music.calls.filter((c) => distinct.has(c));
    expect(new Set(lookedUp).size).toBe(lookedUp.length);
    const stored = await handle.db.select().from(songDetails).where(eq(songDetails.provider, "test-remote"));
    expect(stored.length).toBeGreaterThanOrEqual(distinct.size);

    // A fresh week with the service down: every song still gets details, and nothing is remembered.
    clock = new Date("2026-12-09T12:00:00Z");
    music.failing = true;
    await handle.db.delete(songDetails);
    const before = music.calls.length;
    const outage = (await (await generate(bob.cookie, { time_zone: "UTC" })).json()) as PlanBody;
    expect(outage.song_details!.flat().every((d) => d.album === "" && d.imageUrl === null && d.spotifyUrl.includes("/search/"))).toBe(true);
    expect(outage.song_details!.flat().length).toBe(outage.plan!.days.flatMap((d) => d.worship_playlist).length);
    expect(music.calls.length).toBeGreaterThan(before);
    expect(await handle.db.select().from(songDetails)).toHaveLength(0);
    music.failing = false;
    clock = SATURDAY_EVENING_UTC;
  });

  it("ends concurrent generations for one member and week in one stored plan", async () => {
    const carol = await server.signUp(uniqueEmail("carol"));
    const id = carol.body.user.id;
    const responses = await Promise.all([
      generate(carol.cookie, { time_zone: "UTC" }),
      generate(carol.cookie, { time_zone: "UTC", force: true }),
      generate(carol.cookie, { time_zone: "UTC" }),
      generate(carol.cookie, { time_zone: "UTC", force: true }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await plansOf(id);
    expect(rows).toHaveLength(1);
    const reload = (await (await getPlan(carol.cookie, "UTC")).json()) as PlanBody;
    expect(reload.plan).not.toBeNull();
  });

  it("ignores an invalid stored plan and generates a valid one in its place", async () => {
    await handle.db
      .update(dailyPlans)
      .set({ plan: { intro_message: "Broken", days: [] } })
      .where(and(eq(dailyPlans.userId, alice.id), eq(dailyPlans.weekStart, "2026-11-29")));
    const read = (await (await getPlan(alice.cookie, "Pacific/Auckland")).json()) as PlanBody;
    expect(read.plan).toBeNull();
    const regenerated = (await (await generate(alice.cookie, { time_zone: "Pacific/Auckland" })).json()) as PlanBody;
    expect(regenerated.plan?.days).toHaveLength(7);
    const rows = await plansOf(alice.id);
    expect(rows).toHaveLength(1);
    expect((rows[0].plan as WeeklyPlan).days).toHaveLength(7);
  });

  it("answers an invalid generated plan with the spec's message and stores nothing", async () => {
    const real = createGuide({});
    const broken: Guide = {
      ...real,
      weeklyPlan: async () => ({ plan: { intro_message: "x", days: [] } as unknown as WeeklyPlan, provider: "llm" }),
    };
    const brokenServer = createTestServer(handle, { deps: { guide: broken, now: () => clock, music } });
    const dave = await brokenServer.signUp(uniqueEmail("dave"));
    const response = await brokenServer.request("/api/daily-plan/generate", { cookie: dave.cookie, json: { force: true } });
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe(DAILY_PLAN_MESSAGES.invalidGenerated);
    expect(await plansOf(dave.body.user.id)).toHaveLength(0);
  });

  it("never shows a member another member's plan", async () => {
    await handle.db
      .update(dailyPlans)
      .set({ plan: { ...((await plansOf(alice.id))[0].plan as WeeklyPlan), intro_message: "Alice's own week" } })
      .where(eq(dailyPlans.userId, alice.id));
    const bobsView = (await (await getPlan(bob.cookie, "Pacific/Auckland")).json()) as PlanBody;
    expect(bobsView.plan?.intro_message ?? "").not.toBe("Alice's own week");
    const alicesView = (await (await getPlan(alice.cookie, "Pacific/Auckland")).json()) as PlanBody;
    expect(alicesView.plan?.intro_message).toBe("Alice's own week");
  });

  it("saves scripture, devotional and song once each; a duplicate counts as saved; saved status is per member", async () => {
    const plan = ((await (await getPlan(bob.cookie, "America/Los_Angeles")).json()) as PlanBody).plan!;
    const day = plan.days[3];
    const song = day.worship_playlist[0];
    const scripture = { verse_reference: day.scripture.verse, verse_text: day.scripture.text };
    const devotional = {
      title: day.devotional.title,
      content: day.devotional.content,
      scripture_reference: day.scripture.verse,
      scripture_text: day.scripture.text,
      date: "2026-11-25",
    };
    const songBody = { title: song.title, artist: song.artist, spotify_url: "https://open.spotify.com/search/x", cover_url: null };
    for (const [path, json] of [
      ["saved-scriptures", scripture],
      ["saved-devotionals", devotional],
      ["saved-songs", songBody],
    ] as const) {
      const [first, second] = await Promise.all([
        server.request(`/api/daily-plan/${path}`, { cookie: bob.cookie, json }),
        server.request(`/api/daily-plan/${path}`, { cookie: bob.cookie, json }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 201]);
      const statuses = [(await first.json()).status, (await second.json()).status].sort();
      expect(statuses).toEqual(["exists", "saved"]);
    }
    expect(await handle.db.select().from(savedScriptures).where(eq(savedScriptures.userId, bob.id))).toHaveLength(1);
    expect(await handle.db.select().from(savedDevotionals).where(eq(savedDevotionals.userId, bob.id))).toHaveLength(1);
    expect(await handle.db.select().from(savedWorshipSongs).where(eq(savedWorshipSongs.userId, bob.id))).toHaveLength(1);

    const saved = await (await server.request("/api/daily-plan/saved?week_start=2026-11-22", { cookie: bob.cookie })).json();
    expect(saved.scripture_references).toEqual([day.scripture.verse]);
    expect(saved.devotionals).toEqual([{ date: "2026-11-25", title: day.devotional.title }]);
    expect(saved.songs).toEqual([{ title: song.title, artist: song.artist }]);

    // Alice's week: Bob's saves are not hers, and her save of the same verse is her own.
    const aliceSaved = await (await server.request("/api/daily-plan/saved?week_start=2026-11-22", { cookie: alice.cookie })).json();
    expect(aliceSaved).toEqual({ scripture_references: [], devotionals: [], songs: [] });
    const aliceSave = await server.request("/api/daily-plan/saved-scriptures", { cookie: alice.cookie, json: scripture });
    expect(aliceSave.status).toBe(201);
    expect(await handle.db.select().from(savedScriptures).where(eq(savedScriptures.userId, alice.id))).toHaveLength(1);
  });

  it.each([
    ["an unknown time zone", "/api/daily-plan?tz=Mars%2FOlympus"],
    ["an unknown query field", "/api/daily-plan?tz=UTC&user_id=someone"],
    ["a bad week_start", "/api/daily-plan/saved?week_start=2026-02-30"],
    ["a missing week_start", "/api/daily-plan/saved"],
  ])("answers %s with 400", async (_label, path) => {
    const response = await server.request(path, { cookie: alice.cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_input");
  });

  const tooLong = "x".repeat(20_001);
  it.each([
    ["generate", { time_zone: "Nowhere/City" }],
    ["generate", { force: "yes" }],
    ["generate", { user_id: "someone" }],
    ["saved-scriptures", { verse_reference: "John 3:16" }],
    ["saved-scriptures", { verse_reference: "  ", verse_text: "For God so loved" }],
    ["saved-scriptures", { verse_reference: 316, verse_text: "For God so loved" }],
    ["saved-scriptures", { verse_reference: "John 3:16", verse_text: tooLong }],
    ["saved-devotionals", { title: "T", content: "C", date: "yesterday" }],
    ["saved-devotionals", { title: "T", content: tooLong + "x", date: "2026-11-22" }],
    ["saved-devotionals", { content: "C", date: "2026-11-22" }],
    ["saved-songs", { title: "Song", artist: "Artist", spotify_url: "javascript:alert(1)" }],
    ["saved-songs", { title: "Song", artist: "Artist", cover_url: "http://example.com/a.jpg" }],
    ["saved-songs", { title: "Song" }],
    ["saved-songs", { title: ["Song"], artist: "Artist" }],
  ])("answers bad input to %s with 400 and writes nothing (%j)", async (path, json) => {
    const count = async () =>
      (await handle.db.select().from(savedScriptures).where(eq(savedScriptures.userId, alice.id))).length +
      (await handle.db.select().from(savedDevotionals).where(eq(savedDevotionals.userId, alice.id))).length +
      (await handle.db.select().from(savedWorshipSongs).where(eq(savedWorshipSongs.userId, alice.id))).length +
      (await plansOf(alice.id)).length;
    const before = await count();
    const response = await server.request(`/api/daily-plan/${path}`, { cookie: alice.cookie, json });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_input");
    expect(await count()).toBe(before);
  });

  it("passes album art through our own server to members only", async () => {
    const path = "/api/daily-plan/album-art/ab67616d0000b273deadbeef";
    expect((await server.request(path)).status).toBe(401);
    const art = await server.request(path, { cookie: alice.cookie });
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await art.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect((await server.request("/api/daily-plan/album-art/ab67616d0000b27300000000", { cookie: alice.cookie })).status).toBe(404);
    expect((await server.request("/api/daily-plan/album-art/..%2F..%2Fetc", { cookie: alice.cookie })).status).toBe(400);
  });

  it("shows every song when the real Spotify adapter meets 401, 429, 500 and a timeout", async () => {
    let searches = 0;
    const spotifyStub = createServer((req, res) => {
      if (req.url?.startsWith("/api/token")) {
        res.setHeader("content-type", "application/json");
        return res.end(JSON.stringify({ access_token: `t${Date.now()}`, expires_in: 3600 }));
      }
      searches += 1;
      const mode = searches % 4;
      if (mode === 0) return; // never answers: the adapter's timeout ends it
      res.statusCode = mode === 1 ? 401 : mode === 2 ? 429 : 500;
      if (mode === 2) res.setHeader("retry-after", "600");
      res.end("{}");
    });
    await new Promise<void>((resolve) => spotifyStub.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(spotifyStub.address() as AddressInfo).port}`;
      const spotify = createSpotifyProvider({
        clientId: "id",
        clientSecret: "secret",
        tokenUrl: `${base}/api/token`,
        apiBaseUrl: base,
        timeoutMs: 300,
      });
      const spotifyServer = createTestServer(handle, { deps: { music: spotify, now: () => clock } });
      const erin = await spotifyServer.signUp(uniqueEmail("erin"));
      const response = await spotifyServer.request("/api/daily-plan/generate", { cookie: erin.cookie, json: { time_zone: "UTC" } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as PlanBody;
      const songs = body.plan!.days.flatMap((d) => d.worship_playlist);
      const details = body.song_details!.flat();
      expect(details).toHaveLength(songs.length);
      details.forEach((d, i) => {
        expect(d).toMatchObject({ title: songs[i].title, artist: songs[i].artist, album: "", year: "", imageUrl: null });
        expect(d.spotifyUrl).toMatch(/^https:\/\/open\.spotify\.com\/search\//);
      });
      expect(searches).toBeGreaterThan(0);
    } finally {
      spotifyStub.closeAllConnections();
      await new Promise<void>((resolve) => spotifyStub.close(() => resolve()));
    }
  });

  it("answers malformed JSON with 400", async () => {
    for (const path of ["generate", "saved-scriptures", "saved-devotionals", "saved-songs"]) {
      const response = await server.request(`/api/daily-plan/${path}`, {
        method: "POST",
        cookie: alice.cookie,
        body: "{not json",
        headers: { "content-type": "application/json" },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("invalid_json");
    }
  });
});
