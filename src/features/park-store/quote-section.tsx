import { getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/domain/catalog';
import type { Locale } from '@/i18n/routing';
import { formatLongDate } from '@/lib/dates';
import { getVisitor, moneyFormatter } from '../layout/visitor';
import { bookingQueryString, widgetTotal } from './booking-query';
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

  const bookable =
    day?.available && day.adultUsdCents !== null && day.childUsdCents !== null ? day : undefined;
  const unit = choices.openTicket
    ? { adult: product.openTicketAdultUsdCents, child: product.openTicketChildUsdCents }
    : bookable
      ? { adult: bookable.adultUsdCents!, child: bookable.childUsdCents! }
      : { adult: product.adultPriceUsdCents, child: product.childPriceUsdCents };
  const zone = product.transportZones.find((z) => z.code === choices.transport);
  const sameDay = !choices.openTicket && choices.date === context.today;
  const transport = sameDay ? undefined : zone;
  const food = choices.food && product.foodAddOn ? product.foodAddOn : null;
  const photo = choices.photo ? (product.photoAddOnUsdCents ?? 0) : 0;
  const slot = choices.openTicket ? undefined : product.slots.find((s) => s.code === choices.slot);
  const people = choices.adults + choices.children;
  const presale =
    bookable && bookable.presalePercent > 0
      ? context.presaleRules.find((r) => r.percentOff === bookable.presalePercent)
      : undefined;

  const rows: { concept: string; amount: number | null }[] = [
    {
      concept: t(choices.adults === 1 ? 'lineAdult' : 'lineAdults', {
        count: choices.adults,
        price: money(unit.adult),
      }),
      amount: choices.adults * unit.adult,
    },
  ];
  if (choices.children)
    rows.push({
      concept: t(choices.children === 1 ? 'lineChild' : 'lineChildren', {
        count: choices.children,
        price: money(unit.child),
      }),
      amount: choices.children * unit.child,
    });
  if (choices.infants)
    rows.push({
      concept: t(choices.infants === 1 ? 'lineInfant' : 'lineInfants', { count: choices.infants }),
      amount: null,
    });
  if (transport)
    rows.push({
      concept: t('lineTransport', {
        zone: transport.name,
        count: people,
        price: money(transport.priceUsdCents),
      }),
      amount: people * transport.priceUsdCents,
    });
  if (food)
    rows.push({
      concept: t('lineFood', {
        name: food.name[lang],
        count: people,
        price: money(food.priceUsdCents),
      }),
      amount: people * food.priceUsdCents,
    });
  if (photo) rows.push({ concept: t('linePhoto', { price: money(photo) }), amount: photo });

  const total = widgetTotal({
    adults: choices.adults,
    children: choices.children,
    adultUsdCents: unit.adult,
    childUsdCents: unit.child,
    transportUsdCents: transport?.priceUsdCents ?? 0,
    foodUsdCents: food?.priceUsdCents ?? 0,
    photoUsdCents: photo,
  });
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
              className="pt-3 text-right font-display text-2xl whitespace-nowrap text-jungle"
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
