import { createAuthClient } from "better-auth/react";
import { twoFactorClient } from "better-auth/client/plugins";
import { isVisitorRender, sessionSettled } from "./visitor-render";

// better-auth is mounted by the server at /api/auth on the same origin.
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [twoFactorClient()],
});

const useAuthSession = authClient.useSession;

/**
 * The signed-in member's session. On a page prerendered for visitors, a session that is still
 * loading reads as "no session" until the first answer, so the page hydrates as it was painted.
 */
export function useSession(): ReturnType<typeof useAuthSession> {
  const result = useAuthSession();
  if (!result.isPending) {
    sessionSettled();
    return result;
  }
  return isVisitorRender() ? { ...result, data: null, isPending: false } : result;
}
