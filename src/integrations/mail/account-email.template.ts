import type { AccountEmailPayload, MailMessage } from '@/domain/outbox';
import { escapeHtml, htmlEmail, mailLocale, type MailLocale } from './booking-confirmed.template';

/**
 * The account emails (confirm your address, reset your password, this address already has an
 * account), in the language of the page the visitor used. Copy lives here: the background job
 * renders them outside any request.
 */
type Copy = { subject: string; intro: string; button: string; outro: string };
type Templates = Record<AccountEmailPayload['template'], Copy>;

const COPY: Record<
  MailLocale,
  Templates & { greeting: (name: string) => string; signature: string }
> = {
  es: {
    greeting: (name) => `Hola, ${name}:`,
    signature: 'Hoteles y Parques Xcaret',
    'verify-email': {
      subject: 'Confirma tu correo electrónico',
      intro: 'Gracias por registrarte. Confirma tu correo electrónico para activar tu cuenta.',
      button: 'Confirmar mi correo',
      outro: 'El enlace vale 24 horas. Si no creaste esta cuenta, ignora este mensaje.',
    },
    'reset-password': {
      subject: 'Restablece tu contraseña',
      intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
      button: 'Elegir una contraseña nueva',
      outro:
        'El enlace vale una hora y sirve una sola vez. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
    },
    'account-exists': {
      subject: 'Ya existe una cuenta con este correo',
      intro:
        'Alguien intentó registrarse con este correo. Ya existe una cuenta con este correo electrónico.',
      button: '¿Olvidaste tu contraseña?',
      outro: 'Si fuiste tú, inicia sesión o restablece tu contraseña. Si no, ignora este mensaje.',
    },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: 'Xcaret Hotels and Parks',
    'verify-email': {
      subject: 'Confirm your email address',
      intro: 'Thank you for registering. Confirm your email address to activate your account.',
      button: 'Confirm my email',
      outro:
        'The link is valid for 24 hours. If you did not create this account, ignore this email.',
    },
    'reset-password': {
      subject: 'Reset your password',
      intro: 'We received a request to reset the password of your account.',
      button: 'Choose a new password',
      outro:
        'The link is valid for one hour and works once. If you did not ask for it, ignore this email: your password does not change.',
    },
    'account-exists': {
      subject: 'An account with this email already exists',
      intro:
        'Someone tried to register with this address. An account with this email already exists.',
      button: 'Forgot your password?',
      outro: 'If it was you, log in or reset your password. If not, ignore this email.',
    },
  },
  pt: {
    greeting: (name) => `Olá, ${name}:`,
    signature: 'Hotéis e Parques Xcaret',
    'verify-email': {
      subject: 'Confirme o seu e-mail',
      intro: 'Obrigado por se cadastrar. Confirme o seu e-mail para ativar a sua conta.',
      button: 'Confirmar o meu e-mail',
      outro: 'O link vale por 24 horas. Se você não criou esta conta, ignore esta mensagem.',
    },
    'reset-password': {
      subject: 'Redefina a sua senha',
      intro: 'Recebemos um pedido para redefinir a senha da sua conta.',
      button: 'Escolher uma nova senha',
      outro:
        'O link vale por uma hora e funciona uma única vez. Se você não pediu, ignore esta mensagem: a sua senha não muda.',
    },
    'account-exists': {
      subject: 'Já existe uma conta com este e-mail',
      intro: 'Alguém tentou se cadastrar com este endereço. Já existe uma conta com este e-mail.',
      button: 'Esqueceu a senha?',
      outro: 'Se foi você, entre ou redefina a sua senha. Se não, ignore esta mensagem.',
    },
  },
};

export function renderAccountEmail(payload: AccountEmailPayload): MailMessage {
  const locale = mailLocale(payload.locale);
  const copy = COPY[locale];
  const t = copy[payload.template];
  const greeting = copy.greeting(payload.name);
  const text = [
    greeting,
    '',
    t.intro,
    '',
    `${t.button}: ${payload.url}`,
    '',
    t.outro,
    '',
    copy.signature,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = htmlEmail(
    locale,
    t.subject,
    `<p style="margin:0 0 8px;">${e(greeting)}</p>
<p style="margin:0 0 16px;">${e(t.intro)}</p>
<p style="margin:0 0 16px;"><a href="${e(payload.url)}" style="display:inline-block;padding:10px 18px;background:#1f4d3a;color:#ffffff;text-decoration:none;border-radius:4px;">${e(t.button)}</a></p>
<p style="margin:0 0 20px;font-size:13px;color:#555;">${e(t.outro)}</p>
<p style="margin:0;">${e(copy.signature)}</p>`,
  );
  return { to: payload.to, subject: t.subject, text, html };
}
