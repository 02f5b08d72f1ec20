import { describe, expect, it } from 'vitest';
import { once, PRICE, pricesIn } from './message-templates';

const usd = (cents: number) => `US$${(cents / 100).toFixed(2)}`;

describe('pricesIn', () => {
  it('puts the formatted price where the message had it', () => {
    const total = pricesIn(usd)(`${PRICE} por 7 noches`);
    expect(total(123456)).toBe('US$1234.56 por 7 noches');
    expect(total(5)).toBe('US$0.05 por 7 noches');
  });

  it('keeps the words on both sides, and every place the price appears', () => {
    expect(pricesIn(usd)(`Antes ${PRICE}`)(100)).toBe('Antes US$1.00');
    expect(pricesIn(usd)(`${PRICE} / ${PRICE}!`)(200)).toBe('US$2.00 / US$2.00!');
  });

  it('leaves a message without a price as it is', () => {
    expect(pricesIn(usd)('Agotado')(100)).toBe('Agotado');
  });
});

describe('once', () => {
  it('answers each argument as f does, computing it once', () => {
    const calls: number[] = [];
    const label = once((n: number) => {
      calls.push(n);
      return `${n} m²`;
    });
    expect([label(40), label(55), label(40)]).toEqual(['40 m²', '55 m²', '40 m²']);
    expect(calls).toEqual([40, 55]);
  });
});
