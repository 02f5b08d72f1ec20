import type { MailMessage } from '@/domain/outbox';
import { absoluteUrl } from '@/i18n/paths';
import { catalogueLocale, translator } from '@/i18n/translator';
import { ButtonLink, EmailDocument, JUNGLE, Paragraph, renderEmailHtml } from './layout';

/**
 * The newsletter's emails. Every one of them goes through `newsletterMail`, which adds the
 * unsubscribe link (SPEC: every newsletter email can be left in one click). Their words are in
 * messages/*.json (namespaces `mail.newsletterConfirmation` and `mail.newsletterFooter`).
 */

/** The signed link to a newsletter page, in the subscriber's language (the route table's slug). */
export function newsletterLink(
  baseUrl: string,
  language: string,
  page: 'confirm' | 'unsubscribe',
  token: string,
): string {
  return absoluteUrl(baseUrl, catalogueLocale(language), {
    pathname: page === 'confirm' ? '/newsletter/confirm' : '/newsletter/unsubscribe',
    query: { token },
  });
}

export type NewsletterMailContent = {
  to: string;
  language: string;
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** The signed unsubscribe address of this subscriber. */
  unsubscribeUrl: string;
};

/** Lays out a newsletter email and appends the unsubscribe footer to both versions. */
export function newsletterMail(content: NewsletterMailContent): MailMessage {
  const locale = catalogueLocale(content.language);
  const footer = translator(locale, 'mail.newsletterFooter');
  const text = [
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    footer('why'),
    `${footer('leave')}: ${content.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={content.subject} brand="hotels">
      {content.paragraphs.map((p, i) => (
        <Paragraph key={i}>{p}</Paragraph>
      ))}
      {content.action && <ButtonLink href={content.action.url}>{content.action.label}</ButtonLink>}
      <hr style={{ border: 'none', borderTop: '1px solid #e2ddd3', margin: '20px 0 12px' }} />
      <p style={{ margin: 0, fontSize: 12, color: '#555' }}>
        {footer('why')}{' '}
        <a href={content.unsubscribeUrl} style={{ color: JUNGLE }}>
          {footer('leave')}
        </a>
      </p>
    </EmailDocument>,
  );
  return { to: content.to, subject: content.subject, text, html };
}

/** The double opt-in email, in the language the visitor signed up in. */
export function renderNewsletterConfirmation(input: {
  to: string;
  firstName: string;
  language: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const t = translator(input.language, 'mail.newsletterConfirmation');
  return newsletterMail({
    to: input.to,
    language: input.language,
    subject: t('subject'),
    paragraphs: [t('greeting', { name: input.firstName }), t('body'), t('ignore')],
    action: { label: t('action'), url: input.confirmUrl },
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
