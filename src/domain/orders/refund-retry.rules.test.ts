import { describe, expect, it } from 'vitest';
import { afterLostTry, REFUND_MAX_ATTEMPTS, refundRetryDelayMs } from './refund-retry.rules';

describe('refund retries', () => {
  it('wait 1, 2, 4, 8 minutes after each lost try, at most an hour', () => {
    expect([1, 2, 3, 4].map(refundRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(refundRetryDelayMs(20)).toBe(3_600_000);
  });

  it('give up at the last allowed try, not before', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(afterLostTry(REFUND_MAX_ATTEMPTS - 1, now)).toEqual({
      give: 'later',
      retryAfter: new Date(now.getTime() + refundRetryDelayMs(REFUND_MAX_ATTEMPTS - 1)),
    });
    expect(afterLostTry(REFUND_MAX_ATTEMPTS, now)).toEqual({ give: 'up' });
  });
});
