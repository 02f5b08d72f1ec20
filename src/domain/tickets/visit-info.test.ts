import { describe, expect, it } from 'vitest';
import { products } from '@/db/seed/parks';
import { transportNote, visitInfo } from './visit-info';

describe('visit information', () => {
  it('tells every product where to go and what to bring, in es, en and pt', () => {
    for (const product of products)
      for (const locale of ['es', 'en', 'pt'] as const) {
        const info = visitInfo(product, locale);
        expect(info.gettingThere.length, product.code).toBeGreaterThan(30);
        expect(info.bring.length, product.code).toBeGreaterThanOrEqual(3);
      }
  });

  it('uses the facts of each park', () => {
    const xelha = products.find((p) => p.code === 'XH-XELHA')!;
    expect(visitInfo(xelha, 'en').bring).toContain(
      '10 USD for the refundable snorkel gear deposit',
    );
    expect(visitInfo(xelha, 'es').gettingThere).toMatch(/km 240, Tulum/);
    const fuego = products.find((p) => p.code === 'XP-FUEGO')!;
    expect(visitInfo(fuego, 'en').bring.join(' ')).toMatch(/1\.40 m/);
    const xichen = products.find((p) => p.code === 'XT-XICHEN-DLX')!;
    expect(visitInfo(xichen, 'en').gettingThere).toMatch(/between 7:00 and 8:00 a\.m\./);
    expect(transportNote('Cancún', 'pt')).toMatch(/^Transporte desde Cancún incluído/);
  });
});
