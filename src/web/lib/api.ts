// A small JSON fetch wrapper for the Wellspring API. The server answers errors as
// {error: {code, message}}; they surface here as ApiError so screens can show the message.

import { isOffline, OFFLINE_MESSAGES } from "./offline";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequest {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

export async function api<T>(path: string, { method = "GET", body, signal }: ApiRequest = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    if (isOffline()) throw new ApiError(0, "offline", OFFLINE_MESSAGES.cannotSave);
    throw new ApiError(0, "network_error", "We couldn't reach Wellspring. Please check your connection and try again.");
  }
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : status === 429 ? "rate_limited" : "http_error";
  const message =
    typeof error?.message === "string" && error.message
      ? error.message
      : status === 429
        ? "Too many requests. Please wait a moment and try again."
        : "Something went wrong. Please try again.";
  return new ApiError(status, code, message);
}
