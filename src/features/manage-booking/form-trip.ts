import 'server-only';
import { openTrip } from '@/domain/manage';
import { currentCustomer, type Db } from '@/server';

/**
 * The trip a manage-page form may act on, and who acts: the one access rule of the page's
 * server actions (cancel, park cancel, date change, guest edits, check-in). The link's token
 * opens its own trip for anyone holding it; a reference opens only for its logged-in owner.
 */
export async function tripForForm(db: Db, access: { token?: string; ref?: string }) {
  const customer = access.token ? undefined : await currentCustomer();
  const trip = access.token
    ? await openTrip(db, { token: access.token })
    : access.ref && customer
      ? await openTrip(db, { reference: access.ref, userId: customer.id })
      : undefined;
  return { trip, customer, actor: customer ? `customer:${customer.id}` : 'guest' };
}
