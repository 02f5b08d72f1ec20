import type { Db } from '@/db/client';
import { errorText } from './delivery.rules';
import type { DeliveryContext, OutboxHandlers } from './delivery.service';
import { messageById } from './desk.service';
import type { Mailer, MailMessage } from './mailer';
import type { OutboxRow } from './outbox.repo';
import { redactLinks } from './preview.rules';

/** An email as the queue would send it now, redacted for staff's eyes. */
export type PreviewedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; bytes: number }[];
};

export type MessagePreview = {
  message: OutboxRow;
  mails: PreviewedMail[];
  /** The kind sends no email (a newsletter sync, an invoice's stamping). */
  notAnEmail?: true;
  /** Why the email cannot be rendered from today's data (a booking cancelled since, …). */
  error?: string;
};

type Handler = (payload: unknown, ctx: DeliveryContext) => Promise<void>;

/** Thrown inside the preview's transaction to roll back whatever the handler wrote. */
class PreviewOver extends Error {
  constructor() {
    super('preview');
  }
}

/**
 * The email a queued, failed or sent message makes, rendered by its own handler exactly as
 * delivery would, without sending it or keeping anything (issue 17's preview): the handler
 * gets a mailer that only keeps what it is given, and runs in a transaction that is always
 * rolled back, so a link it would have made (a manage-booking token) is never stored.
 * `handlersFor` builds the handlers of the kinds that send email around that mailer. What
 * staff see has its links redacted (preview.rules.ts).
 */
export async function previewMessage(
  db: Db,
  id: string,
  handlersFor: (mailer: Mailer) => OutboxHandlers,
  now = new Date(),
): Promise<MessagePreview | undefined> {
  const message = await messageById(db, id);
  if (!message) return undefined;
  const kept: MailMessage[] = [];
  const handlers = handlersFor({ send: async (mail) => void kept.push(mail) });
  const handler = (handlers as Record<string, Handler | undefined>)[message.kind];
  if (!handler) return { message, mails: [], notAnEmail: true };
  let error: string | undefined;
  try {
    await db.transaction(async (tx) => {
      await handler(message.payload, { db: tx, now, messageId: message.id, attempt: 0 });
      throw new PreviewOver();
    });
  } catch (thrown) {
    if (!(thrown instanceof PreviewOver)) error = errorText(thrown);
  }
  return {
    message,
    error,
    mails: kept.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: redactLinks(mail.text),
      html: redactLinks(mail.html),
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        bytes: a.content.length,
      })),
    })),
  };
}
