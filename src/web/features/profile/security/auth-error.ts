import { ACCOUNT_MESSAGES } from "@core/account-messages";
import { AUTH_MESSAGES } from "@core/auth-rules";

/** A better-auth client error as a sentence for the member. */
export function authErrorMessage(error: unknown): string {
  const { code, message, status } = (error ?? {}) as { code?: string; message?: string; status?: number };
  if (code === "INVALID_PASSWORD" || message === "Invalid password") return ACCOUNT_MESSAGES.wrongPassword;
  if (code === "INVALID_CODE" || code === "INVALID_TWO_FACTOR_CODE") return ACCOUNT_MESSAGES.wrongCode;
  if (status === 429) return AUTH_MESSAGES.tooManyAttempts;
  return message || AUTH_MESSAGES.unexpected;
}
