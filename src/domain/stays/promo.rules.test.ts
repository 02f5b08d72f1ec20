import { describe, expect, it } from 'vitest';
import { priceIn } from '@/domain/pricing';
import {
  amountOffNights,
  applicableDiscounts,
  bestDiscount,
  discountedNight,
  isPromoCodeShape,
  normalizePromoCode,
  offerApplies,
  offersOnSale,
  promoApplies,
  savingMinor,
  savingPercent,
  withinLimit,
  type Discount,
  type Promo,
  type StayOffer,
} from './promo.rules';

const promo = (overrides: Partial<Promo> = {}): Promo => ({
  code: 'RIVIERA10',
  kind: 'percent',
  percentOff: 10,
  amountOffMinor: null,
  currencyIso: null,
  hotelCodes: [],
  stayFrom: '2030-06-01',
  stayTo: '2030-08-31',
  bookFrom: null,
  bookTo: null,
  usageLimit: null,
  perCustomerLimit: null,
  active: true,
  ...overrides,
});
/** The resort day the stays below are booked on (inside every open booking window). */
const BOOKED = '2030-01-15';

describe('normalizePromoCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizePromoCode('riviera10')).toBe('RIVIERA10');
    expect(normalizePromoCode('  Riviera10 \t')).toBe('RIVIERA10');
    expect(normalizePromoCode('arte15\n')).toBe('ARTE15');
  });
  it('treats an empty, blank or absent code as no code', () => {
    expect(normalizePromoCode('')).toBeUndefined();
    expect(normalizePromoCode('   ')).toBeUndefined();
    expect(normalizePromoCode(undefined)).toBeUndefined();
    expect(normalizePromoCode(null)).toBeUndefined();
  });
  it('keeps inner characters as typed (a space inside is not removed)', () => {
    expect(normalizePromoCode(' riv iera10 ')).toBe('RIV IERA10');
  });
});

describe('isPromoCodeShape', () => {
  it('accepts 3 to 20 capital letters, digits and dashes', () => {
    expect(isPromoCodeShape('ABC')).toBe(true);
    expect(isPromoCodeShape('RIVIERA10')).toBe(true);
    expect(isPromoCodeShape('SUMMER-2030')).toBe(true);
    expect(isPromoCodeShape('A'.repeat(20))).toBe(true);
  });
  it('refuses obvious junk before any lookup', () => {
    expect(isPromoCodeShape('AB')).toBe(false);
    expect(isPromoCodeShape('A'.repeat(21))).toBe(false);
    expect(isPromoCodeShape('RIV IERA10')).toBe(false);
    expect(isPromoCodeShape('riviera10')).toBe(false);
    expect(isPromoCodeShape("X' OR 1=1")).toBe(false);
  });
});

describe('promoApplies', () => {
  const summer = ['2030-07-10', '2030-07-11', '2030-07-12'];
  it('applies at any hotel when the code is for all hotels', () => {
    expect(promoApplies(promo(), 'HXM', summer, BOOKED)).toBe(true);
    expect(promoApplies(promo(), 'HXA', summer, BOOKED)).toBe(true);
    expect(promoApplies(promo(), 'LCDP', summer, BOOKED)).toBe(true);
  });
  it('applies only at its own hotel when it names one', () => {
    const arte = promo({ code: 'ARTE15', percentOff: 15, hotelCodes: ['HXA'] });
    expect(promoApplies(arte, 'HXA', summer, BOOKED)).toBe(true);
    expect(promoApplies(arte, 'HXM', summer, BOOKED)).toBe(false);
    expect(promoApplies(arte, 'LCDP', summer, BOOKED)).toBe(false);
  });
  it('needs every night inside the window, both ends included', () => {
    expect(promoApplies(promo(), 'HXM', ['2030-06-01', '2030-06-02'], BOOKED)).toBe(true);
    expect(promoApplies(promo(), 'HXM', ['2030-08-30', '2030-08-31'], BOOKED)).toBe(true);
    // The first night falls the day before the window opens.
    expect(promoApplies(promo(), 'HXM', ['2030-05-31', '2030-06-01'], BOOKED)).toBe(false);
    // The last night falls the day after the window closes.
    expect(promoApplies(promo(), 'HXM', ['2030-08-31', '2030-09-01'], BOOKED)).toBe(false);
    // Entirely outside.
    expect(promoApplies(promo(), 'HXM', ['2031-07-10'], BOOKED)).toBe(false);
  });
  it('never applies when inactive or without nights', () => {
    expect(promoApplies(promo({ active: false }), 'HXM', summer, BOOKED)).toBe(false);
    expect(promoApplies(promo(), 'HXM', [], BOOKED)).toBe(false);
  });
});

