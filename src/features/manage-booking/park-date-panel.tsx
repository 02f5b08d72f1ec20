import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { canChangeDate } from '@/domain/catalog';
import type { ManagedParkItem, ParkDateChangeQuote, ParkDateOption } from '@/domain/manage';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatLongDate, formatResortDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { moveParkVisit } from './park-date-actions';
import { ParkPaymentNotice, PayParkDifferenceForm } from './park-pay';
import type { ParkChangePaymentResult } from './settle-change-payment';

const REFUSALS = [
  'NOT_PAID',
  'NO_ITEM',
  'OPEN_TICKET',
  'TOO_LATE',
  'USED',
  'ALREADY_CANCELLED',
  'SAME_DATE',
  'INVALID_DATE',
  'NOT_AVAILABLE',
  'PAYMENT_REQUIRED',
  'DIFFERENCE_CHANGED',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (value: string | undefined): value is Refusal =>
  (REFUSALS as readonly string[]).includes(value ?? '');

type Props = {
  locale: Locale;
  item: ManagedParkItem;
  access: { token: string } | { ref: string };
  currency: { iso: string; decimals: number };
  /** The dates it can move to, with their differences (only read for the panel asked for). */
  options?: ParkDateOption[];
  /** The date the guest asked about and what moving there costs (`?step=park-date`). */
  quote?: ParkDateChangeQuote;
  /** This visit was just moved (`?done=park-moved`): the refund, if any, from the ledger. */
  moved?: { refundMinor: number } | null;
  refused?: string;
  /** Back from paying a dearer date's difference (`?parkPayment=`): what came of it. */
  payment?: ParkChangePaymentResult;
};

/**
 * "Cambiar fecha" for one park visit on the manage page (issue 15): until when it is free,
 * the product's next dates with places for the same people and the difference of each, the
 * chosen date's difference before confirming, then the move. Steps of its own (GET for the
 * quote, a form for the change): it works without JavaScript, and a reload never moves twice
 * (the form's request id).
 */
export async function ParkDatePanel({
  locale,
  item,
  access,
  currency,
  options,
  quote,
  moved,
  refused,
  payment,
}: Props) {
  if (item.quote.state !== 'live' || !item.visitDate) return null;
  const t = await getTranslations({ locale, namespace: 'manageParkDate' });
  const amount = (minor: number) => formatMoney(minor, currency, locale);
  const startTime = item.tickets.find((x) => x.status === 'issued')?.schedule?.startTime ?? '00:00';
  const terms = canChangeDate({ visitDate: item.visitDate, startTime }, item.policy, new Date());
  const page = getPathname({ locale, href: '/manage-booking' });
  const anchor = `park-date-${item.id}`;
  const open = Boolean(options || quote || moved || refused || payment);
  const shown = quote && !quote.ok ? quote.reason : isRefusal(refused) ? refused : null;
  const difference = (minor: number) =>
    minor === 0
      ? t('optionSame')
      : minor > 0
        ? t('optionMore', { amount: amount(minor) })
        : t('optionLess', { amount: amount(-minor) });

  return (
    <div id={anchor} className="mt-3 text-sm" data-testid="park-date">
      {moved && (
        <p
          role="status"
          className="mb-3 rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle"
        >
          {moved.refundMinor > 0
            ? t('movedRefund', {
                date: formatLongDate(item.visitDate, locale),
                amount: amount(moved.refundMinor),
              })
            : t('movedNotice', { date: formatLongDate(item.visitDate, locale) })}
        </p>
      )}
      {payment && (
        <ParkPaymentNotice locale={locale} result={payment} amount={amount(payment.payMinor)} />
      )}
      <details open={open} className="rounded-xl border border-jungle/10 p-3">
        <summary className="cursor-pointer font-semibold text-jungle">{t('title')}</summary>
        {!terms.ok ? (
          <p className="mt-2" data-testid="park-date-refusal">
            {t(`refusal_${terms.reason}`)}
          </p>
        ) : (
          <div className="mt-2 grid gap-3">
            <p className="text-muted">{t('intro')}</p>
            <p>
              {t('freeUntil', {
                deadline: formatResortDateTime(new Date(terms.until.getTime() - 60_000), locale),
              })}
            </p>
            {shown && (
              <p
                role="alert"
                className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
              >
                {t(`refusal_${shown}`)}
              </p>
            )}
            {quote?.ok ? (
              <div className="grid gap-3" data-testid="park-date-quote">
                <p>
                  {t('newDate')}: <strong>{formatLongDate(quote.visitDate, locale)}</strong>
                </p>
                <p className="font-semibold" data-testid="park-date-difference">
                  {quote.payMinor > 0
                    ? t('toPay', { amount: amount(quote.payMinor) })
                    : quote.refundMinor > 0
                      ? t('refund', { amount: amount(quote.refundMinor) })
                      : t('samePrice')}
                </p>
                {quote.payMinor > 0 ? (
                  <PayParkDifferenceForm
                    locale={locale}
                    access={access}
                    itemId={item.id}
                    quote={quote}
                    amount={amount(quote.payMinor)}
                  />
                ) : (
                  <form action={moveParkVisit} className="grid gap-3">
                    <input type="hidden" name="locale" value={locale} />
                    {'token' in access ? (
                      <input type="hidden" name="token" value={access.token} />
                    ) : (
                      <input type="hidden" name="ref" value={access.ref} />
                    )}
                    <input type="hidden" name="itemId" value={item.id} />
                    <input type="hidden" name="visitDate" value={quote.visitDate} />
                    <input type="hidden" name="requestId" value={randomUUID()} />
                    <input
                      type="hidden"
                      name="expectedDifferenceMinor"
                      value={String(quote.differenceMinor)}
                    />
                    <button type="submit" className="btn-primary">
                      {quote.refundMinor > 0
                        ? t('confirmRefund', { amount: amount(quote.refundMinor) })
                        : t('confirm')}
                    </button>
                  </form>
                )}
              </div>
            ) : null}
            {options && options.length === 0 ? (
              <p>{t('noDates')}</p>
            ) : (
              <form method="get" action={`${page}#${anchor}`} className="grid gap-3">
                {'token' in access ? (
                  <input type="hidden" name="t" value={access.token} />
                ) : (
                  <input type="hidden" name="ref" value={access.ref} />
                )}
                <input type="hidden" name="step" value="park-date" />
                <input type="hidden" name="item" value={item.id} />
                {options ? (
                  <>
                    <label htmlFor={`${anchor}-date`} className="font-semibold">
                      {t('dateLabel')}
                    </label>
                    <select
                      id={`${anchor}-date`}
                      name="date"
                      required
                      defaultValue={quote?.ok ? quote.visitDate : undefined}
                      className="w-full rounded-lg border border-jungle/30 bg-white px-3 py-2"
                      data-testid="park-date-select"
                    >
                      {options.map((option) => (
                        <option key={option.date} value={option.date}>
                          {t('option', {
                            date: formatLongDate(option.date, locale),
                            difference: difference(option.differenceMinor),
                          })}
                        </option>
                      ))}
                    </select>
                  </>
                ) : null}
                <button type="submit" className="btn-secondary">
                  {options ? t('see') : t('showDates')}
                </button>
              </form>
            )}
          </div>
        )}
      </details>
    </div>
  );
}
