import { describe, expect, it } from 'vitest';
import type { MailMessage } from '@/domain/outbox';
import type { BookingView } from '@/domain/stays';
import type { ETicket } from '@/domain/tickets';
import { locales } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { renderAccountEmail } from './account-email.template';
import { renderBookingCancelled } from './booking-cancelled.handler';
import { renderBookingConfirmed } from './booking-confirmed.template';
import { renderManageLink } from './manage-link.template';
import { taxSection, visitaxSection } from './fiscal-sections';
import { newsletterMail, renderNewsletterConfirmation } from './newsletter.template';
import { renderParkOrderConfirmed } from './park-order.template';

/** What a visitor may type into any name field. */
const HOSTILE = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';

const booking = (locale: string): BookingView => ({
  id: '6f1c2f0e-1111-4222-8333-444455556666',
  reference: 'XH-ABCD2345',
  status: 'confirmed',
  hotelCode: 'HXM',
  hotelName: 'Hotel Xcaret México',
  checkIn: '2030-01-10',
  checkOut: '2030-01-11',
  holdExpiresAt: new Date('2029-12-01T15:15:00Z'),
  totalUsdCents: 90_000,
  discountUsdCents: 9_000,
  promoCode: 'RIVIERA10',
  offerKind: null,
  currencyIso: 'USD',
  totalMinor: 90_000,
  locale,
  userId: null,
  guest: {
    firstName: HOSTILE,
    lastName: HOSTILE,
    email: 'ana@example.com',
    phone: '+52 998 000 0000',
    country: 'US',
    arrivalTime: '15:00',
    requests: HOSTILE,
  },
  paymentReference: 'pay_1',
  confirmedAt: new Date('2029-12-01T15:05:00Z'),
  rooms: [
    {
      id: 'room-1',
      roomTypeCode: 'HXM-GVS',
      roomTypeName: { es: HOSTILE, en: HOSTILE, pt: HOSTILE },
      adults: 1,
      childrenAges: [1],
      guestName: HOSTILE,
      nightlyUsdCents: [90_000],
      ratePlanCode: 'flexible',
      policy: { kind: 'flexible', discountPercent: 0, freeCancelDays: 3, penaltyNights: 1 },
    },
  ],
});

const ticket = (overrides: Partial<ETicket>): ETicket => ({
  id: 't1',
  code: 'XT-1',
  orderId: 'o1',
  token: 'token',
  status: 'issued',
  product: { id: 1, code: 'XC-XCARET', name: { es: HOSTILE, en: HOSTILE }, businessUnitCode: 'XC' },
  holderBand: 'adult',
  seat: 1,
  visitDate: '2030-01-10',
  validUntil: '2030-01-10',
  open: false,
  schedule: { label: HOSTILE, startTime: '08:30' },
  transportZone: null,
  food: false,
  photo: false,
  complements: [],
  cartItemId: 'item-1',
  createdAt: new Date('2029-12-01T15:00:00Z'),
  ...overrides,
});

const taxes = {
  currencyIso: 'USD',
  netMinor: 80_000,
  totalMinor: 90_000,
  lines: [
    { name: { es: HOSTILE, en: HOSTILE, pt: HOSTILE }, rateBasisPoints: 1600, amountMinor: 10_000 },
  ],
} as unknown as Parameters<typeof taxSection>[0];

/** Every email the shop sends, in `locale`, with a hostile value in every field a visitor fills. */
function everyEmail(locale: (typeof locales)[number]): Record<string, MailMessage> {
  return {
    booking: renderBookingConfirmed(booking(locale), {
      baseUrl: 'https://hotels.example.com',
      currencyDecimals: 2,
      sections: [taxSection(taxes, 2, locale), visitaxSection('US', locale)!],
    }),
    parkOrder: renderParkOrderConfirmed(
      {
        orderId: 'o1',
        reference: 'XP-ABC123',
        accessUrl: `https://hotels.example.com/${locale}/carrito/checkout/`,
        locale,
        email: 'ana@example.com',
        buyerName: HOSTILE,
        cartId: 'c1',
        currencyIso: 'USD',
        totalMinor: 12_000,
      },
      [
        ticket({}),
        ticket({ id: 't2', holderBand: 'child', seat: 2 }),
        ticket({ id: 't3', open: true, visitDate: null, cartItemId: 'item-2', schedule: null }),
      ],
      {
        currencyDecimals: 2,
        pdf: Buffer.from('%PDF'),
        charges: {
          items: { 'item-1': 8_000, 'item-2': 5_000 },
          discount: { minor: 1_000, percent: 10, names: [HOSTILE, HOSTILE] },
        },
        sections: [taxSection(taxes, 2, locale)],
      },
    ),
    newsletterConfirmation: renderNewsletterConfirmation({
      to: 'ana@example.com',
      firstName: HOSTILE,
      language: locale,
      confirmUrl: `https://hotels.example.com/${locale}/newsletter/confirm/?token=a"b<c`,
      unsubscribeUrl: `https://hotels.example.com/${locale}/newsletter/unsubscribe/?token=x`,
    }),
    newsletter: newsletterMail({
      to: 'ana@example.com',
      language: locale,
      subject: HOSTILE,
      paragraphs: [HOSTILE],
      action: { label: HOSTILE, url: 'https://hotels.example.com/?a=1&b=2' },
      unsubscribeUrl: 'https://hotels.example.com/x/',
    }),
    ...Object.fromEntries(
      (['verify-email', 'reset-password', 'account-exists'] as const).map((template) => [
        template,
        renderAccountEmail({
          template,
          to: 'ana@example.com',
          name: HOSTILE,
          url: 'https://hotels.example.com/api/auth/verify?token=a&callbackURL=%2F',
          locale,
        }),
      ]),
    ),
  };
}

