import type { AccountEmailPayload, MailMessage } from '@/domain/outbox';
import { catalogueLocale, translator } from '@/i18n/translator';
import {
  ButtonLink,
  EmailDocument,
  EmailOpening,
  EmailSignature,
  letterText,
  Note,
  renderEmailHtml,
  type Letter,
} from './layout';

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
  const letter: Letter = {
    greeting: common('greeting', { name: payload.name }),
    intro: t('intro'),
    signature: common('signature'),
  };
  const subject = t('subject');
  const text = letterText(letter, [`${t('button')}: ${payload.url}`, '', t('outro'), '']);
  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject} brand="group">
      <EmailOpening letter={letter} />
      <ButtonLink href={payload.url}>{t('button')}</ButtonLink>
      <Note>{t('outro')}</Note>
      <EmailSignature letter={letter} />
    </EmailDocument>,
  );
  return { to: payload.to, subject, text, html };
}
