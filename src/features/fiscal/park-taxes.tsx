import { findCurrency } from '@/domain/pricing';
import { parkTaxes } from '@/domain/taxes';
import type { Locale } from '@/i18n/routing';
import { resortToday } from '@/lib/dates';
import { fiscalDb } from './fiscal-db';
import { TaxBreakdownView } from './tax-breakdown';

export type ParkTaxesInput = {
  /** Each item's product and its price (USD cents): its share of the charge. */
  items: readonly { productCode: string; weight: number }[];
  totalMinor: number;
  currencyIso: string;
  /** When it was paid (the rules of that day); not yet paid: today. */
  paidAt?: Date | null;
};

/** The tax breakdown of a park sale's total, in the currency it is (or will be) charged in. */
export async function ParkTaxes({ locale, input }: { locale: Locale; input: ParkTaxesInput }) {
  const db = await fiscalDb();
  const currency = await findCurrency(db, input.currencyIso);
  if (!currency) return null;
  const breakdown = await parkTaxes(db, {
    items: input.items,
    totalMinor: input.totalMinor,
    currencyIso: input.currencyIso,
    date: resortToday(input.paidAt ?? new Date()),
  });
  return <TaxBreakdownView locale={locale} breakdown={breakdown} decimals={currency.decimals} />;
}
