import { describe, expect, it } from 'vitest';
import type { RatePolicy } from '@/domain/stays/index.rules';
import {
  dateChangeEnds,
  dateChangeMoney,
  dateChangeRefusal,
  droppedRoomsKeptMinor,
  inBookingCurrency,
  newNightRanges,
  paidInFull,
  roomsKept,
  sameDates,
  type ChangeableBooking,
} from './date-change.rules';

const flexible = (freeCancelDays = 3): RatePolicy => ({
  kind: 'flexible',
  discountPercent: 0,
  freeCancelDays,
  penaltyNights: 1,
});
const nonRefundable: RatePolicy = {
  kind: 'non_refundable',
  discountPercent: 10,
  freeCancelDays: 0,
  penaltyNights: 0,
};

// Arrival 20 March 2030: a 3-day flexible rate changes free until 23:59 on the 17th at the
// resort (UTC-5), i.e. until 2030-03-18T04:59Z; from 05:00Z it no longer changes.
const booking = (
  policies: RatePolicy[],
  extra: Partial<ChangeableBooking> = {},
): ChangeableBooking => ({
  status: 'confirmed',
  checkIn: '2030-03-20',
  checkOut: '2030-03-23',
  rooms: policies.map((policy) => ({ policy })),
  ...extra,
});

describe('dateChangeRefusal', () => {
  it('lets a flexible booking change until its free-cancellation deadline, not a minute after', () => {
    const b = booking([flexible()]);
    expect(dateChangeRefusal(b, new Date('2030-03-18T04:59:59Z'))).toBeNull();
    expect(dateChangeRefusal(b, new Date('2030-03-18T05:00:00Z'))).toBe('DEADLINE_PASSED');
  });

  it('takes the earliest deadline of the rooms', () => {
    const b = booking([flexible(3), flexible(7)]);
    // 7 days before: until 23:59 on the 13th at the resort, 2030-03-14T04:59Z.
    expect(dateChangeEnds(b)?.toISOString()).toBe('2030-03-14T05:00:00.000Z');
    expect(dateChangeRefusal(b, new Date('2030-03-14T04:59:00Z'))).toBeNull();
    expect(dateChangeRefusal(b, new Date('2030-03-14T05:00:00Z'))).toBe('DEADLINE_PASSED');
  });

  it('refuses a non-refundable rate, even with a flexible room beside it', () => {
    const early = new Date('2030-01-01T00:00:00Z');
    expect(dateChangeRefusal(booking([nonRefundable]), early)).toBe('NON_REFUNDABLE');
    expect(dateChangeRefusal(booking([flexible(), nonRefundable]), early)).toBe('NON_REFUNDABLE');
    expect(dateChangeEnds(booking([flexible(), nonRefundable]))).toBeNull();
  });

  it('refuses what is not confirmed, and a stay whose arrival day has begun at the resort', () => {
    const early = new Date('2030-01-01T00:00:00Z');
    for (const status of ['held', 'expired', 'cancelled'] as const)
      expect(dateChangeRefusal(booking([flexible()], { status }), early)).toBe('NOT_CONFIRMED');
    // A zero-day rate's deadline is the end of arrival day: arrival day's start ends it first.
    const b = booking([flexible(0)]);
    expect(dateChangeRefusal(b, new Date('2030-03-20T04:59:00Z'))).toBeNull();
    expect(dateChangeRefusal(b, new Date('2030-03-20T05:00:00Z'))).toBe('STAY_STARTED');
  });
});

describe('a deposit booking', () => {
  it('changes only once its price is paid in full (a change refund counts as paid back)', () => {
    const early = new Date('2030-01-01T00:00:00Z');
    const b = booking([flexible()]);
    const deposit = { capturedMinor: 30_000, changeRefundedMinor: 0, totalMinor: 100_000 };
    expect(dateChangeRefusal(b, early, deposit)).toBe('BALANCE_PENDING');
    expect(dateChangeRefusal(b, early, { ...deposit, capturedMinor: 100_000 })).toBeNull();
    // Paid 1,000, a change gave back 200, the price is 800 now: paid in full.
    const changed = { capturedMinor: 1_000, changeRefundedMinor: 200, totalMinor: 800 };
    expect(paidInFull(changed)).toBe(true);
    expect(paidInFull({ ...changed, totalMinor: 801 })).toBe(false);
  });
});

