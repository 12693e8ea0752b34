import { startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders, createQueryClient } from "./app/AppProviders";
import { createAppRouter } from "./app/router";
import { startSessionRead } from "./lib/auth-client";
import { profileQuery } from "./features/profile/api";
import { reloadOnStaleChunks } from "./lib/offline";
import { registerServiceWorker } from "./lib/service-worker";
import { restoreMemberPageState } from "./lib/member-page-state";
import { rememberTimeZone } from "./lib/time-zone";
import { PRERENDERED_ATTRIBUTE } from "./lib/visitor-render";

reloadOnStaleChunks();
registerServiceWorker();
// The server renders the daily plan in the member's time zone when it knows it (issue 13).
rememberTimeZone();

const queryClient = createQueryClient();
// A member page the server rendered with the member's data: the first render starts from the same
// session and reads, so it draws the page already on screen instead of a loading state.
restoreMemberPageState(queryClient);
// The session read starts before the router has loaded the page's code, and the profile (Home,
// the journal and the walkthrough read it) follows the first answer at once.
startSessionRead((userId) => void queryClient.prefetchQuery(profileQuery(userId)));
const router = createAppRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

/**
 * A page rendered before the app (prerendered, or by the server) marks its root aria-disabled, so
 * nobody clicks or types into controls that do not work yet (scripts/prerender.ts); the app's first
 * render lifts it.
 */
function PageIsLive({ root }: { root: HTMLElement }) {
  useEffect(() => root.removeAttribute("aria-disabled"), [root]);
  return null;
}

const app = (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={router} />
    <PageIsLive root={root} />
  </AppProviders>
);

// Load the matched route's code first (every screen but the landing page is a lazy chunk), so the
// first render matches what is already on screen: a prerendered page to hydrate, or the members'
// app shell to render over (an earlier render would empty the main area for a moment).
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
// The first render runs as a transition: React renders it in slices of a few milliseconds instead
// of one task (a default-priority first render or hydration is never sliced), so the page stays
// responsive while it starts (issue 13: a 300–500 ms task at hydration was most of the blocking
// time on /login and the member pages). What is on screen meanwhile is the prerendered HTML.
startTransition(() => {
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) === "visitor") {
    hydrateRoot(root, app);
  } else {
    // An empty #root, the loading app shell the server sends members (scripts/prerender.ts), or a
    // member page the server rendered (src/server/http/member-pages.ts): the first render
    // replaces it with the same layout and content. (Not hydrated: dates and the journal's
    // stored view follow the browser's time zone and storage, which the server cannot know.)
    createRoot(root).render(app);
  }
});
