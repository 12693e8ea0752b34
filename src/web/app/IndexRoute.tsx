import { Suspense, lazy, type ComponentType } from "react";
import { useSession } from "../lib/auth-client";
import { Spinner } from "../components/ui/Spinner";
import { LandingPage } from "../features/landing/LandingPage";

// Home is its own chunk (a visitor never downloads it). Once loaded it renders at once, without a
// Suspense fallback: the server renders a member's Home with it loaded (server-reads.ts), and the
// browser loads it before its first render over that page (the index route's loader), so the
// first render draws the Home already on screen instead of a spinner.
let loadedHomePage: ComponentType | null = null;

export async function loadHomePage(): Promise<void> {
  loadedHomePage ??= (await import("../features/home/HomePage")).default;
}

const LazyHomePage = lazy(async () => {
  await loadHomePage();
  return { default: loadedHomePage as ComponentType };
});

/**
 * "/" is Home for a member and the landing page for a visitor (spec section 2). While loading,
 * the spinner fills the screen so the footer waits below the fold instead of jumping down.
 */
export function IndexRoute() {
  const { data: session, isPending } = useSession();
  if (isPending) return <Spinner label="Loading" className="min-h-dvh" />;
  if (!session?.user) return <LandingPage />;
  const HomePage = loadedHomePage;
  if (HomePage) return <HomePage />;
  return (
    <Suspense fallback={<Spinner label="Loading" className="min-h-dvh" />}>
      <LazyHomePage />
    </Suspense>
  );
}
