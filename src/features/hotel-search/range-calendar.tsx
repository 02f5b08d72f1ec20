'use client';

import { parseDate, type CalendarDate } from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
  RangeCalendar,
  type DateValue,
} from 'react-aria-components';
import { reportNetworkError } from '@/lib/connectivity';
import { addDays } from '@/lib/dates';
import { loadCalendarPrices, type CalendarPrices } from './calendar-action';
import { INITIAL_CALENDAR_STATUS, nextCalendarStatus } from './calendar-status.rules';

export type CalendarLabels = {
  title: string;
  help: string;
  /** "Amounts in {currency}": the day cells' prices carry no currency of their own. */
  currencyNote: string;
  from: string;
  loading: string;
  done: string;
  /** errors.priceUnavailable: said when the prices could not be obtained. */
  priceUnavailable: string;
  retry: string;
  /** Said instead of the dates while the calendar is closed for maintenance. */
  maintenance: string;
  maintenanceText: string;
  /** What a night's figure is: a one-night stay from that night, offers that apply to it. */
  fromNote: string;
  /** The mark of a night whose price has an automatic (early-booking) offer in it. */
  offerLegend: string;
};

type Props = {
  locale: string;
  today: string;
  hotel: string;
  checkIn: string;
  checkOut: string;
  labels: CalendarLabels;
  onChoose: (range: { checkIn: string; checkOut: string }) => void;
};

const firstOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;
const safeDate = (iso: string) => {
  try {
    return iso ? parseDate(iso) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Two months of nights with the lowest price per night and unavailable nights struck out.
 * Prices load per visible window through a server action, in the visitor's currency.
 */
export default function PriceCalendar({
  locale,
  today,
  hotel,
  labels,
  onChoose,
  ...initial
}: Props) {
  const start = safeDate(initial.checkIn);
  const end = safeDate(initial.checkOut);
  const [range, setRange] = useState<{ start: CalendarDate; end: CalendarDate } | null>(
    start && end && end.compare(start) > 0 ? { start, end } : null,
  );
  const [windowStart, setWindowStart] = useState(firstOfMonth(initial.checkIn || today));
  const [prices, setPrices] = useState<Map<string, string | null>>(new Map());
  const [offers, setOffers] = useState<Set<string>>(new Set());
  const [currency, setCurrency] = useState('');
  // SPEC §3 calendar status: idle, loading, ready, error or maintenance (calendar-status.rules).
  const [status, dispatch] = useReducer(nextCalendarStatus, INITIAL_CALENDAR_STATUS);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    dispatch({ type: 'request' });
    // Two visible months plus a few days of the third: a range may end after the second.
    loadCalendarPrices(hotel, windowStart, 70, locale)
      .then((answer: CalendarPrices) => {
        if (!live) return;
        dispatch({ type: 'answer', maintenance: answer.maintenance });
        setCurrency(answer.currency);
        setPrices((current) => {
          const next = new Map(current);
          for (const d of answer.days) next.set(d.date, d.price);
          return next;
        });
        setOffers((current) => {
          const next = new Set(current);
          for (const d of answer.days) {
            if (d.offer) next.add(d.date);
            else next.delete(d.date);
          }
          return next;
        });
      })
      .catch((error: unknown) => {
        reportNetworkError(error);
        if (live) dispatch({ type: 'failure' });
      });
    return () => {
      live = false;
    };
  }, [hotel, windowStart, locale, attempt]);

  // A night with no price (sold out, closed) cannot start a stay; days before today neither.
  const isUnavailable = (date: DateValue) => {
    const iso = date.toString();
    return prices.has(iso) && prices.get(iso) === null;
  };

  if (status === 'maintenance')
    return (
      <div role="status" data-calendar-status={status} className="rounded-xl bg-sand px-4 py-3">
        <p className="font-semibold text-jungle">{labels.maintenance}</p>
        <p className="mt-1 text-sm">{labels.maintenanceText}</p>
      </div>
    );

  return (
    <I18nProvider locale={locale}>
      <div data-calendar-status={status} hidden />
      <p className="mb-3 text-sm text-muted">
        {labels.help} {labels.fromNote}
        {currency && (
          <>
            {' '}
            <strong className="font-semibold text-ink" data-testid="calendar-currency">
              {labels.currencyNote.replace('{currency}', currency)}
            </strong>
          </>
        )}
      </p>
      {offers.size > 0 && (
        <p
          className="-mt-2 mb-3 flex items-center gap-2 text-xs text-muted"
          data-testid="offer-legend"
        >
          <span aria-hidden className="inline-block size-2 rounded-full bg-sunset-700" />
          {labels.offerLegend}
        </p>
      )}
      <p role="status" className={status === 'loading' ? 'mb-2 text-xs text-muted' : 'sr-only'}>
        {status === 'loading' ? labels.loading : ''}
      </p>
      {status === 'error' && (
        <div
          role="alert"
          className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sand px-3 py-2 text-sm font-semibold text-sunset-700"
        >
          <span>{labels.priceUnavailable}</span>
          <button
            type="button"
            className="rounded-full border border-jungle px-3 py-1 text-jungle"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {labels.retry}
          </button>
        </div>
      )}
      <RangeCalendar
        aria-label={labels.title}
        value={range}
        onChange={(value) => setRange(value as { start: CalendarDate; end: CalendarDate })}
        minValue={parseDate(today)}
        maxValue={parseDate(addDays(today, 540))}
        isDateUnavailable={isUnavailable}
        visibleDuration={{ months: 2 }}
        onFocusChange={(date) => {
          const month = firstOfMonth(date.toString());
          if (month !== windowStart && !prices.has(month)) setWindowStart(month);
        }}
        className="w-full"
      >
        <header className="mb-2 flex items-center justify-between">
          <Button slot="previous" className="rounded-full p-2 hover:bg-sand">
            <ChevronLeft aria-hidden size={20} />
          </Button>
          <Heading className="font-display text-xl text-jungle" />
          <Button slot="next" className="rounded-full p-2 hover:bg-sand">
            <ChevronRight aria-hidden size={20} />
          </Button>
        </header>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {[0, 1].map((offset) => (
            <CalendarGrid
              key={offset}
              offset={offset ? { months: offset } : undefined}
              className="w-full table-fixed border-collapse"
              weekdayStyle="short"
            >
              <CalendarGridHeader>
                {(day) => (
                  <CalendarHeaderCell className="pb-1 text-xs font-semibold text-muted">
                    {day}
                  </CalendarHeaderCell>
                )}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => (
                  <CalendarCell
                    date={date}
                    className="relative m-px flex h-12 min-w-0 flex-col items-center justify-center overflow-hidden rounded-lg text-sm tabular-nums outline-none data-[disabled]:text-stone-400 data-[focus-visible]:ring-3 data-[focus-visible]:ring-lagoon data-[outside-month]:hidden data-[selected]:bg-jungle/15 data-[selection-end]:bg-jungle data-[selection-end]:text-white data-[selection-start]:bg-jungle data-[selection-start]:text-white data-[unavailable]:text-stone-500 data-[unavailable]:line-through"
                  >
                    {({ formattedDate, isUnavailable: unavailable, isDisabled }) => {
                      const price = prices.get(date.toString());
                      const offer = offers.has(date.toString());
                      return (
                        <>
                          <span>{formattedDate}</span>
                          {!unavailable && !isDisabled && price && offer && (
                            <span
                              aria-hidden
                              data-offer
                              className="absolute top-1 right-1 size-1.5 rounded-full bg-sunset-700"
                            />
                          )}
                          {!unavailable && !isDisabled && price && (
                            // Drawn by CSS: a cell's accessible name is its date (WCAG 2.5.3
                            // wants the visible text inside the name); the dialog's help
                            // says what the figures are.
                            <span
                              aria-hidden
                              data-text={price}
                              className="max-w-full text-[0.65rem] leading-none whitespace-nowrap opacity-80 after:content-[attr(data-text)]"
                            />
                          )}
                        </>
                      );
                    }}
                  </CalendarCell>
                )}
              </CalendarGridBody>
            </CalendarGrid>
          ))}
        </div>
      </RangeCalendar>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          className="btn-primary"
          disabled={!range}
          onClick={() =>
            range && onChoose({ checkIn: range.start.toString(), checkOut: range.end.toString() })
          }
        >
          {labels.done}
        </button>
      </div>
    </I18nProvider>
  );
}
