import { useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES } from "@core/account-messages";
import { AUTH_MESSAGES, passwordProblem } from "@core/auth-rules";
import { authClient } from "../../../lib/auth-client";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { PasswordField } from "../../../components/ui/PasswordField";
import { authErrorMessage } from "./auth-error";
import { SecurityPart } from "./SecuritySection";

type Status = { kind: "idle" } | { kind: "saving" } | { kind: "done" } | { kind: "failed"; message: string };

export function ChangePassword() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!current) return setStatus({ kind: "failed", message: ACCOUNT_MESSAGES.passwordRequired });
    // The same rules as sign-up (spec section 5); the server checks them again.
    const problem = passwordProblem(next) ?? (next !== confirm ? AUTH_MESSAGES.passwordsDoNotMatch : null);
    if (problem) return setStatus({ kind: "failed", message: problem });
    setStatus({ kind: "saving" });
    try {
      const { error } = await authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true });
      if (error) return setStatus({ kind: "failed", message: authErrorMessage(error) });
      setCurrent("");
      setNext("");
      setConfirm("");
      setStatus({ kind: "done" });
    } catch (error) {
      setStatus({ kind: "failed", message: authErrorMessage(error) });
    }
  }

  return (
    <SecurityPart
      id="security-password"
      title="Change password"
      lead="Use at least 8 characters with an uppercase letter, a lowercase letter and a number."
    >
      <form onSubmit={submit} noValidate aria-labelledby="security-password" className="flex flex-col gap-4">
        <PasswordField label="Current password" purpose="current" value={current} onChange={(e) => setCurrent(e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField label="New password" purpose="new" value={next} onChange={(e) => setNext(e.target.value)} />
          <PasswordField label="Confirm new password" purpose="new" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        {status.kind === "failed" ? <Alert tone="error">{status.message}</Alert> : null}
        {status.kind === "done" ? <Alert tone="success">{ACCOUNT_MESSAGES.passwordChanged}</Alert> : null}
        <div>
          <Button type="submit" variant="secondary" disabled={status.kind === "saving"}>
            {status.kind === "saving" ? "Changing…" : "Change Password"}
          </Button>
        </div>
      </form>
    </SecurityPart>
  );
}
