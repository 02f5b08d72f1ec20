/** A file sent with an email (the tickets' PDF, a calendar file). */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: Buffer;
};

/** An email ready to go: the plain-text and HTML versions of the same content. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/**
 * The port the domain sends email through (DESIGN §4: adapters live in src/integrations).
 * `send` resolves once the message is accepted (by the SMTP server, or written to the
 * development mailbox) and rejects otherwise, so the outbox can retry it.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
