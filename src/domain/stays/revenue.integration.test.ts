import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { auditLog, roomInventory, roomRates } from '@/db/schema';
import { listHotelsWithRooms } from '@/domain/catalog';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { bulkEditRevenue, RevenueError, revenueGrid, searchAvailability, type BulkEdit } from '.';

const NOW = new Date('2029-12-01T15:00:00Z');
const actor = { id: 's1', email: 'rosa@xcaret.test', role: 'revenue', address: '10.0.0.9' };
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const couple = { adults: 2, childrenAges: [] as number[] };

describe.each(engines)('revenue grid and bulk edit on %s', (engine) => {
  let t: TestDatabase;
  let hxm: number[];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, '2030-01-01', 400);
    const hotel = (await listHotelsWithRooms(t.db)).find((h) => h.code === 'HXM')!;
    hxm = hotel.roomTypes.map((r) => r.id);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const audits = async () => (await t.db.select().from(auditLog)).length;
  const edit = (over: Partial<BulkEdit>): BulkEdit => ({
    roomTypeIds: [hxm[0]!],
    from: '2030-03-01',
    to: '2030-03-03',
    weekdays: ALL_DAYS,
    ...over,
  });
  const search = (checkIn: string, checkOut: string) =>
    searchAvailability(t.db, { checkIn, checkOut, hotelCode: 'HXM', rooms: [couple] }, NOW);

  it('shows a month of room types × nights', async () => {
    const grid = (await revenueGrid(t.db, 'HXM', '2030-02'))!;
    expect(grid.dates).toHaveLength(28);
    expect(grid.roomTypes.map((r) => r.id)).toEqual(hxm);
    const cell = grid.cells[`${hxm[0]}|2030-02-14`]!;
    expect(cell.total).toBeGreaterThan(0);
    expect(cell.baseUsdCents).toBeGreaterThan(0);
    expect(await revenueGrid(t.db, 'HXM', '2030-13')).toBeNull();
    expect(await revenueGrid(t.db, 'NOPE', '2030-02')).toBeNull();
  });

  it('closes every room type for three nights: search shows the hotel sold out, one audit row', async () => {
    const before = await audits();
    const result = await bulkEditRevenue(
      t.db,
      actor,
      'HXM',
      edit({ roomTypeIds: hxm, closed: true }),
    );
    expect(result.inventoryChanged).toBe(hxm.length * 3);
    expect(await audits()).toBe(before + 1);
    expect((await search('2030-03-01', '2030-03-04')).hotels[0]!.status).toBe('sold-out');
    expect((await search('2030-03-05', '2030-03-08')).hotels[0]!.status).toBe('available');
    const [row] = await t.db.select().from(auditLog).orderBy(auditLog.id).limit(1).offset(before);
    expect(row).toMatchObject({
      action: 'inventory.bulk-edit',
      entity: 'hotel-inventory',
      entityId: 'HXM',
      actorEmail: actor.email,
      address: actor.address,
    });
    expect(
      (row!.before as { inventory: { closed: boolean }[] }).inventory.every((c) => !c.closed),
    ).toBe(true);
    expect(
      (row!.after as { inventory: { closed: boolean }[] }).inventory.every((c) => c.closed),
    ).toBe(true);
  });

  it('raises rates 10 % on the chosen weekdays only, and search prices the new rate', async () => {
    const type = hxm[0]!;
    const rate = async (date: string) =>
      (
        await t.db
          .select()
          .from(roomRates)
          .where(and(eq(roomRates.roomTypeId, type), eq(roomRates.date, date)))
      )[0]!;
    const monday = await rate('2030-04-01');
    const tuesday = await rate('2030-04-02');
    await bulkEditRevenue(
      t.db,
      actor,
      'HXM',
      edit({
        from: '2030-04-01',
        to: '2030-04-07',
        weekdays: [1],
        rate: { mode: 'percent', percent: 10 },
      }),
    );
    expect((await rate('2030-04-01')).baseUsdCents).toBe(Math.round(monday.baseUsdCents * 1.1));
    expect((await rate('2030-04-02')).baseUsdCents).toBe(tuesday.baseUsdCents);
    const found = await search('2030-04-01', '2030-04-02');
    const option = found.hotels[0]!.rooms[0]!.options.find((o) => o.roomTypeId === type)!;
    expect(option.fullTotalUsdCents).toBe(Math.round(monday.baseUsdCents * 1.1));
  });

  it('applies a minimum stay in search', async () => {
    await bulkEditRevenue(
      t.db,
      actor,
      'HXM',
      edit({ roomTypeIds: hxm, from: '2030-05-01', to: '2030-05-01', minStay: 3 }),
    );
    expect((await search('2030-05-01', '2030-05-03')).hotels[0]!.status).toBe('sold-out');
    expect((await search('2030-05-01', '2030-05-04')).hotels[0]!.status).toBe('available');
  });

  it('refuses fewer rooms than held and sold, and changes nothing', async () => {
    const type = hxm[1]!;
    await t.db
      .update(roomInventory)
      .set({ sold: 3, held: 1 })
      .where(and(eq(roomInventory.roomTypeId, type), eq(roomInventory.date, '2030-06-02')));
    const before = await audits();
    await expect(
      bulkEditRevenue(
        t.db,
        actor,
        'HXM',
        edit({ roomTypeIds: [type], from: '2030-06-01', to: '2030-06-03', total: 3 }),
      ),
    ).rejects.toMatchObject({ code: 'BELOW_COMMITTED' });
    const rows = await t.db
      .select()
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, type),
          inArray(roomInventory.date, ['2030-06-01', '2030-06-03']),
        ),
      );
    expect(rows.every((r) => r.total > 3)).toBe(true);
    expect(await audits()).toBe(before);
    // Exactly held + sold is allowed.
    await bulkEditRevenue(
      t.db,
      actor,
      'HXM',
      edit({ roomTypeIds: [type], from: '2030-06-01', to: '2030-06-03', total: 4 }),
    );
    expect(await audits()).toBe(before + 1);
  });

  it('refuses hostile edits without writing anything', async () => {
    const other = (await listHotelsWithRooms(t.db)).find((h) => h.code !== 'HXM')!.roomTypes[0]!;
    const before = await audits();
    const hostile: Partial<BulkEdit>[] = [
      { roomTypeIds: [] },
      { roomTypeIds: [999_999] },
      { roomTypeIds: [other.id] },
      { roomTypeIds: [hxm[0]!, other.id] },
      { from: '2030-03-05', to: '2030-03-01', total: 5 },
      { from: 'yesterday', total: 5 },
      { from: '2030-01-01', to: '2033-01-01', total: 5 },
      { weekdays: [], total: 5 },
      { weekdays: [0, 8], total: 5 },
      {},
      { total: -1 },
      { total: 1.5 },
      { total: 1e9 },
      { minStay: 0 },
      { minStay: 99 },
      { rate: { mode: 'percent', percent: -100 } },
      { rate: { mode: 'percent', percent: Number.NaN } },
      { rate: { mode: 'absolute', usdCents: 0 } },
      { rate: { mode: 'absolute', usdCents: 12.5 } },
    ];
    for (const over of hostile)
      await expect(
        bulkEditRevenue(t.db, actor, 'HXM', edit(over)),
        JSON.stringify(over),
      ).rejects.toBeInstanceOf(RevenueError);
    await expect(bulkEditRevenue(t.db, actor, 'NOPE', edit({ total: 5 }))).rejects.toBeInstanceOf(
      RevenueError,
    );
    expect(await audits()).toBe(before);
  });

  it('edits a year of nights for every room type of a hotel at once', async () => {
    const started = performance.now();
    const result = await bulkEditRevenue(t.db, actor, 'HXM', {
      roomTypeIds: hxm,
      from: '2030-01-01',
      to: '2030-12-31',
      weekdays: ALL_DAYS,
      rate: { mode: 'percent', percent: 5 },
      minStay: 2,
    });
    const ms = performance.now() - started;
    expect(result.nights).toBe(365);
    expect(result.ratesChanged).toBe(365 * hxm.length);
    console.info(
      `bulk edit of 365 nights × ${hxm.length} room types on ${engine}: ${ms.toFixed(0)} ms`,
    );
  });
});
