import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, mapSignUpError, signUpProblem } from "@core/auth-rules";
import { authClient } from "../../lib/auth-client";
import { Dialog } from "../../components/ui/Dialog";
import { Field } from "../../components/ui/Field";
import { Button } from "../../components/ui/Button";
import { Alert } from "../../components/ui/Alert";
import { useNewPasswordForm } from "./use-new-password-form";

export default function SignupDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  const { values, errors, update, leaveEmail, validateAll } = useNewPasswordForm();
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
    <Dialog open onOpenChange={(open) => !open && navigate("/")} title="Create your account" description="Begin your journey with Wellspring.">
      <form onSubmit={signUp} noValidate className="flex flex-col gap-4">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={values.email}
          onChange={update("email")}
          onBlur={leaveEmail}
          errors={errors.email}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.password}
          onChange={update("password")}
          errors={errors.password}
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.confirmPassword}
          onChange={update("confirmPassword")}
          errors={errors.confirmPassword}
        />
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
