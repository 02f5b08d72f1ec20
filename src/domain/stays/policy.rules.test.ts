import { describe, expect, it } from 'vitest';
import {
  freeCancellationDeadline,
  freeCancellationEnds,
  planNightly,
  quoteCancellation,
  type CancellableBooking,
  type RatePolicy,
} from './policy.rules';

const flexible: RatePolicy = {
  kind: 'flexible',
  discountPercent: 0,
  freeCancelDays: 3,
  penaltyNights: 1,
};
const nonRefundable: RatePolicy = {
  kind: 'non_refundable',
  discountPercent: 10,
  freeCancelDays: 0,
  penaltyNights: 0,
};

// Arrival 20 March 2030: free until 23:59 on the 17th at the resort (UTC-5), i.e. until
// 2030-03-18T04:59Z; from 2030-03-18T05:00Z the first night is charged.
const CHECK_IN = '2030-03-20';
const booking = (
  policies: RatePolicy[],
  extra: Partial<CancellableBooking> = {},
): CancellableBooking => ({
  status: 'confirmed',
  checkIn: CHECK_IN,
  totalMinor: 90_000,
  rooms: policies.map((policy) => ({ nightlyUsdCents: [30_000, 30_000, 30_000], policy })),
  ...extra,
});

describe('freeCancellationEnds', () => {
  it('is midnight at the resort ending the day N days before arrival', () => {
    expect(freeCancellationEnds(CHECK_IN, flexible)?.toISOString()).toBe(
      '2030-03-18T05:00:00.000Z',
    );
    expect(freeCancellationDeadline(CHECK_IN, flexible)?.toISOString()).toBe(
      '2030-03-18T04:59:00.000Z',
    );
  });
  it('is the arrival day itself for 0 days, and never for a non-refundable rate', () => {
    expect(freeCancellationEnds(CHECK_IN, { ...flexible, freeCancelDays: 0 })?.toISOString()).toBe(
      '2030-03-21T05:00:00.000Z',
    );
    expect(freeCancellationEnds(CHECK_IN, nonRefundable)).toBeNull();
  });
  it('crosses months and years', () => {
    expect(
      freeCancellationEnds('2031-01-02', { ...flexible, freeCancelDays: 7 })?.toISOString(),
    ).toBe('2030-12-27T05:00:00.000Z');
  });
});

