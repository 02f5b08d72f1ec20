/**
 * Promotions for hotel stays (issue 16), pure: promotional codes and automatic offers, when
 * each applies, and the one pricing rule that combines them (docs/decisions/0026). Search, the
 * hold (and so the booking summary, the payment and the API) price through `bestDiscount`.
 */

/** A promotional code as stored. */
export type Promo = {
  code: string;
  kind: 'percent' | 'amount';
  /** For a `percent` code: off every night. */
  percentOff: number;
  /** For an `amount` code: minor units of `currencyIso`, off each room's stay. */
  amountOffMinor: number | null;
  currencyIso: string | null;
  /** The hotels it is for; empty for all of them. */
  hotelCodes: string[];
  stayFrom: string;
  stayTo: string;
  /** Resort days it may be booked on (open ends when null). */
  bookFrom: string | null;
  bookTo: string | null;
  /** Bookings (held or confirmed) that may use it; null for no limit. */
  usageLimit: number | null;
  /** Bookings of one signed-in customer that may use it; null for no limit. */
  perCustomerLimit: number | null;
  active: boolean;
};

export const OFFER_KINDS = ['early_booking', 'long_stay'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** An automatic offer as stored. */
export type StayOffer = {
  id: number;
  kind: OfferKind;
  percentOff: number;
  /** Early booking: arrival at least this many days after the resort day of booking. */
  minDaysBefore: number | null;
  /** Long stay: at least this many nights. */
  minNights: number | null;
  hotelCodes: string[];
  stayFrom: string;
  stayTo: string;
  bookFrom: string | null;
  bookTo: string | null;
  active: boolean;
};

const CODE_SHAPE = /^[A-Z0-9-]{3,20}$/;

/** Codes are typed by hand: case and surrounding spaces do not matter. */
export function normalizePromoCode(input: string | undefined | null): string | undefined {
  const code = input?.trim().toUpperCase();
  return code ? code : undefined;
}

/** Whether a code could be a code at all (saves a lookup for obvious junk). */
export function isPromoCodeShape(code: string): boolean {
  return CODE_SHAPE.test(code);
}

/** The terms codes and offers share: hotels, stay window, booking window, active. */
type Terms = Pick<Promo, 'hotelCodes' | 'stayFrom' | 'stayTo' | 'bookFrom' | 'bookTo' | 'active'>;

function termsAllow(terms: Terms, hotelCode: string, nights: string[], bookedOn: string): boolean {
  if (!terms.active || nights.length === 0) return false;
  if (terms.hotelCodes.length > 0 && !terms.hotelCodes.includes(hotelCode)) return false;
  if (terms.bookFrom !== null && bookedOn < terms.bookFrom) return false;
  if (terms.bookTo !== null && bookedOn > terms.bookTo) return false;
  return nights[0]! >= terms.stayFrom && nights[nights.length - 1]! <= terms.stayTo;
}

/**
 * A code applies to a stay at a hotel booked on a resort day when it is active, for that
 * hotel (or all), every night falls in its stay window and the day in its booking window.
 * (Usage limits are counted under a lock when the hold is made, not here.)
 */
export function promoApplies(
  promo: Promo,
  hotelCode: string,
  nights: string[],
  bookedOn: string,
): boolean {
  return termsAllow(promo, hotelCode, nights, bookedOn);
}

/** Whole days from one ISO date to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An automatic offer applies to a stay booked on a resort day (its terms and its threshold). */
export function offerApplies(
  offer: StayOffer,
  hotelCode: string,
  nights: string[],
  bookedOn: string,
): boolean {
  if (!termsAllow(offer, hotelCode, nights, bookedOn)) return false;
  if (offer.kind === 'early_booking')
    return daysBetween(bookedOn, nights[0]!) >= (offer.minDaysBefore ?? Infinity);
  return nights.length >= (offer.minNights ?? Infinity);
}

/**
 * The offers a traveller can still get, for the special-offers page: switched on, bookable
 * today and with stay nights left from today. Largest saving first within each kind.
 */
export function offersOnSale(offers: readonly StayOffer[], today: string): StayOffer[] {
  return offers
    .filter(
      (o) =>
        o.active &&
        o.stayTo >= today &&
        (o.bookFrom === null || o.bookFrom <= today) &&
        (o.bookTo === null || o.bookTo >= today),
    )
    .sort(
      (a, b) =>
        OFFER_KINDS.indexOf(a.kind) - OFFER_KINDS.indexOf(b.kind) || b.percentOff - a.percentOff,
    );
}

/** One night's price after a percentage, rounded to the cent (USD cents in, cents out). */
export function discountedNight(usdCents: number, percentOff: number): number {
  return usdCents - Math.round((usdCents * percentOff) / 100);
}

/**
 * A fixed amount off a room's stay, spread over its nights in proportion to their prices
 * (a cancellation penalty of the first nights then keeps the same share), never below zero.
 * The cents the proportion rounds away come off the first nights.
 */
export function amountOffNights(nightly: readonly number[], offUsdCents: number): number[] {
  const total = nightly.reduce((a, b) => a + b, 0);
  const off = Math.min(Math.max(0, offUsdCents), total);
  if (total === 0 || off === 0) return [...nightly];
  const shares = nightly.map((p) => Math.floor((p * off) / total));
  let left = off - shares.reduce((a, b) => a + b, 0);
  return nightly.map((p, i) => {
    const extra = left > 0 && p - shares[i]! > 0 ? 1 : 0;
    left -= extra;
    return p - shares[i]! - extra;
  });
}

/**
 * A saving that may apply to a stay: an automatic offer, or the code the traveller typed
 * (an amount code already converted to US cents).
 */
export type Discount =
  | { source: 'offer'; offerId: number; kind: OfferKind; percentOff: number }
  | { source: 'code'; code: string; percentOff: number; amountOffUsdCents: number };

export function discountNights(nightly: readonly number[], discount: Discount): number[] {
  if (discount.source === 'code' && discount.amountOffUsdCents > 0)
    return amountOffNights(nightly, discount.amountOffUsdCents);
  return nightly.map((p) => discountedNight(p, discount.percentOff));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * THE combination rule (docs/decisions/0026): offers and codes never stack. Of the savings that
 * apply to a room's stay, the traveller gets the one that takes the most off; on a tie an
 * automatic offer wins (it spends no use of a limited code). Returns the nightly prices after
 * it and which saving it was (none when nothing applies).
 */
export function bestDiscount(
  nightly: readonly number[],
  candidates: readonly Discount[],
): { nightly: number[]; applied?: Discount } {
  let best: { nightly: number[]; applied?: Discount } = { nightly: [...nightly] };
  let bestSaving = 0;
  const ordered = [...candidates].sort(
    (a, b) => Number(a.source === 'code') - Number(b.source === 'code'),
  );
  for (const discount of ordered) {
    const after = discountNights(nightly, discount);
    const saving = sum(nightly) - sum(after);
    if (saving > bestSaving) {
      best = { nightly: after, applied: discount };
      bestSaving = saving;
    }
  }
  return best;
}

/** The savings that apply to a stay: every applicable offer, and the code when it applies. */
export function applicableDiscounts(
  offers: readonly StayOffer[],
  code: { promo: Promo; amountOffUsdCents: number } | undefined,
  hotelCode: string,
  nights: string[],
  bookedOn: string,
): Discount[] {
  const found: Discount[] = offers
    .filter((o) => offerApplies(o, hotelCode, nights, bookedOn))
    .map((o) => ({ source: 'offer', offerId: o.id, kind: o.kind, percentOff: o.percentOff }));
  if (code && promoApplies(code.promo, hotelCode, nights, bookedOn))
    found.push({
      source: 'code',
      code: code.promo.code,
      percentOff: code.promo.kind === 'percent' ? code.promo.percentOff : 0,
      amountOffUsdCents: code.promo.kind === 'amount' ? code.amountOffUsdCents : 0,
    });
  return found;
}

/**
 * What a saving reads as in the visitor's currency: the difference of the two amounts shown
 * (the struck-through one and the price), so the three figures always agree after rounding
 * (yen have no minor unit).
 */
export function savingMinor(fullMinor: number, totalMinor: number): number {
  return Math.max(0, fullMinor - totalMinor);
}

/** Whole percent a saving is of the full price, for the badge ("-30 %"). */
export function savingPercent(fullUsdCents: number, totalUsdCents: number): number {
  if (fullUsdCents <= 0) return 0;
  return Math.round(((fullUsdCents - totalUsdCents) * 100) / fullUsdCents);
}

/** Whether a code's use count leaves room for one more booking (null: no limit). */
export function withinLimit(limit: number | null, used: number): boolean {
  return limit === null || used < limit;
}
