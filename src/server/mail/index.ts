import type { Database } from "../db/client.js";
import { createOutboxMailer } from "./outbox-mailer.js";
import { createSmtpMailer } from "./smtp-mailer.js";
import type { MailLogger, Mailer } from "./types.js";

export type { MailLogger, Mailer } from "./types.js";

/** SMTP when a URL is configured, otherwise the outbox table plus the log. */
export function createMailer(db: Database, options: { smtpUrl: string | null; mailFrom: string; logger: MailLogger }): Mailer {
  return options.smtpUrl ? createSmtpMailer(db, options.smtpUrl, options.mailFrom, options.logger) : createOutboxMailer(db, options.logger);
}
