// The profile feature's one API module: the member's profile (read by the theme, home and
// onboarding too) and the account-security calls. Every call goes through the typed client, so
// request and response types come from the routes themselves.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, read, type SuccessBody } from "../../lib/client";
import { useSession } from "../../lib/auth-client";

/** The profile as GET /api/profile returns it. */
export type Profile = SuccessBody<Awaited<ReturnType<typeof client.profile.$get>>>["profile"];

/** What PATCH /api/profile accepts. */
export type ProfileChanges = InferRequestType<typeof client.profile.$patch>["json"];

export const profileQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ["profile", userId ?? "visitor"] as const,
    queryFn: async ({ signal }) => (await read(client.profile.$get(undefined, { init: { signal } }))).profile,
    enabled: Boolean(userId),
    staleTime: 60_000,
  });

/** The signed-in member's profile; idle for visitors. */
export function useProfile() {
  const { data: session } = useSession();
  return useQuery(profileQuery(session?.user.id));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => (await read(client.profile.$patch({ json: changes }))).profile,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery(userId).queryKey, profile),
  });
}

export const sessionsQuery = () =>
  queryOptions({
    queryKey: ["account", "sessions"] as const,
    queryFn: async ({ signal }) => (await read(client.account.sessions.$get(undefined, { init: { signal } }))).sessions,
  });

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => read(client.account.sessions["revoke-others"].$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (json: InferRequestType<typeof client.account.email.$post>["json"]) => read(client.account.email.$post({ json })),
  });
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (json: InferRequestType<(typeof client.account)["two-factor"]["disable"]["$post"]>["json"]) =>
      read(client.account["two-factor"].disable.$post({ json })),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => read(client.account.delete.$post({ json: { password, confirm: true } })),
  });
}
