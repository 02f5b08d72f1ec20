import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemTotal } from '@/domain/tickets';
import { bookingPrice, FEW_PLACES, slotAvailability, type DayOffer } from './booking-price.rules';
import { choices, FEB_1, PARK, TODAY } from './park-store.testing';

const product = PARK;
const offer = FEB_1;

describe('bookingPrice: which prices apply', () => {
  it('before a date: the list prices, an estimate ("from")', () => {
    const price = bookingPrice(product, choices({ children: 1 }), { today: TODAY, day: undefined });
    expect(price).toMatchObject({
      basis: 'from',
      adultUsdCents: 16300,
      childUsdCents: 12200,
      presalePercent: 0,
      dateClosed: false,
      unavailable: false,
      running: [],
      totalUsdCents: 2 * 16300 + 12200,
    });
  });

  it("a date on sale: that date's prices, presale included, and the presale percentage", () => {
    const price = bookingPrice(product, choices({ date: '2030-02-01', children: 1 }), {
      today: TODAY,
      day: offer,
    });
    expect(price).toMatchObject({
      basis: 'date',
      adultUsdCents: 13855,
      childUsdCents: 10370,
      presalePercent: 15,
      totalUsdCents: 2 * 13855 + 10370,
    });
  });

  it("an open ticket: the open-ticket prices, whatever date or day's offer is around", () => {
    const price = bookingPrice(product, choices({ openTicket: true, date: '2030-02-01' }), {
      today: TODAY,
      day: offer,
    });
    expect(price).toMatchObject({
      basis: 'openTicket',
      adultUsdCents: 17900,
      presalePercent: 0,
      running: [],
      slot: undefined,
      dateClosed: false,
      totalUsdCents: 2 * 17900,
    });
  });

  it('a date not on sale is closed and priced "from" the list; a date not loaded yet is not closed', () => {
    const date = choices({ date: '2030-02-01' });
    expect(bookingPrice(product, date, { today: TODAY, day: null })).toMatchObject({
      basis: 'from',
      dateClosed: true,
      unavailable: false,
    });
    expect(
      bookingPrice(product, date, { today: TODAY, day: { ...offer, available: false } }),
    ).toMatchObject({ basis: 'from', dateClosed: true, unavailable: false });
    expect(bookingPrice(product, date, { today: TODAY, day: undefined })).toMatchObject({
      basis: 'from',
      dateClosed: false,
      unavailable: false,
    });
  });

  it('says the price is unavailable (SPEC §8) when the date has no price or it could not be fetched', () => {
    const date = choices({ date: '2030-02-01' });
    for (const day of [
      { ...offer, adultUsdCents: null },
      { ...offer, childUsdCents: null },
    ])
      expect(bookingPrice(product, date, { today: TODAY, day })).toMatchObject({
        basis: 'from',
        unavailable: true,
      });
    expect(
      bookingPrice(product, date, { today: TODAY, day: undefined, priceFailed: true }).unavailable,
    ).toBe(true);
    // Never for an open ticket or before a date: their prices are known.
    expect(
      bookingPrice(product, choices({ openTicket: true }), {
        today: TODAY,
        day: undefined,
        priceFailed: true,
      }).unavailable,
    ).toBe(false);
    expect(
      bookingPrice(product, choices(), { today: TODAY, day: undefined, priceFailed: true })
        .unavailable,
    ).toBe(false);
  });
});

describe('bookingPrice: schedules', () => {
  it('lists only the schedules running that day, with their places', () => {
    const day = { ...offer, slots: [{ slotId: 12, left: 3 }] };
    const price = bookingPrice(product, choices({ date: '2030-02-01' }), { today: TODAY, day });
    expect(price.running).toEqual([
      { id: 12, code: '1000', label: '10:00', left: 3, availability: 'few' },
    ]);
  });

  it('keeps the chosen schedule only when it runs that day and has places', () => {
    const at = (slot: string, day: DayOffer) =>
      bookingPrice(product, choices({ date: '2030-02-01', slot }), { today: TODAY, day }).slot
        ?.code;
    expect(at('0830', offer)).toBe('0830');
    expect(at('0830', { ...offer, slots: [{ slotId: 11, left: 0 }] })).toBeUndefined();
    expect(at('0830', { ...offer, slots: [{ slotId: 12, left: 50 }] })).toBeUndefined();
    expect(at('nope', offer)).toBeUndefined();
  });

  it('takes the one schedule of a product that has one, when it runs with places', () => {
    const single = { ...product, slots: [product.slots[0]!] };
    const at = (day: DayOffer) =>
      bookingPrice(single, choices({ date: '2030-02-01' }), { today: TODAY, day }).slot?.code;
    expect(at({ ...offer, slots: [{ slotId: 11, left: 12 }] })).toBe('0830');
    expect(at({ ...offer, slots: [{ slotId: 11, left: 0 }] })).toBeUndefined();
    expect(at({ ...offer, slots: [] })).toBeUndefined();
    // Two schedules: the visitor chooses, even on a day only one of them runs.
    expect(
      bookingPrice(product, choices({ date: '2030-02-01' }), {
        today: TODAY,
        day: { ...offer, slots: [{ slotId: 12, left: 50 }] },
      }).slot,
    ).toBeUndefined();
  });

  it(`reads a schedule as sold out at 0 places, "few" below ${FEW_PLACES}, plain from ${FEW_PLACES}`, () => {
    expect([-1, 0, 1, FEW_PLACES - 1, FEW_PLACES, 500].map(slotAvailability)).toEqual([
      'soldOut',
      'soldOut',
      'few',
      'few',
      'plenty',
      'plenty',
    ]);
  });
});

