import type { MailMessage } from '@/domain/outbox';
import { escapeHtml, htmlEmail, mailLocale, type MailLocale } from './booking-confirmed.template';

/**
 * The newsletter's emails. Every one of them goes through `newsletterMail`, which adds the
 * unsubscribe link (SPEC: every newsletter email can be left in one click). Copy lives here:
 * emails are rendered by the background job, outside any request.
 */

/** Localized slugs of the newsletter pages (src/i18n/routing.ts). */
const SLUGS: Record<MailLocale, { confirm: string; unsubscribe: string }> = {
  es: { confirm: 'newsletter/confirmar', unsubscribe: 'newsletter/baja' },
  en: { confirm: 'newsletter/confirm', unsubscribe: 'newsletter/unsubscribe' },
  pt: { confirm: 'newsletter/confirmar', unsubscribe: 'newsletter/cancelar' },
};

export function newsletterLink(
  baseUrl: string,
  language: string,
  page: 'confirm' | 'unsubscribe',
  token: string,
): string {
  const locale = mailLocale(language);
  return `${baseUrl.replace(/\/+$/, '')}/${locale}/${SLUGS[locale][page]}/?token=${encodeURIComponent(token)}`;
}

const FOOTER: Record<MailLocale, { why: string; leave: string }> = {
  es: {
    why: 'Recibes este correo porque tu dirección se registró en el boletín de Hoteles Xcaret.',
    leave: 'Darte de baja',
  },
  en: {
    why: 'You receive this email because your address was signed up to the Xcaret Hotels newsletter.',
    leave: 'Unsubscribe',
  },
  pt: {
    why: 'Você recebe este e-mail porque seu endereço foi inscrito na newsletter dos Hotéis Xcaret.',
    leave: 'Cancelar inscrição',
  },
};

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
  const locale = mailLocale(content.language);
  const footer = FOOTER[locale];
  const e = escapeHtml;
  const text = [
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    footer.why,
    `${footer.leave}: ${content.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = htmlEmail(
    locale,
    content.subject,
    `${content.paragraphs.map((p) => `<p style="margin:0 0 12px;">${e(p)}</p>`).join('\n')}
${
  content.action
    ? `<p style="margin:8px 0 20px;"><a href="${e(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#1f4d3a;color:#ffffff;text-decoration:none;border-radius:4px;">${e(content.action.label)}</a></p>`
    : ''
}
<hr style="border:none;border-top:1px solid #e2ddd3;margin:20px 0 12px;">
<p style="margin:0;font-size:12px;color:#555;">${e(footer.why)} <a href="${e(content.unsubscribeUrl)}" style="color:#1f4d3a;">${e(footer.leave)}</a></p>`,
  );
  return { to: content.to, subject: content.subject, text, html };
}

const CONFIRM_COPY: Record<
  MailLocale,
  {
    subject: string;
    greeting: (name: string) => string;
    body: string;
    action: string;
    ignore: string;
  }
> = {
  es: {
    subject: 'Confirma tu suscripción al boletín de Hoteles Xcaret',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Gracias por suscribirte. Para empezar a recibir nuestras ofertas y novedades, confirma tu correo con el botón.',
    action: 'Confirmar mi suscripción',
    ignore: 'Si no te suscribiste, ignora este correo: no te enviaremos nada más.',
  },
  en: {
    subject: 'Confirm your Xcaret Hotels newsletter subscription',
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for subscribing. To start receiving our offers and news, confirm your email with the button.',
    action: 'Confirm my subscription',
    ignore: 'If you did not subscribe, ignore this email: we will not send you anything else.',
  },
  pt: {
    subject: 'Confirme sua inscrição na newsletter dos Hotéis Xcaret',
    greeting: (name) => `Olá, ${name}:`,
    body: 'Obrigado por se inscrever. Para começar a receber nossas ofertas e novidades, confirme seu e-mail com o botão.',
    action: 'Confirmar minha inscrição',
    ignore: 'Se você não se inscreveu, ignore este e-mail: não enviaremos mais nada.',
  },
};

/** The double opt-in email, in the language the visitor signed up in. */
export function renderNewsletterConfirmation(input: {
  to: string;
  firstName: string;
  language: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const t = CONFIRM_COPY[mailLocale(input.language)];
  return newsletterMail({
    to: input.to,
    language: input.language,
    subject: t.subject,
    paragraphs: [t.greeting(input.firstName), t.body, t.ignore],
    action: { label: t.action, url: input.confirmUrl },
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
