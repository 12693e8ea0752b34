import { Suspense, lazy, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../../lib/auth-client";
import { isVisitorRender } from "../../lib/visitor-render";
import { LandingPage } from "../landing/LandingPage";
import { intendedPath } from "./redirect-target";

const LoginDialog = lazy(() => import("./LoginDialog"));
const SignupDialog = lazy(() => import("./SignupDialog"));

/**
 * /login and /signup: a modal over the landing page (spec section 2). Someone already signed
 * in (or who just signed in) goes on to where they were headed, else Home.
 */
export function AuthRoute({ kind }: { kind: "login" | "signup" }) {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  // Only the first session load hides the dialog: better-auth refetches the session after every
  // sign-in attempt (pending again while no one is signed in), and unmounting the dialog then
  // would throw away the two-factor code step that a sign-in has just asked for.
  const [sessionKnown, setSessionKnown] = useState(!isPending);
  if (!isPending && !sessionKnown) setSessionKnown(true);
  // A prerendered page has no dialog in its HTML (a modal is not page content): open it once the
  // page has hydrated, so the first render matches what is already on screen.
  const [hydrated, setHydrated] = useState(() => !isVisitorRender());
  useEffect(() => setHydrated(true), []);
  if (session?.user) return <Navigate to={intendedPath(location.state)} replace />;
  return (
    <>
      <LandingPage />
      {!sessionKnown || !hydrated ? null : <Suspense fallback={null}>{kind === "login" ? <LoginDialog /> : <SignupDialog />}</Suspense>}
    </>
  );
}
