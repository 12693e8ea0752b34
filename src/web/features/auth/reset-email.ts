// The address a reset was requested for, remembered in this browser so the reset page can
// sign the member straight in after they choose a new password.
const KEY = "wellspring.reset-email";

export function rememberResetEmail(email: string): void {
  try {
    window.localStorage.setItem(KEY, email);
  } catch {
    // Storage blocked: the reset page asks for the email instead.
  }
}

export function recallResetEmail(): string {
  try {
    return window.localStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

export function forgetResetEmail(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to do.
  }
}
