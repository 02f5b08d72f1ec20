import { describe, expect, it } from 'vitest';
import { StayError } from './errors';
import {
  MAX_HELD_BOOKINGS_PER_HOLDER,
  MAX_HELD_ROOM_NIGHTS_PER_HOLDER,
  checkHolderCap,
  fitsRoomType,
  nightlyPrice,
  resortToday,
  stayNights,
  validateRooms,
  validateStay,
} from './stays.rules';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof StayError ? error.code : String(error);
  }
  return 'OK';
};

describe('stayNights', () => {
  it('lists the nights of [checkIn, checkOut), across months and leap days', () => {
    expect(stayNights('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
    ]);
    expect(stayNights('2026-12-31', '2027-01-01')).toEqual(['2026-12-31']);
  });
  it('refuses impossible dates', () => {
    expect(code(() => stayNights('2027-02-30', '2027-03-02'))).toBe('INVALID_DATES');
    expect(code(() => stayNights('12/01/2027', '2027-12-03'))).toBe('INVALID_DATES');
  });
});

describe('validateStay', () => {
  const now = new Date('2026-11-22T15:00:00Z'); // 10:00 in Cancún
  it('accepts a stay from today (resort time) of up to 30 nights', () => {
    expect(validateStay('2026-11-22', '2026-11-29', now)).toHaveLength(7);
    expect(validateStay('2026-12-01', '2026-12-31', now)).toHaveLength(30);
  });
  it('refuses past check-in, empty or reversed stays and stays over 30 nights', () => {
    expect(code(() => validateStay('2026-11-21', '2026-11-23', now))).toBe('CHECK_IN_IN_PAST');
    expect(code(() => validateStay('2026-12-05', '2026-12-05', now))).toBe('INVALID_DATES');
    expect(code(() => validateStay('2026-12-05', '2026-12-01', now))).toBe('INVALID_DATES');
    expect(code(() => validateStay('2026-12-01', '2027-01-01', now))).toBe('STAY_TOO_LONG');
  });
  it('uses the resort day: at 03:00 UTC it is still yesterday in Cancún', () => {
    expect(resortToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
  });
});

describe('validateRooms', () => {
  const family = { childrenMinAge: 0, childrenMaxAge: 17 };
  const adultsHotel = { childrenMinAge: 16, childrenMaxAge: 17 };
  it('accepts 1 to 5 rooms with an adult and up to 3 children each', () => {
    expect(code(() => validateRooms([{ adults: 2, childrenAges: [0, 5, 17] }], family))).toBe('OK');
    expect(
      code(() =>
        validateRooms(
          Array.from({ length: 5 }, () => ({ adults: 1, childrenAges: [] })),
          family,
        ),
      ),
    ).toBe('OK');
  });
  it('refuses 0 or 6 rooms, a room without adult and a fourth child', () => {
    expect(code(() => validateRooms([], family))).toBe('NO_ROOMS');
    expect(
      code(() =>
        validateRooms(
          Array.from({ length: 6 }, () => ({ adults: 1, childrenAges: [] })),
          family,
        ),
      ),
    ).toBe('TOO_MANY_ROOMS');
    expect(code(() => validateRooms([{ adults: 0, childrenAges: [10] }], family))).toBe(
      'ADULT_REQUIRED',
    );
    expect(code(() => validateRooms([{ adults: 2, childrenAges: [1, 2, 3, 4] }], family))).toBe(
      'TOO_MANY_CHILDREN',
    );
  });
  it('keeps child ages within the hotel range: 0-17 at Hotel Xcaret México, 16-17 at the adults hotels', () => {
    expect(code(() => validateRooms([{ adults: 2, childrenAges: [18] }], family))).toBe(
      'CHILD_AGE_OUT_OF_RANGE',
    );
    expect(code(() => validateRooms([{ adults: 2, childrenAges: [15] }], adultsHotel))).toBe(
      'CHILD_AGE_OUT_OF_RANGE',
    );
    expect(code(() => validateRooms([{ adults: 2, childrenAges: [16, 17] }], adultsHotel))).toBe(
      'OK',
    );
    expect(code(() => validateRooms([{ adults: 2, childrenAges: [4.5] }], family))).toBe(
      'CHILD_AGE_OUT_OF_RANGE',
    );
  });
});

describe('fitsRoomType', () => {
  const suite = { maxAdults: 3, maxChildren: 2, maxOccupancy: 4 };
  it('checks adults, children and the total', () => {
    expect(fitsRoomType({ adults: 2, childrenAges: [3, 5] }, suite)).toBe(true);
    expect(fitsRoomType({ adults: 3, childrenAges: [3, 5] }, suite)).toBe(false);
    expect(fitsRoomType({ adults: 4, childrenAges: [] }, suite)).toBe(false);
    expect(fitsRoomType({ adults: 1, childrenAges: [1, 2, 3] }, suite)).toBe(false);
  });
});

describe('nightlyPrice', () => {
  const rate = {
    baseUsdCents: 80000,
    extraAdultUsdCents: 20000,
    childUsdCents: 12000,
    singlePerMille: 850,
  };
  it('prices two adults at the base rate, one adult at the single share, extras on top', () => {
    expect(nightlyPrice(rate, { adults: 2, childrenAges: [] })).toBe(80000);
    expect(nightlyPrice(rate, { adults: 1, childrenAges: [] })).toBe(68000);
    expect(nightlyPrice(rate, { adults: 3, childrenAges: [4, 9] })).toBe(124000);
  });
});

describe('checkHolderCap (issue 13, item 6)', () => {
  it('the largest booking fits; more bookings or room-nights than the cap do not', () => {
    expect(() =>
      checkHolderCap({ bookings: 0, roomNights: 0 }, { roomNights: 5 * 30 }),
    ).not.toThrow();
    expect(() => checkHolderCap({ bookings: 1, roomNights: 70 }, { roomNights: 80 })).not.toThrow();
    expect(() => checkHolderCap({ bookings: 1, roomNights: 70 }, { roomNights: 81 })).toThrow(
      expect.objectContaining({ code: 'HOLD_LIMIT' }),
    );
    expect(() =>
      checkHolderCap({ bookings: MAX_HELD_BOOKINGS_PER_HOLDER, roomNights: 2 }, { roomNights: 1 }),
    ).toThrow(expect.objectContaining({ code: 'HOLD_LIMIT' }));
    expect(() =>
      checkHolderCap(
        { bookings: 0, roomNights: 0 },
        { roomNights: MAX_HELD_ROOM_NIGHTS_PER_HOLDER + 1 },
      ),
    ).toThrow(expect.objectContaining({ code: 'HOLD_LIMIT' }));
  });
});
