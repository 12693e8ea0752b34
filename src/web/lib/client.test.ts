import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { client, read } from "./client";

function respond(status: number, body: unknown) {
  return vi.fn(async (..._args: unknown[]) => new Response(body === undefined ? "" : JSON.stringify(body), { status }));
}

describe("read(client…)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns the parsed success body and sends JSON with same-origin credentials", async () => {
    const fetchMock = respond(200, { profile: { id: "u1" } });
    vi.stubGlobal("fetch", fetchMock);
    await expect(read(client.profile.$patch({ json: { theme_preference: "ocean" } }))).resolves.toEqual({ profile: { id: "u1" } });
    const [input, init] = fetchMock.mock.calls[0] as unknown as [string | URL | Request, RequestInit];
    expect(String(input instanceof Request ? input.url : input)).toMatch(/\/api\/profile$/);
    expect(init.method).toBe("PATCH");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"theme_preference":"ocean"}');
  });

  it("throws ApiError with the server's code and message", async () => {
    vi.stubGlobal("fetch", respond(401, { error: { code: "unauthorized", message: "Please sign in." } }));
    const error = await read(client.profile.$get()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "unauthorized", message: "Please sign in." });
  });

  it("gives a clear message for rate limits without a JSON body", async () => {
    vi.stubGlobal("fetch", respond(429, undefined));
    await expect(read(client.profile.$get())).rejects.toMatchObject({ status: 429, code: "rate_limited" });
  });

  it("turns a network failure into an ApiError", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(read(client.profile.$get())).rejects.toMatchObject({ status: 0, code: "network_error" });
  });
});
