import { describe, expect, it } from 'vitest';
import { products } from '@/db/seed/parks';
import { locales } from '@/i18n/paths';
import { translator } from '@/i18n/translator';
import { transportNote, visitInfo, visitText } from './visit-info';

const read = (product: (typeof products)[number], locale: (typeof locales)[number]) => {
  const t = translator(locale, 'visitInfo');
  const info = visitInfo(product);
  return {
    gettingThere: visitText(t, info.gettingThere),
    bring: info.bring.map((line) => visitText(t, line)),
  };
};

describe('visit information', () => {
  it('tells every product where to go and what to bring, in es, en and pt', () => {
    for (const product of products)
      for (const locale of locales) {
        const info = read(product, locale);
        expect(info.gettingThere.length, product.code).toBeGreaterThan(30);
        expect(info.bring.length, product.code).toBeGreaterThanOrEqual(3);
      }
  });

  it('uses the facts of each park', () => {
    const xelha = products.find((p) => p.code === 'XH-XELHA')!;
    expect(read(xelha, 'en').bring).toContain('10 USD for the refundable snorkel gear deposit');
    expect(read(xelha, 'es').gettingThere).toMatch(/km 240, Tulum/);
    const fuego = products.find((p) => p.code === 'XP-FUEGO')!;
    expect(read(fuego, 'en').bring.join(' ')).toMatch(/1\.40 m/);
    const xichen = products.find((p) => p.code === 'XT-XICHEN-DLX')!;
    expect(read(xichen, 'en').gettingThere).toMatch(/between 7:00 and 8:00 a\.m\./);
    const xenses = products.find((p) => p.businessUnitCode === 'XN');
    if (xenses) expect(read(xenses, 'es').gettingThere).toMatch(/entre las 8:00 y las 10:00 h/);
    expect(visitText(translator('pt', 'visitInfo'), transportNote('Cancún'))).toMatch(
      /^Transporte desde Cancún incluído/,
    );
  });
});
