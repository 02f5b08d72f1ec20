'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useVisitorPrice } from '@/components/price';
import type { Locale } from '@/i18n/paths';
import { formatTemplate } from '@/i18n/template';
import { formatLongDate } from '@/lib/dates';
import { bookingQueryString, parseBookingQuery, type QueryOptions } from './booking-query';
import { bookingPrice, type PricedProduct, type PriceLine } from './booking-price.rules';
import { useParkToday } from './park-today';
import { PrintButton } from './print-button';
import { loadVisitDays, type VisitDay } from './visit-days-action';

/** Printing keeps the quote and the elements around it, nothing else. */
const PRINT_QUOTE_ONLY =
  '@media print{body *:not(:has(#quote),#quote,#quote *){display:none!important}}';

/** The quote's words: plain texts, and ICU templates (`raw`) it fills in the browser. */
export type QuoteLabels = {
  quoteTitle: string;
  print: string;
  quoteDate: string;
  quoteSchedule: string;
  quoteNotChosen: string;
  addedOpenTicket: string;
  unavailable: string;
  quoteConcept: string;
  quoteAmount: string;
  quoteTotal: string;
  quoteEstimate: string;
  quoteLink: string;
  backToBooking: string;
  /** Templates. */
  quoteMade: string;
  presale: string;
  lineAdults: string;
  lineChildren: string;
  lineInfants: string;
  lineTransport: string;
  lineFood: string;
  linePhoto: string;
};

type Props = {
  locale: Locale;
  productId: number;
  title: string;
  product: PricedProduct & { foodName: string };
  options: Omit<QueryOptions, 'today' | 'maxDate'>;
  today: string;
  maxDate: string;
  presaleRules: { daysAhead: number; percentOff: number }[];
  pagePath: string;
  labels: QuoteLabels;
};

const noSubscription = () => () => {};

/**
 * A printable quote of the widget's choices (`?quote=1` with the choices in the address): the
 * same prices the widget shows (booking-price.rules), for the chosen date as the shop sells it
 * now (read from the visit days action), in the visitor's currency, with a link that restores
 * the choices. A client island: the park page is the same for everyone (issue 18), and the
 * quote is read from the address in the browser. Printing shows the quote alone.
 */
export function QuoteSection(props: Props) {
  const { labels: l, locale, product } = props;
  const { currency, format } = useVisitorPrice();
  const today = useParkToday(props.today);
  // The address is known in the browser only (the server renders no quote).
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  const query = search === null ? null : Object.fromEntries(new URLSearchParams(search));
  const wanted = query?.quote === '1';
  const choices =
    query && wanted
      ? parseBookingQuery(query, { ...props.options, today, maxDate: props.maxDate })
      : null;
  const date = choices?.openTicket ? '' : (choices?.date ?? '');
  // The chosen date's offer: undefined while it loads, null when it is not on sale.
  const [day, setDay] = useState<{ date: string; offer: VisitDay | null } | undefined>();
  useEffect(() => {
    if (!date) return;
    let live = true;
    loadVisitDays(props.productId, date, 1)
      .then((days) => live && setDay({ date, offer: days.find((d) => d.date === date) ?? null }))
      .catch(() => live && setDay({ date, offer: null }));
    return () => {
      live = false;
    };
  }, [date, props.productId]);
  const section = useRef<HTMLElement>(null);
  const ready = Boolean(choices && format && (!date || day?.date === date));
  useEffect(() => {
    if (ready && window.location.hash === '#quote') section.current?.scrollIntoView();
  }, [ready]);
  if (!choices || !format || !currency || !ready) return null;

  const fill = (template: string, values: Record<string, string | number>) =>
    formatTemplate(locale, template, values);
  const money = format;
  const offer = date ? (day?.offer ?? null) : undefined;
  const price = bookingPrice(product, choices, { today, day: offer });
  const slot = choices.openTicket ? undefined : product.slots.find((s) => s.code === choices.slot);
  const bookable = price.basis !== 'from';
  const presale =
    price.basis === 'date' && price.presalePercent > 0
      ? props.presaleRules.find((r) => r.percentOff === price.presalePercent)
      : undefined;

  const concept = (line: PriceLine): string => {
    switch (line.kind) {
      case 'adults':
        return fill(l.lineAdults, { count: line.count, price: money(line.unitUsdCents) });
      case 'children':
        return fill(l.lineChildren, { count: line.count, price: money(line.unitUsdCents) });
      case 'infants':
        return fill(l.lineInfants, { count: line.count });
      case 'transport':
        return fill(l.lineTransport, {
          zone: line.zone.name,
          count: line.count,
          price: money(line.unitUsdCents),
        });
      case 'food':
        return fill(l.lineFood, {
          name: product.foodName,
          count: line.count,
          price: money(line.unitUsdCents),
        });
      case 'photo':
        return fill(l.linePhoto, { price: money(line.amountUsdCents) });
    }
  };
  // Infants enter free: their line has no amount.
  const rows = price.lines.map((line) => ({
    concept: concept(line),
    amount: line.kind === 'infants' ? null : line.amountUsdCents,
  }));
  const link = `${props.pagePath}?${bookingQueryString(choices, { quote: '1' })}#quote`;
  const back = `${props.pagePath}?${bookingQueryString(choices)}#booking`;

  return (
    <section
      ref={section}
      id="quote"
      aria-labelledby="quote-title"
      className="scroll-mt-24 rounded-2xl border-2 border-jungle bg-white p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      {/* Inline styles are allowed by the CSP (style-src 'unsafe-inline'). */}
      <style>{PRINT_QUOTE_ONLY}</style>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="eyebrow">{l.quoteTitle}</p>
          <h2 id="quote-title" className="mt-1 text-3xl text-jungle">
            {props.title}
          </h2>
        </div>
        <PrintButton label={l.print} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{l.quoteDate}</dt>
        <dd>
          {choices.openTicket
            ? l.addedOpenTicket
            : choices.date
              ? formatLongDate(choices.date, locale)
              : l.quoteNotChosen}
        </dd>
        {!choices.openTicket && (
          <>
            <dt className="font-semibold">{l.quoteSchedule}</dt>
            <dd>{slot?.label ?? l.quoteNotChosen}</dd>
          </>
        )}
      </dl>
      {!choices.openTicket && choices.date && !bookable && (
        <p className="mt-3 font-semibold text-sunset-700">{l.unavailable}</p>
      )}
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr className="border-b border-jungle/20 text-left">
            <th scope="col" className="py-2 font-semibold">
              {l.quoteConcept}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {l.quoteAmount}
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
              {l.quoteTotal}
            </th>
            <td
              className="pt-3 text-right font-display text-2xl whitespace-nowrap text-jungle lining-nums tabular-nums"
              data-testid="quote-total"
            >
              {money(price.totalUsdCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {presale && (
        <p className="mt-2 inline-block rounded-full bg-jungle px-3 py-0.5 text-xs font-semibold text-white">
          {fill(l.presale, { days: presale.daysAhead, percent: presale.percentOff })}
        </p>
      )}
      {!choices.openTicket && !bookable && (
        <p className="mt-2 text-xs text-muted">{l.quoteEstimate}</p>
      )}
      <p className="mt-3 text-xs text-muted">
        {fill(l.quoteMade, { date: formatLongDate(today, locale), currency: currency.iso })}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm print:hidden">
        <a href={link} className="font-semibold text-jungle">
          {l.quoteLink}
        </a>
        <a href={back} className="font-semibold text-jungle">
          {l.backToBooking}
        </a>
      </p>
    </section>
  );
}
