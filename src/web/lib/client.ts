// The one typed way from a screen to a route: Hono's `hc` client, typed from the server's routes
// (a type-only import: nothing of the server reaches the bundle). `read` turns a response into
// its success body, or throws the app's ApiError built from the server's {error: {code, message}}.
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../server/app";
import { ApiError, toApiError } from "./api";
import { isOffline, OFFLINE_MESSAGES } from "./offline";

export const client = hc<AppType>("/api", {
  init: { credentials: "same-origin" },
  headers: { Accept: "application/json" },
});

/** The JSON body a response carries when its status is a success. */
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, "json"> ? (S extends SuccessStatusCode ? T : never) : never;

const NETWORK_MESSAGE = "We couldn't reach Wellspring. Please check your connection and try again.";

/** Awaits a typed-client call; resolves with its success body, or throws ApiError. */
export async function read<R extends ClientResponse<unknown, number, "json">>(request: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    if (isOffline()) throw new ApiError(0, "offline", OFFLINE_MESSAGES.cannotSave);
    throw new ApiError(0, "network_error", NETWORK_MESSAGE);
  }
  const text = await response.text();
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as SuccessBody<R>;
}
