import { Suspense, lazy } from "react";
import { useSession } from "../../lib/auth-client";
import { useProfile } from "../profile/api";

// The walkthrough (and its positioning library) downloads only for members who see it.
const Walkthrough = lazy(() => import("./Walkthrough"));

/**
 * Mounted once by the app shell on every screen. Spec section 4: the walkthrough shows while the
 * signed-in member's profile.onboarding_completed is not true.
 */
export function OnboardingHost() {
  const { data: session } = useSession();
  const { data: profile } = useProfile();
  const show = Boolean(session?.user && profile && profile.onboarding_completed !== true);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Walkthrough />
    </Suspense>
  );
}
