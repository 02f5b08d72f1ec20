import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cartMessageValues, type CartErrorCode } from '@/domain/cart';
import { translator } from '@/i18n/translator';

/**
 * Every cart error a visitor can cause has its message in es, en and pt (namespace
 * `cartErrors`), and SPEC §8's texts are the spec's, word for word (its typo included).
 */

/** Typed by CartErrorCode: a new code fails the typecheck until it is listed here. */
const CODES: Record<CartErrorCode, true> = {
  CART_NO_ADULT: true,
  CART_NO_SCHEDULE: true,
  CART_NO_AVAILABILITY: true,
  CART_DUPLICATE: true,
  CART_SAME_DATES: true,
  CART_LIMIT: true,
  CART_ADMISSION_REQUIRED: true,
  CART_TRANSPORT_SAME_DAY: true,
  CART_PRICE_UNAVAILABLE: true,
  CART_INFANTS_NOT_ADMITTED: true,
  CART_DATE_REQUIRED: true,
  CART_DATE_IN_PAST: true,
  CART_TOO_MANY_PEOPLE: true,
  CART_UNKNOWN_PRODUCT: true,
  CART_UNKNOWN_OPTION: true,
  CART_ITEM_NOT_FOUND: true,
  CART_PAYMENT_PENDING: true,
  CART_HOLD_LIMIT: true,
  CART_GENERIC: true,
};

const dir = path.resolve(import.meta.dirname, '../../messages');
const cartErrors = (locale: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as {
      cartErrors: Record<string, string>;
    }
  ).cartErrors;

/** SPEC §8 "Cart, …" rows, verbatim. */
const SPEC_EN: Partial<Record<CartErrorCode, string>> = {
  CART_NO_SCHEDULE: 'Please select a schedule',
  CART_NO_AVAILABILITY:
    'There is no availability for the date selected, please choose a different date',
  CART_DUPLICATE: 'This product or one with the same date has already been added to your cart',
  CART_SAME_DATES: "The dates of the products can't be the same",
  CART_LIMIT: 'The limit of products that can be added to your package is 5',
  CART_NO_ADULT: 'La compra debe contener 1 adulto',
  CART_GENERIC: 'An error has ocurred. Please try again.',
};

describe('cart error messages', () => {
  it.each(['es', 'en', 'pt'])(
    '%s has a message for every CartErrorCode and a success',
    (locale) => {
      const messages = cartErrors(locale);
      for (const code of Object.keys(CODES)) {
        expect(messages[code], `${locale}.cartErrors.${code}`).toEqual(expect.any(String));
        expect(messages[code]!.trim(), `${locale}.cartErrors.${code}`).not.toBe('');
      }
      expect(messages.added?.trim()).toBeTruthy();
    },
  );

  /** As the visitor reads it: the limits filled in from the cart's rules. */
  const shown = (locale: string, code: CartErrorCode) =>
    translator(locale, 'cartErrors')(code, cartMessageValues);

  it('en uses the SPEC §8 texts verbatim', () => {
    for (const [code, text] of Object.entries(SPEC_EN))
      expect(shown('en', code as CartErrorCode), code).toBe(text);
  });

  it('states the package limit from the rules, never as a literal', () => {
    for (const locale of ['es', 'en', 'pt']) {
      expect(cartErrors(locale).CART_LIMIT).toContain('{maxProducts}');
      expect(cartErrors(locale).CART_INFANTS_NOT_ADMITTED).toContain('{minAge}');
    }
  });

  it("es says 'La compra debe contener 1 adulto' and translates the rest", () => {
    const es = cartErrors('es');
    expect(es.CART_NO_ADULT).toBe('La compra debe contener 1 adulto');
    for (const code of Object.keys(SPEC_EN).filter((c) => c !== 'CART_NO_ADULT'))
      expect(shown('es', code as CartErrorCode), code).not.toBe(SPEC_EN[code as CartErrorCode]);
    expect(es.CART_NO_SCHEDULE).toBe('Por favor selecciona un horario');
    expect(shown('es', 'CART_LIMIT')).toContain('5');
  });

  it('the price message says the price is unavailable, in es and en', () => {
    expect(cartErrors('en').CART_PRICE_UNAVAILABLE!.toLowerCase()).toContain(
      'price is unavailable',
    );
    expect(cartErrors('es').CART_PRICE_UNAVAILABLE!.toLowerCase()).toContain(
      'precio no disponible',
    );
  });

  it('the success message differs from every error', () => {
    for (const locale of ['es', 'en', 'pt']) {
      const messages = cartErrors(locale);
      const errors = Object.keys(CODES).map((c) => messages[c]);
      expect(errors).not.toContain(messages.added);
    }
  });

  it('the people limit names its maximum', () => {
    for (const locale of ['es', 'en', 'pt'])
      expect(cartErrors(locale).CART_TOO_MANY_PEOPLE).toContain('{max}');
  });
});
