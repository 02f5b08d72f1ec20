import { describe, expect, it } from 'vitest';
import {
  ALTERNATIVE_OFFSETS,
  calendarNight,
  cheapestAssignment,
  roomOptions,
  StayNights,
  type InventoryNight,
  type RateNight,
  type RoomOption,
  type SearchRoomType,
} from './search.rules';
import { applicableDiscounts, bestDiscount, type Discount, type StayOffer } from './promo.rules';
import { DEFAULT_RATE_PLANS } from './policy.rules';

/** A 10 % code (what RIVIERA10 takes off). */
const TEN: Discount = { source: 'code', code: 'RIVIERA10', percentOff: 10, amountOffUsdCents: 0 };

const NIGHTS = ['2030-01-10', '2030-01-11', '2030-01-12'];

const type = (id: number, overrides: Partial<SearchRoomType> = {}): SearchRoomType => ({
  id,
  code: `T${id}`,
  categoryId: 1,
  maxAdults: 3,
  maxChildren: 2,
  maxOccupancy: 4,
  ...overrides,
});

const inventory = (
  roomTypeId: number,
  overrides: Partial<InventoryNight>[] = [],
  total = 10,
): InventoryNight[] =>
  NIGHTS.map((date, i) => ({
    roomTypeId,
    date,
    total,
    held: 0,
    sold: 0,
    closed: false,
    ...overrides[i],
  }));

const rates = (roomTypeId: number, base: number[]): RateNight[] =>
  NIGHTS.map((date, i) => ({
    roomTypeId,
    date,
    baseUsdCents: base[i]!,
    extraAdultUsdCents: 10000,
    childUsdCents: 5000,
    singlePerMille: 850,
  }));

const couple = { adults: 2, childrenAges: [] };

describe('StayNights.roomsLeft', () => {
  it('is the smallest number free over the nights (total - held - sold)', () => {
    const facts = new StayNights(
      inventory(1, [{ held: 2 }, { held: 3, sold: 4 }, { sold: 1 }]),
      rates(1, [100, 100, 100]),
    );
    expect(facts.roomsLeft(1, NIGHTS)).toBe(3);
    expect(facts.roomsLeft(1, NIGHTS.slice(0, 1))).toBe(8);
    expect(facts.roomsLeft(1, [NIGHTS[0]!, NIGHTS[2]!])).toBe(8);
  });
  it('is 0 when a night is closed or has no inventory row', () => {
    const closed = new StayNights(inventory(1, [{}, { closed: true }]), []);
    expect(closed.roomsLeft(1, NIGHTS)).toBe(0);
    expect(closed.roomsLeft(1, [NIGHTS[0]!])).toBe(10);
    const missing = new StayNights(inventory(1).slice(0, 2), []);
    expect(missing.roomsLeft(1, NIGHTS)).toBe(0);
    expect(missing.roomsLeft(2, NIGHTS)).toBe(0);
  });
});

