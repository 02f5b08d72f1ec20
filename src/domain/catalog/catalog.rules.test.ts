import { describe, expect, it } from 'vitest';
import { lowestRate, productName, weekdaySpan } from './catalog.rules';

describe('weekdaySpan', () => {
  it('tells every day, a run of days and single days apart', () => {
    expect(weekdaySpan([7, 1, 2, 3, 4, 5, 6])).toEqual({ kind: 'daily' });
    expect(weekdaySpan([1, 2, 3, 4, 5, 6])).toEqual({ kind: 'range', first: 1, last: 6 });
    expect(weekdaySpan([4, 2, 2])).toEqual({ kind: 'days', days: [2, 4] });
    expect(weekdaySpan([1, 2])).toEqual({ kind: 'days', days: [1, 2] });
    expect(weekdaySpan([1, 2, 4])).toEqual({ kind: 'days', days: [1, 2, 4] });
  });
});

describe('lowestRate', () => {
  it('is the cheapest room or nothing', () => {
    expect(lowestRate([{ baseRateUsdCents: 900 }, { baseRateUsdCents: 700 }])).toBe(700);
    expect(lowestRate([])).toBeUndefined();
  });
});

describe('productName', () => {
  const basic = { name: { es: 'Xcaret Básico', en: 'Xcaret Basic' } };
  it('names a product in the page language; Portuguese reads English like the park pages', () => {
    expect(productName(basic, 'es')).toBe('Xcaret Básico');
    expect(productName(basic, 'en')).toBe('Xcaret Basic');
    expect(productName(basic, 'pt')).toBe('Xcaret Basic');
  });
});
