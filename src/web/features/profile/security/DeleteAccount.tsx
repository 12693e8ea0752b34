import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { ACCOUNT_MESSAGES } from "@core/account-messages";
import { signOutIntent } from "../../../app/sign-out-intent";
import { authClient } from "../../../lib/auth-client";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { PasswordField } from "../../../components/ui/PasswordField";
import { useToast } from "../../../components/ui/Toast";
import { useDeleteAccount } from "../api";
import { SecurityPart } from "./SecuritySection";

const dangerClasses = "bg-danger! text-bg! hover:opacity-90";

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [understood, setUnderstood] = useState(false);
  const deleteAccount = useDeleteAccount();
  const busy = deleteAccount.isPending;
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!understood) return setError(ACCOUNT_MESSAGES.deleteConfirmationRequired);
    if (!password) return setError(ACCOUNT_MESSAGES.passwordRequired);
    setError(null);
    try {
      const result = await deleteAccount.mutateAsync(password);
      // The session ends here as in a sign-out: a member-only page still on screen sends the
      // leaver home, not to /login (which opened the sign-in dialog over home when the session
      // cleared before the navigation below, on a loaded machine).
      signOutIntent.begin();
      queryClient.clear();
      // The server cleared the session cookie; the client forgets the session too.
      await authClient.getSession({ query: { disableCookieCache: true } }).catch(() => undefined);
      authClient.$store.notify("$sessionSignal");
      setOpen(false);
      toast.show(result.message);
      navigate("/", { replace: true });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : ACCOUNT_MESSAGES.wrongPassword);
    }
  }

  return (
    <SecurityPart id="security-delete" title="Delete my account" lead="Remove your account and everything in it for good.">
      <Button
        variant="secondary"
        onClick={() => (setOpen(true), setError(null), setPassword(""), setUnderstood(false))}
        className="border-danger! text-danger!"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete My Account
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Delete your account?">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="rounded-md border border-danger p-3 text-sm text-fg">
            <p className="font-semibold text-danger">This cannot be undone.</p>
            <p className="mt-1">
              Your profile, daily plans, journal, saved scriptures, songs and devotionals, and conversations are deleted. Groups you own are
              deleted for everyone, with all their messages and study plans. Your messages in other groups are removed too.
            </p>
            <p className="mt-1">Want a copy first? Use Export my data before you continue.</p>
          </div>
          <PasswordField label="Password" purpose="current" value={password} onChange={(e) => setPassword(e.target.value)} />
          <label className="flex items-start gap-2 text-sm text-fg">
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} className="mt-1 size-4" />I
            understand that my account and all my data will be permanently deleted.
          </label>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy} className={dangerClasses}>
              {busy ? "Deleting…" : "Delete My Account Permanently"}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </SecurityPart>
  );
}
