import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertUsdCents } from '@/lib/money';
import {
  MAX_CART_PRODUCTS,
  MAX_HOLD_MINUTES,
  chargeLines,
  MAX_PEOPLE_PER_ITEM,
  MAX_PLACES_PER_SLOT_PER_HOLDER,
  checkLine,
  checkPlacesCap,
  dependentsOf,
  placesCapFor,
  pricedCartText,
  renewedUntil,
  type CartLine,
  type LineRequest,
} from './cart.rules';
import { CartError } from './errors';

const TODAY = '2029-12-01';

/** The code checkLine throws, or OK. */
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof CartError ? error.code : String(error);
  }
  return 'OK';
};

const park = (
  id: number,
  unit: string,
  infantsAdmitted = true,
  minAge = infantsAdmitted ? 0 : 5,
) => ({
  id,
  businessUnitCode: unit,
  infantsAdmitted,
  minAge,
  requiresAdmission: null,
});
const XCARET = park(1, 'XC');
const XELHA = park(2, 'XH');
const XPLOR = park(3, 'XP', false);
const STINGRAYS = {
  id: 10,
  businessUnitCode: 'XC',
  infantsAdmitted: false,
  minAge: 5,
  requiresAdmission: 'XC',
};
const SEA_TREK = {
  id: 11,
  businessUnitCode: 'XH',
  infantsAdmitted: false,
  minAge: 8,
  requiresAdmission: 'XH',
};

function request(overrides: Partial<LineRequest> = {}): LineRequest {
  return {
    product: XCARET,
    visitDate: '2030-01-10',
    openTicket: false,
    slotChosen: true,
    adults: 2,
    children: 0,
    infants: 0,
    window: 'open',
    ...overrides,
  };
}

function line(id: string, productId: number, visitDate: string | null, unit = 'XC'): CartLine {
  const activity = [STINGRAYS, SEA_TREK].find((a) => a.id === productId);
  return {
    id,
    productId,
    businessUnitCode: unit,
    isAdmission: !activity,
    requiresAdmission: activity?.requiresAdmission ?? null,
    visitDate,
  };
}

/** Five different products on five different dates. */
const FULL: CartLine[] = [1, 2, 3, 4, 5].map((n) =>
  line(`i${n}`, 100 + n, `2030-02-0${n}`, `U${n}`),
);