describe('roomOptions', () => {
  it('offers only the room types that take the guests, priced per night', () => {
    const types = [
      type(1, { maxAdults: 2, maxChildren: 0, maxOccupancy: 2 }),
      type(2),
      type(3, { maxAdults: 4, maxChildren: 3, maxOccupancy: 6 }),
    ];
    const facts = new StayNights(
      [...inventory(1), ...inventory(2), ...inventory(3)],
      [
        ...rates(1, [50000, 50000, 52500]),
        ...rates(2, [60000, 60000, 63000]),
        ...rates(3, [90000, 90000, 94500]),
      ],
    );
    const family = { adults: 2, childrenAges: [4, 9] };
    const options = roomOptions(types, facts, NIGHTS, family);
    expect(options.map((o) => o.roomTypeCode)).toEqual(['T2', 'T3']);
    // Two adults at the base rate plus 5000 per child, each night.
    expect(options[0]!.nightlyUsdCents).toEqual([70000, 70000, 73000]);
    expect(options[0]!.totalUsdCents).toBe(213000);
    expect(options[0]!.fullTotalUsdCents).toBe(213000);
    expect(options[0]!.soldOut).toBe(false);
    expect(options[0]!.roomsLeft).toBe(10);
    // Four adults fit only the large type; one adult gets the single price.
    expect(
      roomOptions(types, facts, NIGHTS, { adults: 4, childrenAges: [] }).map((o) => o.roomTypeId),
    ).toEqual([3]);
    expect(
      roomOptions(types, facts, NIGHTS, { adults: 1, childrenAges: [] })[0]!.nightlyUsdCents,
    ).toEqual([42500, 42500, 44625]);
  });

  it('sorts available options first, then by total, cheapest first', () => {
    const types = [type(1), type(2), type(3), type(4)];
    const facts = new StayNights(
      [
        ...inventory(1),
        ...inventory(2, [{}, { held: 10 }]), // cheapest, but full on the second night
        ...inventory(3),
        ...inventory(4),
      ],
      [
        ...rates(1, [80000, 80000, 80000]),
        ...rates(2, [40000, 40000, 40000]),
        ...rates(3, [60000, 60000, 60000]),
        ...rates(4, [70000, 70000, 70000]),
      ],
    );
    const options = roomOptions(types, facts, NIGHTS, couple);
    expect(options.map((o) => [o.roomTypeId, o.soldOut])).toEqual([
      [3, false],
      [4, false],
      [1, false],
      [2, true],
    ]);
  });

  it('marks a type sold out when any night is closed, full or has no rate', () => {
    const types = [type(1), type(2), type(3), type(4)];
    const facts = new StayNights(
      [
        ...inventory(1, [{}, {}, { closed: true }]),
        ...inventory(2, [{}, { held: 6, sold: 4 }]),
        ...inventory(3),
        ...inventory(4),
      ],
      [
        ...rates(1, [100, 100, 100]),
        ...rates(2, [100, 100, 100]),
        ...rates(3, [100, 100, 100]).slice(0, 2), // the last night has no rate
        ...rates(4, [100, 100, 100]),
      ],
    );
    const byId = new Map(roomOptions(types, facts, NIGHTS, couple).map((o) => [o.roomTypeId, o]));
    expect(byId.get(1)).toMatchObject({ soldOut: true, roomsLeft: 0 });
    expect(byId.get(2)).toMatchObject({ soldOut: true, roomsLeft: 0 });
    expect(byId.get(3)).toMatchObject({ soldOut: true, roomsLeft: 0, nightlyUsdCents: [] });
    expect(byId.get(4)).toMatchObject({ soldOut: false, roomsLeft: 10 });
  });

  it('reports rooms left as the minimum over the nights', () => {
    const facts = new StayNights(
      inventory(1, [{ held: 1 }, { held: 2, sold: 5 }, { sold: 6 }]),
      rates(1, [100, 100, 100]),
    );
    expect(roomOptions([type(1)], facts, NIGHTS, couple)[0]).toMatchObject({
      roomsLeft: 3,
      soldOut: false,
    });
  });

  it('applies a promotion per night and keeps the full total', () => {
    const facts = new StayNights(inventory(1), rates(1, [10005, 10005, 10505]));
    const [option] = roomOptions([type(1)], facts, NIGHTS, couple, [TEN]);
    // 10% of 10005 = 1000.5 → 1001 off; 10% of 10505 = 1050.5 → 1051 off.
    expect(option!.nightlyUsdCents).toEqual([9004, 9004, 9454]);
    expect(option!.totalUsdCents).toBe(27462);
    expect(option!.fullTotalUsdCents).toBe(30515);
  });
});

const option = (roomTypeId: number, totalUsdCents: number, roomsLeft: number): RoomOption => ({
  roomTypeId,
  roomTypeCode: `T${roomTypeId}`,
  categoryId: 1,
  nightlyUsdCents: [totalUsdCents],
  totalUsdCents,
  fullTotalUsdCents: totalUsdCents,
  rates: [],
  roomsLeft,
  soldOut: roomsLeft < 1,
});

