import 'server-only';
import { openTrip } from '@/domain/manage';
import { absoluteUrl } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
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

/** The language a manage-page form was posted in (its hidden `locale`), else the default. */
export function formLocale(form: FormData): Locale {
  const value = String(form.get('locale') ?? '');
  return (routing.locales as readonly string[]).includes(value)
    ? (value as Locale)
    : routing.defaultLocale;
}

/**
 * The manage page's absolute address with `params` (the link's access and what to show), where
 * a payment provider's page sends the guest back.
 */
export function manageReturnLink(
  locale: Locale,
  params: Record<string, string>,
  hash = '',
): string {
  const page = absoluteUrl(env().BASE_URL, locale, { pathname: '/manage-booking' });
  return `${page}?${new URLSearchParams(params)}${hash}`;
}