describe('checkLine: SPEC §5 cart rules', () => {
  it('accepts a valid first item', () => {
    expect(code(() => checkLine([], request(), TODAY))).toBe('OK');
  });

  describe('at least 1 adult (La compra debe contener 1 adulto)', () => {
    it('refuses 0 adults, even with children', () => {
      expect(code(() => checkLine([], request({ adults: 0, children: 2 }), TODAY))).toBe(
        'CART_NO_ADULT',
      );
    });
    it('refuses negative or fractional adults', () => {
      expect(code(() => checkLine([], request({ adults: -1 }), TODAY))).toBe('CART_NO_ADULT');
      expect(code(() => checkLine([], request({ adults: 1.5 }), TODAY))).toBe('CART_NO_ADULT');
    });
    it('accepts exactly 1 adult', () => {
      expect(code(() => checkLine([], request({ adults: 1 }), TODAY))).toBe('OK');
    });
  });

  it('refuses negative or fractional children and infants', () => {
    expect(code(() => checkLine([], request({ children: -1 }), TODAY))).toBe('CART_GENERIC');
    expect(code(() => checkLine([], request({ infants: 0.5 }), TODAY))).toBe('CART_GENERIC');
  });

  it(`takes at most ${MAX_PEOPLE_PER_ITEM} people per item online`, () => {
    expect(code(() => checkLine([], request({ adults: 10, children: 5, infants: 0 }), TODAY))).toBe(
      'OK',
    );
    expect(code(() => checkLine([], request({ adults: 10, children: 5, infants: 1 }), TODAY))).toBe(
      'CART_TOO_MANY_PEOPLE',
    );
  });

  describe('infants only where the product admits them', () => {
    it('refuses infants at Xplor (5 or older)', () => {
      expect(code(() => checkLine([], request({ product: XPLOR, infants: 1 }), TODAY))).toBe(
        'CART_INFANTS_NOT_ADMITTED',
      );
      expect(code(() => checkLine([], request({ product: XPLOR, children: 2 }), TODAY))).toBe('OK');
    });
    it("quotes the product's own youngest age (issue 19: Xichén's is 6, not 5)", () => {
      const xichen = park(30, 'XT', false, 6);
      try {
        checkLine([], request({ product: xichen, infants: 1 }), TODAY);
        expect.unreachable();
      } catch (error) {
        expect(error).toMatchObject({ code: 'CART_INFANTS_NOT_ADMITTED', detail: { minAge: 6 } });
      }
    });
    it('accepts infants at Xcaret', () => {
      expect(code(() => checkLine([], request({ infants: 2 }), TODAY))).toBe('OK');
    });
  });

  describe('a date and a schedule (Please select a schedule)', () => {
    it('refuses a dated ticket without a date', () => {
      expect(code(() => checkLine([], request({ visitDate: null }), TODAY))).toBe(
        'CART_DATE_REQUIRED',
      );
    });
    it('refuses a date before today (resort time)', () => {
      expect(code(() => checkLine([], request({ visitDate: '2029-11-30' }), TODAY))).toBe(
        'CART_DATE_IN_PAST',
      );
      expect(code(() => checkLine([], request({ visitDate: TODAY }), TODAY))).toBe('OK');
    });
    it('refuses a dated ticket without a schedule', () => {
      expect(code(() => checkLine([], request({ slotChosen: false }), TODAY))).toBe(
        'CART_NO_SCHEDULE',
      );
    });
    it('an open ticket needs neither a date nor a schedule', () => {
      expect(
        code(() =>
          checkLine([], request({ openTicket: true, visitDate: null, slotChosen: false }), TODAY),
        ),
      ).toBe('OK');
    });
  });

  describe("a day that has begun: no transport, no slot that has started (the tickets' saleWindow)", () => {
    it('refuses transport for today, chosen or included', () => {
      expect(
        code(() =>
          checkLine([], request({ visitDate: TODAY, window: 'transport-same-day' }), TODAY),
        ),
      ).toBe('CART_TRANSPORT_SAME_DAY');
    });
    it('refuses a slot that has started as unavailable', () => {
      expect(
        code(() => checkLine([], request({ visitDate: TODAY, window: 'started' }), TODAY)),
      ).toBe('CART_NO_AVAILABILITY');
    });
    it('accepts a slot still on sale', () => {
      expect(code(() => checkLine([], request({ visitDate: TODAY }), TODAY))).toBe('OK');
    });
    it('asks for the date and the schedule before judging the window', () => {
      expect(
        code(() => checkLine([], request({ visitDate: null, window: 'started' }), TODAY)),
      ).toBe('CART_DATE_REQUIRED');
      expect(
        code(() => checkLine([], request({ slotChosen: false, window: 'started' }), TODAY)),
      ).toBe('CART_NO_SCHEDULE');
    });
  });

  describe('the same product, or a product with the same date, not twice', () => {
    const cart = [line('a', XCARET.id, '2030-01-10')];
    it('refuses the same product on another date', () => {
      expect(code(() => checkLine(cart, request({ visitDate: '2030-01-12' }), TODAY))).toBe(
        'CART_DUPLICATE',
      );
    });
    it('refuses the same product as an open ticket', () => {
      expect(
        code(() =>
          checkLine(cart, request({ openTicket: true, visitDate: null, slotChosen: false }), TODAY),
        ),
      ).toBe('CART_DUPLICATE');
    });
    it('refuses another product on the same date', () => {
      expect(code(() => checkLine(cart, request({ product: XELHA }), TODAY))).toBe(
        'CART_DUPLICATE',
      );
    });
    it('accepts another product on another date', () => {
      expect(
        code(() => checkLine(cart, request({ product: XELHA, visitDate: '2030-01-11' }), TODAY)),
      ).toBe('OK');
    });
    it('two open tickets of different products do not share a date', () => {
      const open = [line('a', XCARET.id, null)];
      expect(
        code(() =>
          checkLine(
            open,
            request({ product: XELHA, openTicket: true, visitDate: null, slotChosen: false }),
            TODAY,
          ),
        ),
      ).toBe('OK');
    });
  });

  describe("dates not identical on edit (The dates of the products can't be the same)", () => {
    const cart = [line('a', XCARET.id, '2030-01-10'), line('b', XELHA.id, '2030-01-11', 'XH')];
    it("refuses moving an item onto another item's date", () => {
      expect(
        code(() =>
          checkLine(cart, request({ product: XELHA, visitDate: '2030-01-10' }), TODAY, 'b'),
        ),
      ).toBe('CART_SAME_DATES');
    });
    it('the edited item does not count against itself', () => {
      expect(
        code(() =>
          checkLine(cart, request({ product: XELHA, visitDate: '2030-01-11' }), TODAY, 'b'),
        ),
      ).toBe('OK');
      expect(
        code(() =>
          checkLine(cart, request({ product: XELHA, visitDate: '2030-01-15' }), TODAY, 'b'),
        ),
      ).toBe('OK');
    });
  });

  describe(`at most ${MAX_CART_PRODUCTS} products per package`, () => {
    it('is 5 (SPEC §9)', () => {
      expect(MAX_CART_PRODUCTS).toBe(5);
    });
    it('accepts the fifth product', () => {
      expect(
        code(() =>
          checkLine(
            FULL.slice(0, 4),
            request({ product: park(200, 'Z'), visitDate: '2030-03-01' }),
            TODAY,
          ),
        ),
      ).toBe('OK');
    });
    it('refuses a sixth product', () => {
      expect(
        code(() =>
          checkLine(FULL, request({ product: park(200, 'Z'), visitDate: '2030-03-01' }), TODAY),
        ),
      ).toBe('CART_LIMIT');
    });
    it('still lets an item of a full cart be edited', () => {
      expect(
        code(() =>
          checkLine(
            FULL,
            request({ product: park(101, 'U1'), visitDate: '2030-03-01' }),
            TODAY,
            'i1',
          ),
        ),
      ).toBe('OK');
    });
  });

  describe('activities with additional cost only after their park admission, for its date', () => {
    it('refuses the stingrays without an Xcaret admission in the cart', () => {
      expect(code(() => checkLine([], request({ product: STINGRAYS }), TODAY))).toBe(
        'CART_ADMISSION_REQUIRED',
      );
      const xelhaOnly = [line('a', XELHA.id, '2030-01-09', 'XH')];
      expect(code(() => checkLine(xelhaOnly, request({ product: STINGRAYS }), TODAY))).toBe(
        'CART_ADMISSION_REQUIRED',
      );
    });
    it('says which admission is missing', () => {
      try {
        checkLine([], request({ product: SEA_TREK }), TODAY);
        expect.unreachable();
      } catch (error) {
        expect(error).toMatchObject({
          code: 'CART_ADMISSION_REQUIRED',
          detail: { businessUnit: 'XH' },
        });
      }
    });
    it('another activity of the same unit is not an admission', () => {
      const activity = [line('s', STINGRAYS.id, '2030-01-10')];
      expect(
        code(() =>
          checkLine(
            activity,
            request({ product: { ...STINGRAYS, id: 12 }, visitDate: '2030-01-11' }),
            TODAY,
          ),
        ),
      ).toBe('CART_ADMISSION_REQUIRED');
    });
    it('an Xcaret admission for another date does not admit to the stingrays', () => {
      const otherDay = [line('a', XCARET.id, '2030-01-09')];
      expect(code(() => checkLine(otherDay, request({ product: STINGRAYS }), TODAY))).toBe(
        'CART_ADMISSION_REQUIRED',
      );
    });
    it("accepts the stingrays on the Xcaret admission's date (sharing it is no duplicate)", () => {
      const sameDay = [line('a', XCARET.id, '2030-01-10')];
      expect(code(() => checkLine(sameDay, request({ product: STINGRAYS }), TODAY))).toBe('OK');
    });
    it('an open-ticket admission admits to the activity on any date', () => {
      const open = [line('a', XCARET.id, null)];
      expect(code(() => checkLine(open, request({ product: STINGRAYS }), TODAY))).toBe('OK');
    });
    it("an admission may join its activity's date; another park may not", () => {
      const activity = [line('a', XCARET.id, null), line('s', STINGRAYS.id, '2030-01-10')];
      expect(
        code(() => checkLine(activity, request({ product: { ...XCARET, id: 4 } }), TODAY)),
      ).toBe('OK');
      expect(code(() => checkLine(activity, request({ product: XELHA }), TODAY))).toBe(
        'CART_DUPLICATE',
      );
    });
    it("two activities still need different dates, even on their admission's date", () => {
      const day = [line('a', XCARET.id, '2030-01-10'), line('s', STINGRAYS.id, '2030-01-10')];
      const other = { ...STINGRAYS, id: 12 };
      expect(code(() => checkLine(day, request({ product: other }), TODAY))).toBe('CART_DUPLICATE');
    });
  });
});

