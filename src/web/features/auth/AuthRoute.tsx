import { Suspense, lazy } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../../lib/auth-client";
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
  if (session?.user) return <Navigate to={intendedPath(location.state)} replace />;
  return (
    <>
      <LandingPage />
      {isPending ? null : <Suspense fallback={null}>{kind === "login" ? <LoginDialog /> : <SignupDialog />}</Suspense>}
    </>
  );
}
