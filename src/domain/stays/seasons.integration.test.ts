import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { auditLog, bookingRooms, bookings, hotelSeasons, roomRates } from '@/db/schema';
import { listHotelsWithRooms, type HotelWithRooms } from '@/domain/catalog';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  bulkEditRevenue,
  changeSeasons,
  createHold,
  listSeasons,
  RevenueError,
  searchAvailability,
  seasonRate,
  type StoredSeason,
} from '.';

const NOW = new Date('2029-12-01T15:00:00Z');
const actor = { id: 's1', email: 'rosa@xcaret.test', role: 'revenue', address: '10.0.0.9' };
const couple = { adults: 2, childrenAges: [] as number[] };

describe.each(engines)('hotel seasons on %s', (engine) => {
  let t: TestDatabase;
  let hxm: HotelWithRooms;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, '2030-01-01', 400);
    hxm = (await listHotelsWithRooms(t.db)).find((h) => h.code === 'HXM')!;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const gvs = () => hxm.roomTypes.find((r) => r.code === 'HXM-GVS')!;
  const audits = async () => (await t.db.select().from(auditLog)).length;
  const seasons = async () => (await listSeasons(t.db, 'HXM'))!;
  const seasonAt = async (night: string): Promise<StoredSeason> =>
    (await seasons()).find((s) => s.startDate <= night && night <= s.endDate)!;
  const rateOf = async (roomTypeId: number, night: string) => {
    const [row] = await t.db
      .select()
      .from(roomRates)
      .where(and(eq(roomRates.roomTypeId, roomTypeId), eq(roomRates.date, night)));
    return row!;
  };
  /** What search shows for one night of two adults in a garden-view room, before promotions. */
  const searchPrice = async (night: string, nextDay: string, now = NOW) => {
    const result = await searchAvailability(
      t.db,
      { checkIn: night, checkOut: nextDay, hotelCode: 'HXM', rooms: [couple] },
      now,
    );
    return result.hotels[0]!.rooms[0]!.options.find((o) => o.roomTypeCode === 'HXM-GVS')!
      .fullTotalUsdCents;
  };

  it("seeds each hotel's seasons from the demo's rules, and every seeded rate is the season rule's", async () => {
    const list = await seasons();
    expect(list[0]).toMatchObject({
      kind: 'holiday',
      startDate: '2030-01-01',
      endDate: '2030-01-03',
    });
    expect(list.find((s) => s.startDate === '2030-01-04')).toMatchObject({
      kind: 'high',
      endDate: '2030-03-27',
      factorPerMille: 1250,
    });
    // End to end, without gaps or overlaps.
    for (let i = 1; i < list.length; i++)
      expect(list[i]!.startDate > list[i - 1]!.endDate).toBe(true);
    const rows = await t.db
      .select()
      .from(roomRates)
      .where(
        and(
          inArray(
            roomRates.roomTypeId,
            hxm.roomTypes.map((r) => r.id),
          ),
          gte(roomRates.date, '2030-01-01'),
          lte(roomRates.date, '2031-01-31'),
        ),
      );
    expect(rows.length).toBeGreaterThan(300 * hxm.roomTypes.length);
    const baseOf = new Map(hxm.roomTypes.map((r) => [r.id, r.baseRateUsdCents]));
    for (const row of rows) {
      const season = list.find((s) => s.startDate <= row.date && row.date <= s.endDate)!;
      expect(row.season).toBe(season.kind);
      expect({
        baseUsdCents: row.baseUsdCents,
        extraAdultUsdCents: row.extraAdultUsdCents,
        childUsdCents: row.childUsdCents,
      }).toEqual(seasonRate(baseOf.get(row.roomTypeId)!, season.factorPerMille, row.date));
    }
  });

  it('a daily run extends the last season instead of adding one-night seasons', async () => {
    const before = await seasons();
    await openInventory(t.db, '2031-02-05', 3);
    const after = await seasons();
    expect(after).toHaveLength(before.length);
    expect(after.at(-1)!.endDate).toBe('2031-02-08');
  });

  it("a factor change reprices the season's nights at once: search shows it, a hold keeps its price, one audit row", async () => {
    const hold = await createHold(
      t.db,
      {
        hotelCode: 'HXM',
        checkIn: '2030-06-10',
        checkOut: '2030-06-12',
        rooms: [{ roomTypeCode: 'HXM-GVS', adults: 2, childrenAges: [] }],
      },
      { now: NOW },
    );
    const [booked] = await t.db
      .select()
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, hold.bookingId));
    const [bookingBefore] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, hold.bookingId));
    // Priced by hand in the grid: kept by the season change (docs/decisions/0038).
    await bulkEditRevenue(t.db, actor, 'HXM', {
      roomTypeIds: [gvs().id],
      from: '2030-06-15',
      to: '2030-06-15',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      rate: { mode: 'absolute', usdCents: 77_700 },
    });
    const low = await seasonAt('2030-06-10');
    expect(low.kind).toBe('low');
    expect(await searchPrice('2030-06-10', '2030-06-11')).toBe(
      seasonRate(gvs().baseRateUsdCents, 1000, '2030-06-10').baseUsdCents,
    );
    const before = await audits();

    const result = await changeSeasons(
      t.db,
      actor,
      'HXM',
      { op: 'update', id: low.id, season: { ...low, factorPerMille: 1200 } },
      NOW,
    );

    expect(await audits()).toBe(before + 1);
    const nights = hxm.roomTypes.length * 30 - 1; // June, less the night priced by hand
    expect(result).toMatchObject({ ratesChanged: nights, overridesKept: 1 });
    expect(await searchPrice('2030-06-10', '2030-06-11')).toBe(
      seasonRate(gvs().baseRateUsdCents, 1200, '2030-06-10').baseUsdCents,
    );
    expect((await rateOf(gvs().id, '2030-06-15')).baseUsdCents).toBe(77_700);
    // The hold keeps the prices it was made at.
    const [bookedAfter] = await t.db
      .select()
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, hold.bookingId));
    expect(bookedAfter!.nightlyUsdCents).toEqual(booked!.nightlyUsdCents);
    const [bookingAfter] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, hold.bookingId));
    expect(bookingAfter!.totalUsdCents).toBe(bookingBefore!.totalUsdCents);
    // The audit row says who, and each night's rate before → after.
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'seasons.update'));
    expect(row).toMatchObject({
      entity: 'hotel-seasons',
      entityId: 'HXM',
      actorEmail: actor.email,
    });
    expect((row!.after as { rates: unknown[] }).rates).toHaveLength(nights);
  });

  it('never reprices past nights: a season edited while it runs moves from today on', async () => {
    const high = await seasonAt('2030-02-10');
    const today = new Date('2030-02-10T15:00:00Z');
    const past = await rateOf(gvs().id, '2030-02-09');
    await changeSeasons(
      t.db,
      actor,
      'HXM',
      { op: 'update', id: high.id, season: { ...high, factorPerMille: 1300 } },
      today,
    );
    expect(await rateOf(gvs().id, '2030-02-09')).toEqual(past);
    expect((await rateOf(gvs().id, '2030-02-10')).baseUsdCents).toBe(
      seasonRate(gvs().baseRateUsdCents, 1300, '2030-02-10').baseUsdCents,
    );
  });

  it('splits a season, re-kinds one part, shrinks it and removes it: the freed nights go to the base rate', async () => {
    const shoulder = await seasonAt('2030-11-10');
    await changeSeasons(
      t.db,
      actor,
      'HXM',
      { op: 'split', id: shoulder.id, night: '2030-11-20' },
      NOW,
    );
    const tail = await seasonAt('2030-11-25');
    expect(tail.startDate).toBe('2030-11-20');
    expect((await seasonAt('2030-11-10')).endDate).toBe('2030-11-19');
    await changeSeasons(
      t.db,
      actor,
      'HXM',
      {
        op: 'update',
        id: tail.id,
        season: { ...tail, name: 'Acción de Gracias', kind: 'high', factorPerMille: 1400 },
      },
      NOW,
    );
    expect(await rateOf(gvs().id, '2030-11-25')).toMatchObject({
      season: 'high',
      baseUsdCents: seasonRate(gvs().baseRateUsdCents, 1400, '2030-11-25').baseUsdCents,
    });
    await changeSeasons(t.db, actor, 'HXM', { op: 'remove', id: tail.id }, NOW);
    expect(await rateOf(gvs().id, '2030-11-25')).toMatchObject({
      season: 'low',
      baseUsdCents: seasonRate(gvs().baseRateUsdCents, 1000, '2030-11-25').baseUsdCents,
    });
    // Back into the gap it left.
    await changeSeasons(
      t.db,
      actor,
      'HXM',
      {
        op: 'add',
        season: {
          name: 'Fin de noviembre',
          kind: 'shoulder',
          startDate: '2030-11-20',
          endDate: '2030-11-30',
          factorPerMille: 1100,
        },
      },
      NOW,
    );
    expect((await seasonAt('2030-11-25')).name).toBe('Fin de noviembre');
  });

  it('refuses overlaps, reversed ranges, absurd factors and unknown seasons, and changes nothing', async () => {
    const before = await audits();
    const snapshot = await t.db.select().from(hotelSeasons);
    const low = await seasonAt('2030-06-10');
    const refused = async (change: Parameters<typeof changeSeasons>[3]) => {
      try {
        await changeSeasons(t.db, actor, 'HXM', change, NOW);
      } catch (error) {
        if (error instanceof RevenueError) return error.code;
        throw error;
      }
      return 'OK';
    };
    expect(
      await refused({ op: 'update', id: low.id, season: { ...low, endDate: '2030-09-15' } }),
    ).toBe('SEASONS_OVERLAP');
    expect(
      await refused({
        op: 'add',
        season: {
          name: 'Otra',
          kind: 'high',
          startDate: '2030-06-01',
          endDate: '2030-06-02',
          factorPerMille: 1200,
        },
      }),
    ).toBe('SEASONS_OVERLAP');
    expect(
      await refused({
        op: 'update',
        id: low.id,
        season: { ...low, startDate: low.endDate, endDate: low.startDate },
      }),
    ).toBe('INVALID_RANGE');
    expect(
      await refused({ op: 'update', id: low.id, season: { ...low, factorPerMille: 60_000 } }),
    ).toBe('INVALID_RATE');
    expect(await refused({ op: 'remove', id: 999_999 })).toBe('SEASON_NOT_FOUND');
    expect(await refused({ op: 'split', id: low.id, night: low.startDate })).toBe('INVALID_RANGE');
    expect(await audits()).toBe(before);
    expect(await t.db.select().from(hotelSeasons)).toEqual(snapshot);
    await expect(
      changeSeasons(t.db, actor, 'NOPE', { op: 'remove', id: low.id }, NOW),
    ).rejects.toThrow(RevenueError);
  });
});
