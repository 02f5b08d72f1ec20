import { z } from 'zod';
import { UndeliverableError, type DeliveryContext, type Mailer } from '@/domain/outbox';
import { issueInvitationLink, type StaffAuth } from '@/domain/staff';
import { translator } from '@/i18n/translator';
import { formatResortDateTime } from '@/lib/dates';
import { ButtonLink, EmailDocument, Note, Paragraph, renderEmailHtml } from './layout';

const payloadSchema = z.object({ invitationId: z.string().min(1).max(64) });

/** The page where an invited staff member sets their password and second factor. */
export function invitationUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/admin/invitation/?t=${encodeURIComponent(token)}`;
}

/**
 * The outbox handler of 'staff-invitation' (issue 16): makes the single-use link at send time
 * (only its hash is stored, and it replaces any earlier link) and writes to the member in their
 * back-office language. An invitation revoked or used meanwhile sends nothing.
 */
export function staffInvitationHandler({
  mailer,
  baseUrl,
  staffAuth,
}: {
  mailer: Mailer;
  baseUrl: string;
  staffAuth: () => Promise<StaffAuth>;
}) {
  return async (payload: unknown, { db, now }: DeliveryContext): Promise<void> => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new UndeliverableError('Invalid staff-invitation payload');
    const link = await issueInvitationLink(db, await staffAuth(), parsed.data.invitationId, now);
    if (!link) return;
    const t = translator(link.locale, 'adminStaffInvite.mail');
    const subject = t('subject');
    const url = invitationUrl(baseUrl, link.token);
    const expires = t('expires', { when: formatResortDateTime(link.expiresAt, link.locale) });
    const text = [
      t('greeting', { name: link.name }),
      '',
      t('intro'),
      '',
      `${t('button')}: ${url}`,
      expires,
      '',
      t('notYou'),
      '',
    ].join('\n');
    const html = renderEmailHtml(
      <EmailDocument locale={link.locale} subject={subject} brand="group">
        <Paragraph style={{ margin: '0 0 16px' }}>{t('greeting', { name: link.name })}</Paragraph>
        <Paragraph style={{ margin: '0 0 16px' }}>{t('intro')}</Paragraph>
        <ButtonLink href={url}>{t('button')}</ButtonLink>
        <Note>{expires}</Note>
        <Paragraph style={{ margin: 0 }}>{t('notYou')}</Paragraph>
      </EmailDocument>,
    );
    await mailer.send({ to: link.email, subject, text, html });
  };
}
