import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from '@/domain/outbox';
import { logger } from '@/lib/logger';

/** An attachment as the mailbox stores it: JSON has no bytes, so base64. */
export type StoredAttachment = {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
};

/** What the development mailbox stores per email (one JSON file each). */
export type StoredMail = Omit<MailMessage, 'attachments'> & {
  date: string;
  attachments?: StoredAttachment[];
};

/**
 * The development and test mailer: each email becomes a JSON file in `dir`, named so that
 * an alphabetical listing is the order they were sent (UTC time to the millisecond, then an
 * id), and a log line says where it went. A new user sees the emails without an SMTP server.
 */
export class FileMailbox implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const date = this.clock();
    const stamp = date.toISOString().replace(/[-:]/g, '').replace('.', '-'); // 20300110T150000-123Z
    const file = path.join(this.dir, `${stamp}-${randomUUID().slice(0, 8)}.json`);
    const stored: StoredMail = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      date: date.toISOString(),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.length,
              contentBase64: a.content.toString('base64'),
            })),
          }
        : {}),
    };
    await mkdir(this.dir, { recursive: true });
    // "wx": never overwrite (the id makes a clash practically impossible anyway).
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { flag: 'wx' });
    logger.info({ to: message.to, subject: message.subject, file }, 'email written to the mailbox');
  }
}
