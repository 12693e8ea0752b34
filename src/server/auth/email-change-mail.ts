// The two mails of an email change (finding 10): a confirmation link to the new address — the
// change happens only when it is followed — and a notice to the old one, so a member whose
// session was stolen learns of the attempt.
import type { MailMessage } from "../mail/types.js";

export const EMAIL_CHANGE_LINK_MINUTES = 60;

export function emailChangeConfirmationMail(to: string, appUrl: string, token: string): MailMessage {
  const link = `${appUrl}/api/account/email/confirm?token=${encodeURIComponent(token)}`;
  const lines = [
    "Someone (hopefully you) asked to use this address for their Wellspring account.",
    `Confirm the change here: ${link}`,
    `The link works once and expires in ${EMAIL_CHANGE_LINK_MINUTES} minutes. If you did not ask for this, ignore this email; nothing changes.`,
  ];
  return {
    to,
    subject: "Confirm your new Wellspring email address",
    text: [lines[0], "", lines[1], "", lines[2]].join("\n"),
    html: [`<p>${lines[0]}</p>`, `<p><a href="${link}">Confirm the change</a></p>`, `<p>${lines[2]}</p>`].join("\n"),
  };
}

export function emailChangeNoticeMail(to: string, newEmail: string): MailMessage {
  const lines = [
    `Someone signed in to your Wellspring account asked to change its email address to ${newEmail}.`,
    "The change happens only if the link sent to that address is opened.",
    "If this was not you, change your password now: that signs out every other device.",
  ];
  return {
    to,
    subject: "Your Wellspring email address is about to change",
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`).join("\n"),
  };
}
