import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AUTH_MESSAGES, mapSignUpError, signUpProblem } from "@core/auth-rules";
import { authClient } from "../../lib/auth-client";
import { Dialog } from "../../components/ui/Dialog";
import { Button } from "../../components/ui/Button";
import { Alert } from "../../components/ui/Alert";
import { useNewPasswordForm } from "./use-new-password-form";
import { NewPasswordFields } from "./NewPasswordFields";

export default function SignupDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useNewPasswordForm();
  const { values, validateAll } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function signUp(event: FormEvent) {
    event.preventDefault();
    const fieldsOk = validateAll();
    const problem = signUpProblem(values);
    // Field rules already show beside their field; only the form-wide rule needs its own line.
    if (problem) return setFormError(problem.message === AUTH_MESSAGES.credentialsRequired ? problem.message : null);
    if (!fieldsOk) return setFormError(null);
    setFormError(null);
    setSubmitting(true);
    try {
      // Sign-up has no name field; the faith profile collects names later.
      const { error } = await authClient.signUp.email({ email: values.email.trim(), password: values.password, name: "" });
      if (error) setFormError(mapSignUpError(error));
      // On success better-auth signs the member in; /signup then forwards them on.
    } catch (cause) {
      setFormError(mapSignUpError(cause));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && navigate("/")}
      title="Create your account"
      description="Begin your journey with Wellspring."
    >
      <form onSubmit={signUp} noValidate className="flex flex-col gap-4">
        <NewPasswordFields form={form} labels={{ password: "Password", confirmPassword: "Confirm password" }} />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" disabled={submitting}>
          {submitting ? "Creating your account…" : "Sign Up"}
        </Button>
        <p className="text-center text-sm text-muted">
          Already have an account?{" "}
          <Link to="/login" state={location.state} className="font-semibold">
            Login
          </Link>
        </p>
      </form>
    </Dialog>
  );
}
