import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from '@/domain/outbox';

/**
 * Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://…`).
 * Nodemailer reads its own options from the query string (`?tls.rejectUnauthorized=false`);
 * `from` is ours: the sender address, else "Hoteles Xcaret" <reservations@ the BASE_URL
 * host>. The timeouts keep one send well inside the outbox's handler timeout, so a stalled
 * server fails the attempt (and it is retried later) instead of stalling the delivery job.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof createTransport>;
  private readonly from: string;

  constructor(smtpUrl: string, baseUrl: string) {
    const url = new URL(smtpUrl);
    this.from =
      url.searchParams.get('from') ??
      `"Hoteles Xcaret" <reservations@${new URL(baseUrl).hostname}>`;
    url.searchParams.delete('from');
    this.transport = createTransport({
      url: url.toString(),
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
      dnsTimeout: 10_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    });
  }
}
