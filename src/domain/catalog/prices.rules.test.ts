import { describe, expect, it } from 'vitest';
import {
  checkComplementEdit,
  checkNewComplement,
  checkOpenTicketPrices,
  MAX_PRICE_USD_CENTS,
} from './prices.rules';

describe('open-ticket prices', () => {
  it('takes an adult price of 1 cent..100,000 USD and a child price up to the adult one', () => {
    expect(checkOpenTicketPrices({ adultUsdCents: 15_900, childUsdCents: 7_950 })).toEqual({
      ok: true,
      value: { adultUsdCents: 15_900, childUsdCents: 7_950 },
    });
    expect(checkOpenTicketPrices({ adultUsdCents: 1, childUsdCents: 0 }).ok).toBe(true);
    expect(checkOpenTicketPrices({ adultUsdCents: MAX_PRICE_USD_CENTS, childUsdCents: 0 }).ok).toBe(
      true,
    );
  });

  it('refuses hostile or impossible prices', () => {
    for (const [adult, child] of [
      [0, 0],
      [-100, 0],
      [100.5, 0],
      [MAX_PRICE_USD_CENTS + 1, 0],
      [Number.NaN, 0],
      [Number.POSITIVE_INFINITY, 0],
      ['100', 0],
      [null, 0],
      [1000, -1],
      [1000, 0.1],
      [1000, '0'],
    ])
      expect(checkOpenTicketPrices({ adultUsdCents: adult, childUsdCents: child })).toEqual({
        ok: false,
        code: 'INVALID_PRICE',
      });
    expect(checkOpenTicketPrices({ adultUsdCents: 1000, childUsdCents: 1001 })).toEqual({
      ok: false,
      code: 'CHILD_ABOVE_ADULT',
    });
  });
});

describe('complement edits', () => {
  const edit = (over: Record<string, unknown> = {}) =>
    checkComplementEdit({
      name: { es: ' Nado con mantarrayas ', en: '' },
      priceUsdCents: 4_500,
      onSale: true,
      ...over,
    });

  it('trims the names, lets English fall back to Spanish, keeps the sale switch', () => {
    expect(edit()).toEqual({
      ok: true,
      value: {
        name: { es: 'Nado con mantarrayas', en: 'Nado con mantarrayas' },
        priceUsdCents: 4_500,
        onSale: true,
      },
    });
    expect(edit({ onSale: false, priceUsdCents: 0 })).toMatchObject({
      ok: true,
      value: { onSale: false, priceUsdCents: 0 },
    });
    // Anything but true is off sale (a missing checkbox).
    expect(edit({ onSale: 'on' })).toMatchObject({ value: { onSale: false } });
  });

  it('refuses empty, long or marked-up names and bad prices', () => {
    for (const name of [
      { es: '', en: 'X' },
      { es: '   ', en: '' },
      { es: 'a'.repeat(81), en: '' },
      { es: '<script>', en: '' },
      { es: 'Nado', en: '<b>Swim</b>' },
      { es: 'Nado\u0000', en: '' },
      { es: 42, en: '' },
    ])
      expect(edit({ name })).toEqual({ ok: false, code: 'INVALID_NAME' });
    for (const priceUsdCents of [-1, 1.5, MAX_PRICE_USD_CENTS + 1, Number.NaN, '45'])
      expect(edit({ priceUsdCents })).toEqual({ ok: false, code: 'INVALID_PRICE' });
  });
});

describe('a new complement', () => {
  const add = (over: Record<string, unknown> = {}) =>
    checkNewComplement({
      code: ' xc-photo-pack ',
      name: { es: 'Paquete de fotos', en: 'Photo pack' },
      subtitle: { es: 'Todas tus fotos del día', en: '' },
      priceUsdCents: 3_900,
      ...over,
    });

  it('takes a code in capitals and the subtitle per language', () => {
    expect(add()).toEqual({
      ok: true,
      value: {
        code: 'XC-PHOTO-PACK',
        name: { es: 'Paquete de fotos', en: 'Photo pack' },
        subtitle: { es: 'Todas tus fotos del día', en: 'Todas tus fotos del día' },
        priceUsdCents: 3_900,
        onSale: true,
      },
    });
  });

  it('refuses a bad code, name, price or subtitle', () => {
    for (const code of ['', 'X', '-XC', 'XC PLUS', 'XC_PLUS', 'X'.repeat(41), 7, "XC'--"])
      expect(add({ code })).toEqual({ ok: false, code: 'INVALID_CODE' });
    expect(add({ name: { es: '', en: '' } })).toEqual({ ok: false, code: 'INVALID_NAME' });
    expect(add({ priceUsdCents: -5 })).toEqual({ ok: false, code: 'INVALID_PRICE' });
    expect(add({ subtitle: { es: 'x'.repeat(201), en: '' } })).toEqual({
      ok: false,
      code: 'INVALID_SUBTITLE',
    });
    expect(add({ subtitle: { es: 'ok', en: '<img>' } })).toEqual({
      ok: false,
      code: 'INVALID_SUBTITLE',
    });
  });
});
