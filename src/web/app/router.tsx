import { createBrowserRouter, type RouteObject } from "react-router";
import { AppShell } from "./AppShell";
import { IndexRoute } from "./IndexRoute";
import { RequireSession } from "./RequireSession";
import { RouteError } from "./RouteError";
import { AuthRoute } from "../features/auth/AuthRoute";

// Every screen except the shell and the landing page is its own chunk, loaded on first visit,
// so a visitor's first download stays small (see scripts/report-bundle-size.mjs).
type PageModule = Promise<{ default: React.ComponentType }>;
const page = (load: () => PageModule): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <IndexRoute /> },
          { path: "login", element: <AuthRoute kind="login" /> },
          { path: "signup", element: <AuthRoute kind="signup" /> },
          { path: "reset-password", ...page(() => import("../features/auth/ResetPasswordPage")) },
          { path: "privacy", ...page(() => import("../features/legal/PrivacyPage")) },
          { path: "terms", ...page(() => import("../features/legal/TermsPage")) },
          { path: "contact", ...page(() => import("../features/legal/ContactPage")) },
          {
            element: <RequireSession />,
            children: [
              { path: "conversation", ...page(() => import("../features/conversation/ConversationPage")) },
              { path: "daily-plan", ...page(() => import("../features/daily-plan/DailyPlanPage")) },
              { path: "profile", ...page(() => import("../features/profile/ProfilePage")) },
              { path: "groups", ...page(() => import("../features/groups/GroupsPage")) },
              { path: "groups/:id", ...page(() => import("../features/groups/GroupDetailPage")) },
              { path: "journal", ...page(() => import("../features/journal/JournalPage")) },
              { path: "bible/:translation/:book/:chapter", ...page(() => import("../features/bible/BibleReaderPage")) },
            ],
          },
          { path: "*", ...page(() => import("../features/not-found/NotFoundPage")) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
