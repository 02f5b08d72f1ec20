'use client';

import { defaultLocale, isLocale, regionalLocales } from '@/i18n/paths';
import { addDays } from '@/lib/dates';
import { parseDate } from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
  type DateValue,
} from 'react-aria-components';
import type { VisitDay } from './visit-days-action';
import { reportNetworkError } from '@/lib/connectivity';
import { loadVisitDays } from './visit-days-action';

export type VisitCalendarLabels = {
  title: string;
  help: string;
  /** "Amounts in {currency}": the day cells' prices carry no currency of their own. */
  currencyNote: string;
  loading: string;
  /** errors.priceUnavailable: said when the prices could not be obtained. */
  priceUnavailable: string;
  /** "Closed: {reason}": a day the park closed with a reason (template). */
  closedBecause: string;
  /** The heading of the list of closed days under the calendar. */
  closedDays: string;
};

/** A closed day's reason in the page's language (park pages are es and en; pt reads en). */
export function reasonIn(locale: string, reason: { es: string; en: string }): string {
  return locale === 'es' ? reason.es : reason.en;
}

type Props = {
  locale: string;
  productId: number;
  today: string;
  maxDate: string;
  value: string;
  /** What is known per date: a day, or null when it is not on sale. */
  days: ReadonlyMap<string, VisitDay | null>;
  onDays: (days: VisitDay[], from: string, to: string) => void;
  onChoose: (date: string) => void;
  /** A short price in the visitor's currency, without its code ("139", "1.2 k"). */
  formatCompact: (usdCents: number) => string;
  /** The visitor's currency's code, named in the legend. */
  currency: string;
  presaleTag: (percent: number) => string;
  labels: VisitCalendarLabels;
};

/** Two visible months plus a day: what one load covers (within the action's limit). */
const WINDOW_DAYS = 62;

const firstOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;

function safeDate(iso: string) {
  try {
    return iso ? parseDate(iso) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Two months of visit dates with the adult price from and the presale discount of each day;
 * closed and sold-out days are struck out and cannot be chosen. Loaded only when the
 * visitor opens the calendar (DESIGN §10).
 */
export default function VisitCalendar({
  locale,
  productId,
  today,
  maxDate,
  value,
  days,
  onDays,
  onChoose,
  formatCompact,
  currency,
  presaleTag,
  labels,
}: Props) {
  const [windowStart, setWindowStart] = useState(firstOfMonth(value || today));
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const selected = safeDate(value);

  useEffect(() => {
    let live = true;
    const to = addDays(windowStart, WINDOW_DAYS);
    loadVisitDays(productId, windowStart, WINDOW_DAYS)
      .then((loaded) => {
        if (!live) return;
        setFailed(false);
        onDays(loaded, windowStart < today ? today : windowStart, to);
      })
      .catch((error: unknown) => {
        reportNetworkError(error);
        if (live) setFailed(true);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // onDays is a state setter wrapper of the parent: loading again for it is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, windowStart, today]);

  // The closed days of the two visible months with their reasons, said under the calendar.
  const windowEnd = addDays(windowStart, WINDOW_DAYS);
  const closures = [...days.values()]
    .filter(
      (d): d is VisitDay & { closedReason: { es: string; en: string } } =>
        d !== null && !!d.closedReason && d.date >= windowStart && d.date < windowEnd,
    )
    .sort((a, b) => a.date.localeCompare(b.date));
  const closedDate = new Intl.DateTimeFormat(
    regionalLocales[isLocale(locale) ? locale : defaultLocale],
    { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' },
  );

  const isUnavailable = (date: DateValue) => {
    const day = days.get(date.toString());
    return day === null || (day !== undefined && !day.available);
  };

  return (
    <I18nProvider locale={regionalLocales[isLocale(locale) ? locale : defaultLocale]}>
      <p className="mb-3 text-sm text-muted">
        {labels.help}{' '}
        <strong className="font-semibold text-ink" data-testid="calendar-currency">
          {labels.currencyNote.replace('{currency}', currency)}
        </strong>
      </p>
      <p role="status" className="sr-only">
        {loading ? labels.loading : ''}
      </p>
      {failed && (
        <p
          role="alert"
          className="mb-3 rounded-lg bg-sand px-3 py-2 text-sm font-semibold text-sunset-700"
        >
          {labels.priceUnavailable}
        </p>
      )}
      <Calendar
        aria-label={labels.title}
        autoFocus
        value={selected ?? null}
        onChange={(date) => onChoose(date.toString())}
        minValue={parseDate(today)}
        maxValue={parseDate(maxDate)}
        isDateUnavailable={isUnavailable}
        visibleDuration={{ months: 2 }}
        defaultFocusedValue={selected ?? parseDate(today)}
        onFocusChange={(date) => {
          // Load again when the second visible month is not known yet.
          const month = firstOfMonth(date.toString());
          if (!days.has(addDays(month, 40))) setWindowStart(month);
        }}
        className="w-full"
      >
        <header className="mb-2 flex items-center justify-between">
          <Button slot="previous" className="rounded-full p-2 hover:bg-sand disabled:opacity-40">
            <ChevronLeft aria-hidden size={20} />
          </Button>
          <Heading className="font-display text-xl text-jungle" />
          <Button slot="next" className="rounded-full p-2 hover:bg-sand disabled:opacity-40">
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
                    className="m-px flex h-14 min-w-0 flex-col items-center justify-center overflow-hidden rounded-lg text-sm tabular-nums outline-none data-[disabled]:text-stone-500 data-[focus-visible]:ring-3 data-[focus-visible]:ring-lagoon data-[hovered]:bg-sand data-[outside-month]:hidden data-[selected]:bg-jungle data-[selected]:text-white data-[unavailable]:text-stone-600 data-[unavailable]:line-through"
                  >
                    {({ formattedDate, isUnavailable: unavailable, isDisabled }) => {
                      // The cell's label is its day and its name the full date (React Aria).
                      // The price and presale of the day are extra information drawn by CSS
                      // (WCAG 2.5.3 asks the name to hold the label, not every text near it);
                      // the widget says both for the chosen date.
                      const day = days.get(date.toString());
                      const open = day && !unavailable && !isDisabled;
                      return (
                        <>
                          <span>{formattedDate}</span>
                          {open && day.adultUsdCents !== null && (
                            <span
                              data-text={formatCompact(day.adultUsdCents)}
                              className="max-w-full text-[0.6rem] leading-tight whitespace-nowrap opacity-90 after:content-[attr(data-text)]"
                            />
                          )}
                          {open && day.presalePercent > 0 && (
                            <span
                              data-text={presaleTag(day.presalePercent)}
                              className="text-[0.6rem] leading-tight font-semibold after:content-[attr(data-text)]"
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
      </Calendar>
      {closures.length > 0 && (
        <section aria-labelledby="pw-closed-days" className="mt-3 text-sm">
          <h3 id="pw-closed-days" className="font-semibold text-sunset-700">
            {labels.closedDays}
          </h3>
          <ul className="mt-1 space-y-0.5" data-testid="closed-days">
            {closures.map((d) => (
              <li key={d.date} data-date={d.date}>
                <span className="font-semibold">
                  {closedDate.format(new Date(`${d.date}T00:00:00Z`))}
                </span>
                {' · '}
                {reasonIn(locale, d.closedReason)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </I18nProvider>
  );
}
