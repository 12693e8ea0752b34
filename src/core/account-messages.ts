// The member's control of their account (profile → Security): the messages both sides show and
// how a session's device is described. No Zod here, so the web can import it cheaply.

export const ACCOUNT_MESSAGES = {
  passwordRequired: "Enter your current password to confirm it's you.",
  wrongPassword: "That password is not correct.",
  wrongCode: "That code is not correct. Check your authenticator app and try again.",
  codeFormat: "Enter the 6-digit code from your authenticator app.",
  emailTaken: "That email is already used by another account.",
  emailSame: "That is already your email address.",
  emailChanged: "Your email address has been changed.",
  emailConfirmationSent: "We sent a confirmation link to your new email address. Your email changes when you open it.",
  emailLinkInvalid: "This email confirmation link is invalid, expired or already used.",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  twoFactorEnabled: "Two-factor authentication is on.",
  twoFactorDisabled: "Two-factor authentication is off.",
  twoFactorNotEnabled: "Two-factor authentication is not on for this account.",
  passwordOrCode: "Provide either your password or a code from your authenticator app.",
  otherSessionsRevoked: "All other sessions have been signed out.",
  deleteConfirmationRequired: "Confirm that you understand your account and data will be deleted.",
  deleted: "Your account and everything in it has been deleted.",
} as const;

/** A session as GET /api/account/sessions lists it (never its token). */
export interface AccountSession {
  id: string;
  device: string;
  ip_address: string | null;
  created_at: string;
  last_active_at: string;
  current: boolean;
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Windows" from a User-Agent header; "Unknown device" when it says nothing useful. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return "Unknown device";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}
