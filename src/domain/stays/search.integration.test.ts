import { and, count, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { addDays } from '@/lib/dates';
import { bookings, promoCodes, roomInventory, roomRates, roomTypes } from '@/db/schema';
import { findCurrency, listCurrencies, priceIn } from '@/domain/pricing';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { setOffersActive } from '../../../tests/support/offers';
import {
  availabilityCalendar,
  createHold,
  lookupPromo,
  quoteStay,
  searchAvailability,
  type HoldRequest,
  type SearchRequest,
} from '.';

const NOW = new Date('2029-12-01T15:00:00Z');
const FROM = '2030-01-01';
const CHECK_IN = '2030-02-10';
const CHECK_OUT = '2030-02-13';
const NIGHTS = ['2030-02-10', '2030-02-11', '2030-02-12'];

const couple = { adults: 2, childrenAges: [] as number[] };
const withChild5 = { adults: 2, childrenAges: [5] };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const tenPercentOff = (cents: number) => cents - Math.round(cents / 10);

describe.each(engines)('hotel search on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, FROM, 90);
    // Availability and codes alone: these stays are 71 days ahead, inside the seeded
    // early-booking offer (promotions.integration.test.ts tests offers and their combination).
    await setOffersActive(t.db, false);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    // Every test starts with the whole physical inventory free and open.
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.status, 'held'));
    await t.db.execute(sql`
      UPDATE room_inventory SET held = 0, sold = 0, closed = false, total = rt.total_rooms
      FROM room_types rt WHERE rt.id = room_inventory.room_type_id`);
  });

  const typeIdsOf = async (prefix: string) =>
    (
      await t.db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(like(roomTypes.code, `${prefix}%`))
    ).map((r) => r.id);

  /** Sets held = total on one night for the room types whose code starts with `prefix`. */
  const fill = async (prefix: string, date: string, leave = 0) => {
    await t.db
      .update(roomInventory)
      .set({ held: sql`${roomInventory.total} - ${leave}`, sold: 0 })
      .where(
        and(
          inArray(roomInventory.roomTypeId, await typeIdsOf(prefix)),
          eq(roomInventory.date, date),
        ),
      );
  };

  const ratesOf = async (code: string, from = CHECK_IN, to = CHECK_OUT) => {
    const [type] = await t.db.select().from(roomTypes).where(eq(roomTypes.code, code));
    return t.db
      .select()
      .from(roomRates)
      .where(
        and(eq(roomRates.roomTypeId, type!.id), gte(roomRates.date, from), lt(roomRates.date, to)),
      )
      .orderBy(roomRates.date);
  };

  const heldOf = async (prefix: string) =>
    (
      await t.db
        .select({ held: roomInventory.held })
        .from(roomInventory)
        .where(inArray(roomInventory.roomTypeId, await typeIdsOf(prefix)))
    ).reduce((a, r) => a + r.held, 0);

  const search = (request: Partial<SearchRequest>) =>
    searchAvailability(
      t.db,
      { checkIn: CHECK_IN, checkOut: CHECK_OUT, rooms: [couple], ...request },
      NOW,
    );

  describe('availability', () => {
    it('searches every hotel for 2 rooms with a 5-year-old: HXM offers rooms, the 16+ hotels say ages', async () => {
      const result = await search({ rooms: [withChild5, couple] });
      expect(result.nights).toEqual(NIGHTS);
      expect(result.promo).toBeUndefined();
      const byCode = new Map(result.hotels.map((h) => [h.hotelCode, h]));
      expect([...byCode.keys()].sort()).toEqual(['HXA', 'HXM', 'LCDP']);

      const hxm = byCode.get('HXM')!;
      expect(hxm.status).toBe('available');
      expect(hxm.rooms).toHaveLength(2);
      expect(hxm.rooms[0]!.request).toEqual(withChild5);
      for (const room of hxm.rooms) {
        expect(room.options.length).toBeGreaterThan(0);
        for (const option of room.options) {
          expect(option.roomTypeCode.startsWith('HXM-')).toBe(true);
          expect(option.nightlyUsdCents).toHaveLength(3);
          expect(option.totalUsdCents).toBe(sum(option.nightlyUsdCents));
          expect(option.soldOut).toBe(false);
        }
      }
      // The ocean-front room for two takes no children: offered for the couple only.
      expect(hxm.rooms[0]!.options.map((o) => o.roomTypeCode)).not.toContain('HXM-OFP');
      expect(hxm.rooms[1]!.options.map((o) => o.roomTypeCode)).toContain('HXM-OFP');
      // The cheapest type, priced from the stored rates: base for two plus the child rate.
      const rates = await ratesOf('HXM-GVS');
      const familyTotal = sum(rates.map((r) => r.baseUsdCents + r.childUsdCents));
      const coupleTotal = sum(rates.map((r) => r.baseUsdCents));
      expect(hxm.rooms[0]!.options[0]).toMatchObject({
        roomTypeCode: 'HXM-GVS',
        totalUsdCents: familyTotal,
      });
      expect(hxm.rooms[1]!.options[0]).toMatchObject({
        roomTypeCode: 'HXM-GVS',
        totalUsdCents: coupleTotal,
      });
      expect(hxm.fromTotalUsdCents).toBe(familyTotal + coupleTotal);
      expect(hxm.alternatives).toEqual([]);

      for (const code of ['HXA', 'LCDP']) {
        const hotel = byCode.get(code)!;
        expect(hotel.status).toBe('ages');
        expect(hotel.fromTotalUsdCents).toBeUndefined();
        expect(hotel.rooms.every((r) => r.options.length === 0)).toBe(true);
      }
    });

    it('refuses a 5-year-old when the search names Hotel Xcaret Arte, and takes a 16-year-old', async () => {
      await expect(search({ hotelCode: 'HXA', rooms: [withChild5] })).rejects.toMatchObject({
        code: 'CHILD_AGE_OUT_OF_RANGE',
      });
      const teen = await search({ hotelCode: 'HXA', rooms: [{ adults: 2, childrenAges: [16] }] });
      expect(teen.hotels.map((h) => [h.hotelCode, h.status])).toEqual([['HXA', 'available']]);
      await expect(search({ hotelCode: 'NOPE' })).rejects.toMatchObject({ code: 'UNKNOWN_HOTEL' });
    });

    it('flags a room type full on one night as sold out and still offers the others', async () => {
      await fill('HXM-GVS', '2030-02-11');
      const [hxm] = (await search({ hotelCode: 'HXM' })).hotels;
      expect(hxm!.status).toBe('available');
      const options = hxm!.rooms[0]!.options;
      const gvs = options.find((o) => o.roomTypeCode === 'HXM-GVS')!;
      expect(gvs).toMatchObject({ soldOut: true, roomsLeft: 0 });
      expect(options.at(-1)!.roomTypeCode).toBe('HXM-GVS');
      const others = options.filter((o) => o.roomTypeCode !== 'HXM-GVS');
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((o) => !o.soldOut && o.roomsLeft > 0)).toBe(true);
      // The stay is now from the cheapest type still free.
      expect(hxm!.fromTotalUsdCents).toBe(Math.min(...others.map((o) => o.totalUsdCents)));
      expect(hxm!.fromTotalUsdCents).toBeGreaterThan(gvs.totalUsdCents);
    });

    it('counts the rooms left as the fewest free on any night', async () => {
      await fill('HXM-RVS', '2030-02-12', 2);
      await fill('HXM-RVS', '2030-02-10', 4);
      const [hxm] = (await search({ hotelCode: 'HXM' })).hotels;
      const rvs = hxm!.rooms[0]!.options.find((o) => o.roomTypeCode === 'HXM-RVS')!;
      expect(rvs).toMatchObject({ roomsLeft: 2, soldOut: false });
    });

    it('sends a second room to another type when only one room of the cheapest is left', async () => {
      // Every Hotel Xcaret México type is full on one night except one room of the cheapest.
      await fill('HXM-', '2030-02-11');
      await fill('HXM-GVS', '2030-02-11', 1);
      const [one] = (await search({ hotelCode: 'HXM' })).hotels;
      expect(one!.status).toBe('available');
      const [two] = (await search({ hotelCode: 'HXM', rooms: [couple, couple] })).hotels;
      expect(two!.status).toBe('sold-out');
      // With a second type back on sale, the second room goes there.
      await t.db.execute(sql`
        UPDATE room_inventory SET held = 0 FROM room_types rt
        WHERE rt.id = room_inventory.room_type_id AND rt.code = 'HXM-RVS'`);
      const [mixed] = (await search({ hotelCode: 'HXM', rooms: [couple, couple] })).hotels;
      expect(mixed!.status).toBe('available');
      const gvs = sum((await ratesOf('HXM-GVS')).map((r) => r.baseUsdCents));
      const rvs = sum((await ratesOf('HXM-RVS')).map((r) => r.baseUsdCents));
      expect(mixed!.fromTotalUsdCents).toBe(gvs + rvs);
    });

    it('says sold out when every fitting type is full, with up to 3 nearby stays that really are bookable', async () => {
      await fill('HXM-', '2030-02-11');
      const result = await search({});
      const hxm = result.hotels.find((h) => h.hotelCode === 'HXM')!;
      expect(hxm.status).toBe('sold-out');
      expect(hxm.fromTotalUsdCents).toBeUndefined();
      expect(hxm.rooms[0]!.options.every((o) => o.soldOut)).toBe(true);
      // Nearest first: -1 and +1 still cover the full night; -2, +2 and -3 do not.
      expect(hxm.alternatives.map((a) => [a.checkIn, a.checkOut])).toEqual([
        ['2030-02-07', '2030-02-10'],
        ['2030-02-08', '2030-02-11'],
        ['2030-02-12', '2030-02-15'],
      ]);
      for (const alternative of hxm.alternatives) {
        const [again] = (
          await search({
            hotelCode: 'HXM',
            checkIn: alternative.checkIn,
            checkOut: alternative.checkOut,
          })
        ).hotels;
        expect(again!.status).toBe('available');
        expect(again!.fromTotalUsdCents).toBe(alternative.fromTotalUsdCents);
      }
      // The other hotels are bookable and need no alternatives.
      for (const hotel of result.hotels.filter((h) => h.hotelCode !== 'HXM')) {
        expect(hotel.status).toBe('available');
        expect(hotel.alternatives).toEqual([]);
      }
    });

    it('prices nearby stays with the promotion, as searching them would', async () => {
      await fill('HXM-', '2030-02-11');
      const [hxm] = (await search({ hotelCode: 'HXM', promoCode: 'RIVIERA10' })).hotels;
      expect(hxm!.status).toBe('sold-out');
      expect(hxm!.alternatives.length).toBeGreaterThan(0);
      for (const alternative of hxm!.alternatives) {
        const [again] = (
          await search({
            hotelCode: 'HXM',
            checkIn: alternative.checkIn,
            checkOut: alternative.checkOut,
            promoCode: 'RIVIERA10',
          })
        ).hotels;
        expect(again!.promoApplied).toBe(true);
        expect(again!.fromTotalUsdCents).toBe(alternative.fromTotalUsdCents);
      }
    });

    it('offers no alternatives in the past', async () => {
      // Check-in today: the earlier dates are gone, so only later ones can be offered.
      const today = '2030-01-05';
      const now = new Date('2030-01-05T15:00:00Z');
      await fill('HXM-', '2030-01-06');
      const result = await searchAvailability(
        t.db,
        { hotelCode: 'HXM', checkIn: today, checkOut: '2030-01-08', rooms: [couple] },
        now,
      );
      const [hxm] = result.hotels;
      expect(hxm!.status).toBe('sold-out');
      // -1, -2, -3 and -7 start before today; +1 still covers the full night.
      expect(hxm!.alternatives.map((a) => a.checkIn)).toEqual([
        '2030-01-07',
        '2030-01-08',
        '2030-01-12',
      ]);
    });
  });

  describe('promotional codes', () => {
    it('takes the percentage off every night (rounded per night) and reports the code as applied', async () => {
      const [plain] = (await search({ hotelCode: 'HXM', rooms: [withChild5] })).hotels;
      const result = await search({
        hotelCode: 'HXM',
        rooms: [withChild5],
        promoCode: ' riviera10 ',
      });
      expect(result.promo).toEqual({ code: 'RIVIERA10', status: 'applied', percentOff: 10 });
      const [promo] = result.hotels;
      expect(promo!.promoApplied).toBe(true);
      const full = new Map(plain!.rooms[0]!.options.map((o) => [o.roomTypeId, o]));
      for (const option of promo!.rooms[0]!.options) {
        const before = full.get(option.roomTypeId)!;
        expect(option.nightlyUsdCents).toEqual(before.nightlyUsdCents.map(tenPercentOff));
        expect(option.totalUsdCents).toBe(sum(before.nightlyUsdCents.map(tenPercentOff)));
        expect(option.totalUsdCents).toBeLessThan(before.totalUsdCents);
        expect(option.fullTotalUsdCents).toBe(before.totalUsdCents);
      }
      expect(promo!.fromTotalUsdCents).toBe(
        sum(plain!.rooms[0]!.options[0]!.nightlyUsdCents.map(tenPercentOff)),
      );
    });

    it('reports an unknown code as invalid and still returns full-price results', async () => {
      const plain = await search({});
      const result = await search({ promoCode: 'nope99' });
      expect(result.promo).toEqual({ code: 'NOPE99', status: 'invalid', percentOff: 0 });
      expect(result.hotels.map((h) => [h.hotelCode, h.status, h.fromTotalUsdCents])).toEqual(
        plain.hotels.map((h) => [h.hotelCode, h.status, h.fromTotalUsdCents]),
      );
      expect(result.hotels.every((h) => !h.promoApplied)).toBe(true);
      // Junk that cannot be a code is invalid too.
      expect((await search({ promoCode: 'x' })).promo?.status).toBe('invalid');
    });

    it('applies a hotel-only code at that hotel alone: ARTE15 at HXM is invalid', async () => {
      const [plain] = (await search({ hotelCode: 'HXM' })).hotels;
      const atHxm = await search({ hotelCode: 'HXM', promoCode: 'ARTE15' });
      expect(atHxm.promo).toMatchObject({ code: 'ARTE15', status: 'invalid' });
      expect(atHxm.hotels[0]!.promoApplied).toBe(false);
      expect(atHxm.hotels[0]!.fromTotalUsdCents).toBe(plain!.fromTotalUsdCents);

      const everywhere = await search({ promoCode: 'arte15' });
      expect(everywhere.promo).toEqual({ code: 'ARTE15', status: 'applied', percentOff: 15 });
      const applied = everywhere.hotels.filter((h) => h.promoApplied).map((h) => h.hotelCode);
      expect(applied).toEqual(['HXA']);
      const hxa = everywhere.hotels.find((h) => h.hotelCode === 'HXA')!;
      for (const option of hxa.rooms[0]!.options) {
        const full = await ratesOf(option.roomTypeCode);
        expect(option.nightlyUsdCents).toEqual(
          full.map((r) => r.baseUsdCents - Math.round((r.baseUsdCents * 15) / 100)),
        );
      }
    });

    it('refuses a code outside its stay window and a code switched off', async () => {
      // VERANO12 is for stays in summer 2027 only.
      expect((await search({ promoCode: 'VERANO12' })).promo?.status).toBe('invalid');
      await t.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.code, 'RIVIERA10'));
      try {
        expect(await lookupPromo(t.db, 'riviera10')).toBeUndefined();
        expect((await search({ promoCode: 'RIVIERA10' })).promo?.status).toBe('invalid');
      } finally {
        await t.db.update(promoCodes).set({ active: true }).where(eq(promoCodes.code, 'RIVIERA10'));
      }
      expect(await lookupPromo(t.db, ' riviera10 ')).toMatchObject({ percentOff: 10 });
    });
  });

  describe('calendar', () => {
    const cheapestBase = async (date: string, prefix: string, except: string[] = []) => {
      const rows = await t.db
        .select({ code: roomTypes.code, base: roomRates.baseUsdCents })
        .from(roomRates)
        .innerJoin(roomTypes, eq(roomTypes.id, roomRates.roomTypeId))
        .where(and(eq(roomRates.date, date), like(roomTypes.code, `${prefix}%`)));
      return Math.min(...rows.filter((r) => !except.includes(r.code)).map((r) => r.base));
    };

    it('gives the nightly from-price, and null on a night where every type of the hotel is closed', async () => {
      const hxmTypes = await typeIdsOf('HXM-');
      await t.db
        .update(roomInventory)
        .set({ closed: true })
        .where(
          and(inArray(roomInventory.roomTypeId, hxmTypes), eq(roomInventory.date, '2030-02-04')),
        );
      await fill('HXM-GVS', '2030-02-05');
      const days = await availabilityCalendar(t.db, {
        from: '2030-02-01',
        to: '2030-02-08',
        hotelCode: 'HXM',
      });
      expect(days.map((d) => d.date)).toEqual([
        '2030-02-01',
        '2030-02-02',
        '2030-02-03',
        '2030-02-04',
        '2030-02-05',
        '2030-02-06',
        '2030-02-07',
      ]);
      for (const day of days) {
        if (day.date === '2030-02-04') expect(day.fromUsdCents).toBeNull();
        else if (day.date === '2030-02-05')
          // The cheapest type is full that night: the price is from the next one.
          expect(day.fromUsdCents).toBe(await cheapestBase(day.date, 'HXM-', ['HXM-GVS']));
        else expect(day.fromUsdCents).toBe(await cheapestBase(day.date, 'HXM-'));
      }
      expect(days.find((d) => d.date === '2030-02-05')!.fromUsdCents).toBeGreaterThan(
        await cheapestBase('2030-02-05', 'HXM-'),
      );
      // Across all hotels the night is still on sale elsewhere.
      const all = await availabilityCalendar(t.db, { from: '2030-02-04', to: '2030-02-05' });
      const elsewhere = Math.min(
        await cheapestBase('2030-02-04', 'HXA-'),
        await cheapestBase('2030-02-04', 'LCDP-'),
      );
      expect(all).toEqual([
        { date: '2030-02-04', fromUsdCents: elsewhere, fullUsdCents: elsewhere },
      ]);
    });

    it('prices each night as search prices a one-night stay from it, early-booking offer included (docs/decisions/0038)', async () => {
      await setOffersActive(t.db, true);
      try {
        // 2030-01-20 is 50 days after NOW (no offer), 2030-02-20 is 81 (early booking).
        const nights = ['2030-01-20', '2030-02-20', '2030-02-21'];
        for (const hotelCode of ['HXM', 'HXA', undefined]) {
          const days = await availabilityCalendar(
            t.db,
            { from: '2030-01-20', to: '2030-02-22', hotelCode },
            NOW,
          );
          for (const night of nights) {
            const day = days.find((d) => d.date === night)!;
            const next = addDays(night, 1);
            const result = await searchAvailability(
              t.db,
              { checkIn: night, checkOut: next, hotelCode, rooms: [couple] },
              NOW,
            );
            const searched = Math.min(...result.hotels.map((h) => h.fromTotalUsdCents ?? Infinity));
            expect(day.fromUsdCents, `${hotelCode ?? 'all'} ${night}`).toBe(searched);
            expect(day.offer?.kind, night).toBe(
              night === '2030-01-20' ? undefined : 'early_booking',
            );
          }
          const far = days.find((d) => d.date === '2030-02-20')!;
          expect(far.fromUsdCents!).toBeLessThan(far.fullUsdCents!);
        }
      } finally {
        await setOffersActive(t.db, false);
      }
    });

    it('refuses an empty, reversed or too long window', async () => {
      await expect(
        availabilityCalendar(t.db, { from: '2030-02-01', to: '2030-02-01' }),
      ).rejects.toMatchObject({ code: 'INVALID_DATES' });
      await expect(
        availabilityCalendar(t.db, { from: '2030-02-05', to: '2030-02-01' }),
      ).rejects.toMatchObject({ code: 'INVALID_DATES' });
      await expect(
        availabilityCalendar(t.db, { from: '2030-01-01', to: '2030-04-05' }),
      ).rejects.toMatchObject({ code: 'INVALID_DATES' });
      expect(
        await availabilityCalendar(t.db, { from: '2030-01-01', to: '2030-04-04' }),
      ).toHaveLength(91);
    });
  });

  describe('quotes, holds and currencies', () => {
    const holdRequest = (promoCode?: string): HoldRequest => ({
      hotelCode: 'HXM',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: [
        { roomTypeCode: 'HXM-RVS', adults: 2, childrenAges: [5] },
        { roomTypeCode: 'HXM-GVS', adults: 1, childrenAges: [] },
      ],
      promoCode,
    });

    it('quotes what search showed, and the hold charges the quote in the visitor currency', async () => {
      const quote = await quoteStay(t.db, holdRequest(' riviera10 '), NOW);
      expect(quote).toMatchObject({
        hotelCode: 'HXM',
        nights: NIGHTS,
        promoCode: 'RIVIERA10',
        percentOff: 10,
        available: true,
      });
      expect(quote.totalUsdCents).toBe(sum(quote.rooms.map((r) => r.totalUsdCents)));
      expect(quote.discountUsdCents).toBe(quote.fullTotalUsdCents - quote.totalUsdCents);
      expect(quote.discountUsdCents).toBeGreaterThan(0);
      // The same rooms in the search show the same prices.
      const result = await search({
        hotelCode: 'HXM',
        rooms: [withChild5, { adults: 1, childrenAges: [] }],
        promoCode: 'RIVIERA10',
      });
      const shown = result.hotels[0]!.rooms.map((room, i) =>
        room.options.find((o) => o.roomTypeCode === quote.rooms[i]!.roomTypeCode)!,
      );
      expect(quote.rooms.map((r) => r.nightlyUsdCents)).toEqual(
        shown.map((o) => o.nightlyUsdCents),
      );
      expect(quote.fullTotalUsdCents).toBe(sum(shown.map((o) => o.fullTotalUsdCents)));
      // A quote holds nothing.
      expect(await heldOf('HXM-')).toBe(0);

      const mxn = await findCurrency(t.db, 'mxn');
      const hold = await createHold(t.db, holdRequest('RIVIERA10'), { now: NOW, currency: mxn! });
      expect(hold.totalUsdCents).toBe(quote.totalUsdCents);
      expect(hold.total).toEqual(priceIn(mxn!, quote.totalUsdCents));
      // 18.45 pesos per dollar, in centavos.
      expect(hold.total).toEqual({
        iso: 'MXN',
        decimals: 2,
        minor: Math.round((quote.totalUsdCents * 1845) / 100),
      });
      const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
      expect(stored).toMatchObject({
        currencyIso: 'MXN',
        totalMinor: hold.total.minor,
        totalUsdCents: quote.totalUsdCents,
        discountUsdCents: quote.discountUsdCents,
        promoCode: 'RIVIERA10',
      });
      expect(await heldOf('HXM-')).toBe(6);
    });

    const bookingCount = async () =>
      (await t.db.select({ value: count() }).from(bookings))[0]!.value;

    it('refuses a hold with an invalid or inapplicable code and takes no stock', async () => {
      const before = await bookingCount();
      for (const code of ['NOPE99', 'ARTE15', 'VERANO12', 'x']) {
        await expect(createHold(t.db, holdRequest(code), { now: NOW })).rejects.toMatchObject({
          code: 'INVALID_PROMO',
        });
        await expect(quoteStay(t.db, holdRequest(code), NOW)).rejects.toMatchObject({
          code: 'INVALID_PROMO',
        });
      }
      expect(await heldOf('HXM-')).toBe(0);
      const after = await bookingCount();
      expect(after).toBe(before);
      // The same request without the code goes through.
      await createHold(t.db, holdRequest(), { now: NOW });
      expect(await heldOf('HXM-')).toBe(6);
    });

    it('charges currencies without decimals in whole units (JPY, CLP)', async () => {
      const all = await listCurrencies(t.db);
      const jpy = all.find((c) => c.iso === 'JPY')!;
      const clp = all.find((c) => c.iso === 'CLP')!;
      expect([jpy.decimals, clp.decimals]).toEqual([0, 0]);
      const inYen = await createHold(t.db, holdRequest(), { now: NOW, currency: jpy });
      const inPesos = await createHold(t.db, holdRequest(), { now: NOW, currency: clp });
      const usd = inYen.totalUsdCents;
      expect(inPesos.totalUsdCents).toBe(usd);
      // 151.2 yen and 948 Chilean pesos per dollar: whole units, rounded.
      expect(inYen.total).toEqual({
        iso: 'JPY',
        decimals: 0,
        minor: Math.round((usd * 1512) / 1000),
      });
      expect(inPesos.total).toEqual({
        iso: 'CLP',
        decimals: 0,
        minor: Math.round((usd * 948) / 100),
      });
      expect(inYen.total).toEqual(priceIn(jpy, usd));
      const stored = await t.db
        .select({ iso: bookings.currencyIso, minor: bookings.totalMinor })
        .from(bookings)
        .where(inArray(bookings.id, [inYen.bookingId, inPesos.bookingId]));
      expect(stored.sort((a, b) => a.iso.localeCompare(b.iso))).toEqual([
        { iso: 'CLP', minor: inPesos.total.minor },
        { iso: 'JPY', minor: inYen.total.minor },
      ]);
    });
  });
});
