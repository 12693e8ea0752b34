import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { mapAuthError, mapSignInError, newPasswordProblem } from "@core/auth-rules";
import { authClient } from "../../lib/auth-client";
import { PageContainer, PageHeading } from "../../components/content/PageHeading";
import { Button } from "../../components/ui/Button";
import { Alert } from "../../components/ui/Alert";
import { Card } from "../../components/ui/Card";
import { useNewPasswordForm } from "./use-new-password-form";
import { NewPasswordFields } from "./NewPasswordFields";
import { forgetResetEmail, recallResetEmail } from "./reset-email";

const EXPIRED_LINK = "This reset link is invalid or has expired. Please request a new one from the login screen.";

/** Reached from the reset email: choose a new password under the sign-up rules, then sign in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = !token || params.get("error") !== null;
  const navigate = useNavigate();
  const form = useNewPasswordForm(recallResetEmail);
  const { values, validateAll } = form;
  const [formError, setFormError] = useState<string | null>(linkBroken ? EXPIRED_LINK : null);
  const [submitting, setSubmitting] = useState(false);
  const [resetDone, setResetDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    const fieldsOk = validateAll();
    if (newPasswordProblem(values.password) || !fieldsOk) return setFormError(null);
    setFormError(null);
    setSubmitting(true);
    try {
      if (!resetDone) {
        const { error } = await authClient.resetPassword({ newPassword: values.password, token });
        if (error) return setFormError(error.code === "INVALID_TOKEN" ? EXPIRED_LINK : mapAuthError(error));
        setResetDone(true);
        forgetResetEmail();
      }
      const { error: signInError } = await authClient.signIn.email({ email: values.email.trim(), password: values.password });
      if (signInError) return setFormError(`Your password has been updated, but we couldn't sign you in: ${mapSignInError(signInError)}`);
      navigate("/", { replace: true });
    } catch (cause) {
      setFormError(mapAuthError(cause));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <PageContainer narrow>
      <div className="mx-auto max-w-md">
        <PageHeading
          title="Choose a new password"
          lead="Pick a password you have not used here before. You will be signed in straight away."
        />
        <Card>
          {linkBroken ? (
            <div className="flex flex-col gap-4">
              <Alert tone="error">{EXPIRED_LINK}</Alert>
              <Link to="/login" className="font-semibold">
                Back to Login
              </Link>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <NewPasswordFields
                form={form}
                labels={{ password: "New password", confirmPassword: "Confirm new password" }}
                emailHint="The address this reset link was sent to."
                passwordsDisabled={resetDone}
              />
              {resetDone ? <Alert tone="success">Your password has been updated.</Alert> : null}
              {formError ? <Alert tone="error">{formError}</Alert> : null}
              <Button type="submit" disabled={submitting}>
                {submitting ? "Saving…" : resetDone ? "Sign in" : "Reset password"}
              </Button>
            </form>
          )}
        </Card>
      </div>
    </PageContainer>
  );
}
