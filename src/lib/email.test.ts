import fc from 'fast-check';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { displayEmail, EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail, parseEmail } from './email';

describe('parseEmail: one rule for every form, API and job (issue 13, item 2)', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    ['  Ana.Lopez@Example.COM ', 'ana.lopez@example.com'],
    ['ana&luis@example.com', 'ana&luis@example.com'],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ['a+tag@example.com', 'a+tag@example.com'],
    ['x!#$%*/=?^_`{|}~-y@example.com', 'x!#$%*/=?^_`{|}~-y@example.com'],
    ['josé.garcía@example.com', 'josé.garcía@example.com'],
    ['user@münchen.de', 'user@xn--mnchen-3ya.de'],
    ['user@MÜNCHEN.de', 'user@xn--mnchen-3ya.de'],
    ['user@xn--mnchen-3ya.de', 'user@xn--mnchen-3ya.de'],
    ['niño@español.mx', 'niño@xn--espaol-zwa.mx'],
    ['用户@例子.广告', '用户@xn--fsqu00a.xn--4rr70v'],
    ['a@b.co', 'a@b.co'],
    ['first.last@sub.domain.example.co.uk', 'first.last@sub.domain.example.co.uk'],
  ])('accepts %j as %j', (raw, stored) => {
    expect(parseEmail(raw)).toEqual({ ok: true, address: stored });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['plain', 'invalid'],
    ['@example.com', 'invalid'],
    ['ana@', 'invalid'],
    ['ana@example', 'invalid'],
    ['ana@@example.com', 'invalid'],
    ['ana@exa@mple.com', 'invalid'],
    ['.ana@example.com', 'invalid'],
    ['ana.@example.com', 'invalid'],
    ['an..a@example.com', 'invalid'],
    ['ana@example..com', 'invalid'],
    ['ana@example.com.', 'invalid'],
    ['ana@-example.com', 'invalid'],
    ['ana@example-.com', 'invalid'],
    ['ana@example.c', 'invalid'],
    ['ana@example.123', 'invalid'],
    ['ana@[192.0.2.1]', 'invalid'],
    ['ana@192.0.2.1', 'invalid'],
    ['"ana luis"@example.com', 'invalid'],
    ['ana luis@example.com', 'invalid'],
    ['Ana <ana@example.com>', 'invalid'],
    ['ana@example.com\r\nBcc: victim@example.com', 'invalid'],
    ['ana@example.com\nx', 'invalid'],
    ['ana\u0000@example.com', 'invalid'],
    ['ana(comment)@example.com', 'invalid'],
    ['ana\\@example.com', 'invalid'],
    ['ana@exa mple.com', 'invalid'],
    [`${'a'.repeat(65)}@example.com`, 'too_long'],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`, 'too_long'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(parseEmail(raw)).toEqual({ ok: false, reason });
  });

  it('refuses non-strings', () => {
    for (const raw of [undefined, null, 42, {}, ['a@b.co']]) expect(isValidEmail(raw)).toBe(false);
    expect(normalizeEmail(undefined)).toBe('');
  });

  it('shows an internationalized domain back in Unicode', () => {
    expect(displayEmail('user@xn--mnchen-3ya.de')).toBe('user@münchen.de');
    expect(displayEmail('ana@example.com')).toBe('ana@example.com');
  });

  const local = fc.stringMatching(/^[a-z0-9!#$%&'*+\-/=?^_`{|}~]{1,20}(\.[a-z0-9_+-]{1,10}){0,2}$/);
  const domain = fc.stringMatching(/^([a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?\.){1,3}[a-z]{2,6}$/);

  it('whatever it accepts is stable, bounded and free of anything that could break a header', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
        ),
        (raw) => {
          const parsed = parseEmail(raw);
          if (!parsed.ok) return true;
          const again = parseEmail(parsed.address);
          return (
            again.ok &&
            again.address === parsed.address &&
            parsed.address.length <= EMAIL_MAX_LENGTH &&
            !/[\s<>"(),:;[\]\\\u0000-\u001f]/.test(parsed.address)
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('whatever it accepts, the mail payload schema accepts and nodemailer addresses', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const payload = z.string().refine(isValidEmail);
    const samples = fc.sample(
      fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
      200,
    );
    for (const raw of [
      ...samples,
      'ana&luis@example.com',
      'josé.garcía@example.com',
      'user@münchen.de',
    ]) {
      const parsed = parseEmail(raw);
      expect(parsed.ok, raw).toBe(true);
      if (!parsed.ok) continue;
      expect(payload.safeParse(parsed.address).success, raw).toBe(true);
      const info = await transport.sendMail({
        from: 'reservations@example.com',
        to: parsed.address,
        subject: 'x',
        text: 'x',
      });
      expect(info.envelope.to, raw).toEqual([parsed.address]);
    }
  });
});