describe('cheapestAssignment', () => {
  it('gives each room its cheapest type when there is stock for all', () => {
    expect(
      cheapestAssignment([
        [option(1, 100, 5), option(2, 200, 5)],
        [option(1, 150, 5), option(2, 250, 5)],
      ]),
    ).toBe(250);
  });

  it('falls back to another type when two rooms compete for the last room of a type', () => {
    expect(
      cheapestAssignment([
        [option(1, 100, 1), option(2, 200, 5)],
        [option(1, 100, 1), option(2, 200, 5)],
      ]),
    ).toBe(300);
  });

  it('gives the last room to the request that has no other choice', () => {
    // Room 1 fits types 1 and 2; room 2 fits only type 1, which has one room left.
    expect(cheapestAssignment([[option(1, 100, 1), option(2, 300, 5)], [option(1, 120, 1)]])).toBe(
      420,
    );
  });

  it('finds an assignment a greedy pick would miss, and the cheapest one', () => {
    // Rooms fit {1,2}, {2,3}, {1,2}; one room left of each type: only 1, 3, 2 works.
    expect(
      cheapestAssignment([
        [option(1, 1, 1), option(2, 2, 1)],
        [option(2, 2, 1), option(3, 3, 1)],
        [option(1, 1, 1), option(2, 2, 1)],
      ]),
    ).toBe(6);
    // Cheapest first for the first room would cost 600; giving it type 2 costs 400.
    expect(
      cheapestAssignment([
        [option(1, 100, 1), option(2, 300, 1)],
        [option(1, 100, 1), option(3, 500, 1)],
      ]),
    ).toBe(400);
  });

  it('reports undefined when the party does not fit in what is left', () => {
    expect(cheapestAssignment([[option(1, 100, 1)], [option(1, 100, 1)]])).toBeUndefined();
    expect(
      cheapestAssignment([
        [option(1, 100, 1), option(2, 200, 0)],
        [option(1, 100, 1), option(2, 200, 0)],
      ]),
    ).toBeUndefined();
    expect(cheapestAssignment([[option(1, 100, 0)]])).toBeUndefined();
    expect(cheapestAssignment([[option(1, 100, 3)], []])).toBeUndefined();
  });

  it('books a whole party into one type while it has enough rooms', () => {
    const three = [0, 1, 2].map(() => [option(1, 100, 3), option(2, 500, 3)]);
    expect(cheapestAssignment(three)).toBe(300);
    const four = [0, 1, 2, 3].map(() => [option(1, 100, 3), option(2, 500, 3)]);
    expect(cheapestAssignment(four)).toBe(800);
  });
});

describe('ALTERNATIVE_OFFSETS', () => {
  it('tries nearby dates nearest first', () => {
    const distances = ALTERNATIVE_OFFSETS.map(Math.abs);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(ALTERNATIVE_OFFSETS).not.toContain(0);
  });
});

describe('roomOptions with rate plans', () => {
  it('prices each plan: its discount first, then the promotion, night by night', () => {
    const facts = new StayNights(inventory(1), rates(1, [10005, 10005, 10505]));
    const plans = [
      {
        code: 'flexible',
        kind: 'flexible' as const,
        discountPercent: 0,
        freeCancelDays: 3,
        penaltyNights: 1,
      },
      {
        code: 'non-refundable',
        kind: 'non_refundable' as const,
        discountPercent: 10,
        freeCancelDays: 0,
        penaltyNights: 0,
      },
    ];
    const [option] = roomOptions([type(1)], facts, NIGHTS, couple, [TEN], plans);
    expect(option!.rates.map((r) => r.plan)).toEqual(['flexible', 'non-refundable']);
    // The first plan is the option's own price.
    expect(option!.totalUsdCents).toBe(option!.rates[0]!.totalUsdCents);
    // 10005 → 9004 (plan −10%) → 8104 (promo −10%: 900.4 → 900 off); 10505 → 9454 → 8509.
    expect(option!.rates[1]!.nightlyUsdCents).toEqual([8104, 8104, 8509]);
    expect(option!.rates[1]!.fullTotalUsdCents).toBe(9004 + 9004 + 9454);
  });
});

