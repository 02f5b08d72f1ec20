import { ratePercent, visitaxApplies, VISITAX_URL, type TaxBreakdown } from '@/domain/taxes';
import { fiscalCopy, docLocale } from '../documents/fiscal-copy';
import { formatMoney, formatMoneyCode } from '@/lib/money';
import { escapeHtml } from './booking-confirmed.template';

/** A block of an email in both of its versions. */
export type MailSection = { text: string; html: string };

/** "MX$1,234.00", or "$1,234.00 USD" when the symbol alone does not name the currency. */
function money(minor: number, currency: { iso: string; decimals: number }, locale: string) {
  const shown = formatMoney(minor, currency, docLocale(locale));
  return /\p{L}/u.test(shown) ? shown : `${shown} ${currency.iso}`;
}

/** The lines of a tax breakdown as label and amount, in the email's language. */
export function taxRows(breakdown: TaxBreakdown, decimals: number, locale: string) {
  const t = fiscalCopy(locale);
  const l = docLocale(locale);
  const currency = { iso: breakdown.currencyIso, decimals };
  return [
    { label: t('taxes.net'), value: money(breakdown.netMinor, currency, l) },
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
      value: money(line.amountMinor, currency, l),
    })),
    { label: t('taxes.total'), value: money(breakdown.totalMinor, currency, l) },
  ];
}

/** The tax breakdown of what was charged (issue 20), as an email section. */
export function taxSection(breakdown: TaxBreakdown, decimals: number, locale: string): MailSection {
  const t = fiscalCopy(locale);
  const rows = taxRows(breakdown, decimals, locale);
  const e = escapeHtml;
  const cell = 'padding:2px 12px 2px 0;vertical-align:top;font-size:13px;';
  return {
    text: [`${t('taxes.title')}:`, ...rows.map((r) => `  ${r.label}: ${r.value}`)].join('\n'),
    html: `<p style="margin:0 0 4px;font-weight:bold;">${e(t('taxes.title'))}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">${rows
      .map(
        (r) =>
          `<tr><td style="${cell}color:#555;">${e(r.label)}</td><td style="${cell}">${e(r.value)}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

/** Quintana Roo's VISITAX notice for a guest who lives abroad; null for residents of Mexico. */
export function visitaxSection(
  residenceCountry: string | null | undefined,
  locale: string,
): MailSection | null {
  if (!visitaxApplies(residenceCountry)) return null;
  const t = fiscalCopy(locale);
  const e = escapeHtml;
  return {
    text: [`${t('visitax.title')}`, t('visitax.text'), `${t('visitax.link')}: ${VISITAX_URL}`].join(
      '\n',
    ),
    html: `<div style="margin:0 0 16px;padding:12px;border:1px solid #b9dcd9;border-radius:6px;background:#f1f8f7;">
<p style="margin:0 0 4px;font-weight:bold;">${e(t('visitax.title'))}</p>
<p style="margin:0 0 4px;">${e(t('visitax.text'))}</p>
<p style="margin:0;"><a href="${e(VISITAX_URL)}">${e(t('visitax.link'))}</a></p>
</div>`,
  };
}
