import { describe, expect, it } from 'vitest';
import {
  atOrderRate,
  movedVisitUsdCents,
  parkDateChangeMoney,
  parkDateChangeRefusal,
  visitUsdCents,
  type MovableVisit,
  type TargetDay,
  type VisitPricing,
} from './park-date-change.rules';

// A visit on 20 March 2030 at 09:00 in Cancún (14:00 UTC); changes free until 48 h before:
// 18 March 2030 at 09:00 in Cancún, 14:00 UTC.
const visit = (extra: Partial<MovableVisit> = {}): MovableVisit => ({
  visitDate: '2030-03-20',
  slot: { id: 1, startTime: '09:00' },
  adults: 2,
  children: 1,
  infants: 1,
  policy: { changeFreeHours: 48, refundDays: 7 },
  ticketStatuses: ['issued', 'issued', 'issued', 'issued'],
  transportIncluded: false,
  ...extra,
});
const slot = { id: 1, startTime: '09:00' };
const day = (extra: Partial<TargetDay> = {}): TargetDay => ({
  date: '2030-03-25',
  adultUsdCents: 10_000,
  childUsdCents: 5_000,
  slots: [{ slotId: 1, left: 4 }],
  ...extra,
});
const BEFORE = new Date('2030-03-18T13:59:59Z');
const AT_DEADLINE = new Date('2030-03-18T14:00:00Z');

describe('moving a park visit: who may, until when, to which date', () => {
  it('allows a move until the deadline in resort time, and not from it', () => {
    expect(parkDateChangeRefusal(visit(), { date: '2030-03-25', slot }, day(), BEFORE)).toBe(null);
    expect(parkDateChangeRefusal(visit(), { date: '2030-03-25', slot }, day(), AT_DEADLINE)).toBe(
      'TOO_LATE',
    );
    // 09:00 in Cancún is 14:00 UTC (UTC-5 all year): one hour earlier in UTC is still free.
    expect(
      parkDateChangeRefusal(
        visit(),
        { date: '2030-03-25', slot },
        day(),
        new Date('2030-03-18T08:59:59-05:00'),
      ),
    ).toBe(null);
  });

  it('refuses the same date in the same schedule, and allows another schedule that day', () => {
    const same = day({
      date: '2030-03-20',
      slots: [
        { slotId: 1, left: 10 },
        { slotId: 2, left: 10 },
      ],
    });
    expect(parkDateChangeRefusal(visit(), { date: '2030-03-20', slot }, same, BEFORE)).toBe(
      'SAME_DATE',
    );
    expect(
      parkDateChangeRefusal(
        visit(),
        { date: '2030-03-20', slot: { id: 2, startTime: '11:00' } },
        same,
        BEFORE,
      ),
    ).toBe(null);
  });

  it('refuses a closed date, a date without a price and a schedule without places for everyone', () => {
    const target = { date: '2030-03-25', slot };
    expect(parkDateChangeRefusal(visit(), target, undefined, BEFORE)).toBe('NOT_AVAILABLE');
    expect(parkDateChangeRefusal(visit(), target, day({ slots: [] }), BEFORE)).toBe(
      'NOT_AVAILABLE',
    );
    expect(parkDateChangeRefusal(visit(), target, day({ adultUsdCents: null }), BEFORE)).toBe(
      'NOT_AVAILABLE',
    );
    // Two adults, a child and an infant take four places: three left is not enough.
    expect(
      parkDateChangeRefusal(visit(), target, day({ slots: [{ slotId: 1, left: 3 }] }), BEFORE),
    ).toBe('NOT_AVAILABLE');
    expect(
      parkDateChangeRefusal(visit(), target, day({ slots: [{ slotId: 1, left: 4 }] }), BEFORE),
    ).toBe(null);
  });

  it('refuses a past date, a malformed one, an unknown schedule and a same-day move with transport', () => {
    expect(parkDateChangeRefusal(visit(), { date: '2030-03-17', slot }, day(), BEFORE)).toBe(
      'INVALID_DATE',
    );
    expect(parkDateChangeRefusal(visit(), { date: '25/03/2030', slot }, day(), BEFORE)).toBe(
      'INVALID_DATE',
    );
    expect(
      parkDateChangeRefusal(visit(), { date: '2030-03-25', slot: undefined }, day(), BEFORE),
    ).toBe('INVALID_DATE');
    // Moving to today (18 March, before 09:00): the schedule has not started, but a product
    // with transport included is never sold for the same day.
    const today = day({ date: '2030-03-18' });
    const early = new Date('2030-03-18T12:00:00Z');
    const late = visit({ policy: { changeFreeHours: 1, refundDays: 7 } });
    expect(parkDateChangeRefusal(late, { date: '2030-03-18', slot }, today, early)).toBe(null);
    expect(
      parkDateChangeRefusal(
        { ...late, transportIncluded: true },
        { date: '2030-03-18', slot },
        today,
        early,
      ),
    ).toBe('INVALID_DATE');
  });

  it('refuses an open ticket, a used visit and a cancelled one', () => {
    const target = { date: '2030-03-25', slot };
    expect(parkDateChangeRefusal(visit({ visitDate: null }), target, day(), BEFORE)).toBe(
      'OPEN_TICKET',
    );
    expect(
      parkDateChangeRefusal(visit({ ticketStatuses: ['used', 'issued'] }), target, day(), BEFORE),
    ).toBe('USED');
    expect(
      parkDateChangeRefusal(visit({ ticketStatuses: ['void', 'void'] }), target, day(), BEFORE),
    ).toBe('ALREADY_CANCELLED');
    // A visit moved before: its old tickets void, its new ones issued, it moves again.
    expect(
      parkDateChangeRefusal(
        visit({ ticketStatuses: ['void', 'void', 'issued', 'issued'] }),
        target,
        day(),
        BEFORE,
      ),
    ).toBe(null);
  });
});

