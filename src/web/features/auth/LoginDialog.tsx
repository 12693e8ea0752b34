import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, mapResetRequestError, mapSignInError, signInProblem } from "@core/auth-rules";
import { authClient } from "../../lib/auth-client";
import { Dialog } from "../../components/ui/Dialog";
import { Field } from "../../components/ui/Field";
import { PasswordField } from "../../components/ui/PasswordField";
import { Button } from "../../components/ui/Button";
import { Alert } from "../../components/ui/Alert";
import { rememberResetEmail } from "./reset-email";

type ResetState = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

export default function LoginDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [reset, setReset] = useState<ResetState>({ kind: "idle" });
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState("");
  // A member without their phone signs in once with one of the backup codes shown at set-up.
  const [useBackupCode, setUseBackupCode] = useState(false);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    const problem = signInProblem({ email, password });
    if (problem) return setError(problem.message);
    setError(null);
    setSubmitting(true);
    try {
      const { data, error: authError } = await authClient.signIn.email({ email: email.trim(), password });
      if (authError) return setError(mapSignInError(authError));
      // Accounts with two-factor on need their authenticator code before a session exists.
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) setNeedsCode(true);
      // Otherwise the session updates and /login forwards to the intended page.
    } catch (cause) {
      setError(mapSignInError(cause));
    } finally {
      setSubmitting(false);
    }
  }

  async function verifyCode(event: FormEvent) {
    event.preventDefault();
    if (useBackupCode ? !code.trim() : !/^\d{6}$/.test(code.trim())) {
      return setError(useBackupCode ? "Enter one of your backup codes." : "Enter the 6-digit code from your authenticator app.");
    }
    setError(null);
    setSubmitting(true);
    try {
      const { error: authError } = useBackupCode
        ? await authClient.twoFactor.verifyBackupCode({ code: code.trim() })
        : await authClient.twoFactor.verifyTotp({ code: code.trim() });
      if (authError) setError(mapSignInError(authError));
    } catch (cause) {
      setError(mapSignInError(cause));
    } finally {
      setSubmitting(false);
    }
  }

  async function requestReset() {
    const address = email.trim();
    if (!address) return;
    setReset({ kind: "sending" });
    try {
      const { error: resetError } = await authClient.requestPasswordReset({ email: address, redirectTo: "/reset-password" });
      if (resetError) return setReset({ kind: "failed", message: mapResetRequestError(resetError) });
      rememberResetEmail(address);
      setReset({ kind: "sent" });
    } catch (cause) {
      setReset({ kind: "failed", message: mapResetRequestError(cause) });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && navigate("/")} title="Welcome back" description="Sign in to continue your journey.">
      {needsCode ? (
        <form onSubmit={verifyCode} noValidate className="flex flex-col gap-4">
          {useBackupCode ? (
            <Field
              label="Backup code"
              autoComplete="off"
              maxLength={32}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              hint="Each backup code works once."
            />
          ) : (
            <Field
              label="Authentication code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              hint="Open your authenticator app and enter the 6-digit code for Wellspring."
            />
          )}
          <div className="-mt-1 flex justify-end">
            <Button variant="quiet" size="sm" onClick={() => (setUseBackupCode(!useBackupCode), setCode(""), setError(null))}>
              {useBackupCode ? "Use your authenticator app instead" : "Use a backup code instead"}
            </Button>
          </div>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button type="submit" disabled={submitting}>
            {submitting ? "Verifying…" : "Verify"}
          </Button>
        </form>
      ) : (
        <form onSubmit={signIn} noValidate className="flex flex-col gap-4">
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField label="Password" purpose="current" value={password} onChange={(e) => setPassword(e.target.value)} />
          <div className="-mt-1 flex justify-end">
            <Button variant="quiet" size="sm" onClick={requestReset} disabled={!email.trim() || reset.kind === "sending"}>
              Forgot password?
            </Button>
          </div>
          {reset.kind === "sent" ? <Alert tone="success">{AUTH_MESSAGES.resetEmailSent}</Alert> : null}
          {reset.kind === "failed" ? <Alert tone="error">{reset.message}</Alert> : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button type="submit" disabled={submitting}>
            {submitting ? "Signing in…" : "Login"}
          </Button>
          <p className="text-center text-sm text-muted">
            <Link to="/signup" state={location.state} className="font-semibold">
              Need an account?
            </Link>
          </p>
        </form>
      )}
    </Dialog>
  );
}