describe.each(locales)('every email in %s', (locale) => {
  const emails = everyEmail(locale);

  it.each(Object.keys(emails))('%s escapes what a visitor typed, in every field', (name) => {
    const mail = emails[name]!;
    expect(mail.html.startsWith('<!doctype html>\n<html lang="' + locale + '">')).toBe(true);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toMatch(/<[a-z]+[^>]*\sonerror=/i);
    expect(mail.html).toContain(ESCAPED);
    // The plain-text version is not HTML: it carries the value as typed.
    expect(mail.text).toContain(HOSTILE);
  });

  it.each(Object.keys(emails))('%s carries the brand’s band, in its language', (name) => {
    const brand = translator(locale, 'mailLayout');
    const band = /<div data-brand="(hotels|parks|group)"[^>]*>(.*?)<\/div><\/div>/.exec(
      emails[name]!.html,
    );
    expect(band).not.toBeNull();
    expect(band![2]).toContain('XCARET');
    expect(band![2]).toContain(brand(`brand.${band![1] as 'hotels' | 'parks' | 'group'}`));
    const expected = { booking: 'hotels', parkOrder: 'parks' }[name];
    if (expected) expect(band![1]).toBe(expected);
  });

  it.each(Object.keys(emails))(
    '%s has every word from the catalogue (no key, no ICU left)',
    (name) => {
      const mail = emails[name]!;
      // next-intl's fallback would print the key's path ("mail.parkOrder.intro"); a message
      // given too few values would leave its ICU argument ("{count").
      for (const part of [mail.subject, mail.text, mail.html])
        expect(part).not.toMatch(/\bmail\.[a-zA-Z]+\.|\{[a-zA-Z]+/);
    },
  );
});

describe('the emails’ translator', () => {
  it('throws on a missing message instead of sending its key', () => {
    const t = translator('en', 'mail.bookingConfirmed');
    expect(() => t('nope' as 'intro')).toThrow();
  });

  it('writes plurals from the catalogue’s ICU rules, per language', () => {
    expect(translator('es', 'mail.bookingConfirmed')('nights', { count: 1 })).toBe('1 noche');
    expect(translator('pt', 'mail.bookingConfirmed')('nights', { count: 2 })).toBe('2 noites');
    expect(
      translator('en', 'mail.bookingConfirmed')('ages', { count: 1, first: 1, list: '1' }),
    ).toBe('age 1');
    expect(
      translator('es', 'mail.bookingConfirmed')('ages', { count: 1, first: 1, list: '1' }),
    ).toBe('1 año');
  });
});

describe('manage-booking emails (issue 15)', () => {
  it.each(locales)('the cancellation in %s states the refund, escaped', (locale) => {
    const mail = renderBookingCancelled(
      { ...booking(locale), hotelName: HOSTILE },
      { refundMinor: 45_000, currencyDecimals: 2 },
    );
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toContain('XH-ABCD2345');
    expect(mail.text).toMatch(/450[.,]00/);
    expect(mail.html).toContain(ESCAPED);
    expect(mail.html).not.toContain(HOSTILE);
    const none = renderBookingCancelled(booking(locale), { refundMinor: 0, currencyDecimals: 2 });
    expect(none.text).toContain(translator(locale, 'manageBooking.mail')('cancelledNoRefund'));
  });
  it.each(locales)(
    'the "find my booking" link in %s says when it expires, at the resort',
    (locale) => {
      const mail = renderManageLink({
        to: 'ana@example.com',
        reference: 'XH-ABCD2345',
        locale,
        url: 'https://example.com/x/?t=abc',
        expiresAt: new Date('2030-03-11T04:59:00Z'),
      });
      expect(mail.text).toContain('https://example.com/x/?t=abc');
      expect(mail.html).toContain('href="https://example.com/x/?t=abc"');
      expect(mail.text).toContain(locale === 'en' ? '03/10/30 23:59' : '10/03/30 23:59');
    },
  );
});
