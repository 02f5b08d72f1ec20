import { describe, expect, it } from 'vitest';
import {
  parkDaysLeavingStay,
  itinerary,
  openStayDays,
  parkDayRefusal,
  parkDayReleaseRefusal,
  parkPeople,
  slotOn,
  stayDays,
} from './park-days.rules';

// A stay from Monday 18 March 2030 to Thursday 21 March 2030 (three nights).
const STAY = { checkIn: '2030-03-18', checkOut: '2030-03-21' };
const facts = (extra: Partial<Parameters<typeof parkDayRefusal>[0]> = {}) => ({
  bookingStatus: 'confirmed',
  ...STAY,
  visitDate: '2030-03-19',
  clock: { date: '2030-03-01', time: '10:00' },
  included: true,
  slot: { startTime: '08:30' },
  transportIncluded: false,
  alreadyReserved: false,
  ...extra,
});

describe('park days of a stay: the days', () => {
  it('are arrival through departure day, in the resort calendar, across a month end', () => {
    expect(stayDays(STAY.checkIn, STAY.checkOut)).toEqual([
      '2030-03-18',
      '2030-03-19',
      '2030-03-20',
      '2030-03-21',
    ]);
    expect(stayDays('2030-02-27', '2030-03-02')).toEqual([
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
    expect(openStayDays(STAY.checkIn, STAY.checkOut, '2030-03-20')).toEqual([
      '2030-03-20',
      '2030-03-21',
    ]);
    expect(openStayDays(STAY.checkIn, STAY.checkOut, '2030-03-22')).toEqual([]);
  });

  it('refuses a day before arrival or after departure, and accepts both ends', () => {
    expect(parkDayRefusal(facts({ visitDate: '2030-03-17' }))).toBe('OUTSIDE_STAY');
    expect(parkDayRefusal(facts({ visitDate: '2030-03-22' }))).toBe('OUTSIDE_STAY');
    expect(parkDayRefusal(facts({ visitDate: '2031-03-19' }))).toBe('OUTSIDE_STAY');
    expect(parkDayRefusal(facts({ visitDate: 'not-a-date' }))).toBe('OUTSIDE_STAY');
    expect(parkDayRefusal(facts({ visitDate: '2030-03-18' }))).toBeNull();
    expect(parkDayRefusal(facts({ visitDate: '2030-03-21' }))).toBeNull();
  });

  it('refuses a past day, and today once the slot has started in the resort time', () => {
    const during = { checkIn: '2030-03-18', checkOut: '2030-03-21', visitDate: '2030-03-19' };
    expect(parkDayRefusal(facts({ ...during, clock: { date: '2030-03-20', time: '07:00' } }))).toBe(
      'PAST',
    );
    expect(
      parkDayRefusal(facts({ ...during, clock: { date: '2030-03-19', time: '08:29' } })),
    ).toBeNull();
    expect(parkDayRefusal(facts({ ...during, clock: { date: '2030-03-19', time: '08:30' } }))).toBe(
      'PAST',
    );
    // A tour with transport is never sold for the same day.
    expect(
      parkDayRefusal(
        facts({
          ...during,
          transportIncluded: true,
          clock: { date: '2030-03-19', time: '06:00' },
        }),
      ),
    ).toBe('PAST');
  });
});

describe('park days of a stay: which hotel, which park, how many', () => {
  it('needs a confirmed stay at a hotel whose plan includes the park', () => {
    for (const status of ['held', 'expired', 'cancelled'])
      expect(parkDayRefusal(facts({ bookingStatus: status }))).toBe('NOT_CONFIRMED');
    expect(parkDayRefusal(facts({ included: false }))).toBe('NOT_INCLUDED');
    expect(parkDayRefusal(facts())).toBeNull();
  });

  it('refuses a day the park is closed and a second admission to the same park', () => {
    expect(parkDayRefusal(facts({ slot: undefined }))).toBe('CLOSED');
    expect(parkDayRefusal(facts({ alreadyReserved: true }))).toBe('ALREADY_RESERVED');
  });

  it('finds the slot that runs on the day (Xplor opens Monday to Saturday)', () => {
    const slots = [{ id: 7, weekdays: [1, 2, 3, 4, 5, 6] }];
    expect(slotOn(slots, '2030-03-18')?.id).toBe(7); // Monday
    expect(slotOn(slots, '2030-03-23')?.id).toBe(7); // Saturday
    expect(slotOn(slots, '2030-03-24')).toBeUndefined(); // Sunday
    expect(
      slotOn(
        [
          { id: 1, weekdays: [7] },
          { id: 2, weekdays: [1, 7] },
        ],
        '2030-03-24',
      )?.id,
    ).toBe(1);
  });

  it("counts every room's guests, children by the park's age bands", () => {
    const xcaret = { childMinAge: 5, infantsAdmitted: true };
    const rooms = [
      { adults: 2, childrenAges: [4, 5, 11, 12] },
      { adults: 1, childrenAges: [0] },
    ];
    expect(parkPeople(rooms, xcaret)).toEqual({ adults: 4, children: 2, infants: 2 });
    // Xenotes: children from 6, a 5-year-old goes in as an infant.
    expect(
      parkPeople([{ adults: 2, childrenAges: [5, 6] }], { childMinAge: 6, infantsAdmitted: true }),
    ).toEqual({ adults: 2, children: 1, infants: 1 });
    expect(parkPeople([{ adults: 2, childrenAges: [] }], xcaret)).toEqual({
      adults: 2,
      children: 0,
      infants: 0,
    });
  });

  it('refuses a stay with a child younger than the park admits (Xplor: 5 and over)', () => {
    const xplor = { childMinAge: 5, infantsAdmitted: false };
    expect(parkPeople([{ adults: 2, childrenAges: [8, 3] }], xplor)).toEqual({
      refused: 'TOO_YOUNG',
    });
    expect(parkPeople([{ adults: 2, childrenAges: [8, 5] }], xplor)).toEqual({
      adults: 2,
      children: 2,
      infants: 0,
    });
  });
});

describe('giving back an included park day', () => {
  const release = (extra: Partial<Parameters<typeof parkDayReleaseRefusal>[0]> = {}) =>
    parkDayReleaseRefusal({
      bookingStatus: 'confirmed',
      visitDate: '2030-03-19',
      clock: { date: '2030-03-01', time: '10:00' },
      slot: { startTime: '08:30' },
      transportIncluded: false,
      ...extra,
    });

  it('is allowed before the visit, and on the day only until the slot starts', () => {
    expect(release()).toBeNull();
    expect(release({ clock: { date: '2030-03-18', time: '23:59' } })).toBeNull();
    expect(release({ clock: { date: '2030-03-19', time: '08:29' } })).toBeNull();
    expect(release({ clock: { date: '2030-03-19', time: '08:30' } })).toBe('PAST');
    expect(release({ clock: { date: '2030-03-20', time: '07:00' } })).toBe('PAST');
  });

  it('closes the day before for a park with transport, and for a stay no longer confirmed', () => {
    expect(release({ transportIncluded: true, clock: { date: '2030-03-19', time: '06:00' } })).toBe(
      'PAST',
    );
    expect(
      release({ transportIncluded: true, clock: { date: '2030-03-18', time: '22:00' } }),
    ).toBeNull();
    expect(release({ bookingStatus: 'cancelled' })).toBe('NOT_CONFIRMED');
  });

  it('without a schedule that day, only the date decides', () => {
    expect(release({ slot: undefined })).toBeNull();
    expect(release({ slot: undefined, clock: { date: '2030-03-19', time: '00:01' } })).toBe('PAST');
  });
});

describe('one itinerary', () => {
  it('lists the stay and its park days in date order, the stay first on a shared day', () => {
    const entries = itinerary(STAY, [
      { id: 'b', visitDate: '2030-03-20' },
      { id: 'a', visitDate: '2030-03-18' },
      { id: 'c', visitDate: '2030-03-20' },
    ]);
    expect(entries).toEqual([
      { kind: 'arrival', date: '2030-03-18' },
      { kind: 'park', date: '2030-03-18', parkDayId: 'a' },
      { kind: 'night', date: '2030-03-19' },
      { kind: 'night', date: '2030-03-20' },
      { kind: 'park', date: '2030-03-20', parkDayId: 'b' },
      { kind: 'park', date: '2030-03-20', parkDayId: 'c' },
      { kind: 'departure', date: '2030-03-21' },
    ]);
  });
});

describe('park days follow a changed stay (decision 0037)', () => {
  const days = [
    { id: 'arrival', visitDate: '2030-03-20' },
    { id: 'middle', visitDate: '2030-03-21' },
    { id: 'departure', visitDate: '2030-03-23' },
  ];
  const ids = (list: { id: string }[]) => list.map((d) => d.id);
  it('releases the days before the new arrival and after the new departure, keeping both ends', () => {
    expect(
      ids(parkDaysLeavingStay(days, { checkIn: '2030-03-21', checkOut: '2030-03-22' }, false)),
    ).toEqual(['arrival', 'departure']);
    expect(
      ids(parkDaysLeavingStay(days, { checkIn: '2030-03-20', checkOut: '2030-03-23' }, false)),
    ).toEqual([]);
  });
  it('releases every day when rooms are dropped (each admits all the guests)', () => {
    expect(
      ids(parkDaysLeavingStay(days, { checkIn: '2030-03-20', checkOut: '2030-03-23' }, true)),
    ).toEqual(ids(days));
  });
});
