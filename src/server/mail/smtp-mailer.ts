// SMTP delivery through nodemailer. The message is recorded first, then sent in the background so
// a slow or failing mail server never delays or changes the HTTP answer (no account enumeration
// by timing), and the outbox row ends as 'sent' or 'failed' with the error.
import nodemailer from "nodemailer";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";
import type { MailLogger, Mailer, MailMessage } from "./types.js";

export function createSmtpMailer(db: Database, smtpUrl: string, from: string, logger: MailLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const pending = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage) {
    try {
      await transport.sendMail({ from, ...message });
      await db.update(mailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      logger.error(`[mail] SMTP delivery to ${message.to} failed`, error);
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ status: "failed", error: reason.slice(0, 1000) })
        .where(eq(mailOutbox.id, id))
        .catch((e: unknown) => logger.error("[mail] could not record the failure", e));
    }
  }

  return {
    kind: "smtp",
    async send(message: MailMessage) {
      let id: string;
      try {
        const [row] = await db
          .insert(mailOutbox)
          .values({ ...message, status: "stored" })
          .returning({ id: mailOutbox.id });
        id = row.id;
      } catch (error) {
        logger.error(`[mail] could not record mail to ${message.to}`, error);
        return;
      }
      const delivery = deliver(id, message).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