describe('discountedNight', () => {
  it('takes the percentage off one night, rounding the discount to the cent', () => {
    expect(discountedNight(62000, 10)).toBe(55800);
    // 10% of 12345 is 1234.5: the discount rounds to 1235.
    expect(discountedNight(12345, 10)).toBe(11110);
    // 15% of 99999 is 14999.85: the discount rounds to 15000.
    expect(discountedNight(99999, 15)).toBe(84999);
    // 12% of 1001 is 120.12: the discount rounds to 120.
    expect(discountedNight(1001, 12)).toBe(881);
  });
  it('rounds per night: the sum of discounted nights can differ from discounting the sum', () => {
    const nights = [105, 105, 105];
    const perNight = nights.map((n) => discountedNight(n, 10));
    expect(perNight).toEqual([94, 94, 94]);
    expect(perNight.reduce((a, b) => a + b, 0)).toBe(282);
    expect(discountedNight(315, 10)).toBe(283);
  });
  it('leaves the price alone at 0% and gives it away at 100%', () => {
    expect(discountedNight(62000, 0)).toBe(62000);
    expect(discountedNight(62000, 100)).toBe(0);
  });
});

describe('booking windows', () => {
  const summer = ['2030-07-10', '2030-07-11'];
  const windowed = promo({ bookFrom: '2030-01-01', bookTo: '2030-01-31' });
  it('applies on the first and last day of its booking window', () => {
    expect(promoApplies(windowed, 'HXM', summer, '2030-01-01')).toBe(true);
    expect(promoApplies(windowed, 'HXM', summer, '2030-01-31')).toBe(true);
  });
  it('does not apply the day before the window opens or after it closes', () => {
    expect(promoApplies(windowed, 'HXM', summer, '2029-12-31')).toBe(false);
    expect(promoApplies(windowed, 'HXM', summer, '2030-02-01')).toBe(false);
  });
  it('an open end is no bound', () => {
    expect(promoApplies(promo({ bookTo: '2030-01-31' }), 'HXM', summer, '2000-01-01')).toBe(true);
    expect(promoApplies(promo({ bookFrom: '2030-01-01' }), 'HXM', summer, '2030-07-09')).toBe(true);
  });
  it('a code for several hotels applies at each of them only', () => {
    const two = promo({ hotelCodes: ['HXA', 'LCDP'] });
    expect(promoApplies(two, 'HXA', summer, BOOKED)).toBe(true);
    expect(promoApplies(two, 'LCDP', summer, BOOKED)).toBe(true);
    expect(promoApplies(two, 'HXM', summer, BOOKED)).toBe(false);
  });
});

const offer = (overrides: Partial<StayOffer> = {}): StayOffer => ({
  id: 1,
  kind: 'early_booking',
  percentOff: 30,
  minDaysBefore: 60,
  minNights: null,
  hotelCodes: [],
  stayFrom: '2030-01-01',
  stayTo: '2030-12-31',
  bookFrom: null,
  bookTo: null,
  active: true,
  ...overrides,
});

