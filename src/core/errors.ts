// The API's error shape, shared by the server (which produces it) and the web (which reads it).

export const API_ERROR_CODES = [
  "invalid_json",
  "invalid_input",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "too_many_attempts",
  "internal_error",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ApiErrorCode | string; message: string };
}

export const API_MESSAGES = {
  unauthorized: "Please sign in to continue.",
  notFound: "Not found.",
  invalidJson: "The request body is not valid JSON.",
  payloadTooLarge: "The request body is too large.",
  internal: "Something went wrong on our side. Please try again.",
} as const;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== "object") return false;
  const error = (value as { error?: unknown }).error;
  return !!error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string";
}

/** The message of an API error body, or the fallback the screen would show anyway. */
export function apiErrorMessage(value: unknown, fallback: string): string {
  return isApiErrorBody(value) ? value.error.message : fallback;
}
