import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import pt from '../../messages/pt.json';
import { formatTemplate } from './template';

describe('formatTemplate', () => {
  it.each([
    ['es', es, 1, '1 adulto × $1'],
    ['es', es, 3, '3 adultos × $1'],
    ['en', en, 1, '1 adult × $1'],
    ['en', en, 0, '0 adults × $1'],
    ['pt', pt, 2, '2 adultos × $1'],
  ] as const)('chooses the plural form of %s for %i', (locale, catalogue, count, text) => {
    expect(formatTemplate(locale, catalogue.parkWidget.lineAdults, { count, price: '$1' })).toBe(
      text,
    );
  });

  it('fills a schedule with few places, singular and plural', () => {
    const template = es.parkWidget.placesLeft;
    expect(formatTemplate('es', template, { label: '8:30', count: 1 })).toBe(
      '8:30 · queda 1 lugar',
    );
    expect(formatTemplate('es', template, { label: '8:30', count: 7 })).toBe(
      '8:30 · quedan 7 lugares',
    );
  });

  it('refuses a template whose value is missing instead of printing a placeholder', () => {
    expect(() => formatTemplate('en', en.parkWidget.lineAdults, { count: 2 })).toThrow();
  });
});
