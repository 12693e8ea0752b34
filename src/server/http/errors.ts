// One JSON error shape for every API failure: {error: {code, message}}.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import { API_MESSAGES, type ApiErrorCode } from "@core/errors";

/**
 * The error body every route answers with. The status stays a literal type, so the web's typed
 * client (`hc`) can tell an error response from a success one.
 */
export function apiError<S extends ContentfulStatusCode>(c: Context, status: S, code: ApiErrorCode, message: string) {
  return c.json({ error: { code, message } }, status);
}

export interface ErrorLogger {
  error(message: string, error?: unknown): void;
}

/** Turns anything thrown by a route into a JSON error; internals are logged, never sent. */
export function handleError(logger: ErrorLogger) {
  return (err: Error, c: Context) => {
    if (err instanceof HTTPException) {
      if (err.status === 400 && /malformed json/i.test(err.message)) {
        return apiError(c, 400, "invalid_json", API_MESSAGES.invalidJson);
      }
      if (err.status === 413) return apiError(c, 413, "payload_too_large", API_MESSAGES.payloadTooLarge);
      if (err.status < 500) return apiError(c, err.status as ContentfulStatusCode, "invalid_input", err.message || "Bad request.");
    }
    logger.error(`[http] ${c.req.method} ${c.req.path} failed`, err);
    return apiError(c, 500, "internal_error", API_MESSAGES.internal);
  };
}
