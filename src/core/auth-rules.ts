// Account rules of spec sections 5 and 8, word for word. The web forms run them live and the
// server enforces the same functions before better-auth sees a password, so the two never drift.
import { COMMON_PASSWORDS } from "../../data/common-passwords.js";

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the bound keeps hashing cost predictable. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const AUTH_MESSAGES = {
  credentialsRequired: "You must provide either an email or phone number and a password.",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordNeedsUppercase: "Password must contain at least one uppercase letter",
  passwordNeedsLowercase: "Password must contain at least one lowercase letter",
  passwordNeedsNumber: "Password must contain at least one number",
  passwordTooLong: "Password must be at most 128 characters long",
  passwordTooCommon: "This password is too common. Please choose a less predictable one.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  incorrectCredentials: "Incorrect email or password. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  unknown: "An unknown error occurred",
  signOutUnknown: "An unknown error occurred during sign out",
  alreadyRegistered: "This email is already registered. Please sign in instead.",
  signUpFailed: "Failed to create account. Please try again.",
  resetEmailSent: "Password reset email sent! Please check your inbox.",
  resetEmailFailed: "Failed to send password reset email",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;

// ------------------------------------------------------------------ email

// Deliberately permissive (one @, a dot in the domain, no spaces): the mailbox itself is the
// real test, and rejecting valid but unusual addresses is worse than accepting a typo.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** The message for an email field, or null when it is acceptable. */
export function emailProblem(email: string | null | undefined): string | null {
  if (!email || email.trim() === "") return AUTH_MESSAGES.emailRequired;
  return isValidEmail(email) ? null : AUTH_MESSAGES.emailInvalid;
}

/** Emails are compared case-insensitively everywhere (better-auth lower-cases them too). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// ------------------------------------------------------------------ password

/** Case-insensitive: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * Every rule a new password breaks, in the order the spec lists them (the web shows the first,
 * or all as a checklist). Empty when the password is acceptable.
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(AUTH_MESSAGES.passwordTooShort);
  if (!/[A-Z]/.test(password)) problems.push(AUTH_MESSAGES.passwordNeedsUppercase);
  if (!/[a-z]/.test(password)) problems.push(AUTH_MESSAGES.passwordNeedsLowercase);
  if (!/[0-9]/.test(password)) problems.push(AUTH_MESSAGES.passwordNeedsNumber);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(AUTH_MESSAGES.passwordTooLong);
  // Only worth saying once the composition rules pass; otherwise it is noise.
  if (problems.length === 0 && isCommonPassword(password)) problems.push(AUTH_MESSAGES.passwordTooCommon);
  return problems;
}

/** The first broken password rule, or null. */
export function passwordProblem(password: string): string | null {
  return passwordProblems(password)[0] ?? null;
}

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignUpField = "email" | "password" | "confirmPassword";

/** The first problem of a sign-up form, naming the field it belongs to, or null when valid. */
export function signUpProblem(input: SignUpInput): { field: SignUpField; message: string } | null {
  if (!input.email?.trim() || !input.password) {
    return { field: input.email?.trim() ? "password" : "email", message: AUTH_MESSAGES.credentialsRequired };
  }
  const email = emailProblem(input.email);
  if (email) return { field: "email", message: email };
  if (input.password !== input.confirmPassword) return { field: "confirmPassword", message: AUTH_MESSAGES.passwordsDoNotMatch };
  const password = passwordProblem(input.password);
  if (password) return { field: "password", message: password };
  return null;
}

/**
 * The rule check the server applies to a new password (sign-up, reset, change). There is no
 * confirmation field on the wire, so only the password rules apply.
 */
export function newPasswordProblem(password: unknown): string | null {
  if (typeof password !== "string" || password === "") return AUTH_MESSAGES.credentialsRequired;
  return passwordProblem(password);
}

export interface SignInInput {
  email: string;
  password: string;
}

/** Login form: email and password required (spec section 5, one message for either missing). */
export function signInProblem(input: SignInInput): { field: "email" | "password"; message: string } | null {
  if (!input.email?.trim() || !input.password) {
    return { field: input.email?.trim() ? "password" : "email", message: AUTH_MESSAGES.credentialsRequired };
  }
  return null;
}

// ------------------------------------------------------------------ error mapping (spec section 8)

/** The shape better-auth's client (and our JSON errors) hand back; anything else is accepted too. */
export interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

function describe(error: unknown): AuthErrorLike {
  if (error == null) return {};
  if (typeof error === "string") return { message: error };
  if (typeof error === "object") {
    const e = error as Record<string, unknown>;
    // better-auth client errors are {code, message, status, statusText}; our API errors are
    // {error: {code, message}}.
    const inner = typeof e.error === "object" && e.error !== null ? (e.error as Record<string, unknown>) : e;
    return {
      code: typeof inner.code === "string" ? inner.code : undefined,
      message: typeof inner.message === "string" && inner.message.trim() !== "" ? inner.message : undefined,
      status: typeof e.status === "number" ? e.status : typeof inner.status === "number" ? inner.status : undefined,
    };
  }
  return {};
}

const INVALID_CREDENTIAL_CODES = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_PASSWORD", "CREDENTIAL_ACCOUNT_NOT_FOUND"]);
const ALREADY_REGISTERED_CODES = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);

function isRateLimited(e: AuthErrorLike): boolean {
  return e.status === 429 || e.code === "TOO_MANY_REQUESTS" || e.code === "too_many_attempts";
}

/** Login errors: wrong credentials get one friendly message; other auth errors keep their own. */
export function mapSignInError(error: unknown): string {
  const e = describe(error);
  if (isRateLimited(e)) return AUTH_MESSAGES.tooManyAttempts;
  if (
    (e.code && INVALID_CREDENTIAL_CODES.has(e.code)) ||
    e.message === "Invalid login credentials" ||
    e.message === "Invalid email or password"
  ) {
    return AUTH_MESSAGES.incorrectCredentials;
  }
  if (e.status !== undefined && e.status >= 500) return AUTH_MESSAGES.unexpected;
  return e.message ?? AUTH_MESSAGES.unexpected;
}

/** Sign-up errors: an existing account gets the sign-in hint; otherwise the message or a fallback. */
export function mapSignUpError(error: unknown): string {
  const e = describe(error);
  if (isRateLimited(e)) return AUTH_MESSAGES.tooManyAttempts;
  const message = e.message ?? "";
  if (
    (e.code && ALREADY_REGISTERED_CODES.has(e.code)) ||
    message === "User already registered" ||
    /already registered|already exists/i.test(message)
  ) {
    return AUTH_MESSAGES.alreadyRegistered;
  }
  if (e.status !== undefined && e.status >= 500) return AUTH_MESSAGES.signUpFailed;
  return e.message ?? AUTH_MESSAGES.signUpFailed;
}

/** Password-reset request errors: the error's message, else the spec's failure text. */
export function mapResetRequestError(error: unknown): string {
  const e = describe(error);
  if (isRateLimited(e)) return AUTH_MESSAGES.tooManyAttempts;
  if (e.status !== undefined && e.status >= 500) return AUTH_MESSAGES.resetEmailFailed;
  return e.message ?? AUTH_MESSAGES.resetEmailFailed;
}

/** Any other auth failure (sign-out, session): the error's message or the generic text. */
export function mapAuthError(error: unknown): string {
  const e = describe(error);
  if (isRateLimited(e)) return AUTH_MESSAGES.tooManyAttempts;
  if (e.status !== undefined && e.status >= 500) return AUTH_MESSAGES.unknown;
  return e.message ?? AUTH_MESSAGES.unknown;
}
