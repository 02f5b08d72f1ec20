import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { productCapacity, productPrices } from '@/db/schema';
import type { Lang2 } from '@/db/schema/types';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { findProduct, listProducts } from '@/domain/catalog';
import { monthNights, RevenueError } from '@/domain/stays';
import {
  editedCapacity,
  editedPrice,
  parkEditDates,
  type CapacityCell,
  type ParkEdit,
  type PriceCell,
} from './capacity.rules';

export type ParkGridCell = {
  total: number;
  held: number;
  sold: number;
  closed: boolean;
  closedReason: Lang2 | null;
};

export type ParkGrid = {
  product: { code: string; name: Lang2; kind: 'park' | 'tour' };
  month: string;
  dates: string[];
  slots: { id: number; code: string; label: string; weekdays: number[]; capacity: number }[];
  /** `${slotId}|${date}` → places; a missing key is a date the slot does not run. */
  cells: Record<string, ParkGridCell>;
  /** date → admission per person before presale (USD cents); missing: no price that day. */
  prices: Record<string, { adultUsdCents: number; childUsdCents: number }>;
};

async function productWithSlots(db: Db, code: string) {
  const listed = (await listProducts(db)).find((p) => p.code === code);
  return listed ? findProduct(db, listed.kind, listed.slug) : undefined;
}

/** The products a revenue user manages: code, name and kind, in the shop's order. */
export async function parkProducts(db: Db) {
  return (await listProducts(db)).map((p) => ({ code: p.code, name: p.name, kind: p.kind }));
}

/** A product's schedule slots × the dates of one month: places, held, sold, closed, prices. */
export async function parkGrid(db: Db, code: string, month: string): Promise<ParkGrid | null> {
  const product = await productWithSlots(db, code);
  const dates = monthNights(month);
  if (!product || !dates) return null;
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const [capacity, prices] = await Promise.all([
    db
      .select()
      .from(productCapacity)
      .where(
        and(
          eq(productCapacity.productId, product.id),
          gte(productCapacity.date, from),
          lte(productCapacity.date, to),
        ),
      ),
    db
      .select()
      .from(productPrices)
      .where(
        and(
          eq(productPrices.productId, product.id),
          gte(productPrices.date, from),
          lte(productPrices.date, to),
        ),
      ),
  ]);
  const cells: ParkGrid['cells'] = {};
  for (const row of capacity)
    cells[`${row.slotId}|${row.date}`] = {
      total: row.total,
      held: row.held,
      sold: row.sold,
      closed: row.closed,
      closedReason: row.closedReason ?? null,
    };
  const priceOf: ParkGrid['prices'] = {};
  for (const p of prices)
    priceOf[p.date] = { adultUsdCents: p.adultUsdCents, childUsdCents: p.childUsdCents };
  return {
    product: { code: product.code, name: product.name, kind: product.kind },
    month,
    dates,
    slots: product.slots.map((s) => ({
      id: s.id,
      code: s.code,
      label: s.label,
      weekdays: s.weekdays,
      capacity: s.capacity,
    })),
    cells,
    prices: priceOf,
  };
}

export type ParkEditResult = {
  dates: number;
  capacityChanged: number;
  capacityOpened: number;
  pricesChanged: number;
};

/**
 * Applies a park bulk edit in one transaction: the slot-dates and prices are locked, every new
 * value is checked by the rules (never fewer places than held + sold; prices in bounds), the
 * rows are written in one statement each, and one audit row records what changed (before →
 * after). The widget and the cart read these tables directly: the shop sees the change as soon
 * as it commits. Bookings already made keep what they paid (their prices live on the order).
 */
