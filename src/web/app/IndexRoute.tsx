import { Suspense, lazy } from "react";
import { useSession } from "../lib/auth-client";
import { Spinner } from "../components/ui/Spinner";
import { LandingPage } from "../features/landing/LandingPage";

const HomePage = lazy(() => import("../features/home/HomePage"));

/**
 * "/" is Home for a member and the landing page for a visitor (spec section 2). While loading,
 * the spinner fills the screen so the footer waits below the fold instead of jumping down.
 */
export function IndexRoute() {
  const { data: session, isPending } = useSession();
  if (isPending) return <Spinner label="Loading" className="min-h-dvh" />;
  if (!session?.user) return <LandingPage />;
  return (
    <Suspense fallback={<Spinner label="Loading" className="min-h-dvh" />}>
      <HomePage />
    </Suspense>
  );
}
