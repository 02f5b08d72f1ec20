import { getTranslations } from 'next-intl/server';
import { ratePercent, type TaxBreakdown } from '@/domain/taxes';
import type { Locale } from '@/i18n/routing';
import { formatMoney, formatMoneyCode } from '@/lib/money';

type Props = {
  locale: Locale;
  breakdown: TaxBreakdown;
  decimals: number;
  /** A test id prefix when a page shows more than one breakdown. */
  testId?: string;
};

/**
 * The net price, each tax and the total of an all-in amount (issue 20): the lines come from
 * `breakdownAllIn`, so they add up to the total to the unit in the currency of the charge.
 */
export async function TaxBreakdownView({ locale, breakdown, decimals, testId = 'taxes' }: Props) {
  const t = await getTranslations({ locale, namespace: 'fiscal.taxes' });
  const currency = { iso: breakdown.currencyIso, decimals };
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <details className="mt-3 text-sm" data-testid={testId}>
      <summary className="cursor-pointer text-jungle underline-offset-2 hover:underline">
        {t('title')}
      </summary>
      <p className="mt-2 text-xs text-muted">
        {t('included', { currency: breakdown.currencyIso })}
      </p>
      <table className="mt-2 w-full">
        <tbody>
          <tr>
            <th scope="row" className="py-0.5 text-left font-normal">
              {t('net')}
            </th>
            <td className="text-right tabular-nums" data-testid={`${testId}-net`}>
              {money(breakdown.netMinor)}
            </td>
          </tr>
          {breakdown.lines.map((line) => (
            <tr key={line.code}>
              <th scope="row" className="py-0.5 text-left font-normal">
                {line.fee
                  ? t('fee', {
                      name: line.name[locale],
                      amount: formatMoneyCode(
                        line.fee.amountMinor,
                        { iso: line.fee.currency, decimals: 2 },
                        locale,
                      ),
                      units: line.fee.units,
                    })
                  : t('percent', {
                      name: line.name[locale],
                      rate: ratePercent(line.rateBasisPoints ?? 0, locale),
                    })}
              </th>
              <td className="text-right tabular-nums" data-testid={`${testId}-${line.code}`}>
                {money(line.amountMinor)}
              </td>
            </tr>
          ))}
          <tr className="border-t border-jungle/10 font-semibold">
            <th scope="row" className="py-1 text-left">
              {t('total')}
            </th>
            <td className="text-right tabular-nums" data-testid={`${testId}-total`}>
              {money(breakdown.totalMinor)}
            </td>
          </tr>
        </tbody>
      </table>
    </details>
  );
}
