import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../lib/auth-client";
import { Spinner } from "../components/ui/Spinner";
import { signOutIntent } from "./sign-out-intent";

/** Guards member-only routes: a spinner while the session loads, visitors to /login. */
export function RequireSession() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label="Loading your session" className="min-h-dvh" />;
  if (!session?.user && signOutIntent.active) return <Navigate to="/" replace />;
  // The intended location rides along in router state; sign-in returns there.
  if (!session?.user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
