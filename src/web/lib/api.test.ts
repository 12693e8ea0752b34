import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api";

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? "" : JSON.stringify(body), { status }));
}

describe("api", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns the parsed JSON body and sends JSON with same-origin credentials", async () => {
    const fetchMock = respond(200, { profile: { id: "u1" } });
    vi.stubGlobal("fetch", fetchMock);
    await expect(api("/api/profile", { method: "PATCH", body: { theme_preference: "ocean" } })).resolves.toEqual({ profile: { id: "u1" } });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/profile");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"theme_preference":"ocean"}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("throws ApiError with the server's code and message", async () => {
    vi.stubGlobal("fetch", respond(401, { error: { code: "unauthorized", message: "Please sign in." } }));
    const error = await api("/api/profile").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "unauthorized", message: "Please sign in." });
  });

  it("gives a clear message for rate limits without a JSON body", async () => {
    vi.stubGlobal("fetch", respond(429, undefined));
    await expect(api("/api/profile")).rejects.toMatchObject({ status: 429, code: "rate_limited" });
  });

  it("turns a network failure into an ApiError", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => { throw new TypeError("Failed to fetch"); }));
    await expect(api("/api/profile")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });
});
