import { describe, expect, it } from 'vitest';
import { renderAccountEmail } from './account-email.template';

describe('account emails', () => {
  it.each([
    ['es', 'Confirma tu correo electrónico'],
    ['en', 'Confirm your email address'],
    ['pt', 'Confirme o seu e-mail'],
  ])('confirmation in %s', (locale, subject) => {
    const mail = renderAccountEmail({
      template: 'verify-email',
      to: 'ana@example.com',
      name: 'Ana <b>',
      url: 'http://127.0.0.1/api/auth/verify-email?token=abc&callbackURL=%2Fes%2F',
      locale,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.text).toContain(
      'http://127.0.0.1/api/auth/verify-email?token=abc&callbackURL=%2Fes%2F',
    );
    expect(mail.html).toContain('token=abc&amp;callbackURL');
    expect(mail.html).not.toContain('<b>');
  });

  it('says the catalogue message when the address already has an account', () => {
    const mail = renderAccountEmail({
      template: 'account-exists',
      to: 'ana@example.com',
      name: 'Ana',
      url: 'http://x/en/forgot/',
      locale: 'en',
    });
    expect(mail.text).toContain('An account with this email already exists.');
  });
});