describe('dependentsOf: activities leave with the admission they need', () => {
  const requires = new Map<number, string | null>([
    [XCARET.id, null],
    [XELHA.id, null],
    [STINGRAYS.id, 'XC'],
    [SEA_TREK.id, 'XH'],
    [99, null],
  ]);
  const cart = [
    line('xc', XCARET.id, '2030-01-09'),
    line('xh', XELHA.id, '2030-01-10', 'XH'),
    line('ray', STINGRAYS.id, '2030-01-09'),
    line('trek', SEA_TREK.id, '2030-01-10', 'XH'),
  ];

  it('removing the Xcaret admission takes the stingrays, not the Sea Trek', () => {
    expect(dependentsOf(cart, 'xc', requires).map((l) => l.id)).toEqual(['ray']);
  });
  it('removing an activity takes nothing else', () => {
    expect(dependentsOf(cart, 'ray', requires)).toEqual([]);
  });
  it('an activity stays while another admission of its unit admits to its date', () => {
    expect(dependentsOf([...cart, line('xc2', 99, null)], 'xc', requires)).toEqual([]);
    expect(dependentsOf([...cart, line('xc2', 99, '2030-01-09')], 'xc', requires)).toEqual([]);
  });
  it('an admission of its unit for another date does not keep it', () => {
    expect(
      dependentsOf([...cart, line('xc2', 99, '2030-01-11')], 'xc', requires).map((l) => l.id),
    ).toEqual(['ray']);
  });
});

