import { convertUsdCents, formatMoney, type MoneyLocale } from '@/lib/money';

export type CurrencyRate = { id: number; iso: string; decimals: number; usdRate: string };
export type Price = { minor: number; iso: string; decimals: number };
/** What converting and writing a price needs of a currency. */
type RateOf = Pick<CurrencyRate, 'iso' | 'decimals' | 'usdRate'> & { id?: number };

export const DEFAULT_CURRENCY_ISO = 'USD';

/** A catalogue price (USD cents) in the visitor's currency, rounded by its exponent. */
export function priceIn(currency: RateOf, usdCents: number): Price {
  return {
    minor: convertUsdCents(usdCents, currency.usdRate, currency.decimals),
    iso: currency.iso,
    decimals: currency.decimals,
  };
}

/** The visitor's currency: the cookie's choice when it names a known currency, else USD. */
export function chooseCurrency<C extends { iso: string; id: number }>(
  all: C[],
  cookie: { iso?: string; id?: string },
): C {
  const byIso = cookie.iso ? all.find((c) => c.iso === cookie.iso?.toUpperCase()) : undefined;
  const byId = cookie.id ? all.find((c) => String(c.id) === cookie.id) : undefined;
  const fallback = all.find((c) => c.iso === DEFAULT_CURRENCY_ISO) ?? all[0];
  if (!fallback) throw new Error('No currencies in the database');
  return byIso ?? byId ?? fallback;
}

/**
 * A catalogue price (USD cents) as the visitor reads it: converted and rounded by priceIn, then
 * written for the page's language. THE one formatter of catalogue prices: the server's
 * moneyFormatter and the pages' price islands (src/components/price) both call it, so the
 * browser and the server never round or write a price differently.
 */
export function formatPriceIn(currency: RateOf, usdCents: number, locale: MoneyLocale) {
  const price = priceIn(currency, usdCents);
  return formatMoney(price.minor, price, locale);
}
