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

export const API_MESSAGES = {
  unauthorized: "Please sign in to continue.",
  notFound: "Not found.",
  invalidJson: "The request body is not valid JSON.",
  payloadTooLarge: "The request body is too large.",
  internal: "Something went wrong on our side. Please try again.",
} as const;
