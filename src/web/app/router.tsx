import { createBrowserRouter, type RouteObject } from "react-router";
import type { QueryClient } from "@tanstack/react-query";
import { AppShell } from "./AppShell";
import { IndexRoute, loadHomePage } from "./IndexRoute";
import { RequireSession } from "./RequireSession";
import { RouteError } from "./RouteError";
import { AuthRoute } from "../features/auth/AuthRoute";
import { Spinner } from "../components/ui/Spinner";
import { sessionBeforeAnswer } from "../lib/visitor-render";
import { dailyPlanData, journalData, type RouteData } from "./route-data";

// Every screen except the shell and the landing page is its own chunk, loaded on first visit,
// so a visitor's first download stays small (see scripts/report-bundle-size.mjs).
type PageModule = Promise<{ default: React.ComponentType }>;

/** What the build needs to know about a route: the source modules of its page's chunks. */
export interface RouteHandle {
  /** The page's source file, relative to src/web, as Vite's manifest names it. */
  module: string;
  /** The module its loader imports to start the page's first reads, if any. */
  dataModule?: string;
}

/**
 * A lazily loaded page. `module` names the same file as `load` imports: the build looks it up in
 * Vite's manifest to preload the page's chunk with the HTML (scripts/prerender.ts fails the build
 * if it is not there).
 */
const page = (module: string, load: () => PageModule): Pick<RouteObject, "lazy" | "handle"> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { module } satisfies RouteHandle,
});

/**
 * A page whose first reads start when the route matches, beside its code: the loader starts them
 * and returns at once (it never blocks the navigation). main.tsx renders once the router is
 * ready, so the fallback below only stands in for the type's sake.
 */
const pageWithData = (
  queryClient: QueryClient,
  module: string,
  load: () => PageModule,
  data: RouteData,
): Pick<RouteObject, "lazy" | "handle" | "loader" | "HydrateFallback"> => ({
  ...page(module, load),
  handle: { module, dataModule: data.module } satisfies RouteHandle,
  loader: () => {
    if (typeof window !== "undefined") void data.start(queryClient);
    return null;
  },
  HydrateFallback: () => <Spinner label="Loading" className="min-h-dvh" />,
});

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // A member's Home: IndexRoute loads HomePage itself once the session is known. When the
            // server rendered this member's Home, its code is loaded before the first render.
            {
              index: true,
              element: <IndexRoute />,
              handle: { module: "features/home/HomePage.tsx" } satisfies RouteHandle,
              loader: async () => {
                if (typeof window !== "undefined" && sessionBeforeAnswer()) await loadHomePage();
                return null;
              },
              HydrateFallback: () => <Spinner label="Loading" className="min-h-dvh" />,
            },
            { path: "login", element: <AuthRoute kind="login" /> },
            { path: "signup", element: <AuthRoute kind="signup" /> },
            { path: "reset-password", ...page("features/auth/ResetPasswordPage.tsx", () => import("../features/auth/ResetPasswordPage")) },
            { path: "privacy", ...page("features/legal/PrivacyPage.tsx", () => import("../features/legal/PrivacyPage")) },
            { path: "terms", ...page("features/legal/TermsPage.tsx", () => import("../features/legal/TermsPage")) },
            { path: "contact", ...page("features/legal/ContactPage.tsx", () => import("../features/legal/ContactPage")) },
            {
              element: <RequireSession />,
              children: [
                {
                  path: "conversation",
                  ...page("features/conversation/ConversationPage.tsx", () => import("../features/conversation/ConversationPage")),
                },
                {
                  path: "daily-plan",
                  ...pageWithData(
                    queryClient,
                    "features/daily-plan/DailyPlanPage.tsx",
                    () => import("../features/daily-plan/DailyPlanPage"),
                    dailyPlanData,
                  ),
                },
                { path: "profile", ...page("features/profile/ProfilePage.tsx", () => import("../features/profile/ProfilePage")) },
                { path: "groups", ...page("features/groups/GroupsPage.tsx", () => import("../features/groups/GroupsPage")) },
                { path: "groups/:id", ...page("features/groups/GroupDetailPage.tsx", () => import("../features/groups/GroupDetailPage")) },
                {
                  path: "journal",
                  ...pageWithData(
                    queryClient,
                    "features/journal/JournalPage.tsx",
                    () => import("../features/journal/JournalPage"),
                    journalData,
                  ),
                },
                {
                  path: "bible/:translation/:book/:chapter",
                  ...page("features/bible/BibleReaderPage.tsx", () => import("../features/bible/BibleReaderPage")),
                },
              ],
            },
            { path: "*", ...page("features/not-found/NotFoundPage.tsx", () => import("../features/not-found/NotFoundPage")) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
