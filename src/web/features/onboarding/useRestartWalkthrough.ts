import { useUpdateProfile } from "../../lib/profile";

/**
 * Home's "Restart Feature Walkthrough": sets onboarding_completed to false on the profile
 * (PATCH /api/profile). The walkthrough, when built, shows itself from that profile flag and
 * starts at step 1. Spec section 8: onboarding save failures are only logged.
 */
export function useRestartWalkthrough() {
  const { mutate, isPending } = useUpdateProfile();
  const restart = () =>
    mutate({ onboarding_completed: false }, { onError: (error) => console.warn("Failed to restart the walkthrough", error) });
  return { restart, isPending };
}
