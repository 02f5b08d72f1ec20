import { describe, expect, it } from 'vitest';
import { itemTotal } from '@/domain/tickets';
import { priceLines, type PricedItem } from './price-lines';

const base: PricedItem = {
  adults: 2,
  children: 1,
  infants: 1,
  adultUsdCents: 16300,
  childUsdCents: 12200,
  presalePercent: 15,
  transportUsdCents: 3000,
  foodUsdCents: 2500,
  photoUsdCents: 4900,
  complements: [
    { id: 3, priceUsdCents: 3900, hasBeenAdded: true },
    { id: 4, priceUsdCents: 6000, hasBeenAdded: false },
  ],
};

const total = (item: PricedItem) =>
  itemTotal({
    ...item,
    complementsUsdCents: item.complements.filter((c) => c.hasBeenAdded).map((c) => c.priceUsdCents),
  }).totalUsdCents;

describe('priceLines', () => {
  it('adds up to the domain item total', () => {
    const lines = priceLines(base);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(total(base));
  });

  it('prices admissions after presale per person, infants free, extras per paying person', () => {
    const lines = priceLines(base);
    expect(lines.map((l) => l.kind)).toEqual([
      'adults',
      'children',
      'infants',
      'transport',
      'food',
      'photo',
      'complement',
    ]);
    expect(lines[0]).toMatchObject({ count: 2, unit: 13855, amount: 27710 });
    expect(lines[1]).toMatchObject({ count: 1, unit: 10370, amount: 10370 });
    expect(lines[2]).toMatchObject({ count: 1, amount: 0 });
    expect(lines[3]).toMatchObject({ count: 3, unit: 3000, amount: 9000 });
    expect(lines[5]).toMatchObject({ count: 1, amount: 4900 });
    expect(lines[6]).toMatchObject({ complementId: 3, count: 3, amount: 11700 });
  });

  it('leaves out what the item does not have', () => {
    const plain: PricedItem = {
      ...base,
      children: 0,
      infants: 0,
      presalePercent: 0,
      transportUsdCents: 0,
      foodUsdCents: 0,
      photoUsdCents: 0,
      complements: [],
    };
    expect(priceLines(plain)).toEqual([{ kind: 'adults', count: 2, unit: 16300, amount: 32600 }]);
    expect(priceLines(plain)[0]!.amount).toBe(total(plain));
  });

  it('follows a complement toggled off and on again', () => {
    const off = {
      ...base,
      complements: base.complements.map((c) => ({ ...c, hasBeenAdded: false })),
    };
    const sum = (item: PricedItem) => priceLines(item).reduce((s, l) => s + l.amount, 0);
    expect(sum(off)).toBe(total(off));
    expect(sum(base) - sum(off)).toBe(3900 * 3);
  });
});
