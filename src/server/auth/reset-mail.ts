import type { MailMessage } from "../mail/types.js";

/** The password-reset email. The link opens the web app's reset screen with the token. */
export function resetPasswordMail(to: string, appUrl: string, token: string, expiresInMinutes: number): MailMessage {
  const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Reset your Wellspring password",
    text: [
      "Someone (hopefully you) asked to reset the password of your Wellspring account.",
      "",
      `Choose a new password here: ${link}`,
      "",
      `The link works once and expires in ${expiresInMinutes} minutes. If you did not ask for this, you can ignore this email; your password stays the same.`,
    ].join("\n"),
    html: [
      "<p>Someone (hopefully you) asked to reset the password of your Wellspring account.</p>",
      `<p><a href="${link}">Choose a new password</a></p>`,
      `<p>The link works once and expires in ${expiresInMinutes} minutes. If you did not ask for this, you can ignore this email; your password stays the same.</p>`,
    ].join("\n"),
  };
}

/** Reset mails one address may receive within RESET_MAIL_WINDOW_SECONDS, however many clients ask. */
export const RESET_MAIL_PER_RECIPIENT = 3;
export const RESET_MAIL_WINDOW_SECONDS = 60 * 60;

/**
 * A reset request never answers faster than this, for known and unknown addresses alike, so its
 * timing does not tell whether an address has an account (the mail itself goes out in the background).
 */
export const RESET_REQUEST_FLOOR_MS = 250;
