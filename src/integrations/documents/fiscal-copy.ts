import { ratePercent, type TaxBreakdown } from '@/domain/taxes';
import type { Locale } from '@/i18n/paths';
import { formatMoney, formatMoneyCode } from '@/lib/money';
import { catalogueLocale, translator } from '@/i18n/translator';

/**
 * The fiscal texts (messages/*.json, namespace `fiscal`) for what is rendered outside a request:
 * emails, receipts and invoice PDFs, in the trip's language.
 */
export type DocLocale = Locale;

export function docLocale(locale: string): DocLocale {
  return catalogueLocale(locale);
}

export function fiscalCopy(locale: string) {
  return translator(locale, 'fiscal');
}

/**
 * An amount in a document (email, receipt, invoice): with the currency's code where its symbol
 * alone could be read as another currency's ("$" is the peso in es-MX and the dollar in
 * en-US): the customer sees which currency they were charged in.
 */
export function documentMoney(
  minor: number,
  currency: { iso: string; decimals: number },
  locale: Locale,
): string {
  const shown = formatMoney(minor, currency, locale);
  return /\p{L}/u.test(shown) ? shown : `${shown} ${currency.iso}`;
}

/** The lines of a tax breakdown as label and amount, in the document's language (emails, receipts). */
export function taxRows(breakdown: TaxBreakdown, decimals: number, locale: string) {
  const t = fiscalCopy(locale);
  const l = docLocale(locale);
  const currency = { iso: breakdown.currencyIso, decimals };
  return [
    { label: t('taxes.net'), value: documentMoney(breakdown.netMinor, currency, l) },
    ...breakdown.lines.map((line) => ({
      label: line.fee
        ? t('taxes.fee', {
            name: line.name[l],
            amount: formatMoneyCode(
              line.fee.amountMinor,
              { iso: line.fee.currency, decimals: 2 },
              l,
            ),
            units: line.fee.units,
          })
        : t('taxes.percent', {
            name: line.name[l],
            rate: ratePercent(line.rateBasisPoints ?? 0, l),
          }),
      value: documentMoney(line.amountMinor, currency, l),
    })),
    { label: t('taxes.total'), value: documentMoney(breakdown.totalMinor, currency, l) },
  ];
}
