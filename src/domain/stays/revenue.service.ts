import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { roomInventory, roomRates } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { listHotelsWithRooms } from '@/domain/catalog';
import { addDays } from '@/lib/dates';
import type { Lang3 } from '@/db/schema/types';
import {
  bulkEditNights,
  editedInventory,
  editedRate,
  RevenueError,
  type BulkEdit,
  type InventoryCell,
  type RateCell,
} from './revenue.rules';

export type GridCell = {
  total: number;
  held: number;
  sold: number;
  closed: boolean;
  minStay: number;
  /** Two adults, USD cents; null when the night has no rate. */
  baseUsdCents: number | null;
  extraAdultUsdCents: number | null;
  childUsdCents: number | null;
};

export type RevenueGrid = {
  hotel: { code: string; name: string };
  month: string;
  dates: string[];
  roomTypes: { id: number; code: string; name: Lang3; maxAdults: number }[];
  /** `${roomTypeId}|${date}` → the night; a missing key is a night without inventory. */
  cells: Record<string, GridCell>;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The nights of a month (`YYYY-MM`), or null for anything else. */
export function monthNights(month: string): string[] | null {
  const m = MONTH.exec(month);
  if (!m) return null;
  const first = `${month}-01`;
  const next =
    m[2] === '12'
      ? `${Number(m[1]) + 1}-01-01`
      : `${m[1]}-${String(Number(m[2]) + 1).padStart(2, '0')}-01`;
  const dates: string[] = [];
  for (let d = first; d < next; d = addDays(d, 1)) dates.push(d);
  return dates;
}

async function hotelByCode(db: Db, hotelCode: string) {
  const hotel = (await listHotelsWithRooms(db)).find((h) => h.code === hotelCode);
  if (!hotel) throw new RevenueError('NO_ROOM_TYPES');
  return hotel;
}

/** Room types × nights of one month: total / held / sold, stop-sell, minimum stay and rates. */
export async function revenueGrid(
  db: Db,
  hotelCode: string,
  month: string,
): Promise<RevenueGrid | null> {
  const hotel = (await listHotelsWithRooms(db)).find((h) => h.code === hotelCode);
  const dates = monthNights(month);
  if (!hotel || !dates) return null;
  const ids = hotel.roomTypes.map((t) => t.id);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const [inventory, rates] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(roomInventory)
          .where(
            and(
              inArray(roomInventory.roomTypeId, ids),
              gte(roomInventory.date, from),
              lte(roomInventory.date, to),
            ),
          ),
        db
          .select()
          .from(roomRates)
          .where(
            and(
              inArray(roomRates.roomTypeId, ids),
              gte(roomRates.date, from),
              lte(roomRates.date, to),
            ),
          ),
      ])
    : [[], []];
  const cells: Record<string, GridCell> = {};
  for (const row of inventory)
    cells[`${row.roomTypeId}|${row.date}`] = {
      total: row.total,
      held: row.held,
      sold: row.sold,
      closed: row.closed,
      minStay: row.minStay,
      baseUsdCents: null,
      extraAdultUsdCents: null,
      childUsdCents: null,
    };
  for (const rate of rates) {
    const cell = cells[`${rate.roomTypeId}|${rate.date}`];
    if (!cell) continue;
    cell.baseUsdCents = rate.baseUsdCents;
    cell.extraAdultUsdCents = rate.extraAdultUsdCents;
    cell.childUsdCents = rate.childUsdCents;
  }
  return {
    hotel: { code: hotel.code, name: hotel.name },
    month,
    dates,
    roomTypes: hotel.roomTypes.map((t) => ({
      id: t.id,
      code: t.code,
      name: t.name,
      maxAdults: t.maxAdults,
    })),
    cells,
  };
}

export type BulkEditResult = { nights: number; inventoryChanged: number; ratesChanged: number };

/**
 * Applies a bulk edit to a hotel's room types in one transaction: the nights are locked, every
 * new value is checked by the rules (never fewer rooms than held + sold, rates in bounds), all
 * rows are written in two statements, and one audit row records what changed (before → after).
 * Search reads these tables directly, so the shop sees the change as soon as it commits.
 */