describe('what one client may hold (issue 13, item 6)', () => {
  it('places per slot: up to the cap, never past it; nothing new is always fine', () => {
    expect(() => checkPlacesCap(0, MAX_PLACES_PER_SLOT_PER_HOLDER, 150)).not.toThrow();
    expect(() => checkPlacesCap(15, 15, 150)).not.toThrow();
    expect(() => checkPlacesCap(15, 16, 150)).toThrow(
      expect.objectContaining({ code: 'CART_HOLD_LIMIT', detail: { max: 30 } }),
    );
    expect(() => checkPlacesCap(MAX_PLACES_PER_SLOT_PER_HOLDER + 5, 0, 150)).not.toThrow();
  });

  it('a large slot allows 5 % of its places to one address, a small one two full items', () => {
    expect(placesCapFor(40)).toBe(30);
    expect(placesCapFor(150)).toBe(30);
    expect(placesCapFor(3000)).toBe(150);
    expect(() => checkPlacesCap(140, 10, 3000)).not.toThrow();
    expect(() => checkPlacesCap(140, 11, 3000)).toThrow(
      expect.objectContaining({ code: 'CART_HOLD_LIMIT', detail: { max: 150 } }),
    );
  });

  it('a renewal never holds past MAX_HOLD_MINUTES after the places were taken', () => {
    const since = new Date('2030-01-01T10:00:00Z');
    const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000);
    expect(renewedUntil(since, at(25), 30)).toEqual(at(55));
    expect(renewedUntil(since, at(100), 30)).toEqual(at(MAX_HOLD_MINUTES));
    expect(renewedUntil(since, at(500), 30)).toEqual(at(MAX_HOLD_MINUTES));
  });
});

