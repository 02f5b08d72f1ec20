import type { MailMessage } from '@/domain/outbox';
import { catalogueLocale, translator } from '@/i18n/translator';
import { formatResortDateTime } from '@/lib/dates';
import { ButtonLink, EmailDocument, Note, Paragraph, renderEmailHtml } from './layout';

/**
 * The "find my booking" answer (issue 15): the signed link that opens the trip, in the trip's
 * language, with when it stops working (resort time).
 */
export function renderManageLink(input: {
  to: string;
  reference: string;
  locale: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const locale = catalogueLocale(input.locale);
  const t = translator(locale, 'manageBooking.mail');
  const subject = t('subject', { reference: input.reference });
  const expires = t('expires', { when: formatResortDateTime(input.expiresAt, locale) });
  const text = [
    t('intro', { reference: input.reference }),
    '',
    `${t('button')}: ${input.url}`,
    expires,
    '',
    t('notYou'),
    '',
  ].join('\n');
  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject} brand="group">
      <Paragraph style={{ margin: '0 0 16px' }}>
        {t('intro', { reference: input.reference })}
      </Paragraph>
      <ButtonLink href={input.url}>{t('button')}</ButtonLink>
      <Note>{expires}</Note>
      <Paragraph style={{ margin: 0 }}>{t('notYou')}</Paragraph>
    </EmailDocument>,
  );
  return { to: input.to, subject, text, html };
}
