import { describe, expect, it } from 'vitest';
import { lowestRate, weekdaysText } from './catalog.rules';

describe('weekdaysText', () => {
  it('names daily, ranges and lists of days', () => {
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7], 'en')).toBe('Daily');
    expect(weekdaysText([1, 2, 3, 4, 5, 6], 'en')).toBe('Monday to Saturday');
    expect(weekdaysText([1, 2, 3, 4, 5, 6], 'es')).toBe('Lunes a sábado');
    expect(weekdaysText([4, 2], 'en')).toBe('Tuesday and Thursday');
    expect(weekdaysText([2, 4], 'es')).toBe('Martes y jueves');
  });
});

describe('lowestRate', () => {
  it('is the cheapest room or nothing', () => {
    expect(lowestRate([{ baseRateUsdCents: 900 }, { baseRateUsdCents: 700 }])).toBe(700);
    expect(lowestRate([])).toBeUndefined();
  });
});