describe('sameDates', () => {
  it('is the same stay only with both dates equal', () => {
    const b = { checkIn: '2030-03-20', checkOut: '2030-03-23' };
    expect(sameDates(b, { checkIn: '2030-03-20', checkOut: '2030-03-23' })).toBe(true);
    expect(sameDates(b, { checkIn: '2030-03-20', checkOut: '2030-03-24' })).toBe(false);
    expect(sameDates(b, { checkIn: '2030-03-22', checkOut: '2030-03-23' })).toBe(false);
  });
});

describe('inBookingCurrency', () => {
  it("converts at the booking's own rate, rounding half away from zero", () => {
    // 600.00 USD charged as 10,500.00 MXN: 17.5 per dollar.
    const mxn = { totalUsdCents: 60_000, totalMinor: 1_050_000 };
    expect(inBookingCurrency(60_000, mxn)).toBe(1_050_000);
    expect(inBookingCurrency(80_000, mxn)).toBe(1_400_000);
    expect(inBookingCurrency(1, mxn)).toBe(18); // 17.5 rounds up
    // Yen: no minor digits; 600.00 USD charged as 90,000 JPY.
    expect(inBookingCurrency(45_001, { totalUsdCents: 60_000, totalMinor: 90_000 })).toBe(67_502);
  });

  it('keeps an unchanged price at the unchanged charge', () => {
    const odd = { totalUsdCents: 33_333, totalMinor: 583_328 };
    expect(inBookingCurrency(33_333, odd)).toBe(583_328);
  });

  it('refuses a fractional or negative price', () => {
    const usd = { totalUsdCents: 100, totalMinor: 100 };
    expect(() => inBookingCurrency(1.5, usd)).toThrow();
    expect(() => inBookingCurrency(-1, usd)).toThrow();
  });
});

describe('dateChangeMoney', () => {
  const current = { totalUsdCents: 60_000, totalMinor: 60_000 };
  it('asks for the difference of a dearer stay and gives nothing back', () => {
    expect(
      dateChangeMoney({
        currentTotalMinor: 60_000,
        newTotalUsdCents: 75_000,
        booking: current,
        balanceMinor: 60_000,
      }),
    ).toEqual({ newTotalMinor: 75_000, differenceMinor: 15_000, refundMinor: 0, payMinor: 15_000 });
  });

  it('gives back the difference of a cheaper stay, never more than the balance', () => {
    const cheaper = { currentTotalMinor: 60_000, newTotalUsdCents: 40_000, booking: current };
    expect(dateChangeMoney({ ...cheaper, balanceMinor: 60_000 })).toEqual({
      newTotalMinor: 40_000,
      differenceMinor: -20_000,
      refundMinor: 20_000,
      payMinor: 0,
    });
    expect(dateChangeMoney({ ...cheaper, balanceMinor: 5_000 }).refundMinor).toBe(5_000);
    expect(dateChangeMoney({ ...cheaper, balanceMinor: -10 }).refundMinor).toBe(0);
  });

  it('moves no money for the same price', () => {
    expect(
      dateChangeMoney({
        currentTotalMinor: 60_000,
        newTotalUsdCents: 60_000,
        booking: current,
        balanceMinor: 60_000,
      }),
    ).toEqual({ newTotalMinor: 60_000, differenceMinor: 0, refundMinor: 0, payMinor: 0 });
  });
});

