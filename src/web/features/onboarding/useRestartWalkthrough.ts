import { useSetOnboardingCompleted } from "./useOnboardingCompleted";
import { walkthroughStore } from "./walkthrough-store";

/**
 * Home's "Restart Feature Walkthrough": sets onboarding_completed to false on the profile
 * (PATCH /api/profile), goes back to step 1 and shows the walkthrough, which sends the member
 * to step 1's route.
 */
export function useRestartWalkthrough() {
  const setCompleted = useSetOnboardingCompleted();
  const restart = () => {
    walkthroughStore.restart();
    setCompleted(false);
  };
  return { restart, isPending: false };
}
