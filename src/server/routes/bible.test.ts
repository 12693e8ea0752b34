import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { bibleRoutes } from "./bible.js";

const app = new Hono().route("/api/bible", bibleRoutes());

describe("GET /api/bible/:translation/:book/:chapter", () => {
  it("serves a whole chapter with neighbours", async () => {
    const response = await app.request("/api/bible/web/john/3");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      translation: "WEB",
      translationName: "World English Bible",
      book: "John",
      bookName: "John",
      bookSlug: "john",
      chapter: 3,
      chapterCount: 21,
      previous: { book: "John", chapter: 2 },
      next: { book: "John", chapter: 4 },
    });
    expect(body.verses).toHaveLength(36);
    expect(body.verses[15]).toEqual({ verse: 16, text: expect.stringContaining("only born Son") });
  });

  it("accepts translation and book in any case and crosses book boundaries", async () => {
    const body = await (await app.request("/api/bible/KJV/1-Corinthians/16")).json();
    expect(body.translation).toBe("KJV");
    expect(body.next).toEqual({
      book: "2Cor",
      bookName: "2 Corinthians",
      bookSlug: "2-corinthians",
      chapter: 1,
      reference: "2 Corinthians 1",
    });
    const first = await (await app.request("/api/bible/kjv/Gen/1")).json();
    expect(first.previous).toBeNull();
    const psalm = await (await app.request("/api/bible/web/psalms/23")).json();
    expect(psalm.reference).toBe("Psalm 23");
    expect(psalm.previous.reference).toBe("Psalm 22");
  });

  it("lists the books with their URL slugs", async () => {
    const body = await (await app.request("/api/bible/books")).json();
    expect(body.books).toHaveLength(66);
    expect(body.books[45]).toEqual({ id: "1Cor", name: "1 Corinthians", chapters: 16, testament: "NT", slug: "1-corinthians" });
  });

  it("resolves abbreviations so any displayed reference can link to its chapter", async () => {
    const body = await (await app.request("/api/bible/web/1-cor/13")).json();
    expect(body.bookName).toBe("1 Corinthians");
  });

  it.each([
    ["/api/bible/niv/john/3", 404, "not_found"],
    ["/api/bible/web/hezekiah/1", 404, "not_found"],
    ["/api/bible/web/john/22", 404, "not_found"],
    ["/api/bible/web/john/0", 404, "not_found"],
    ["/api/bible/web/john/three", 400, "invalid_input"],
    ["/api/bible/web/john/3.5", 400, "invalid_input"],
  ])("%s -> %i JSON error", async (path, status, code) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = await response.json();
    expect(body.error.code).toBe(code);
    expect(body.error.message).toEqual(expect.any(String));
  });
});
