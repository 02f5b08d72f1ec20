import { describe, expect, it } from 'vitest';
import { nullsLast } from './sort';

describe('nullsLast', () => {
  it('sorts ascending with nulls at the end, like ORDER BY … ASC', () => {
    expect([3, null, 1, 2].sort(nullsLast)).toEqual([1, 2, 3, null]);
    expect(['b', null, 'a'].sort(nullsLast)).toEqual(['a', 'b', null]);
  });

  it('keeps equal values equal', () => {
    expect(nullsLast(null, null)).toBe(0);
    expect(nullsLast('a', 'a')).toBe(0);
  });
});
