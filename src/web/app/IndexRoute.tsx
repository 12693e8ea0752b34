import { Suspense, lazy } from "react";
import { useSession } from "../lib/auth-client";
import { Spinner } from "../components/ui/Spinner";
import { LandingPage } from "../features/landing/LandingPage";

const HomePage = lazy(() => import("../features/home/HomePage"));

/** "/" is Home for a member and the landing page for a visitor (spec section 2). */
export function IndexRoute() {
  const { data: session, isPending } = useSession();
  if (isPending) return <Spinner label="Loading" className="min-h-[50vh]" />;
  if (!session?.user) return <LandingPage />;
  return (
    <Suspense fallback={<Spinner label="Loading" className="min-h-[50vh]" />}>
      <HomePage />
    </Suspense>
  );
}
