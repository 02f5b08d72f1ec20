'use client';

import { CalendarDays, FileText, ShoppingCart, X } from 'lucide-react';
import {
  lazy,
  startTransition,
  useCallback,
  Suspense,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { LocalDateField } from '@/components/ui/date-field';
import { Link } from '@/i18n/navigation';
import { formatShortDate, addDays } from '@/lib/dates';
import { useVisitorPrice } from '@/components/price';
import { formatPriceIn } from '@/domain/pricing/index.rules';
import { convertUsdCents, formatCompactAmount, type MoneyLocale } from '@/lib/money';
import {
  BOOKING_QUERY_KEYS,
  bookingQueryString,
  parseBookingQuery,
  type BookingChoices,
} from './booking-query';
import { bookingPrice, type PriceLine, type Slot, type Zone } from './booking-price.rules';
import { reasonIn, type VisitCalendarLabels } from './visit-calendar';
import { reportNetworkError } from '@/lib/connectivity';
import { loadVisitDays, type VisitDay } from './visit-days-action';
import { range } from '@/lib/range';
import { useParkToday } from './park-today';
import { formatTemplate } from '@/i18n/template';

// React Aria's calendar is loaded when the visitor opens it, not with every product page.
const VisitCalendar = lazy(() => import('./visit-calendar'));

/** What the cart's add-to-cart action answers (the fields the widget shows). */
export type AddState =
  | { status: 'idle' }
  | {
      status: 'added';
      itemId: string;
      visitDate: string | null;
      transport: string | null;
      photo: boolean;
      food: string | null;
      message: string;
    }
  | { status: 'error'; message: string }
  /** The request never reached the server (the widget's own state: the action never says it). */
  | { status: 'offline' };

/**
 * The cart's add-to-cart server action, handed over by the route (features do not import
 * each other). It never reads the previous state, hence `never`.
 */
export type AddToCartAction = (previous: never, form: FormData) => Promise<AddState>;

export type BookingFormLabels = VisitCalendarLabels & {
  /** SPEC §8's connectivity message, with the call centre's numbers. */
  offline: string;
  offlineRetry: string;
  retry: string;
  visitDate: string;
  calendar: string;
  close: string;
  checking: string;
  unavailable: string;
  openTicket: string;
  openTicketPrices: string;
  presale: string;
  people: string;
  adults: string;
  children: string;
  infants: string;
  schedule: string;
  chooseSchedule: string;
  chooseDateFirst: string;
  placesLeft: string;
  soldOut: string;
  transport: string;
  noTransport: string;
  zoneOption: string;
  transportIncluded: string;
  transportSameDay: string;
  addOns: string;
  food: string;
  photo: string;
  priceFrom: string;
  total: string;
  estimate: string;
  openTicketPrice: string;
  lineAdults: string;
  lineChildren: string;
  lineInfants: string;
  lineTransport: string;
  lineFood: string;
  linePhoto: string;
  add: string;
  buy: string;
  adding: string;
  quote: string;
  addedTitle: string;
  addedDate: string;
  addedOpenTicket: string;
  addedTransport: string;
  addedPhoto: string;
  addedFood: string;
  yes: string;
  no: string;
  continueShopping: string;
  goToCart: string;
};

type Props = {
  locale: MoneyLocale;
  productId: number;
  /** Today at the parks (America/Cancun) and the last date on sale. */
  today: string;
  maxDate: string;
  /**
   * The visitor's currency; without it, the page's price islands' (read in the browser from the
   * currency cookies; nothing is priced until it is known).
   */
  currency?: { iso: string; decimals: number; usdRate: string };
  /** List prices ("from", before a date is chosen) and open-ticket prices, USD cents. */
  prices: { adult: number; child: number; openAdult: number; openChild: number };
  slots: Slot[];
  zones: Zone[];
  transportIncluded: boolean;
  food: { name: string; priceUsdCents: number } | null;
  photoUsdCents: number | null;
  infantsAdmitted: boolean;
  maxPeople: number;
  presaleRules: { daysAhead: number; percentOff: number }[];
  initial: BookingChoices;
  /** What the server already knows of the initial date (the quote's link). */
  initialDays: VisitDay[];
  /** The product page's address, for the quote link. */
  pagePath: string;
  addToCart: AddToCartAction;
  labels: BookingFormLabels;
  /** Age notes and the snorkel deposit, under the people counts. */
  notes?: ReactNode;
  /** Info, video and gallery buttons (server-rendered dialogs). */
  extras?: ReactNode;
};

/**
 * The park booking widget (SPEC §2): visit date (native input plus a price calendar), open
 * ticket, people, schedule, transport, food and photo add-ons, and the price from in the
 * visitor's currency, recomputed on every choice. "Add to cart" and "Buy" post the form to
 * the cart's server action, which judges every rule; its answer opens the confirmation
 * dialog or shows the refusal, the choices kept.
 */
export function BookingForm(props: Props) {
  const { labels: l, locale } = props;
  const today = useParkToday(props.today);
  const currency = useVisitorPrice().currency ?? props.currency;
  const fill = (template: string, values: Record<string, string | number>) =>
    formatTemplate(locale, template, values);
  const [choices, setChoices] = useState<BookingChoices>(props.initial);
  // Dates whose prices could not be fetched (network): their price is said to be unavailable.
  const [priceFailed, setPriceFailed] = useState<ReadonlySet<string>>(new Set());
  const [days, setDays] = useState<Map<string, VisitDay | null>>(() => {
    const known = new Map<string, VisitDay | null>(props.initialDays.map((d) => [d.date, d]));
    if (props.initial.date && !known.has(props.initial.date)) known.set(props.initial.date, null);
    return known;
  });
  const [checking, setChecking] = useState('');
  const [calendarOpen, setCalendarOpen] = useState(false);
  // A lost connection must not throw to the error page (losing every choice): the add answers
  // 'offline', keeps its form (and its request id, so that the retry cannot add it twice) and
  // is sent again once, when the browser is back online or the visitor asks.
  const unsent = useRef<FormData | null>(null);
  const addSafely = useCallback(
    async (previous: AddState, form: FormData): Promise<AddState> => {
      try {
        const add = props.addToCart as unknown as (p: AddState, f: FormData) => Promise<AddState>;
        const answer = await add(previous, form);
        unsent.current = null;
        return answer;
      } catch (error) {
        if (!reportNetworkError(error)) throw error;
        unsent.current = form;
        return { status: 'offline' };
      }
    },
    [props.addToCart],
  );
  const [state, dispatch, pending] = useActionState(addSafely, { status: 'idle' });
  // A refusal is about the choices it was sent with: it leaves as soon as one of them changes.
  // A date known to be closed is said at once, without asking the server.
  const [sentWith, setSentWith] = useState<BookingChoices | null>(null);
  const [closedRefusal, setClosedRefusal] = useState<BookingChoices | null>(null);
  const retryAdd = useCallback(() => {
    const form = unsent.current;
    if (form) startTransition(() => dispatch(form));
  }, [dispatch]);
  useEffect(() => {
    if (state.status !== 'offline') return;
    window.addEventListener('online', retryAdd);
    return () => window.removeEventListener('online', retryAdd);
  }, [state, retryAdd]);
  const calendarDialog = useRef<HTMLDialogElement>(null);
  const addedDialog = useRef<HTMLDialogElement>(null);
  const dateField = useRef<HTMLDivElement>(null);
  const focusDate = () =>
    dateField.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();

  useEffect(() => {
    const dialog = addedDialog.current;
    if (state.status === 'added' && dialog && !dialog.open) dialog.showModal();
  }, [state]);

  // Until the browser knows the visitor's currency (server render, hydration) no amount is
  // written: never a price in a currency the visitor did not choose (issue 18).
  const money = (usdCents: number) => (currency ? formatPriceIn(currency, usdCents, locale) : '');
  const compact = (usdCents: number) =>
    currency
      ? formatCompactAmount(
          convertUsdCents(usdCents, currency.usdRate, currency.decimals),
          currency,
          locale,
        )
      : '';
  const presaleText = (percent: number) => {
    const rule = props.presaleRules.find((r) => r.percentOff === percent);
    return rule ? fill(l.presale, { days: rule.daysAhead, percent }) : '';
  };

  const set = <K extends keyof BookingChoices>(key: K, value: BookingChoices[K]) =>
    setChoices((current) => ({ ...current, [key]: value }));
  /** Every choice at once (a quote's link). */
  const adopt = (all: BookingChoices) => setChoices((current) => ({ ...current, ...all }));

  /** Days loaded for [from, to): the answer's days, every other date of the range not on sale. */
  const rememberDays = (loaded: VisitDay[], from: string, to: string) =>
    setDays((current) => {
      const next = new Map(current);
      const last = to > props.maxDate ? addDays(props.maxDate, 1) : to;
      for (let d = from; d < last; d = addDays(d, 1)) next.set(d, null);
      for (const day of loaded) next.set(day.date, day);
      return next;
    });

  const chooseDate = (date: string) => {
    set('date', date);
    if (!date || days.has(date) || date < today || date > props.maxDate) return;
    setChecking(date);
    loadVisitDays(props.productId, date, 1)
      .then((loaded) => rememberDays(loaded, date, addDays(date, 1)))
      .catch((error: unknown) => {
        reportNetworkError(error);
        setPriceFailed((current) => new Set(current).add(date));
      })
      .finally(() => setChecking((current) => (current === date ? '' : current)));
  };

  const form = useRef<HTMLFormElement>(null);
  // React hydrates a controlled field without overwriting what the visitor already typed or
  // picked there, but its state still holds the server's value and the next render would put
  // that back: adopt the date and the counts changed before the widget came alive.
  // Before them, the choices a quote's link carries in the address: the page is the same for
  // everyone (issue 18), so the browser reads them.
  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    if (BOOKING_QUERY_KEYS.some((key) => key in query)) {
      const fromAddress = parseBookingQuery(query, {
        today,
        maxDate: props.maxDate,
        maxPeople: props.maxPeople,
        slotCodes: props.slots.map((s) => s.code),
        zoneCodes: props.zones.map((z) => z.code),
        infantsAdmitted: props.infantsAdmitted,
        hasFood: props.food !== null,
        hasPhoto: props.photoUsdCents !== null,
      });
      // The address is outside React, read once after hydration (the server rendered no choice).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      adopt(fromAddress);
      if (fromAddress.date) chooseDate(fromAddress.date);
    }
    const fields = form.current?.elements;
    if (!fields) return;
    for (const key of ['adults', 'children', 'infants'] as const) {
      const field = fields.namedItem(key);
      const picked = field instanceof HTMLSelectElement ? Number(field.value) : NaN;
      if (Number.isInteger(picked) && picked !== props.initial[key]) set(key, picked);
    }
    // Once, right after hydration: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openCalendar = () => {
    setCalendarOpen(true);
    calendarDialog.current?.showModal();
  };
  const closeCalendar = () => {
    calendarDialog.current?.close();
    setCalendarOpen(false);
  };

  // What the choices mean for this date: booking-price.rules, the same as the printed quote's.
  const dated = !choices.openTicket;
  const price = bookingPrice(props, choices, {
    today,
    day: dated && choices.date ? days.get(choices.date) : undefined,
    priceFailed: priceFailed.has(choices.date),
  });
  const { running, slot, sameDay, zone } = price;
  const dayClosed = price.dateClosed;
  // A day the park closed with a reason says why (set in the back office's park grid).
  const closedReason = dayClosed && dated ? days.get(choices.date)?.closedReason : null;
  const closedText = closedReason
    ? fill(l.closedBecause, { reason: reasonIn(locale, closedReason) })
    : l.unavailable;
  const priceUnavailable = price.unavailable;
  const presale = price.basis === 'date' ? price.presalePercent : 0;
  const priceLabel =
    price.basis === 'openTicket'
      ? l.openTicketPrice
      : price.basis === 'date'
        ? l.total
        : l.priceFrom;
  const quoteHref = `${props.pagePath}?${bookingQueryString(
    { ...choices, slot: slot?.code ?? '', transport: zone?.code ?? '' },
    { quote: '1' },
  )}#quote`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dayClosed) {
      setClosedRefusal(choices);
      return;
    }
    setClosedRefusal(null);
    setSentWith(choices);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    // One id per add: a retry of the same add is recognised by the server, never added twice.
    form.set('requestId', crypto.randomUUID());
    startTransition(() => dispatch(form));
  };

  const lineText = (line: PriceLine): string => {
    switch (line.kind) {
      case 'adults':
        return fill(l.lineAdults, {
          count: line.count,
          price: money(line.unitUsdCents),
        });
      case 'children':
        return fill(l.lineChildren, {
          count: line.count,
          price: money(line.unitUsdCents),
        });
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
          name: props.food?.name ?? '',
          count: line.count,
          price: money(line.unitUsdCents),
        });
      case 'photo':
        return fill(l.linePhoto, { price: money(line.amountUsdCents) });
    }
  };
  const lines = price.lines.map(lineText);
  const refusal =
    closedRefusal === choices
      ? closedText
      : state.status === 'error' && sentWith === choices
        ? state.message
        : null;

  const countSelect = (key: 'adults' | 'children' | 'infants', label: string, min: number) => (
    <div>
      <label htmlFor={`pw-${key}`} className="field-label">
        {label}
      </label>
      <select
        id={`pw-${key}`}
        name={key}
        className="field"
        value={choices[key]}
        onChange={(e) => set(key, Number(e.target.value))}
      >
        {range(min, props.maxPeople).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <form
        ref={form}
        action={dispatch}
        onSubmit={onSubmit}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_21rem]"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="productId" value={props.productId} />
        <div className="grid content-start gap-x-4 gap-y-5 sm:grid-cols-2">
          <div>
            <div className="flex items-end gap-2">
              <div ref={dateField} className="min-w-0 flex-1">
                <LocalDateField
                  locale={locale}
                  label={l.visitDate}
                  name="visitDate"
                  min={today}
                  max={props.maxDate}
                  value={dated ? choices.date : ''}
                  isDisabled={!dated}
                  describedBy="pw-date-status"
                  onChange={chooseDate}
                />
              </div>
              <button
                type="button"
                className="btn-secondary shrink-0 px-3 disabled:opacity-50"
                aria-haspopup="dialog"
                aria-label={l.calendar}
                title={l.calendar}
                disabled={!dated}
                onClick={openCalendar}
              >
                <CalendarDays aria-hidden size={18} />
              </button>
            </div>
            <p id="pw-date-status" role="status" className="mt-1 min-h-5 text-sm">
              {checking && checking === choices.date && dated ? (
                <span className="text-muted">{l.checking}</span>
              ) : dayClosed ? (
                <span className="font-semibold text-sunset-700">{closedText}</span>
              ) : presale > 0 ? (
                <span className="font-semibold text-lagoon-800">{presaleText(presale)}</span>
              ) : null}
            </p>
          </div>
          <div>
            <label htmlFor="pw-slot" className="field-label">
              {l.schedule}
            </label>
            <select
              id="pw-slot"
              name="slotId"
              className="field disabled:bg-stone-100 disabled:text-stone-600"
              value={slot?.id ?? ''}
              disabled={!dated}
              onChange={(e) =>
                set('slot', props.slots.find((s) => String(s.id) === e.target.value)?.code ?? '')
              }
            >
              <option value="">
                {!dated || !choices.date
                  ? l.chooseDateFirst
                  : dayClosed
                    ? l.unavailable
                    : l.chooseSchedule}
              </option>
              {running.map((s) => (
                <option key={s.id} value={s.id} disabled={s.left <= 0}>
                  {s.availability === 'soldOut'
                    ? fill(l.soldOut, { label: s.label })
                    : s.availability === 'few'
                      ? fill(l.placesLeft, {
                          label: s.label,
                          count: s.left,
                        })
                      : s.label}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label className="flex items-start gap-3 rounded-lg border border-jungle/15 p-3 text-sm">
              <input
                type="checkbox"
                name="openTicket"
                value="1"
                className="mt-0.5 size-5 shrink-0 accent-jungle"
                checked={choices.openTicket}
                onChange={(e) => set('openTicket', e.target.checked)}
              />
              <span>
                <span className="font-semibold">{l.openTicket}</span>
                <span className="block text-muted">
                  {fill(l.openTicketPrices, {
                    adult: money(props.prices.openAdult),
                    child: money(props.prices.openChild),
                  })}
                </span>
              </span>
            </label>
          </div>
          <fieldset className="sm:col-span-2">
            <legend className="mb-2 font-display text-xl text-jungle">{l.people}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {countSelect('adults', l.adults, 1)}
              {countSelect('children', l.children, 0)}
              {props.infantsAdmitted ? (
                countSelect('infants', l.infants, 0)
              ) : (
                <input type="hidden" name="infants" value="0" />
              )}
            </div>
            {props.notes}
          </fieldset>
          <div>
            {props.zones.length > 0 ? (
              <>
                <label htmlFor="pw-transport" className="field-label">
                  {l.transport}
                </label>
                <select
                  id="pw-transport"
                  name="transportZoneId"
                  className="field disabled:bg-stone-100 disabled:text-stone-600"
                  value={zone?.id ?? ''}
                  disabled={sameDay}
                  aria-describedby={sameDay ? 'pw-transport-note' : undefined}
                  onChange={(e) =>
                    set(
                      'transport',
                      props.zones.find((z) => String(z.id) === e.target.value)?.code ?? '',
                    )
                  }
                >
                  <option value="">{l.noTransport}</option>
                  {props.zones.map((z) => (
                    <option key={z.id} value={z.id}>
                      {fill(l.zoneOption, { zone: z.name, price: money(z.priceUsdCents) })}
                    </option>
                  ))}
                </select>
                {sameDay && (
                  <p id="pw-transport-note" className="mt-1 text-sm text-muted">
                    {l.transportSameDay}
                  </p>
                )}
              </>
            ) : (
              props.transportIncluded && (
                <p className="rounded-lg bg-sand px-3 py-2.5 text-sm font-semibold text-lagoon-800">
                  {l.transportIncluded}
                </p>
              )
            )}
          </div>
          {(props.food || props.photoUsdCents !== null) && (
            <fieldset>
              <legend className="field-label">{l.addOns}</legend>
              <div className="space-y-2 text-sm">
                {props.food && (
                  <label className="flex items-start gap-3">
                    <input
                      type="checkbox"
                      name="food"
                      value="1"
                      className="mt-0.5 size-5 shrink-0 accent-jungle"
                      checked={choices.food}
                      onChange={(e) => set('food', e.target.checked)}
                    />
                    {fill(l.food, {
                      name: props.food.name,
                      price: money(props.food.priceUsdCents),
                    })}
                  </label>
                )}
                {props.photoUsdCents !== null && (
                  <label className="flex items-start gap-3">
                    <input
                      type="checkbox"
                      name="photo"
                      value="1"
                      className="mt-0.5 size-5 shrink-0 accent-jungle"
                      checked={choices.photo}
                      onChange={(e) => set('photo', e.target.checked)}
                    />
                    {fill(l.photo, { price: money(props.photoUsdCents) })}
                  </label>
                )}
              </div>
            </fieldset>
          )}
        </div>

        <div className="flex flex-col gap-4 rounded-2xl bg-sand p-4 sm:p-5">
          <div>
            <p className="field-label" aria-hidden>
              {priceLabel}
            </p>
            {/* Busy while the chosen date's own prices are on their way; data-basis says whose
                prices these are (the date's, an open ticket's, or "from" before a date is known). */}
            <p
              role="status"
              aria-busy={checking !== '' && checking === choices.date && dated}
              data-basis={price.basis}
              className="font-display text-4xl text-jungle lining-nums tabular-nums"
            >
              <span className="sr-only">{priceLabel}: </span>
              <span data-testid="widget-total">
                {priceUnavailable ? l.priceUnavailable : money(price.totalUsdCents)}
              </span>
            </p>
            {presale > 0 && (
              <p className="mt-1 inline-block rounded-full bg-jungle px-3 py-0.5 text-xs font-semibold text-white">
                {presaleText(presale)}
              </p>
            )}
            {!priceUnavailable && (
              <ul className="mt-2 space-y-0.5 text-sm text-ink" data-testid="widget-lines">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            {price.basis === 'from' && !priceUnavailable && (
              <p className="mt-2 text-xs text-muted">{l.estimate}</p>
            )}
          </div>
          <div className="grid gap-2">
            <button
              type="submit"
              name="intent"
              value="add"
              className="btn-primary disabled:opacity-60"
              disabled={pending}
            >
              <ShoppingCart aria-hidden size={18} />
              {pending ? l.adding : l.add}
            </button>
            <button
              type="submit"
              name="intent"
              value="buy"
              className="btn-secondary bg-white disabled:opacity-60"
              disabled={pending}
            >
              {l.buy}
            </button>
          </div>
          <div role="alert" className="empty:hidden">
            {refusal && (
              <p className="rounded-lg border border-sunset-700 bg-white px-3 py-2 text-sm font-semibold text-sunset-700">
                {refusal}
              </p>
            )}
            {state.status === 'offline' && (
              <div
                data-testid="widget-offline"
                className="space-y-2 rounded-lg border border-sunset-700 bg-white px-3 py-2 text-sm text-sunset-700"
              >
                <p className="font-semibold">{l.offline}</p>
                <p>{l.offlineRetry}</p>
                <button
                  type="button"
                  onClick={retryAdd}
                  disabled={pending}
                  className="btn-secondary bg-white px-4 py-1.5 disabled:opacity-60"
                >
                  {l.retry}
                </button>
              </div>
            )}
          </div>
          <div className="flex flex-wrap gap-2 border-t border-jungle/15 pt-4">
            <a href={quoteHref} className="btn-secondary bg-white px-4 py-2 no-underline">
              <FileText aria-hidden size={16} />
              {l.quote}
            </a>
            {props.extras}
          </div>
        </div>
      </form>

      <dialog
        ref={calendarDialog}
        aria-labelledby="pw-calendar-title"
        className="m-auto max-h-[95dvh] w-[min(44rem,95vw)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
        onClose={() => setCalendarOpen(false)}
        onClick={(event) => {
          if (event.target === calendarDialog.current) closeCalendar();
        }}
      >
        <div className="p-4 sm:p-6">
          <div className="mb-2 flex items-center justify-between gap-4">
            <h2 id="pw-calendar-title" className="text-2xl text-jungle">
              {l.title}
            </h2>
            <button
              type="button"
              className="shrink-0 rounded-full p-2 hover:bg-sand"
              aria-label={l.close}
              onClick={closeCalendar}
            >
              <X aria-hidden size={22} />
            </button>
          </div>
          {calendarOpen && (
            <Suspense fallback={<p role="status">{l.loading}</p>}>
              <VisitCalendar
                locale={locale}
                productId={props.productId}
                today={today}
                maxDate={props.maxDate}
                value={choices.date}
                days={days}
                onDays={rememberDays}
                onChoose={(date) => {
                  chooseDate(date);
                  closeCalendar();
                  focusDate();
                }}
                formatCompact={compact}
                currency={currency?.iso ?? ''}
                presaleTag={(percent) => `−${percent} %`}
                labels={l}
              />
            </Suspense>
          )}
          {props.presaleRules.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
              {props.presaleRules.map((r) => (
                <li key={r.daysAhead}>
                  {fill(l.presale, { days: r.daysAhead, percent: r.percentOff })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </dialog>

      <dialog
        ref={addedDialog}
        aria-labelledby="pw-added-title"
        className="m-auto w-[min(30rem,95vw)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
      >
        {state.status === 'added' && (
          <div className="p-5 sm:p-6">
            <h2 id="pw-added-title" className="text-2xl text-jungle">
              {l.addedTitle}
            </h2>
            <p className="mt-1 text-sm text-muted">{state.message}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-semibold">{l.addedDate}</dt>
              <dd data-testid="added-date">
                {state.visitDate ? formatShortDate(state.visitDate, locale) : l.addedOpenTicket}
              </dd>
              <dt className="font-semibold">{l.addedTransport}</dt>
              <dd data-testid="added-transport">{state.transport ?? l.no}</dd>
              <dt className="font-semibold">{l.addedPhoto}</dt>
              <dd data-testid="added-photo">{state.photo ? l.yes : l.no}</dd>
              <dt className="font-semibold">{l.addedFood}</dt>
              <dd data-testid="added-food">{state.food ?? l.no}</dd>
            </dl>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => addedDialog.current?.close()}
              >
                {l.continueShopping}
              </button>
              <Link href="/cart" locale={locale} className="btn-primary no-underline">
                <ShoppingCart aria-hidden size={18} />
                {l.goToCart}
              </Link>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
