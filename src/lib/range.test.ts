import { describe, expect, it } from 'vitest';
import { range } from './range';

describe('range', () => {
  it('includes both ends', () => expect(range(1, 4)).toEqual([1, 2, 3, 4]));
  it('is empty when the end comes before the start', () => expect(range(3, 2)).toEqual([]));
  it('starts at zero for counts that may be none', () => expect(range(0, 2)).toEqual([0, 1, 2]));
});
