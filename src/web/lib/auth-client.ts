import { createAuthClient } from "better-auth/react";
import { twoFactorClient } from "better-auth/client/plugins";
import { isVisitorRender, sessionBeforeAnswer, sessionSettled } from "./visitor-render";

// better-auth is mounted by the server at /api/auth on the same origin.
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [twoFactorClient()],
});

const useAuthSession = authClient.useSession;

/**
 * Starts reading the session now instead of when the first screen renders (the session store
 * fetches when it gains its first listener), and calls `onMember` with the member's id once, on
 * the first answer that has one, so reads that need it (the profile) can start before any render.
 */
export function startSessionRead(onMember: (userId: string) => void): void {
  let told = false;
  authClient.$store.atoms.session.subscribe((state: { data?: { user?: { id?: string } } | null }) => {
    const userId = state.data?.user?.id;
    if (told || !userId) return;
    told = true;
    onMember(userId);
  });
}

type SessionResult = ReturnType<typeof useAuthSession>;

/**
 * The signed-in member's session. On a page prerendered for visitors, a session that is still
 * loading reads as "no session" until the first answer, so the page hydrates as it was painted;
 * on a member page the server rendered, it reads as the session the server rendered it with.
 */
export function useSession(): SessionResult {
  const result = useAuthSession();
  if (!result.isPending) {
    sessionSettled();
    return result;
  }
  const rendered = sessionBeforeAnswer() as SessionResult["data"];
  if (rendered) return { ...result, data: rendered, isPending: false };
  return isVisitorRender() ? { ...result, data: null, isPending: false } : result;
}