describe('bookingPrice: lines', () => {
  it('adults, children and free infants; transport and food per paying person; the photo once', () => {
    const price = bookingPrice(
      product,
      choices({
        date: '2030-02-01',
        adults: 2,
        children: 1,
        infants: 2,
        transport: 'CUN',
        food: true,
        photo: true,
      }),
      { today: TODAY, day: offer },
    );
    expect(price.lines).toEqual([
      { kind: 'adults', count: 2, unitUsdCents: 13855, amountUsdCents: 27710 },
      { kind: 'children', count: 1, unitUsdCents: 10370, amountUsdCents: 10370 },
      { kind: 'infants', count: 2, amountUsdCents: 0 },
      {
        kind: 'transport',
        zone: product.zones[0],
        count: 3,
        unitUsdCents: 3000,
        amountUsdCents: 9000,
      },
      { kind: 'food', count: 3, unitUsdCents: 2500, amountUsdCents: 7500 },
      { kind: 'photo', amountUsdCents: 6000 },
    ]);
    expect(price.totalUsdCents).toBe(27710 + 10370 + 9000 + 7500 + 6000);
  });

  it('no transport on a same-day visit (SPEC §5), even when a zone was chosen', () => {
    const price = bookingPrice(product, choices({ date: TODAY, transport: 'CUN' }), {
      today: TODAY,
      day: offer,
    });
    expect(price.sameDay).toBe(true);
    expect(price.zone).toBeUndefined();
    expect(price.lines.map((l) => l.kind)).toEqual(['adults']);
    // An open ticket is never a same-day visit: its transport applies.
    const open = bookingPrice(product, choices({ openTicket: true, transport: 'PDC' }), {
      today: TODAY,
      day: undefined,
    });
    expect(open.zone?.code).toBe('PDC');
  });

  it('leaves out add-ons the product does not offer, and an unknown zone', () => {
    const bare = { ...product, food: null, photoUsdCents: null };
    const price = bookingPrice(bare, choices({ food: true, photo: true, transport: 'XXX' }), {
      today: TODAY,
      day: undefined,
    });
    expect(price.lines.map((l) => l.kind)).toEqual(['adults']);
    expect(price.totalUsdCents).toBe(2 * 16300);
  });

  it('adds up to what the cart charges for the same choices (domain itemTotal)', () => {
    fc.assert(
      fc.property(
        fc.record({
          adults: fc.integer({ min: 1, max: 15 }),
          children: fc.integer({ min: 0, max: 15 }),
          infants: fc.integer({ min: 0, max: 15 }),
          adult: fc.integer({ min: 0, max: 1_000_000 }),
          child: fc.integer({ min: 0, max: 1_000_000 }),
          zone: fc.constantFrom('', 'CUN', 'PDC'),
          food: fc.boolean(),
          photo: fc.boolean(),
        }),
        (p) => {
          const day = { ...offer, adultUsdCents: p.adult, childUsdCents: p.child };
          const price = bookingPrice(
            product,
            choices({
              date: '2030-02-01',
              adults: p.adults,
              children: p.children,
              infants: p.infants,
              transport: p.zone,
              food: p.food,
              photo: p.photo,
            }),
            { today: TODAY, day },
          );
          const charged = itemTotal({
            adults: p.adults,
            children: p.children,
            // The day's prices already carry the presale discount.
            adultUsdCents: p.adult,
            childUsdCents: p.child,
            presalePercent: 0,
            transportUsdCents: product.zones.find((z) => z.code === p.zone)?.priceUsdCents ?? 0,
            foodUsdCents: p.food ? product.food!.priceUsdCents : 0,
            photoUsdCents: p.photo ? product.photoUsdCents! : 0,
            complementsUsdCents: [],
          });
          expect(price.totalUsdCents).toBe(charged.totalUsdCents);
        },
      ),
    );
  });
});
