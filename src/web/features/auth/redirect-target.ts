// Where to send someone after they sign in: the protected page they were stopped at (kept in
// the router's location state by the guard), else Home. Only in-app paths are honoured.

export interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

const AUTH_PATHS = new Set(["/login", "/signup", "/reset-password"]);

export function intendedPath(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  const pathname = typeof from?.pathname === "string" ? from.pathname : "";
  // "//evil.example" would be protocol-relative: never follow it.
  if (!pathname.startsWith("/") || pathname.startsWith("//") || AUTH_PATHS.has(pathname)) return "/";
  const search = typeof from?.search === "string" && from.search.startsWith("?") ? from.search : "";
  const hash = typeof from?.hash === "string" && from.hash.startsWith("#") ? from.hash : "";
  return pathname + search + hash;
}
