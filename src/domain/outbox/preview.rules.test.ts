import { describe, expect, it } from 'vitest';
import { redactLink, redactLinks } from './preview.rules';

describe('links in an email preview', () => {
  it('keeps where a plain link goes', () => {
    for (const link of [
      'https://www.hotelxcaret.com/es/parques/xcaret/',
      'http://localhost:3000/en/manage-booking/',
      'https://example.com/pt/hoteis/hotel-xcaret-arte/',
      'https://example.com/es/mi-reserva/XC-7F3K9Q/',
    ])
      expect(redactLink(link)).toBe(link);
  });

  it('drops every query value, whatever its name', () => {
    expect(redactLink('https://x.test/es/mi-reserva/?t=abc.DEF-123_x')).toBe(
      'https://x.test/es/mi-reserva/?t=…',
    );
    expect(redactLink('https://x.test/reset?token=s3cr3t&callbackURL=%2Fes%2F')).toBe(
      'https://x.test/reset?token=…&callbackURL=…',
    );
    expect(redactLink('https://x.test/newsletter/confirm?id=1&sig=ffee00')).toBe(
      'https://x.test/newsletter/confirm?id=…&sig=…',
    );
  });

  it('drops a token carried in the path', () => {
    expect(redactLink('https://x.test/api/auth/reset-password/Zk3pQ9vX2mL8rT1aB7cD?x=1')).toBe(
      'https://x.test/api/auth/reset-password/…?x=…',
    );
    expect(redactLink('https://x.test/es/pay/9b2f6c1e-3a4d-4e5f-8a7b-1c2d3e4f5a6b/')).toBe(
      'https://x.test/es/pay/…/',
    );
    expect(redactLink('https://x.test/verify/aB3dE5fG7hJ9')).toBe('https://x.test/verify/…');
    expect(redactLink('https://x.test/p/0123456789abcdef0123')).toBe('https://x.test/p/…');
  });

  it('redacts the links of a text and of an HTML body, escaped ampersands included', () => {
    const html =
      '<a href="https://x.test/es/mi-reserva/?t=SECRET&amp;lang=es">Ver</a> y https://x.test/es/';
    const out = redactLinks(html);
    expect(out).not.toContain('SECRET');
    expect(out).toContain('href="https://x.test/es/mi-reserva/?t=…&lang=…"');
    expect(out).toContain(' https://x.test/es/');
    const text = 'Pay here: https://x.test/pay?link=AAAA1111bbbb2222 before Friday.';
    expect(redactLinks(text)).toBe('Pay here: https://x.test/pay?link=… before Friday.');
  });

  it('never lets a link it cannot parse through', () => {
    expect(redactLink('https://[bad')).toBe('…');
  });
});
