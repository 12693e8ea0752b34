// With no SMTP server configured the outbox table is the delivery: the message is stored and its
// links are printed to the server log so a local user can follow a reset link.
import type { Database } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";
import type { MailLogger, Mailer, MailMessage } from "./types.js";

const LINK_PATTERN = /https?:\/\/\S+/g;

export function createOutboxMailer(db: Database, logger: MailLogger): Mailer {
  return {
    kind: "outbox",
    async send(message: MailMessage) {
      try {
        await db.insert(mailOutbox).values({ ...message, status: "stored" });
        const links = message.text.match(LINK_PATTERN) ?? [];
        logger.info(`[mail] to ${message.to}: "${message.subject}"${links.length ? ` — ${links.join(" ")}` : ""}`);
      } catch (error) {
        logger.error(`[mail] could not store mail to ${message.to}`, error);
      }
    },
    async flush() {},
  };
}