describe('pricedCartText', () => {
  const base = {
    id: 'b',
    productId: 1,
    visitDate: '2030-01-01',
    slotId: 2,
    adults: 1,
    children: 0,
    infants: 0,
    transportZoneId: null,
    food: false,
    photo: false,
    openTicket: false,
    adultUsdCents: 10000,
    childUsdCents: 7500,
    transportUsdCents: 0,
    foodUsdCents: 0,
    photoUsdCents: 0,
    presalePercent: 0,
    heldPlaces: 1,
  };
  it('changes with every priced field and complement, not with the order of rows', () => {
    const text = pricedCartText(
      [base, { ...base, id: 'a' }],
      [{ itemId: 'a', complementId: 3, priceUsdCents: 5 }],
    );
    expect(
      pricedCartText(
        [{ ...base, id: 'a' }, base],
        [{ itemId: 'a', complementId: 3, priceUsdCents: 5 }],
      ),
    ).toBe(text);
    for (const [field, value] of Object.entries({
      adults: 2,
      children: 1,
      infants: 1,
      visitDate: '2030-01-02',
      slotId: 3,
      transportZoneId: 4,
      food: true,
      photo: true,
      adultUsdCents: 1,
      childUsdCents: 1,
      presalePercent: 10,
      heldPlaces: 2,
    }))
      expect(
        pricedCartText(
          [
            { ...base, [field]: value },
            { ...base, id: 'a' },
          ],
          [{ itemId: 'a', complementId: 3, priceUsdCents: 5 }],
        ),
        field,
      ).not.toBe(text);
    expect(
      pricedCartText(
        [base, { ...base, id: 'a' }],
        [{ itemId: 'a', complementId: 3, priceUsdCents: 6 }],
      ),
    ).not.toBe(text);
    expect(pricedCartText([base, { ...base, id: 'a' }], [])).not.toBe(text);
  });
});

describe('chargeLines (issue 13, item 15)', () => {
  /** The 17 currencies' exponents and sample rates (JPY, KRW and CLP have no decimals). */
  const currencies: [string, number, string][] = [
    ['USD', 2, '1'],
    ['MXN', 2, '17.23'],
    ['CAD', 2, '1.37'],
    ['EUR', 2, '0.92'],
    ['COP', 2, '3925.5'],
    ['GTQ', 2, '7.75'],
    ['GBP', 2, '0.79'],
    ['ARS', 2, '870.25'],
    ['CLP', 0, '951.3'],
    ['PEN', 2, '3.74'],
    ['UYU', 2, '39.1'],
    ['CRC', 2, '512.77'],
    ['RUB', 2, '91.4'],
    ['AUD', 2, '1.52'],
    ['CNY', 2, '7.23'],
    ['JPY', 0, '151.37'],
    ['KRW', 0, '1339.41'],
  ];

  it('items less the package discount make the charged total, to the unit, in every currency', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 500_000 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(0, 10, 15, 20),
        fc.constantFrom(...currencies),
        (prices, percent, [, decimals, rate]) => {
          const items = prices.map((p, i) => ({ id: `i${i}`, total: { totalUsdCents: p } }));
          const subtotal = prices.reduce((a, b) => a + b, 0);
          const discount = Math.round((subtotal * percent) / 100);
          const total = subtotal - discount;
          const charged = convertUsdCents(total, rate, decimals);
          const lines = chargeLines(
            { items, packageDiscountUsdCents: discount, totalUsdCents: total },
            charged,
          );
          const itemsSum = lines.items.reduce((a, l) => a + l.minor, 0);
          return (
            lines.totalMinor === charged &&
            itemsSum - lines.discountMinor === charged &&
            lines.items.every((l) => Number.isInteger(l.minor) && l.minor >= 0) &&
            (discount > 0 || lines.discountMinor === 0)
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('each line is its USD price converted, give or take a unit', () => {
    const lines = chargeLines(
      {
        items: [
          { id: 'a', total: { totalUsdCents: 26_600 } },
          { id: 'b', total: { totalUsdCents: 30_000 } },
        ],
        packageDiscountUsdCents: 5_660,
        totalUsdCents: 50_940,
      },
      convertUsdCents(50_940, '151.37', 0),
    );
    expect(lines.items[0]!.minor).toBeCloseTo(convertUsdCents(26_600, '151.37', 0), -1);
    expect(lines.discountMinor).toBeCloseTo(convertUsdCents(5_660, '151.37', 0), -1);
  });
});