export async function bulkEditPark(
  db: Db,
  actor: AuditActor,
  code: string,
  edit: ParkEdit,
): Promise<ParkEditResult> {
  const product = await productWithSlots(db, code);
  if (!product) throw new RevenueError('NO_SLOTS');
  const known = new Map(product.slots.map((s) => [s.id, s]));
  const slotIds = [...new Set(edit.slotIds)];
  // Another product's schedule (or one that does not exist) is refused, not skipped.
  if (slotIds.length === 0 || slotIds.some((id) => !known.has(id)))
    throw new RevenueError('NO_SLOTS');
  const dates = parkEditDates({ ...edit, slotIds });
  const empty = { dates: 0, capacityChanged: 0, capacityOpened: 0, pricesChanged: 0 };
  if (dates.length === 0) return empty;
  const codeOf = new Map(product.slots.map((s) => [s.id, s.code]));
  const touchesCapacity = edit.total !== undefined || edit.closed !== undefined;

  return db.transaction(async (tx) => {
    const before: CapacityCell[] = touchesCapacity
      ? (
          await tx
            .select({
              slotId: productCapacity.slotId,
              date: productCapacity.date,
              total: productCapacity.total,
              held: productCapacity.held,
              sold: productCapacity.sold,
              closed: productCapacity.closed,
              closedReason: productCapacity.closedReason,
            })
            .from(productCapacity)
            .where(
              and(inArray(productCapacity.slotId, slotIds), inArray(productCapacity.date, dates)),
            )
            .orderBy(asc(productCapacity.slotId), asc(productCapacity.date))
            .for('update')
        ).map((row) => ({ ...row, closedReason: row.closedReason ?? null }))
      : [];
    const existing = new Map(before.map((c) => [`${c.slotId}|${c.date}`, c]));
    const changed: CapacityCell[] = [];
    const opened: CapacityCell[] = [];
    if (touchesCapacity)
      for (const slotId of slotIds)
        for (const date of dates) {
          const cell = existing.get(`${slotId}|${date}`);
          const after = editedCapacity(cell, edit, known.get(slotId)!, date);
          if (!after) continue;
          if (!cell) opened.push(after);
          else if (
            after.total !== cell.total ||
            after.closed !== cell.closed ||
            after.closedReason?.es !== cell.closedReason?.es ||
            after.closedReason?.en !== cell.closedReason?.en
          )
            changed.push(after);
        }
    if (changed.length > 0)
      await tx.execute(sql`
        UPDATE product_capacity AS c
        SET total = v.total, closed = v.closed, closed_reason = v.closed_reason
        FROM jsonb_to_recordset(${JSON.stringify(
          changed.map((c) => ({
            slot_id: c.slotId,
            date: c.date,
            total: c.total,
            closed: c.closed,
            closed_reason: c.closedReason,
          })),
        )}::jsonb) AS v(slot_id int, date date, total int, closed boolean, closed_reason jsonb)
        WHERE c.slot_id = v.slot_id AND c.date = v.date`);
    if (opened.length > 0)
      await tx.execute(sql`
        INSERT INTO product_capacity (slot_id, product_id, date, total)
        SELECT v.slot_id, ${product.id}, v.date, v.total
        FROM jsonb_to_recordset(${JSON.stringify(
          opened.map((c) => ({ slot_id: c.slotId, date: c.date, total: c.total })),
        )}::jsonb) AS v(slot_id int, date date, total int)
        ON CONFLICT DO NOTHING`);

    // Prices: the edit's change, and the list price for an opened date that has none.
    const openedDates = [...new Set(opened.map((c) => c.date))];
    const priceDates = edit.price ? dates : openedDates;
    const beforePrices: PriceCell[] =
      priceDates.length > 0
        ? await tx
            .select({
              date: productPrices.date,
              adultUsdCents: productPrices.adultUsdCents,
              childUsdCents: productPrices.childUsdCents,
            })
            .from(productPrices)
            .where(
              and(eq(productPrices.productId, product.id), inArray(productPrices.date, priceDates)),
            )
            .orderBy(asc(productPrices.date))
            .for('update')
        : [];
    const priced = new Map(beforePrices.map((p) => [p.date, p]));
    const listPrice = {
      mode: 'absolute',
      adultUsdCents: product.adultPriceUsdCents,
      childUsdCents: product.childPriceUsdCents,
    } as const;
    const afterPrices: PriceCell[] = [];
    for (const date of priceDates) {
      const cell = priced.get(date);
      const after = edit.price
        ? (editedPrice(cell, edit.price, date) ??
          (cell || !openedDates.includes(date)
            ? undefined
            : editedPrice(undefined, listPrice, date)))
        : cell
          ? undefined
          : editedPrice(undefined, listPrice, date);
      if (
        after &&
        (!cell ||
          after.adultUsdCents !== cell.adultUsdCents ||
          after.childUsdCents !== cell.childUsdCents)
      )
        afterPrices.push(after);
    }
    if (afterPrices.length > 0)
      await tx.execute(sql`
        INSERT INTO product_prices (product_id, date, adult_usd_cents, child_usd_cents)
        SELECT ${product.id}, v.date, v.adult, v.child
        FROM jsonb_to_recordset(${JSON.stringify(
          afterPrices.map((p) => ({
            date: p.date,
            adult: p.adultUsdCents,
            child: p.childUsdCents,
          })),
        )}::jsonb) AS v(date date, adult int, child int)
        ON CONFLICT (product_id, date) DO UPDATE
        SET adult_usd_cents = excluded.adult_usd_cents, child_usd_cents = excluded.child_usd_cents`);

    const result = {
      dates: dates.length,
      capacityChanged: changed.length,
      capacityOpened: opened.length,
      pricesChanged: afterPrices.length,
    };
    // A no-op changes nothing and records nothing.
    if (changed.length + opened.length + afterPrices.length === 0) return result;
    const changedKeys = new Set(changed.map((c) => `${c.slotId}|${c.date}`));
    const named = (rows: CapacityCell[]) =>
      rows.map(({ slotId, ...rest }) => ({ slot: codeOf.get(slotId), ...rest }));
    const changedDates = new Set(afterPrices.map((p) => p.date));
    await recordAudit(tx, actor, {
      action: 'park.bulk-edit',
      entity: 'park-capacity',
      entityId: product.code,
      before: {
        capacity: named(before.filter((c) => changedKeys.has(`${c.slotId}|${c.date}`))),
        prices: beforePrices.filter((p) => changedDates.has(p.date)),
      },
      after: {
        request: { ...edit, slots: slotIds.map((id) => codeOf.get(id)) },
        capacity: named(changed),
        opened: named(opened),
        prices: afterPrices,
      },
    });
    return result;
  });
}
