import { convertUsdCents } from '@/lib/money';

export type CurrencyRate = { id: number; iso: string; decimals: number; usdRate: string };
export type Price = { minor: number; iso: string; decimals: number };

export const DEFAULT_CURRENCY_ISO = 'USD';

/** A catalogue price (USD cents) in the visitor's currency, rounded by its exponent. */
export function priceIn(currency: CurrencyRate, usdCents: number): Price {
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
