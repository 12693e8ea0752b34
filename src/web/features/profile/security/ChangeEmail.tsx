import { useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES } from "@core/account-messages";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, emailProblem } from "@core/auth-rules";
import { useSession } from "../../../lib/auth-client";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { changeEmail } from "./account-api";
import { SecurityPart } from "./SecuritySection";

type Status = { kind: "idle" } | { kind: "saving" } | { kind: "done" } | { kind: "failed"; message: string };

export function ChangeEmail() {
  const { data: session, refetch } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email) ?? (password ? null : ACCOUNT_MESSAGES.passwordRequired);
    if (problem) return setStatus({ kind: "failed", message: problem });
    setStatus({ kind: "saving" });
    try {
      await changeEmail({ new_email: email.trim(), password });
      setEmail("");
      setPassword("");
      setStatus({ kind: "done" });
      await refetch();
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : ACCOUNT_MESSAGES.wrongPassword });
    }
  }

  return (
    <SecurityPart
      id="security-email"
      title="Change email"
      lead={
        <>
          You sign in with <strong className="text-fg">{session?.user.email}</strong>. Enter your password to confirm it's you.
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-labelledby="security-email" className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field label="Password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        {status.kind === "failed" ? <Alert tone="error">{status.message}</Alert> : null}
        {status.kind === "done" ? <Alert tone="success">{ACCOUNT_MESSAGES.emailConfirmationSent}</Alert> : null}
        <div>
          <Button type="submit" variant="secondary" disabled={status.kind === "saving"}>
            {status.kind === "saving" ? "Changing…" : "Change Email"}
          </Button>
        </div>
      </form>
    </SecurityPart>
  );
}
