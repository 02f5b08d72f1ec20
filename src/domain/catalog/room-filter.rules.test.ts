import { describe, expect, it } from 'vitest';
import { filterKeyOf, roomFilterOf, type FilterCategory } from './room-filter.rules';

const name = (es: string) => ({ es, en: es, pt: es });
const category = (dimension: string, key: string, codes: string[]): FilterCategory => ({
  key,
  dimension,
  name: name(key),
  roomTypeCodes: codes,
});
const categories = [
  category('view', 'garden', ['A', 'B']),
  category('view', 'ocean', ['C']),
  category('building', 'north', ['A', 'C']),
  category('building', 'south', ['B']),
  category('building', 'empty', []),
];

describe('roomFilterOf (SPEC §3 hotel filters: showFilter, filterBy)', () => {
  it("filters by the hotel's dimension, leaving out categories without rooms", () => {
    const filter = roomFilterOf({ showFilter: true, filterBy: 'building', categories });
    expect(filter?.dimension).toBe('building');
    expect(filter?.categories.map((c) => c.key)).toEqual(['north', 'south']);
    expect(filterKeyOf(filter, 'C')).toBe('north');
    expect(filterKeyOf(filter, 'B')).toBe('south');
  });
  it('by view by default', () => {
    const filter = roomFilterOf({ showFilter: true, filterBy: 'view', categories });
    expect(filter?.categories.map((c) => c.key)).toEqual(['garden', 'ocean']);
    expect(filterKeyOf(filter, 'A')).toBe('garden');
  });
  it('none when the hotel hides it', () => {
    expect(roomFilterOf({ showFilter: false, filterBy: 'view', categories })).toBeNull();
    expect(filterKeyOf(null, 'A')).toBeUndefined();
  });
  it('none when fewer than two categories could narrow the list', () => {
    const one = [category('view', 'ocean', ['A', 'B'])];
    expect(roomFilterOf({ showFilter: true, filterBy: 'view', categories: one })).toBeNull();
    expect(roomFilterOf({ showFilter: true, filterBy: 'building', categories: one })).toBeNull();
  });
});
