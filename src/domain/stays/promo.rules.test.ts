import { describe, expect, it } from 'vitest';
import {
  discountedNight,
  isPromoCodeShape,
  normalizePromoCode,
  promoApplies,
  type Promo,
} from './promo.rules';

const promo = (overrides: Partial<Promo> = {}): Promo => ({
  code: 'RIVIERA10',
  percentOff: 10,
  hotelCode: null,
  stayFrom: '2030-06-01',
  stayTo: '2030-08-31',
  active: true,
  ...overrides,
});

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
    expect(promoApplies(promo(), 'HXM', summer)).toBe(true);
    expect(promoApplies(promo(), 'HXA', summer)).toBe(true);
    expect(promoApplies(promo(), 'LCDP', summer)).toBe(true);
  });
  it('applies only at its own hotel when it names one', () => {
    const arte = promo({ code: 'ARTE15', percentOff: 15, hotelCode: 'HXA' });
    expect(promoApplies(arte, 'HXA', summer)).toBe(true);
    expect(promoApplies(arte, 'HXM', summer)).toBe(false);
    expect(promoApplies(arte, 'LCDP', summer)).toBe(false);
  });
  it('needs every night inside the window, both ends included', () => {
    expect(promoApplies(promo(), 'HXM', ['2030-06-01', '2030-06-02'])).toBe(true);
    expect(promoApplies(promo(), 'HXM', ['2030-08-30', '2030-08-31'])).toBe(true);
    // The first night falls the day before the window opens.
    expect(promoApplies(promo(), 'HXM', ['2030-05-31', '2030-06-01'])).toBe(false);
    // The last night falls the day after the window closes.
    expect(promoApplies(promo(), 'HXM', ['2030-08-31', '2030-09-01'])).toBe(false);
    // Entirely outside.
    expect(promoApplies(promo(), 'HXM', ['2031-07-10'])).toBe(false);
  });
  it('never applies when inactive or without nights', () => {
    expect(promoApplies(promo({ active: false }), 'HXM', summer)).toBe(false);
    expect(promoApplies(promo(), 'HXM', [])).toBe(false);
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
