// How the built web app and the API travel: precompressed assets, compressed JSON, caching rules,
// robots.txt and the sitemap (issue 13).
import { createHash } from "node:crypto";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "@core/public-pages";
import { openDatabase, type DatabaseHandle } from "../../src/server/db/client.js";
import { APP_URL, createTestServer, uniqueEmail, type TestServer } from "./support/server.js";

/** A GET with exactly these headers, its raw body undecoded (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

describe("web delivery", () => {
  let handle: DatabaseHandle;
  let server: TestServer;
  const script = `console.log(${JSON.stringify("grace ".repeat(400))});`;
  const themeScript = "document.documentElement.dataset.mode = 'light';";

  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
    const webRoot = join(mkdtempSync(join(tmpdir(), "ws-dist-")), "web");
    mkdirSync(webRoot);
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Wellspring shell</title>");
    writeFileSync(join(webRoot, "theme-init.js"), themeScript);
    writeFileSync(join(webRoot, "assets", "app-abc123.js"), script);
    writeFileSync(join(webRoot, "assets", "app-abc123.js.br"), brotliCompressSync(script));
    writeFileSync(join(webRoot, "assets", "app-abc123.js.gz"), gzipSync(script));
    // Prerendered pages live beside the web root (dist/web → dist/prerender).
    const prerender = join(webRoot, "..", "prerender");
    mkdirSync(prerender, { recursive: true });
    const privacy = '<!doctype html><div id="root" data-prerendered="visitor"><h1>Privacy Policy</h1></div>';
    writeFileSync(join(prerender, "privacy.html"), privacy);
    writeFileSync(join(prerender, "privacy.html.br"), brotliCompressSync(privacy));
    // The members' app shell: one file per route, with that route's chunk preloaded.
    const appShell = join(prerender, "app-shell");
    mkdirSync(appShell);
    const shellFor = (preload: string) =>
      `<!doctype html><link rel="modulepreload" href="${preload}"><div id="root" data-prerendered="app-shell"><header>Wellspring</header></div>`;
    writeFileSync(join(appShell, "default.html"), shellFor(""));
    writeFileSync(join(appShell, "daily-plan.html"), shellFor("/assets/DailyPlanPage-1.js"));
    writeFileSync(join(appShell, "daily-plan.html.br"), brotliCompressSync(shellFor("/assets/DailyPlanPage-1.js")));
    writeFileSync(join(appShell, "groups_id.html"), shellFor("/assets/GroupDetailPage-1.js"));
    writeFileSync(
      join(appShell, "routes.json"),
      JSON.stringify([
        { path: "/daily-plan", file: "daily-plan.html" },
        { path: "/groups/:id", file: "groups_id.html" },
      ]),
    );
    server = createTestServer(handle, { webRoot });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("sends the brotli copy of an asset to a browser that accepts it, the gzip copy otherwise", async () => {
    const br = await server.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const gz = await server.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await server.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(script);
  });

  it("sends a visitor the prerendered public page, and a member the app shell", async () => {
    const visitor = await server.request("/privacy", { headers: { "accept-encoding": "br" } });
    expect(visitor.headers.get("content-encoding")).toBe("br");
    expect(visitor.headers.get("vary")).toMatch(/cookie/i);
    const plain = await server.request("/privacy");
    expect(await plain.text()).toContain("<h1>Privacy Policy</h1>");

    const member = await server.request("/privacy", { headers: { cookie: "better-auth.session_token=abc.def" } });
    expect(await member.text()).toContain("Wellspring shell");
    // A page that was not prerendered is the app shell for everyone.
    expect(await (await server.request("/terms")).text()).toContain("Wellspring shell");
  });

  it("sends a request with a session cookie the app shell of its route, with the route's chunk preloaded", async () => {
    const member = { cookie: "better-auth.session_token=abc.def" };
    const plan = await server.request("/daily-plan", { headers: { ...member, "accept-encoding": "br" } });
    expect(plan.status).toBe(200);
    expect(plan.headers.get("content-encoding")).toBe("br");
    expect(plan.headers.get("content-type")).toMatch(/text\/html/);
    expect(plan.headers.get("cache-control")).toBe("no-cache");
    expect(plan.headers.get("vary")).toMatch(/cookie/i);
    const html = await server.request("/daily-plan", { headers: member }).then((r) => r.text());
    expect(html).toContain('data-prerendered="app-shell"');
    expect(html).toContain('href="/assets/DailyPlanPage-1.js"');
    // ":id" matches one segment, not two.
    expect(await (await server.request("/groups/abc", { headers: member })).text()).toContain("GroupDetailPage-1.js");
    expect(await (await server.request("/groups/abc/extra", { headers: member })).text()).toContain("Wellspring shell");
    // Files are still files, and visitors on a member route get the plain shell.
    expect((await server.request("/assets/app-abc123.js", { headers: member })).headers.get("content-type")).toMatch(/javascript/);
    expect(await (await server.request("/daily-plan")).text()).toContain("Wellspring shell");
  });

  it("allows the inlined theme script by its hash and no other inline script", async () => {
    const csp = (await server.request("/privacy")).headers.get("content-security-policy") ?? "";
    const hash = createHash("sha256").update(themeScript).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline' 'sha256");
  });

  it("serves a real robots.txt and a sitemap of the public pages", async () => {
    const robots = await server.request("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);

    const sitemap = await server.request("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const page of PUBLIC_PAGES) expect(xml).toContain(`<loc>${APP_URL}${page}</loc>`);
    expect(xml).not.toContain("/journal");
  });

  it("marks member data no-store and compresses JSON above a small size", async () => {
    const { cookie } = await server.signUp(uniqueEmail("delivery"));
    const profile = await server.request("/api/profile", { cookie });
    expect(profile.headers.get("cache-control")).toBe("no-store");

    // A small answer goes out as it is even to a client that accepts gzip (compressing ~300 bytes
    // costs more than it saves), but caches still learn that the encoding may vary.
    const small = await server.request("/api/profile", { cookie, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(small.status).toBe(200);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("cache-control")).toBe("no-store");
    expect(small.headers.get("vary")).toMatch(/accept-encoding/i);
    const smallBody = await small.text();
    expect(smallBody.length).toBeLessThan(1024);
    expect(JSON.parse(smallBody).profile).toMatchObject({ theme_preference: "earth" });

    // A Bible chapter is public, cacheable, and large enough to be worth compressing.
    const chapter = await server.request("/api/bible/WEB/Psalms/119", { headers: { "accept-encoding": "gzip" } });
    expect(chapter.status).toBe(200);
    expect(chapter.headers.get("cache-control")).toMatch(/public/);
    expect(chapter.headers.get("content-encoding")).toBe("gzip");
    expect(chapter.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = JSON.parse(gunzipSync(Buffer.from(await chapter.arrayBuffer())).toString());
    expect(JSON.stringify(body)).toContain("Blessed");

    // deflate when that is all the client takes; nothing when it takes neither.
    const deflated = await server.request("/api/bible/WEB/Psalms/119", { headers: { "accept-encoding": "deflate" } });
    expect(deflated.headers.get("content-encoding")).toBe("deflate");
    expect(JSON.stringify(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()))).toContain("Blessed");
    const plain = await server.request("/api/bible/WEB/Psalms/119", { headers: { "accept-encoding": "br" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(JSON.stringify(await plain.json())).toContain("Blessed");
  });
  it("sends the same headers over a real socket, small JSON with its length and uncompressed", async () => {
    // In production @hono/node-server sends small answers from a string; headers set after the
    // route must not turn them into a stream (chunked, no Content-Length).
    const { cookie } = await server.signUp(uniqueEmail("socket"));
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => listening.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
      const profile = await rawGet(`${base}/api/profile`, { cookie, "accept-encoding": "gzip, deflate, br" });
      expect(profile.status).toBe(200);
      expect(profile.headers["content-encoding"]).toBeUndefined();
      expect(profile.headers["transfer-encoding"]).toBeUndefined();
      expect(Number(profile.headers["content-length"])).toBe(profile.body.length);
      expect(profile.headers["cache-control"]).toBe("no-store");
      expect(profile.headers["vary"]).toMatch(/accept-encoding/i);
      expect(profile.headers["x-frame-options"]).toBe("DENY");
      expect(profile.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(JSON.parse(profile.body.toString()).profile).toMatchObject({ theme_preference: "earth" });

      const visitor = await rawGet(`${base}/api/profile`, {});
      expect(visitor.status).toBe(401);
      expect(visitor.headers["cache-control"]).toBe("no-store");
      expect(visitor.headers["x-content-type-options"]).toBe("nosniff");

      const chapter = await rawGet(`${base}/api/bible/WEB/Psalms/119`, { "accept-encoding": "gzip" });
      expect(chapter.headers["content-encoding"]).toBe("gzip");
      expect(chapter.headers["cache-control"]).toMatch(/public/);
      expect(gunzipSync(chapter.body).toString()).toContain("Blessed");
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
