import { describe, expect, it } from 'vitest';
import { weekdaySpan } from '@/domain/catalog';
import { translator } from '@/i18n/translator';
import { weekdaysText } from './weekdays-text';

const text = (days: number[], locale: 'es' | 'en' | 'pt') => {
  const t = translator(locale, 'parks');
  return weekdaysText(weekdaySpan(days), locale, {
    daily: () => t('weekdaysDaily'),
    range: (first, last) => t('weekdaysRange', { first, last }),
  });
};

describe('weekdaysText', () => {
  it('names the days through Intl and the words around them from the catalogue', () => {
    expect(text([1, 2, 3, 4, 5, 6, 7], 'en')).toBe('Daily');
    expect(text([1, 2, 3, 4, 5, 6, 7], 'es')).toBe('Todos los días');
    expect(text([1, 2, 3, 4, 5, 6], 'en')).toBe('Monday to Saturday');
    expect(text([1, 2, 3, 4, 5, 6], 'es')).toBe('Lunes a sábado');
    expect(text([4, 2], 'en')).toBe('Tuesday and Thursday');
    expect(text([2, 4], 'es')).toBe('Martes y jueves');
    expect(text([1, 3, 5], 'en')).toBe('Monday, Wednesday, and Friday');
    expect(text([6, 7], 'pt')).toBe('Sábado e domingo');
  });
});
