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
