import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@core/profile";
import { api } from "./api";
import { useSession } from "./auth-client";

// The profile's shape is defined once, in core, beside the rules that validate its updates.
// A type-only import: none of core/profile's Zod code reaches the bundle.
export type { Profile } from "@core/profile";

export type ProfileChanges = Partial<Omit<Profile, "id" | "updated_at">>;

export const profileQueryKey = (userId: string | undefined) => ["profile", userId ?? "visitor"] as const;

/** The signed-in member's profile; idle for visitors. */
export function useProfile() {
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: async ({ signal }) => (await api<{ profile: Profile }>("/api/profile", { signal })).profile,
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: async (changes: ProfileChanges) =>
      (await api<{ profile: Profile }>("/api/profile", { method: "PATCH", body: changes })).profile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(userId), profile),
  });
}

/** The first name to greet someone by: the profile's, else the account name's first word. */
export function greetingName(profile: Pick<Profile, "first_name"> | undefined, accountName: string | undefined): string | null {
  const fromProfile = profile?.first_name?.trim();
  if (fromProfile) return fromProfile;
  const fromAccount = accountName?.trim().split(/\s+/)[0];
  // Sign-up has no name field; better-auth may store the email's local part or nothing.
  if (fromAccount && !fromAccount.includes("@")) return fromAccount;
  return null;
}
