import { AUTH_MESSAGES, emailProblem, passwordProblems } from "@core/auth-rules";

export interface PasswordFormValues {
  email?: string;
  password: string;
  confirmPassword: string;
}

export interface PasswordFormTouched {
  email?: boolean;
  password?: boolean;
  confirmPassword?: boolean;
}

export interface PasswordFormErrors {
  email: string[];
  password: string[];
  confirmPassword: string[];
}

/**
 * The messages to show next to each field of a new-password form (sign-up, reset), using the
 * shared rules in @core/auth-rules. A field shows its messages once touched, so a person is
 * not scolded before they start typing; submitting touches every field.
 */
export function passwordFormErrors(values: PasswordFormValues, touched: PasswordFormTouched): PasswordFormErrors {
  const email = values.email !== undefined && touched.email ? emailProblem(values.email) : null;
  return {
    email: email ? [email] : [],
    password: touched.password ? passwordProblems(values.password) : [],
    confirmPassword: touched.confirmPassword && values.confirmPassword !== values.password ? [AUTH_MESSAGES.passwordsDoNotMatch] : [],
  };
}

export function hasErrors(errors: PasswordFormErrors): boolean {
  return errors.email.length + errors.password.length + errors.confirmPassword.length > 0;
}
