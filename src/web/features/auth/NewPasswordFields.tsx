import { EMAIL_MAX_LENGTH } from "@core/auth-rules";
import { Field } from "../../components/ui/Field";
import { PasswordField } from "../../components/ui/PasswordField";
import type { useNewPasswordForm } from "./use-new-password-form";

const PASSWORD_HINT = "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";

interface NewPasswordFieldsProps {
  form: ReturnType<typeof useNewPasswordForm>;
  labels: { password: string; confirmPassword: string };
  emailHint?: string;
  /** Locks the password fields (e.g. once a reset has gone through). */
  passwordsDisabled?: boolean;
}

/** Email, password and confirmation, with the shared rules' messages under each (sign-up, reset). */
export function NewPasswordFields({ form, labels, emailHint, passwordsDisabled }: NewPasswordFieldsProps) {
  const { values, errors, update, leaveEmail } = form;
  return (
    <>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={values.email}
        onChange={update("email")}
        onBlur={leaveEmail}
        errors={errors.email}
        hint={emailHint}
      />
      <PasswordField
        label={labels.password}
        purpose="new"
        value={values.password}
        onChange={update("password")}
        errors={errors.password}
        disabled={passwordsDisabled}
        hint={PASSWORD_HINT}
      />
      <PasswordField
        label={labels.confirmPassword}
        purpose="new"
        value={values.confirmPassword}
        onChange={update("confirmPassword")}
        errors={errors.confirmPassword}
        disabled={passwordsDisabled}
      />
    </>
  );
}
