import type { InvoiceView } from '@/domain/invoicing';
import type { MailMessage } from '@/domain/outbox';
import { catalogueLocale, translator } from '@/i18n/translator';
import {
  EmailDocument,
  EmailOpening,
  EmailSignature,
  letterText,
  Note,
  renderEmailHtml,
  type Letter,
} from './layout';

export type CfdiEmailEvent = 'stamped' | 'failed' | 'cancelled';

/**
 * The invoicing emails, in the language the invoice was asked for in (messages/*.json,
 * namespace `fiscal.invoice.mail`): a stamped invoice or credit note with its XML and PDF,
 * an invoice the PAC refused (with its reason), an invoice cancelled after a refund.
 */
export function renderCfdiEmail(input: {
  event: CfdiEmailEvent;
  invoice: InvoiceView;
  orderReference: string;
  /** Whose invoice it is: the hotels' company or the parks'. */
  scope: 'hotel' | 'park';
  xml?: string | null;
  pdf?: Buffer;
}): MailMessage {
  const { event, invoice, orderReference, scope } = input;
  const locale = catalogueLocale(invoice.locale);
  const t = translator(locale, 'fiscal.invoice.mail');
  const account = translator(locale, 'mail.account');
  const number = `${invoice.series}-${invoice.folio}`;
  const values = {
    number,
    reference: orderReference,
    uuid: invoice.uuid ?? '',
    reason: invoice.failureMessage ?? invoice.failureCode ?? '',
  };
  const credit = invoice.kind === 'E';
  const [subject, intro] =
    event === 'stamped'
      ? credit
        ? [t('creditSubject', values), t('creditIntro')]
        : [t('stampedSubject', values), t('stampedIntro')]
      : event === 'failed'
        ? [t('failedSubject', values), t('failedIntro', values)]
        : [t('cancelledSubject', values), t('cancelledIntro', values)];
  const details = t('details', { name: invoice.receiver.name, rfc: invoice.receiver.rfc });
  const letter: Letter = { greeting: t('greeting'), intro, signature: account('signature') };
  const text = letterText(letter, [details, '']);
  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject} brand={scope === 'hotel' ? 'hotels' : 'parks'}>
      <EmailOpening letter={letter} />
      <Note>{details}</Note>
      <EmailSignature letter={letter} />
    </EmailDocument>,
  );
  const attachments: NonNullable<MailMessage['attachments']> = [];
  if (event === 'stamped' && input.xml) {
    attachments.push({
      filename: `${number}.xml`,
      contentType: 'application/xml',
      content: Buffer.from(input.xml, 'utf8'),
    });
    if (input.pdf)
      attachments.push({
        filename: `${number}.pdf`,
        contentType: 'application/pdf',
        content: input.pdf,
      });
  }
  return {
    to: invoice.email,
    subject,
    text,
    html,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}
