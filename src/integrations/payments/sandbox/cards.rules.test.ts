import { describe, expect, it } from 'vitest';
import {
  CARD_LENGTHS,
  TEST_CARDS,
  cvcLength,
  detectBrand,
  luhnValid,
  outcomeError,
  formatExpiryTyping,
  parseExpiry,
  sandboxCard,
  validateCard,
} from './cards.rules';

const NOW = new Date('2026-05-15T12:00:00Z');

describe('luhnValid', () => {
  it('accepts numbers whose check digit is right', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('0')).toBe(true);
  });
  it('refuses a changed digit, swapped neighbours and non-digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4242424242424224')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('detectBrand', () => {
  it.each([
    ['4242424242424242', 'VI'],
    ['4000000000000002', 'VI'],
    ['5105105105105100', 'MC'],
    ['5555555555554444', 'MC'],
    ['2221000000000009', 'MC'],
    ['2720990000000007', 'MC'],
    ['340000000000009', 'AX'],
    ['378282246310005', 'AX'],
    ['36227206271667', 'DN'],
    ['38520000023237', 'DN'],
    ['30000000000004', 'DN'],
    ['30569309025904', 'DN'],
    ['6011111111111117', 'DS'],
    ['6445644564456445', 'DS'],
    ['6500000000000002', 'DS'],
    ['3528000000000007', 'JC'],
    ['3589000000000003', 'JC'],
    ['4970100000000006', 'CB'],
    ['5131000000000001', 'CB'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });
  it('ignores spaces and dashes as typed', () => {
    expect(detectBrand('3782 822463 10005')).toBe('AX');
    expect(detectBrand('6011-1111-1111-1117')).toBe('DS');
  });
  it('knows the edges of each range', () => {
    expect(detectBrand('2220990000000000')).toBeNull(); // below the 2-series
    expect(detectBrand('2721000000000000')).toBeNull(); // above it
    expect(detectBrand('5600000000000000')).toBeNull();
    expect(detectBrand('3060000000000000')).toBeNull(); // Diners stops at 305
    expect(detectBrand('3527000000000000')).toBeNull(); // JCB starts at 3528
    expect(detectBrand('3590000000000000')).toBeNull(); // and ends at 3589
    expect(detectBrand('6430000000000000')).toBeNull(); // Discover 644-649
    expect(detectBrand('6012000000000000')).toBeNull();
    expect(detectBrand('350000000000000')).toBeNull();
  });
  it('needs digits', () => {
    expect(detectBrand('')).toBeNull();
    expect(detectBrand('42')).toBeNull();
    expect(detectBrand('abcd4242')).toBeNull();
  });
  it('tells Carte Bleue only by its BINs: other Visa and Mastercard BINs stay VI and MC', () => {
    expect(detectBrand('4970120000000000')).toBe('VI');
    expect(detectBrand('5131010000000000')).toBe('MC');
  });
});

describe('cvcLength', () => {
  it('is 4 for American Express and 3 for the others', () => {
    expect(cvcLength('AX')).toBe(4);
    for (const brand of ['VI', 'MC', 'CB', 'DN', 'DS', 'JC'] as const)
      expect(cvcLength(brand)).toBe(3);
  });
});

describe('parseExpiry', () => {
  it('accepts this month (valid through its last day) and later', () => {
    expect(parseExpiry('05/26', NOW)).toEqual({ ok: true, expiry: { month: 5, year: 2026 } });
    expect(parseExpiry('12 / 30', NOW)).toEqual({ ok: true, expiry: { month: 12, year: 2030 } });
  });
  it('refuses last month and earlier', () => {
    expect(parseExpiry('04/26', NOW)).toEqual({ ok: false, code: 'CARD_EXPIRED' });
    expect(parseExpiry('12/25', NOW)).toEqual({ ok: false, code: 'CARD_EXPIRED' });
  });
  it('allows 20 years ahead, not a month more', () => {
    expect(parseExpiry('05/46', NOW).ok).toBe(true);
    expect(parseExpiry('06/46', NOW)).toEqual({ ok: false, code: 'EXPIRY_TOO_FAR' });
  });
  // What people type (issue 14): digits only, with a slash, spaced, a four-digit year.
  it.each([
    ['1234', { month: 12, year: 2034 }],
    ['12/34', { month: 12, year: 2034 }],
    ['12 / 34', { month: 12, year: 2034 }],
    ['12/2034', { month: 12, year: 2034 }],
    ['12 / 2034', { month: 12, year: 2034 }],
    ['122034', { month: 12, year: 2034 }],
    ['0527', { month: 5, year: 2027 }],
    ['05/2027', { month: 5, year: 2027 }],
    [' 05-27 ', { month: 5, year: 2027 }],
  ])('reads %j as %j', (typed, expiry) => {
    expect(parseExpiry(typed, NOW)).toEqual({ ok: true, expiry });
  });
  it('refuses other shapes and impossible months', () => {
    for (const bad of ['13/27', '00/27', '5/27', '527', '12345', '12/203', '', 'ab/cd', '12//34'])
      expect(parseExpiry(bad, NOW)).toEqual({ ok: false, code: 'EXPIRY_INVALID' });
  });
  it('reads a four-digit year as written, never in the current century only', () => {
    expect(parseExpiry('05/2126', NOW)).toEqual({ ok: false, code: 'EXPIRY_TOO_FAR' });
    expect(parseExpiry('05/1999', NOW)).toEqual({ ok: false, code: 'CARD_EXPIRED' });
  });
  it('counts months in UTC', () => {
    // 1 June 00:30 UTC is still 31 May in Cancún, but a May card has expired by UTC.
    expect(parseExpiry('05/26', new Date('2026-06-01T00:30:00Z'))).toEqual({
      ok: false,
      code: 'CARD_EXPIRED',
    });
  });
});

describe('formatExpiryTyping', () => {
  // [typed so far, deleting, shown]
  it.each([
    ['', false, ''],
    ['1', false, '1'],
    ['4', false, '04/'],
    ['12', false, '12/'],
    ['12', true, '12'],
    ['12/', true, '12'],
    ['123', false, '12/3'],
    ['1234', false, '12/34'],
    ['12/34', false, '12/34'],
    ['12 / 34', false, '12/34'],
    ['12/2034', false, '12/2034'],
    ['12 / 20345', false, '12/2034'],
    ['ab12c', false, '12/'],
  ] as const)('%j (deleting: %s) shows %j', (typed, deleting, shown) => {
    expect(formatExpiryTyping(typed, deleting)).toBe(shown);
  });
  it('formats what parseExpiry reads the same way', () => {
    for (const typed of ['1234', '12/34', '12 / 34', '12/2034'])
      expect(parseExpiry(formatExpiryTyping(typed, false), NOW)).toEqual(parseExpiry(typed, NOW));
  });
  it('is self-contained, so the hosted page can run it as written', () => {
    // The page inlines the function's source: it may use nothing from its module.
    const inlined = new Function(`return (${formatExpiryTyping.toString()})`)() as (
      typed: string,
      deleting: boolean,
    ) => string;
    expect(inlined('1234', false)).toBe('12/34');
  });
});

describe('validateCard', () => {
  const good = {
    number: '4242 4242 4242 4242',
    expiry: '12/28',
    cvc: '123',
    holder: ' Ana  López ',
  };

  it('gives back the brand, BIN, last 4, expiry and tidy holder of a good card', () => {
    expect(validateCard(good, NOW)).toEqual({
      ok: true,
      card: {
        number: '4242424242424242',
        brand: 'VI',
        bin: '424242',
        last4: '4242',
        expiry: { month: 12, year: 2028 },
        holder: 'Ana López',
      },
    });
  });
  it('reports each field that is wrong', () => {
    const result = validateCard(
      { number: '4242424242424241', expiry: '01/20', cvc: '12', holder: '  ' },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        number: 'CARD_NUMBER_INVALID',
        expiry: 'CARD_EXPIRED',
        cvc: 'CVC_INVALID',
        holder: 'HOLDER_REQUIRED',
      },
    });
  });
  it('distinguishes a missing number, an unknown brand and a wrong length', () => {
    const errorOf = (number: string) => {
      const r = validateCard({ ...good, number }, NOW);
      return r.ok ? null : r.errors.number;
    };
    expect(errorOf('')).toBe('CARD_NUMBER_REQUIRED');
    expect(errorOf('4242x4242')).toBe('CARD_NUMBER_INVALID');
    expect(errorOf('9999999999999995')).toBe('CARD_BRAND_UNKNOWN');
    expect(errorOf('42424242424242')).toBe('CARD_LENGTH_INVALID'); // Visa has no 14
    expect(errorOf('3782822463100050')).toBe('CARD_LENGTH_INVALID'); // Amex is 15
  });
  it('wants 4 CVC digits for American Express and 3 for Visa', () => {
    const amex = { ...good, number: '378282246310005' };
    expect(validateCard({ ...amex, cvc: '1234' }, NOW).ok).toBe(true);
    expect(validateCard({ ...amex, cvc: '123' }, NOW)).toMatchObject({
      errors: { cvc: 'CVC_INVALID' },
    });
    expect(validateCard({ ...good, cvc: '1234' }, NOW)).toMatchObject({
      errors: { cvc: 'CVC_INVALID' },
    });
  });
  it('limits the holder name to 60 characters', () => {
    expect(validateCard({ ...good, holder: 'A'.repeat(60) }, NOW).ok).toBe(true);
    expect(validateCard({ ...good, holder: 'A'.repeat(61) }, NOW)).toMatchObject({
      errors: { holder: 'HOLDER_TOO_LONG' },
    });
  });
});

