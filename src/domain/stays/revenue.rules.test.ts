import { describe, expect, it } from 'vitest';
import {
  bulkEditNights,
  editedInventory,
  editedRate,
  isoWeekday,
  meetsMinStay,
  RevenueError,
} from './revenue.rules';

const edit = { roomTypeIds: [1], from: '2030-03-01', to: '2030-03-10', weekdays: [6, 7], total: 5 };
const cell = {
  roomTypeId: 1,
  date: '2030-03-02',
  total: 10,
  held: 2,
  sold: 3,
  closed: false,
  minStay: 1,
};
const rate = {
  roomTypeId: 1,
  date: '2030-03-02',
  baseUsdCents: 10_001,
  extraAdultUsdCents: 3_000,
  childUsdCents: 1_500,
};

describe('revenue bulk edit rules', () => {
  it('touches the range inclusive, on the chosen weekdays only', () => {
    expect(isoWeekday('2030-03-02')).toBe(6);
    expect(isoWeekday('2030-03-03')).toBe(7);
    expect(bulkEditNights(edit)).toEqual(['2030-03-02', '2030-03-03', '2030-03-09', '2030-03-10']);
    expect(bulkEditNights({ ...edit, from: '2030-03-04', to: '2030-03-04' })).toEqual([]);
  });

  it('never sets fewer rooms than held + sold', () => {
    expect(editedInventory(cell, { ...edit, total: 5 }).total).toBe(5);
    expect(() => editedInventory(cell, { ...edit, total: 4 })).toThrow(RevenueError);
    expect(editedInventory(cell, { ...edit, total: undefined, closed: true })).toMatchObject({
      total: 10,
      closed: true,
    });
  });

  it('moves rates by a percentage to the cent, or sets the two-adult rate', () => {
    expect(editedRate(rate, { mode: 'percent', percent: 10 })).toMatchObject({
      baseUsdCents: 11_001,
      extraAdultUsdCents: 3_300,
      childUsdCents: 1_650,
    });
    expect(editedRate(rate, { mode: 'absolute', usdCents: 20_000 })).toMatchObject({
      baseUsdCents: 20_000,
      childUsdCents: 1_500,
    });
    expect(() =>
      editedRate({ ...rate, baseUsdCents: 150 }, { mode: 'percent', percent: -90 }),
    ).toThrow(RevenueError);
  });

  it('judges the minimum stay on the number of nights', () => {
    expect(meetsMinStay(3, 2)).toBe(false);
    expect(meetsMinStay(3, 3)).toBe(true);
  });
});
