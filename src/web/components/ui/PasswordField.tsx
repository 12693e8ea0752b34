import { PASSWORD_MAX_LENGTH } from "@core/auth-rules";
import { Field, type FieldProps } from "./Field";

export interface PasswordFieldProps extends Omit<FieldProps, "type" | "autoComplete" | "maxLength"> {
  /** A password the member already has (sign-in, re-authentication) or a new one they choose. */
  purpose: "current" | "new";
}

/**
 * A password input: hidden text, the rules' length limit, and the autocomplete hint password
 * managers read to offer a saved password or generate a new one.
 */
export function PasswordField({ purpose, ...fieldProps }: PasswordFieldProps) {
  return (
    <Field
      type="password"
      autoComplete={purpose === "new" ? "new-password" : "current-password"}
      maxLength={PASSWORD_MAX_LENGTH}
      {...fieldProps}
    />
  );
}