describe('TEST_CARDS', () => {
  it('are valid cards of their documented brand and length', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(detectBrand(card.number), card.number).toBe(card.brand);
      expect(CARD_LENGTHS[card.brand]).toContain(card.number.length);
      const cvc = '1234'.slice(0, cvcLength(card.brand));
      expect(
        validateCard({ number: card.number, expiry: '12/30', cvc, holder: 'Test' }, NOW).ok,
      ).toBe(true);
    }
  });
  it('cover approval, decline, insufficient funds, 3-D Secure, a saved card declined later and Mexican cards', () => {
    const outcomes = new Set(TEST_CARDS.map((c) => c.outcome));
    expect(outcomes).toEqual(
      new Set([
        'approve',
        'decline',
        'insufficient_funds',
        'challenge_3ds',
        'approve_then_decline',
      ]),
    );
    expect(sandboxCard('4000000000000341')).toEqual({
      outcome: 'approve_then_decline',
      country: 'US',
    });
    expect(outcomeError('approve_then_decline')).toBeNull();
    expect(TEST_CARDS.some((c) => c.country === 'MX' && c.outcome === 'approve')).toBe(true);
    expect(new Set(TEST_CARDS.map((c) => c.brand))).toEqual(
      new Set(['VI', 'MC', 'AX', 'CB', 'DN', 'DS', 'JC']),
    );
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
  });
});