describe('quoteCancellation', () => {
  it('refunds everything up to the last minute of the free period', () => {
    const q = quoteCancellation(booking([flexible]), new Date('2030-03-18T04:59:59.999Z'));
    expect(q).toEqual({ ok: true, refundMinor: 90_000, keptMinor: 0, free: true });
  });
  it('keeps the first night from the first instant after the deadline', () => {
    const exactly = quoteCancellation(booking([flexible]), new Date('2030-03-18T05:00:00Z'));
    expect(exactly).toEqual({ ok: true, refundMinor: 60_000, keptMinor: 30_000, free: false });
    const minuteAfter = quoteCancellation(booking([flexible]), new Date('2030-03-18T05:01:00Z'));
    expect(minuteAfter).toEqual(exactly);
  });
  it("judges by the resort's clock, not UTC's date", () => {
    // 02:00 UTC on the 18th is still 21:00 on the 17th at the resort: free.
    expect(quoteCancellation(booking([flexible]), new Date('2030-03-18T02:00:00Z'))).toMatchObject({
      free: true,
    });
    // 23:30 UTC on the 17th is 18:30 on the 17th at the resort: still free; the same wall
    // clock in UTC+0 would not matter.
    expect(quoteCancellation(booking([flexible]), new Date('2030-03-17T23:30:00Z'))).toMatchObject({
      free: true,
    });
  });
  it('refuses a booking whose rooms are all non-refundable, and one not confirmed', () => {
    const early = new Date('2030-01-01T00:00:00Z');
    expect(quoteCancellation(booking([nonRefundable]), early)).toEqual({
      ok: false,
      reason: 'NON_REFUNDABLE',
    });
    for (const status of ['held', 'expired', 'cancelled'] as const)
      expect(quoteCancellation(booking([flexible], { status }), early)).toEqual({
        ok: false,
        reason: 'NOT_CONFIRMED',
      });
  });
  it('refuses once arrival day has begun at the resort', () => {
    expect(quoteCancellation(booking([flexible]), new Date('2030-03-20T04:59:00Z'))).toMatchObject({
      ok: true,
    });
    expect(quoteCancellation(booking([flexible]), new Date('2030-03-20T05:00:00Z'))).toEqual({
      ok: false,
      reason: 'STAY_STARTED',
    });
  });
  it('refunds the flexible rooms of a mixed booking and keeps the non-refundable ones', () => {
    const q = quoteCancellation(
      booking([flexible, nonRefundable], { totalMinor: 171_000 }),
      new Date('2030-01-01T00:00:00Z'),
    );
    // The charge splits 50/50 over two rooms of equal nightly prices.
    expect(q).toEqual({ ok: true, refundMinor: 85_500, keptMinor: 85_500, free: false });
  });
  it('never refunds what was refunded already, nor below zero', () => {
    const at = new Date('2030-01-01T00:00:00Z');
    expect(quoteCancellation(booking([flexible], { refundedMinor: 10_000 }), at)).toMatchObject({
      refundMinor: 80_000,
    });
    expect(quoteCancellation(booking([flexible], { refundedMinor: 95_000 }), at)).toMatchObject({
      refundMinor: 0,
    });
  });
  it('splits a charge in a currency without decimals so the parts add up', () => {
    const q = quoteCancellation(
      {
        ...booking([flexible]),
        totalMinor: 1_000_001,
        rooms: [{ nightlyUsdCents: [10_000, 20_000, 30_001], policy: flexible }],
      },
      new Date('2030-03-19T00:00:00Z'),
    );
    expect(q.ok && q.refundMinor + q.keptMinor).toBe(1_000_001);
    expect(q).toMatchObject({ keptMinor: 166_664 });
  });
});

describe('quoteCancellation with the penalty waived (staff, issue 16)', () => {
  const late = new Date('2030-03-19T12:00:00Z');
  it('keeps nothing past the deadline, where the policy would keep the first night', () => {
    expect(quoteCancellation(booking([flexible]), late)).toMatchObject({ keptMinor: 30_000 });
    expect(quoteCancellation(booking([flexible]), late, { waivePenalty: true })).toEqual({
      ok: true,
      refundMinor: 90_000,
      keptMinor: 0,
      free: true,
    });
  });
  it('gives back a non-refundable rate, less what was refunded already', () => {
    expect(quoteCancellation(booking([nonRefundable]), late)).toEqual({
      ok: false,
      reason: 'NON_REFUNDABLE',
    });
    expect(
      quoteCancellation(booking([nonRefundable], { refundedMinor: 20_000 }), late, {
        waivePenalty: true,
      }),
    ).toEqual({ ok: true, refundMinor: 70_000, keptMinor: 0, free: true });
  });
  it('still refuses a stay that has begun and a booking that is not confirmed', () => {
    const arrival = new Date('2030-03-20T05:00:00Z');
    expect(quoteCancellation(booking([flexible]), arrival, { waivePenalty: true })).toEqual({
      ok: false,
      reason: 'STAY_STARTED',
    });
    expect(
      quoteCancellation(booking([flexible], { status: 'cancelled' }), late, { waivePenalty: true }),
    ).toEqual({ ok: false, reason: 'NOT_CONFIRMED' });
  });
});

describe('planNightly', () => {
  it('takes the plan discount off every night, rounded to the cent', () => {
    expect(planNightly([30_000, 12_345], nonRefundable)).toEqual([27_000, 11_110]);
    expect(planNightly([30_000], flexible)).toEqual([30_000]);
  });
});
