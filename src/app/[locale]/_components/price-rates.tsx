import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { offeredCurrencies } from '@/server';
import { PriceRatesProvider } from '@/features/layout/price-rates-provider';

/**
 * Wraps a page whose prices are islands (`<Price>`): ships the offered currencies' rates with
 * the page, the same for every visitor, so the page reads no cookie on the server.
 */
export async function PriceRates({ locale, children }: { locale: Locale; children: ReactNode }) {
  const currencies = (await offeredCurrencies()).map(({ id, iso, decimals, usdRate }) => ({
    id,
    iso,
    decimals,
    usdRate,
  }));
  return (
    <PriceRatesProvider currencies={currencies} locale={locale}>
      {children}
    </PriceRatesProvider>
  );
}
