import 'server-only';
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { chooseCurrency, formatPriceIn, listCurrencies, type Currency } from '@/domain/pricing';
import type { OrderAccess } from '@/domain/orders';
import { getSiteChrome } from '@/domain/sites';
import { readBooking } from '@/domain/stays';
import { routing, type Locale } from '@/i18n/routing';
import { COOKIE } from '@/lib/cookies';
import { visitorCountry } from '@/lib/countries';
import { clientIpFromHeaders, holderKeyOf } from '@/lib/http';
import { getAuth } from './auth';
import { getDb } from './database';

/**
 * The request context: who is asking, in which language and currency, from which address.
 * Each piece is read once per request (React's `cache`) and only when asked for.
 */

/** The visitor's currency (cookies, else USD), the currencies offered and the site chrome. */
export const getVisitor = cache(async () => {
  const db = await getDb();
  const jar = await cookies();
  const [currencies, chrome] = await Promise.all([listCurrencies(db), getSiteChrome(db)]);
  const currency = chooseCurrency(currencies, {
    iso: jar.get(COOKIE.currencyIso)?.value,
    id: jar.get(COOKIE.currencyId)?.value,
  });
  const consent = jar.get(COOKIE.consent)?.value;
  return {
    currencies,
    currency,
    chrome,
    consent,
    country: visitorCountry(jar.get(COOKIE.country)?.value),
  };
});

export type Visitor = Awaited<ReturnType<typeof getVisitor>>;

/** A price formatter bound to the visitor's currency and the page's language. */
export function moneyFormatter(currency: Currency, locale: Locale) {
  return (usdCents: number) => formatPriceIn(currency, usdCents, locale);
}

/** The language of this request (the route's `[locale]`), for server actions and handlers. */
export const requestLocale = cache(async (): Promise<Locale> => {
  const locale = await getLocale();
  return (routing.locales as readonly string[]).includes(locale)
    ? (locale as Locale)
    : routing.defaultLocale;
});

/** The client's address as our trusted proxy saw it (TRUSTED_PROXY_HOPS). */
export const clientAddress = cache(async (): Promise<string> =>
  clientIpFromHeaders(await headers()),
);

/** The key under which what this client holds at once is counted (hotel holds, park places). */
export async function holderKey(): Promise<string> {
  return holderKeyOf(await clientAddress());
}

export type Customer = { id: string; name: string; email: string; createdAt: Date };

/** The logged-in customer of this request (the session cookie), or undefined. */
export const currentCustomer = cache(async (): Promise<Customer | undefined> => {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) return undefined;
  const { id, name, email, createdAt } = session.user;
  return { id, name, email, createdAt };
});

/**
 * What this visitor holds that may open an order (the one rule every order page, download,
 * API read and invoice request uses): the session's customer, the cart cookie, and the
 * booking cookie with its token, checked here (a booking whose token does not match proves
 * nothing). An order secret given by the caller (X-Order-Secret) is added by whoever has it.
 */
export const visitorOrderAccess = cache(async (): Promise<OrderAccess> => {
  const jar = await cookies();
  const customer = await currentCustomer();
  const cartId = jar.get(COOKIE.cart)?.value;
  const bookingRef = jar.get(COOKIE.booking)?.value;
  const token = jar.get(COOKIE.token)?.value;
  const booking =
    bookingRef && token
      ? await readBooking(await getDb(), bookingRef.slice(0, 40), { secret: token.slice(0, 200) })
      : undefined;
  return {
    userId: customer?.id,
    cartId: cartId || undefined,
    provenBookingId: booking?.id,
  };
});
