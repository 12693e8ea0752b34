// The state a server-rendered member page carries (src/server/http/member-pages.ts): the session
// it was rendered with and its reads, restored before the first render so that render matches it.
import { hydrate, type QueryClient } from "@tanstack/react-query";
import { MEMBER_STATE_ID, renderAsMember } from "./visitor-render";

export function restoreMemberPageState(queryClient: QueryClient): void {
  const block = document.getElementById(MEMBER_STATE_ID);
  if (!block?.textContent) return;
  try {
    const state = JSON.parse(block.textContent) as { session: unknown; queries: Parameters<typeof hydrate>[1] };
    hydrate(queryClient, state.queries);
    renderAsMember(state.session);
  } catch {
    // Unreadable state: the app reads everything itself, as on any other page.
  }
}
