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
