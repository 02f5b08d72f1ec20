import { describe, expect, it } from 'vitest';
import { locales, pathnames } from './routing';

const localized = (key: keyof typeof pathnames, locale: (typeof locales)[number]) => {
  const value = pathnames[key];
  return typeof value === 'string' ? value : value[locale];
};

describe('the localized route table', () => {
  it('gives the routes of SPEC §2 and DESIGN §6 exactly', () => {
    const expected: [keyof typeof pathnames, string, string, string][] = [
      ['/xcaret-hotels', '/hoteles-xcaret', '/xcaret-hotels', '/hoteis-xcaret'],
      [
        '/hotel-xcaret-mexico',
        '/hotel-xcaret-mexico',
        '/hotel-xcaret-mexico',
        '/hotel-xcaret-mexico',
      ],
      ['/hotel-xcaret-arte', '/hotel-xcaret-arte', '/hotel-xcaret-arte', '/hotel-xcaret-arte'],
      [
        '/la-casa-de-la-playa',
        '/la-casa-de-la-playa',
        '/la-casa-de-la-playa',
        '/la-casa-de-la-playa',
      ],
      ['/all-fun-inclusive', '/all-fun-inclusive', '/all-fun-inclusive', '/all-fun-inclusive'],
      [
        '/restaurants',
        '/restaurantes-hoteles-xcaret',
        '/restaurants-xcaret-hotels',
        '/restaurantes-hoteis-xcaret',
      ],
      ['/bars', '/bares-hoteles-xcaret', '/bars-xcaret-hotels', '/bares-hoteis-xcaret'],
      ['/meetings-events', '/reuniones-eventos', '/meetings-events', '/reunioes-eventos'],
      ['/special-offers', '/ofertas-especiales', '/special-offers', '/ofertas-especiais'],
      ['/weddings', '/bodas', '/weddings', '/casamentos'],
      ['/spa', '/spa-wellness', '/spa-wellness', '/spa-wellness'],
      ['/hotels', '/hoteles', '/hotels', '/hoteis'],
      ['/booking', '/reserva', '/booking', '/reserva'],
      ['/cart', '/carrito', '/carrito', '/carrinho'],
      ['/cart/checkout', '/carrito/checkout', '/carrito/checkout', '/carrinho/checkout'],
      ['/forgot', '/forgot', '/forgot', '/forgot'],
      ['/privacy', '/aviso-de-privacidad', '/privacy-notice', '/aviso-de-privacidade'],
      ['/terms', '/terminos-de-uso', '/terms-of-use', '/termos-de-uso'],
      ['/parks/[slug]', '/parques/[slug]', '/parks/[slug]', '/parks/[slug]'],
      ['/tours/[slug]', '/tours/[slug]', '/tours/[slug]', '/tours/[slug]'],
    ];
    for (const [key, es, en, pt] of expected) {
      expect([localized(key, 'es'), localized(key, 'en'), localized(key, 'pt')], key).toEqual([
        es,
        en,
        pt,
      ]);
    }
  });

  it('gives every locale a distinct address per page', () => {
    for (const locale of locales) {
      const all = Object.keys(pathnames).map((k) => localized(k as keyof typeof pathnames, locale));
      expect(new Set(all).size).toBe(all.length);
    }
  });
});
