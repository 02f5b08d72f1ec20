import { describe, expect, it } from 'vitest';
import {
  ADULT_MIN_AGE,
  INFANT_MAX_AGE,
  ageBands,
  complementPriceForDate,
  daysAhead,
  discounted,
  itemTotal,
  packagePercent,
  placesOf,
  presalePercent,
  saleWindow,
  type ItemPricing,
} from './tickets.rules';

/**
 * This test's own fixture, not the demo seed: the presale rules and package steps as the
 * database holds them (SPEC §9: 7 and 21 days ahead; two, three, four parks). What the demo
 * catalogue seeds is checked by the seed's own test (src/db/seed/seed.integration.test.ts).
 */
const PRESALE = [
  { daysAhead: 7, percentOff: 10 },
  { daysAhead: 21, percentOff: 15 },
];
const STEPS = [
  { minProducts: 2, percentOff: 10 },
  { minProducts: 3, percentOff: 15 },
  { minProducts: 4, percentOff: 20 },
];

describe('ageBands (SPEC §5 park ages)', () => {
  it('adults 12+, children 5-11 and infants 0-4 for a park that admits infants', () => {
    expect(ADULT_MIN_AGE).toBe(12);
    expect(INFANT_MAX_AGE).toBe(4);
    expect(ageBands({ childMinAge: 5, infantsAdmitted: true })).toEqual({
      adults: { min: 12 },
      children: { min: 5, max: 11 },
      infants: { min: 0, max: 4 },
    });
  });

  it('a recommendation is not a minimum: where children start at 6 and infants are admitted (Xenotes), infants run to 5', () => {
    expect(ageBands({ childMinAge: 6, infantsAdmitted: true })).toEqual({
      adults: { min: 12 },
      children: { min: 6, max: 11 },
      infants: { min: 0, max: 5 },
    });
  });

  it("children from the product's own minimum age (6 at Xenotes and the Xichén tours)", () => {
    expect(ageBands({ childMinAge: 6, infantsAdmitted: false })).toEqual({
      adults: { min: 12 },
      children: { min: 6, max: 11 },
    });
  });

  it('no infants band where infants are not admitted (Xplor, Xavage: 5 or older)', () => {
    const bands = ageBands({ childMinAge: 5, infantsAdmitted: false });
    expect(bands.children).toEqual({ min: 5, max: 11 });
    expect(bands).not.toHaveProperty('infants');
  });

  it('children always end where adults start, whatever their minimum age', () => {
    for (const childMinAge of [0, 3, 5, 6, 11])
      for (const infantsAdmitted of [true, false]) {
        const bands = ageBands({ childMinAge, infantsAdmitted });
        expect(bands.children).toEqual({ min: childMinAge, max: ADULT_MIN_AGE - 1 });
        expect(bands.adults.min).toBe(bands.children.max + 1);
      }
  });
});

describe('placesOf (a dated visit holds a place per person)', () => {
  it('counts adults, children and infants alike: infants ride free but stand in the park', () => {
    expect(placesOf({ adults: 1, children: 0, infants: 0 })).toBe(1);
    expect(placesOf({ adults: 2, children: 3, infants: 0 })).toBe(5);
    expect(placesOf({ adults: 1, children: 0, infants: 2 })).toBe(3);
    expect(placesOf({ adults: 2, children: 1, infants: 1 })).toBe(4);
  });
});

describe('daysAhead', () => {
  it('counts whole days, across months, years and leap days', () => {
    expect(daysAhead('2029-12-01', '2029-12-01')).toBe(0);
    expect(daysAhead('2029-12-01', '2029-12-08')).toBe(7);
    expect(daysAhead('2029-12-25', '2030-01-15')).toBe(21);
    expect(daysAhead('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysAhead('2029-12-01', '2029-11-30')).toBe(-1);
  });
});

describe('presalePercent (SPEC §9 presale: 7 and 21 days ahead)', () => {
  it('nothing below 7 days, 10 % from 7 to 20 days, 15 % from 21 days', () => {
    const cases: [number, number][] = [
      [-1, 0],
      [0, 0],
      [6, 0],
      [7, 10],
      [8, 10],
      [20, 10],
      [21, 15],
      [22, 15],
      [365, 15],
    ];
    for (const [days, percent] of cases)
      expect(presalePercent(PRESALE, days), `${days}`).toBe(percent);
  });

  it('takes the best rule reached whatever order the rules come in', () => {
    expect(presalePercent([...PRESALE].reverse(), 30)).toBe(15);
    expect(presalePercent([], 30)).toBe(0);
  });
});

describe('discounted', () => {
  it('takes the percentage off, rounded to the cent', () => {
    expect(discounted(16300, 0)).toBe(16300);
    expect(discounted(16300, 10)).toBe(14670);
    expect(discounted(16300, 15)).toBe(13855);
    expect(discounted(999, 15)).toBe(849); // 149.85 off rounds to 150
    expect(discounted(12345, 100)).toBe(0);
  });
});

describe('packagePercent (several parks in one cart)', () => {
  it('two parks → 10 %, three → 15 %, four or more → 20 %', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => packagePercent(STEPS, n))).toEqual([0, 0, 10, 15, 20, 20]);
  });

  it('takes the highest step reached whatever order the steps come in', () => {
    expect(packagePercent([...STEPS].reverse(), 3)).toBe(15);
    expect(packagePercent([], 5)).toBe(0);
  });
});

