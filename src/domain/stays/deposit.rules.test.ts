import { describe, expect, it } from 'vitest';
import { addDays, resortMidnight } from '@/lib/dates';
import { depositSchedule, depositTermsOf, pendingMinor } from './deposit.rules';
import type { RatePolicy } from './policy.rules';

const flexible: RatePolicy = {
  kind: 'flexible',
  discountPercent: 0,
  freeCancelDays: 7,
  penaltyNights: 1,
};
const percent30: RatePolicy = {
  ...flexible,
  deposit: { kind: 'percent', percent: 30, balanceDays: 14 },
};
const firstNight: RatePolicy = {
  ...flexible,
  deposit: { kind: 'first_night', balanceDays: 21 },
};
const NOW = new Date('2027-03-01T15:00:00Z');
const CHECK_IN = '2027-04-10';

describe('depositTermsOf (a rate plan row)', () => {
  it('reads a percentage, a first night, or nothing', () => {
    expect(depositTermsOf({ depositKind: 'percent', depositPercent: 30, balanceDays: 14 })).toEqual(
      { kind: 'percent', percent: 30, balanceDays: 14 },
    );
    expect(
      depositTermsOf({ depositKind: 'first_night', depositPercent: 0, balanceDays: 21 }),
    ).toEqual({ kind: 'first_night', balanceDays: 21 });
    expect(depositTermsOf({ depositKind: null, depositPercent: 30, balanceDays: 14 })).toBeNull();
    // 0 % and 100 % are not deposits: everything now.
    expect(
      depositTermsOf({ depositKind: 'percent', depositPercent: 0, balanceDays: 14 }),
    ).toBeNull();
    expect(
      depositTermsOf({ depositKind: 'percent', depositPercent: 100, balanceDays: 1 }),
    ).toBeNull();
  });
});

describe('depositSchedule', () => {
  it('30 % now, the rest at midnight in Cancún 14 days before arrival', () => {
    const schedule = depositSchedule(
      {
        checkIn: CHECK_IN,
        totalMinor: 100_000,
        rooms: [{ nightlyUsdCents: [50_000, 50_000], policy: percent30 }],
      },
      NOW,
    )!;
    expect(schedule).toEqual({
      todayMinor: 30_000,
      balanceMinor: 70_000,
      dueOn: '2027-03-27',
      dueAt: resortMidnight('2027-03-27'),
    });
    // 05:00 UTC is midnight in Cancún (UTC-5).
    expect(schedule.dueAt.toISOString()).toBe('2027-03-27T05:00:00.000Z');
  });

  it('the first night now, the other nights later', () => {
    const schedule = depositSchedule(
      {
        checkIn: CHECK_IN,
        totalMinor: 90_000,
        rooms: [{ nightlyUsdCents: [40_000, 25_000, 25_000], policy: firstNight }],
      },
      NOW,
    )!;
    expect(schedule).toMatchObject({
      todayMinor: 40_000,
      balanceMinor: 50_000,
      dueOn: '2027-03-20',
    });
  });

  it('a room without a deposit is paid whole now; the earliest balance day of the rooms rules', () => {
    const schedule = depositSchedule(
      {
        checkIn: CHECK_IN,
        totalMinor: 300_000,
        rooms: [
          { nightlyUsdCents: [50_000, 50_000], policy: percent30 },
          { nightlyUsdCents: [50_000, 50_000], policy: flexible },
          { nightlyUsdCents: [60_000, 40_000], policy: firstNight },
        ],
      },
      NOW,
    )!;
    // 30 000 + 100 000 + 60 000 of 300 000.
    expect(schedule).toMatchObject({
      todayMinor: 190_000,
      balanceMinor: 110_000,
      dueOn: '2027-03-20',
    });
  });

  it('nothing to schedule: no deposit, or the balance day has begun at the resort', () => {
    const booking = {
      checkIn: CHECK_IN,
      totalMinor: 100_000,
      rooms: [{ nightlyUsdCents: [50_000, 50_000], policy: percent30 }],
    };
    expect(
      depositSchedule({ ...booking, rooms: [{ nightlyUsdCents: [1, 1], policy: flexible }] }, NOW),
    ).toBeNull();
    const due = resortMidnight(addDays(CHECK_IN, -14));
    expect(depositSchedule(booking, new Date(due.getTime() - 1))).not.toBeNull();
    expect(depositSchedule(booking, due)).toBeNull();
  });

  it.each([
    ['JPY', 123_457],
    ['KRW', 1_234_567],
    ['CLP', 987_653],
    ['USD', 1],
    ['MXN', 7],
  ])('adds up to the total to the unit in %s', (_iso, totalMinor) => {
    for (const nights of [[33_333], [33_333, 44_444, 55_555], [1, 2, 3, 4, 5, 6, 7]]) {
      for (const policy of [percent30, firstNight]) {
        const schedule = depositSchedule(
          { checkIn: CHECK_IN, totalMinor, rooms: [{ nightlyUsdCents: nights, policy }] },
          NOW,
        );
        if (schedule === null) {
          // Too small to split (a few units), or a one-night stay's first night: all now.
          expect(totalMinor < 10 || (nights.length === 1 && policy === firstNight)).toBe(true);
          continue;
        }
        expect(schedule.todayMinor + schedule.balanceMinor).toBe(totalMinor);
        expect(Number.isInteger(schedule.todayMinor)).toBe(true);
        expect(schedule.todayMinor).toBeGreaterThan(0);
        expect(schedule.balanceMinor).toBeGreaterThan(0);
      }
    }
  });
});

describe('pendingMinor (SPEC §3 pending amount)', () => {
  it('held owes everything; expired and cancelled nothing', () => {
    expect(pendingMinor({ status: 'held', totalMinor: 412_500 })).toBe(412_500);
    expect(pendingMinor({ status: 'expired', totalMinor: 412_500, capturedMinor: 0 })).toBe(0);
    expect(pendingMinor({ status: 'cancelled', totalMinor: 412_500, capturedMinor: 100 })).toBe(0);
  });
  it('confirmed: total − captured + refunded, never below zero', () => {
    expect(pendingMinor({ status: 'confirmed', totalMinor: 412_500 })).toBe(0);
    expect(pendingMinor({ status: 'confirmed', totalMinor: 100_000, capturedMinor: 30_000 })).toBe(
      70_000,
    );
    expect(
      pendingMinor({
        status: 'confirmed',
        totalMinor: 100_000,
        capturedMinor: 100_000,
        refundedMinor: 5_000,
      }),
    ).toBe(5_000);
    expect(pendingMinor({ status: 'confirmed', totalMinor: 100, capturedMinor: 150 })).toBe(0);
  });
});