describe('offerApplies', () => {
  it('early booking: arrival 60 days after the day of booking applies, 59 does not', () => {
    // 2030-03-01 is 59 days after 2030-01-01; 2030-03-02 is 60.
    expect(offerApplies(offer(), 'HXM', ['2030-03-02'], '2030-01-01')).toBe(true);
    expect(offerApplies(offer(), 'HXM', ['2030-03-01'], '2030-01-01')).toBe(false);
  });
  it('long stay: 5 nights apply, 4 do not', () => {
    const long = offer({ kind: 'long_stay', minDaysBefore: null, minNights: 5, percentOff: 15 });
    const nights = ['2030-05-01', '2030-05-02', '2030-05-03', '2030-05-04', '2030-05-05'];
    expect(offerApplies(long, 'HXM', nights, '2030-04-30')).toBe(true);
    expect(offerApplies(long, 'HXM', nights.slice(0, 4), '2030-04-30')).toBe(false);
  });
  it('keeps to its hotels, stay window, booking window and switch', () => {
    const far = ['2030-06-01'];
    expect(offerApplies(offer({ hotelCodes: ['HXA'] }), 'HXM', far, BOOKED)).toBe(false);
    expect(offerApplies(offer({ hotelCodes: ['HXA'] }), 'HXA', far, BOOKED)).toBe(true);
    expect(offerApplies(offer({ stayTo: '2030-05-31' }), 'HXM', far, BOOKED)).toBe(false);
    expect(offerApplies(offer({ bookTo: '2030-01-14' }), 'HXM', far, BOOKED)).toBe(false);
    expect(offerApplies(offer({ active: false }), 'HXM', far, BOOKED)).toBe(false);
  });
  it('an offer without its threshold never applies', () => {
    expect(offerApplies(offer({ minDaysBefore: null }), 'HXM', ['2030-06-01'], BOOKED)).toBe(false);
  });
});

describe('amountOffNights', () => {
  it('spreads an amount over the nights by their prices, to the cent', () => {
    expect(amountOffNights([10000, 10000, 20000], 4000)).toEqual([9000, 9000, 18000]);
    const after = amountOffNights([3333, 3333, 3334], 1000);
    expect(10000 - after.reduce((a, b) => a + b, 0)).toBe(1000);
  });
  it('never takes more than the stay costs', () => {
    expect(amountOffNights([500, 700], 5000)).toEqual([0, 0]);
  });
  it('leaves the nights alone for nothing off', () => {
    expect(amountOffNights([500, 700], 0)).toEqual([500, 700]);
  });
});

describe('bestDiscount: an offer and a code never stack, the larger saving wins', () => {
  const early: Discount = { source: 'offer', offerId: 1, kind: 'early_booking', percentOff: 30 };
  const long: Discount = { source: 'offer', offerId: 2, kind: 'long_stay', percentOff: 15 };
  const code10: Discount = {
    source: 'code',
    code: 'RIVIERA10',
    percentOff: 10,
    amountOffUsdCents: 0,
  };
  const code40: Discount = { source: 'code', code: 'BIG40', percentOff: 40, amountOffUsdCents: 0 };
  const nights = [10000, 10000];
  it('nothing applies: the price stays', () => {
    expect(bestDiscount(nights, [])).toEqual({ nightly: nights });
  });
  it('an offer larger than the code wins, and the two are not added', () => {
    const best = bestDiscount(nights, [code10, early]);
    expect(best.applied).toBe(early);
    expect(best.nightly).toEqual([7000, 7000]);
  });
  it('a code larger than the offer wins', () => {
    expect(bestDiscount(nights, [early, code40]).applied).toBe(code40);
  });
  it('of two offers, the larger one', () => {
    expect(bestDiscount(nights, [long, early]).applied).toBe(early);
  });
  it('on a tie the offer wins (it spends no use of a limited code)', () => {
    const code30: Discount = { ...code10, code: 'THIRTY', percentOff: 30 };
    expect(bestDiscount(nights, [code30, early]).applied).toBe(early);
  });
  it('an amount code beats a percentage only where it takes more', () => {
    const fifty: Discount = {
      source: 'code',
      code: 'USD50',
      percentOff: 0,
      amountOffUsdCents: 5000,
    };
    // 15 % of 20000 is 3000 < 5000; of 80000 it is 12000 > 5000.
    expect(bestDiscount([10000, 10000], [long, fifty]).applied).toBe(fifty);
    expect(bestDiscount([40000, 40000], [long, fifty]).applied).toBe(long);
  });
});

