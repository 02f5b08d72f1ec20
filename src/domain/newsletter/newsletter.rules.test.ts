import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import { subscribersCsv, validateSubscription, type SubscriptionForm } from './newsletter.rules';

const valid: SubscriptionForm = {
  name: ' Ana ',
  lastName: 'López',
  email: ' Ana.Lopez@Example.COM ',
  country: 'mx',
  acceptance: 'on',
  permission: 'on',
  captcha: 'payload',
  site: 'hotels',
  language: 'es',
};

const errorsOf = (form: Partial<SubscriptionForm>) => {
  const check = validateSubscription({ ...valid, ...form });
  return check.ok ? [] : check.errors.map((e) => `${e.field}:${e.code}`);
};

describe('validateSubscription (SPEC §5)', () => {
  it('accepts a complete form, trimming names and normalizing email and country', () => {
    expect(validateSubscription(valid)).toEqual({
      ok: true,
      value: {
        firstName: 'Ana',
        lastName: 'López',
        email: 'ana.lopez@example.com',
        country: 'MX',
        site: 'hotels',
        language: 'es',
        captcha: 'payload',
      },
    });
  });

  it('reports every missing field of an empty form at once', () => {
    expect(
      errorsOf({
        name: '',
        lastName: '  ',
        email: '',
        country: '',
        acceptance: null,
        permission: undefined,
        captcha: '',
      }),
    ).toEqual([
      'name:required',
      'lastName:required',
      'email:invalid',
      'country:required',
      'acceptance:mandatory',
      'permission:mandatory',
      'captcha:required',
    ]);
  });

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@@example.com',
    'a b@example.com',
    'ana@example..com',
  ])('refuses the email %s', (email) => {
    expect(errorsOf({ email })).toEqual(['email:invalid']);
  });

  it('refuses an email longer than 254 characters', () => {
    expect(
      errorsOf({
        email: `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`,
      }),
    ).toEqual(['email:invalid']);
  });

  it('accepts what the checkout accepts (one rule): & and accents in the name, international domains', () => {
    for (const email of ['ana&luis@example.com', 'josé.garcía@example.com', 'user@münchen.de'])
      expect(errorsOf({ email }), email).toEqual([]);
  });

  it('has format errors for country, site and language', () => {
    expect(errorsOf({ country: 'XX', site: 'casino', language: 'fr' })).toEqual([
      'country:format',
      'site:format',
      'language:format',
    ]);
  });

  it('refuses names longer than 80 characters', () => {
    expect(errorsOf({ name: 'a'.repeat(81), lastName: 'b'.repeat(81) })).toEqual([
      'name:tooLong',
      'lastName:tooLong',
    ]);
  });
});

describe('newsletter messages in the spec wording', () => {
  it('has the English wording of SPEC §5 and §8', () => {
    expect(en.newsletter.errors).toMatchObject({
      nameRequired: 'Name field is required',
      emailInvalid: 'The email is not valid',
      checkboxMandatory: 'This checkbox is mandatory',
      captchaRequired: 'You must complete the CAPTCHA verification',
    });
    expect(en.pages.newsletterAlready).toBe('Registered mail');
    expect(en.pages.newsletterError).toBe('Error');
    expect(en.pages.newsletterErrorText).toBe('Try again later.');
  });

  it('has the Spanish wording', () => {
    expect(es.newsletter.errors).toMatchObject({
      nameRequired: 'El campo nombre es requerido',
      emailInvalid: 'Ingrese un correo válido',
    });
  });
});

describe('subscribersCsv', () => {
  it('writes a header and one line per subscriber through the formula-safe writer', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const csv = subscribersCsv([
      {
        email: 'ana@example.com',
        firstName: 'Ana, María',
        lastName: '=HYPERLINK("x")',
        country: 'MX',
        language: 'es',
        site: 'hotels',
        status: 'confirmed',
        confirmedAt: at,
        acceptedAt: at,
        permissionGrantedAt: at,
        unsubscribedAt: null,
      },
      {
        email: 'bo@example.com',
        firstName: '-1',
        lastName: 'Lee',
        country: 'US',
        language: 'en',
        site: 'parks',
        status: 'unsubscribed',
        confirmedAt: null,
        acceptedAt: at,
        permissionGrantedAt: at,
        unsubscribedAt: at,
      },
    ]);
    const iso = '2026-11-22T10:00:00.000Z';
    expect(csv.split('\r\n')).toEqual([
      '"email","first_name","last_name","country","language","site","status","confirmed_at","accepted_at","permission_granted_at","unsubscribed_at"',
      `"ana@example.com","Ana, María","'=HYPERLINK(""x"")","MX","es","hotels","confirmed","${iso}","${iso}","${iso}",""`,
      `"bo@example.com","'-1","Lee","US","en","parks","unsubscribed","","${iso}","${iso}","${iso}"`,
      '',
    ]);
  });
});
