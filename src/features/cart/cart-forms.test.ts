import { describe, expect, it } from 'vitest';
import {
  decodeUndo,
  encodeUndo,
  itemIdOf,
  localeOf,
  noticeQuery,
  readItemChoices,
  readNotice,
  type CartNotice,
} from './cart-forms';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe('cart form values', () => {
  it('accepts only a UUID as an item id', () => {
    const id = '3f2b8c9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
    expect(itemIdOf(id)).toBe(id);
    expect(itemIdOf(id.toUpperCase())).toBe(id);
    expect(itemIdOf("1' OR '1'='1")).toBeUndefined();
    expect(itemIdOf(null)).toBeUndefined();
  });

  it('falls back to the default language', () => {
    expect(localeOf('en')).toBe('en');
    expect(localeOf('pt')).toBe('pt');
    expect(localeOf('fr')).toBe('es');
    expect(localeOf(null)).toBe('es');
  });

  it('reads the edit form', () => {
    expect(
      readItemChoices(
        form({
          visitDate: '2027-03-10',
          slotId: '4',
          adults: '3',
          children: '1',
          transportZoneId: '12',
          food: '1',
          photo: 'on',
        }),
      ),
    ).toEqual({
      visitDate: '2027-03-10',
      slotId: 4,
      adults: 3,
      children: 1,
      infants: 0,
      transportZoneId: 12,
      food: true,
      photo: true,
    });
  });

  it('keeps bad values bad so the domain answers them', () => {
    const choices = readItemChoices(
      form({ visitDate: 'tomorrow', slotId: 'x', adults: '1.5', transportZoneId: '0' }),
    );
    expect(choices.visitDate).toBeNull();
    expect(choices.slotId).toBe(-1);
    expect(choices.adults).toBeNaN();
    expect(choices.transportZoneId).toBe(-1);
    expect(readItemChoices(form({ slotId: '' })).slotId).toBeNull();
    expect(readItemChoices(form({})).adults).toBe(0);
  });
});

describe('cart notices', () => {
  it('round-trips through the query string', () => {
    const notices: CartNotice[] = [
      { kind: 'removed', productId: 7, alsoProductIds: [14, 15] },
      { kind: 'removed', productId: 7, alsoProductIds: [] },
      { kind: 'renewed', unavailable: 0, capped: 0 },
      { kind: 'renewed', unavailable: 2, capped: 0 },
      { kind: 'renewed', unavailable: 0, capped: 3 },
      { kind: 'abandoned' },
      { kind: 'error', code: 'CART_ITEM_NOT_FOUND' },
    ];
    for (const notice of notices) {
      const query = Object.fromEntries(new URLSearchParams(noticeQuery(notice)));
      expect(readNotice(query)).toEqual(notice);
    }
  });

  it('ignores what it did not write', () => {
    expect(readNotice({})).toBeUndefined();
    expect(readNotice({ error: '<script>' })).toBeUndefined();
    expect(readNotice({ removed: '-1' })).toBeUndefined();
    expect(readNotice({ removed: ['1', '2'] })).toBeUndefined();
    expect(readNotice({ removed: '3', also: '4,x,,5' })).toEqual({
      kind: 'removed',
      productId: 3,
      alsoProductIds: [4, 5],
    });
  });
});

describe('the undo of a removal (issue 14)', () => {
  const item = {
    productId: 1,
    visitDate: '2030-01-10',
    openTicket: false,
    slotId: 3,
    adults: 2,
    children: 1,
    infants: 0,
    transportZoneId: null,
    food: true,
    photo: false,
    complementIds: [7],
  };
  it('keeps every choice of the removed items, in their order', () => {
    const activity = { ...item, productId: 10, complementIds: [] };
    expect(decodeUndo(encodeUndo([item, activity]))).toEqual([item, activity]);
  });
  it.each([
    ['nothing', undefined],
    ['not base64 JSON', '%%%'],
    ['an empty list', encodeUndo([])],
    ['six items', encodeUndo(Array.from({ length: 6 }, () => item))],
    ['a negative count', encodeUndo([{ ...item, adults: -1 }])],
    [
      'a field too many',
      Buffer.from(JSON.stringify([{ ...item, price: 1 }])).toString('base64url'),
    ],
    ['a date that is not one', encodeUndo([{ ...item, visitDate: "2030-01-10' OR 1=1" }])],
    ['an oversized value', 'a'.repeat(5000)],
  ])('names no item when it is %s', (_name, raw) => {
    expect(decodeUndo(raw)).toEqual([]);
  });
  it('round-trips the restored notice', () => {
    const query = Object.fromEntries(new URLSearchParams(noticeQuery({ kind: 'restored' })));
    expect(readNotice(query)).toEqual({ kind: 'restored' });
  });
});