export async function bulkEditRevenue(
  db: Db,
  actor: AuditActor,
  hotelCode: string,
  edit: BulkEdit,
): Promise<BulkEditResult> {
  const hotel = await hotelByCode(db, hotelCode);
  const known = new Set(hotel.roomTypes.map((t) => t.id));
  const roomTypeIds = [...new Set(edit.roomTypeIds)];
  // Another hotel's room type (or one that does not exist) is refused, not skipped.
  if (roomTypeIds.length === 0 || roomTypeIds.some((id) => !known.has(id)))
    throw new RevenueError('NO_ROOM_TYPES');
  const nights = bulkEditNights({ ...edit, roomTypeIds });
  if (nights.length === 0) return { nights: 0, inventoryChanged: 0, ratesChanged: 0 };
  const codeOf = new Map(hotel.roomTypes.map((t) => [t.id, t.code]));
  const touchesInventory =
    edit.total !== undefined || edit.closed !== undefined || edit.minStay !== undefined;

  return db.transaction(async (tx) => {
    const beforeInventory: InventoryCell[] = touchesInventory
      ? await tx
          .select({
            roomTypeId: roomInventory.roomTypeId,
            date: roomInventory.date,
            total: roomInventory.total,
            held: roomInventory.held,
            sold: roomInventory.sold,
            closed: roomInventory.closed,
            minStay: roomInventory.minStay,
          })
          .from(roomInventory)
          .where(
            and(
              inArray(roomInventory.roomTypeId, roomTypeIds),
              inArray(roomInventory.date, nights),
            ),
          )
          .orderBy(asc(roomInventory.roomTypeId), asc(roomInventory.date))
          .for('update')
      : [];
    const afterInventory = beforeInventory.map((cell) => editedInventory(cell, edit));
    const changedInventory = afterInventory.filter((after, i) => {
      const before = beforeInventory[i]!;
      return (
        after.total !== before.total ||
        after.closed !== before.closed ||
        after.minStay !== before.minStay
      );
    });
    if (changedInventory.length > 0)
      await tx.execute(sql`
        UPDATE room_inventory AS r
        SET total = v.total, closed = v.closed, min_stay = v.min_stay
        FROM (
          SELECT * FROM unnest(
            ${pgArray(changedInventory.map((c) => c.roomTypeId))}::int[],
            ${pgArray(changedInventory.map((c) => c.date))}::date[],
            ${pgArray(changedInventory.map((c) => c.total))}::int[],
            ${pgArray(changedInventory.map((c) => c.closed))}::boolean[],
            ${pgArray(changedInventory.map((c) => c.minStay))}::int[]
          ) AS t(room_type_id, date, total, closed, min_stay)
        ) AS v
        WHERE r.room_type_id = v.room_type_id AND r.date = v.date`);

    const change = edit.rate;
    const beforeRates: RateCell[] = change ? await lockRates(tx, roomTypeIds, nights) : [];
    const afterRates = change ? beforeRates.map((cell) => editedRate(cell, change)) : [];
    const changedRates = afterRates.filter((after, i) => {
      const before = beforeRates[i]!;
      return (
        after.baseUsdCents !== before.baseUsdCents ||
        after.extraAdultUsdCents !== before.extraAdultUsdCents ||
        after.childUsdCents !== before.childUsdCents
      );
    });
    await writeRates(tx, changedRates);

    // One audit row for the whole edit: the request, and each changed night before → after.
    const changedKeys = new Set(
      [...changedInventory, ...changedRates].map((c) => `${c.roomTypeId}|${c.date}`),
    );
    const pick = <T extends { roomTypeId: number; date: string }>(rows: T[]) =>
      rows
        .filter((r) => changedKeys.has(`${r.roomTypeId}|${r.date}`))
        .map(({ roomTypeId, ...rest }) => ({ roomType: codeOf.get(roomTypeId), ...rest }));
    await recordAudit(tx, actor, {
      action: 'inventory.bulk-edit',
      entity: 'hotel-inventory',
      entityId: hotel.code,
      before: { inventory: pick(beforeInventory), rates: pick(beforeRates) },
      after: {
        request: { ...edit, roomTypes: roomTypeIds.map((id) => codeOf.get(id)) },
        inventory: pick(afterInventory),
        rates: pick(afterRates),
      },
    });
    return {
      nights: nights.length,
      inventoryChanged: changedInventory.length,
      ratesChanged: changedRates.length,
    };
  });
}

/** The rates of these room types on these nights, locked for the transaction's write. */
export async function lockRates(
  tx: Tx,
  roomTypeIds: number[],
  nights: string[],
): Promise<RateCell[]> {
  if (roomTypeIds.length === 0 || nights.length === 0) return [];
  return tx
    .select({
      roomTypeId: roomRates.roomTypeId,
      date: roomRates.date,
      baseUsdCents: roomRates.baseUsdCents,
      extraAdultUsdCents: roomRates.extraAdultUsdCents,
      childUsdCents: roomRates.childUsdCents,
    })
    .from(roomRates)
    .where(and(inArray(roomRates.roomTypeId, roomTypeIds), inArray(roomRates.date, nights)))
    .orderBy(asc(roomRates.roomTypeId), asc(roomRates.date))
    .for('update');
}

/**
 * Writes nightly rates (two adults, extra adult, child) in one statement: the grid's bulk edit
 * and a season change (seasons.service) both write rates through here.
 */
export async function writeRates(tx: Tx, cells: RateCell[]): Promise<void> {
  if (cells.length === 0) return;
  await tx.execute(sql`
    UPDATE room_rates AS r
    SET base_usd_cents = v.base, extra_adult_usd_cents = v.extra, child_usd_cents = v.child
    FROM (
      SELECT * FROM unnest(
        ${pgArray(cells.map((c) => c.roomTypeId))}::int[],
        ${pgArray(cells.map((c) => c.date))}::date[],
        ${pgArray(cells.map((c) => c.baseUsdCents))}::int[],
        ${pgArray(cells.map((c) => c.extraAdultUsdCents))}::int[],
        ${pgArray(cells.map((c) => c.childUsdCents))}::int[]
      ) AS t(room_type_id, date, base, extra, child)
    ) AS v
    WHERE r.room_type_id = v.room_type_id AND r.date = v.date`);
}

/** A Postgres array literal (`{1,2,3}`) of plain values: the same text on PGlite and pg. */
export function pgArray(values: (string | number | boolean)[]): string {
  return `{${values.map((v) => String(v)).join(',')}}`;
}
