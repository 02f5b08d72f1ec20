import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { chooseCurrency, listCurrencies, priceIn, type Currency } from '@/domain/pricing';
import { getSiteChrome } from '@/domain/sites';
import { COOKIE } from '@/lib/cookies';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/i18n/routing';

/** The visitor's currency and the site chrome, read once per request. */
export const getVisitor = cache(async () => {
  const db = await getDb();
  const jar = await cookies();
  const [currencies, chrome] = await Promise.all([listCurrencies(db), getSiteChrome(db)]);
  const currency = chooseCurrency(currencies, {
    iso: jar.get(COOKIE.currencyIso)?.value,
    id: jar.get(COOKIE.currencyId)?.value,
  });
  const consent = jar.get(COOKIE.consent)?.value;
  return { currencies, currency, chrome, consent };
});

/** A price formatter bound to the visitor's currency and the page's language. */
export function moneyFormatter(currency: Currency, locale: Locale) {
  return (usdCents: number) => {
    const price = priceIn(currency, usdCents);
    return formatMoney(price.minor, price, locale);
  };
}
