/**
 * The sandbox gateway's own card simulation (decision 0007): what its hosted page checks when a
 * card is typed (Luhn, brand by BIN, length, expiry, CVC, holder) and what its documented test
 * cards do (approve, decline, insufficient funds, 3-D Secure, issued in Mexico). A real gateway
 * does all of this on its own page: none of it is the shop's rule, so none of it lives in
 * src/domain/payments. Pure: no I/O.
 */
import type { CardBrand, PaymentErrorCode } from '@/domain/payments/index.rules';

/** What the hosted page's form can refuse, field by field. */
export type CardErrorCode =
  | 'CARD_NUMBER_REQUIRED'
  | 'CARD_NUMBER_INVALID'
  | 'CARD_BRAND_UNKNOWN'
  | 'CARD_LENGTH_INVALID'
  | 'CVC_INVALID'
  | 'EXPIRY_INVALID'
  | 'CARD_EXPIRED'
  | 'EXPIRY_TOO_FAR'
  | 'HOLDER_REQUIRED'
  | 'HOLDER_TOO_LONG';

/**
 * Carte Bleue cards are Visa or Mastercard cards issued in France; no range of their own
 * tells them apart, so the sandbox knows them by this documented list of test BINs (the first
 * six digits). A real gateway reports the co-brand itself.
 */
export const CARTE_BLEUE_BINS: readonly string[] = ['497010', '497011', '513100'];

/**
 * BINs the sandbox treats as issued in Mexico (its documented Mexican test cards start with
 * them). A real gateway reports the issuing country with the card token.
 */
export const MEXICAN_BINS: readonly string[] = ['415231', '547400'];

/** Lengths a card number of each brand may have. */
export const CARD_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  VI: [13, 16, 19],
  MC: [16],
  AX: [15],
  CB: [16],
  DN: [14, 16],
  DS: [16, 17, 18, 19],
  JC: [16, 17, 18, 19],
};

/** Digits only: spaces and dashes as typed are dropped; anything else is kept (and refused). */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test. Digits only; an empty string fails. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

const inRange = (digits: string, length: number, from: number, to: number): boolean => {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= from && prefix <= to;
};

/**
 * The brand of a card number by its BIN ranges, or null when none matches:
 * CB (the Carte Bleue test BINs, checked first since they sit inside Visa and Mastercard),
 * AX 34 and 37; DN 36, 38 and 300-305; JC 3528-3589; DS 6011, 644-649 and 65;
 * MC 51-55 and 2221-2720; VI 4.
 */
export function detectBrand(number: string): CardBrand | null {
  const digits = normalizeCardNumber(number);
  if (!/^\d{4,}$/.test(digits)) return null;
  if (CARTE_BLEUE_BINS.includes(digits.slice(0, 6))) return 'CB';
  if (inRange(digits, 2, 34, 34) || inRange(digits, 2, 37, 37)) return 'AX';
  if (inRange(digits, 2, 36, 36) || inRange(digits, 2, 38, 38) || inRange(digits, 3, 300, 305))
    return 'DN';
  if (inRange(digits, 4, 3528, 3589)) return 'JC';
  if (inRange(digits, 4, 6011, 6011) || inRange(digits, 3, 644, 649) || inRange(digits, 2, 65, 65))
    return 'DS';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'MC';
  if (digits.startsWith('4')) return 'VI';
  return null;
}

/** CVC length: 4 digits for American Express, 3 for every other brand. */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return brand === 'AX' ? 4 : 3;
}

/** How far ahead an expiry date may be. */
export const MAX_EXPIRY_YEARS = 20;

export type Expiry = { month: number; year: number };

/**
 * An expiry as people type it, checked against `now` (UTC month): `MMYY`, `MM/YY`, `MM / YY`,
 * `MM/YYYY` or `MMYYYY` (a dash for the slash too). A two-digit year is read in the century of
 * `now`, a four-digit year as written. A card is valid through the last day of its month, so
 * the current month passes; at most 20 years ahead.
 */
