// The Spotify adapter against a local server that speaks the token and search endpoints.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSpotifyProvider, pickPartialArtistMatch, pickTrack } from "./spotify.js";

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

const track = (name: string, artist: string, extra: Record<string, unknown> = {}) => ({
  name,
  artists: [{ name: artist }],
  album: {
    name: `${name} Album`,
    release_date: "2019-05-03",
    images: [{ url: "https://i.scdn.co/image/1" }, { url: "https://i.scdn.co/image/2" }],
  },
  external_urls: { spotify: `https://open.spotify.com/track/${encodeURIComponent(name)}` },
  popularity: 99,
  ...extra,
});

describe("Spotify adapter", () => {
  let server: Server;
  let base = "";
  let tokenRequests: { auth: string | undefined; body: string }[] = [];
  let searches: { q: string; limit: string; auth: string | undefined }[] = [];
  let tokenCounter = 0;
  let searchHandler: Handler;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname === "/api/token" && req.method === "POST") {
        let body = "";
        req.on("data", (chunk) => (body += chunk));
        req.on("end", () => {
          tokenRequests.push({ auth: req.headers.authorization, body });
          tokenCounter += 1;
          res.setHeader("content-type", "application/json");
          res.end(JSON.stringify({ access_token: `token-${tokenCounter}`, token_type: "Bearer", expires_in: 3600 }));
        });
        return;
      }
      if (url.pathname.startsWith("/image/")) {
        const id = url.pathname.slice("/image/".length);
        if (id === "ab67616d0000b273deadbeef") {
          res.setHeader("content-type", "image/jpeg");
          return res.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
        }
        if (id === "ab67616d0000b273cafebabe") {
          res.setHeader("content-type", "text/html");
          return res.end("<script>alert(1)</script>");
        }
        res.statusCode = 404;
        return res.end();
      }
      if (url.pathname === "/v1/search") {
        searches.push({ q: url.searchParams.get("q") ?? "", limit: url.searchParams.get("limit") ?? "", auth: req.headers.authorization });
        searchHandler(req, res, url);
        return;
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    tokenRequests = [];
    searches = [];
  });

  const json = (res: ServerResponse, body: unknown, status = 200) => {
    res.statusCode = status;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(body));
  };

  let clockMs = 1_000_000;
  const provider = (overrides: Partial<Parameters<typeof createSpotifyProvider>[0]> = {}) =>
    createSpotifyProvider({
      clientId: "id",
      clientSecret: "secret",
      tokenUrl: `${base}/api/token`,
      apiBaseUrl: base,
      timeoutMs: 5000,
      now: () => clockMs,
      sleep: async () => {},
      ...overrides,
    });

  it("gets a client-credentials token once, caches it until expiry, and reads only the display fields", async () => {
    searchHandler = (_req, res) => json(res, { tracks: { items: [track("Other", "Someone"), track("Goodness of God", "Bethel Music")] } });
    const spotify = provider();
    const first = await spotify.lookup("Goodness of God", "Bethel Music");
    expect(first).toEqual({
      status: "found",
      details: {
        title: "Goodness of God",
        artist: "Bethel Music",
        album: "Goodness of God Album",
        year: "2019",
        imageUrl: "https://i.scdn.co/image/1",
        spotifyUrl: "https://open.spotify.com/track/Goodness%20of%20God",
      },
    });
    await spotify.lookup("Goodness of God", "Bethel Music");
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0].body).toBe("grant_type=client_credentials");
    expect(tokenRequests[0].auth).toBe(`Basic ${Buffer.from("id:secret").toString("base64")}`);
    expect(searches[0]).toMatchObject({ q: "track:Goodness of God artist:Bethel Music", limit: "5" });
    clockMs += 3600 * 1000 + 1;
    await spotify.lookup("Goodness of God", "Bethel Music");
    expect(tokenRequests).toHaveLength(2);
    expect(searches.at(-1)!.auth).toMatch(/^Bearer token-/);
  });

  it("retries by title alone and keeps a track whose artist partly matches, else none", async () => {
    searchHandler = (_req, res, url) => {
      const q = url.searchParams.get("q") ?? "";
      if (q.includes("artist:")) return json(res, { tracks: { items: [] } });
      return json(res, { tracks: { items: [track("Way Maker", "Leeland Mooring"), track("Way Maker", "Sinach")] } });
    };
    const found = await provider().lookup("Way Maker", "Sinach");
    expect(found.status === "found" && found.details.artist).toBe("Sinach");
    expect(searches.map((s) => s.q)).toEqual(["track:Way Maker artist:Sinach", "track:Way Maker"]);
    const partial = await provider().lookup("Way Maker", "Leeland");
    expect(partial.status === "found" && partial.details.artist).toBe("Leeland Mooring");
    expect(await provider().lookup("Way Maker", "Nobody Known")).toEqual({ status: "none" });
  });

  it("renews an expired token once on 401", async () => {
    let rejected = 0;
    searchHandler = (req, res) => {
      if (req.headers.authorization === "Bearer token-expired-marker" || rejected === 0) {
        rejected += 1;
        return json(res, { error: { status: 401, message: "The access token expired" } }, 401);
      }
      json(res, { tracks: { items: [track("Oceans", "Hillsong UNITED")] } });
    };
    const spotify = provider();
    const result = await spotify.lookup("Oceans", "Hillsong UNITED");
    expect(result.status).toBe("found");
    expect(tokenRequests).toHaveLength(2);
    expect(searches[0].auth).not.toBe(searches[1].auth);
  });

  it("gives up (failed, not thrown) when 401 persists", async () => {
    searchHandler = (_req, res) => json(res, { error: { status: 401 } }, 401);
    const result = await provider().lookup("Oceans", "Hillsong UNITED");
    expect(result.status).toBe("failed");
    expect(tokenRequests).toHaveLength(2);
  });

  it("waits out a short Retry-After once, and fails rather than waiting long", async () => {
    const waits: number[] = [];
    let calls = 0;
    searchHandler = (_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.setHeader("retry-after", "2");
        return json(res, {}, 429);
      }
      json(res, { tracks: { items: [track("Oceans", "Hillsong UNITED")] } });
    };
    const result = await provider({ sleep: async (ms) => void waits.push(ms) }).lookup("Oceans", "Hillsong UNITED");
    expect(result.status).toBe("found");
    expect(waits).toEqual([2000]);

    searchHandler = (_req, res) => {
      res.setHeader("retry-after", "120");
      json(res, {}, 429);
    };
    const long = await provider({ sleep: async (ms) => void waits.push(ms) }).lookup("Oceans", "Hillsong UNITED");
    expect(long.status).toBe("failed");
    expect(waits).toEqual([2000]);
  });

  it("reports a 500 and a timeout as failed", async () => {
    searchHandler = (_req, res) => json(res, { error: "boom" }, 500);
    expect((await provider().lookup("Oceans", "Hillsong UNITED")).status).toBe("failed");
    searchHandler = () => {
      // Never answers: the adapter's timeout must end the wait.
    };
    const started = Date.now();
    const result = await provider({ timeoutMs: 200 }).lookup("Oceans", "Hillsong UNITED");
    expect(result.status).toBe("failed");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("fetches a cover's bytes on the server, images only", async () => {
    const spotify = provider({ imageBaseUrl: `${base}/image` });
    const art = await spotify.fetchAlbumArt!("ab67616d0000b273deadbeef");
    expect(art?.contentType).toBe("image/jpeg");
    expect(new Uint8Array(art!.bytes)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(await spotify.fetchAlbumArt!("ab67616d0000b273cafebabe")).toBeNull();
    expect(await spotify.fetchAlbumArt!("ab67616d0000b27300000000")).toBeNull();
  });

  it("reports a failing token endpoint as failed", async () => {
    const result = await provider({ tokenUrl: `${base}/missing` }).lookup("Oceans", "Hillsong UNITED");
    expect(result.status).toBe("failed");
  });
});

describe("track choice", () => {
  const t = (artist: string) => ({ name: "Song", artists: [{ name: artist }] });
  it("prefers an exact artist match over the first hit", () => {
    expect(pickTrack([t("Cover Band"), t("Elevation Worship")], "elevation worship")?.artists?.[0].name).toBe("Elevation Worship");
    expect(pickTrack([t("Cover Band"), t("Other")], "Elevation Worship")?.artists?.[0].name).toBe("Cover Band");
    expect(pickPartialArtistMatch([t("Cover Band")], "Elevation Worship")).toBeUndefined();
    expect(pickPartialArtistMatch([t("Elevation Worship feat. Brandon Lake")], "Elevation Worship")?.artists?.[0].name).toContain(
      "Brandon",
    );
  });
});
