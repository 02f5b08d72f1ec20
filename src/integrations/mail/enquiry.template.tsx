import type { MailMessage } from '@/domain/outbox';
import type { Enquiry } from '@/domain/enquiries';
import { catalogueLocale, translator } from '@/i18n/translator';
import { formatLongDate } from '@/lib/dates';
import { DetailsTable, EmailDocument, Paragraph, renderEmailHtml, type Line } from './layout';

/**
 * A weddings/meetings/groups enquiry (issue 17): to the sales team (everything the visitor
 * wrote, in Spanish, replying goes to the visitor) or the visitor's acknowledgement (what they
 * asked for, in their language, and that sales will answer).
 */
export function renderEnquiryEmail(
  enquiry: Enquiry,
  to: { kind: 'sales'; address: string } | { kind: 'visitor' },
): MailMessage {
  const locale = to.kind === 'sales' ? 'es' : catalogueLocale(enquiry.locale);
  const t = translator(locale, 'enquiry.mail');
  const kind = t(`kinds.${enquiry.kind}`);
  const subject =
    to.kind === 'sales'
      ? t('salesSubject', { reference: enquiry.reference, kind, name: enquiry.contactName })
      : t('visitorSubject', { reference: enquiry.reference, kind });
  const intro =
    to.kind === 'sales'
      ? t('salesIntro', { kind })
      : t('visitorIntro', { name: enquiry.contactName, kind });
  const dates = enquiry.dateTo
    ? t('dateRange', {
        from: formatLongDate(enquiry.dateFrom, locale),
        to: formatLongDate(enquiry.dateTo, locale),
      })
    : formatLongDate(enquiry.dateFrom, locale);
  const lines: Line[] = [
    { label: t('reference'), value: enquiry.reference },
    { label: t('kind'), value: kind },
    { label: t('dates'), value: dates },
    { label: t('guests'), value: String(enquiry.guests) },
    {
      label: t('budget'),
      value:
        enquiry.budgetUsd === null
          ? t('noBudget')
          : `US$${enquiry.budgetUsd.toLocaleString(locale === 'es' ? 'es-MX' : locale)}`,
    },
    { label: t('name'), value: enquiry.contactName },
    { label: t('email'), value: enquiry.email, href: `mailto:${enquiry.email}` },
    {
      label: t('phone'),
      value: enquiry.phone,
      href: `tel:${enquiry.phone.replace(/[^\d+]/g, '')}`,
    },
  ];
  const message = enquiry.message || t('noMessage');
  const closing = to.kind === 'sales' ? t('salesClosing') : t('visitorClosing');
  const text = [
    intro,
    '',
    ...lines.map((l) => `${l.label}: ${l.value}`),
    '',
    `${t('message')}:`,
    message,
    '',
    closing,
    '',
  ].join('\n');
  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject} brand="group">
      <Paragraph style={{ margin: '0 0 16px' }}>{intro}</Paragraph>
      <DetailsTable lines={lines} />
      <Paragraph style={{ margin: '0 0 4px', fontWeight: 'bold' }}>{t('message')}</Paragraph>
      <Paragraph style={{ margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>{message}</Paragraph>
      <Paragraph style={{ margin: 0 }}>{closing}</Paragraph>
    </EmailDocument>,
  );
  return { to: to.kind === 'sales' ? to.address : enquiry.email, subject, text, html };
}
