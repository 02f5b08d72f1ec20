import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { cartItems, carts } from '@/db/schema';
import { holdPlaces, sellPlaces, unsellPlaces } from '@/domain/tickets';
import { STOCK_GUARD, type StockGuard } from '@/lib/stock-guard';

/**
 * Admissions a hotel plan includes (issue 15, Hotel Xcaret México's All-Fun Inclusive): a line
 * of its own cart, sold at no charge, whose places are taken like any sale's (the same
 * conditional update as a cart's hold, then held → sold) inside the caller's transaction.
 * The cart is what the park order and its e-tickets are made from, like any park sale's.
 */
export type IncludedLine = {
  productId: number;
  visitDate: string;
  slotId: number;
  adults: number;
  children: number;
  infants: number;
};

/**
 * Sells an included line: a new cart with one sold line at price 0, its places taken from the
 * slot. Undefined when the slot has not that many places left (nothing written: the caller's
 * transaction rolls back or goes on without it).
 */
export async function sellIncludedLine(
  tx: Tx,
  line: IncludedLine,
  { now, guard = STOCK_GUARD }: { now: Date; guard?: StockGuard },
): Promise<{ cartId: string; itemId: string } | undefined> {
  const places = line.adults + line.children + line.infants;
  if (!(await holdPlaces(tx, line.slotId, line.visitDate, places, guard))) return undefined;
  await sellPlaces(tx, line.slotId, line.visitDate, places);
  const [cart] = await tx
    .insert(carts)
    .values({ createdAt: now, updatedAt: now })
    .returning({ id: carts.id });
  const [item] = await tx
    .insert(cartItems)
    .values({
      cartId: cart!.id,
      productId: line.productId,
      visitDate: line.visitDate,
      slotId: line.slotId,
      adults: line.adults,
      children: line.children,
      infants: line.infants,
      adultUsdCents: 0,
      childUsdCents: 0,
      heldPlaces: places,
      status: 'sold',
      createdAt: now,
    })
    .returning({ id: cartItems.id });
  return { cartId: cart!.id, itemId: item!.id };
}

/**
 * An included line given back (its stay cancelled): its places go back on sale once. The line
 * is locked and its held places zeroed in the same statement that finds it, so a second call
 * (or a concurrent one) finds nothing to give back.
 */
export async function returnIncludedLine(tx: Tx, itemId: string): Promise<boolean> {
  const [item] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.status, 'sold')))
    .for('update');
  if (!item || item.heldPlaces <= 0 || !item.slotId || !item.visitDate) return false;
  await unsellPlaces(tx, item.slotId, item.visitDate, item.heldPlaces);
  await tx.update(cartItems).set({ heldPlaces: 0 }).where(eq(cartItems.id, itemId));
  return true;
}
