import { describe, expect, it } from 'vitest';
import { absoluteUrl, localizedPath } from './paths';

describe('localized page addresses', () => {
  it('take the slugs of the route table, with the locale and the trailing slash', () => {
    expect(localizedPath('es', { pathname: '/booking' })).toBe('/es/reserva/');
    expect(localizedPath('en', { pathname: '/booking' })).toBe('/en/booking/');
    expect(localizedPath('pt', { pathname: '/newsletter/unsubscribe' })).toBe(
      '/pt/newsletter/cancelar/',
    );
    expect(localizedPath('es', { pathname: '/' })).toBe('/es/');
  });

  it('fill dynamic segments and the query, encoded', () => {
    expect(localizedPath('es', { pathname: '/parks/[slug]', params: { slug: 'xcaret' } })).toBe(
      '/es/parques/xcaret/',
    );
    expect(
      absoluteUrl('https://hotels.example.com/', 'es', {
        pathname: '/booking',
        query: { ref: 'XH-AB&CD' },
      }),
    ).toBe('https://hotels.example.com/es/reserva/?ref=XH-AB%26CD');
    expect(() => localizedPath('en', { pathname: '/tours/[slug]' })).toThrow(/slug/);
  });
});
