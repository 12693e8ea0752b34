// The app's API error: the server answers errors as {error: {code, message}}; the typed client
// (client.ts) turns them into ApiError so screens can show the message.

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