export function parseExpiry(
  input: string,
  now: Date,
): { ok: true; expiry: Expiry } | { ok: false; code: CardErrorCode } {
  const match =
    /^\s*(\d{2})\s*[/-]\s*(\d{4}|\d{2})\s*$/.exec(input) ??
    /^\s*(\d{2})(\d{4}|\d{2})\s*$/.exec(input);
  if (!match) return { ok: false, code: 'EXPIRY_INVALID' };
  const month = Number(match[1]);
  if (month < 1 || month > 12) return { ok: false, code: 'EXPIRY_INVALID' };
  const nowYear = now.getUTCFullYear();
  const year =
    match[2]!.length === 4 ? Number(match[2]) : Math.floor(nowYear / 100) * 100 + Number(match[2]);
  const ahead = year * 12 + (month - 1) - (nowYear * 12 + now.getUTCMonth());
  if (ahead < 0) return { ok: false, code: 'CARD_EXPIRED' };
  if (ahead > MAX_EXPIRY_YEARS * 12) return { ok: false, code: 'EXPIRY_TOO_FAR' };
  return { ok: true, expiry: { month, year } };
}

/**
 * The expiry field as the visitor types (the hosted page runs this on every keystroke): digits
 * only, `MM/YY` (or `MM/YYYY`), the slash added after the month, a first digit above 1 read as
 * a one-digit month ("4" → "04/"). While deleting, the slash is not put back, so a backspace
 * after it removes it. Self-contained (the page inlines its source): it uses nothing else.
 */
export function formatExpiryTyping(typed: string, deleting: boolean): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  digits = digits.slice(0, 6);
  if (digits.length < 2) return digits;
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  if (year) return `${month}/${year}`;
  return deleting ? month : `${month}/`;
}

export const HOLDER_MAX = 60;

export type CardInput = { number: string; expiry: string; cvc: string; holder: string };
export type CardField = keyof CardInput;

/**
 * A checked card. The full number is handed back for the sandbox gateway only: it is never
 * stored, logged or posted to order code (only the token, brand, last 4 and country are).
 */
export type CheckedCard = {
  number: string;
  brand: CardBrand;
  bin: string;
  last4: string;
  expiry: Expiry;
  holder: string;
};

export type CardResult =
  | { ok: true; card: CheckedCard }
  | { ok: false; errors: Partial<Record<CardField, CardErrorCode>> };

