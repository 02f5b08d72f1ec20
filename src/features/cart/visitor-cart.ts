import 'server-only';
import { cache } from 'react';
import { getDb } from '@/server';
import { readCart, type CartView } from '@/domain/cart';
import { currentCartId } from './cart-session';

/**
 * The cart named by the visitor's cookie, read once per render or request; undefined without
 * a cookie or when the cart no longer exists.
 */
export const visitorCart = cache(async (): Promise<CartView | undefined> => {
  const cartId = await currentCartId();
  if (!cartId) return undefined;
  return readCart(await getDb(), cartId);
});

/**
 * The header's count: the items in the visitor's cart (0 without one). The header asks for it
 * in the browser (GET /api/v1/visitor/), so that pages can be the same for everyone.
 */
export async function cartItemCount(): Promise<number> {
  return (await visitorCart())?.items.length ?? 0;
}
