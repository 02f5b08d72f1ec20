import 'server-only';
import { cookies } from 'next/headers';
import { claimGuestState } from '@/domain/customers';
import { COOKIE } from '@/lib/cookies';
import { logger } from '@/lib/logger';
import { currentCustomer, getDb } from '@/server';

/**
 * A booking or cart started while logged in belongs to the customer too: the booking and cart
 * pages call this, so what the browser holds (its cookies) joins the account. A no-op for
 * anonymous visitors and for what is already someone's.
 */
export async function linkGuestStateToCustomer(): Promise<void> {
  const customer = await currentCustomer();
  if (!customer) return;
  const jar = await cookies();
  try {
    await claimGuestState(await getDb(), customer.id, {
      cart: jar.get(COOKIE.cart)?.value,
      booking: jar.get(COOKIE.booking)?.value,
      token: jar.get(COOKIE.token)?.value,
    });
  } catch (error) {
    logger.error({ err: error }, 'could not link the booking or cart to the customer');
  }
}