describe("the calendar's from-price (docs/decisions/0038)", () => {
  const offer = (over: Partial<StayOffer>): StayOffer => ({
    id: 1,
    kind: 'early_booking',
    percentOff: 20,
    minDaysBefore: 60,
    minNights: null,
    hotelCodes: [],
    stayFrom: '2026-01-01',
    stayTo: '2035-12-31',
    bookFrom: null,
    bookTo: null,
    active: true,
    ...over,
  });
  const offers = [
    offer({ id: 1 }),
    offer({ id: 2, kind: 'long_stay', percentOff: 15, minDaysBefore: null, minNights: 5 }),
  ];
  const flexible = DEFAULT_RATE_PLANS[0]!;
  const night = (date: string, lowestUsdCents: number | null, bookedOn = '2030-01-01') => ({
    lowestUsdCents,
    plan: flexible,
    discounts: applicableDiscounts(offers, undefined, 'HXM', [date], bookedOn),
  });

  it('takes the early-booking offer off a night 60 days or more ahead, as search prices a night', () => {
    const far = calendarNight('2030-03-02', [night('2030-03-02', 40_001)]);
    // bestDiscount is the one rule: the calendar's price is search's for a one-night stay.
    const searched = bestDiscount([40_001], night('2030-03-02', 40_001).discounts);
    expect(far).toEqual({
      date: '2030-03-02',
      fromUsdCents: searched.nightly[0],
      fullUsdCents: 40_001,
      offer: { source: 'offer', offerId: 1, kind: 'early_booking', percentOff: 20 },
    });
    expect(far.fromUsdCents).toBe(32_001);
    // 59 days ahead: no offer.
    expect(calendarNight('2030-03-01', [night('2030-03-01', 40_000)])).toEqual({
      date: '2030-03-01',
      fromUsdCents: 40_000,
      fullUsdCents: 40_000,
    });
  });

  it('does not count a long-stay offer a single night does not reach', () => {
    const near = calendarNight('2030-01-05', [night('2030-01-05', 40_000)]);
    expect(near.offer).toBeUndefined();
    const oneNight = [offer({ kind: 'long_stay', minDaysBefore: null, minNights: 1 })];
    const anyStay = calendarNight('2030-01-05', [
      {
        lowestUsdCents: 40_000,
        plan: flexible,
        discounts: applicableDiscounts(oneNight, undefined, 'HXM', ['2030-01-05'], '2030-01-01'),
      },
    ]);
    expect(anyStay).toMatchObject({ fromUsdCents: 32_000, offer: { kind: 'long_stay' } });
  });

  it("takes the cheapest hotel after each one's own offer, on its first plan; null when none is left", () => {
    const hxm = night('2030-03-02', 40_000);
    const lcdp = { lowestUsdCents: 36_000, plan: flexible, discounts: [] };
    // 40 000 less 20 % (32 000) beats 36 000 without an offer.
    expect(calendarNight('2030-03-02', [lcdp, hxm])).toMatchObject({
      fromUsdCents: 32_000,
      fullUsdCents: 40_000,
    });
    const planned = { ...flexible, discountPercent: 10 };
    expect(calendarNight('2030-03-02', [{ ...lcdp, plan: planned }]).fromUsdCents).toBe(32_400);
    expect(calendarNight('2030-03-02', [night('2030-03-02', null), lcdp]).fromUsdCents).toBe(
      36_000,
    );
    expect(calendarNight('2030-03-02', [night('2030-03-02', null)])).toEqual({
      date: '2030-03-02',
      fromUsdCents: null,
      fullUsdCents: null,
    });
  });
});
