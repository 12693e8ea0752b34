import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSession } from "@core/account-messages";
import { api } from "../../../lib/api";

export const sessionsQueryKey = ["account", "sessions"] as const;

export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: async ({ signal }) => (await api<{ sessions: AccountSession[] }>("/api/account/sessions", { signal })).sessions,
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ revoked: number; message: string }>("/api/account/sessions/revoke-others", { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export const changeEmail = (body: { new_email: string; password: string }) =>
  api<{ pending_email: string; message: string }>("/api/account/email", { method: "POST", body });

export const disableTwoFactor = (body: { password: string } | { code: string }) =>
  api<{ two_factor_enabled: false; message: string }>("/api/account/two-factor/disable", { method: "POST", body });

export const deleteAccount = (password: string) =>
  api<{ deleted: true; message: string }>("/api/account/delete", { method: "POST", body: { password, confirm: true } });
