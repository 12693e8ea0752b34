// The one JSON-body validator every route uses: JSON only, parsed once, checked by a Zod schema,
// and failures answered as 400 {error: {code: "invalid_json" | "invalid_input", message}} with a
// message that names the field. Typed, so the web's hc client knows each route's input.
import { validator } from "hono/validator";
import type { z } from "zod";
import { API_MESSAGES } from "@core/errors";
import { apiError } from "./errors.js";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** A readable sentence for the first problem Zod found, e.g. "denomination: must be one of: …". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request body.";
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys;
    return `Unknown field${keys.length > 1 ? "s" : ""}: ${keys.join(", ")}`;
  }
  const field = issue.path.map(String).join(".");
  let message = issue.message;
  if (issue.code === "invalid_type") {
    // Zod omits the input from issues, but its message says what was received.
    message = /received undefined/.test(issue.message)
      ? "is required"
      : `must be ${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`;
  }
  return field ? `${field}: ${message}` : message;
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return validator("json", async (_value, c) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0].trim();
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      return apiError(c, 400, "invalid_json", "The request body must be JSON (Content-Type: application/json).");
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return apiError(c, 400, "invalid_json", API_MESSAGES.invalidJson);
    }
    const parsed = await schema.safeParseAsync(body);
    if (!parsed.success) return apiError(c, 400, "invalid_input", describeZodError(parsed.error));
    return parsed.data as z.output<T>;
  });
}