/** Every check of the hosted payment page's form at once, field by field. */
export function validateCard(input: CardInput, now: Date): CardResult {
  const errors: Partial<Record<CardField, CardErrorCode>> = {};
  const number = normalizeCardNumber(input.number);
  const brand = detectBrand(number);

  if (number === '') errors.number = 'CARD_NUMBER_REQUIRED';
  else if (!/^\d+$/.test(number)) errors.number = 'CARD_NUMBER_INVALID';
  else if (!brand) errors.number = 'CARD_BRAND_UNKNOWN';
  else if (!CARD_LENGTHS[brand].includes(number.length)) errors.number = 'CARD_LENGTH_INVALID';
  else if (!luhnValid(number)) errors.number = 'CARD_NUMBER_INVALID';

  const cvc = input.cvc.trim();
  // Without a brand the CVC may be 3 or 4 digits; the number's error is the one shown.
  const cvcOk = brand ? new RegExp(`^\\d{${cvcLength(brand)}}$`).test(cvc) : /^\d{3,4}$/.test(cvc);
  if (!cvcOk) errors.cvc = 'CVC_INVALID';

  const expiry = parseExpiry(input.expiry, now);
  if (!expiry.ok) errors.expiry = expiry.code;

  const holder = input.holder.trim().replace(/\s+/g, ' ');
  if (holder === '') errors.holder = 'HOLDER_REQUIRED';
  else if (holder.length > HOLDER_MAX) errors.holder = 'HOLDER_TOO_LONG';

  if (Object.keys(errors).length > 0 || !brand || !expiry.ok) return { ok: false, errors };
  return {
    ok: true,
    card: {
      number,
      brand,
      bin: number.slice(0, 6),
      last4: number.slice(-4),
      expiry: expiry.expiry,
      holder,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Sandbox test cards
// ---------------------------------------------------------------------------------------------

export type SandboxOutcome =
  | 'approve'
  | 'decline'
  | 'insufficient_funds'
  | 'challenge_3ds'
  /** Approved now; kept as a saved card, its later off-session charges are declined. */
  | 'approve_then_decline';

export type TestCard = {
  number: string;
  brand: CardBrand;
  outcome: SandboxOutcome;
  /** ISO 3166-1 alpha-2 country of the issuing bank. */
  country: string;
  note: string;
};

/**
 * The sandbox gateway's documented test cards (any future expiry, any CVC of the brand's
 * length, any holder). A valid card not listed here is approved and issued in the country of
 * its BIN (MX for MEXICAN_BINS, FR for CARTE_BLEUE_BINS, else US).
 */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'VI',
    outcome: 'approve',
    country: 'US',
    note: 'Visa approved',
  },
  {
    number: '5555555555554444',
    brand: 'MC',
    outcome: 'approve',
    country: 'US',
    note: 'Mastercard approved',
  },
  {
    number: '2223003122003222',
    brand: 'MC',
    outcome: 'approve',
    country: 'US',
    note: 'Mastercard 2-series approved',
  },
  {
    number: '378282246310005',
    brand: 'AX',
    outcome: 'approve',
    country: 'US',
    note: 'American Express approved',
  },
  {
    number: '4970100000000006',
    brand: 'CB',
    outcome: 'approve',
    country: 'FR',
    note: 'Carte Bleue approved',
  },
  {
    number: '36227206271667',
    brand: 'DN',
    outcome: 'approve',
    country: 'US',
    note: 'Diners Club approved',
  },
  {
    number: '6011111111111117',
    brand: 'DS',
    outcome: 'approve',
    country: 'US',
    note: 'Discover approved',
  },
  {
    number: '3566002020360505',
    brand: 'JC',
    outcome: 'approve',
    country: 'JP',
    note: 'JCB approved',
  },
  {
    number: '4000000000000002',
    brand: 'VI',
    outcome: 'decline',
    country: 'US',
    note: 'Declined by the issuer',
  },
  {
    number: '4000000000009995',
    brand: 'VI',
    outcome: 'insufficient_funds',
    country: 'US',
    note: 'Insufficient funds',
  },
  {
    number: '4000000000000341',
    brand: 'VI',
    outcome: 'approve_then_decline',
    country: 'US',
    note: 'Approved; its saved card is declined later (a deposit balance)',
  },
  {
    number: '4000000000003220',
    brand: 'VI',
    outcome: 'challenge_3ds',
    country: 'US',
    note: '3-D Secure challenge, then approved',
  },
  {
    number: '4152313000000005',
    brand: 'VI',
    outcome: 'approve',
    country: 'MX',
    note: 'Visa issued in Mexico (instalments)',
  },
  {
    number: '5474000000000006',
    brand: 'MC',
    outcome: 'approve',
    country: 'MX',
    note: 'Mastercard issued in Mexico (instalments)',
  },
  {
    number: '4152313000000096',
    brand: 'VI',
    outcome: 'decline',
    country: 'MX',
    note: 'Visa issued in Mexico, declined',
  },
];

/** What the sandbox does with a (valid) card number, and where the card was issued. */
export function sandboxCard(number: string): { outcome: SandboxOutcome; country: string } {
  const digits = normalizeCardNumber(number);
  const listed = TEST_CARDS.find((card) => card.number === digits);
  if (listed) return { outcome: listed.outcome, country: listed.country };
  const bin = digits.slice(0, 6);
  const country = MEXICAN_BINS.includes(bin) ? 'MX' : CARTE_BLEUE_BINS.includes(bin) ? 'FR' : 'US';
  return { outcome: 'approve', country };
}

/** The error a visitor sees for a sandbox outcome, or null when the charge goes through. */
export function outcomeError(outcome: SandboxOutcome): PaymentErrorCode | null {
  if (outcome === 'decline') return 'CARD_DECLINED';
  if (outcome === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
  return null;
}
