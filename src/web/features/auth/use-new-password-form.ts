import { useState, type ChangeEvent } from "react";
import { hasErrors, passwordFormErrors, type PasswordFormTouched } from "./password-feedback";

export interface NewPasswordFormValues {
  email: string;
  password: string;
  confirmPassword: string;
}

const EVERY_FIELD: PasswordFormTouched = { email: true, password: true, confirmPassword: true };

/**
 * State of a new-password form (sign-up, reset): the values, and the shared rules' messages per
 * field. Password rules are checked live as the person types; the email once they leave it.
 */
export function useNewPasswordForm(initialEmail: () => string = () => "") {
  const [values, setValues] = useState<NewPasswordFormValues>(() => ({ email: initialEmail(), password: "", confirmPassword: "" }));
  const [touched, setTouched] = useState<PasswordFormTouched>({});

  const update = (field: keyof NewPasswordFormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== "email") setTouched((current) => ({ ...current, [field]: true }));
  };

  const leaveEmail = () => {
    if (values.email) setTouched((current) => ({ ...current, email: true }));
  };

  /** Shows every field's messages, as a submit does, and says whether the form has none. */
  const validateAll = (): boolean => {
    setTouched(EVERY_FIELD);
    return !hasErrors(passwordFormErrors(values, EVERY_FIELD));
  };

  return { values, errors: passwordFormErrors(values, touched), update, leaveEmail, validateAll };
}
