import { Outlet, ScrollRestoration } from "react-router";
import { SiteHeader } from "./SiteHeader";
import { SiteFooter } from "./SiteFooter";
import { NavMenuProvider } from "./nav-menu";
import { OfflineNotice } from "./OfflineNotice";
import { OnboardingHost } from "../features/onboarding/OnboardingHost";

/** Header, main content and footer around every screen. */
export function AppShell() {
  return (
    <NavMenuProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
        >
          Skip to content
        </a>
        <SiteHeader />
        <OfflineNotice />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <OnboardingHost />
      </div>
      <ScrollRestoration />
    </NavMenuProvider>
  );
}
