// PostgreSQL error codes the app reads, shared by routes and tests. Drivers wrap the database's
// error (drizzle adds a cause chain), so the code is looked for a few levels deep.

export const PG_UNIQUE_VIOLATION = "23505";

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint refused the write: the spec reads it as "already saved". */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION;
}
