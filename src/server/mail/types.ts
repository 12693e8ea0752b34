export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends application mail. `send` never throws for delivery problems: the message is always
 * recorded in mail_outbox (stored, sent or failed) and failures are logged, so callers such as
 * password reset answer the same whatever happens downstream.
 */
export interface Mailer {
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
  /** Resolves once background deliveries have settled (tests, shutdown). */
  flush(): Promise<void>;
}

export interface MailLogger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}
