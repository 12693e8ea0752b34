import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../lib/auth-client";
import { profileQuery, useUpdateProfile } from "../profile/api";

/**
 * Sets the profile's onboarding_completed flag. The walkthrough follows the cached profile at
 * once (it must not wait on the network to hide or show); spec section 8: onboarding save
 * failures are only logged.
 */
export function useSetOnboardingCompleted() {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const { mutate } = useUpdateProfile();
  const key = profileQuery(session?.user.id).queryKey;
  return (completed: boolean) => {
    queryClient.setQueryData(key, (profile) => (profile ? { ...profile, onboarding_completed: completed } : profile));
    mutate(
      { onboarding_completed: completed },
      { onError: (error) => console.warn(`Failed to save onboarding_completed=${completed}`, error) },
    );
  };
}
