import { describe, expect, it } from 'vitest';
import { afterFailure, errorText, MAX_ATTEMPTS, retryDelayMs } from './delivery.rules';

describe('outbox retry policy', () => {
  it('doubles the wait after each failed attempt, from one minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 64,
    ]);
    expect(retryDelayMs(40)).toBe(6 * 60 * 60_000);
  });

  it('retries until the last attempt, then fails; a permanent failure fails at once', () => {
    const at = new Date('2030-01-01T00:00:00Z');
    expect(afterFailure(1, at)).toEqual({
      status: 'pending',
      runAfter: new Date('2030-01-01T00:01:00Z'),
    });
    expect(afterFailure(MAX_ATTEMPTS - 1, at).status).toBe('pending');
    expect(afterFailure(MAX_ATTEMPTS, at)).toEqual({ status: 'failed', runAfter: at });
    expect(afterFailure(1, at, true).status).toBe('failed');
  });

  it('keeps error text short', () => {
    expect(errorText(new TypeError('boom'))).toBe('TypeError: boom');
    expect(errorText('x'.repeat(5000))).toHaveLength(1000);
    expect(errorText(undefined)).toBe('Unknown error');
  });
});
