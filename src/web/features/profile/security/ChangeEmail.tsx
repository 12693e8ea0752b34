import { useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES } from "@core/account-messages";
import { EMAIL_MAX_LENGTH, emailProblem } from "@core/auth-rules";
import { useSession } from "../../../lib/auth-client";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { PasswordField } from "../../../components/ui/PasswordField";
import { useChangeEmail } from "../api";
import { SecurityPart } from "./SecuritySection";

export function ChangeEmail() {
  const { data: session, refetch } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const changeEmail = useChangeEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailProblem(email) ?? (password ? null : ACCOUNT_MESSAGES.passwordRequired);
    setProblem(found);
    if (found) return changeEmail.reset();
    changeEmail.mutate(
      { new_email: email.trim(), password },
      {
        onSuccess: async () => {
          setEmail("");
          setPassword("");
          await refetch();
        },
      },
    );
  }
  const failure = problem ?? (changeEmail.isError ? changeEmail.error.message : null);

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
          <Field
            label="New email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField label="Password" purpose="current" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {changeEmail.isSuccess && !problem ? <Alert tone="success">{ACCOUNT_MESSAGES.emailConfirmationSent}</Alert> : null}
        <div>
          <Button type="submit" variant="secondary" disabled={changeEmail.isPending}>
            {changeEmail.isPending ? "Changing…" : "Change Email"}
          </Button>
        </div>
      </form>
    </SecurityPart>
  );
}
