import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCapacity } from '@/db/seed/tickets';
import { auditLog, productCapacity, productPrices } from '@/db/schema';
import { findProduct, listProducts } from '@/domain/catalog';
import { RevenueError } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  bulkEditPark,
  holdPlaces,
  loadProductDays,
  parkGrid,
  productCalendar,
  type ParkEdit,
} from '.';

const actor = { id: 's1', email: 'rosa@xcaret.test', role: 'revenue', address: '10.0.0.9' };
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const clock = { date: '2029-12-01', time: '10:00' };
const reason = { es: 'Mantenimiento anual', en: 'Annual maintenance' };

describe.each(engines)('park capacity and price grid on %s', (engine) => {
  let t: TestDatabase;
  let xplor: { id: number; slots: { id: number; capacity: number }[] };
  let basic: { id: number; slotIds: number[] };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, '2030-01-01', 400);
    const x = (await findProduct(t.db, 'park', 'xplor'))!;
    xplor = { id: x.id, slots: x.slots };
    const b = (await findProduct(t.db, 'park', 'xcaret-basico'))!;
    basic = { id: b.id, slotIds: b.slots.map((s) => s.id) };
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const audits = async () => (await t.db.select().from(auditLog)).length;
  const edit = (over: Partial<ParkEdit>): ParkEdit => ({
    slotIds: basic.slotIds,
    from: '2030-03-04',
    to: '2030-03-04',
    weekdays: ALL_DAYS,
    ...over,
  });
  const day = async (productId: number, date: string) =>
    (
      await productCalendar(
        t.db,
        { id: productId, transportIncluded: false, slots: [] },
        { from: date, to: addDays(date, 1), clock },
      )
    )[0];

  it('shows a month of schedules × dates with places and prices', async () => {
    const grid = (await parkGrid(t.db, 'XC-BASIC', '2030-02'))!;
    expect(grid.dates).toHaveLength(28);
    expect(grid.slots.map((s) => s.id)).toEqual(basic.slotIds);
    const cell = grid.cells[`${basic.slotIds[0]}|2030-02-14`]!;
    expect(cell).toMatchObject({ held: 0, sold: 0, closed: false, closedReason: null });
    expect(cell.total).toBeGreaterThan(0);
    expect(grid.prices['2030-02-14']!.adultUsdCents).toBeGreaterThan(0);
    expect(await parkGrid(t.db, 'XC-BASIC', '2030-13')).toBeNull();
    expect(await parkGrid(t.db, 'NOPE', '2030-02')).toBeNull();
  });

  it('closes a day with a reason: the calendar says closed and why, a hold is refused, one audit row', async () => {
    const before = await audits();
    expect((await day(basic.id, '2030-03-04'))!.available).toBe(true);
    const result = await bulkEditPark(
      t.db,
      actor,
      'XC-BASIC',
      edit({ closed: true, reason: { es: ' Mantenimiento anual ', en: 'Annual maintenance' } }),
    );
    expect(result).toMatchObject({ dates: 1, capacityChanged: basic.slotIds.length });
    const closed = (await day(basic.id, '2030-03-04'))!;
    expect(closed.available).toBe(false);
    expect(closed.closedReason).toEqual(reason);
    // The next day still sells, without a reason.
    expect((await day(basic.id, '2030-03-05'))!).toMatchObject({
      available: true,
      closedReason: null,
    });
    const took = await t.db.transaction((tx) => holdPlaces(tx, basic.slotIds[0]!, '2030-03-04', 2));
    expect(took).toBe(false);
    expect(await audits()).toBe(before + 1);
    const [row] = await t.db.select().from(auditLog).orderBy(auditLog.id).limit(1).offset(before);
    expect(row).toMatchObject({
      action: 'park.bulk-edit',
      entity: 'park-capacity',
      entityId: 'XC-BASIC',
      actorEmail: actor.email,
    });
    expect(
      (row!.after as { capacity: { closedReason: unknown }[] }).capacity[0]!.closedReason,
    ).toEqual(reason);
    // Closing again is a no-op: nothing written, no audit row.
    await bulkEditPark(t.db, actor, 'XC-BASIC', edit({ closed: true, reason }));
    expect(await audits()).toBe(before + 1);
    // Opening clears the reason and sells again.
    await bulkEditPark(t.db, actor, 'XC-BASIC', edit({ closed: false }));
    expect((await day(basic.id, '2030-03-04'))!).toMatchObject({
      available: true,
      closedReason: null,
    });
  });

  it('sets an adult and child price for a range, and ± % on chosen weekdays; the shop reads it at once', async () => {
    await bulkEditPark(
      t.db,
      actor,
      'XC-BASIC',
      edit({
        from: '2030-04-01',
        to: '2030-04-03',
        price: { mode: 'absolute', adultUsdCents: 12_345, childUsdCents: 6_170 },
      }),
    );
    const days = await loadProductDays(t.db, basic.id, '2030-04-01', '2030-04-04');
    expect(days.map((d) => [d.adultUsdCents, d.childUsdCents])).toEqual([
      [12_345, 6_170],
      [12_345, 6_170],
      [12_345, 6_170],
    ]);
    // +10 % on Mondays only (2030-04-01 is a Monday).
    await bulkEditPark(
      t.db,
      actor,
      'XC-BASIC',
      edit({
        from: '2030-04-01',
        to: '2030-04-03',
        weekdays: [1],
        price: { mode: 'percent', percent: 10 },
      }),
    );
    const after = await loadProductDays(t.db, basic.id, '2030-04-01', '2030-04-03');
    expect(after.map((d) => d.adultUsdCents)).toEqual([13_580, 12_345]);
    expect(after[0]!.childUsdCents).toBe(6_787);
  });

  it('refuses fewer places than held and sold, and changes nothing', async () => {
    const slotId = basic.slotIds[0]!;
    await t.db
      .update(productCapacity)
      .set({ held: 5, sold: 20 })
      .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, '2030-05-07')));
    const before = await audits();
    await expect(
      bulkEditPark(
        t.db,
        actor,
        'XC-BASIC',
        edit({ slotIds: [slotId], from: '2030-05-06', to: '2030-05-08', total: 24 }),
      ),
    ).rejects.toMatchObject({ code: 'BELOW_COMMITTED', detail: { date: '2030-05-07' } });
    const totals = await t.db
      .select({ total: productCapacity.total })
      .from(productCapacity)
      .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, '2030-05-06')));
    expect(totals[0]!.total).toBeGreaterThan(24);
    expect(await audits()).toBe(before);
    await bulkEditPark(
      t.db,
      actor,
      'XC-BASIC',
      edit({ slotIds: [slotId], from: '2030-05-06', to: '2030-05-08', total: 25 }),
    );
    expect(await audits()).toBe(before + 1);
  });

  it('opens a new date (a Sunday of a Monday-to-Saturday park) with the usual places', async () => {
    const sunday = '2030-03-10';
    const slot = xplor.slots[0]!;
    expect((await day(xplor.id, sunday))?.available ?? false).toBe(false);
    const result = await bulkEditPark(t.db, actor, 'XP-XPLOR', {
      slotIds: [slot.id],
      from: sunday,
      to: sunday,
      weekdays: ALL_DAYS,
      closed: false,
    });
    expect(result.capacityOpened).toBe(1);
    const [row] = await t.db
      .select()
      .from(productCapacity)
      .where(and(eq(productCapacity.slotId, slot.id), eq(productCapacity.date, sunday)));
    expect(row).toMatchObject({ total: slot.capacity, held: 0, sold: 0, closed: false });
    expect((await day(xplor.id, sunday))!.available).toBe(true);
  });

  it('refuses hostile edits without writing anything', async () => {
    const other = (await listProducts(t.db)).find((p) => p.code === 'XP-XPLOR')!;
    const otherSlot = (await findProduct(t.db, 'park', other.slug))!.slots[0]!.id;
    const before = await audits();
    const prices = await t.db.select().from(productPrices);
    const hostile: Partial<ParkEdit>[] = [
      { slotIds: [], total: 5 },
      { slotIds: [999_999], total: 5 },
      { slotIds: [otherSlot], total: 5 },
      { slotIds: [basic.slotIds[0]!, otherSlot], total: 5 },
      { from: '2030-03-05', to: '2030-03-01', total: 5 },
      { from: 'yesterday', total: 5 },
      { from: '2030-01-01', to: '2033-01-01', total: 5 },
      { weekdays: [], total: 5 },
      {},
      { total: -1 },
      { total: 1e9 },
      { closed: true },
      { closed: true, reason: { es: '<img src=x onerror=alert(1)>', en: '' } },
      { price: { mode: 'percent', percent: -100 } },
      { price: { mode: 'absolute', adultUsdCents: 0 } },
      { price: { mode: 'absolute', adultUsdCents: 100, childUsdCents: -5 } },
    ];
    for (const over of hostile)
      await expect(
        bulkEditPark(t.db, actor, 'XC-BASIC', edit(over)),
        JSON.stringify(over),
      ).rejects.toBeInstanceOf(RevenueError);
    await expect(bulkEditPark(t.db, actor, 'NOPE', edit({ total: 5 }))).rejects.toBeInstanceOf(
      RevenueError,
    );
    expect(await audits()).toBe(before);
    expect(await t.db.select().from(productPrices)).toEqual(prices);
  });

  it('two tabs raising the same dates at once: both raises apply, one after the other', async () => {
    const price = async () =>
      (
        await t.db
          .select()
          .from(productPrices)
          .where(and(eq(productPrices.productId, basic.id), eq(productPrices.date, '2030-06-03')))
      )[0]!.adultUsdCents;
    const before = await price();
    const audited = await audits();
    await Promise.all(
      [10, 20].map((percent) =>
        bulkEditPark(
          t.db,
          actor,
          'XC-BASIC',
          edit({ from: '2030-06-03', to: '2030-06-09', price: { mode: 'percent', percent } }),
        ),
      ),
    );
    // Each edit locks the rows and reads them again: neither overwrites the other's raise.
    expect([
      Math.round(Math.round(before * 1.1) * 1.2),
      Math.round(Math.round(before * 1.2) * 1.1),
    ]).toContain(await price());
    expect(await audits()).toBe(audited + 2);
  });

  it('edits a year of dates for every product (capacity and prices)', async () => {
    const products = await listProducts(t.db);
    const started = performance.now();
    let cells = 0;
    for (const p of products) {
      const detail = (await findProduct(t.db, p.kind, p.slug))!;
      const result = await bulkEditPark(t.db, actor, p.code, {
        slotIds: detail.slots.map((s) => s.id),
        from: '2030-01-01',
        to: '2030-12-31',
        weekdays: ALL_DAYS,
        total: 5000,
        price: { mode: 'percent', percent: 5 },
      });
      expect(result.dates).toBe(365);
      cells += result.capacityChanged + result.pricesChanged;
    }
    const ms = performance.now() - started;
    console.info(
      `park bulk edit of 365 dates × ${products.length} products (${cells} cells) on ${engine}: ${ms.toFixed(0)} ms`,
    );
    expect(cells).toBeGreaterThan(365 * products.length);
  });
});
