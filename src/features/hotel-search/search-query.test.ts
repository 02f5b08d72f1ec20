import { describe, expect, it } from 'vitest';
import { parseSearchQuery, searchQueryString } from './search-query';

describe('search query', () => {
  it('defaults to one room with two adults (SPEC §9)', () => {
    expect(parseSearchQuery({}).rooms).toEqual([{ adults: 2, childrenAges: [] }]);
  });
  it('reads rooms, adults and each child age, and writes the same address back', () => {
    const params = {
      hotel: 'HXM',
      checkIn: '2027-10-01',
      checkOut: '2027-10-08',
      rooms: '2',
      a1: '2',
      c1: '2',
      k1: ['5', '9'],
      a2: '1',
      c2: '0',
      promo: 'riviera10',
    };
    const query = parseSearchQuery(params);
    expect(query.rooms).toEqual([
      { adults: 2, childrenAges: [5, 9] },
      { adults: 1, childrenAges: [] },
    ]);
    expect(query.missingAges).toEqual([0, 0]);
    const again = parseSearchQuery(
      Object.fromEntries(new URLSearchParams(searchQueryString(query))),
    );
    expect(again.rooms[1]).toEqual(query.rooms[1]);
    expect(searchQueryString(query)).toContain('k1=5&k1=9');
  });
  it('notices children whose age was not chosen', () => {
    const query = parseSearchQuery({ rooms: '1', a1: '2', c1: '2', k1: ['7', ''] });
    expect(query.missingAges).toEqual([1]);
  });
  it('falls back to one room beyond 5, and leaves a fourth child for the domain to refuse', () => {
    expect(parseSearchQuery({ rooms: '9' }).rooms).toHaveLength(1);
    expect(parseSearchQuery({ rooms: '5' }).rooms).toHaveLength(5);
    // c1=4 is out of the form's range: the ages given count, so the search says "at most 3".
    expect(parseSearchQuery({ c1: '4', k1: ['1', '2', '3', '4'] }).rooms[0]!.childrenAges).toEqual([
      1, 2, 3, 4,
    ]);
  });
});
