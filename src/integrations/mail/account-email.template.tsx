import type { AccountEmailPayload, MailMessage } from '@/domain/outbox';
import { catalogueLocale, translator } from '@/i18n/translator';
import { ButtonLink, EmailDocument, Note, Paragraph, renderEmailHtml } from './layout';

/**
 * The account emails (confirm your address, reset your password, this address already has an
 * account), in the language of the page the visitor used (messages/*.json, namespace
 * `mail.account`).
 */
const NAMESPACES = {
  'verify-email': 'verifyEmail',
  'reset-password': 'resetPassword',
  'account-exists': 'accountExists',
} as const satisfies Record<AccountEmailPayload['template'], string>;

export function renderAccountEmail(payload: AccountEmailPayload): MailMessage {
  const locale = catalogueLocale(payload.locale);
  const common = translator(locale, 'mail.account');
  const t = translator(locale, `mail.account.${NAMESPACES[payload.template]}`);
  const greeting = common('greeting', { name: payload.name });
  const subject = t('subject');
  const text = [
    greeting,
    '',
    t('intro'),
    '',
    `${t('button')}: ${payload.url}`,
    '',
    t('outro'),
    '',
    common('signature'),
    '',
  ].join('\n');
  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject}>
      <Paragraph style={{ margin: '0 0 8px' }}>{greeting}</Paragraph>
      <Paragraph style={{ margin: '0 0 16px' }}>{t('intro')}</Paragraph>
      <ButtonLink href={payload.url}>{t('button')}</ButtonLink>
      <Note>{t('outro')}</Note>
      <Paragraph style={{ margin: 0 }}>{common('signature')}</Paragraph>
    </EmailDocument>,
  );
  return { to: payload.to, subject, text, html };
}
