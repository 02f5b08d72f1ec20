import { describe, expect, it, vi } from 'vitest';
import { pageMetadata } from './metadata';

// The public origin, as configured (with a final slash, which must not double).
vi.mock('@/lib/env', () => ({ env: () => ({ BASE_URL: 'https://hotels.example.com/' }) }));

// Canonical and hreflang addresses come from the one route table (i18n/paths), with the
// site's trailing slash: a link that answers 308 is not canonical.
describe('page metadata', () => {
  it("gives a language's home with its slash, and every language as an alternate", () => {
    const meta = pageMetadata({ locale: 'en', href: '/', title: 'Home' });
    expect(meta.alternates?.canonical).toBe('https://hotels.example.com/en/');
    expect(meta.alternates?.languages).toEqual({
      es: 'https://hotels.example.com/es/',
      en: 'https://hotels.example.com/en/',
      pt: 'https://hotels.example.com/pt/',
      'x-default': 'https://hotels.example.com/es/',
    });
    expect(meta.openGraph).toMatchObject({
      url: 'https://hotels.example.com/en/',
      locale: 'en_US',
    });
  });

  it('localizes the slugs per language', () => {
    const meta = pageMetadata({ locale: 'pt', href: '/special-offers', title: 'Ofertas' });
    expect(meta.alternates?.canonical).toBe('https://hotels.example.com/pt/ofertas-especiais/');
    expect(meta.alternates?.languages).toMatchObject({
      es: 'https://hotels.example.com/es/ofertas-especiales/',
      en: 'https://hotels.example.com/en/special-offers/',
    });
  });

  it('fills the dynamic segments and offers park pages in Spanish and English only', () => {
    const meta = pageMetadata({
      locale: 'es',
      href: { pathname: '/parks/[slug]', params: { slug: 'xcaret' } },
      title: 'Xcaret',
    });
    const languages = meta.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages).sort()).toEqual(['en', 'es', 'x-default']);
    expect(meta.alternates?.canonical).toMatch(
      /^https:\/\/hotels\.example\.com\/es\/.+\/xcaret\/$/,
    );
  });

  it('says noindex only when asked', () => {
    expect(pageMetadata({ locale: 'es', href: '/', title: 'x', noIndex: true }).robots).toEqual({
      index: false,
      follow: false,
    });
    expect(pageMetadata({ locale: 'es', href: '/', title: 'x' }).robots).toMatchObject({
      index: true,
    });
  });
});
