import { describe, expect, it } from 'vitest';
import { RevenueError } from '@/domain/stays/index.rules';
import {
  closingReason,
  dayClosedReason,
  editedCapacity,
  editedPrice,
  parkEditDates,
  REASON_MAX,
  type ParkEdit,
} from './capacity.rules';

const edit = (over: Partial<ParkEdit>): ParkEdit => ({
  slotIds: [1],
  from: '2030-03-01',
  to: '2030-03-10',
  weekdays: [6, 7],
  total: 50,
  ...over,
});
const cell = {
  slotId: 1,
  date: '2030-03-02',
  total: 100,
  held: 4,
  sold: 6,
  closed: false,
  closedReason: null,
};
const slot = { id: 1, capacity: 300 };
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof RevenueError ? error.code : 'OTHER';
  }
  return 'NONE';
};

describe('park bulk edit rules', () => {
  it('touches the range inclusive, on the chosen weekdays only (the hotel grid’s range rule)', () => {
    expect(parkEditDates(edit({}))).toEqual([
      '2030-03-02',
      '2030-03-03',
      '2030-03-09',
      '2030-03-10',
    ]);
  });

  it('refuses each hostile shape with its own code', () => {
    expect(code(() => parkEditDates(edit({ slotIds: [] })))).toBe('NO_SLOTS');
    expect(code(() => parkEditDates(edit({ weekdays: [0, 8] })))).toBe('NO_WEEKDAYS');
    expect(code(() => parkEditDates(edit({ from: '2030-03-10', to: '2030-03-01' })))).toBe(
      'INVALID_RANGE',
    );
    expect(code(() => parkEditDates(edit({ to: '2033-01-01' })))).toBe('INVALID_RANGE');
    expect(code(() => parkEditDates(edit({ total: undefined })))).toBe('NOTHING_TO_CHANGE');
    expect(code(() => parkEditDates(edit({ total: -1 })))).toBe('INVALID_TOTAL');
    expect(code(() => parkEditDates(edit({ total: 2.5 })))).toBe('INVALID_TOTAL');
    expect(code(() => parkEditDates(edit({ total: 1e9 })))).toBe('INVALID_TOTAL');
    expect(code(() => parkEditDates(edit({ closed: true })))).toBe('INVALID_REASON');
    expect(code(() => parkEditDates(edit({ closed: true, reason: { es: '   ', en: 'x' } })))).toBe(
      'INVALID_REASON',
    );
    const price = (p: ParkEdit['price']) => code(() => parkEditDates(edit({ price: p })));
    expect(price({ mode: 'percent', percent: -100 })).toBe('INVALID_RATE');
    expect(price({ mode: 'percent', percent: 0 })).toBe('INVALID_RATE');
    expect(price({ mode: 'percent', percent: Number.NaN })).toBe('INVALID_RATE');
    expect(price({ mode: 'absolute', adultUsdCents: 0 })).toBe('INVALID_RATE');
    expect(price({ mode: 'absolute', adultUsdCents: 10.5 })).toBe('INVALID_RATE');
    expect(price({ mode: 'absolute', adultUsdCents: 10_000, childUsdCents: -1 })).toBe(
      'INVALID_RATE',
    );
    expect(price({ mode: 'absolute', adultUsdCents: 10_000, childUsdCents: 0 })).toBe('NONE');
  });

  it('a reason is trimmed, English falls back to Spanish, markup and overlong text refused', () => {
    expect(closingReason({ es: '  Mantenimiento ', en: '' })).toEqual({
      es: 'Mantenimiento',
      en: 'Mantenimiento',
    });
    expect(closingReason({ es: 'Huracán', en: 'Hurricane' })).toEqual({
      es: 'Huracán',
      en: 'Hurricane',
    });
    expect(code(() => closingReason({ es: '<script>alert(1)</script>', en: '' }))).toBe(
      'INVALID_REASON',
    );
    expect(code(() => closingReason({ es: 'a\u0000b', en: '' }))).toBe('INVALID_REASON');
    expect(code(() => closingReason({ es: 'x'.repeat(REASON_MAX + 1), en: '' }))).toBe(
      'INVALID_REASON',
    );
    expect(code(() => closingReason(undefined))).toBe('INVALID_REASON');
  });

  it('never sets fewer places than held + sold; exactly held + sold is allowed', () => {
    expect(code(() => editedCapacity(cell, edit({ total: 9 }), slot, cell.date))).toBe(
      'BELOW_COMMITTED',
    );
    expect(editedCapacity(cell, edit({ total: 10 }), slot, cell.date)!.total).toBe(10);
  });

  it('closing records the reason, opening clears it, keeping the places', () => {
    const reason = { es: 'Mantenimiento anual', en: 'Annual maintenance' };
    const closed = editedCapacity(
      cell,
      edit({ total: undefined, closed: true, reason }),
      slot,
      cell.date,
    )!;
    expect(closed).toMatchObject({ closed: true, closedReason: reason, total: 100 });
    const opened = editedCapacity(
      closed,
      edit({ total: undefined, closed: false }),
      slot,
      cell.date,
    )!;
    expect(opened).toMatchObject({ closed: false, closedReason: null, total: 100 });
    // A places-only edit keeps a closed day closed with its reason.
    expect(editedCapacity(closed, edit({ total: 80 }), slot, cell.date)).toMatchObject({
      closed: true,
      closedReason: reason,
      total: 80,
    });
  });

  it('a date without places is created only by opening, with the slot’s capacity or the given one', () => {
    expect(editedCapacity(undefined, edit({ total: 50 }), slot, '2030-03-03')).toBeUndefined();
    expect(
      editedCapacity(
        undefined,
        edit({ closed: true, reason: { es: 'x', en: 'x' } }),
        slot,
        '2030-03-03',
      ),
    ).toBeUndefined();
    expect(
      editedCapacity(undefined, edit({ total: undefined, closed: false }), slot, '2030-03-03'),
    ).toMatchObject({ total: 300, held: 0, sold: 0, closed: false });
    expect(
      editedCapacity(undefined, edit({ total: 40, closed: false }), slot, '2030-03-03'),
    ).toMatchObject({ total: 40 });
  });

  it('prices: absolute sets the adult (and child when given), percent moves both to the cent', () => {
    const price = { date: '2030-03-02', adultUsdCents: 13_999, childUsdCents: 7_001 };
    expect(editedPrice(price, { mode: 'absolute', adultUsdCents: 15_000 }, price.date)).toEqual({
      ...price,
      adultUsdCents: 15_000,
    });
    expect(
      editedPrice(price, { mode: 'absolute', adultUsdCents: 15_000, childUsdCents: 0 }, price.date),
    ).toEqual({ ...price, adultUsdCents: 15_000, childUsdCents: 0 });
    expect(editedPrice(price, { mode: 'percent', percent: 10 }, price.date)).toEqual({
      ...price,
      adultUsdCents: 15_399,
      childUsdCents: 7_701,
    });
    expect(code(() => editedPrice(price, { mode: 'percent', percent: -99.99 }, price.date))).toBe(
      'INVALID_RATE',
    );
    // A date without prices: only an absolute change naming both creates them.
    expect(editedPrice(undefined, { mode: 'percent', percent: 10 }, '2030-03-03')).toBeUndefined();
    expect(
      editedPrice(undefined, { mode: 'absolute', adultUsdCents: 100 }, '2030-03-03'),
    ).toBeUndefined();
    expect(
      editedPrice(undefined, { mode: 'absolute', adultUsdCents: 100, childUsdCents: 50 }, 'd'),
    ).toEqual({ date: 'd', adultUsdCents: 100, childUsdCents: 50 });
  });

  it('a day is closed with a reason only when every schedule of it is closed', () => {
    const reason = { es: 'Lluvia', en: 'Rain' };
    expect(dayClosedReason([])).toBeNull();
    expect(
      dayClosedReason([
        { closed: true, closedReason: reason },
        { closed: false, closedReason: null },
      ]),
    ).toBeNull();
    expect(
      dayClosedReason([
        { closed: true, closedReason: null },
        { closed: true, closedReason: reason },
      ]),
    ).toEqual(reason);
  });
});