describe('itemTotal', () => {
  const base: ItemPricing = {
    adults: 2,
    children: 1,
    adultUsdCents: 16300,
    childUsdCents: 12200,
    presalePercent: 0,
    transportUsdCents: 0,
    foodUsdCents: 0,
    photoUsdCents: 0,
    complementsUsdCents: [],
  };

  it('admission for adults and children at their prices', () => {
    expect(itemTotal(base)).toEqual({
      admissionUsdCents: 2 * 16300 + 12200,
      extrasUsdCents: 0,
      totalUsdCents: 44800,
    });
  });

  it('presale discounts each admission, not the extras', () => {
    const total = itemTotal({ ...base, presalePercent: 15, transportUsdCents: 3000 });
    expect(total.admissionUsdCents).toBe(2 * 13855 + 10370);
    expect(total.extrasUsdCents).toBe(3 * 3000);
  });

  it('transport, food and complements per paying person, the photo pack once', () => {
    const total = itemTotal({
      ...base,
      transportUsdCents: 3000,
      foodUsdCents: 2500,
      photoUsdCents: 6000,
      complementsUsdCents: [3900, 1000],
    });
    expect(total.extrasUsdCents).toBe(3 * (3000 + 2500 + 3900 + 1000) + 6000);
    expect(total.totalUsdCents).toBe(total.admissionUsdCents + total.extrasUsdCents);
  });

  it('infants are free: they are not counted at all', () => {
    // ItemPricing has no infants; an infant adds nothing to an item.
    const withInfants = { ...base, infants: 2 } as ItemPricing;
    expect(itemTotal(withInfants)).toEqual(itemTotal(base));
  });

  it('open ticket prices are what the item carries (no presale on an undated ticket)', () => {
    const open = itemTotal({ ...base, adultUsdCents: 17900, childUsdCents: 13400 });
    expect(open.admissionUsdCents).toBe(2 * 17900 + 13400);
  });
});

describe('complementPriceForDate', () => {
  it('scales the list price like the admission of that date (seasons, Saturdays)', () => {
    // Admission 110.00 that day against a list price of 100.00: +10 %.
    expect(complementPriceForDate(5000, { openTicket: false, adultUsdCents: 11000 }, 10000)).toBe(
      5500,
    );
    expect(complementPriceForDate(4999, { openTicket: false, adultUsdCents: 10500 }, 10000)).toBe(
      5249,
    );
    expect(complementPriceForDate(5000, { openTicket: false, adultUsdCents: 10000 }, 10000)).toBe(
      5000,
    );
  });
  it('charges the list price for an open ticket (no date)', () => {
    expect(complementPriceForDate(5000, { openTicket: true, adultUsdCents: 20000 }, 10000)).toBe(
      5000,
    );
  });
});

describe('saleWindow (SPEC §5: no transport for a same-day visit; issue 19: a slot sells until it starts)', () => {
  const clock = { date: '2030-03-10', time: '09:15' };
  const visit = (date: string, startTime: string, transport = false) => ({
    date,
    startTime,
    transport,
  });
  it.each([
    ['a later day, any slot, with transport', visit('2030-03-11', '07:00', true), 'open'],
    ['a later day, a slot before now', visit('2030-03-11', '08:00'), 'open'],
    ['an earlier day', visit('2030-03-09', '23:00'), 'past'],
    ['today, a slot that starts later', visit('2030-03-10', '10:00'), 'open'],
    ['today, a slot that started', visit('2030-03-10', '08:30'), 'started'],
    ['today, a slot starting this minute', visit('2030-03-10', '09:15'), 'started'],
    [
      'today, transport chosen or included, even later',
      visit('2030-03-10', '19:00', true),
      'transport-same-day',
    ],
  ] as const)('%s: %s', (_name, v, expected) => {
    expect(saleWindow(v, clock)).toBe(expected);
  });
  it('just after midnight every slot of the day is still on sale without transport', () => {
    expect(saleWindow(visit('2030-03-10', '00:30'), { date: '2030-03-10', time: '00:00' })).toBe(
      'open',
    );
  });
});
