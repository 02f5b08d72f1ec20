import { getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/domain/catalog';
import type { Locale } from '@/i18n/routing';
import { formatLongDate } from '@/lib/dates';
import { getVisitor, moneyFormatter } from '@/server';
import { bookingQueryString } from './booking-query';
import { bookingPrice, type PriceLine } from './booking-price.rules';
import type { BookingContext } from './booking-widget';
import { parkLocale } from './park-listing';
import { PrintButton } from './print-button';

/** Printing keeps the quote and the elements around it, nothing else. */
const PRINT_QUOTE_ONLY =
  '@media print{body *:not(:has(#quote),#quote,#quote *){display:none!important}}';

type Props = {
  product: ProductDetail;
  locale: Locale;
  context: BookingContext;
  pagePath: string;
};

/**
 * A printable quote of the widget's choices (`?quote=1` with the choices in the address): the
 * same prices the widget shows, priced here on the server for the chosen date, with a link
 * that restores the choices. Printing shows the quote alone.
 */
export async function QuoteSection({ product, locale, context, pagePath }: Props) {
  const [t, { currency }] = await Promise.all([
    getTranslations({ locale, namespace: 'parkWidget' }),
    getVisitor(),
  ]);
  const money = moneyFormatter(currency, locale);
  const lang = parkLocale(locale);
  const { choices, day } = context;

  // The server knows the chosen date: absent from the calendar means not on sale.
  const price = bookingPrice(
    {
      prices: {
        adult: product.adultPriceUsdCents,
        child: product.childPriceUsdCents,
        openAdult: product.openTicketAdultUsdCents,
        openChild: product.openTicketChildUsdCents,
      },
      slots: product.slots,
      zones: product.transportZones,
      food: product.foodAddOn,
      photoUsdCents: product.photoAddOnUsdCents,
    },
    choices,
    { today: context.today, day: choices.date ? (day ?? null) : undefined },
  );
  const slot = choices.openTicket ? undefined : product.slots.find((s) => s.code === choices.slot);
  const bookable = price.basis !== 'from';
  const presale =
    price.basis === 'date' && price.presalePercent > 0
      ? context.presaleRules.find((r) => r.percentOff === price.presalePercent)
      : undefined;

  const concept = (line: PriceLine): string => {
    switch (line.kind) {
      case 'adults':
        return t('lineAdults', {
          count: line.count,
          price: money(line.unitUsdCents),
        });
      case 'children':
        return t('lineChildren', {
          count: line.count,
          price: money(line.unitUsdCents),
        });
      case 'infants':
        return t('lineInfants', { count: line.count });
      case 'transport':
        return t('lineTransport', {
          zone: line.zone.name,
          count: line.count,
          price: money(line.unitUsdCents),
        });
      case 'food':
        return t('lineFood', {
          name: product.foodAddOn?.name[lang] ?? '',
          count: line.count,
          price: money(line.unitUsdCents),
        });
      case 'photo':
        return t('linePhoto', { price: money(line.amountUsdCents) });
    }
  };
  // Infants enter free: their line has no amount.
  const rows = price.lines.map((line) => ({
    concept: concept(line),
    amount: line.kind === 'infants' ? null : line.amountUsdCents,
  }));
  const total = price.totalUsdCents;
  const link = `${pagePath}?${bookingQueryString(choices, { quote: '1' })}#quote`;
  const back = `${pagePath}?${bookingQueryString(choices)}#booking`;

  return (
    <section
      id="quote"
      aria-labelledby="quote-title"
      className="scroll-mt-24 rounded-2xl border-2 border-jungle bg-white p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      {/* Inline styles are allowed by the CSP (style-src 'unsafe-inline'). */}
      <style>{PRINT_QUOTE_ONLY}</style>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="eyebrow">{t('quoteTitle')}</p>
          <h2 id="quote-title" className="mt-1 text-3xl text-jungle">
            {product.content.title[lang]}
          </h2>
        </div>
        <PrintButton label={t('print')} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('quoteDate')}</dt>
        <dd>
          {choices.openTicket
            ? t('addedOpenTicket')
            : choices.date
              ? formatLongDate(choices.date, locale)
              : t('quoteNotChosen')}
        </dd>
        {!choices.openTicket && (
          <>
            <dt className="font-semibold">{t('quoteSchedule')}</dt>
            <dd>{slot?.label ?? t('quoteNotChosen')}</dd>
          </>
        )}
      </dl>
      {!choices.openTicket && choices.date && !bookable && (
        <p className="mt-3 font-semibold text-sunset-700">{t('unavailable')}</p>
      )}
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr className="border-b border-jungle/20 text-left">
            <th scope="col" className="py-2 font-semibold">
              {t('quoteConcept')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('quoteAmount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.concept} className="border-b border-jungle/10">
              <td className="py-2 pr-4">{row.concept}</td>
              <td className="py-2 text-right whitespace-nowrap">
                {row.amount === null ? '' : money(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left font-display text-xl text-jungle">
              {t('quoteTotal')}
            </th>
            <td
              className="pt-3 text-right font-display text-2xl whitespace-nowrap text-jungle lining-nums tabular-nums"
              data-testid="quote-total"
            >
              {money(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {presale && (
        <p className="mt-2 inline-block rounded-full bg-jungle px-3 py-0.5 text-xs font-semibold text-white">
          {t('presale', { days: presale.daysAhead, percent: presale.percentOff })}
        </p>
      )}
      {!choices.openTicket && !bookable && (
        <p className="mt-2 text-xs text-muted">{t('quoteEstimate')}</p>
      )}
      <p className="mt-3 text-xs text-muted">
        {t('quoteMade', { date: formatLongDate(context.today, locale), currency: currency.iso })}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm print:hidden">
        <a href={link} className="font-semibold text-jungle">
          {t('quoteLink')}
        </a>
        <a href={back} className="font-semibold text-jungle">
          {t('backToBooking')}
        </a>
      </p>
    </section>
  );
}
