// The query-string twin of jsonBody: a Zod schema checks the parameters, and a failure is a 400
// {error: {code: "invalid_input", message}} naming the parameter. Repeated parameters arrive as
// arrays and are refused by schemas that expect one string.
import { validator } from "hono/validator";
import type { z } from "zod";
import { apiError } from "./errors.js";
import { describeZodError } from "./json-body.js";

export function queryParams<T extends z.ZodType>(schema: T) {
  return validator("query", async (value, c) => {
    const parsed = await schema.safeParseAsync(value);
    if (!parsed.success) return apiError(c, 400, "invalid_input", describeZodError(parsed.error));
    return parsed.data as z.output<T>;
  });
}
