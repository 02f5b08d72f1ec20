import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { packageDiscounts, presaleRules, productCapacity, productPrices } from '@/db/schema';
import { STOCK_GUARD, type StockGuard } from '@/lib/stock-guard';
import { readThrough } from '@/lib/ttl-cache';
import type { Lang2 } from '@/db/schema/types';
import { dayClosedReason } from './capacity.rules';
import type { PackageStep, PresaleRule } from './tickets.rules';

export function listPresaleRules(db: Db): Promise<PresaleRule[]> {
  return readThrough(db, 'presale-rules', () =>
    db.select().from(presaleRules).orderBy(asc(presaleRules.daysAhead)),
  );
}

export function listPackageSteps(db: Db): Promise<PackageStep[]> {
  return readThrough(db, 'package-steps', () =>
    db.select().from(packageDiscounts).orderBy(asc(packageDiscounts.minProducts)),
  );
}

export type DayAvailability = {
  date: string;
  adultUsdCents: number | null;
  childUsdCents: number | null;
  slots: { slotId: number; left: number }[];
  /** Why the day is closed, when every slot of it is closed with a reason (issue 16). */
  closedReason: Lang2 | null;
};

/** Per date in [from, to): list prices and places left per slot (closed slots count 0). */
export async function loadProductDays(
  db: Db | Tx,
  productId: number,
  from: string,
  to: string,
): Promise<DayAvailability[]> {
  const [prices, capacity] = await Promise.all([
    db
      .select()
      .from(productPrices)
      .where(
        and(
          eq(productPrices.productId, productId),
          gte(productPrices.date, from),
          lt(productPrices.date, to),
        ),
      ),
    db
      .select({
        date: productCapacity.date,
        slotId: productCapacity.slotId,
        left: sql<number>`case when ${productCapacity.closed} then 0 else ${productCapacity.total} - ${productCapacity.held} - ${productCapacity.sold} end`,
        closed: productCapacity.closed,
        closedReason: productCapacity.closedReason,
      })
      .from(productCapacity)
      .where(
        and(
          eq(productCapacity.productId, productId),
          gte(productCapacity.date, from),
          lt(productCapacity.date, to),
        ),
      ),
  ]);
  const byDate = new Map<string, DayAvailability>();
  for (const p of prices)
    byDate.set(p.date, {
      date: p.date,
      adultUsdCents: p.adultUsdCents,
      childUsdCents: p.childUsdCents,
      slots: [],
      closedReason: null,
    });
  const closures = new Map<string, { closed: boolean; closedReason: Lang2 | null }[]>();
  for (const c of capacity) {
    const day =
      byDate.get(c.date) ??
      byDate
        .set(c.date, {
          date: c.date,
          adultUsdCents: null,
          childUsdCents: null,
          slots: [],
          closedReason: null,
        })
        .get(c.date)!;
    day.slots.push({ slotId: c.slotId, left: Number(c.left) });
    const list = closures.get(c.date) ?? closures.set(c.date, []).get(c.date)!;
    list.push({ closed: c.closed, closedReason: c.closedReason ?? null });
  }
  for (const [date, cells] of closures) byDate.get(date)!.closedReason = dayClosedReason(cells);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Takes `places` of a slot on a date with one conditional update (DESIGN §5): true when taken,
 * false when the slot is closed, missing or has fewer places left. `guard` is the concurrency
 * controls' seam (lib/stock-guard): production never passes it.
 */
export async function holdPlaces(
  tx: Tx,
  slotId: number,
  date: string,
  places: number,
  guard: StockGuard = STOCK_GUARD,
): Promise<boolean> {
  const slotDay = and(
    eq(productCapacity.slotId, slotId),
    eq(productCapacity.date, date),
    eq(productCapacity.closed, false),
  );
  const fits = sql`${productCapacity.held} + ${productCapacity.sold} + ${places} <= ${productCapacity.total}`;
  const take = (where: SQL | undefined) =>
    tx
      .update(productCapacity)
      .set({ held: sql`${productCapacity.held} + ${places}` })
      .where(where)
      .returning({ slotId: productCapacity.slotId });
  if (guard === 'check-then-write') {
    const free = await tx
      .select({ slotId: productCapacity.slotId })
      .from(productCapacity)
      .where(and(slotDay, fits));
    return free.length === 1 && (await take(slotDay)).length === 1;
  }
  return (await take(and(slotDay, fits))).length === 1;
}

/**
 * Whether a slot's open day has fewer than `places` left right now: one read, outside any
 * transaction, so that a buyer asking again for a sold-out date is answered without opening
 * one (decision 0047). Only a refusal may rest on it: the places are taken by holdPlaces'
 * conditional update, never because this said there were some.
 */
export async function fewerPlacesLeft(
  db: Db | Tx,
  slotId: number,
  date: string,
  places: number,
): Promise<boolean> {
  const [row] = await db
    .select({ slotId: productCapacity.slotId })
    .from(productCapacity)
    .where(
      and(
        eq(productCapacity.slotId, slotId),
        eq(productCapacity.date, date),
        eq(productCapacity.closed, false),
        sql`${productCapacity.held} + ${productCapacity.sold} + ${places} > ${productCapacity.total}`,
      ),
    );
  return row !== undefined;
}

/** Gives held places back (an item removed, changed or expired). */
export async function releasePlaces(
  tx: Tx,
  slotId: number,
  date: string,
  places: number,
): Promise<void> {
  await tx
    .update(productCapacity)
    .set({ held: sql`greatest(${productCapacity.held} - ${places}, 0)` })
    .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, date)));
}

/** A paid hold becomes a sale: `places` move from held to sold (the check keeps held >= 0). */
export async function sellPlaces(
  tx: Tx,
  slotId: number,
  date: string,
  places: number,
): Promise<void> {
  await tx
    .update(productCapacity)
    .set({
      held: sql`${productCapacity.held} - ${places}`,
      sold: sql`${productCapacity.sold} + ${places}`,
    })
    .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, date)));
}

/**
 * A sold visit is cancelled (issue 15): `places` go back on sale. The check (sold >= 0) stops
 * a second give-back of the same places; the use case gives each item back once, under its
 * order's lock.
 */
export async function unsellPlaces(
  tx: Tx,
  slotId: number,
  date: string,
  places: number,
): Promise<void> {
  await tx
    .update(productCapacity)
    .set({ sold: sql`${productCapacity.sold} - ${places}` })
    .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, date)));
}