describe('newNightRanges', () => {
  const old = { checkIn: '2030-03-20', checkOut: '2030-03-23' };
  it('holds only the nights the booking does not have: after, before, around, or none', () => {
    // Two nights later: the shared night 22 is the booking's own; 23 and 24 are new.
    expect(newNightRanges(old, { checkIn: '2030-03-22', checkOut: '2030-03-25' })).toEqual([
      { from: '2030-03-23', to: '2030-03-25', nights: 2 },
    ]);
    // One night earlier, same departure: only the 19th.
    expect(newNightRanges(old, { checkIn: '2030-03-19', checkOut: '2030-03-23' })).toEqual([
      { from: '2030-03-19', to: '2030-03-20', nights: 1 },
    ]);
    // Longer on both sides: two ranges, the old nights between them untouched.
    expect(newNightRanges(old, { checkIn: '2030-03-18', checkOut: '2030-03-25' })).toEqual([
      { from: '2030-03-18', to: '2030-03-20', nights: 2 },
      { from: '2030-03-23', to: '2030-03-25', nights: 2 },
    ]);
    // Shorter, inside the old stay: nothing to hold.
    expect(newNightRanges(old, { checkIn: '2030-03-21', checkOut: '2030-03-22' })).toEqual([]);
  });

  it('a stay that shares nothing holds all of it, across a month and a year end', () => {
    expect(
      newNightRanges(
        { checkIn: '2030-12-01', checkOut: '2030-12-03' },
        { checkIn: '2030-12-30', checkOut: '2031-01-02' },
      ),
    ).toEqual([{ from: '2030-12-30', to: '2031-01-02', nights: 3 }]);
    expect(
      newNightRanges(
        { checkIn: '2030-03-01', checkOut: '2030-03-03' },
        { checkIn: '2030-02-27', checkOut: '2030-03-01' },
      ),
    ).toEqual([{ from: '2030-02-27', to: '2030-03-01', nights: 2 }]);
  });

  it('empty or reversed new dates hold nothing', () => {
    expect(newNightRanges(old, { checkIn: '2030-03-25', checkOut: '2030-03-25' })).toEqual([]);
    expect(newNightRanges(old, { checkIn: '2030-03-26', checkOut: '2030-03-25' })).toEqual([]);
  });
});

describe('fewer rooms (issue 15): which rooms a change keeps', () => {
  const rooms = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('keeps every room when none is named', () => {
    expect(roomsKept(rooms)).toEqual({ kept: rooms, dropped: [] });
  });
  it('keeps the named rooms in the booking order and drops the rest', () => {
    expect(roomsKept(rooms, ['c', 'a'])).toEqual({
      kept: [rooms[0], rooms[2]],
      dropped: [rooms[1]],
    });
  });
  it('refuses keeping none, a room of another booking and a repeated room', () => {
    expect(roomsKept(rooms, [])).toBeNull();
    expect(roomsKept(rooms, ['a', 'z'])).toBeNull();
    expect(roomsKept(rooms, ['a', 'a'])).toBeNull();
  });
});

describe("fewer rooms: what a dropped room keeps, by the cancellation's own rule", () => {
  // Two rooms, 3 nights: room a 100 a night, room b 200 a night (USD cents); charged 9,000.
  const stay = {
    checkIn: '2030-03-20',
    totalMinor: 9_000,
    rooms: [
      { id: 'a', nightlyUsdCents: [100, 100, 100], policy: flexible() },
      { id: 'b', nightlyUsdCents: [200, 200, 200], policy: flexible() },
    ],
  };
  it('keeps nothing within the free period (a date change is only allowed then)', () => {
    expect(droppedRoomsKeptMinor(stay, ['b'], new Date('2030-03-18T04:59:00Z'))).toBe(0);
  });
  it("past the deadline keeps the room's first night of its share (quoteCancellation)", () => {
    // Room b's share is 6,000 over three nights: its penalty night is 2,000.
    expect(droppedRoomsKeptMinor(stay, ['b'], new Date('2030-03-18T05:00:00Z'))).toBe(2_000);
  });
  it('a non-refundable dropped room keeps its whole share; dropping nothing keeps nothing', () => {
    const fixed = {
      ...stay,
      rooms: [stay.rooms[0]!, { ...stay.rooms[1]!, policy: nonRefundable }],
    };
    expect(droppedRoomsKeptMinor(fixed, ['b'], new Date('2030-03-01T00:00:00Z'))).toBe(6_000);
    expect(droppedRoomsKeptMinor(stay, [], new Date('2030-03-19T00:00:00Z'))).toBe(0);
  });
  it('adds what dropped rooms keep to the new total', () => {
    const money = dateChangeMoney({
      currentTotalMinor: 9_000,
      newTotalUsdCents: 300,
      booking: { totalUsdCents: 900, totalMinor: 9_000 },
      balanceMinor: 9_000,
      droppedKeptMinor: 2_000,
    });
    expect(money).toEqual({
      newTotalMinor: 5_000,
      differenceMinor: -4_000,
      refundMinor: 4_000,
      payMinor: 0,
    });
  });
});
