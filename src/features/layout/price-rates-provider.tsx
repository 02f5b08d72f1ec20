'use client';
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { PriceContext, type IslandCurrency, type PriceContextValue } from '@/components/price';
import { chooseCurrency, formatPriceIn } from '@/domain/pricing/index.rules';
import type { Locale } from '@/i18n/routing';
import { COOKIE, CURRENCY_CHANGE_EVENT, readClientCookie } from '@/lib/cookies';

function subscribe(onChange: () => void) {
  window.addEventListener(CURRENCY_CHANGE_EVENT, onChange);
  // Back to a page kept by the browser (the choice may have changed on another page).
  window.addEventListener('pageshow', onChange);
  return () => {
    window.removeEventListener(CURRENCY_CHANGE_EVENT, onChange);
    window.removeEventListener('pageshow', onChange);
  };
}

/** The currency cookies as one comparable value ("MXN|2"). */
function cookieChoice(): string {
  return `${readClientCookie(COOKIE.currencyIso) ?? ''}|${readClientCookie(COOKIE.currencyId) ?? ''}`;
}

/** Unknown on the server and during hydration: the islands keep their places empty. */
const unknownChoice = () => null;

/**
 * The price islands' provider (issue 18): the offered currencies and their rates come with the
 * page (the same for every visitor); the visitor's choice is read in the browser from the
 * currency cookies by the server's own rule (chooseCurrency), and prices are written by the
 * server's own formatter (formatPriceIn).
 */
export function PriceRatesProvider({
  currencies,
  locale,
  children,
}: {
  currencies: IslandCurrency[];
  locale: Locale;
  children: ReactNode;
}) {
  const choice = useSyncExternalStore(subscribe, cookieChoice, unknownChoice);
  const usd = useMemo(() => chooseCurrency(currencies, {}), [currencies]);
  const reserve = useCallback(
    (usdCents: number) => formatPriceIn(usd, usdCents, locale).length,
    [usd, locale],
  );
  const value = useMemo((): PriceContextValue => {
    if (choice === null) return { reserve };
    const [iso, id] = choice.split('|');
    const currency = chooseCurrency(currencies, { iso: iso || undefined, id: id || undefined });
    return {
      currency,
      format: (usdCents: number) => formatPriceIn(currency, usdCents, locale),
      reserve,
    };
  }, [choice, currencies, locale, reserve]);
  return <PriceContext value={value}>{children}</PriceContext>;
}