describe('sandboxCard', () => {
  it('follows the table', () => {
    expect(sandboxCard('4242424242424242')).toEqual({ outcome: 'approve', country: 'US' });
    expect(sandboxCard('4000 0000 0000 0002')).toEqual({ outcome: 'decline', country: 'US' });
    expect(sandboxCard('4000000000009995')).toEqual({
      outcome: 'insufficient_funds',
      country: 'US',
    });
    expect(sandboxCard('4000000000003220')).toEqual({ outcome: 'challenge_3ds', country: 'US' });
    expect(sandboxCard('4152313000000005')).toEqual({ outcome: 'approve', country: 'MX' });
  });
  it('approves unlisted cards and reads their country from the BIN', () => {
    expect(sandboxCard('4152313000003207')).toEqual({ outcome: 'approve', country: 'MX' });
    expect(sandboxCard('5131000000000001')).toEqual({ outcome: 'approve', country: 'FR' });
    expect(sandboxCard('4111111111111111')).toEqual({ outcome: 'approve', country: 'US' });
  });
  it('maps outcomes to the errors a visitor sees', () => {
    expect(outcomeError('decline')).toBe('CARD_DECLINED');
    expect(outcomeError('insufficient_funds')).toBe('INSUFFICIENT_FUNDS');
    expect(outcomeError('approve')).toBeNull();
    expect(outcomeError('challenge_3ds')).toBeNull();
  });
});