describe('applicableDiscounts', () => {
  it('lists the offers that apply and the code when it applies', () => {
    const found = applicableDiscounts(
      [offer(), offer({ id: 2, kind: 'long_stay', minDaysBefore: null, minNights: 5 })],
      { promo: promo({ stayFrom: '2030-01-01', stayTo: '2030-12-31' }), amountOffUsdCents: 0 },
      'HXM',
      ['2030-06-01', '2030-06-02'],
      BOOKED,
    );
    expect(found).toEqual([
      { source: 'offer', offerId: 1, kind: 'early_booking', percentOff: 30 },
      { source: 'code', code: 'RIVIERA10', percentOff: 10, amountOffUsdCents: 0 },
    ]);
  });
  it('an amount code carries its amount, not a percentage', () => {
    const amount = promo({
      kind: 'amount',
      percentOff: 0,
      amountOffMinor: 100000,
      currencyIso: 'MXN',
    });
    expect(
      applicableDiscounts(
        [],
        { promo: amount, amountOffUsdCents: 5747 },
        'HXM',
        ['2030-07-01'],
        BOOKED,
      ),
    ).toEqual([{ source: 'code', code: 'RIVIERA10', percentOff: 0, amountOffUsdCents: 5747 }]);
  });
});

describe('the saving in the visitor currency', () => {
  const jpy = { id: 5, iso: 'JPY', decimals: 0, usdRate: '151.37' };
  const mxn = { id: 2, iso: 'MXN', decimals: 2, usdRate: '17.4' };
  it('is the difference of the two amounts shown, so the figures agree after rounding (JPY)', () => {
    const full = 30515;
    const total = 27462;
    const before = priceIn(jpy, full).minor;
    const after = priceIn(jpy, total).minor;
    // 305.15 × 151.37 = 46190.56 → ¥46,191; 274.62 × 151.37 = 41569.23 → ¥41,569.
    expect([before, after]).toEqual([46191, 41569]);
    expect(savingMinor(before, after)).toBe(4622);
    // Converting the saving on its own (30.53 × 151.37 = 4621.32) would read one yen off.
    expect(priceIn(jpy, full - total).minor).toBe(4621);
  });
  it('in pesos, to the centavo', () => {
    expect(savingMinor(priceIn(mxn, 20000).minor, priceIn(mxn, 14000).minor)).toBe(104400);
  });
  it('reads as a whole percent of the full price', () => {
    expect(savingPercent(20000, 14000)).toBe(30);
    expect(savingPercent(0, 0)).toBe(0);
  });
});

describe('withinLimit', () => {
  it('leaves room below the limit, none at it, and no limit means none', () => {
    expect(withinLimit(1, 0)).toBe(true);
    expect(withinLimit(1, 1)).toBe(false);
    expect(withinLimit(3, 2)).toBe(true);
    expect(withinLimit(null, 10_000)).toBe(true);
  });
});

describe('offersOnSale (the special-offers page)', () => {
  it('lists the active offers bookable today with nights left, early booking first, largest first', () => {
    const list = offersOnSale(
      [
        offer({ id: 1, kind: 'long_stay', minDaysBefore: null, minNights: 5, percentOff: 15 }),
        offer({ id: 2, percentOff: 20 }),
        offer({ id: 3, percentOff: 30 }),
        offer({ id: 4, active: false }),
        offer({ id: 5, stayTo: '2030-01-14' }),
        offer({ id: 6, bookFrom: '2030-01-16' }),
        offer({ id: 7, bookTo: '2030-01-14' }),
        offer({ id: 8, stayTo: BOOKED, bookTo: BOOKED }),
      ],
      BOOKED,
    );
    expect(list.map((o) => o.id)).toEqual([3, 8, 2, 1]);
  });
});
