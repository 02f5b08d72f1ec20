import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { carts } from '@/db/schema';

/**
 * Gives the guest's cart (named by the `cart` cookie) to the customer who just logged in.
 * A cart that already belongs to someone stays theirs.
 */
export async function claimCart(db: Db, cartId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), isNull(carts.userId)))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/** Who a cart belongs to: a customer's id, null for a guest's, undefined when there is none. */
export async function cartOwner(db: Db, cartId: string): Promise<string | null | undefined> {
  const [cart] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
  return cart?.userId;
}

/** The carts that belong to a customer. */
export async function cartsOwnedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return rows.map((r) => r.id);
}