describe('the price of a moved visit', () => {
  const pricing: VisitPricing = {
    adults: 2,
    children: 1,
    adultUsdCents: 10_000,
    childUsdCents: 5_000,
    presalePercent: 10,
    transportUsdCents: 1_000,
    foodUsdCents: 0,
    photoUsdCents: 2_000,
    complementsUsdCents: [500],
    packagePercent: 0,
  };

  it('keeps the adult and child counts, the presale discount and the extras; only the list prices change', () => {
    // Admissions 2 × 90.00 + 1 × 45.00 = 225.00; extras 3 × (10.00 + 5.00) + 20.00 = 65.00.
    expect(visitUsdCents(pricing)).toBe(29_000);
    // On a date at 110.00 / 55.00: admissions 2 × 99.00 + 49.50 = 247.50, the same extras.
    expect(movedVisitUsdCents(pricing, { adultUsdCents: 11_000, childUsdCents: 5_500 })).toBe(
      31_250,
    );
    // The same list prices: the same price.
    expect(movedVisitUsdCents(pricing, { adultUsdCents: 10_000, childUsdCents: 5_000 })).toBe(
      visitUsdCents(pricing),
    );
  });

  it('takes the package discount off the new admissions as it did at purchase', () => {
    const inPackage = { ...pricing, packagePercent: 10 };
    expect(visitUsdCents(inPackage)).toBe(29_000 - 2_250);
    expect(movedVisitUsdCents(inPackage, { adultUsdCents: 11_000, childUsdCents: 5_500 })).toBe(
      31_250 - 2_475,
    );
  });

  it('converts the difference at the rate the order was charged, refunds a cheaper date within the balance', () => {
    // 290.00 USD charged as 5 220.00 MXN (18 to the dollar).
    const base = { chargedMinor: 522_000, cartTotalUsdCents: 29_000, currentUsdCents: 29_000 };
    expect(parkDateChangeMoney({ ...base, newUsdCents: 29_000, balanceMinor: 522_000 })).toEqual({
      differenceMinor: 0,
      refundMinor: 0,
      payMinor: 0,
    });
    expect(parkDateChangeMoney({ ...base, newUsdCents: 27_000, balanceMinor: 522_000 })).toEqual({
      differenceMinor: -36_000,
      refundMinor: 36_000,
      payMinor: 0,
    });
    expect(parkDateChangeMoney({ ...base, newUsdCents: 31_250, balanceMinor: 522_000 })).toEqual({
      differenceMinor: 40_500,
      refundMinor: 0,
      payMinor: 40_500,
    });
    // Each price at the order's rate: the hold of a paid move keeps both (decision 0036).
    expect(atOrderRate(base, 31_250) - atOrderRate(base, 29_000)).toBe(40_500);
    expect(atOrderRate({ chargedMinor: 100, cartTotalUsdCents: 0 }, 5_000)).toBe(0);
    // What earlier refunds left is the most a refund gives back.
    expect(parkDateChangeMoney({ ...base, newUsdCents: 27_000, balanceMinor: 10_000 })).toEqual({
      differenceMinor: -36_000,
      refundMinor: 10_000,
      payMinor: 0,
    });
  });
});
