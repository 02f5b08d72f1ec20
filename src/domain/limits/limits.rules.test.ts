import { describe, expect, it } from 'vitest';
import { secondsUntilAllowed, slidingCount, windowStart } from './limits.rules';

const W = 60_000;

describe('windowStart', () => {
  it('floors to the window', () => {
    expect(windowStart(new Date('2026-11-22T10:00:59.999Z'), 60).toISOString()).toBe(
      '2026-11-22T10:00:00.000Z',
    );
    expect(windowStart(new Date('2026-11-22T10:01:00.000Z'), 60).toISOString()).toBe(
      '2026-11-22T10:01:00.000Z',
    );
  });
});

describe('slidingCount', () => {
  it('is the current count alone when the previous window saw nothing', () => {
    expect(slidingCount({ current: 4, previous: 0, elapsedMs: 1, windowMs: W })).toBe(4);
  });
  it('weighs the previous window by the part of it still inside the last minute', () => {
    expect(slidingCount({ current: 2, previous: 10, elapsedMs: 0, windowMs: W })).toBe(12);
    expect(slidingCount({ current: 2, previous: 10, elapsedMs: 15_000, windowMs: W })).toBe(9.5);
    expect(slidingCount({ current: 2, previous: 10, elapsedMs: W, windowMs: W })).toBe(2);
  });
});

describe('secondsUntilAllowed', () => {
  it('is 0 when one more hit fits', () => {
    expect(secondsUntilAllowed({ current: 2, previous: 0, elapsedMs: 5_000, windowMs: W }, 3)).toBe(
      0,
    );
  });
  it('waits for the previous window to fade when this one still has room', () => {
    // 6 earlier + 2 now at 0 s, limit 5: one more fits once 6·(60-t)/60 + 3 ≤ 5, t = 40 s.
    expect(secondsUntilAllowed({ current: 2, previous: 6, elapsedMs: 0, windowMs: W }, 5)).toBe(40);
    // The wait it gives is exactly enough: a hit then is allowed, a second earlier is not.
    const at = (ms: number) =>
      slidingCount({ current: 3, previous: 6, elapsedMs: ms, windowMs: W });
    expect(at(40_000)).toBeLessThanOrEqual(5);
    expect(at(39_000)).toBeGreaterThan(5);
  });
  it('waits into the next window when this one is over the limit', () => {
    // 5 hits at 10 s, limit 3: the rest of this window (50 s), then until 5·(60-t)/60 + 1 ≤ 3.
    expect(
      secondsUntilAllowed({ current: 5, previous: 0, elapsedMs: 10_000, windowMs: W }, 3),
    ).toBe(86);
    expect(slidingCount({ current: 1, previous: 5, elapsedMs: 36_000, windowMs: W })).toBe(3);
  });
  it('never answers a negative wait', () => {
    expect(
      secondsUntilAllowed({ current: 0, previous: 100, elapsedMs: 59_999, windowMs: W }, 1),
    ).toBeGreaterThanOrEqual(0);
  });
});
