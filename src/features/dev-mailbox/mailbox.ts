import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { env, type Env } from '@/lib/env';

/**
 * Reads the development mailbox: the JSON files the file mailer (src/integrations/mail,
 * FileMailbox) writes to MAIL_DIR, one per email. Only a tool for developers: it is served
 * only when asked for (DEV_MAILBOX=1, or `next dev`), while emails are not really sent (no
 * SMTP_URL), and never on a deployed server (docs/decisions/0009): the folder holds every
 * visitor's emails, their sign-in and order links included.
 */
export function mailboxEnabled(
  settings: Pick<Env, 'SMTP_URL' | 'isDeployed' | 'devMailbox'> = env(),
): boolean {
  return settings.devMailbox && !settings.SMTP_URL && !settings.isDeployed;
}

/** A file name the mailer writes (20300110T150000-123Z-1a2b3c4d.json), and nothing else. */
const MAIL_ID = /^\d{8}T\d{6}-\d{3}Z-[0-9a-f]{8}$/;

const storedMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  date: z.string(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        contentType: z.string(),
        size: z.number(),
        contentBase64: z.string(),
      }),
    )
    .optional(),
});

export type MailboxMessage = z.infer<typeof storedMail> & { id: string };
export type MailboxEntry = Pick<MailboxMessage, 'id' | 'to' | 'subject' | 'date'> & {
  attachments: number;
};

export function isMailId(id: string): boolean {
  return MAIL_ID.test(id);
}

/** The newest messages first (file names sort by the time they were written). */
export async function listMailbox(dir = env().MAIL_DIR, limit = 200): Promise<MailboxEntry[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const ids = files
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .filter(isMailId)
    .sort()
    .reverse()
    .slice(0, limit);
  const entries = await Promise.all(
    ids.map(async (id) => {
      const mail = await readMailbox(id, dir);
      return mail
        ? {
            id,
            to: mail.to,
            subject: mail.subject,
            date: mail.date,
            attachments: mail.attachments?.length ?? 0,
          }
        : undefined;
    }),
  );
  return entries.filter((e) => e !== undefined);
}

/** One message, or undefined for an unknown or malformed id (no path ever leaves `dir`). */
export async function readMailbox(
  id: string,
  dir = env().MAIL_DIR,
): Promise<MailboxMessage | undefined> {
  if (!isMailId(id)) return undefined;
  const raw = await readFile(path.join(dir, `${id}.json`), 'utf8').catch(() => undefined);
  if (raw === undefined) return undefined;
  try {
    const parsed = storedMail.safeParse(JSON.parse(raw));
    return parsed.success ? { ...parsed.data, id } : undefined;
  } catch {
    return undefined;
  }
}
